import Shapes

// Top-level code is a root.
print(area(of: 2), greeting())

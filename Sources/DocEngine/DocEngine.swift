/// Static HTML API documentation straight from Swift sources (swiftdoc-lite's engine).
public enum DocEngine {}

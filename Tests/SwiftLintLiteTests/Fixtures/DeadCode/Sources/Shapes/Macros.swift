@_exported import Observation  // the clients see Observation through Shapes

// An attached macro's expansion uses the members of the type it is attached to.
@Observable final class Model {
    var revision = 0
}

public func makeModel() -> ObjectIdentifier { ObjectIdentifier(Model()) }

import Shapes

// `ObservationRegistrar` is Observation's, which this file sees only through Shapes'
// `@_exported import`: `unused_import`'s `require_explicit_imports` asks for the import.
func makeRegistrar() -> ObservationRegistrar { ObservationRegistrar() }

/// Why the index could not be read, with the next step for the user.
public enum IndexStoreError: Error, Equatable, CustomStringConvertible {
    /// No `libIndexStore` where the toolchain should have it, or it would not load.
    case libraryNotLoaded(path: String, reason: String)
    /// The library writes another store format than the one read here.
    case unsupportedFormat(found: Int, expected: Int)
    /// No index store at the path, or none found for the package.
    case storeNotFound(String)
    /// libIndexStore refused to open the store, a unit or a record.
    case unreadable(what: String, reason: String)

    public var description: String {
        switch self {
        case .libraryNotLoaded(let path, let reason):
            "cannot load libIndexStore from \(path): \(reason); put a Swift toolchain's `swift` first on PATH, "
                + "or name one with --toolchain (the folder holding usr/lib/libIndexStore.so)"
        case .unsupportedFormat(let found, let expected):
            "the toolchain's libIndexStore reads index format v\(found), not v\(expected); use a Swift 5.9 or later toolchain"
        case .storeNotFound(let detail):
            "no index store: \(detail); run `swift build --build-tests` (a debug build writes the index), "
                + "pass --build to have analyze run it, or name the store with --index-store-path"
        case .unreadable(let what, let reason):
            "cannot read \(what) from the index store: \(reason); rebuild with `swift build --build-tests`"
        }
    }
}

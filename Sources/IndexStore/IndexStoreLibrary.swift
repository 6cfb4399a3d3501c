import CIndexStore
import Foundation
import Synchronization
import ToolCore

/// The toolchain's `libIndexStore`, loaded at run time: the compiler that
/// wrote the store ships the reader that understands it, and nothing but
/// `analyze` pays for (or needs) it.
public struct IndexStoreLibrary: @unchecked Sendable {
    /// The store format read here (`.build/…/index/store/v5`).
    public static let formatVersion = 5

    /// Where the library was loaded from.
    public let path: String
    let api: CIndexStoreAPI

    /// Loads `libIndexStore` from `toolchain` (default: the `swift` on `PATH`).
    /// Loading the same path again returns the copy already loaded.
    public static func load(toolchain: Toolchain? = Toolchain.active()) throws(IndexStoreError) -> IndexStoreLibrary {
        guard let toolchain else {
            throw .libraryNotLoaded(path: "libIndexStore.so", reason: "no `swift` on PATH")
        }
        return try load(path: toolchain.library(libraryName).path)
    }

    /// Loads the library at `path`.
    public static func load(path: String) throws(IndexStoreError) -> IndexStoreLibrary {
        if let loaded = cache.withLock({ $0[path] }) { return loaded }
        var message: UnsafePointer<CChar>?
        guard let table = cindexstore_load(path, &message) else {
            let reason = message.map { String(cString: $0) } ?? "unknown error"
            // The loader names a missing function by its symbol; anything else is dlopen's message.
            throw .libraryNotLoaded(path: path, reason: reason.hasPrefix("indexstore_") ? "it has no \(reason)" : reason)
        }
        let library = IndexStoreLibrary(path: path, api: table.pointee)
        let format = Int(library.api.format_version())
        guard format == formatVersion else { throw .unsupportedFormat(found: format, expected: formatVersion) }
        cache.withLock { $0[path] = library }
        return library
    }

    private static var libraryName: String {
        #if os(macOS)
        "libIndexStore.dylib"
        #else
        "libIndexStore.so"
        #endif
    }

    private static let cache = Mutex<[String: IndexStoreLibrary]>([:])

    /// The API version (`INDEXSTORE_VERSION_MINOR`) of the loaded library.
    public var apiVersion: Int { Int(api.version()) }
}

extension CIndexStoreString {
    /// The bytes as a Swift string (the store holds UTF-8).
    var text: String {
        guard let data, length > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
    }
}

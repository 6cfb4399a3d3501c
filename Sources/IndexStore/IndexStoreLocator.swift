import Foundation
import ToolCore

/// Finds a package's index store. Never one hard-coded path: SwiftPM's build
/// systems put it in different places (`.build/<triple>/debug/index/store`
/// today, elsewhere with `--build-system swiftbuild`).
public enum IndexStoreLocator {
    /// `explicit` when given; else SwiftPM's debug bin path (where its
    /// `.build/debug` link points, else `swift build --show-bin-path`) + `index/store`; else the newest `index/store` below
    /// `.build`. Throws when none holds a store.
    public static func find(package: String, explicit: String? = nil) async throws(IndexStoreError) -> String {
        if let explicit {
            let path = Paths.absolute(explicit)
            guard holdsStore(path) else { throw .storeNotFound("--index-store-path \(explicit) holds no v5 store") }
            return path
        }
        // SwiftPM keeps `.build/debug` a link to its debug bin path: the answer `--show-bin-path`
        // gives, without the 0.2 s of starting SwiftPM to ask (a third of a warm analyze).
        if let linked = linkedDebugBinPath(package: package), holdsStore(linked + "/index/store") {
            return linked + "/index/store"
        }
        if let binPath = await swiftPMBinPath(package: package), holdsStore(binPath + "/index/store") {
            return binPath + "/index/store"
        }
        if let found = searchBuildFolder(package + "/.build") { return found }
        throw .storeNotFound("none below \(Paths.relative(package + "/.build", to: FileManager.default.currentDirectoryPath))")
    }

    /// Whether `path` is a store folder (it holds `v5/`).
    public static func holdsStore(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path + "/v\(IndexStoreLibrary.formatVersion)/units", isDirectory: &isFolder)
            && isFolder.boolValue
    }

    /// Where `.build/debug` links, when SwiftPM made it a link (its native build system does).
    private static func linkedDebugBinPath(package: String) -> String? {
        let link = package + "/.build/debug"
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link) else { return nil }
        return target.hasPrefix("/") ? target : package + "/.build/" + target
    }

    private static func swiftPMBinPath(package: String) async -> String? {
        var command = Command.executable("swift", ["build", "--show-bin-path"], timeout: .seconds(120))
        command.workingDirectory = package
        guard let result = try? await command.run(), result.succeeded else { return nil }
        let path = result.outputText.split(separator: "\n").last.map(String.init) ?? ""
        return path.hasPrefix("/") ? path : nil
    }

    /// The most recently written store among `folder`'s `…/index/store` folders, four levels down at most.
    static func searchBuildFolder(_ folder: String) -> String? {
        var stores: [(path: String, modified: Date)] = []
        func visit(_ path: String, depth: Int) {
            if holdsStore(path + "/index/store") {
                let units = path + "/index/store/v\(IndexStoreLibrary.formatVersion)/units"
                let modified = (try? FileManager.default.attributesOfItem(atPath: units)[.modificationDate] as? Date) ?? .distantPast
                stores.append((path + "/index/store", modified))
            }
            guard depth < 4, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names.sorted() where !["checkouts", "repositories", "artifacts", "index"].contains(name) {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder), isFolder.boolValue {
                    visit(path + "/" + name, depth: depth + 1)
                }
            }
        }
        visit(folder, depth: 0)
        return stores.max { $0.modified < $1.modified }?.path
    }
}

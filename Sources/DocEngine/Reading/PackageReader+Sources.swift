import ToolCore

extension PackageReader {
    /// One module read from source texts in memory (an API check's examples):
    /// effective access levels, everything down to `minimumAccess`, members
    /// inherited from the module's own protocols, none from the standard library
    /// (and, with `keepingUnavailable`, what `@available(*, unavailable)` hides, as the API diff reads).
    public static func module(named name: String, sources: [(path: String, text: String)],
                              minimumAccess: AccessLevel, keepingUnavailable: Bool = false) -> ModuleDocs {
        let files = sources.map { DeclarationReader.read(source: $0.text, path: $0.path) }
        let assembled = ModuleAssembler.assemble(name: name, path: "", files: files, minimumAccess: nil,
                                                 keepingUnavailable: keepingUnavailable)
        return ModuleAssembler.restricted(InheritedMembers.add(to: [assembled], libraries: [])[0], minimumAccess: minimumAccess)
    }
}

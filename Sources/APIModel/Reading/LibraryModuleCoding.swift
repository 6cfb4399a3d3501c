/// The library cache's file format: a module in bytes, every string once in a table and then
/// referred to by number, every field in a fixed order. A one-file package's docs read the
/// standard library's 1,938 cached symbols on every run; as JSON, decoding them was most of the
/// run (0.1 s), as this format it is a few milliseconds. Nothing else reads or writes it: a
/// change of the model changes the tool's build, which is part of the cache key.
enum LibraryModuleCoding {
    private static let magic = Array("swiftdoc-lite library 1\n".utf8)

    static func encode(_ module: ModuleAPI) -> [UInt8] {
        var writer = Writer()
        writer.module(module)
        var header = Writer()
        header.count(writer.table.count)
        for string in writer.table {
            let utf8 = Array(string.utf8)
            header.count(utf8.count)
            header.bytes += utf8
        }
        return magic + header.bytes + writer.bytes
    }

    /// The module in `bytes`, or nil when they are not a whole file of this format.
    static func decode(_ bytes: [UInt8]) -> ModuleAPI? {
        guard bytes.starts(with: magic) else { return nil }
        var reader = Reader(bytes: bytes, offset: magic.count)
        return try? reader.module()
    }

    private struct Writer {
        var bytes: [UInt8] = []
        /// Every string written, each once: the file's string table.
        var table: [String] = []
        private var numbers: [String: Int] = [:]

        mutating func count(_ value: Int) {
            var value = UInt(value)
            while value >= 0x80 {
                bytes.append(UInt8(value & 0x7F) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }

        mutating func string(_ value: String) {
            if let number = numbers[value] { return count(number) }
            numbers[value] = table.count
            count(table.count)
            table.append(value)
        }

        mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

        mutating func optional<T>(_ value: T?, _ write: (inout Self, T) -> Void) {
            flag(value != nil)
            if let value { write(&self, value) }
        }

        mutating func strings(_ values: [String]) {
            count(values.count)
            for value in values { string(value) }
        }

        mutating func module(_ module: ModuleAPI) {
            string(module.name)
            string(module.path)
            strings(module.reexports)
            count(module.symbols.count)
            for symbol in module.symbols { self.symbol(symbol) }
        }

        mutating func symbol(_ symbol: Symbol) {
            string(symbol.kind.rawValue)
            string(symbol.name)
            string(symbol.title)
            strings(symbol.scope)
            string(symbol.access.rawValue)
            flag(symbol.isStatic)
            strings(symbol.attributes)
            optional(symbol.deprecation) { $0.string($1) }
            optional(symbol.availability) { writer, list in
                writer.count(list.count)
                for item in list { writer.availability(item) }
            }
            strings(symbol.genericParameters)
            optional(symbol.whereClause) { $0.string($1) }
            strings(symbol.inheritance)
            flag(symbol.isAsync)
            flag(symbol.isThrowing)
            signature(symbol)
            string(symbol.location.file)
            count(symbol.location.line)
            count(symbol.location.column)
            strings(symbol.conditions)
            optional(symbol.section) { $0.string($1) }
            string(symbol.origin.rawValue)
            optional(symbol.extensionConstraints) { $0.string($1) }
            optional(symbol.inheritedFrom) { $0.string($1) }
            count(symbol.members.count)
            for member in symbol.members { self.symbol(member) }
            count(symbol.conformances.count)
            for conformance in symbol.conformances {
                string(conformance.name)
                optional(conformance.whereClause) { $0.string($1) }
                strings(conformance.conditions)
            }
            optional(symbol.storedLayout) { $0.strings($1) }
        }

        /// Parameters, return type, declaration and documentation.
        mutating func signature(_ symbol: Symbol) {
            count(symbol.parameters.count)
            for parameter in symbol.parameters {
                string(parameter.label)
                string(parameter.name)
                string(parameter.type)
                flag(parameter.hasDefault)
            }
            optional(symbol.returnType) { $0.string($1) }
            count(symbol.declaration.count)
            for fragment in symbol.declaration {
                string(fragment.kind.rawValue)
                string(fragment.text)
            }
            optional(symbol.documentation) { writer, documentation in
                writer.count(documentation.lines.count)
                for line in documentation.lines { writer.string(line.text); writer.count(line.line); writer.count(line.column) }
            }
        }

        mutating func availability(_ item: Availability) {
            string(item.platform)
            optional(item.introduced) { $0.string($1) }
            optional(item.deprecated) { $0.string($1) }
            optional(item.obsoleted) { $0.string($1) }
            flag(item.isUnavailable)
            optional(item.message) { $0.string($1) }
        }
    }

    private struct Damaged: Error {}

    private struct Reader {
        let bytes: [UInt8]
        var offset: Int
        var table: [String] = []

        init(bytes: [UInt8], offset: Int) {
            self.bytes = bytes
            self.offset = offset
        }

        mutating func count() throws(Damaged) -> Int {
            var value = 0
            var shift = 0
            while true {
                guard offset < bytes.count, shift < 63 else { throw Damaged() }
                let byte = bytes[offset]
                offset += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        mutating func string() throws(Damaged) -> String {
            let number = try count()
            guard number < table.count else { throw Damaged() }
            return table[number]
        }

        mutating func flag() throws(Damaged) -> Bool {
            guard offset < bytes.count else { throw Damaged() }
            offset += 1
            return bytes[offset - 1] != 0
        }

        mutating func optional<T>(_ read: (inout Self) throws(Damaged) -> T) throws(Damaged) -> T? {
            try flag() ? try read(&self) : nil
        }

        mutating func list<T>(_ read: (inout Self) throws(Damaged) -> T) throws(Damaged) -> [T] {
            let size = try count()
            guard size <= bytes.count - offset else { throw Damaged() }  // every element takes a byte at least
            var values: [T] = []
            values.reserveCapacity(size)
            for _ in 0..<size { values.append(try read(&self)) }
            return values
        }

        mutating func strings() throws(Damaged) -> [String] { try list { reader throws(Damaged) in try reader.string() } }

        mutating func raw<T: RawRepresentable<String>>(_ type: T.Type) throws(Damaged) -> T {
            guard let value = T(rawValue: try string()) else { throw Damaged() }
            return value
        }

        mutating func module() throws(Damaged) -> ModuleAPI {
            table = try list { reader throws(Damaged) in
                let size = try reader.count()
                guard size <= reader.bytes.count - reader.offset else { throw Damaged() }
                defer { reader.offset += size }
                return String(decoding: reader.bytes[reader.offset..<reader.offset + size], as: UTF8.self)
            }
            var module = ModuleAPI(name: try string(), path: try string(), symbols: [])
            module.reexports = try strings()
            module.symbols = try list { reader throws(Damaged) in try reader.symbol() }
            guard offset == bytes.count else { throw Damaged() }
            return module
        }

        mutating func symbol() throws(Damaged) -> Symbol {
            let kind = try raw(SymbolKind.self)
            var symbol = Symbol(kind: kind, name: try string(), title: try string(), scope: try strings(),
                                access: try raw(AccessLevel.self), location: SourceLocation(file: "", line: 0, column: 0))
            symbol.isStatic = try flag()
            symbol.attributes = try strings()
            symbol.deprecation = try optional { reader throws(Damaged) in try reader.string() }
            symbol.availability = try optional { reader throws(Damaged) in
                try reader.list { reader throws(Damaged) in try reader.availability() }
            }
            symbol.genericParameters = try strings()
            symbol.whereClause = try optional { reader throws(Damaged) in try reader.string() }
            symbol.inheritance = try strings()
            symbol.isAsync = try flag()
            symbol.isThrowing = try flag()
            symbol.parameters = try list { reader throws(Damaged) in
                Parameter(label: try reader.string(), name: try reader.string(), type: try reader.string(),
                          hasDefault: try reader.flag())
            }
            symbol.returnType = try optional { reader throws(Damaged) in try reader.string() }
            symbol.declaration = try list { reader throws(Damaged) in
                DeclarationFragment(try reader.raw(DeclarationFragment.Kind.self), try reader.string())
            }
            symbol.documentation = try optional { reader throws(Damaged) in
                DocCommentSource(lines: try reader.list { reader throws(Damaged) in
                    DocCommentSource.Line(text: try reader.string(), line: try reader.count(), column: try reader.count())
                })
            }
            symbol.location = SourceLocation(file: try string(), line: try count(), column: try count())
            symbol.conditions = try strings()
            symbol.section = try optional { reader throws(Damaged) in try reader.string() }
            symbol.origin = try raw(Symbol.Origin.self)
            symbol.extensionConstraints = try optional { reader throws(Damaged) in try reader.string() }
            symbol.inheritedFrom = try optional { reader throws(Damaged) in try reader.string() }
            symbol.members = try list { reader throws(Damaged) in try reader.symbol() }
            symbol.conformances = try list { reader throws(Damaged) in
                Conformance(name: try reader.string(),
                            whereClause: try reader.optional { reader throws(Damaged) in try reader.string() },
                            conditions: try reader.strings())
            }
            symbol.storedLayout = try optional { reader throws(Damaged) in try reader.strings() }
            return symbol
        }

        mutating func availability() throws(Damaged) -> Availability {
            Availability(platform: try string(),
                         introduced: try optional { reader throws(Damaged) in try reader.string() },
                         deprecated: try optional { reader throws(Damaged) in try reader.string() },
                         obsoleted: try optional { reader throws(Damaged) in try reader.string() },
                         isUnavailable: try flag(),
                         message: try optional { reader throws(Damaged) in try reader.string() })
        }
    }
}

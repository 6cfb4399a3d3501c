import Yams

/// One source of configuration values: the built-in defaults, a file, the
/// environment or the command line. Layers are merged in order, later ones
/// winning; each remembers where it came from so an error can say so.
public struct ConfigLayer {
    /// A file path, or a name such as `built-in defaults`.
    public var source: String
    /// The values, as a YAML mapping.
    public var node: Node
    /// False for layers not written in a file of their own (environment,
    /// command line): their line and column mean nothing to a user.
    public var hasPositions: Bool

    public init(source: String, node: Node, hasPositions: Bool = true) {
        self.source = source
        self.node = node
        self.hasPositions = hasPositions
    }

    /// A layer of one string, without positions: a value a fingerprint covers
    /// besides the files. Tagged as configuration text is, which spares
    /// compiling the regular expressions of Yams' default tags.
    public init(source: String, string: String) {
        self.init(source: source, node: ConfigYAML.string(string), hasPositions: false)
    }

    /// Parses YAML text; a syntax error becomes a ``ConfigError`` naming `source`.
    public init(source: String, yaml: String) throws(ConfigLoadError) {
        self.source = source
        self.hasPositions = true
        // A file of blank lines and comments says nothing; skipping the parser
        // also skips compiling its resolver's regular expressions.
        if Self.isBlank(yaml) {
            self.node = ConfigYAML.mapping([])
            return
        }
        do {
            self.node = try ConfigYAML.compose(yaml) ?? ConfigYAML.mapping([])
        } catch let error as YamlError {
            throw ConfigLoadError([ConfigError(yamlError: error, source: source)])
        } catch let exceeded as YAMLLimits.Exceeded {
            throw ConfigLoadError([ConfigError(source: source, line: exceeded.line, column: exceeded.column,
                                               message: exceeded.message), ])
        } catch {
            throw ConfigLoadError([ConfigError(source: source, message: "\(error)")])
        }
        guard node.mapping != nil else {
            throw ConfigLoadError([ConfigError(
                source: source, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0,
                message: "the configuration must be a mapping of `key: value` lines"), ])
        }
    }

    /// Reads and parses the file at `path` (bounded: see ``YAMLLimits``).
    public init(contentsOf path: String) throws(ConfigLoadError) {
        try self.init(source: path, yaml: try ConfigFile.readText(atPath: path))
    }

    /// The value of a top-level key, nil when the layer does not set it.
    public func value(of key: String) -> Node? {
        node.mapping.flatMap { ConfigYAML.value(of: key, in: $0) }
    }

    /// The layer without a top-level key.
    public func removing(_ key: String) -> ConfigLayer {
        guard let mapping = node.mapping else { return self }
        var copy = self
        let kept = mapping.filter { $0.key.string != key }.map { ($0.key, $0.value) }
        copy.node = .mapping(.init(kept, mapping.tag, mapping.style, mapping.mark, mapping.anchor))
        return copy
    }

    /// Whether the file holds nothing but blank lines and comments; false for a
    /// file that cannot be read, so that loading it reports why.
    public static func isBlankFile(atPath path: String) -> Bool {
        (try? ConfigFile.readText(atPath: path)).map(isBlank) ?? false
    }

    /// Whether the text holds nothing but blank lines and comments.
    public static func isBlank(_ yaml: String) -> Bool {
        yaml.split(separator: "\n").allSatisfy { line in
            let content = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            return content.isEmpty || content.first == "#"
        }
    }

    /// `layers` merged key by key into one, later ones winning, with the first one's positions.
    public static func merging(_ layers: [ConfigLayer], source: String) -> ConfigLayer {
        let node = layers.dropFirst().reduce(layers.first?.node ?? ConfigYAML.mapping([])) { $0.merged(with: $1.node) }
        return ConfigLayer(source: source, node: node, hasPositions: layers.first?.hasPositions ?? false)
    }

    /// The node at a coding path, if this layer sets it.
    func node(at path: [any CodingKey]) -> Node? {
        path.reduce(Optional(node)) { current, key in
            guard let current else { return nil }
            if let index = key.intValue, let sequence = current.sequence {
                return index < sequence.count ? sequence[index] : nil
            }
            return current.mapping.flatMap { ConfigYAML.value(of: key.stringValue, in: $0) }
        }
    }

    /// The mark of a key's own text in the mapping at `path`.
    func keyMark(_ key: String, at path: [any CodingKey]) -> Mark? {
        node(at: path)?.mapping?.first { $0.key.string == key }?.key.mark
    }
}

extension ConfigError {
    init(yamlError: YamlError, source: String) {
        switch yamlError {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            // libyaml stops at 1,000 levels, past the limit of our own walk: same message.
            let message = problem.hasPrefix("Maximum nesting level") ? YAMLLimits.tooDeep : "invalid YAML: \(detail)"
            self.init(source: source, line: mark.line, column: mark.column, message: message)
        case .duplicatedKeysInMapping(let duplicates, let context):
            self.init(source: source, line: context.mark.line, column: context.mark.column,
                      message: "duplicate key \(duplicates.map { "`\($0)`" }.joined(separator: ", ")): keep only one")
        default:
            self.init(source: source, message: "invalid YAML: \(yamlError)")
        }
    }
}

extension Node {
    /// `other` laid over `self`: mappings merge key by key, anything else is
    /// replaced — except lists under `appendingLists` keys, which add up.
    func merged(with other: Node, appendingLists: Set<String> = []) -> Node {
        guard let base = mapping, let top = other.mapping else { return other }
        var result = base
        for (key, value) in top {
            if let name = key.string, appendingLists.contains(name),
               let earlier = result[key]?.sequence, let later = value.sequence {
                result[key] = .sequence(.init(Array(earlier) + Array(later), earlier.tag, earlier.style, later.mark))
            } else {
                result[key] = result[key].map { $0.merged(with: value) } ?? value
            }
        }
        return .mapping(result)
    }
}

extension ConfigLayer {
    /// A stable digest of what these layers say: equal for configurations that
    /// decode the same, different when any value changes. Cache keys use it.
    public static func fingerprint(of layers: [ConfigLayer]) -> String {
        // Appended in a loop rather than `joined`, whose unspecialized generic
        // path looks up a conformance in the whole binary at every start.
        var text = ""
        for (index, layer) in layers.enumerated() {
            if index > 0 { text += "\n---\n" }
            text += (try? Yams.serialize(node: layer.node, sortKeys: true)) ?? "\(layer.node)"
        }
        return ContentHash.hex(text.utf8)
    }
}

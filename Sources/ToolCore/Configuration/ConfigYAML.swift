import Foundation
import Yams

/// Configuration text to YAML nodes, tagged as Yams' default resolver tags
/// them but without its regular expressions (see ``PlainScalarTags``), and the
/// nodes the loader builds itself, tagged the same way.
enum ConfigYAML {
    /// The node of a YAML document, nil for an empty one.
    ///
    /// - Throws: Yams' `YamlError`, or ``YAMLLimits/Exceeded`` for a document
    ///   past one of the limits (checked before anything walks its values).
    static func compose(_ yaml: String) throws -> Node? {
        guard yaml.utf8.count <= YAMLLimits.maximumBytes else {
            let place = ConfigFile.position(ofByte: YAMLLimits.maximumBytes, in: Data(yaml.utf8.prefix(YAMLLimits.maximumBytes)))
            throw YAMLLimits.Exceeded(line: place.line, column: place.column,
                                      message: YAMLLimits.tooLarge(bytes: yaml.utf8.count))
        }
        // An explicit tag (`!!str yes`) leaves no trace in a composed plain
        // scalar: a document that may hold one is left to Yams' resolver.
        let hasTags = yaml.utf8.contains(UInt8(ascii: "!"))
        guard let node = try hasTags ? Yams.compose(yaml: yaml) : Yams.compose(yaml: yaml, .basic, constructor, .utf8) else {
            return nil
        }
        try YAMLLimits.check(node)
        return hasTags ? node : tagged(node)
    }

    static func string(_ text: String) -> Node { .scalar(.init(text, tag(.str), .plain)) }

    static func mapping(_ pairs: [(Node, Node)]) -> Node { .mapping(.init(pairs, tag(.map))) }

    /// The value of `key` in `mapping` (the last, as later keys win), compared as text.
    static func value(of key: String, in mapping: Node.Mapping) -> Node? {
        mapping.reversed().first { $0.key.string == key }?.value
    }

    /// `node` with every plain scalar tagged by its text.
    private static func tagged(_ node: Node) -> Node {
        switch node {
        case .scalar(var scalar):
            guard scalar.style == .plain else { return node }
            scalar.tag = tag(PlainScalarTags.tag(of: scalar.string))
            return .scalar(scalar)
        case .mapping(let mapping):
            let pairs = mapping.map { (tagged($0.key), tagged($0.value)) }
            return .mapping(.init(pairs, mapping.tag, mapping.style, mapping.mark, mapping.anchor))
        case .sequence(let sequence):
            return .sequence(.init(sequence.map(tagged), sequence.tag, sequence.style, sequence.mark, sequence.anchor))
        case .alias:
            return node
        }
    }

    private static func tag(_ name: Tag.Name) -> Tag { Tag(name, .basic, constructor) }

    /// Tags carry a constructor, used only to turn nodes into `Any` values,
    /// which configuration loading never does. Yams' default one builds its
    /// tables at first use; this one has none. Never mutated.
    nonisolated(unsafe) private static let constructor = Constructor([:], [:], [:])
}

extension Node {
    /// The name of the node's (resolved) tag. Yams keeps `Tag.name` internal;
    /// a tag's description is its name.
    var tagName: Tag.Name { Tag.Name(rawValue: tag.description) }
}

/// A documentation extension's `## Topics` on its type's page, as DocC shows
/// them: the curated groups first, each with the type's own members it names
/// shown in full (and not again under their kind), other links listed.
extension HTMLRenderer {
    struct CuratedTopics {
        var html = ""
        /// Each group's id and title, for "On This Page".
        var index: [(id: String, title: String)] = []
        /// The anchors of the members shown in the groups.
        var anchors: Set<String> = []
    }

    func curatedTopics(_ groups: [TopicSection], of type: Symbol, _ context: LinkResolver.Context, _ page: String) -> CuratedTopics {
        var curated = CuratedTopics()
        guard !groups.isEmpty else { return curated }
        let members = Dictionary(Self.overloadGroups(type.members.filter(\.isDeclared)).map { ($0[0].anchor, $0) }) { first, _ in first }
        curated.html = "<section aria-labelledby=\"curated-topics\">\n<h2 id=\"curated-topics\">Topics</h2>\n"
        for (index, group) in groups.enumerated() {
            let id = "curated-\(index + 1)"
            let title = group.title.isEmpty ? "Topics" : group.title
            curated.index.append((id, title))
            curated.html += "<h3 id=\"\(id)\">\(HTML.escape(title))</h3>\n"
            var listed: [String] = []
            for link in group.links {
                let node = link.articleName == nil ? resolver.resolve(link.target, in: context) : nil
                guard let node, node.page == page, let anchor = node.anchor, let overloads = members[anchor],
                      curated.anchors.insert(anchor).inserted else {
                    listed.append("<li>\(topicLink(link.target, context, page))</li>\n")
                    continue
                }
                curated.html += Self.list(listed) + member(overloads, context, page)
                listed = []
            }
            curated.html += Self.list(listed)
        }
        curated.html += "</section>\n"
        return curated
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "" : "<ul class=\"topic-list\">\n" + items.joined() + "</ul>\n"
    }
}

import LintEngine

// The examples of `accessibility_trait_for_button`, apart from its code.
extension AccessibilityTraitForButtonRule {
    /// `body` wrapped in a `View` struct.
    static func view(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> Example {
        Example("struct ArticleView: View {\n    var body: some View {\n" + body + "    }\n}\n", file: file, line: line)
    }

    static let nonTriggering: [Example] = [
        view("""
                Button {
                    openArticle()
                } label: {
                    Text("Read more")
                }

        """),
        view("        Link(\"Open the docs\", destination: docsURL)\n"),
        view("""
                Text("Read more")
                    .onTapGesture {
                        openInBrowser()
                    }
                    .accessibility(addTraits: .isLink)

        """),
        view("""
                Text("Read more")
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture {
                        openArticle()
                    }

        """),
        view("""
                Text("Read more")
                    .accessibility(addTraits: [.isButton, .isHeader])
                    .onTapGesture {
                        openArticle()
                    }

        """),
        view("""
                Text("Read more")
                    .onTapGesture {
                        openInBrowser()
                    }
                    .accessibilityAddTraits([.isHeader, .isLink])

        """),
        view("""
                Text("Read more")
                    .onTapGesture(count: 1) {
                        openArticle()
                    }
                    .accessibility(addTraits: .isButton)

        """),
        view("""
                Text("Read more")
                    .onTapGesture(count: 1, perform: {
                        openArticle()
                    })
                    .accessibility(addTraits: .isButton)

        """),
        // Gestures of several taps are not checked.
        view("""
                Text("Read more")
                    .onTapGesture(count: 2) {
                        bookmark()
                    }

        """),
        view("""
                Text("Read more")
                    .onTapGesture(count: taps) {
                        bookmark()
                    }

        """),
        view("""
                Label("Read more", systemImage: "book")
                    .onTapGesture(count: 1) {
                        openArticle()
                    }
                    .accessibility(addTraits: .isButton)

        """),
        view("""
                HStack {
                    Image(systemName: "book")
                    Text("Read more")
                }
                .onTapGesture {
                    openArticle()
                }
                .accessibilityElement(children: .combine)
                .accessibility(addTraits: .isButton)

        """),
        view("""
                Text("Read more")
                    .gesture(TapGesture().onEnded {
                        openArticle()
                    })
                    .accessibilityAddTraits(.isButton)

        """),
        view("""
                Text("Read more")
                    .simultaneousGesture(TapGesture(count: 1).onEnded {
                        openInBrowser()
                    })
                    .accessibilityAddTraits(.isLink)

        """),
        view("""
                Text("Read more")
                    .highPriorityGesture(TapGesture().onEnded {
                        openArticle()
                    })
                    .accessibility(addTraits: [.isButton])

        """),
        view("""
                Text("Read more")
                    .gesture(TapGesture(count: 2).onEnded {
                        bookmark()
                    })

        """),
        view("        Text(\"Drag me\")\n            .gesture(DragGesture().onEnded { _ in reorder() })\n"),
        view("        Text(\"Read more\")\n            .onTapGesture { track() }\n            .accessibilityHidden(true)\n"),
        // A `Button` or `Link` around the gesture has the trait already.
        view("""
                Button(action: openArticle) {
                    Text("Read more")
                        .onTapGesture { track() }
                }

        """),
        // The trait may be added to the container holding the gesture.
        view("""
                VStack {
                    Text("Read more")
                        .onTapGesture { openArticle() }
                }
                .accessibilityAddTraits(.isButton)

        """),
        // Only `View` structs are checked.
        "struct ArticleRow {\n    var content: some View {\n        Text(\"Read more\").onTapGesture { openArticle() }\n    }\n}\n",
    ]

    static let triggering: [Example] = [
        view("        ↓Text(\"Read more\")\n            .onTapGesture {\n                openArticle()\n            }\n"),
        view("""
                ↓Text("Read more")
                    .accessibility(addTraits: .isHeader)
                    .onTapGesture {
                        openArticle()
                    }

        """),
        view("""
                ↓Text("Read more")
                    .onTapGesture(count: 1) {
                        openArticle()
                    }

        """),
        view("""
                ↓Text("Read more")
                    .onTapGesture(count: 1, perform: {
                        openArticle()
                    })

        """),
        view("""
                ↓Label("Read more", systemImage: "book")
                    .onTapGesture(count: 1) {
                        openArticle()
                    }

        """),
        view("""
                ↓HStack {
                    Image(systemName: "book")
                    Text("Read more")
                }
                .onTapGesture {
                    openArticle()
                }

        """),
        view("""
                ↓Text("Read more")
                    .gesture(TapGesture().onEnded {
                        openArticle()
                    })

        """),
        view("""
                ↓Text("Read more")
                    .simultaneousGesture(TapGesture(count: 1).onEnded {
                        openArticle()
                    })

        """),
        view("""
                ↓Text("Read more")
                    .highPriorityGesture(TapGesture().onEnded {
                        openArticle()
                    })

        """),
        view("        ↓Text(\"Read more\")\n            .onTapGesture { openArticle() }\n"
            + "            .accessibilityHidden(false)\n"),
        // Only a trait written out (`.isButton`, `.isLink`, or an array of them) counts.
        view("        ↓Text(\"Read more\")\n            .onTapGesture { openArticle() }\n            .accessibilityAddTraits(traits)\n"),
        view("""
                VStack {
                    ↓Text("Read more")
                        .onTapGesture { openArticle() }
                    ↓Image(systemName: "star")
                        .onTapGesture { bookmark() }
                }

        """),
    ]
}

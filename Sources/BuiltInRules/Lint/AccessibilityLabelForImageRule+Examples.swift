import LintEngine

// The examples of `accessibility_label_for_image`, apart from its code.
extension AccessibilityLabelForImageRule {
    /// `body` wrapped in a `View` struct.
    static func view(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> Example {
        Example("struct BannerView: View {\n    var body: some View {\n" + body + "    }\n}\n", file: file, line: line)
    }

    static let nonTriggering: [Example] = [
        view("        Image(decorative: \"wave\")\n"),
        view("        Image(\"logo\", label: Text(\"Company logo\"))\n"),
        view("        Image(\"wave\")\n            .accessibility(hidden: true)\n"),
        view("        Image(\"wave\")\n            .accessibilityHidden(true)\n"),
        view("        Image(\"logo\")\n            .accessibility(label: Text(\"Company logo\"))\n"),
        view("        Image(\"logo\")\n            .accessibilityLabel(Text(\"Company logo\"))\n"),
        view("""
                Image(uiImage: avatar)
                    .renderingMode(.template)
                    .foregroundColor(.red)
                    .accessibilityHidden(true)

        """),
        view("        Image(uiImage: avatar)\n            .accessibilityLabel(Text(\"Profile photo\"))\n"),
        view("        SwiftUI.Image(uiImage: avatar).resizable().accessibilityHidden(true)\n"),
        view("""
                VStack {
                    Image(decorative: "wave")
                        .renderingMode(.template)
                        .foregroundColor(.red)
                    Image("logo")
                        .accessibility(label: Text("Company logo"))
                }

        """),
        view("""
                VStack {
                    Image("wave")
                        .renderingMode(.template)
                        .foregroundColor(.red)
                    Image("logo")
                        .accessibility(label: Text("Company logo"))
                }.accessibilityElement()

        """),
        view("""
                VStack {
                    Image("wave")
                        .renderingMode(.template)
                        .foregroundColor(.red)
                    Image("logo")
                        .accessibility(label: Text("Company logo"))
                }.accessibilityHidden(true)

        """),
        view("""
                HStack(spacing: 4) {
                    Image(decorative: "wave")
                        .renderingMode(.template)
                        .foregroundColor(.red)
                    Text("Tide tables")
                }.accessibilityElement(children: .combine)
                .padding(8)

        """),
        view("""
                HStack(spacing: 4) {
                    Image("wave")
                        .renderingMode(.template)
                        .foregroundColor(.red)
                    Text("Tide tables")
                }.accessibilityElement(children: .ignore)
                .padding(8)
                .accessibilityLabel(Text("Tide tables for today"))

        """),
        view("""
                Button(action: { save() }) {
                    Image("floppy")
                        .renderingMode(.template)
                        .foregroundColor(.red)
                }
                .accessibilityLabel(Text("Save"))

        """),
        view("""
                NavigationLink("Details") {
                    DetailView()
                } label: {
                    HStack {
                        Image(systemName: "chevron.right")
                        Text("More")
                    }
                }

        """),
        view("""
                Button("Save") {
                    save()
                } label: {
                    Label("Save", systemImage: "tray.and.arrow.down")
                }

        """),
        view("""
                Button(action: share) {
                    HStack {
                        Image(uiImage: UIImage(systemName: "square.and.arrow.up") ?? UIImage())
                        Text("Share")
                    }
                }
                .accessibilityLabel("Share link")

        """),
        view("""
                VStack {
                    Image(systemName: "wifi")
                    Image("router")
                    Text("Online")
                }.accessibilityElement(children: .ignore)
                .accessibilityLabel("Connected to the router")

        """),
        view("""
                NavigationLink(destination: SettingsView()) {
                    HStack {
                        Image(nsImage: NSImage(named: "gear") ?? NSImage())
                        Text("Preferences")
                        Spacer()
                        Image(systemName: "chevron.right")
                    }
                }

        """),
        view("""
                Button {
                    toggle()
                } label: {
                    Image(systemName: isOn ? "eye" : "eye.slash")
                        .foregroundColor(isOn ? .blue : .gray)
                }
                .accessibilityLabel(isOn ? "Hide password" : "Show password")

        """),
        // The text of a `Label` describes the image in its `icon:` closure.
        view("""
                Label {
                    Text("Synced")
                } icon: {
                    Image(systemName: "checkmark.icloud")
                }

        """),
        view("        Label(title: { Text(\"Export\") }, icon: { Image(\"export-glyph\") })\n"),
        // Only `View` structs are checked.
        "struct Thumbnail {\n    var image: some View {\n        Image(\"placeholder\")\n    }\n}\n",
    ]

    static let triggering: [Example] = [
        view("        ↓Image(\"hero\")\n            .resizable()\n            .frame(width: 64, height: 64)\n"),
        view("        ↓Image(uiImage: avatar)\n"),
        view("        ↓SwiftUI.Image(uiImage: avatar).resizable().accessibilityHidden(false)\n"),
        view("""
                Image(uiImage: avatar)
                    .resizable()
                    .frame(width: 64, height: 64)
                    .accessibilityLabel(Text("Profile photo"))
                ↓Image("footer")

        """),
        view("""
                Image(decorative: "left")
                ↓Image("middle")
                Image(uiImage: right)
                    .accessibility(label: Text("Harbour at dusk"))

        """),
        view("""
                VStack {
                    Image(decorative: "wave")
                        .renderingMode(.template)
                        .foregroundColor(.red)
                    ↓Image("logo")
                }

        """),
        view("""
                VStack {
                    ↓Image("wave")
                        .renderingMode(.template)
                        .foregroundColor(.red)
                    Image("logo")
                        .accessibility(label: Text("Company logo"))
                }.accessibilityElement(children: .contain)

        """),
        view("""
                VStack {
                    ↓Image("wave")
                        .renderingMode(.template)
                        .foregroundColor(.red)
                    Image("logo")
                        .accessibility(label: Text("Company logo"))
                }.accessibilityHidden(false)

        """),
        view("""
                HStack(spacing: 4) {
                    ↓Image("wave")
                        .renderingMode(.template)
                        .foregroundColor(.red)
                    Text("Tide tables")
                }.accessibilityElement(children: .combine)
                .padding(8)

        """),
        view("""
                Button(action: { save() }) {
                    ↓Image("floppy")
                        .renderingMode(.template)
                        .foregroundColor(.red)
                }

        """),
        view("        ↓Image(systemName: \"plus.circle\")\n"),
        Example("""
        struct StatusRow: View {
            let statusIcon: UIImage
            var body: some View {
                HStack {
                    ↓Image(uiImage: statusIcon)
                        .foregroundColor(.green)
                    Text("Status")
                }
            }
        }
        """),
        view("""
                VStack {
                    ↓Image(nsImage: NSImage(named: "gear") ?? NSImage())
                        .resizable()
                        .frame(width: 24, height: 24)
                    Text("Settings")
                }

        """),
        view("""
                ↓Image(uiImage: favicon ?? UIImage())
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 16, height: 16)

        """),
        view("""
                HStack {
                    ↓Image(uiImage: loadedImage)
                        .resizable()
                    ↓Image(systemName: "star.fill")
                        .foregroundColor(.yellow)
                }.accessibilityElement(children: .combine)

        """),
        view("""
                VStack {
                    ↓Image(uiImage: backdrop)
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                    Text("Card")
                }.accessibilityElement(children: .contain)

        """),
        // Only the `icon:` closure of a `Label` is described by its text.
        view("""
                Label {
                    ↓Image("badge")
                } icon: {
                    Image(systemName: "star")
                }

        """),
    ]
}

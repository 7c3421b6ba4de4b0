import ScenePivot

extension HeadlessStage {
    /// The current hierarchy as a deterministic text tree: each screen with what it contains and presents,
    /// alerts in full, and screens still animating marked.
    ///
    /// ```text
    /// NavigationStack
    ///   Albums
    ///   Trip
    ///   presents Alert "New Album"
    ///     text field 0: "" placeholder "Title"
    ///     action "Cancel" (cancel)
    ///     action "Create" (default, preferred, disabled)
    ///     validation: non-empty
    /// ```
    ///
    /// Every line goes through `TextEscaping.singleLine(_:)` on its way out, so no supplied text — a screen's
    /// name, a title, a detent's identifier — can break a line or start one of its own.
    public var hierarchyDescription: String {
        var lines: [String] = []
        describe(root, prefix: "", indent: "", into: &lines)
        return lines.map(TextEscaping.singleLine).joined(separator: "\n") + "\n"
    }

    private func describe(_ node: HeadlessNode, prefix: String, indent: String, into lines: inout [String]) {
        lines.append(indent + prefix + name(of: node.screen) + marker(for: node))
        let inner = indent + "  "
        if let content = node.alertContent {
            lines += content.describedLines(texts: node.alertTexts).map { inner + $0 }
        }
        let core = (node.screen as? any HeadlessContainer)?.core
        let embeds = node.kind == .screen ? "embeds " : ""
        for (index, child) in node.children.enumerated() where child.parent === node {  // a stacked column once
            let slot = child.slot.map { "in \(Self.quoted($0)) " } ?? ""
            describe(
                child, prefix: core.map { itemLabel(index, of: $0, node: node) } ?? embeds + slot, indent: inner,
                into: &lines)
        }
        if let presented = node.presented {
            var traits = [presented.presentation.style.rawValue]
            if let sheet = presented.sheet { traits.append(sheet.summary) }
            if let animation = presented.animationName { traits.append("animation \(Self.quoted(animation))") }
            let style = presented.kind == .alert ? "" : "(\(traits.joined(separator: ", "))) "
            describe(presented, prefix: "presents \(style)", indent: inner, into: &lines)
        }
    }

    private func itemLabel(_ index: Int, of core: HeadlessContainerCore, node: HeadlessNode) -> String {
        let selected = index == core.selectedIndex
        if let tabs = node.screen as? HeadlessTabContainer {
            let item = tabs.items[index]
            var label = "tab \(index) \(Self.quoted(item.title))"
            let icon = selected ? (item.selectedIconName ?? item.iconName) : item.iconName
            if let icon { label += " icon \(Self.quoted(icon))" }
            return label + (selected ? " (selected) " : " ")
        }
        if node.screen is HeadlessSplitContainer {
            let column = index == 0 ? "primary" : "secondary"
            let shown = index == core.selectedIndex || (index == 0 && !(core.selectedIndex == 0))
            return "column \(column)" + (shown ? " " : " (hidden) ")
        }
        let titles = (node.screen as? HeadlessPageContainer)?.titles ?? []
        var label = "page \(index)"
        if titles.indices.contains(index) { label += " \(Self.quoted(titles[index]))" }
        return label + (selected ? " (current) " : " ")
    }

    private func marker(for node: HeadlessNode) -> String {
        var animation = node.runningAnimation.map { ", animation \(Self.quoted($0))" } ?? ""
        if let interaction = node.runningInteraction {
            animation += ", interactive \(Int((interaction.progress * 100).rounded()))%"
        }
        switch node.phase {
        case .appearing: return " [appearing\(animation)]"
        case .disappearing: return " [disappearing\(animation)]"
        case .onStage, .gone: return animation.isEmpty ? "" : " [\(animation.dropFirst(2))]"
        }
    }

    static func quoted(_ text: String) -> String {
        TextEscaping.quoted(text)
    }
}

extension SwiftUIStage {
    /// What the screen shows, as a deterministic text tree: each level with its style and screens, the alert in
    /// full, and `(updating)` while an update is on its way.
    ///
    /// ```text
    /// root NavigationStack
    ///   Albums
    ///   Trip
    /// sheet Settings
    /// alert Alert "New Album"
    ///   text field 0: "" placeholder "Title"
    ///   action "Cancel" (cancel)
    ///   action "Create" (default, preferred, disabled)
    ///   validation: non-empty
    /// ```
    public var hierarchyDescription: String {
        var lines: [String] = []
        for level in displayed.levels {
            var heading = level.style.rawValue
            if level.isModal { heading += " (interactive dismissal disabled)" }
            if let sheet = level.sheet { heading += " (\(sheet.summary))" }
            if level.hasNavigationStack {
                lines.append("\(heading) NavigationStack")
                lines += level.screens.map { "  " + name(of: $0.screen) }
            } else {
                lines.append("\(heading) \(name(of: level.root.screen))")
            }
        }
        if let alert = displayed.alert, let screen = alertNode(numbered: alert.id)?.screen {
            lines.append("alert \(name(of: screen))")
            lines += alert.content.describedLines(texts: visibleAlertTexts).map { "  " + $0 }
        }
        if currentUpdate != nil { lines.append("(updating)") }
        return lines.map(TextEscaping.singleLine).joined(separator: "\n") + "\n"
    }
}

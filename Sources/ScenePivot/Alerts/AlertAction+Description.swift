extension AlertAction: CustomStringConvertible {
    /// `AlertAction("OK")`, then the role when it is not `default`, `preferred` and `requiresValidInput` when set:
    /// `AlertAction("Delete", destructive)`, `AlertAction("Save", preferred, requiresValidInput)`. The title is
    /// quoted and escaped, so the description stays on one line.
    public var description: String {
        var parts = [TextEscaping.quoted(title)]
        if role != .default { parts.append(role.rawValue) }
        if isPreferred { parts.append("preferred") }
        if requiresValidInput { parts.append("requiresValidInput") }
        return "AlertAction(\(parts.joined(separator: ", ")))"
    }
}

/// A column of a split container.
public enum SplitColumn: Int, Sendable, CaseIterable {
    /// The list: mailboxes, settings sections.
    case primary
    /// The detail.
    case secondary

    package var index: Int { rawValue }

    /// `primary` or `secondary`, as events name the column.
    var name: String {
        switch self {
        case .primary: return "primary"
        case .secondary: return "secondary"
        }
    }
}

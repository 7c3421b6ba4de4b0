extension AlertAction {
    /// The role of an alert action, as UIKit's `UIAlertAction.Style`.
    public enum Role: String, Sendable, Equatable, CaseIterable {
        /// A regular action.
        case `default`
        /// The action that backs out; at most one per alert.
        case cancel
        /// An action that destroys data, shown in red.
        case destructive
    }
}

/// One button of an alert or action sheet.
public struct AlertAction: Sendable, Equatable {
    /// The button's title; unique within its alert.
    public var title: String
    /// Default, cancel or destructive, as UIKit's `UIAlertAction.Style`.
    public var role: AlertAction.Role
    /// Whether this is the alert's preferred action (UIKit's `preferredAction`, shown in bold).
    public var isPreferred: Bool
    /// Whether the action stays disabled until the alert's ``AlertContent/inputValidation`` passes.
    public var requiresValidInput: Bool

    /// An action with a title and role.
    public init(
        _ title: String, role: AlertAction.Role = .default, isPreferred: Bool = false,
        requiresValidInput: Bool = false
    ) {
        self.title = title
        self.role = role
        self.isPreferred = isPreferred
        self.requiresValidInput = requiresValidInput
    }
}

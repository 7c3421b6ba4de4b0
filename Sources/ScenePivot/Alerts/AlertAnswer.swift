/// The user's answer to an alert: which action was tapped and what the text fields held.
public struct AlertAnswer: Sendable, Equatable {
    /// The index of the tapped action in ``AlertContent/actions``.
    public var actionIndex: Int
    /// The text of each text field when the action was tapped.
    public var texts: [String]

    /// An answer for the action at `actionIndex` with the given texts.
    public init(actionIndex: Int, texts: [String] = []) {
        self.actionIndex = actionIndex
        self.texts = texts
    }
}

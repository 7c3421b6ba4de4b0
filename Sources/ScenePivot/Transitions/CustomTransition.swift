/// A transition a scene starts with its own calls — a UIKit scene presenting a `UIActivityViewController`, say —
/// performed from the top-most presented screen once the stage is ready, and tracked until what it started ends:
/// the payload of ``StageTransition/custom(_:)``, which a stage performs. A scene writes
/// ``PivotScene/custom(_:from:)``:
///
/// ```swift
/// try context.perform(.custom("share") { presenter in
///     (presenter as? UIViewController)?.present(shareSheet, animated: true)
/// })
/// ```
public struct CustomTransition: @unchecked Sendable {
    /// How the transition appears in events and transcripts.
    public let name: String
    /// Starts the transition from the top-most presented screen; `nil` in the copy events carry.
    package let body: (@MainActor (AnyObject) -> Void)?

    /// A transition called `name` that `body` starts from the top-most presented screen.
    public init(_ name: String, from body: @escaping @MainActor (_ presenter: AnyObject) -> Void) {
        self.name = name
        self.body = body
    }

    private init(describing name: String) {
        self.name = name
        self.body = nil
    }

    /// The transition without its body, as events carry it.
    var described: CustomTransition { CustomTransition(describing: name) }
}

extension CustomTransition: Equatable {
    /// Custom transitions with the same name are equal.
    public static func == (lhs: CustomTransition, rhs: CustomTransition) -> Bool { lhs.name == rhs.name }
}

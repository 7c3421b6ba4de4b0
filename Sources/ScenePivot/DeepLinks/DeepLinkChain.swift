/// What a deep link does, in order: requests sent one after another across flows — dismiss what is presented,
/// select a tab, pop to its root, push, present — each awaited until it answered before the next is sent. A
/// ``DeepLinkRouter`` makes chains from URLs; a ``DeepLinkRequest`` runs one.
///
/// ```swift
/// var router = DeepLinkRouter<DeepLinkChain>()
/// try router.register("/tabs/:tab/details/:title") { match in
///     let title: String = try match.value("title")
///     return [
///         .request(TransitionRequest(.dismissAll())),
///         .request(TransitionRequest(.selectTab(2))),
///         .request(TabDetailRequest(title: title), on: { app.tabPivot(2) }),
///     ]
/// }
/// ```
public struct DeepLinkChain: ExpressibleByArrayLiteral {
    /// The steps, in the order they run.
    public var steps: [DeepLinkChain.Step]

    /// A chain of `steps`, run in order.
    public init(_ steps: [DeepLinkChain.Step]) {
        self.steps = steps
    }

    /// A chain of the listed steps, run in order.
    public init(arrayLiteral steps: DeepLinkChain.Step...) {
        self.steps = steps
    }

    /// The steps' requests joined by ` → `: `TransitionRequest(select tab 2) → TabDetailRequest(Week 1)`.
    public var logDescription: String {
        steps.map(\.logDescription).joined(separator: " → ")
    }
}

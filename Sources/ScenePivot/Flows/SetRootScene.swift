/// Replaces the window's root screen, like setting `UIWindow.rootViewController`: login → main and back.
///
/// ```swift
/// builder.register(ShowLoginRequest.self) { _ in SetRootScene(LoginScreen()) }
/// ```
///
/// The old root and everything it presented leave the stage; flows rooted there end with ``FlowEnding/left``.
public struct SetRootScene: PivotScene {
    /// The new root screen.
    public let screen: AnyObject
    /// Whether the screen is wrapped in a navigation stack of its own.
    public var inNavigationStack: Bool
    /// Whether the change cross-dissolves.
    public var animated: Bool

    /// Makes `screen` the root, inside a navigation stack unless `inNavigationStack` is `false`.
    public init(_ screen: AnyObject, inNavigationStack: Bool = true, animated: Bool = true) {
        self.screen = screen
        self.inNavigationStack = inNavigationStack
        self.animated = animated
    }

    /// `set root`.
    public var logDescription: String { "set root" }

    /// Replaces the root.
    public func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        try context.setRoot(screen, inNavigationStack: inNavigationStack, animated: animated)
    }
}

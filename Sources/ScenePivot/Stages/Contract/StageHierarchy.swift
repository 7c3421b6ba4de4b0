/// What is on a stage, read-only, as a scene sees it through ``SceneContext/hierarchy()``: so "dismiss if
/// presented", "pop this screen" or "pop to the root if needed" are written once and work on every stage.
///
/// ```swift
/// let hierarchy = try context.hierarchy()
/// if hierarchy.navigationStack.count > 1 { try context.perform(.pop(to: .root)) }
/// if hierarchy.isPresented(editor) { try context.perform(.dismiss(editor)) }
/// ```
@MainActor
public struct StageHierarchy {
    /// The screen at the window's root (a navigation stack or container when the root is one).
    public let rootScreen: AnyObject?
    /// The screen the user sees: the top of the top-most presented screen's navigation stack or selected item.
    public let topScreen: AnyObject?
    /// The presented screens, from the one the root presents to the top-most (alerts included).
    public let presentedScreens: [AnyObject]
    /// The navigation stack pushes and pops act on — the stage's own (a tab's, a page's) while nothing covers it,
    /// else the one the user sees under any alert — root first; empty when there is none.
    public let navigationStack: [AnyObject]
    private let place: @MainActor (AnyObject) -> Place

    /// Where a screen is.
    enum Place {
        case offStage
        case underRoot
        case presented
    }

    init(
        rootScreen: AnyObject? = nil, topScreen: AnyObject? = nil, presentedScreens: [AnyObject] = [],
        navigationStack: [AnyObject] = [], place: @escaping @MainActor (AnyObject) -> Place = { _ in .offStage }
    ) {
        self.rootScreen = rootScreen
        self.topScreen = topScreen
        self.presentedScreens = presentedScreens
        self.navigationStack = navigationStack
        self.place = place
    }

    /// Whether `screen` is on stage anywhere: presented, on a navigation stack, in a container, or the root.
    public func contains(_ screen: AnyObject) -> Bool { place(screen) != .offStage }

    /// Whether `screen` is presented, or inside a presented screen (a presented navigation stack's screen): what
    /// ``StageTransition/dismiss(_:animation:)`` can dismiss.
    public func isPresented(_ screen: AnyObject) -> Bool { place(screen) == .presented }

    /// Whether anything is presented over the root.
    public var hasPresentedScreens: Bool { !presentedScreens.isEmpty }
}

/// Presents a screen modally from the top-most presented screen, like `present(_:animated:completion:)`.
///
/// ```swift
/// builder.register(SettingsRequest.self) { _ in
///     PresentScene(SettingsScreen(), Presentation(style: .formSheet, embedsInNavigationStack: true))
/// }
/// ```
///
/// A screen that answers later gets a responder: `PresentScene { responder in PickerScreen(onPick: responder.respond) }`.
/// If the user swipes it down before answering, the request gets its ``SceneRequest/dismissalResponse``.
public struct PresentScene<Response>: PivotScene {
    private let screen: ScreenSource<Response>
    /// How the screen is presented.
    public var presentation: Presentation
    /// Whether the presentation animates.
    public var animated: Bool

    /// Presents `screen`; the request is answered once the presentation has finished.
    public init(_ screen: AnyObject, _ presentation: Presentation = Presentation(), animated: Bool = true)
    where Response == Void {
        self.screen = .ready(screen)
        self.presentation = presentation
        self.animated = animated
    }

    /// Presents the screen `makeScreen` builds around a responder it answers through later.
    public init(
        _ presentation: Presentation = Presentation(), animated: Bool = true,
        answeringWith makeScreen: @escaping @MainActor (SceneResponder<Response>) -> AnyObject
    ) {
        self.screen = .answering(makeScreen)
        self.presentation = presentation
        self.animated = animated
    }

    /// `present`.
    public var logDescription: String { "present" }

    /// Presents the screen.
    public func perform(in context: SceneContext<Response>) throws(ScenePivotError) {
        switch screen {
        case .ready(let screen):
            try context.present(screen, presentation, animated: animated)
        case .answering(let makeScreen):
            let responder = context.makeResponder()
            let screen = makeScreen(responder)
            try context.present(screen, presentation, animated: animated)
            try context.track(screen, with: responder)
        }
    }
}

/// Pushes a screen onto the top-most navigation stack, like `pushViewController(_:animated:)`.
///
/// ```swift
/// builder.register(AlbumDetailRequest.self) { request in PushScene(AlbumScreen(title: request.albumTitle)) }
/// ```
public struct PushScene<Response>: PivotScene {
    private let screen: ScreenSource<Response>
    /// Whether the push animates.
    public var animated: Bool

    /// Pushes `screen`; the request is answered once the push has finished.
    public init(_ screen: AnyObject, animated: Bool = true) where Response == Void {
        self.screen = .ready(screen)
        self.animated = animated
    }

    /// Pushes the screen `makeScreen` builds around a responder it answers through later; popping the screen
    /// before it answers gives the request's ``SceneRequest/dismissalResponse``.
    public init(
        animated: Bool = true, answeringWith makeScreen: @escaping @MainActor (SceneResponder<Response>) -> AnyObject
    ) {
        self.screen = .answering(makeScreen)
        self.animated = animated
    }

    /// `push`.
    public var logDescription: String { "push" }

    /// Pushes the screen.
    public func perform(in context: SceneContext<Response>) throws(ScenePivotError) {
        switch screen {
        case .ready(let screen):
            try context.push(screen, animated: animated)
        case .answering(let makeScreen):
            let responder = context.makeResponder()
            let screen = makeScreen(responder)
            try context.push(screen, animated: animated)
            try context.track(screen, with: responder)
        }
    }
}

/// The screen a ``PresentScene`` or ``PushScene`` shows: one made up front, or one built around a responder when
/// the scene performs.
private enum ScreenSource<Response> {
    case ready(AnyObject)
    case answering(@MainActor (SceneResponder<Response>) -> AnyObject)
}

/// Pops the top-most navigation stack, like `popViewController(animated:)` and its siblings.
public struct PopScene: PivotScene {
    /// Where the pop goes back to.
    public var destination: PopDestination
    /// Whether the pop animates.
    public var animated: Bool

    /// Pops to `destination`: the previous screen by default.
    public init(to destination: PopDestination = .previous, animated: Bool = true) {
        self.destination = destination
        self.animated = animated
    }

    /// `pop`.
    public var logDescription: String { "pop" }

    /// Pops.
    public func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        try context.pop(to: destination, animated: animated)
    }
}

/// Replaces the top-most navigation stack, like `setViewControllers(_:animated:)`.
public struct SetNavigationStackScene: PivotScene {
    /// The new stack, root first.
    public var screens: [AnyObject]
    /// Whether the change animates.
    public var animated: Bool

    /// Sets the stack to `screens`, root first.
    public init(_ screens: [AnyObject], animated: Bool = true) {
        self.screens = screens
        self.animated = animated
    }

    /// `set stack`.
    public var logDescription: String { "set stack" }

    /// Sets the stack.
    public func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        try context.setNavigationStack(screens, animated: animated)
    }
}

/// Dismisses the top-most presented screen, like `dismiss(animated:completion:)`.
public struct DismissScene: PivotScene {
    /// Whether the dismissal animates.
    public var animated: Bool

    /// Dismisses the top-most presented screen.
    public init(animated: Bool = true) { self.animated = animated }

    /// `dismiss`.
    public var logDescription: String { "dismiss" }

    /// Dismisses.
    public func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        try context.dismiss(animated: animated)
    }
}

/// Shows an alert or action sheet and answers with what the tapped action means.
///
/// ```swift
/// AlertScene(AlertContent(title: "Saved", actions: [AlertAction("OK")])) { _ in () }
/// ```
public struct AlertScene<Response>: PivotScene {
    /// What the alert shows.
    public var content: AlertContent
    /// Whether the alert animates in and out.
    public var animated: Bool
    private let answer: @MainActor (AlertAnswer) -> Response

    /// Shows `content`, answering with `answer(tapped)`.
    public init(
        _ content: AlertContent, animated: Bool = true, answer: @escaping @MainActor (AlertAnswer) -> Response
    ) {
        self.content = content
        self.animated = animated
        self.answer = answer
    }

    /// `alert` or `action sheet`.
    public var logDescription: String { content.style == .alert ? "alert" : "action sheet" }

    /// Shows the alert.
    public func perform(in context: SceneContext<Response>) throws(ScenePivotError) {
        try context.presentAlert(content, animated: animated, answer: answer)
    }
}

extension PivotScene where Self == TransitionScene<Void> {
    /// Performs `transition`: any single transition as a scene.
    public static func perform(_ transition: StageTransition<AnyObject>, animated: Bool = true) -> Self {
        TransitionScene(.transition(transition), animated: animated, named: transition.sceneName)
    }

    /// Pushes `screen` onto the visible navigation stack, like `pushViewController(_:animated:)`.
    ///
    /// ```swift
    /// builder.register(AlbumDetailRequest.self) { request in .push(AlbumScreen(album: request.album)) }
    /// ```
    public static func push(_ screen: AnyObject, animated: Bool = true) -> Self {
        perform(.push(screen), animated: animated)
    }

    /// Presents `screen` from the top-most presented screen, like `present(_:animated:completion:)`.
    public static func present(
        _ screen: AnyObject, _ presentation: Presentation = Presentation(), animated: Bool = true
    ) -> Self {
        perform(.present(screen, presentation), animated: animated)
    }

    /// Pops the visible navigation stack to `destination`, like `popViewController(animated:)` and its siblings.
    public static func pop(to destination: PopDestination<AnyObject> = .previous, animated: Bool = true) -> Self {
        perform(.pop(destination), animated: animated)
    }

    /// Dismisses `screen` (the top-most presented screen when `nil`) and everything above it, like
    /// `dismiss(animated:completion:)`.
    public static func dismiss(_ screen: AnyObject? = nil, animated: Bool = true) -> Self {
        perform(.dismiss(screen), animated: animated)
    }

    /// Dismisses everything presented; does nothing when nothing is.
    public static func dismissAll(animated: Bool = true) -> Self {
        perform(.dismissAll, animated: animated)
    }

    /// Replaces the visible navigation stack, root first, like `setViewControllers(_:animated:)`.
    public static func setStack(_ screens: [AnyObject], animated: Bool = true) -> Self {
        perform(.setStack(screens), animated: animated)
    }

    /// Replaces the window's root screen, like setting `UIWindow.rootViewController`: login → main and back.
    ///
    /// ```swift
    /// builder.register(ShowLoginRequest.self) { _ in .setRoot(LoginScreen()) }
    /// ```
    public static func setRoot(_ screen: AnyObject, inNavigationStack: Bool = true, animated: Bool = true) -> Self {
        perform(.setRoot(screen, inNavigationStack: inNavigationStack), animated: animated)
    }

    /// Selects tab `index` of the visible tab container, like setting `UITabBarController.selectedIndex`.
    public static func selectTab(_ index: Int) -> Self {
        perform(.select(.tabs, index: index), animated: false)
    }

    /// Shows `screen` as the detail of the visible split container, like `showDetailViewController(_:sender:)`:
    /// it replaces the secondary column when expanded, and is pushed on top of the one stack a collapsed split shows
    /// (the secondary column's, stacked on the primary's).
    ///
    /// ```swift
    /// builder.register(MailRequest.self) { request in .showDetail(MailScreen(request.mail)) }
    /// ```
    public static func showDetail(_ screen: AnyObject, animated: Bool = true) -> Self {
        perform(.showDetail(screen), animated: animated)
    }

    /// Turns the visible page container to page `index`, like `setViewControllers(_:direction:animated:)`.
    public static func selectPage(_ index: Int, animated: Bool = true) -> Self {
        perform(.select(.pages, index: index), animated: animated)
    }
}

extension PivotScene {
    /// Presents the screen `makeScreen` builds around a responder it answers through later; swiping it down
    /// before it answers gives the request's ``SceneRequest/dismissalResponse``.
    ///
    /// ```swift
    /// builder.register(PickCoverRequest.self) { _ in
    ///     .present(answeringWith: { responder in CoverPicker(onPick: responder.respond) })
    /// }
    /// ```
    public static func present<Response>(
        _ presentation: Presentation = Presentation(), animated: Bool = true,
        answeringWith makeScreen: @escaping (SceneResponder<Response>) -> AnyObject
    ) -> Self where Self == TransitionScene<Response> {
        TransitionScene(
            .answering(make: makeScreen, show: { .present($0, presentation) }), animated: animated, named: "present")
    }

    /// Pushes the screen `makeScreen` builds around a responder it answers through later; popping it before it
    /// answers gives the request's ``SceneRequest/dismissalResponse``.
    public static func push<Response>(
        animated: Bool = true, answeringWith makeScreen: @escaping (SceneResponder<Response>) -> AnyObject
    ) -> Self where Self == TransitionScene<Response> {
        TransitionScene(.answering(make: makeScreen, show: { .push($0) }), animated: animated, named: "push")
    }

    /// Shows `content` as an alert or action sheet, answering with `answer(tapped)` once it has left.
    ///
    /// ```swift
    /// .alert(AlertContent(title: "Saved", actions: [AlertAction("OK")])) { _ in () }
    /// ```
    public static func alert<Response>(
        _ content: AlertContent, animated: Bool = true, answer: @escaping (AlertAnswer) -> Response
    ) -> Self where Self == TransitionScene<Response> {
        TransitionScene(
            .alert(content, answer: answer), animated: animated,
            named: content.style == .alert ? "alert" : "action sheet")
    }
}

extension StageTransition {
    /// The transition's kind, as a scene performing it is named in events: `push`, `present`, `set root`, …
    var sceneName: String {
        switch self {
        case .present: return "present"
        case .dismiss: return "dismiss"
        case .dismissAll: return "dismiss all"
        case .push: return "push"
        case .pop: return "pop"
        case .setStack: return "set stack"
        case .alert(let content): return content.style == .alert ? "alert" : "action sheet"
        case .setRoot: return "set root"
        case .select(let kind, _): return "select \(kind.itemNoun)"
        case .showDetail: return "show detail"
        case .remove: return "remove"
        case .custom(let custom): return custom.name
        }
    }
}

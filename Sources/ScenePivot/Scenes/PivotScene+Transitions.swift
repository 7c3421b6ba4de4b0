extension PivotScene where Self == Transition {
    /// Pushes `screen` onto the visible navigation stack, like `pushViewController(_:animated:)`.
    ///
    /// ```swift
    /// builder.register(AlbumDetailRequest.self) { request in .push(AlbumScreen(album: request.album)) }
    /// ```
    nonisolated public static func push(_ screen: AnyObject, animation: TransitionAnimation = .default) -> Self {
        Transition(.push(screen), animation)
    }

    /// Presents `screen` from the top-most presented screen, like `present(_:animated:completion:)`.
    nonisolated public static func present(
        _ screen: AnyObject, _ presentation: Presentation = Presentation(), animation: TransitionAnimation = .default
    ) -> Self {
        Transition(.present(screen, presentation), animation, shape: .presentation)
    }

    /// Pops the visible navigation stack to `destination`, like `popViewController(animated:)` and its siblings.
    nonisolated public static func pop(
        to destination: PopDestination<AnyObject> = .previous, animation: TransitionAnimation = .default
    ) -> Self {
        Transition(.pop(destination), animation)
    }

    /// Dismisses `screen` (the top-most presented screen when `nil`) and everything above it, like
    /// `dismiss(animated:completion:)`.
    nonisolated public static func dismiss(_ screen: AnyObject? = nil, animation: TransitionAnimation = .default)
        -> Self
    {
        Transition(.dismiss(screen), animation)
    }

    /// Dismisses everything presented; does nothing when nothing is.
    nonisolated public static func dismissAll(animation: TransitionAnimation = .default) -> Self {
        Transition(.dismissAll, animation)
    }

    /// Replaces the visible navigation stack, root first, like `setViewControllers(_:animated:)`.
    nonisolated public static func setStack(_ screens: [AnyObject], animation: TransitionAnimation = .default) -> Self {
        Transition(.setStack(screens), animation, shape: .setStack)
    }

    /// Replaces the window's root screen, like setting `UIWindow.rootViewController`: login → main and back.
    ///
    /// ```swift
    /// builder.register(ShowLoginRequest.self) { _ in .setRoot(LoginScreen()) }
    /// ```
    nonisolated public static func setRoot(
        _ screen: AnyObject, inNavigationStack: Bool = true, animation: TransitionAnimation = .default
    ) -> Self {
        Transition(.setRoot(screen, inNavigationStack: inNavigationStack), animation)
    }

    /// Selects tab `index` of the visible tab container, like setting `UITabBarController.selectedIndex`: at once,
    /// or with a custom animation (the tab bar controller delegate's animator) when one is given — the platform has
    /// no animation of its own for it, so ``TransitionAnimation/default`` selects at once too.
    ///
    /// ```swift
    /// builder.register(ShowProfileRequest.self) { _ in .selectTab(2, animation: TransitionAnimation("slide", slide)) }
    /// ```
    nonisolated public static func selectTab(_ index: Int, animation: TransitionAnimation = .none) -> Self {
        Transition(.select(.tabs, index: index), animation.isCustom ? animation : .none)
    }

    /// Turns the visible page container to page `index`, like `setViewControllers(_:direction:animated:)`.
    nonisolated public static func selectPage(_ index: Int, animation: TransitionAnimation = .default) -> Self {
        Transition(.select(.pages, index: index), animation)
    }

    /// Shows `screen` as the detail of the visible split container, like `showDetailViewController(_:sender:)`:
    /// it replaces the secondary column when expanded, and is pushed on top of the one stack a collapsed split shows
    /// (the secondary column's, stacked on the primary's).
    ///
    /// ```swift
    /// builder.register(MailRequest.self) { request in .showDetail(MailScreen(request.mail)) }
    /// ```
    nonisolated public static func showDetail(_ screen: AnyObject, animation: TransitionAnimation = .default) -> Self {
        Transition(.showDetail(screen), animation)
    }

    /// Shows `column` of the visible split container, like `UISplitViewController.show(_:)`: collapsed, the secondary
    /// column's stack comes back on top of the list, or the list from under it; expanded, both show already. The
    /// columns' screens stay on stage, so their flows keep running.
    ///
    /// ```swift
    /// builder.register(ShowMailboxesRequest.self) { _ in .showColumn(.primary) }
    /// ```
    nonisolated public static func showColumn(_ column: SplitColumn, animation: TransitionAnimation = .default) -> Self
    {
        Transition(.showColumn(column), animation)
    }

    /// Takes `screen` off stage wherever it is, covered or not: off its navigation stack (the screens above it
    /// stay), or dismissed with what it presents. Refused for a stack's root.
    nonisolated public static func remove(_ screen: AnyObject, animation: TransitionAnimation = .default) -> Self {
        Transition(.remove(screen), animation)
    }

    /// Replaces the tabs of the visible tab container, like `UITabBarController.setViewControllers(_:animated:)`:
    /// a tab whose stack's root is one of the roots is kept, with its stack, its stage and the flows on it, and
    /// shows `item`; the other tabs leave, and the flows on them end. The selected tab stays selected when it is
    /// kept; else the tab at its index is selected, or the first when there are fewer tabs now. With UIKit's More
    /// list on screen, More stays selected while the new tabs still have one (more than five), else the first tab is.
    ///
    /// ```swift
    /// builder.register(SignedInRequest.self) { request in
    ///     .setTabs([(TabItem(title: "Walk"), request.walkRoot), (TabItem(title: "Account"), AccountScreen())])
    /// }
    /// ```
    nonisolated public static func setTabs(
        _ tabs: [(item: TabItem, root: AnyObject)], animation: TransitionAnimation = .default
    ) -> Self {
        Transition(.setItems(.tabs, tabs.map(\.root), tabItems: tabs.map(\.item)), animation, shape: .setStack)
    }

    /// Replaces the columns of the visible split container, like `UISplitViewController.setViewController(_:for:)`
    /// for each column: a column whose stack's root is `primary` or `secondary` (in its own place) is kept, with its
    /// stack, its stage and the flows on it; the other column's screens leave, and the flows on them end.
    ///
    /// ```swift
    /// builder.register(ShowArchiveRequest.self) { request in
    ///     .setColumns(primary: ArchiveListScreen(), secondary: request.currentDetail)
    /// }
    /// ```
    nonisolated public static func setColumns(
        primary: AnyObject, secondary: AnyObject, animation: TransitionAnimation = .default
    ) -> Self {
        Transition(.setItems(.split, [primary, secondary], tabItems: []), animation, shape: .setStack)
    }

    /// Embeds `screen` in `host`'s container view `slot`, like XCoordinator's `.embed(_:in:)`: UIKit's `addChild(_:)`,
    /// the view added, `didMove(toParent:)`. `host` must be a plain screen on stage with such a container view (in
    /// UIKit an `EmbeddingHost`); a screen embedded in that slot before leaves, and the flows on it end. Embedding
    /// does not animate. `.remove(screen)` takes it out again.
    ///
    /// ```swift
    /// builder.register(ShowChartRequest.self) { request in .embed(ChartScreen(request.data), in: request.dashboard) }
    /// ```
    nonisolated public static func embed(_ screen: AnyObject, in host: AnyObject, slot: String = "content") -> Self {
        Transition(.embed(screen, in: host, slot: slot), .none)
    }

    /// A transition called `name` that `body` starts with its own calls from the top-most presented screen — a
    /// UIKit scene presenting a `UIActivityViewController`, say —, tracked until what it started ends.
    ///
    /// ```swift
    /// try context.perform(.custom("share") { presenter in
    ///     (presenter as? UIViewController)?.present(shareSheet, animated: true)
    /// })
    /// ```
    nonisolated public static func custom(
        _ name: String, from body: @escaping @MainActor (_ presenter: AnyObject) -> Void
    ) -> Self {
        Transition(.custom(CustomTransition(name, from: body)), .default)
    }

    /// Performs `transitions` in order, as one scene: the request ends once the last has finished, and the first
    /// the stage refuses fails it (the ones after it are not started).
    ///
    /// ```swift
    /// builder.register(OpenAlbumLinkRequest.self) { request in
    ///     .sequence([.dismissAll(), .selectTab(0), .push(AlbumScreen(album: request.album))])
    /// }
    /// ```
    nonisolated public static func sequence(_ transitions: [Transition]) -> Self {
        Transition(.sequence(transitions))
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
        _ presentation: Presentation = Presentation(), animation: TransitionAnimation = .default,
        answeringWith makeScreen: @escaping (SceneResponder<Response>) -> AnyObject
    ) -> Self where Self == AnyPivotScene<Response> {
        AnyPivotScene(
            AnsweringScene(
                .answering(make: makeScreen, show: { .present($0, presentation) }), animation: animation,
                named: "present"))
    }

    /// Pushes the screen `makeScreen` builds around a responder it answers through later; popping it before it
    /// answers gives the request's ``SceneRequest/dismissalResponse``.
    public static func push<Response>(
        animation: TransitionAnimation = .default,
        answeringWith makeScreen: @escaping (SceneResponder<Response>) -> AnyObject
    ) -> Self where Self == AnyPivotScene<Response> {
        AnyPivotScene(
            AnsweringScene(.answering(make: makeScreen, show: { .push($0) }), animation: animation, named: "push"))
    }

    /// Shows `content` as an alert or action sheet, answering with `answer(tapped)` once it has left. An alert is
    /// a scene that answers, never a bare transition: what the user tapped always reaches someone.
    ///
    /// ```swift
    /// .alert(AlertContent(title: "Saved", actions: [AlertAction("OK")])) { _ in () }
    /// ```
    public static func alert<Response>(
        _ content: AlertContent, animation: TransitionAnimation = .default,
        answer: @escaping (AlertAnswer) -> Response
    ) -> Self where Self == AnyPivotScene<Response> {
        AnyPivotScene(
            AnsweringScene(
                .alert(content, answer: answer), animation: animation,
                named: content.style == .alert ? "alert" : "action sheet"))
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
        case .select(let kind, _, _): return "select \(kind.itemNoun)"
        case .showDetail: return "show detail"
        case .showColumn: return "show column"
        case .remove: return "remove"
        case .setItems(let kind, _, _): return "set \(kind.itemNoun)s"
        case .embed: return "embed"
        case .custom(let custom): return custom.name
        }
    }
}

/// A transition as you write it — `.push(screen)`, `.present(screen)`, `.pop(to: .root)`, `.selectTab(2)`, … —
/// spelled the same wherever it is written: as a registered scene, in a custom scene's ``SceneContext/perform(_:)``,
/// in a ``TransitionRequest``, or in a closure. A transition is a scene in its own right (answering `Void`), and
/// ``PivotScene/sequence(_:)`` makes several into one.
///
/// ```swift
/// builder.register(AlbumDetailRequest.self) { request in .push(AlbumScreen(album: request.album)) }
///
/// try context.perform(.push(AlbumScreen(album: album), animation: .none))
///
/// builder.register(ShowAlbumFromLinkRequest.self) { request in
///     .sequence([.dismissAll(), .push(AlbumScreen(album: request.album))])
/// }
/// ```
///
/// You rarely name this type: write the factory where a scene or a transition is expected. The factories are
/// declared on ``PivotScene`` (``PivotScene/push(_:animation:)`` and its siblings), so that they resolve in
/// `register` closures too. A scene that answers — an alert, a screen built around a responder — is made by
/// ``PivotScene/alert(_:animation:answer:)`` and its siblings instead.
nonisolated public struct Transition: PivotScene {
    enum Body {
        /// One transition on the stage, animated or not: ``stageTransition``, ``animated``.
        case step
        /// Several transitions, performed in order.
        case sequence([Transition])
        /// A transition that cannot be performed as written: performing it throws this.
        case invalid(ScenePivotError, named: String)
    }

    let body: Body
    /// The transition on the stage of a one-step transition (`.dismissAll`, unused, for any other): a field of its
    /// own rather than a payload of ``body``, so that the context keeping it moves it instead of copying it out.
    let stageTransition: StageTransition<AnyObject>
    /// Whether a one-step transition animates.
    let animated: Bool
    /// What tracking a one-step transition needs to know of its kind, read once when it is made (a switch over
    /// the stage's transition copies it); empty for any other.
    let shape: TransitionShape

    init(_ body: Body) {
        self.body = body
        self.stageTransition = .dismissAll
        self.animated = true
        self.shape = .plain
    }

    /// `transition` with `animation` applied, or an invalid transition when its kind cannot use the animation.
    /// `shape` is the transition's ``StageTransition/shape``, which the factory writing the transition knows
    /// without the switch that works it out (and copies the transition); debug builds check it.
    init(_ transition: StageTransition<AnyObject>, _ animation: TransitionAnimation, shape: TransitionShape = .plain) {
        assert(shape == transition.shape, "\(transition.sceneName) made with the shape of another kind")
        var shape = shape
        shape.mayBeInteractive = animation.interaction != nil  // a custom animation's: see `applied(to:)`
        self.shape = shape
        self.animated = animation.isAnimated
        if !animation.isCustom {
            self.body = .step
            self.stageTransition = transition
        } else if let step = animation.applied(to: transition) {
            self.body = .step
            self.stageTransition = step
        } else {
            let name = transition.sceneName
            self.body = .invalid(.invalidRequest(name, .unusableAnimation(animation.name)), named: name)
            self.stageTransition = .dismissAll
        }
    }

    /// How the transition appears in events: `push`, `present`, `dismiss all, push`, …
    public var logDescription: String {
        switch body {
        case .step: return stageTransition.sceneName
        case .sequence(let steps): return steps.map(\.logDescription).joined(separator: ", ")
        case .invalid(_, let name): return name
        }
    }

    /// Performs the transition on `context`.
    @MainActor public func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        try context.perform(self)
    }

    /// Whether `other` is the same transition: the same kind, the same screens (by identity) and animation.
    func isSame(as other: Transition) -> Bool {
        switch (body, other.body) {
        case (.step, .step):
            return animated == other.animated
                && stageTransition.map(ObjectIdentifier.init) == other.stageTransition.map(ObjectIdentifier.init)
        case (.sequence(let lhs), .sequence(let rhs)):
            return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isSame(as: $1) }
        case (.invalid(let lhs, _), .invalid(let rhs, _)):
            return lhs == rhs
        default:
            return false
        }
    }
}

extension Transition: CustomStringConvertible {
    /// One line, such as `push Album`, `select tab 2` or `dismiss all, push Album`.
    public var description: String {
        switch body {
        case .step: return stageTransition.description
        case .sequence(let steps): return steps.map(\.description).joined(separator: ", ")
        case .invalid(_, let name): return name
        }
    }
}

extension SceneContext {
    /// Performs `transition` on the stage — like the UIKit call it is named after — and tracks it until it has
    /// finished; a sequence performs its transitions in order. A transition the rules refuse on a ready stage
    /// throws at once; one that fails later (the host skipped it) fails the request.
    ///
    /// ```swift
    /// try context.perform(.present(PickerScreen(), Presentation(style: .formSheet)))
    /// ```
    public func perform(_ transition: Transition) throws(ScenePivotError) {
        switch transition.body {
        case .step: try perform(transition.stageTransition, animated: transition.animated)
        case .sequence(let steps): for step in steps { try perform(step) }
        case .invalid(let error, _): throw error
        }
    }
}

nonisolated extension TransitionAnimation {
    /// `transition` carrying this animation when it is custom, or `nil` when the transition's kind cannot carry a
    /// custom animation: every kind that animates one screen or stack into another can (a push, a presentation, a
    /// pop, a stack change, a dismissal, a selection, a detail), none that changes several at once or the window
    /// (dismiss all, set root, show a column, remove, replace a container's items, embed) or that the scene performs
    /// itself (custom).
    func applied(to transition: StageTransition<AnyObject>) -> StageTransition<AnyObject>? {
        guard isCustom else { return transition }
        switch transition {
        case .push(let screen, _): return .push(screen, animation: self)
        case .present(let screen, var presentation):
            presentation.animation = self
            return .present(screen, presentation)
        case .pop(let destination, _): return .pop(destination, animation: self)
        case .setStack(let screens, _): return .setStack(screens, animation: self)
        case .dismiss(let screen, _): return .dismiss(screen, animation: self)
        case .select(let kind, let index, _): return .select(kind, index: index, animation: self)
        case .showDetail(let screen, _): return .showDetail(screen, animation: self)
        case .dismissAll, .alert, .setRoot, .showColumn, .remove, .setItems, .embed, .custom: return nil
        }
    }
}

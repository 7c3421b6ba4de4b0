#if canImport(SwiftUI) && canImport(UIKit)
import ScenePivotUIKit
import SwiftUI

/// A scene that shows a SwiftUI view in a ``PivotHostingController``: what the SwiftUI forms of the factories on
/// `PivotScene` make (`.push { … }`, `.present { … }`, …). You rarely name this type; write the factory where a scene
/// is expected.
///
/// ```swift
/// builder.register(AlbumDetailRequest.self) { request in .push { AlbumView(album: request.album) } }
/// ```
///
/// The hosted view's pivot (`@Environment(\.scenePivot)`) acts around its hosting controller, finds its scenes in a
/// child scope of the builder of the pivot that sent the request — every scene registered there, and the view's
/// own registrations stay its own — its requests meet that pivot's interceptors, and its failures go to that pivot's
/// error handler.
public struct HostingScene<Response>: PivotScene {
    /// The view, built already, or built around a responder it answers through later.
    private enum Content {
        case view(AnyView)
        case answering((SceneResponder<Response>) -> AnyView)
    }

    private let content: Content
    private let show: @MainActor (AnyObject) -> Transition
    /// How the scene appears in events: `push`, `present`, `set root`, `show detail`, like the scene of the same
    /// transition with a view controller.
    public let logDescription: String

    private init(
        _ content: Content, named name: String,
        show: @escaping @MainActor (AnyObject) -> Transition
    ) {
        self.content = content
        self.show = show
        self.logDescription = name
    }

    /// A scene showing `view` with the transition `show` makes of its hosting controller.
    static func showing(
        _ view: some View, named name: String,
        show: @escaping @MainActor (AnyObject) -> Transition
    ) -> Self {
        Self(.view(AnyView(view)), named: name, show: show)
    }

    /// A scene showing the view `makeContent` builds around a responder, with the transition `show` makes of its
    /// hosting controller.
    static func answering<Content: View>(
        with makeContent: @escaping (SceneResponder<Response>) -> Content, named name: String,
        show: @escaping @MainActor (AnyObject) -> Transition
    ) -> Self {
        Self(.answering { AnyView(makeContent($0)) }, named: name, show: show)
    }

    /// Hosts the view, shows its hosting controller, and — for a view that answers — answers with the request's
    /// dismissal response if the screen leaves before the view answered.
    public func perform(in context: SceneContext<Response>) throws(ScenePivotError) {
        let builder = context.builderForScreenPivot()
        switch content {
        case .view(let view):
            let screen = PivotHostingController(builder: builder) { view }
            context.shareSettings(with: screen.pivot)
            try context.perform(show(screen))
        case .answering(let makeView):
            let responder = context.makeResponder()
            let screen = PivotHostingController(builder: builder) { makeView(responder) }
            context.shareSettings(with: screen.pivot)
            try context.perform(show(screen))
            try context.track(screen, with: responder)
        }
    }
}
#endif

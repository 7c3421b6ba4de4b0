#if canImport(SwiftUI) && canImport(UIKit)
import ScenePivotUIKit
import SwiftUI

extension PivotScene where Self == HostingScene<Void> {
    /// Pushes the SwiftUI view `content` builds, hosted in a ``PivotHostingController``: like `.push(screen)` for a
    /// view controller.
    ///
    /// ```swift
    /// builder.register(AlbumDetailRequest.self) { request in .push { AlbumView(album: request.album) } }
    /// ```
    public static func push<Content: View>(
        animation: TransitionAnimation = .default, @ViewBuilder _ content: () -> Content
    ) -> Self {
        .showing(content(), named: "push") { .push($0, animation: animation) }
    }

    /// Presents the SwiftUI view `content` builds, hosted in a ``PivotHostingController``: like `.present(screen)`
    /// for a view controller.
    ///
    /// ```swift
    /// builder.register(SettingsRequest.self) { _ in
    ///     .present(Presentation(style: .formSheet, embedsInNavigationStack: true)) { SettingsView() }
    /// }
    /// ```
    public static func present<Content: View>(
        _ presentation: Presentation = Presentation(), animation: TransitionAnimation = .default,
        @ViewBuilder _ content: () -> Content
    ) -> Self {
        .showing(content(), named: "present") { .present($0, presentation, animation: animation) }
    }

    /// Replaces the window's root screen with the SwiftUI view `content` builds, hosted in a
    /// ``PivotHostingController``: like `.setRoot(screen)` for a view controller.
    public static func setRoot<Content: View>(
        inNavigationStack: Bool = true, animation: TransitionAnimation = .default, @ViewBuilder _ content: () -> Content
    ) -> Self {
        .showing(content(), named: "set root") {
            .setRoot($0, inNavigationStack: inNavigationStack, animation: animation)
        }
    }

    /// Shows the SwiftUI view `content` builds, hosted in a ``PivotHostingController``, as the detail of the visible
    /// split container: like `.showDetail(screen)` for a view controller.
    public static func showDetail<Content: View>(
        animation: TransitionAnimation = .default, @ViewBuilder _ content: () -> Content
    ) -> Self {
        .showing(content(), named: "show detail") { .showDetail($0, animation: animation) }
    }
}

extension PivotScene {
    /// Presents the SwiftUI view `makeContent` builds around a responder it answers through later, hosted in a
    /// ``PivotHostingController``; swiping it down before it answers gives the request's `dismissalResponse`: like
    /// `.present(answeringWith:)` for a view controller.
    ///
    /// ```swift
    /// builder.register(PickCoverRequest.self) { _ in
    ///     .present(answeringWith: { responder in CoverPicker(onPick: responder.respond) })
    /// }
    /// ```
    public static func present<Response, Content: View>(
        _ presentation: Presentation = Presentation(), animation: TransitionAnimation = .default,
        @ViewBuilder answeringWith makeContent: @escaping (SceneResponder<Response>) -> Content
    ) -> Self where Self == HostingScene<Response> {
        .answering(with: makeContent, named: "present") { .present($0, presentation, animation: animation) }
    }

    /// Pushes the SwiftUI view `makeContent` builds around a responder it answers through later, hosted in a
    /// ``PivotHostingController``; popping it before it answers gives the request's `dismissalResponse`: like
    /// `.push(answeringWith:)` for a view controller.
    public static func push<Response, Content: View>(
        animation: TransitionAnimation = .default,
        @ViewBuilder answeringWith makeContent: @escaping (SceneResponder<Response>) -> Content
    ) -> Self where Self == HostingScene<Response> {
        .answering(with: makeContent, named: "push") { .push($0, animation: animation) }
    }
}
#endif

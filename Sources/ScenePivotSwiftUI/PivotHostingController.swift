#if canImport(SwiftUI) && canImport(UIKit)
import ScenePivotUIKit
import SwiftUI
import UIKit

/// A `UIHostingController` that gives the SwiftUI view it shows a pivot of its own, in the view's environment: a
/// SwiftUI screen anywhere a view controller goes — pushed, presented, a tab or page item, a split column.
///
/// ```swift
/// let tabs = TabContainerViewController(tabs: [
///     (TabItem(title: "Albums", iconName: "photo.on.rectangle"), PivotHostingController { AlbumsView() }),
/// ])
/// ```
///
/// The hosted view reaches ``pivot`` with `@Environment(\.scenePivot)`. The pivot acts around this view
/// controller, like `ScenePivot(viewController:)` from a view controller's own code: alerts and presentations come
/// from it, pushes go onto its navigation controller, and its requests wait in its window's queue. A hosting
/// controller is a plain view controller to ScenePivot, so its departures (popped, swiped down, removed) are heard
/// as for any screen.
///
/// Keep `rootView` as it is: a view set there has no pivot in its environment.
@MainActor
public final class PivotHostingController: UIHostingController<AnyView> {
    private let builder: ScenePivot::SceneBuilder

    /// The pivot the hosted view finds in its environment (`@Environment(\.scenePivot)`), acting around this view
    /// controller, which owns it.
    public private(set) lazy var pivot = ScenePivot(viewController: self, builder: builder)

    /// Like `UIHostingController(rootView:)`: shows `content`, with this controller's ``pivot`` in its environment.
    ///
    /// - Parameters:
    ///   - builder: Where the pivot's requests find their scenes; a new, empty builder by default, where the
    ///     built-in requests (`TextInputRequest`, `AlertRequest`, `ConfirmationRequest`, …) work. Pass the builder
    ///     your other screens register on to share their registrations.
    ///   - content: The SwiftUI view to show.
    public init<Content: View>(
        builder: ScenePivot::SceneBuilder = ScenePivot::SceneBuilder(), @ViewBuilder content: () -> Content
    ) {
        self.builder = builder
        super.init(rootView: AnyView(EmptyView()))
        rootView = AnyView(content().environment(\.scenePivot, pivot))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { return nil }
}
#endif

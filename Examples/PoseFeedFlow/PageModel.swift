import ScenePivot

/// The logic of a page's root screen: it opens details on its own page's navigation stack.
///
/// The page's flow connects it when it starts; before that, and after the flow ended, it does nothing.
@MainActor
public final class PageModel {
    /// The page whose root screen this model drives.
    public let page: PosePage
    weak var scenes: (any SceneSwitching)?

    /// A model for `page`'s root screen.
    public init(page: PosePage) {
        self.page = page
    }

    /// Whether the page's flow is running, so the buttons act.
    public var isConnected: Bool { scenes != nil }

    /// Pushes the detail titled `title` onto this page's stack. A cell of the page.
    public func showDetail(_ title: String) {
        scenes?.switchScene(with: PoseDetailRequest(title: title))
    }
}

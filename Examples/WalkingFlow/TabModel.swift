import ScenePivot

/// The logic of a tab's root screen: it opens details on its own tab and, on the analysis tab, logs out.
///
/// The tab's flow connects it when it starts; before that, and after the flow ended, its buttons do nothing.
@MainActor
public final class TabModel {
    /// The tab whose root screen this model drives.
    public let tab: WalkingTab
    weak var scenes: (any SceneSwitching)?
    var onLogOut: (@MainActor () -> Void)?

    /// A model for `tab`'s root screen.
    public init(tab: WalkingTab) {
        self.tab = tab
    }

    /// Whether the tab's flow is running, so the buttons act.
    public var isConnected: Bool { scenes != nil }

    /// Pushes the detail titled `title` onto this tab's stack. A row of the tab's list.
    public func showDetail(_ title: String) {
        scenes?.switchScene(with: TabDetailRequest(title: title))
    }

    /// Logs out: the tab's flow finishes, then the main flow, and the app flow shows the login screen again.
    public func logOut() {
        onLogOut?()
    }
}

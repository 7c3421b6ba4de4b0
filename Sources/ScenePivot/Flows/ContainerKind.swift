/// A kind of container a stage can show: tabs (a `UITabBarController`) or pages (a `UIPageViewController`).
public enum ContainerKind: String, Sendable, Equatable, CaseIterable {
    /// Tabs, each with its own navigation stack.
    case tabs = "tab container"
    /// Ordered pages, each with its own navigation stack.
    case pages = "page container"
    /// A primary and a secondary column, each with its own navigation stack (a `UISplitViewController`).
    case split = "split container"
}

extension ContainerKind {
    /// `tab`, `page` or `column`.
    var itemNoun: String {
        switch self {
        case .tabs: return "tab"
        case .pages: return "page"
        case .split: return "column"
        }
    }
}

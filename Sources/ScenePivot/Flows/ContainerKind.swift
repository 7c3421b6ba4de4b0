/// A kind of container a stage can show: tabs (a `UITabBarController`) or pages (a `UIPageViewController`).
public enum ContainerKind: String, Sendable, Equatable, CaseIterable {
    /// Tabs, each with its own navigation stack.
    case tabs = "tab container"
    /// Ordered pages, each with its own navigation stack.
    case pages = "page container"
}

extension ContainerKind {
    /// `tab` or `page`.
    var itemNoun: String { self == .tabs ? "tab" : "page" }
}

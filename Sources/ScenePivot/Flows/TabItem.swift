/// What a tab shows in the tab bar, as plain data: like a `UITabBarItem`, without images.
///
/// ```swift
/// TabItem(title: "Walk", iconName: "shoeprints.fill", selectedIconName: "shoeprints.fill")
/// ```
public struct TabItem: Sendable, Hashable {
    /// The tab's title.
    public var title: String
    /// The name of the tab's icon (an SF Symbol name in UIKit).
    public var iconName: String?
    /// The name of the icon shown while the tab is selected; the plain icon when `nil`.
    public var selectedIconName: String?

    /// A tab item titled `title` with optional icon names.
    public init(title: String, iconName: String? = nil, selectedIconName: String? = nil) {
        self.title = title
        self.iconName = iconName
        self.selectedIconName = selectedIconName
    }
}

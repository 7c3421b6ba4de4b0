#if canImport(UIKit)
import UIKit

extension UITabBarItem {
    /// Like `UITabBarItem(title:image:selectedImage:)`, from plain data: the icons are SF Symbols named by `item`
    /// (the selected icon falls back to the plain one).
    public convenience init(_ item: TabItem) {
        let image = item.iconName.flatMap { UIImage(systemName: $0) }
        let selectedImage = (item.selectedIconName ?? item.iconName).flatMap { UIImage(systemName: $0) }
        self.init(title: item.title, image: image, selectedImage: selectedImage)
    }
}
#endif

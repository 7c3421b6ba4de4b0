@_exported import UIKit

/// What the README's UIKit snippet takes for granted: a view controller that creates albums.
class SnippetContext: UIViewController {
    func createNewAlbum(title: String) {}
}

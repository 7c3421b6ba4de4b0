#if canImport(UIKit)
import UIKit

extension ScenePivot {
    /// A pivot that shows scenes around `viewController`, held weakly: like calling
    /// `present(_:animated:completion:)` and `navigationController?.pushViewController(_:animated:)` from it, but
    /// driven by requests.
    ///
    /// ```swift
    /// final class AlbumsViewController: UIViewController {
    ///     private lazy var pivot = ScenePivot(viewController: self)
    ///
    ///     @objc func addAlbum(_ sender: Any) {
    ///         pivot.switchScene(with: TextInputRequest(.newAlbum) { [weak self] title in
    ///             if let title { self?.createAlbum(title: title) }
    ///         })
    ///     }
    /// }
    /// ```
    ///
    /// The pivot owns a ``ViewControllerStage`` anchored to `viewController`; the view controller may own the
    /// pivot without a retain cycle. Requests sent after `viewController` is gone fail with
    /// `ScenePivotError.hostDeallocated`. Every pivot in one window shares that window's transition queue, made
    /// before its view controller is in the window or not: a request waits for another screen's alert instead of
    /// failing.
    ///
    /// - Parameters:
    ///   - viewController: The view controller the pivot acts around, held weakly.
    ///   - builder: Where requests find their scenes; a new, empty builder by default.
    public convenience init(viewController: UIViewController, builder: SceneBuilder = SceneBuilder()) {
        self.init(owningStage: ViewControllerStage(anchor: viewController), builder: builder)
    }
}
#endif

#if canImport(UIKit)
import UIKit

/// What a view controller keeps instead of calling `present(_:animated:completion:)` and
/// `pushViewController(_:animated:)` itself: a `ScenePivot` made with
/// `ScenePivot.init(viewController:builder:transitionQueue:)`.
///
/// ```swift
/// final class AlbumsViewController: UIViewController {
///     private lazy var pivot = ViewControllerScenePivot(viewController: self)
///
///     @objc func addAlbum(_ sender: Any) {
///         pivot.switchScene(with: TextInputRequest(.newAlbum) { [weak self] title in
///             if let title { self?.createAlbum(title: title) }
///         })
///     }
/// }
/// ```
public typealias ViewControllerScenePivot = ScenePivot

extension ScenePivot {
    /// A pivot that shows scenes around `viewController`, held weakly: like calling
    /// `present(_:animated:completion:)` and `navigationController?.pushViewController(_:animated:)` from it,
    /// but driven by requests.
    ///
    /// The pivot owns a ``ViewControllerStage`` anchored to `viewController`; the view controller may own the
    /// pivot without a retain cycle. Requests sent after `viewController` is gone fail with
    /// `ScenePivotError.hostDeallocated`.
    public convenience init(
        viewController: UIViewController, builder: SceneBuilder = SceneBuilder(),
        transitionQueue: TransitionQueue = TransitionQueue()
    ) {
        self.init(
            owningStage: ViewControllerStage(anchor: viewController, transitionQueue: transitionQueue),
            builder: builder)
    }
}
#endif

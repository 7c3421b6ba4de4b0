#if canImport(UIKit)
import UIKit

/// A view controller whose ``PivotSegue``s send their transitions through the app's own scene switching — its pivot,
/// or a flow's — so they meet the app's interceptors, join its flow and reach its events and recorders.
///
/// ```swift
/// final class AlbumsViewController: UITableViewController, PivotSegueSource {
///     private lazy var pivot = ScenePivot(viewController: self)
///     var seguePivot: any SceneSwitching { pivot }
/// }
/// ```
///
/// A segue asks its source first, then the source's parents (its navigation controller, its tab bar controller…),
/// and sends through the first that adopts it.
@MainActor
public protocol PivotSegueSource: UIViewController {
    /// What the ``PivotSegue``s from this view controller, and from its children, send their transitions through.
    var seguePivot: any SceneSwitching { get }
}
#endif

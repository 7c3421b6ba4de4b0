#if canImport(UIKit)
import UIKit

/// A view controller with container views that screens are embedded in by request, named by slot: what an
/// `.embed(_:in:slot:)` scene needs of its host, like XCoordinator's `Container`.
///
/// ```swift
/// final class DashboardViewController: UIViewController, EmbeddingHost {
///     let chartArea = UIView()
///     func containerView(forSlot slot: String) -> UIView? { slot == "chart" ? chartArea : nil }
/// }
/// builder.register(ShowChartRequest.self) { request in .embed(ChartViewController(), in: dashboard, slot: "chart") }
/// ```
@MainActor
public protocol EmbeddingHost: UIViewController {
    /// The view a screen embedded in `slot` fills, or `nil` when the host has no such container view (the request
    /// then fails with `invalidRequest`).
    func containerView(forSlot slot: String) -> UIView?
}

extension UIViewController {
    /// The container view of its parent this view controller was embedded in by an `.embed` scene.
    var embeddingSlot: String? {
        objc_getAssociatedObject(self, &embeddingSlotKey) as? String
    }

    /// Records the container view this view controller was embedded in, or clears it.
    func setEmbeddingSlot(_ slot: String?) {
        objc_setAssociatedObject(self, &embeddingSlotKey, slot, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
}

nonisolated(unsafe) private var embeddingSlotKey: UInt8 = 0
#endif

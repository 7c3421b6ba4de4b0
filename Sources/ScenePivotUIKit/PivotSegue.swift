#if canImport(UIKit)
import UIKit

/// A storyboard segue that shows its destination through ScenePivot: in Interface Builder, a segue whose Kind is
/// Custom, whose Class is `PivotSegue` and whose Module is `ScenePivotUIKit` (UIKit cannot find the class without
/// it). Like a Show segue, but the destination waits in the window's transition queue for the transition in flight, a
/// refusal is a typed error, and the stage hears the destination leave.
///
/// UIKit still makes the destination — with `init(coder:)`, or with the source's `@IBSegueAction` method, which
/// passes it its dependencies — and still calls `prepare(for:sender:)`. The segue then sends its transition through
/// the source's ``PivotSegueSource/seguePivot`` (the source's, or its nearest parent's that adopts
/// ``PivotSegueSource``), so the app's interceptors, flows, events and recorders see it; animated as the segue's
/// Animates checkbox says. A subclass chooses another transition by overriding ``transition(animation:)``.
///
/// ```swift
/// final class SheetSegue: PivotSegue {
///     override func transition(animation: TransitionAnimation) -> Transition {
///         .present(destination, Presentation(style: .formSheet), animation: animation)
///     }
/// }
/// ```
///
/// Where no ``PivotSegueSource`` is found, the segue sends through a pivot of the source's own, kept with it and
/// sharing its window's queue with the app's pivots, whose failures go to ``fallbackErrorHandler``. `perform()`
/// receives no sender, so a popover cannot be anchored to the control that triggered the segue: anchor it in a
/// subclass, or use a Present As Popover segue. To replace a segue by a request of the app's own instead, see
/// `SegueRequests`.
open class PivotSegue: UIStoryboardSegue {
    /// Receives the failures of the transitions sent by segues whose source has no ``PivotSegueSource``; the
    /// default writes each to standard error, like a pivot's default `errorHandler`.
    public static var fallbackErrorHandler: @MainActor (ScenePivotError) -> Void = { ScenePivot.printError($0) }

    /// The transition that shows the destination with `animation`: a push where the source is in a navigation stack
    /// and the destination can be pushed; a presentation where the source is in none, or the destination is a
    /// navigation, tab bar or split view controller.
    open func transition(animation: TransitionAnimation) -> Transition {
        let showing = SegueShowing.choose(
            sourceIsInNavigationStack: source.navigationController != nil,
            destinationIsContainer: destination is UINavigationController || destination is UITabBarController
                || destination is UISplitViewController)
        switch showing {
        case .push: return .push(destination, animation: animation)
        case .present: return .present(destination, animation: animation)
        }
    }

    /// Sends the ``transition(animation:)`` as a `TransitionRequest` through the source's
    /// ``PivotSegueSource/seguePivot``, instead of showing the destination at once; animated unless the segue's
    /// Animates checkbox is off (UIKit turns animations off around this call then).
    open override func perform() {
        let animation: TransitionAnimation = UIView.areAnimationsEnabled ? .default : .none
        PivotSegue.pivot(of: source).switchScene(with: TransitionRequest(transition(animation: animation)))
    }

    /// What the segues from `source` send through: the ``PivotSegueSource/seguePivot`` of `source` or of its nearest
    /// parent that adopts ``PivotSegueSource``, else a pivot of `source`'s own, made the first time and kept with
    /// it (it holds `source` weakly).
    static func pivot(of source: UIViewController) -> any SceneSwitching {
        var candidate: UIViewController? = source
        while let controller = candidate {
            if let adopting = controller as? any PivotSegueSource { return adopting.seguePivot }
            candidate = controller.parent
        }
        if let pivot = objc_getAssociatedObject(source, &segueSourcePivotKey) as? ScenePivot { return pivot }
        let pivot = ScenePivot(viewController: source)
        pivot.errorHandler = { PivotSegue.fallbackErrorHandler($0) }
        objc_setAssociatedObject(source, &segueSourcePivotKey, pivot, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return pivot
    }
}

nonisolated(unsafe) private var segueSourcePivotKey: UInt8 = 0
#endif

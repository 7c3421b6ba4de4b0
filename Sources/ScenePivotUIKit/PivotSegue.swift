#if canImport(UIKit)
import UIKit

/// A storyboard segue that shows its destination through ScenePivot: the Class of a Custom segue in Interface
/// Builder. Like a Show segue, but the destination waits in the window's transition queue for the transition in
/// flight, a refusal is a typed error, and the stage hears the destination leave.
///
/// UIKit still makes the destination — with `init(coder:)`, or with the source's `@IBSegueAction` method, which
/// passes it its dependencies — and still calls `prepare(for:sender:)`. The segue then pushes the destination where
/// the source is in a navigation stack, or presents it, through a pivot of the source's own (kept with it, sharing
/// its window's queue with the app's pivots), animated as the segue's Animates checkbox says. A subclass chooses
/// another transition by overriding ``transition(animation:)``.
///
/// ```swift
/// final class SheetSegue: PivotSegue {
///     override func transition(animation: TransitionAnimation) -> Transition {
///         .present(destination, Presentation(style: .formSheet), animation: animation)
///     }
/// }
/// ```
///
/// A request the segue sends that fails is reported to the pivot's default `errorHandler`, which writes it to
/// standard error. To replace a segue by a request of the app's own instead, see `SegueRequests`.
open class PivotSegue: UIStoryboardSegue {
    /// The transition that shows the destination with `animation`: a push where the source is in a navigation
    /// stack, else a presentation.
    open func transition(animation: TransitionAnimation) -> Transition {
        source.navigationController != nil
            ? .push(destination, animation: animation) : .present(destination, animation: animation)
    }

    /// Sends the ``transition(animation:)`` as a `TransitionRequest` through the source's pivot, instead of showing
    /// the destination at once; animated unless the segue's Animates checkbox is off (UIKit turns animations off
    /// around this call then).
    open override func perform() {
        let animation: TransitionAnimation = UIView.areAnimationsEnabled ? .default : .none
        PivotSegue.pivot(of: source).switchScene(with: TransitionRequest(transition(animation: animation)))
    }

    /// The pivot the segues from `source` send their transitions through, made the first time and kept with
    /// `source` (it holds `source` weakly).
    static func pivot(of source: UIViewController) -> ScenePivot {
        if let pivot = objc_getAssociatedObject(source, &segueSourcePivotKey) as? ScenePivot { return pivot }
        let pivot = ScenePivot(viewController: source)
        objc_setAssociatedObject(source, &segueSourcePivotKey, pivot, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return pivot
    }
}

nonisolated(unsafe) private var segueSourcePivotKey: UInt8 = 0
#endif

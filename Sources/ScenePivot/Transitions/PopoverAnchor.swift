/// What a popover points at — an iPad action sheet, or a screen presented as a popover: a source view or bar
/// button item (or, in UIKit, any `UIPopoverPresentationControllerSourceItem`: a layout guide, a tab bar item), held
/// weakly, or found when the popover is shown, so it is never stale.
///
/// ```swift
/// PopoverAnchor(sortButton)                                   // held weakly
/// PopoverAnchor { [weak self] in self?.navigationItem.rightBarButtonItem }   // looked up when shown
/// ```
public struct PopoverAnchor: @unchecked Sendable {
    private weak var held: AnyObject?
    private let lookUp: (@MainActor () -> AnyObject?)?

    /// An anchor on a view or bar button item, held weakly.
    public init(_ source: AnyObject) {
        self.held = source
        self.lookUp = nil
    }

    /// An anchor looked up each time the popover is shown: the bar button item or view on screen then.
    public init(resolving source: @escaping @MainActor () -> AnyObject?) {
        self.held = nil
        self.lookUp = source
    }

    /// The `UIView` or `UIBarButtonItem` the popover points at now, or `nil` when it is gone.
    @MainActor public func resolve() -> AnyObject? {
        lookUp?() ?? held
    }
}

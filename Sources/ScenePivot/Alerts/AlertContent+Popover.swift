extension AlertContent {
    /// Whether the content must point somewhere when shown as a popover: only action sheets do, as UIKit shows
    /// them as popovers on iPad and crashes when one has no source view or bar button item.
    public func needsPopoverAnchor(presentedAsPopover: Bool) -> Bool {
        style == .actionSheet && presentedAsPopover
    }

    /// Checks that an action sheet shown as a popover has a ``popoverAnchor`` whose source is still alive,
    /// naming `requestName` in the error instead of letting UIKit crash.
    ///
    /// ```swift
    /// try content.validatePopoverAnchor(presentedAsPopover: alert.popoverPresentationController != nil, as: name)
    /// ```
    public func validatePopoverAnchor(presentedAsPopover: Bool, as requestName: String) throws(ScenePivotError) {
        guard needsPopoverAnchor(presentedAsPopover: presentedAsPopover) else { return }
        guard popoverAnchor?.source != nil else {
            throw .invalidRequest(requestName, .missingPopoverAnchor)
        }
    }
}

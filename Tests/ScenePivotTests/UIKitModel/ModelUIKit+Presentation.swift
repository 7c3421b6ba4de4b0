@testable import ScenePivot

extension ModelController {
    /// Whether its outermost controller is in a window's hierarchy: a window's root, presented by one in a window's
    /// hierarchy or by a former window root (what an old root presented stays, W2 — the outcome ScenePivot must
    /// survive), or with its view added to the view of one in a window (A6).
    var isInWindowHierarchy: Bool {
        let owner = outermost
        if owner.window != nil { return true }
        if let presenting = owner.presenting {
            return presenting.isInWindowHierarchy || presenting.outermost.formerWindow != nil
        }
        return owner.viewHost?.isInWindow ?? false
    }

    /// Whether a completed `.fullScreen` or `.currentContext` presentation over it removed its views (P11, P12).
    var hasViewsRemoved: Bool { ownPresented?.removedPresenterViews ?? false }

    /// Whether presenting it removes its presenter's views once the presentation completes: "The views belonging
    /// to the presenting view controller are removed after the presentation completes" (`.fullScreen`,
    /// `.currentContext`); the other styles leave them (P13).
    var removesPresenterViews: Bool { style == .fullScreen || style == .currentContext }
}

extension ModelUIKit {
    /// The end of `controller`'s presentation by `context`: for a `.fullScreen` or `.currentContext` one, the
    /// context's views leave the window and the screens it showed disappear (P11, P12).
    func presentationCompleted(_ controller: ModelController, by context: ModelController) {
        guard controller.removesPresenterViews, controller.presenting === context else { return }
        controller.removedPresenterViews = true
        disappear(visiblePath(from: context, presented: false))
    }

    /// The start of the dismissal of `chain`: the views its presentations removed are back in the window at once
    /// ("until the dismissal begins", P11); answers the context whose screens appear when it ends (D8).
    func dismissalBegins(_ chain: [ModelController]) -> ModelController? {
        let returning = chain.first?.removedPresenterViews == true ? chain.first?.presenting : nil
        for controller in chain { controller.removedPresenterViews = false }
        return returning
    }

    /// The end of a dismissal that brought `context`'s views back: its visible screens appear (D8).
    func dismissalEnded(returning context: ModelController?) {
        guard let context else { return }
        appear(visiblePath(from: context, presented: false))
    }
}

extension ModelController {
    /// The detent its sheet rests at: the selected identifier's, or the smallest detent when it is `nil` or no
    /// detent has it (SH3) — medium about half of an 844-point screen, large nearly all of it, a custom one its
    /// height. The system detents' identifiers are UIKit's own constants, which no identifier made from a string
    /// matches (SH4).
    var restingDetent: SheetOptions.Detent? {
        guard let sheet else { return nil }
        if let selected = sheet.selectedDetent.map(ModelDetentIdentifier.init),
            let found = sheet.detents.first(where: { ModelDetentIdentifier($0) == selected })
        {
            return found
        }
        return sheet.detents.min { Self.points(of: $0) < Self.points(of: $1) }
    }

    private static func points(of detent: SheetOptions.Detent) -> Double {
        if let height = detent.height { return height }
        return detent == .medium ? 422 : 790
    }
}

extension ModelController {
    /// Whether every container above it shows it: the top of each navigation stack, the selected item of each
    /// tab or page container — a covered stack entry or an unselected tab is out of the window (A4).
    var isShownByItsContainers: Bool {
        var node = self
        while let container = node.parent ?? node.itemContainer {
            switch container.kind {
            case .navigation, .container:
                guard container.visibleChild === node else { return false }
            case .plain, .alert, .unmanagedContainer:
                break
            }
            node = container
        }
        return true
    }
}

/// A `UISheetPresentationController.Detent.Identifier` as `SheetOptions.Detent.uiIdentifier` makes it: UIKit's constant for a
/// system detent, one made from the app's string for a custom height (SH4).
enum ModelDetentIdentifier: Equatable {
    case system(SheetOptions.Detent)
    case custom(String)

    init(_ detent: SheetOptions.Detent) {
        self = detent.height == nil ? .system(detent) : .custom(detent.identifier)
    }
}

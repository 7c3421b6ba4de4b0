import Testing

@testable import ScenePivot

/// The rows on who keeps what (P20, L1, L2, L3) and on presentation controllers (PO3, PO6, SH4).
extension ModelBehaviourTests {
    // MARK: Ownership

    @Test("P20, L3: transitioningDelegate is held weakly: with no other owner it is gone before the dismissal")
    func p20() {
        let sheet = sheet("Sheet")
        weak var gone: OwnedAnimator?
        do {
            let animator = OwnedAnimator()
            gone = animator
            uikit.setTransitioningDelegate(animator, of: sheet)
            #expect(sheet.transitioningDelegate === animator)
        }
        present(sheet, from: navigation)
        #expect(gone == nil && sheet.transitioningDelegate == nil && sheet.animator == nil)
    }

    @Test("L3: the navigation, tab bar and presentation controller delegates UIKit keeps are weak")
    func l3() {
        let tabs = ModelController("Tabs", kind: .container(.tabs))
        let sheet = sheet("Sheet")
        weak var gone: LoggingDelegate?
        do {
            let delegate = LoggingDelegate()
            gone = delegate
            navigation.navigationDelegate = delegate
            tabs.tabDelegate = delegate
            sheet.presentationDelegate = delegate
        }
        #expect(gone == nil)
        #expect(navigation.navigationDelegate == nil && tabs.tabDelegate == nil && sheet.presentationDelegate == nil)
    }

    @Test("L1: a presented controller is kept until dismissed; a popped one is freed once its transition has ended")
    func l1() {
        weak var presented: ModelController?
        do {
            let sheet = sheet("Sheet")
            presented = sheet
            present(sheet, from: navigation)
        }
        #expect(presented != nil, "kept by its presenter")
        #expect(dismiss(presentedBy: navigation) == 1)
        #expect(presented == nil)
        weak var popped: ModelController?
        do {
            let top = ModelController("Top")
            popped = top
            uikit.push(top, onto: navigation, animator: nil, animated: false)
            uikit.runUntilIdle()
        }
        uikit.pop(to: root, in: navigation, animated: true)
        #expect(popped != nil && navigation.children.count == 1, "off the stack, kept until its transition ends")
        uikit.runUntilIdle()
        #expect(popped == nil)
    }

    @Test("L2: what is kept on a controller goes with it, and a weak reference to the controller is nil by then")
    func l2() {
        let log = DeinitLog()
        weak var queue: TransitionQueue?
        do {
            let screen = ModelController("Screen")
            let sentinel = OwnerSentinel(owner: screen, log: log)
            uikit.watch(screen, by: uikit, observerChild: false) { _ = sentinel }
            let kept = TransitionQueue()
            queue = kept
            uikit.keep(kept, on: screen)
            #expect(uikit.transitionQueue(keptOn: screen) === kept)
        }
        #expect(queue == nil)
        #expect(log.ownerWasGone == true)
    }

    // MARK: Presentation controllers

    @Test("PO3: only a .popover controller has a popover presentation controller; another drops its anchor")
    func po3() {
        let sheet = sheet("Sheet", style: .pageSheet)
        uikit.anchorPopover(of: sheet, to: ModelView("Button"))
        #expect(sheet.popoverAnchor == nil && !uikit.hasPopoverPresentationController(sheet))
        let popover = self.sheet("Popover", style: .popover)
        uikit.anchorPopover(of: popover, to: ModelView("Button"))
        #expect(popover.popoverAnchor != nil && uikit.hasPopoverSource(popover))
    }

    @Test("PO6: once the presentation controller exists, a new style or transitioning delegate changes nothing")
    func po6() {
        let filters = sheet("Filters", style: .pageSheet)
        uikit.apply(SheetOptions(detents: [.medium]), to: filters)
        uikit.apply(style: .fullScreen, isModal: true, to: filters)
        let animator = OwnedAnimator()
        uikit.setTransitioningDelegate(animator, of: filters)
        present(filters, from: navigation)
        #expect(root.isInWindow, "presented as the sheet it was when read, not full screen")
        #expect(filters.animator == nil && filters.isModal)
    }

    @Test("SH4: an identifier made from the string \"large\" is not the system large detent's")
    func sh4() {
        let filters = sheet("Filters")
        let madeUp = SheetOptions.Detent.height(700, identifier: SheetOptions.Detent.large.identifier)
        uikit.apply(SheetOptions(detents: [.medium, .large], selectedDetent: madeUp), to: filters)
        #expect(filters.restingDetent == .medium, "no detent has it: the smallest (SH3)")
        uikit.apply(SheetOptions(detents: [.medium, .large], selectedDetent: .large), to: filters)
        #expect(filters.restingDetent == .large)
    }
}

/// A transitioning delegate only the test owns.
final class OwnedAnimator: ModelTransitioningDelegate {}

/// What an ``OwnerSentinel`` saw when it went.
final class DeinitLog {
    var ownerWasGone: Bool?
}

/// Kept on its owner, as an associated object is: it notes whether its weak reference to the owner was already
/// `nil` when it went.
final class OwnerSentinel {
    weak var owner: AnyObject?
    let log: DeinitLog

    init(owner: AnyObject, log: DeinitLog) {
        self.owner = owner
        self.log = log
    }

    deinit { log.ownerWasGone = owner == nil }
}

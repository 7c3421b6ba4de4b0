import Testing

@testable import ScenePivot

/// The model of UIKit against `UIKIT-BEHAVIOUR.md`: each test pins the row it names, asking the model what the
/// row says a test on a device observes. Where a row leaves the outcome to a device, the model picks the one that
/// would break ScenePivot, and the test says so.
@Suite("The UIKit model does what UIKit documents")
@MainActor
struct ModelBehaviourTests {
    let uikit = ModelUIKit()
    let root = ModelController("Root")
    let navigation: ModelController

    init() {
        navigation = uikit.navigationController(root: root)
        uikit.show(navigation)
    }

    /// Presents `controller` from `presenter` and lets it finish, answering how often its completion ran.
    @discardableResult
    private func present(_ controller: ModelController, from presenter: ModelController, animated: Bool = true)
        -> Int
    {
        var completions = 0
        uikit.present(controller, from: presenter, animated: animated) { completions += 1 }
        uikit.runUntilIdle()
        return completions
    }

    private func dismiss(presentedBy presenter: ModelController, animated: Bool = true) -> Int {
        var completions = 0
        uikit.dismissPresented(by: presenter, animated: animated) { completions += 1 }
        uikit.runUntilIdle()
        return completions
    }

    private func sheet(_ name: String, style: PresentationStyle = .automatic) -> ModelController {
        let controller = ModelController(name)
        controller.style = style
        return controller
    }

    // MARK: P — Presenting

    @Test("P1: present sets presentedViewController and presentingViewController before it returns")
    func p1() {
        let sheet = sheet("Sheet")
        uikit.present(sheet, from: navigation, animated: true) {}
        #expect(uikit.presentedController(of: navigation) === sheet)
        #expect(uikit.presentingController(of: sheet) === navigation)
    }

    @Test("P2: a child's presentedViewController is its nearest presenting ancestor's")
    func p2() {
        let sheet = sheet("Sheet")
        present(sheet, from: navigation)
        #expect(uikit.presentedController(of: root) === sheet)
    }

    @Test("P3: the root of a presented navigation controller answers the presenter, not nil")
    func p3() {
        let form = ModelController("Form")
        present(uikit.navigationController(root: form, named: "Presented"), from: navigation)
        #expect(uikit.presentingController(of: form) === navigation)
    }

    @Test("P4: a presentation asked of a child is made by its outermost ancestor")
    func p4() {
        let sheet = sheet("Sheet")
        present(sheet, from: root)
        #expect(sheet.presenting === navigation && navigation.ownPresented === sheet)
    }

    @Test("P5: presenting from a controller not in a window is not done; its completion never runs")
    func p5() {
        let stranger = ModelController("Stranger")
        #expect(present(sheet("Sheet"), from: stranger) == 0)
        #expect(stranger.ownPresented == nil && uikit.warnings.count == 1)
    }

    @Test("P6: presenting from a context that already presents is not done")
    func p6() {
        present(sheet("First"), from: navigation)
        #expect(present(sheet("Second"), from: root) == 0)
        #expect(navigation.ownPresented?.name == "First" && uikit.warnings.count == 1)
    }

    @Test("P7: presenting while a presentation of the same context is in flight is not done")
    func p7() {
        var completions = 0
        uikit.present(sheet("First"), from: navigation, animated: true) { completions += 1 }
        uikit.present(sheet("Second"), from: navigation, animated: true) { completions += 10 }
        uikit.runUntilIdle()
        #expect(completions == 1 && uikit.warnings.count == 1)
    }

    @Test("P8: presenting a controller that has a parent or a presenter raises")
    func p8() {
        let sheet = sheet("Sheet")
        present(sheet, from: navigation)
        uikit.present(sheet, from: sheet, animated: false) {}
        uikit.present(root, from: sheet, animated: false) {}
        #expect(uikit.exceptions.count == 2)
    }

    @Test("P9: the present completion runs after the presented controller's viewDidAppear")
    func p9() {
        let sheet = sheet("Sheet")
        sheet.isViewLoaded = true
        var log: [String] = []
        _ = uikit.whenAppears(sheet, observerChild: true) { log.append("viewDidAppear") }
        uikit.present(sheet, from: navigation, animated: true) { log.append("completion") }
        uikit.runUntilIdle()
        #expect(log == ["viewDidAppear", "completion"])
    }

    @Test("P10: the presented controller's view loads during present")
    func p10() {
        let sheet = sheet("Sheet")
        uikit.present(sheet, from: navigation, animated: true) {}
        #expect(sheet.isViewLoaded)
    }

    @Test(
        "P11, P12, A4: .fullScreen and .currentContext remove the presenter's views once the presentation completes",
        arguments: [PresentationStyle.fullScreen, .currentContext])
    func p11p12(_ style: PresentationStyle) {
        let cover = sheet("Cover", style: style)
        var heard = 0
        root.isViewLoaded = true
        uikit.watch(root, by: uikit, observerChild: true) { heard += 1 }
        uikit.present(cover, from: navigation, animated: true) {}
        #expect(navigation.isInWindow && root.isInWindow, "in the window while the presentation animates")
        uikit.runUntilIdle()
        #expect(!navigation.isInWindow && !root.isInWindow)
        #expect(cover.isInWindow)
        #expect(heard == 1, "the presenter's visible screen hears viewDidDisappear")
    }

    @Test(
        "P13: sheets, popovers and over-full-screen presentations leave the presenter's views in the window",
        arguments: [
            PresentationStyle.automatic, .pageSheet, .formSheet, .popover, .overFullScreen, .overCurrentContext,
        ]
    )
    func p13(_ style: PresentationStyle) {
        let cover = sheet("Cover", style: style)
        cover.popoverAnchor = ModelView("Button")
        var heard = 0
        root.isViewLoaded = true
        uikit.watch(root, by: uikit, observerChild: true) { heard += 1 }
        present(cover, from: navigation)
        #expect(navigation.isInWindow && root.isInWindow && heard == 0)
    }

    @Test("P16, D4: isBeingDismissed during the dismissal, presentedViewController kept until it ends")
    func p16d4() {
        let sheet = sheet("Sheet")
        present(sheet, from: navigation)
        uikit.dismissPresented(by: navigation, animated: true) {}
        #expect(sheet.isBeingDismissed && uikit.presentedController(of: navigation) === sheet)
        uikit.runUntilIdle()
        #expect(!sheet.isBeingDismissed && uikit.presentedController(of: navigation) == nil)
    }

    @Test("P17: an animated presentation has a transition coordinator until it ends")
    func p17() {
        let sheet = sheet("Sheet")
        uikit.present(sheet, from: navigation, animated: true) {}
        #expect(uikit.isTransitioning(sheet) && uikit.isTransitioning(navigation))
        uikit.runUntilIdle()
        #expect(!uikit.isTransitioning(sheet))
    }

    // MARK: D — Dismissing

    @Test("D1, D2: dismissing lower in a stack of presentations dismisses everything above, with one completion")
    func d1d2() {
        let first = sheet("First")
        present(first, from: navigation)
        present(sheet("Second"), from: first)
        #expect(dismiss(presentedBy: navigation) == 1)
        #expect(uikit.topPresented == nil && first.ownPresented == nil)
    }

    @Test("D1: dismiss on a presented controller that presents nothing dismisses it")
    func d1Self() {
        let first = sheet("First")
        present(first, from: navigation)
        #expect(dismiss(presentedBy: first) == 1)
        #expect(uikit.topPresented == nil)
    }

    @Test("D6: dismissing while a presentation is in flight is not done; its completion never runs")
    func d6() {
        uikit.present(sheet("Sheet"), from: navigation, animated: true) {}
        var completions = 0
        uikit.dismissPresented(by: navigation, animated: true) { completions += 1 }
        uikit.runUntilIdle()
        #expect(completions == 0 && uikit.topPresented?.name == "Sheet")
    }

    @Test("D7: dismissing with nothing presented changes nothing; the model never calls back (the row allows both)")
    func d7() {
        #expect(dismiss(presentedBy: navigation) == 0)
        #expect(uikit.window.root === navigation)
    }

    @Test("D8: dismissing a full-screen presentation brings the presenter back, from the start of the dismissal")
    func d8() {
        let cover = sheet("Cover", style: .fullScreen)
        present(cover, from: navigation)
        root.isViewLoaded = true
        var appeared = 0
        _ = uikit.whenAppears(root, observerChild: true) { appeared += 1 }
        uikit.dismissPresented(by: navigation, animated: true) {}
        #expect(root.isInWindow, "the dismissal starts with the presenter's views back")
        #expect(appeared == 0)
        uikit.runUntilIdle()
        #expect(root.isInWindow && appeared == 1)
    }

    // MARK: A — Appearance and window membership

    @Test("A3: a controller that never appeared hears no viewDidDisappear")
    func a3() {
        let child = ModelController("Child")
        var heard = 0
        uikit.watch(child, by: uikit, observerChild: true) { heard += 1 }
        uikit.push(child, onto: navigation, animator: nil, animated: true)
        uikit.pop(to: root, in: navigation, animated: true)
        uikit.runUntilIdle()
        #expect(heard == 0, "its view never loaded, so it has no observer child")
    }

    @Test("A4: a screen covered by a push is out of the window, and back once popped to")
    func a4() {
        uikit.push(ModelController("Top"), onto: navigation, animator: nil, animated: false)
        uikit.runUntilIdle()
        #expect(root.parent === navigation && !root.isInWindow && navigation.isInWindow)
        uikit.pop(to: root, in: navigation, animated: false)
        uikit.runUntilIdle()
        #expect(root.isInWindow)
    }

    @Test("A5: a view loads only when UIKit shows its controller")
    func a5() {
        let covered = ModelController("Covered")
        uikit.setStack([covered, ModelController("Top")], on: navigation, animated: false)
        uikit.runUntilIdle()
        #expect(!covered.isViewLoaded)
    }

    @Test("A6: a controller whose view the app added to a window can present, though nobody's child")
    func a6() {
        let hosted = ModelController("Hosted")
        hosted.viewHost = root
        #expect(hosted.parent == nil && hosted.isInWindow)
        #expect(present(sheet("Sheet"), from: hosted) == 1)
    }

    // MARK: N — Navigation controllers

    @Test("N1, N2: the root and a push are in viewControllers, with their parent, before the call returns")
    func n1n2() {
        #expect(navigation.children.map(\.name) == ["Root"] && root.parent === navigation)
        let top = ModelController("Top")
        uikit.push(top, onto: navigation, animator: nil, animated: true)
        #expect(navigation.children.last === top && top.parent === navigation)
        #expect(uikit.isTransitioning(navigation), "N3: an animated push has a coordinator")
    }

    @Test("N5, N6: pushing a navigation controller or one already on the stack raises")
    func n5n6() {
        uikit.push(
            uikit.navigationController(root: ModelController("Inner")), onto: navigation, animator: nil, animated: false
        )
        uikit.push(root, onto: navigation, animator: nil, animated: false)
        #expect(uikit.exceptions.count == 2 && navigation.children.count == 1)
    }

    @Test("N8: popping removes the popped controllers before it returns; only the top one hears it")
    func n8() {
        let middle = ModelController("Middle")
        let top = ModelController("Top")
        uikit.setStack([root, middle, top], on: navigation, animated: false)
        uikit.runUntilIdle()
        var heard: [String] = []
        for controller in [middle, top] {
            controller.isViewLoaded = true
            uikit.watch(controller, by: uikit, observerChild: true) { heard.append(controller.name) }
        }
        uikit.pop(to: root, in: navigation, animated: true)
        #expect(navigation.children.map(\.name) == ["Root"])
        #expect(top.parent === navigation, "N12: a popped controller keeps its parent until its transition ends")
        uikit.runUntilIdle()
        #expect(heard == ["Top"] && top.parent == nil)
    }

    @Test("N9: popping to a controller that is not on the stack raises")
    func n9() {
        uikit.pop(to: ModelController("Stranger"), in: navigation, animated: false)
        #expect(uikit.exceptions.count == 1)
    }

    @Test("N10, N11: setViewControllers replaces the stack at once, taking controllers from their old parent")
    func n10n11() {
        let other = uikit.navigationController(root: ModelController("Elsewhere"), named: "Other")
        let moved = other.children[0]
        uikit.setStack([root, moved], on: navigation, animated: true)
        #expect(navigation.children.map(\.name) == ["Root", "Elsewhere"] && other.children.isEmpty)
    }

    // MARK: G — User gestures

    @Test("G1: mid-swipe the top controller is gone from viewControllers; cancelled, it is back")
    func g1() {
        uikit.push(ModelController("Top"), onto: navigation, animator: nil, animated: false)
        uikit.runUntilIdle()
        uikit.userStartsSwipingBack(completing: false)
        #expect(navigation.children.map(\.name) == ["Root"] && uikit.isTransitioning(navigation))
        uikit.endInteractiveTransition()
        #expect(navigation.children.map(\.name) == ["Root", "Top"])
    }

    @Test("G3: the back swipe does nothing with one controller on the stack")
    func g3() {
        uikit.userSwipesBack(completing: true)
        #expect(navigation.children.count == 1 && !uikit.isAnimating)
    }

    @Test(
        "G4, AL6: only sheets swipe down — never full-screen, over-full-screen, current-context or custom ones, nor alerts",
        arguments: [PresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom])
    func g4(_ style: PresentationStyle) {
        present(sheet("Cover", style: style), from: navigation)
        uikit.userSwipesDown()
        #expect(uikit.topPresented?.name == "Cover")
    }

    @Test("G4: a sheet, and a popover adapted to one, swipe down", arguments: [PresentationStyle.pageSheet, .popover])
    func g4Sheets(_ style: PresentationStyle) {
        present(sheet("Sheet", style: style), from: navigation)
        uikit.userSwipesDown()
        #expect(uikit.topPresented == nil)
    }

    @Test("G4, G8: a popover shown as a popover does not swipe down; a tap outside dismisses it")
    func g4g8() {
        uikit.isPad = true
        let popover = sheet("Popover", style: .popover)
        popover.popoverAnchor = ModelView("Button")
        present(popover, from: navigation)
        uikit.userSwipesDown()
        #expect(uikit.topPresented === popover)
        uikit.userTapsOutsidePopover()
        uikit.runUntilIdle()
        #expect(uikit.topPresented == nil)
    }

    @Test("G5: a screen modal in presentation does not swipe down or tap away")
    func g5() {
        let form = sheet("Form")
        form.isModal = true
        present(form, from: navigation)
        uikit.userSwipesDown()
        #expect(uikit.topPresented === form)
    }

    @Test("AL6: an alert does not swipe down")
    func al6() {
        let alert = uikit.makeAlert(AlertContent(title: "Delete?", actions: [AlertAction("OK")]), anchor: nil) { _ in }
        present(alert, from: navigation)
        uikit.userSwipesDown()
        #expect(uikit.topPresented === alert)
    }

    // MARK: AL — Alerts

    @Test("AL1: tapping an action dismisses the alert, then calls the handler once it has gone")
    func al1() {
        var answers: [Int] = []
        var presentedWhenCalled: ModelController?
        let alert = uikit.makeAlert(AlertContent(title: "Delete?", actions: [AlertAction("OK")]), anchor: nil) {
            answers.append($0.actionIndex)
            presentedWhenCalled = uikit.topPresented
        }
        present(alert, from: navigation)
        uikit.userTaps("OK")
        uikit.runUntilIdle()
        #expect(answers == [0] && presentedWhenCalled == nil)
    }

    @Test("AL3: dismissing an alert by code calls no handler")
    func al3() {
        var answers = 0
        let alert = uikit.makeAlert(AlertContent(title: "Delete?", actions: [AlertAction("OK")]), anchor: nil) { _ in
            answers += 1
        }
        present(alert, from: navigation)
        #expect(dismiss(presentedBy: navigation) == 1 && answers == 0)
    }

    @Test("AL4: an iPad action sheet without a source raises; with one it points at it")
    func al4() {
        uikit.isPad = true
        let content = AlertContent(style: .actionSheet, title: "Sort", actions: [AlertAction("Date")])
        present(uikit.makeAlert(content, anchor: nil) { _ in }, from: navigation)
        #expect(uikit.exceptions.count == 1 && uikit.topPresented == nil)
        let trash = ModelView("Trash")
        let anchored = uikit.makeAlert(content, anchor: trash) { _ in }
        present(anchored, from: navigation)
        #expect(uikit.topPresented === anchored && anchored.popoverAnchor === trash)
    }

    @Test("AL4: an action sheet on iPhone needs no source")
    func al4Phone() {
        let content = AlertContent(style: .actionSheet, title: "Sort", actions: [AlertAction("Date")])
        present(uikit.makeAlert(content, anchor: nil) { _ in }, from: navigation)
        #expect(uikit.exceptions.isEmpty && uikit.topPresented?.kind == .alert)
    }

    @Test("AL5: tapping outside an iPad action sheet calls its cancel action's handler")
    func al5() {
        uikit.isPad = true
        var answers: [Int] = []
        let content = AlertContent(
            style: .actionSheet, title: "Sort", actions: [AlertAction("Date"), AlertAction("Cancel", role: .cancel)])
        present(
            uikit.makeAlert(content, anchor: ModelView("Sort")) { answers.append($0.actionIndex) }, from: navigation)
        uikit.userTapsOutsidePopover()
        uikit.runUntilIdle()
        #expect(answers == [1] && uikit.topPresented == nil)
    }

    // MARK: T, PG — Tab and page containers

    @Test("T6, R5: selecting a tab swaps it before the call returns")
    func t6() {
        let tabs = ModelController("Tabs", kind: .container(.tabs))
        tabs.children = ["One", "Two"].map { uikit.navigationController(root: ModelController($0), named: $0) }
        var finished: Bool?
        uikit.select(1, in: tabs, animated: true) { finished = $0 }
        #expect(tabs.selectedIndex == 1 && finished == true)
    }

    @Test("PG1, PG3: a page turn calls back with whether it finished; an unfinished one stays on the old page")
    func pg1pg3() {
        let pages = ModelController("Pages", kind: .container(.pages))
        pages.children = ["A", "B"].map { ModelController($0) }
        var finished: [Bool] = []
        uikit.interruptsNextPageTurn = true
        uikit.select(1, in: pages, animated: true) { finished.append($0) }
        uikit.runUntilIdle()
        #expect(pages.selectedIndex == 0)
        uikit.select(1, in: pages, animated: true) { finished.append($0) }
        uikit.runUntilIdle()
        #expect(finished == [false, true] && pages.selectedIndex == 1)
    }

    // MARK: PO, SH — Popovers and sheets

    @Test("PO1: a popover shown as a popover without a source raises")
    func po1() {
        uikit.isPad = true
        present(sheet("Popover", style: .popover), from: navigation)
        #expect(uikit.exceptions.count == 1 && uikit.topPresented == nil)
    }

    @Test("PO2: only a view or a bar button item can be a popover's source")
    func po2() {
        let popover = sheet("Popover", style: .popover)
        uikit.anchorPopover(of: popover, to: ModelController("A view controller"))
        #expect(popover.popoverAnchor == nil && uikit.exceptions.count == 1)
        #expect(uikit.canAnchorPopover(to: ModelView("View")) && uikit.canAnchorPopover(to: ModelBarButtonItem()))
    }

    @Test("PO4: in a compact width a popover adapts to a sheet, which needs no source")
    func po4() {
        uikit.isPad = true
        uikit.isCompactWidth = true
        #expect(present(sheet("Popover", style: .popover), from: navigation) == 1)
        #expect(uikit.exceptions.isEmpty)
    }

    @Test(
        "SH1: sheet options reach only a sheet or a popover's adaptive sheet",
        arguments: [PresentationStyle.fullScreen, .overFullScreen, .currentContext, .custom])
    func sh1(_ style: PresentationStyle) {
        let cover = sheet("Cover", style: style)
        uikit.apply(SheetOptions(detents: [.medium]), to: cover)
        #expect(cover.sheet == nil)
    }

    @Test("SH3: a sheet rests at the selected detent, or the smallest when the identifier is not found")
    func sh3() {
        let filters = sheet("Filters")
        uikit.apply(SheetOptions(detents: [.medium, .large], selectedDetent: .large), to: filters)
        #expect(filters.restingDetent == .large)
        let unknown = SheetDetent.height(600, identifier: "com.apple.UIKit.large")
        uikit.apply(SheetOptions(detents: [.large, .medium], selectedDetent: unknown), to: filters)
        #expect(filters.restingDetent == .medium, "an identifier no detent has: the smallest")
        uikit.apply(SheetOptions(detents: [.large, .height(200, identifier: "peek")]), to: filters)
        #expect(filters.restingDetent == .height(200, identifier: "peek"), "none selected: the smallest")
    }

    // MARK: W, R — Windows and timing

    @Test("W1: setting the window's root swaps it at once: the old root leaves the window")
    func w1() {
        let main = ModelController("Main")
        uikit.show(main)
        #expect(main.isInWindow && !navigation.isInWindow && !root.isInWindow)
    }

    @Test("W2: what the old root presented stays presented, and may stay in the window")
    func w2() {
        let sheet = sheet("Sheet")
        present(sheet, from: navigation)
        uikit.show(ModelController("Main"))
        #expect(navigation.ownPresented === sheet && sheet.isInWindow)
        #expect(uikit.windowRoot(of: sheet)?.name == "Main", "its window's root is the new one")
    }

    @Test("R1, R2: an animated completion never runs before the call returns; a non-animated one runs later too")
    func r1r2() {
        var completions = 0
        uikit.present(sheet("Animated"), from: navigation, animated: true) { completions += 1 }
        #expect(completions == 0)
        uikit.runUntilIdle()
        uikit.dismissPresented(by: navigation, animated: false) { completions += 1 }
        #expect(completions == 1, "R2 allows both; the model picks later, which a stage must wait for")
        uikit.runUntilIdle()
        #expect(completions == 2)
    }
}

/// The split view controller rows, on the model's split views.
@Suite("The UIKit model's split views do what UIKit documents")
@MainActor
struct ModelSplitBehaviourTests {
    let uikit = ModelUIKit()
    let split = ModelController("Split", kind: .container(.split))

    init() {
        split.children = [
            uikit.navigationController(root: ModelController("List"), named: "Primary"),
            uikit.navigationController(root: ModelController("Detail"), named: "Secondary"),
        ]
        for column in split.children { column.parent = split }
        split.selectedIndex = 1
        uikit.show(split)
    }

    @Test("S2, S5: collapsed, the secondary column's stack is on top of the primary's, the default top column")
    func s2() {
        split.isCollapsed = true
        #expect(split.primaryColumn?.children.map(\.name) == ["List", "Secondary"])
        #expect(uikit.visiblePath(from: split).last?.name == "Detail")
        #expect(split.secondaryColumn?.isInWindow == true)
    }

    @Test("S3: collapsed, back pops the secondary column off the primary's stack; expanding separates them")
    func s3() {
        split.isCollapsed = true
        uikit.userTapsBack()
        uikit.runUntilIdle()
        #expect(split.primaryColumn?.children.map(\.name) == ["List"])
        split.isCollapsed = false
        #expect(split.secondaryColumn?.parent === split && split.primaryColumn?.children.count == 1)
    }
}

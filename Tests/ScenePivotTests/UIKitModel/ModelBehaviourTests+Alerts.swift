import Testing

@testable import ScenePivot

/// The rows on alerts (AL), tab and page containers (T, PG), popovers and sheets (PO, SH), windows and timing (W, R).
extension ModelBehaviourTests {
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

    @Test("T6, R5: selecting a tab swaps it before the call returns, and the new tab's screen appears")
    func t6() {
        let tabs = ModelController("Tabs", kind: .container(.tabs))
        tabs.children = ["One", "Two"].map { uikit.navigationController(root: ModelController($0), named: $0) }
        for tab in tabs.children { tab.parent = tabs }
        uikit.show(tabs)
        let two = tabs.children[1].children[0]
        #expect(!two.isViewLoaded, "a tab never selected has not loaded its view")
        var finished: Bool?
        uikit.select(1, in: tabs, animated: true) { finished = $0 }
        #expect(tabs.selectedIndex == 1 && finished == true, "swapped before it returns (R5)")
        #expect(two.isViewLoaded && two.isInWindow, "the new tab's view loads: its screen appears")
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
        let unknown = SheetOptions.Detent.height(600, identifier: "com.apple.UIKit.large")
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

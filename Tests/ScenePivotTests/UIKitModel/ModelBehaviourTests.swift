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
    func present(_ controller: ModelController, from presenter: ModelController, animated: Bool = true)
        -> Int
    {
        var completions = 0
        uikit.present(controller, from: presenter, animated: animated) { completions += 1 }
        uikit.runUntilIdle()
        return completions
    }

    func dismiss(presentedBy presenter: ModelController, animated: Bool = true) -> Int {
        var completions = 0
        uikit.dismissPresented(by: presenter, animated: animated) { completions += 1 }
        uikit.runUntilIdle()
        return completions
    }

    func sheet(_ name: String, style: PresentationStyle = .automatic) -> ModelController {
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
}

import Testing

@testable import ScenePivot
@testable import ScenePivotHeadless

/// Where SwiftUI's rules differ from UIKit's, the SwiftUI stage does what the table "SwiftUI stage" in the
/// ScenePivotSwiftUI documentation says; each row of that table is one test here.
@Suite("SwiftUI stage: where SwiftUI differs from UIKit")
@MainActor
struct SwiftUIStageDifferenceTests {
    /// S1, S11: SwiftUI presents with `sheet`, `fullScreenCover` and `popover` only; a style with no modifier is
    /// refused as an invalid request, never shown as another.
    @Test(arguments: [PresentationStyle.currentContext, .overCurrentContext, .custom])
    func aStyleSwiftUIHasNoModifierForIsRefused(_ style: PresentationStyle) {
        let harness = SwiftUIStageHarness()
        guard
            case .failed(.invalidRequest("Panel", .custom))? =
                harness.run(.present(HeadlessScreen("Panel"), Presentation(style: style)))
        else {
            Issue.record("\(style) must be refused as an invalid request")
            return
        }
        #expect(harness.updates.isEmpty)
    }

    /// S11: full-screen styles are covers, which stay when swiped down; the rules still refuse sheet options on them.
    @Test(arguments: [PresentationStyle.fullScreen, .overFullScreen])
    func fullScreenStylesAreCoversThatStay(_ style: PresentationStyle) {
        let harness = SwiftUIStageHarness()
        let sheet = SheetOptions(detents: [.medium])
        #expect(
            harness.run(.present(HeadlessScreen("Cover"), Presentation(style: style, sheet: sheet)))
                == .failed(.invalidRequest("Cover", .invalidSheet("a \(style) presentation is not a sheet"))))
        #expect(harness.run(.present(HeadlessScreen("Cover"), Presentation(style: style))) == .completed)
        #expect(harness.stage.displayed.levels.last?.style == .fullScreenCover)
        #expect(throws: HeadlessInteractionError.self) { try harness.stage.swipeDown() }
        #expect(harness.shown == "Root | Cover")
    }

    /// N1, ST7, ST1: tab, page and split containers, system screens and navigation stacks made elsewhere are
    /// refused as unsupported screens; a level makes its own `NavigationStack`.
    @Test func containersAndForeignStacksAreUnsupportedScreens() {
        let harness = SwiftUIStageHarness()
        let screens: [AnyObject] = [
            HeadlessTabContainer(tabs: [(TabItem(title: "One"), HeadlessScreen("One"))]),
            HeadlessPageContainer(pages: [HeadlessScreen("Page")], titles: ["Page"]),
            HeadlessSplitContainer(primary: HeadlessScreen("List"), secondary: HeadlessScreen("Detail")),
            HeadlessNavigationStack(),
        ]
        for screen in screens {
            for transition in [StageTransition<AnyObject>.present(screen, Presentation()), .push(screen)] {
                guard case .failed(.unsupportedScreen)? = harness.run(transition) else {
                    Issue.record("\(transition) must be refused as an unsupported screen")
                    continue
                }
            }
        }
        #expect(
            harness.run(.select(.tabs, index: 0))
                == .failed(.illegalTransition(.noContainer(ContainerKind.tabs.rawValue))))
        #expect(harness.updates.isEmpty)
    }

    /// PO1, A12: a popover and a confirmation dialog belong to the view that presents them, so they need no
    /// anchor where UIKit's popovers do; an anchor given is accepted and not looked up.
    @Test func popoversAndDialogsNeedNoAnchor() {
        let harness = SwiftUIStageHarness()
        #expect(harness.run(.present(HeadlessScreen("Menu"), Presentation(style: .popover))) == .completed)
        #expect(harness.stage.displayed.levels.last?.style == .popover)
        var outcome: StageOutcome?
        let dialog = AlertContent(style: .actionSheet, title: "Sort", actions: [AlertAction("Date")])
        harness.stage.perform(.alert(dialog), animated: true) { outcome = $0 }
        harness.stage.settle()
        #expect(harness.stage.visibleAlert?.style == .actionSheet)
        try? harness.stage.tapAction(titled: "Date")
        harness.stage.settle()
        #expect(outcome == .answered(AlertAnswer(actionIndex: 0, texts: [])))
    }

    /// SwiftUI takes no UIKit animator: a custom animation is refused as unusable, not ignored.
    @Test func customAnimationsAreRefused() {
        let harness = SwiftUIStageHarness()
        let animation = TransitionAnimation("Zoom", HeadlessScreen("Animator"))
        #expect(
            harness.run(.push(HeadlessScreen("Photo"), animation: animation))
                == .failed(.invalidRequest("Photo", .unusableAnimation("Zoom"))))
    }

    /// S4, S5: one sheet per view — a second presentation goes on the level the first made, once the first is on
    /// screen, never beside it on the same view.
    @Test func aSecondPresentationWaitsForTheFirstAndGoesOnItsLevel() {
        let harness = SwiftUIStageHarness()
        var order: [String] = []
        harness.stage.perform(.present(HeadlessScreen("A"), Presentation()), animated: true) { _ in order.append("A") }
        harness.stage.perform(.present(HeadlessScreen("B"), Presentation()), animated: true) { _ in order.append("B") }
        #expect(harness.shown == "Root | A", "B waits until A's update has settled")
        harness.stage.settle()
        #expect(order == ["A", "B"])
        #expect(harness.shown == "Root | A | B")
    }

    /// PO8: nothing but an alert goes over a popover, and one popover at a time — a presentation asked for while a
    /// popover is up closes it first, in an update that settles (and the popover departs) before the presentation's.
    @Test(arguments: [PresentationStyle.formSheet, .fullScreen, .popover])
    func aPresentationOverAPopoverClosesThePopoverFirst(_ style: PresentationStyle) {
        let harness = SwiftUIStageHarness()
        let menu = HeadlessScreen("Menu")
        _ = harness.run(.present(menu, Presentation(style: .popover)))
        var departed = false
        harness.stage.observeDeparture(of: menu) { departed = true }
        var outcome: StageOutcome?
        harness.stage.perform(.present(HeadlessScreen("Form"), Presentation(style: style)), animated: true) {
            outcome = $0
        }
        #expect(harness.stage.currentUpdate?.change == .dismissal)
        harness.stage.updateDidSettle()
        #expect(departed, "the popover has gone before the presentation is asked of SwiftUI")
        #expect(harness.stage.currentUpdate?.change == .presentation)
        harness.stage.settle()
        #expect(outcome == .completed)
        #expect(harness.shown == "Root | Form")
        #expect(harness.changes == [.presentation, .dismissal, .presentation])
        harness.stage.perform(.alert(AlertContent(title: "Hi", actions: [AlertAction("OK")])), animated: true) { _ in }
        harness.stage.settle()
        #expect(harness.shown == "Root | Form ! Hi", "an alert may go over anything")
    }

    /// A13, A14: an alert belongs to a view — the top level's — and never shares an update with a presentation or
    /// a dismissal.
    @Test func anAlertGoesOnTheTopLevelInAnUpdateOfItsOwn() {
        let harness = SwiftUIStageHarness()
        harness.stage.perform(.present(HeadlessScreen("Sheet"), Presentation()), animated: true) { _ in }
        harness.stage.perform(.alert(AlertContent(title: "Hi", actions: [AlertAction("OK")])), animated: true) { _ in }
        harness.stage.settle()
        #expect(harness.changes == [.presentation, .alert])
        #expect(harness.stage.displayed.levels.count == 2 && harness.stage.displayed.alert != nil)
    }
}

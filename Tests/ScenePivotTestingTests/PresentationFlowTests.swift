import ScenePivotTestSupport
import ScenePivotTesting
import Testing

/// Opens a filter panel: a popover where popovers are shown (iPad), a sheet with detents elsewhere.
private struct FiltersRequest: SceneRequest {
    let button: AnyObject
}

/// Shows a photo, pushed with a custom animation.
private struct PhotoRequest: SceneRequest {}

/// Shows a mail in the split container's detail column.
private struct MailRequest: SceneRequest {
    let subject: String
}

/// Stands in for a `UIViewControllerAnimatedTransitioning`; headless, the stage only names the animation.
private final class ZoomAnimator {}

@Suite("Sheets, popovers, custom animations and split views, through requests")
@MainActor
struct PresentationFlowTests {
    @Test func aFilterPanelIsASheetWithDetentsAndAPhotoIsPushedWithItsAnimation() {
        let stage = HeadlessStage(root: HeadlessScreen("Photos"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        let transcript = FlowTranscript(of: pivot, on: stage)
        let filterButton = HeadlessScreen("Filter button")

        pivot.builder.register(FiltersRequest.self) { request in
            .present(
                HeadlessScreen("Filters"),
                Presentation(
                    style: .popover, popoverAnchor: PopoverAnchor(request.button),
                    sheet: SheetOptions(detents: [.medium, .large], prefersGrabberVisible: true)))
        }
        pivot.builder.register(PhotoRequest.self) { _ in
            .push(HeadlessScreen("Photo"), animation: TransitionAnimation("zoom", ZoomAnimator()))
        }

        pivot.switchScene(with: PhotoRequest())
        pivot.switchScene(with: FiltersRequest(button: filterButton))

        expectSnapshot(of: transcript)
    }

    @Test func aPopoverWithoutAnAnchorIsRefusedWherePopoversAreShown() async {
        let stage = HeadlessStage(root: HeadlessScreen("Photos"), animation: .instant)
        stage.presentsPopovers = true  // as on iPad
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(PhotoRequest.self) { _ in
            .present(HeadlessScreen("Filters"), Presentation(style: .popover))
        }
        await #expect(throws: ScenePivotError.invalidRequest("Filters", .missingPopoverAnchor)) {
            try await bounded("the answer to PhotoRequest") { try await pivot.response(to: PhotoRequest()) }
        }
        #expect(stage.presentedScreens.isEmpty)
    }

    @Test(arguments: [false, true])
    func aMailReplacesTheDetailColumnOrIsPushedWhenTheSplitIsCollapsed(collapsed: Bool) {
        let split = HeadlessSplitContainer(
            primary: HeadlessScreen("Mailboxes"), secondary: HeadlessScreen("No Mail"), isCollapsed: collapsed)
        let stage = HeadlessStage(root: split, inNavigationStack: false, animation: .instant)
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(MailRequest.self) { request in .showDetail(HeadlessScreen(request.subject)) }

        pivot.switchScene(with: MailRequest(subject: "Lunch?"))
        pivot.switchScene(with: MailRequest(subject: "Trip photos"))

        let primary = split.navigationStack(of: .primary).map(stage.name(of:))
        let secondary = split.navigationStack(of: .secondary).map(stage.name(of:))
        if collapsed {  // one stack: the secondary column's, stacked on the list, with the mails on top
            #expect(primary == ["Mailboxes"])
            #expect(secondary == ["No Mail", "Lunch?", "Trip photos"])
            #expect(stage.name(of: stage.topScreen) == "Trip photos")
        } else {
            #expect(primary == ["Mailboxes"])
            #expect(secondary == ["Trip photos"])
        }
    }
}

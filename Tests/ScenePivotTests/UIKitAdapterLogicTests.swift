import ScenePivot
import Testing

/// A stand-in for a `UIView` or `UIBarButtonItem` an action sheet points at.
private final class AnchorView {}

/// A stand-in for a view controller the UIKit stage watches.
private final class WatchedScreen {
    let name: String
    init(_ name: String) { self.name = name }
}

@MainActor
private final class DepartureLog {
    var entries: [String] = []
}

@Suite("UIKit adapter logic")
struct UIKitAdapterLogicTests {
    private static let sheetActions = [AlertAction("Date"), AlertAction("Cancel", role: .cancel)]

    // MARK: Popover anchors

    @Test(arguments: [
        (AlertContent.Style.actionSheet, true, true),
        (AlertContent.Style.actionSheet, false, false),
        (AlertContent.Style.alert, true, false),
        (AlertContent.Style.alert, false, false),
    ])
    func onlyActionSheetsShownAsPopoversNeedAnAnchor(style: AlertContent.Style, asPopover: Bool, needed: Bool) {
        let content = AlertContent(style: style, title: "Sort by", actions: Self.sheetActions)
        #expect(content.needsPopoverAnchor(presentedAsPopover: asPopover) == needed)
    }

    @Test func aPopoverActionSheetWithoutAnchorIsRefusedWithItsRequestName() {
        let content = AlertContent(style: .actionSheet, title: "Sort by", actions: Self.sheetActions)
        #expect(throws: ScenePivotError.invalidRequest("ChoiceRequest<Int>(\"Sort by\")", .missingPopoverAnchor)) {
            try content.validatePopoverAnchor(presentedAsPopover: true, as: "ChoiceRequest<Int>(\"Sort by\")")
        }
    }

    @Test func aPopoverActionSheetWhoseAnchorWasDeallocatedIsRefused() {
        var anchorView: AnchorView? = AnchorView()
        let content = AlertContent(
            style: .actionSheet, title: "Sort by", actions: Self.sheetActions,
            popoverAnchor: PopoverAnchor(anchorView!))
        anchorView = nil
        #expect(anchorView == nil)
        #expect(throws: ScenePivotError.invalidRequest("Sort", .missingPopoverAnchor)) {
            try content.validatePopoverAnchor(presentedAsPopover: true, as: "Sort")
        }
    }

    @Test func aPopoverActionSheetWithALiveAnchorIsAccepted() throws {
        let anchorView = AnchorView()
        let content = AlertContent(
            style: .actionSheet, title: "Sort by", actions: Self.sheetActions,
            popoverAnchor: PopoverAnchor(anchorView))
        try content.validatePopoverAnchor(presentedAsPopover: true, as: "Sort")
        #expect(content.popoverAnchor?.source === anchorView)
    }

    @Test(arguments: [(AlertContent.Style.actionSheet, false), (.alert, true), (.alert, false)])
    func contentThatIsNoPopoverActionSheetNeedsNoAnchor(style: AlertContent.Style, asPopover: Bool) throws {
        let content = AlertContent(style: style, title: "Sort by", actions: Self.sheetActions)
        try content.validatePopoverAnchor(presentedAsPopover: asPopover, as: "Sort")
        #expect(content.popoverAnchor == nil)
    }

    @Test func choiceRequestsCarryTheirAnchorToTheSheet() throws {
        let anchorView = AnchorView()
        let request = ChoiceRequest(
            title: "Sort by", choices: [.init("Date", value: 1)], popoverAnchor: PopoverAnchor(anchorView))
        try request.alertContent.validatePopoverAnchor(presentedAsPopover: true, as: request.logDescription)
        #expect(request.alertContent.popoverAnchor?.source === anchorView)
    }

    @Test func confirmationRequestsCarryTheirAnchorToTheSheet() throws {
        let anchorView = AnchorView()
        let request = ConfirmationRequest(
            title: "Delete “Trip”?", confirmTitle: "Delete", style: .actionSheet,
            popoverAnchor: PopoverAnchor(anchorView))
        try request.alertContent.validatePopoverAnchor(presentedAsPopover: true, as: request.logDescription)
        #expect(request.alertContent.popoverAnchor?.source === anchorView)
    }

    @Test func aPopoverConfirmationSheetWithoutAnchorIsRefusedWithItsRequestName() {
        let request = ConfirmationRequest(title: "Delete “Trip”?", confirmTitle: "Delete", style: .actionSheet)
        let expected = ScenePivotError.invalidRequest("ConfirmationRequest(\"Delete “Trip”?\")", .missingPopoverAnchor)
        #expect(throws: expected) {
            try request.alertContent.validatePopoverAnchor(presentedAsPopover: true, as: request.logDescription)
        }
    }

    @Test func theNewReasonsExplainThemselves() {
        #expect(
            ScenePivotError.invalidRequest("Sort", .missingPopoverAnchor).description
                == "Sort is invalid: an action sheet shown as a popover needs a popoverAnchor on a source view or "
                + "bar button item.")
        #expect(
            ScenePivotError.illegalTransition(.notInWindow("AlbumsViewController")).description
                == "Illegal transition: AlbumsViewController is not in a window, so nothing can be presented from it.")
    }

    // MARK: Departures

    @Test @MainActor func departedScreensAreToldOnceAndStayingScreensKeepWaiting() {
        let watch = DepartureWatch()
        let log = DepartureLog()
        let sheet = WatchedScreen("Sheet")
        let album = WatchedScreen("Album")
        watch.watch(sheet) { log.entries.append("Sheet left") }
        watch.watch(album) { log.entries.append("Album left") }

        #expect(watch.checkDepartures { $0 === sheet } == 1)
        #expect(watch.checkDepartures { $0 === sheet } == 0)
        #expect(log.entries == ["Sheet left"])
        #expect(watch.isWatching(album))
        #expect(!watch.isWatching(sheet))
        #expect(watch.watchedScreens.compactMap { ($0 as? WatchedScreen)?.name } == ["Album"])
    }

    @Test @MainActor func theMostRecentlyWatchedScreenLeavesFirst() {
        let watch = DepartureWatch()
        let log = DepartureLog()
        let screens = ["Albums", "Album", "Sheet"].map(WatchedScreen.init)
        for screen in screens { watch.watch(screen) { log.entries.append(screen.name) } }

        #expect(watch.checkDepartures { _ in true } == 3)
        #expect(log.entries == ["Sheet", "Album", "Albums"])
    }

    @Test @MainActor func everyHandlerOfAScreenRunsInTheOrderItWasAdded() {
        let watch = DepartureWatch()
        let log = DepartureLog()
        let sheet = WatchedScreen("Sheet")
        watch.watch(sheet) { log.entries.append("responder") }
        watch.watch(sheet) { log.entries.append("alert session") }

        watch.checkDepartures { _ in true }
        #expect(log.entries == ["responder", "alert session"])
    }

    @Test @MainActor func aDeallocatedScreenHasLeft() {
        let watch = DepartureWatch()
        let log = DepartureLog()
        var sheet: WatchedScreen? = WatchedScreen("Sheet")
        watch.watch(sheet!) { log.entries.append("Sheet left") }
        sheet = nil

        #expect(watch.checkDepartures { _ in false } == 1)
        #expect(sheet == nil)
        #expect(log.entries == ["Sheet left"])
    }

    @Test @MainActor func aHandlerMayWatchAnotherScreenWhileDeparturesAreChecked() {
        let watch = DepartureWatch()
        let log = DepartureLog()
        let sheet = WatchedScreen("Sheet")
        let next = WatchedScreen("Next")
        watch.watch(sheet) {
            log.entries.append("Sheet left")
            watch.watch(next) { log.entries.append("Next left") }
        }

        watch.checkDepartures { $0 === sheet }
        #expect(watch.isWatching(next))
        watch.checkDepartures { _ in true }
        #expect(log.entries == ["Sheet left", "Next left"])
    }
}

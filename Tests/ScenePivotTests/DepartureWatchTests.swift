import ScenePivot
import Testing

/// A stand-in for a screen a stage watches.
private final class WatchedScreen {
    let name: String
    init(_ name: String) { self.name = name }
}

@MainActor
private final class DepartureLog {
    var entries: [String] = []
}

@Suite("Departure watch")
struct DepartureWatchTests {
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

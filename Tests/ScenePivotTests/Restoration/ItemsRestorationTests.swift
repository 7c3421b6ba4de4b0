import Foundation
import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// Replaces the main tabs with tabs titled `titles`: a tab whose root is titled so is kept, the others are new.
private struct ReplaceTabsRequest: RestorableRequest, Equatable {
    static let restorationID = "test.replace-tabs"
    let titles: [String]
}

extension RestorationBench {
    /// Registers ``ReplaceTabsRequest`` with this launch's builder and restoration.
    fileprivate func registerTabReplacement() throws {
        let contract = contract
        pivot.builder.register(ReplaceTabsRequest.self) { [unowned self] request in
            let roots = tabs?.roots() ?? []
            return .setTabs(
                request.titles.map { title in
                    (
                        TabItem(title: title),
                        roots.first { contract.stage.name(of: $0) == title } ?? contract.screen(title)
                    )
                })
        }
        try restoration.register(ReplaceTabsRequest.self)
    }

    /// The tabs by their roots' names, the selected one, and the screens the user sees.
    fileprivate var tabsShape: [String] {
        let roots = tabs?.roots() ?? []
        return [
            "tabs \(roots.map(contract.stage.name(of:)))", "selected \(tabs?.selectedIndex() ?? -1)",
            "stack \(contract.stackNames)", "top \(contract.topName ?? "none")",
        ]
    }
}

/// Restoring a tab bar whose tabs were replaced: the state restored is what the user saw, and capturing right
/// after restoring gives the same state back.
@Suite("State restoration of replaced tabs")
@MainActor
struct ItemsRestorationTests {
    @Test(arguments: StageKind.uikitShaped)
    func replacedTabsRestoreAsTheUserSawThemAndWhatWasShownOnARemovedTabIsNotReplayed(_ kind: StageKind)
        async throws
    {
        let launch = RestorationBench(kind)
        try launch.registerTabReplacement()
        launch.send(ShowMainRequest())
        launch.send(OpenAlbumRequest(title: "Route"))  // on Walk, the selected tab
        launch.send(TransitionRequest(.selectTab(2)))
        launch.send(OpenAlbumRequest(title: "Pins"))  // on Map
        launch.send(ReplaceTabsRequest(titles: ["Talk", "Map", "Pro"]))
        launch.send(OpenAlbumRequest(title: "Deal"))  // on Map, selected at its new index
        #expect(
            launch.tabsShape == [
                "tabs [\"Talk\", \"Map\", \"Pro\"]", "selected 1", "stack [\"Map\", \"Album Pins\", \"Album Deal\"]",
                "top Album Deal",
            ])
        let saved = try launch.restoration.capture()
        #expect(
            saved.entries.map(\.restorationID) == [
                "ScenePivotTests.ShowMainRequest", "ScenePivot.TransitionRequest", "test.album", "test.replace-tabs",
                "test.album",
            ], "the album opened on the removed Walk tab left with it")

        let next = RestorationBench(kind)
        try next.registerTabReplacement()
        #expect(try await next.restore(try savedAndLoaded(saved)).isComplete)

        #expect(next.tabsShape == launch.tabsShape)
        #expect(try next.restoration.capture() == saved, "a fixed point: restored, then captured, the same state")
        #expect(next.errors.isEmpty && next.contract.complaints.isEmpty)
    }

    /// A selection by request made before the tabs were replaced is replayed before them, and so selects as it did:
    /// the selected tab removed, the tab at its index.
    @Test(arguments: StageKind.uikitShaped)
    func aSelectionOfARemovedTabRestoresToTheTabAtItsIndex(_ kind: StageKind) async throws {
        let launch = RestorationBench(kind)
        try launch.registerTabReplacement()
        launch.send(ShowMainRequest())
        launch.send(TransitionRequest(.selectTab(1)))
        launch.send(ReplaceTabsRequest(titles: ["Walk", "Pro", "Map"]))
        #expect(launch.tabsShape == ["tabs [\"Walk\", \"Pro\", \"Map\"]", "selected 1", "stack [\"Pro\"]", "top Pro"])
        let saved = try launch.restoration.capture()

        let next = RestorationBench(kind)
        try next.registerTabReplacement()
        #expect(try await next.restore(try savedAndLoaded(saved)).isComplete)

        #expect(next.tabsShape == launch.tabsShape)
        #expect(try next.restoration.capture() == saved)
        #expect(next.errors.isEmpty && next.contract.complaints.isEmpty)
    }
}

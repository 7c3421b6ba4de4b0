import ScenePivot
import ScenePivotHeadless
import Testing

/// `HeadlessStage.hierarchyWrites`, which lets a checker skip a hierarchy nothing wrote since it last read it (the
/// reliability harness checks its invariants after every operation that way).
@Suite("Headless stage: hierarchy writes")
@MainActor
struct HeadlessHierarchyWritesTests {
    /// Reads the stage every way a checker does, then says whether its text changed since `last` and whether the
    /// write count did; reading must not count.
    private func readAfter(
        _ step: String, on stage: HeadlessStage, since last: inout (writes: Int, text: String),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (textChanged: Bool, counted: Bool) {
        let writes = HeadlessStage.hierarchyWrites
        let text = stage.hierarchyDescription
        _ = (stage.presentedScreens, stage.navigationStack, stage.topScreen, stage.hierarchy, stage.visibleAlert)
        _ = stage.contains(stage.topScreen)
        #expect(HeadlessStage.hierarchyWrites == writes, "reading the stage after \(step) counted a write")
        defer { last = (writes, text) }
        return (text != last.text, writes != last.writes)
    }

    @Test func everyChangeTheHierarchyShowsCountsAsAWrite() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        var last = (writes: HeadlessStage.hierarchyWrites, text: stage.hierarchyDescription)
        let tabs = HeadlessTabContainer(tabs: [
            (TabItem(title: "Walk"), HeadlessScreen("Walk")), (TabItem(title: "Map"), HeadlessScreen("Map")),
        ])
        let split = HeadlessSplitContainer(primary: HeadlessScreen("List"), secondary: HeadlessScreen("Detail"))
        let pages = HeadlessPageContainer(pages: [HeadlessScreen("A"), HeadlessScreen("B")])
        let field = AlertTextField(placeholder: "Title")
        // Each step, and whether the hierarchy's text must change with it (a step that only lets an animation end
        // may change nothing it shows).
        let steps: [(String, mustShow: Bool, () throws -> Void)] = [
            ("an animated push", true, { try stage.performOrThrow(.push(HeadlessScreen("Trip")), animated: true) }),
            ("the push's end", true, { stage.advanceClock(by: .milliseconds(300)) }),
            (
                "a sheet", true,
                { try stage.performOrThrow(.present(HeadlessScreen("Sheet"), Presentation()), animated: false) }
            ),
            ("a user's swipe down", true, { try stage.swipeDown() }),
            ("a user's tap on back", true, { try stage.tapBack() }),
            ("the pop's end", false, { stage.finishAnimations() }),
            (
                "an alert", true,
                {
                    try stage.performOrThrow(
                        .alert(AlertContent(textFields: [field], actions: [AlertAction("OK")])), animated: false)
                }
            ),
            ("typing into the alert", true, { try stage.typeText("Summer") }),
            ("a tap on the alert", true, { try stage.tapAction(titled: "OK") }),
            (
                "tabs at the root", true,
                { try stage.performOrThrow(.setRoot(tabs, inNavigationStack: false), animated: false) }
            ),
            ("a user's tap on a tab", true, { try tabs.tapTab(1) }),
            (
                "new tab items", true,
                {
                    try stage.performOrThrow(
                        .setItems(.tabs, [HeadlessScreen("Walk")], tabItems: [TabItem(title: "Go")]), animated: false)
                }
            ),
            (
                "a split at the root", true,
                { try stage.performOrThrow(.setRoot(split, inNavigationStack: false), animated: false) }
            ),
            ("the split collapsing", true, { split.isCollapsed = true }),
            (
                "pages at the root", true,
                { try stage.performOrThrow(.setRoot(pages, inNavigationStack: false), animated: false) }
            ),
            ("a user's swipe to the next page", false, { try pages.swipeToNextPage() }),
            ("the page turn's end", true, { stage.finishAnimations() }),
        ]
        for (step, mustShow, change) in steps {
            try change()
            let read = readAfter(step, on: stage, since: &last)
            if mustShow {
                #expect(read.textChanged, "\(step) changed nothing the hierarchy shows: the step tests nothing")
            }
            #expect(!read.textChanged || read.counted, "\(step) changed the hierarchy without counting a write")
        }
        try stage.performOrThrow(.push(HeadlessScreen("Later")), animated: true)
        _ = readAfter("a push", on: stage, since: &last)
        stage.advanceClock(by: .milliseconds(100))
        let midway = readAfter("a clock advance that ends no animation", on: stage, since: &last)
        #expect(!midway.textChanged && !midway.counted, "nothing was written, so a checker may skip the hierarchy")
    }
}

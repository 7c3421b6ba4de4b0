import ExampleStandIns
import PoseFeedFlow
import ScenePivot
import ScenePivotHeadless

/// PosePicker's paged feed on a headless stage, scripted: a push on a page, swipes, segments selecting pages by
/// request, and the swipes the edges refuse.
@MainActor
final class PoseFeedDemo {
    let script = FlowScript()
    let feed: PoseFeedFlow
    let flow: FlowContext<Void>

    init() {
        let pivot = ScenePivot(stage: script.stage)
        feed = PoseFeedFlow(screens: HeadlessPoseFeedScreens())
        flow = pivot.startFlow(feed)
        pivot.errorHandler = { [script] error in script.expect(false, "pivot error: \(error)") }
    }

    /// Runs the script; returns the exit status: 0 when every step went as scripted.
    static func run() -> Int32 {
        let demo = PoseFeedDemo()
        return demo.script.run(
            "PoseFeed", showing: "PosePicker's paged feed",
            summary: "a push on a page, swipes, segments selecting pages, both edges refused.", script: demo.runScript)
    }

    private var pages: HeadlessPageContainer? { feed.pages as? HeadlessPageContainer }

    private func runScript() {
        guard let pages, let segments = feed.segments else { return expect(false, "the feed did not start") }
        step("The feed flow shows the pages as the window's root; a page flow runs on each page's stage.")
        expect(pages.pageBefore == nil, "there is a page before the first")

        (pages.page(at: 0) as? HeadlessModelScreen<PageModel>)?.model.showDetail("Pose 7")
        step("On PosePick, open “Pose 7”: pushed by the page's own pivot, onto the page's own stack.")
        let swiped = swipe(pages.swipeToNextPage)
        step("Swipe left\(swiped): once the swipe finishes, PoseTalk is current and the segment control follows.")
        expect(segments.selectedIndex == 1, "the segments did not follow the swipe")
        segments.select(2)
        step("Tap the “PoseFeed” segment: TransitionRequest(select page 2) turns to the last page.")
        expect(pages.pageAfter == nil, "there is a page after the last")
        let refusedLast = swipe(pages.swipeToNextPage, refusedBecause: "the current page is the last")
        step("Swipe left on the last page\(refusedLast)")
        segments.select(0)
        step("Tap the “PosePick” segment: back to the first page, whose stack kept “Pose 7”.")
        let refusedFirst = swipe(pages.swipeToPreviousPage, refusedBecause: "the current page is the first")
        step("Swipe right on the first page\(refusedFirst)")
        expect(pages.currentIndex == 0 && segments.selectedIndex == 0, "the feed did not end on the first page")
    }

    /// Swipes; returns how the stage answered, for the step's narration.
    private func swipe(
        _ gesture: () throws(HeadlessInteractionError) -> Void, refusedBecause reason: String? = nil
    ) -> String {
        do throws(HeadlessInteractionError) {
            try gesture()
            if let reason { expect(false, "a swipe was accepted although \(reason)") }
            return ""
        } catch {
            expect(error == .noPageToSwipeTo(reason ?? ""), "unexpected refusal: \(error)")
            return ": refused — \(error)"
        }
    }

    private func expect(_ condition: Bool, _ surprise: String) {
        script.expect(condition, surprise)
    }

    /// Prints the step with the segment control under the hierarchy, the selected segment in brackets.
    private func step(_ narration: String) {
        script.step(narration) {
            guard let segments = feed.segments else { return [] }
            let titles = segments.titles.enumerated().map { $0 == segments.selectedIndex ? "[\($1)]" : $1 }
            return ["segments: \(titles.joined(separator: " | "))"]
        }
    }
}

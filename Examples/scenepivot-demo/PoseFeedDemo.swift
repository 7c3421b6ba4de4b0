import PoseFeedFlow
import ScenePivot

/// PosePicker's paged feed on a headless stage, scripted: a push on a page, swipes, segments selecting pages by
/// request, and the swipes the edges refuse.
@MainActor
final class PoseFeedDemo {
    let stage = HeadlessStage(root: HeadlessScreen("Launch"))
    let feed: PoseFeedFlow
    let flow: FlowContext<Void>
    private(set) var surprises: [String] = []
    private var stepNumber = 0

    init() {
        let pivot = ScenePivot(stage: stage)
        feed = PoseFeedFlow(screens: HeadlessPoseFeedScreens())
        flow = pivot.startFlow(feed)
        pivot.errorHandler = { [unowned self] error in surprises.append("pivot error: \(error)") }
    }

    /// Runs the script; returns the exit status: 0 when every step went as scripted.
    static func run() -> Int32 {
        let demo = PoseFeedDemo()
        Console.write("ScenePivot demo: PosePicker's paged feed on a headless stage (scripted).\n")
        demo.runScript()
        Console.write("\nFinal hierarchy:\n" + demo.stage.hierarchyDescription)
        guard demo.surprises.isEmpty else {
            Console.write("PoseFeed run failed: \(demo.surprises.joined(separator: "; ")).\n")
            return 1
        }
        Console.write("PoseFeed run OK: a push on a page, swipes, segments selecting pages, both edges refused.\n")
        return 0
    }

    private var pages: HeadlessPageContainer? { feed.pages as? HeadlessPageContainer }

    private func runScript() {
        guard let pages, let segments = feed.segments else { return expect(false, "the feed did not start") }
        step("The feed flow shows the pages as the window's root; a page flow runs on each page's stage.")
        expect(pages.pageBefore == nil, "there is a page before the first")

        (pages.page(at: 0) as? PoseScreen<PageModel>)?.model.showDetail("Pose 7")
        step("On PosePick, open “Pose 7”: pushed by the page's own pivot, onto the page's own stack.")
        let swiped = swipe(pages.swipeToNextPage)
        step("Swipe left\(swiped): once the swipe finishes, PoseTalk is current and the segment control follows.")
        expect(segments.selectedIndex == 1, "the segments did not follow the swipe")
        segments.select(2)
        step("Tap the “PoseFeed” segment: SelectPageRequest(2) turns to the last page.")
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
        if !condition { surprises.append(surprise) }
    }

    private func step(_ narration: String) {
        stage.finishAnimations()
        stepNumber += 1
        var lines = ["", "── Step \(stepNumber) ── \(narration)"]
        lines += stage.hierarchyDescription.split(separator: "\n").map { "   \($0)" }
        if let segments = feed.segments {
            let titles = segments.titles.enumerated().map { $0 == segments.selectedIndex ? "[\($1)]" : $1 }
            lines.append("   segments: \(titles.joined(separator: " | "))")
        }
        Console.write(lines.joined(separator: "\n") + "\n")
    }
}

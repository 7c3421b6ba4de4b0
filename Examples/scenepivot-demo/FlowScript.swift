import ScenePivot
import ScenePivotHeadless

/// What the scripted flow demos share: a headless stage that starts on a launch screen, the steps printed as the
/// script goes, and the surprises — anything not as scripted — that fail the run.
@MainActor
final class FlowScript {
    let stage = HeadlessStage(root: HeadlessScreen("Launch"))
    private(set) var surprises: [String] = []
    private var printer = StepPrinter()

    /// Records `surprise` unless `condition` holds.
    func expect(_ condition: Bool, _ surprise: String) {
        if !condition { surprises.append(surprise) }
    }

    /// Lets every animation finish, then prints the step with `happenings` (read then: events, errors) above the
    /// hierarchy and the lines of `state`, read then, under it.
    func step(_ narration: String, happenings: () -> [String] = { [] }, state: () -> [String]) {
        stage.finishAnimations()
        printer.printStep(narration, happenings: happenings(), on: stage, state: state())
    }

    /// Prints what the demo shows, runs `script`, then prints the final hierarchy and whether the run called `name`
    /// went as scripted (`summary` says what it did). Returns the exit status: 0 when there was no surprise.
    func run(_ name: String, showing subject: String, summary: String, script: () -> Void) -> Int32 {
        Console.write("ScenePivot demo: \(subject) on a headless stage (scripted).\n")
        script()
        printer.printFinalHierarchy(of: stage)
        guard surprises.isEmpty else {
            Console.write("\(name) run failed: \(surprises.joined(separator: "; ")).\n")
            return 1
        }
        Console.write("\(name) run OK: \(summary)\n")
        return 0
    }
}

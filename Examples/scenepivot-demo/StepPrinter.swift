import ScenePivot
import ScenePivotHeadless

/// Prints the demos' numbered steps: the narration, then what happened during the step, the stage's hierarchy and
/// the demo's own state, each line indented under it.
@MainActor
struct StepPrinter {
    private var stepNumber = 0

    /// Prints the next step: `narration`, then `happenings` (events, errors), `stage`'s hierarchy and `state`.
    mutating func printStep(_ narration: String, happenings: [String] = [], on stage: HeadlessStage, state: [String]) {
        stepNumber += 1
        let details = happenings + stage.hierarchyDescription.split(separator: "\n").map(String.init) + state
        let lines = ["", "── Step \(stepNumber) ── \(narration)"] + details.map { "   \($0)" }
        Console.write(lines.joined(separator: "\n") + "\n")
    }

    /// Prints `stage`'s final hierarchy, the lines CI checks.
    func printFinalHierarchy(of stage: HeadlessStage) {
        Console.write("\nFinal hierarchy:\n" + stage.hierarchyDescription)
    }
}

import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// A SwiftUI stage with a recorder of the updates it publishes, as a SwiftUI view would receive them.
@MainActor
final class SwiftUIStageHarness {
    let stage: SwiftUIStage
    private(set) var updates: [SwiftUIStage.Update] = []
    /// What the screen showed before each update, so each update can be compared with the one before.
    private(set) var before: [SwiftUIStage.State] = []

    init(root: String = "Root", inNavigationStack: Bool = true) {
        stage = SwiftUIStage(root: HeadlessScreen(root), inNavigationStack: inNavigationStack)
        var last = stage.displayed
        stage.didChange = { [unowned self] update in
            if let update {
                before.append(last)
                updates.append(update)
            }
            last = stage.displayed
        }
    }

    /// Performs `transition` and settles every update, returning its outcome.
    func run(_ transition: StageTransition<AnyObject>, animated: Bool = true) -> StageOutcome? {
        var outcome: StageOutcome?
        stage.perform(transition, animated: animated) { outcome = $0 }
        stage.settle()
        return outcome
    }

    /// Level `index` of what the screen shows, root level first: a level the screen does not show records an issue
    /// at the caller's line and throws, instead of trapping the test process.
    func level(_ index: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> SwiftUIStage.Level {
        let levels = stage.displayed.levels
        return try #require(
            levels.indices.contains(index) ? levels[index] : nil, "the screen shows no level \(index)",
            sourceLocation: sourceLocation)
    }

    /// The names of the screens each level shows, root level first, as `Root > Trip | Sheet`.
    var shown: String { Self.describe(stage.displayed, on: stage) }

    /// The changes the updates made, in order.
    var changes: [SwiftUIStage.Update.Change] { updates.map(\.change) }

    /// How many presentations (presented levels and alerts) appear or leave between each update and the one
    /// before it.
    var presentationChangesPerUpdate: [Int] {
        zip(before, updates).map { old, update in
            let (oldLevels, newLevels) = (old.levels.dropFirst(), update.state.levels.dropFirst())
            let common = zip(oldLevels, newLevels).prefix { $0.id == $1.id }.count
            let levels = (oldLevels.count - common) + (newLevels.count - common)
            return levels + (old.alert == update.state.alert ? 0 : 1)
        }
    }

    static func describe(_ state: SwiftUIStage.State, on stage: SwiftUIStage) -> String {
        var text = state.levels.map { $0.screens.map { stage.name(of: $0.screen) }.joined(separator: " > ") }
            .joined(separator: " | ")
        if let alert = state.alert { text += " ! \(alert.content.title ?? "")" }
        return text
    }
}

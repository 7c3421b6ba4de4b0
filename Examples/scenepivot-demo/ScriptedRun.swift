import PhotoAlbumsFlow
import ScenePivot

/// The built-in script: a cancelled add, a blank title that keeps “Create” disabled, then “Trip” created,
/// pushed, deleted and popped.
@MainActor
enum ScriptedRun {
    private struct Step {
        let action: @MainActor (PhotoAlbumsDemo) -> UserAction
        let isRefused: Bool

        static func user(_ action: UserAction, refused: Bool = false) -> Step {
            Step(action: { _ in action }, isRefused: refused)
        }

        static let deleteNewestAlbum = Step(
            action: { demo in demo.store.albums.last.map(UserAction.deleteAlbum) ?? .quit }, isRefused: false)
    }

    private static let script: [Step] = [
        .user(.addAlbum), .user(.tapAction("Cancel")),
        .user(.addAlbum), .user(.typeTitle("   ")), .user(.tapAction("Create"), refused: true),
        .user(.typeTitle("Trip")), .user(.tapAction("Create")),
        .deleteNewestAlbum, .user(.tapAction("Delete")),
    ]

    /// Runs the script, writing its navigation trace to `tracePath` when one is given; returns the exit status: 0
    /// when every step went as scripted (and the trace was written).
    static func run(recordingTraceTo tracePath: String? = nil) -> Int32 {
        let demo = PhotoAlbumsDemo()
        let recorder = tracePath.map { _ in NavigationRecorder(pivot: demo.model.pivot) }
        Console.write("ScenePivot demo: the photo-albums flow on a headless stage (scripted).\n")
        demo.start()
        var surprises: [String] = []
        for step in script {
            let action = step.action(demo)
            if demo.perform(action) == step.isRefused {
                surprises.append("“\(action.label)” was \(step.isRefused ? "accepted" : "refused")")
            }
        }
        demo.finish()
        surprises += demo.pivotErrors.map { "pivot error: \($0)" }
        if let tracePath, let recorder, let failure = TraceDemo.write(recorder.trace, to: tracePath) {
            surprises.append(failure)
        }
        if !demo.store.albums.isEmpty || demo.stage.navigationStack.count != 1 {
            surprises.append("the flow did not end back on the albums list")
        }
        guard surprises.isEmpty else {
            Console.write("Scripted run failed: \(surprises.joined(separator: "; ")).\n")
            return 1
        }
        Console.write("Scripted run OK: an add cancelled, a blank title refused, “Trip” created, shown and deleted.\n")
        if let tracePath, let recorder {
            Console.write("Trace of \(recorder.trace.steps.count) steps written to \(tracePath).\n")
        }
        return 0
    }
}

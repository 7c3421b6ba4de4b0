import Foundation
import ScenePivot
import ScenePivotHeadless

/// `--dispatch-only pivot|direct --count N`: the dispatches of figure 1 and nothing else, for counting them under
/// valgrind. The set-up and a fixed warm-up are the same whatever `N` is, so the difference between two runs with
/// different `N` is the cost of the extra dispatches alone (see ``InstructionCount``).
@MainActor
enum DispatchOnly {
    enum Path: String {
        /// `pivot.switchScene(with: PushBenchRequest())`, the request registered as `.push(screen, animated: false)`.
        case pivot
        /// The same with one observer that reads nothing of the events: what an observer costs a dispatch.
        case observed
        /// `directStage.performOrThrow(.push(screen), animated: false)`: the hand-written push.
        case direct
    }

    /// Dispatches before the counted ones: caches, lazily made metadata and first-use allocations settle here.
    static let warmup = 256

    /// Runs `count` dispatches along `path` (popped to the root every ``DispatchBenchmark/resetInterval``, as in
    /// the timed figure); returns how many failed.
    static func run(_ path: Path, count: Int) -> Int {
        var errors = 0
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let dispatch: () -> Void
        switch path {
        case .pivot, .observed:
            let builder = SceneBuilder()
            builder.register(PushBenchRequest.self) { _ in .push(HeadlessScreen("Pushed"), animation: .none) }
            let pivot = ScenePivot(stage: stage, builder: builder)
            pivot.errorHandler = { _ in errors += 1 }
            let observation = path == .observed ? pivot.observe { _ in } : nil
            dispatch = {
                _ = observation  // kept for the run
                pivot.switchScene(with: PushBenchRequest())
            }
        case .direct:
            dispatch = {
                do {
                    try stage.performOrThrow(.push(HeadlessScreen("Pushed")), animated: false, completion: {})
                } catch {
                    errors += 1
                }
            }
        }
        func loop(_ count: Int) {
            for index in 0..<count {
                dispatch()
                if index % DispatchBenchmark.resetInterval == DispatchBenchmark.resetInterval - 1 {
                    DispatchBenchmark.popToRoot(stage, &errors)
                }
            }
            DispatchBenchmark.popToRoot(stage, &errors)
        }
        loop(warmup)
        loop(count)
        return errors
    }

    /// Handles `--dispatch-only PATH [--count N]` when it is among `arguments`; exits the process when it was.
    static func runIfAsked(_ arguments: ArraySlice<String>) {
        guard let index = arguments.firstIndex(of: "--dispatch-only") else { return }
        let next = arguments.index(after: index)
        guard next < arguments.endIndex, let path = Path(rawValue: arguments[next]) else {
            FileHandle.standardError.write(Data("--dispatch-only needs pivot, observed or direct\n".utf8))
            exit(2)
        }
        var count = 10_000
        if let countIndex = arguments.firstIndex(of: "--count"),
            arguments.index(after: countIndex) < arguments.endIndex,
            let value = Int(arguments[arguments.index(after: countIndex)]), value >= 0
        {
            count = value
        }
        let errors = run(path, count: count)
        print("\(path.rawValue): \(count) dispatches, \(errors) errors")
        exit(errors == 0 ? 0 : 1)
    }
}

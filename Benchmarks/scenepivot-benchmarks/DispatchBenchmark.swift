import ScenePivot

/// A request registered to push a fresh screen without animation.
struct PushBenchRequest: SceneRequest {}

/// Figure 1: `switchScene(with:)` against the hand-written push it stands for.
@MainActor
enum DispatchBenchmark {
    /// Pops back to the root every this many pushes, identically in both paths, so the stack stays bounded.
    static let resetInterval = 64

    static func run(_ settings: Settings) -> [ResultRow] {
        let builder = SceneBuilder()
        builder.register(PushBenchRequest.self) { _ in .push(HeadlessScreen("Pushed"), animated: false) }
        let pivotStage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: pivotStage, builder: builder)
        var errors = 0
        pivot.errorHandler = { _ in errors += 1 }
        let directStage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let count = settings.dispatches

        let comparison = Timing.compare(
            warmup: settings.warmup, repetitions: settings.repetitions,
            subject: {
                Timing.time {
                    for index in 0..<count {
                        pivot.switchScene(with: PushBenchRequest())
                        if index % resetInterval == resetInterval - 1 { popToRoot(pivotStage, &errors) }
                    }
                    popToRoot(pivotStage, &errors)
                } / Double(count)
            },
            baseline: {
                Timing.time {
                    for index in 0..<count {
                        let screen = HeadlessScreen("Pushed")
                        do {
                            try directStage.performOrThrow(.push(screen), animated: false, completion: {})
                        } catch {
                            errors += 1
                        }
                        if index % resetInterval == resetInterval - 1 { popToRoot(directStage, &errors) }
                    }
                    popToRoot(directStage, &errors)
                } / Double(count)
            })

        print("1. switchScene(with:) of a registered PushScene request vs direct stage.push — \(count) dispatches × \(settings.repetitions) reps, popped to root every \(resetInterval)")
        print("   pivot:  \(Format.spread(comparison.subject, Format.duration)) per dispatch")
        print("   direct: \(Format.spread(comparison.baseline, Format.duration)) per push")
        print("   ratio:  \(Format.ratio(comparison.ratio)) (per-rep ratios \(Format.ratio(comparison.ratios.min))–\(Format.ratio(comparison.ratios.max)))\(errors > 0 ? "  [\(errors) unexpected errors]" : "")")
        let perDispatch = comparison.subject.median
        return [
            ResultRow(
                figure: "1 dispatch vs direct push", value: Format.duration(perDispatch),
                baseline: Format.duration(comparison.baseline.median), ratio: Format.ratio(comparison.ratio),
                target: "≤ 1.50×", isMet: comparison.ratio <= 1.5 && errors == 0),
            ResultRow(
                figure: "1 time per dispatch", value: Format.duration(perDispatch), baseline: "—", ratio: "—",
                target: "< 1 µs", isMet: perDispatch < 1e-6),
        ]
    }

    static func popToRoot(_ stage: HeadlessStage, _ errors: inout Int) {
        guard stage.navigationStack.count > 1 else { return }
        do {
            try stage.performOrThrow(.pop(.root), animated: false, completion: {})
        } catch {
            errors += 1
        }
    }
}

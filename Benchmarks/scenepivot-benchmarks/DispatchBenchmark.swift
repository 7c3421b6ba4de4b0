import ScenePivot
import ScenePivotHeadless

/// A request registered to push a fresh screen without animation.
struct PushBenchRequest: SceneRequest {}

/// Figure 1: `switchScene(with:)` against the hand-written push it stands for.
@MainActor
enum DispatchBenchmark {
    /// Pops back to the root every this many pushes, identically in both paths, so the stack stays bounded.
    static let resetInterval = 64

    static func run(_ settings: Settings) -> [ResultRow] {
        let builder = SceneBuilder()
        builder.register(PushBenchRequest.self) { _ in .push(HeadlessScreen("Pushed"), animation: .none) }
        let pivotStage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: pivotStage, builder: builder)
        var errors = 0
        pivot.errorHandler = { _ in errors += 1 }
        let directStage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let count = settings.dispatchBlock

        let comparison = Timing.compare(
            warmup: settings.warmup, repetitions: settings.dispatchRepetitions,
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

        // Each repetition times both paths back to back, so the ratio of a repetition is paired: on a shared,
        // noisy machine the median of those ratios moves less than the ratio of the two medians.
        let ratio = comparison.ratios.median
        print(
            "1. switchScene(with:) of a registered PushScene request vs direct stage.push — \(count) dispatches × \(settings.dispatchRepetitions) interleaved reps, popped to root every \(resetInterval)"
        )
        print("   pivot:  \(Format.spread(comparison.subject, Format.duration)) per dispatch")
        print("   direct: \(Format.spread(comparison.baseline, Format.duration)) per push")
        print(
            "   ratio:  \(Format.ratio(ratio)) (median of per-rep ratios; IQR \(Format.ratio(comparison.ratios.q1))–\(Format.ratio(comparison.ratios.q3)), range \(Format.ratio(comparison.ratios.min))–\(Format.ratio(comparison.ratios.max)); ratio of medians \(Format.ratio(comparison.ratio)))\(errors > 0 ? "  [\(errors) unexpected errors]" : "")"
        )
        let perDispatch = comparison.subject.median
        let counted = countedRows()
        return [
            ResultRow(
                figure: "1 dispatch vs direct push", value: Format.duration(perDispatch),
                baseline: Format.duration(comparison.baseline.median), ratio: Format.ratio(ratio),
                target: "≤ 1.15×", isMet: ratio <= 1.15 && errors == 0)
        ] + counted + [
            ResultRow(
                figure: "1 time per dispatch", value: Format.duration(perDispatch), baseline: "—", ratio: "—",
                target: "< 1 µs", isMet: perDispatch < 1e-6)
        ]
    }

    /// Instructions and heap allocations per dispatch against the hand-written push, counted under valgrind
    /// (``InstructionCount``); reported as not measured when valgrind is missing.
    static func countedRows() -> [ResultRow] {
        let pivot = InstructionCount.measure(.pivot)
        let direct = InstructionCount.measure(.direct)
        let observed = InstructionCount.measure(.observed)
        let runs = "\(InstructionCount.counts.large) − \(InstructionCount.counts.small) dispatches"
        func count(_ value: Double?) -> String { value.map { String(format: "%.0f", $0) } ?? "n/a" }
        func allocations(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "n/a" }
        func bytes(_ value: Double?) -> String { value.map { String(format: "%.0f B", $0) } ?? "n/a" }
        func ratio(_ subject: Double?, _ baseline: Double?) -> Double? {
            guard let subject, let baseline, baseline > 0 else { return nil }
            return subject / baseline
        }
        if let problem = pivot.problem ?? direct.problem {
            print("   instructions and allocations: not measured (\(problem))")
        }
        let instructionRatio = ratio(pivot.instructions, direct.instructions)
        if pivot.instructions != nil || direct.instructions != nil {
            print(
                "   instructions (callgrind, \(runs)): pivot \(count(pivot.instructions)) per dispatch, direct \(count(direct.instructions)) per push → ratio \(instructionRatio.map(Format.ratio) ?? "n/a")"
            )
        }
        let observerRatio = ratio(observed.instructions, pivot.instructions)
        if observed.instructions != nil {
            print(
                "   with one observer that reads nothing: \(count(observed.instructions)) per dispatch → \(observerRatio.map(Format.ratio) ?? "n/a") the unobserved dispatch; \(allocations(observed.allocations)) allocations"
            )
        }
        if pivot.allocations != nil || direct.allocations != nil {
            print(
                "   heap (dhat, \(runs)): pivot \(allocations(pivot.allocations)) allocations, \(bytes(pivot.bytes)) per dispatch; direct \(allocations(direct.allocations)) allocations, \(bytes(direct.bytes)) per push"
            )
        }
        return [
            ResultRow(
                figure: "1 dispatch vs direct push (instructions)", value: count(pivot.instructions),
                baseline: count(direct.instructions), ratio: instructionRatio.map(Format.ratio) ?? "n/a",
                target: "≤ 1.15×", isMet: instructionRatio.map { $0 <= 1.15 }),
            ResultRow(
                figure: "1 one observer reading nothing (instructions)", value: count(observed.instructions),
                baseline: count(pivot.instructions) + " unobserved",
                ratio: observerRatio.map(Format.ratio) ?? "n/a", target: "(reported)", isMet: nil),
            ResultRow(
                figure: "1 heap allocations per dispatch", value: allocations(pivot.allocations),
                baseline: allocations(direct.allocations) + " direct",
                ratio: ratio(pivot.allocations, direct.allocations).map(Format.ratio) ?? "n/a", target: "(reported)",
                isMet: nil),
            ResultRow(
                figure: "1 heap bytes per dispatch", value: bytes(pivot.bytes),
                baseline: bytes(direct.bytes) + " direct",
                ratio: ratio(pivot.bytes, direct.bytes).map(Format.ratio) ?? "n/a", target: "(reported)", isMet: nil),
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

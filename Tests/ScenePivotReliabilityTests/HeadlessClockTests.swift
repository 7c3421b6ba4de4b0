import ScenePivot
import ScenePivotHeadless
import Testing

/// Pushes a screen; its handler runs when the push animation ends, inside the stage's clock advance.
private struct TimedPushRequest: SceneRequest {
    var name: String
    var onResponse: (@MainActor () -> Void)?
    var duplicatePolicy: DuplicatePolicy { .allow }
}

@MainActor
private func makeStage(animation: HeadlessStage.Animation = .manual(.milliseconds(300))) -> (HeadlessStage, ScenePivot)
{
    let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: animation)
    let pivot = ScenePivot(stage: stage)
    pivot.builder.register(TimedPushRequest.self) { .push(HeadlessScreen($0.name)) }
    return (stage, pivot)
}

@Suite("The headless clock never traps and never runs backwards")
struct HeadlessClockTests {
    /// Sums, differences and conversions at the edges of `Int`, and the milliseconds each must come to. Typed,
    /// so the literal's operators are not inferred across every overload in the macro's expansion.
    static let saturationCases: [(StageDuration, Int)] = [
        (StageDuration.milliseconds(Int.max) + .milliseconds(1), Int.max),
        (StageDuration.milliseconds(Int.max) + .milliseconds(Int.max), Int.max),
        (StageDuration.milliseconds(Int.min) + .milliseconds(-1), Int.min),
        (StageDuration.milliseconds(Int.min) - .milliseconds(1), Int.min),
        (StageDuration.milliseconds(Int.max) - .milliseconds(Int.min), Int.max),
        (StageDuration.milliseconds(5) - .milliseconds(7), -2),
        (.seconds(Int.max), Int.max),
        (.seconds(Int.min), Int.min),
        (.seconds(Int.max / 1000 + 1), Int.max),
        (.seconds(3), 3000),
    ]

    @Test("StageDuration arithmetic saturates instead of overflowing", arguments: saturationCases)
    func arithmeticSaturates(duration: StageDuration, milliseconds: Int) {
        #expect(duration.milliseconds == milliseconds)
    }

    @Test("Advancing by .milliseconds(Int.max) after time has passed saturates, and the clock stays there")
    @MainActor func advancingByTheLargestSpanSaturates() {
        let (stage, _) = makeStage()
        stage.advanceClock(by: .milliseconds(10))
        stage.advanceClock(by: .milliseconds(Int.max))
        #expect(stage.now == .milliseconds(Int.max))
        stage.advanceClock(by: .milliseconds(Int.max))
        stage.advanceClock(by: .seconds(Int.max))
        #expect(stage.now == .milliseconds(Int.max))
        stage.advanceClock(by: .milliseconds(-5))
        #expect(stage.now == .milliseconds(Int.max), "a negative span is ignored")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("Advancing by Duration.seconds(Int64.max / 100) saturates")
    @MainActor func advancingByAHugeStandardDurationSaturates() {
        let (stage, _) = makeStage()
        stage.advanceClock(by: .milliseconds(1))
        stage.advanceClock(by: Duration.seconds(Int64.max / 100))
        #expect(stage.now == .milliseconds(Int.max))
    }

    @Test("Animations lasting .milliseconds(Int.max) end at the saturated time and finish")
    @MainActor func longestAnimationsFinish() {
        let (stage, pivot) = makeStage(animation: .manual(.milliseconds(Int.max)))
        stage.advanceClock(by: .milliseconds(10))
        pivot.switchScene(with: TimedPushRequest(name: "First"))
        #expect(stage.isAnimating)
        stage.finishAnimations()
        #expect(stage.now == .milliseconds(Int.max))
        pivot.switchScene(with: TimedPushRequest(name: "Second"))
        stage.finishAnimations()
        #expect(!stage.isAnimating)
        #expect(stage.now == .milliseconds(Int.max))
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "First", "Second"])
    }

    @Test(
        "Advancing the clock from inside an animation's completion never runs it backwards",
        arguments: [1_000, 100, Int.max])
    @MainActor func reentrantAdvanceNeverRunsBackwards(innerMilliseconds: Int) {
        let (stage, pivot) = makeStage()
        var seen: [StageDuration] = []
        pivot.switchScene(
            with: TimedPushRequest(name: "First") {
                seen.append(stage.now)
                stage.advanceClock(by: .milliseconds(innerMilliseconds))
                seen.append(stage.now)
                pivot.switchScene(with: TimedPushRequest(name: "Second") { seen.append(stage.now) })
            })
        stage.advanceClock(by: .milliseconds(500))
        seen.append(stage.now)
        stage.finishAnimations()
        seen.append(stage.now)
        #expect(seen == seen.sorted(), "the clock read \(seen)")
        #expect(seen.first == .milliseconds(300))
        #expect(stage.now >= .milliseconds(500))
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "First", "Second"])
    }
}

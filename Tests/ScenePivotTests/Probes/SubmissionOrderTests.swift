import ScenePivotHeadless
import Testing

@testable import ScenePivot

@Suite("Requests sent during another request's submission keep their order")
struct SubmissionOrderTests {
    /// B and C are sent (deferred) while A is being submitted; E is sent later, when A's transition begins. The
    /// queue must show them in the order they were sent: A, B, C, E.
    @Test @MainActor func observerRequestsSentLaterDoNotOvertakeDeferredOnes() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(NamedPushRequest.self) { .push(HeadlessScreen($0.name)) }
        var sent: [String] = []
        var begun: [String] = []
        let observation = pivot.observe { event in
            switch event {
            case .requested("Open(A)"):
                sent += ["B", "C"]
                pivot.switchScene(with: NamedPushRequest(name: "B"))
                pivot.switchScene(with: NamedPushRequest(name: "C"))
            case .transitionStarted(let request, let transition):
                begun.append(transition.description)
                if request == "Open(A)" {
                    sent.append("E")
                    pivot.switchScene(with: NamedPushRequest(name: "E"))
                }
            default: break
            }
        }
        sent.append("A")
        pivot.switchScene(with: NamedPushRequest(name: "A"))
        stage.finishAnimations()
        #expect(sent == ["A", "B", "C", "E"])
        #expect(begun == ["push A", "push B", "push C", "push E"], "shown in the order they were sent")
        #expect(navigationNames(stage) == ["Root", "A", "B", "C", "E"])
        withExtendedLifetime(observation) {}
    }

    /// B and C are deferred while A is submitted; D is deferred while B is submitted. D was sent after C, so it
    /// must not run before C.
    @Test @MainActor func aRequestDeferredWhileADeferredOneIsSubmittedDoesNotOvertakeTheRest() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(NamedPushRequest.self) { .push(HeadlessScreen($0.name)) }
        var begun: [String] = []
        let observation = pivot.observe { event in
            switch event {
            case .requested("Open(A)"):
                pivot.switchScene(with: NamedPushRequest(name: "B"))
                pivot.switchScene(with: NamedPushRequest(name: "C"))
            case .requested("Open(B)"):
                pivot.switchScene(with: NamedPushRequest(name: "D"))
            case .transitionStarted(_, let transition):
                begun.append(transition.description)
            default: break
            }
        }
        pivot.switchScene(with: NamedPushRequest(name: "A"))
        stage.finishAnimations()
        #expect(begun == ["push A", "push B", "push C", "push D"], "shown in the order they were sent")
        withExtendedLifetime(observation) {}
    }

    @Test @MainActor func advancingTheClockFromAnObserverKeepsOrderAndFreesTheQueue() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(ShowNamedRequest.self) { .push(HeadlessScreen($0.name)) }
        var answered: [String] = []
        let observation = pivot.observe { event in
            switch event {
            case .transitionStarted: stage.advanceClock(by: .milliseconds(150))
            case .transitionFinished: stage.advanceClock(by: .milliseconds(1_000))
            case .responded(let request, _): answered.append(request.description)
            default: break
            }
        }
        for name in ["A", "B", "C"] { pivot.switchScene(with: ShowNamedRequest(name: name)) }
        stage.finishAnimations()
        #expect(answered == ["Show(A)", "Show(B)", "Show(C)"])
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "A", "B", "C"])
        #expect(!stage.transitionQueue.isBusy)
        withExtendedLifetime(observation) {}
    }
}

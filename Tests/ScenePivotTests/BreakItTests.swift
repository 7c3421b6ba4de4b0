import Testing
import WalkingFlow

@testable import ScenePivot

// Probing tests written by an adversarial review. Each test states what the README promises; a failing test is a
// bug found. They use only the public API unless a comment says otherwise.

/// Pushes a screen named `name`; every copy runs.
private struct OpenRequest: SceneRequest {
    var name: String
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Open(\(name))" }
}

/// Replaces the visible navigation stack with `screens`.
private struct StackRequest: SceneRequest {
    var screens: [AnyObject]
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Stack" }
}

/// Presents a screen built around a responder; answered with an optional number.
private struct PickRequest: SceneRequest {
    typealias Response = Int?
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Pick" }
}

/// A screen holding the responder it answers through.
@MainActor
private final class BreakPicker: CustomStringConvertible {
    let responder: SceneResponder<Int?>
    init(responder: SceneResponder<Int?>) { self.responder = responder }
    nonisolated var description: String { "Picker" }
}

/// How an awaited request ended, once it has.
@MainActor
private final class Outcome<Value> {
    var results: [Result<Value, ScenePivotError>] = []
    var result: Result<Value, ScenePivotError>? { results.first }
    var isDone: Bool { !results.isEmpty }
    var error: ScenePivotError? {
        guard case .failure(let error) = result else { return nil }
        return error
    }
}

@MainActor
private func awaiting<Request: SceneRequest>(_ request: Request, on pivot: ScenePivot)
    -> (task: Task<Void, Never>, outcome: Outcome<Request.Response>)
{
    let outcome = Outcome<Request.Response>()
    let task = Task { @MainActor in
        do throws(ScenePivotError) {
            outcome.results.append(.success(try await pivot.response(to: request)))
        } catch {
            outcome.results.append(.failure(error))
        }
    }
    return (task, outcome)
}

/// Lets main-actor tasks run, without moving any clock, until `condition` holds (at most `turns` turns).
@MainActor
private func settle(until condition: @MainActor () -> Bool, turns: Int = 1_000) async -> Bool {
    for _ in 0..<turns where !condition() { await Task.yield() }
    return condition()
}

@MainActor
private func names(_ stage: HeadlessStage) -> [String] { stage.navigationStack.map(stage.name(of:)) }

@Suite("BreakIt")
struct BreakItTests {
    // MARK: Ordering of requests sent by observers

    /// B and C are sent (deferred) while A is being submitted; E is sent later, when A's transition begins. The
    /// queue must show them in the order they were sent: A, B, C, E.
    @Test @MainActor func observerRequestsSentLaterDoNotOvertakeDeferredOnes() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(OpenRequest.self) { .push(HeadlessScreen($0.name)) }
        var sent: [String] = []
        var begun: [String] = []
        let observation = pivot.observe { event in
            switch event {
            case .requested("Open(A)"):
                sent += ["B", "C"]
                pivot.switchScene(with: OpenRequest(name: "B"))
                pivot.switchScene(with: OpenRequest(name: "C"))
            case .transitionStarted(let request, let transition):
                begun.append(transition.description)
                if request == "Open(A)" {
                    sent.append("E")
                    pivot.switchScene(with: OpenRequest(name: "E"))
                }
            default: break
            }
        }
        sent.append("A")
        pivot.switchScene(with: OpenRequest(name: "A"))
        stage.finishAnimations()
        #expect(sent == ["A", "B", "C", "E"])
        #expect(begun == ["push A", "push B", "push C", "push E"], "shown in the order they were sent")
        #expect(names(stage) == ["Root", "A", "B", "C", "E"])
        withExtendedLifetime(observation) {}
    }

    /// B and C are deferred while A is submitted; D is deferred while B is submitted. D was sent after C, so it
    /// must not run before C.
    @Test @MainActor func aRequestDeferredWhileADeferredOneIsSubmittedDoesNotOvertakeTheRest() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(OpenRequest.self) { .push(HeadlessScreen($0.name)) }
        var begun: [String] = []
        let observation = pivot.observe { event in
            switch event {
            case .requested("Open(A)"):
                pivot.switchScene(with: OpenRequest(name: "B"))
                pivot.switchScene(with: OpenRequest(name: "C"))
            case .requested("Open(B)"):
                pivot.switchScene(with: OpenRequest(name: "D"))
            case .transitionStarted(_, let transition):
                begun.append(transition.description)
            default: break
            }
        }
        pivot.switchScene(with: OpenRequest(name: "A"))
        stage.finishAnimations()
        #expect(begun == ["push A", "push B", "push C", "push D"], "shown in the order they were sent")
        withExtendedLifetime(observation) {}
    }

    // MARK: Cancellation takes down only what the request brought

    /// A cancelled `.setStack` that keeps screens already on stage must take down only the screens it added.
    @Test @MainActor func cancellingASetStackThatKeepsScreensLeavesTheKeptScreensOnStage() async {
        let root = HeadlessScreen("Root")
        let stage = HeadlessStage(root: root)
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(OpenRequest.self) { .push(HeadlessScreen($0.name)) }
        pivot.builder.register(StackRequest.self) { .setStack($0.screens) }
        pivot.switchScene(with: OpenRequest(name: "A"))
        stage.finishAnimations()
        let a = stage.navigationStack[1]
        #expect(names(stage) == ["Root", "A"])

        let (task, outcome) = awaiting(StackRequest(screens: [root, a, HeadlessScreen("B")]), on: pivot)
        #expect(await settle(until: { stage.isAnimating }))
        task.cancel()
        #expect(await settle(until: { outcome.isDone }))
        #expect(outcome.error == .cancelled("Stack"))
        stage.finishAnimations()
        #expect(names(stage) == ["Root", "A"], "only B, which the request brought, is taken down")
    }

    // MARK: A cancelled request's alert takedown must not hit the next request's alert

    /// The user taps the alert's action; while the alert animates away, its awaiting task is cancelled. The alert
    /// is leaving anyway, and the next request's alert appears: the cancellation must not dismiss that one.
    @Test @MainActor func cancellingAnAlertRequestWhileItsAlertLeavesDoesNotDismissTheNextAlert() async throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        var second: [Bool] = []
        let (task, outcome) = awaiting(ConfirmationRequest(title: "First", confirmTitle: "OK"), on: pivot)
        #expect(await settle(until: { stage.isAnimating }))
        pivot.switchScene(with: ConfirmationRequest(title: "Second", confirmTitle: "Yes") { second.append($0) })
        stage.finishAnimations()
        #expect(stage.visibleAlert?.title == "First")
        try stage.tapAction(titled: "OK")  // the alert animates away
        task.cancel()
        #expect(await settle(until: { outcome.isDone }))
        stage.finishAnimations()
        #expect(stage.visibleAlert?.title == "Second", "the second alert waits for the user")
        #expect(second.isEmpty, "nobody answered the second alert")
    }

    // MARK: Stage released while a responder scene's transition waits

    /// A responder scene whose presentation waits for an animation; the stage is released meanwhile. The awaiting
    /// caller must be answered (hostDeallocated), not left waiting forever.
    @Test @MainActor func aStageReleasedWhileAResponderScenesTransitionWaitsAnswersTheCaller() async throws {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"))
        weak let weakStage = stage
        let pivot = ScenePivot(stage: stage!)
        pivot.builder.register(OpenRequest.self) { .push(HeadlessScreen($0.name)) }
        pivot.builder.register(PickRequest.self) { _ in
            .present { responder in BreakPicker(responder: responder) }
        }
        pivot.switchScene(with: OpenRequest(name: "A"))
        stage!.finishAnimations()
        try stage!.swipeBack(completing: false)  // an animation no request owns
        #expect(stage!.isAnimating)

        let (_, outcome) = awaiting(PickRequest(), on: pivot)
        #expect(await settle(until: { stage!.transitionQueue.isBusy }))
        #expect(stage!.presentedScreens.isEmpty, "the presentation waits for the swipe's animation")
        stage = nil
        #expect(weakStage == nil)
        #expect(await settle(until: { outcome.isDone }))
        #expect(outcome.error == .hostDeallocated)
    }

    // MARK: Flows on a container's items started while the container's request is queued

    /// MainFlow (the Walking example) shows its tabs and starts a flow on each tab's stage at once. When the
    /// queue is busy, the tabs come on stage a little later: the tabs' flows must still run.
    @Test @MainActor func tabFlowsStartedWhileTheTabsRequestIsQueuedKeepRunning() {
        let stage = HeadlessStage(root: HeadlessScreen("Launch"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(OpenRequest.self) { .push(HeadlessScreen($0.name)) }
        pivot.switchScene(with: OpenRequest(name: "Splash"))  // still animating
        let main = pivot.startFlow(MainFlow(screens: HeadlessWalkingScreens()))
        stage.finishAnimations()
        #expect(stage.name(of: stage.rootScreen) == "TabContainer")
        #expect(main.isRunning)
        #expect(main.childFlows.count == 3, "each tab's flow runs")
    }
}

/// A flow whose first request replaces the navigation stack with `[stage root, Detail]`.
@MainActor
private final class StackFlow: SceneFlow {
    let root: AnyObject
    init(root: AnyObject) { self.root = root }
    func start(in flow: FlowContext<Void>) {
        let root = self.root
        flow.builder.register(StackRequest.self) { .setStack($0.screens) }
        flow.pivot.switchScene(with: StackRequest(screens: [root, HeadlessScreen("Detail")]))
    }
}

extension BreakItTests {
    // MARK: A flow's root is a screen it showed

    /// A flow whose first request is `.setStack([root, Detail])` showed only Detail: the stage's root was there
    /// before. Its root screen must be Detail, so that popping Detail ends the flow.
    @Test @MainActor func aFlowWhoseFirstRequestKeepsTheStageRootAdoptsTheScreenItShowed() throws {
        let root = HeadlessScreen("Root")
        let stage = HeadlessStage(root: root)
        let pivot = ScenePivot(stage: stage)
        var endings: [String] = []
        let flow = pivot.startFlow(StackFlow(root: root)) { endings.append($0.description) }
        stage.finishAnimations()
        #expect(names(stage) == ["Root", "Detail"])
        #expect(flow.rootScreen.map(stage.name(of:)) == "Detail", "the flow showed Detail, not Root")
        try stage.tapBack()
        stage.finishAnimations()
        #expect(endings == ["left"], "the flow's only screen left")
    }

    // MARK: Cancelling takes down a pushed screen even when something covers it

    /// A picker pushed by an awaited request is on stage, unanswered, and a sheet has been presented over it
    /// since. Cancelling the request must take the picker down, as `response(to:)` promises ("its pushed screen
    /// popped").
    @Test @MainActor func cancellingARequestWhosePushedScreenIsCoveredStillTakesItDown() async throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(PickRequest.self) { _ in .push { responder in BreakPicker(responder: responder) } }
        pivot.builder.register(OpenRequest.self) { .present(HeadlessScreen($0.name)) }
        let (task, outcome) = awaiting(PickRequest(), on: pivot)
        #expect(await settle(until: { stage.isAnimating }))
        stage.finishAnimations()
        let picker = try #require(stage.navigationStack.last)
        pivot.switchScene(with: OpenRequest(name: "Sheet"))
        stage.finishAnimations()
        #expect(stage.presentedScreens.map(stage.name(of:)) == ["Sheet"])
        #expect(stage.name(of: picker) == "Picker")
        task.cancel()
        #expect(await settle(until: { outcome.isDone }))
        stage.finishAnimations()
        #expect(outcome.error == .cancelled("Pick"))
        #expect(!stage.contains(picker), "the cancelled request's picker is taken down")
        #expect(!stage.transitionQueue.isBusy)
    }

    // MARK: The alert-cancel race on both stages

    @Test(arguments: StageKind.allCases) @MainActor
    func cancellingWhileTheTappedAlertLeavesSparesTheNextAlert(_ kind: StageKind) async {
        let contract = kind.make()
        let pivot = ScenePivot(stage: contract.stage)
        var second: [Bool] = []
        let (task, outcome) = awaiting(ConfirmationRequest(title: "First", confirmTitle: "OK"), on: pivot)
        #expect(await settle(until: { contract.stage.transitionQueue.isBusy }))
        pivot.switchScene(with: ConfirmationRequest(title: "Second", confirmTitle: "Yes") { second.append($0) })
        contract.settle()
        #expect(contract.topName?.contains("First") == true)
        contract.userTaps("OK")  // the alert animates away
        task.cancel()
        #expect(await settle(until: { outcome.isDone }))
        contract.settle()
        #expect(contract.topName?.contains("Second") == true, "the second alert waits for the user")
        #expect(second.isEmpty, "nobody answered the second alert")
    }
}

/// What sent a request and is captured by its handler: a view model.
@MainActor
private final class Owner {
    var answers: [Int?] = []
}

extension BreakItTests {
    // MARK: Stage released mid-animation of a responder scene (no extra wait)

    /// The simplest form of the leak: a presented picker whose presentation is still animating when the stage
    /// goes. The stage must be freed and the awaiting caller answered.
    @Test @MainActor func aStageReleasedWhileAPickerAnimatesInIsFreedAndTheCallerAnswered() async {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"))
        weak let weakStage = stage
        let pivot = ScenePivot(stage: stage!)
        pivot.builder.register(PickRequest.self) { _ in .present { responder in BreakPicker(responder: responder) } }
        let (_, outcome) = awaiting(PickRequest(), on: pivot)
        #expect(await settle(until: { stage!.isAnimating }))
        stage = nil
        #expect(weakStage == nil, "nothing but the caller's variable held the stage")
        #expect(await settle(until: { outcome.isDone }), "the caller is answered")
        #expect(outcome.error == .hostDeallocated)
    }

    // MARK: What an answered request's handler captured is let go

    /// SceneResponder promises that once it has answered it lets go of its request "and of whatever the request's
    /// handler captured". With the stage alive and the answered picker still on screen, the handler's captures
    /// must be free to go.
    @Test @MainActor func anAnsweredPickerStillOnScreenDoesNotKeepTheHandlersCaptures() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        var picker: BreakPicker?
        pivot.builder.register(MaybeNumberRequestForOwner.self) { _ in
            .present { responder in
                let made = BreakPicker(responder: responder)
                picker = made
                return made
            }
        }
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            pivot.switchScene(with: MaybeNumberRequestForOwner(owner: owner))
            picker?.responder.respond(7)
            #expect(owner.answers == [7])
        }
        #expect(stage.presentedScreens.count == 1, "the picker stays on screen")
        #expect(weakOwner == nil, "nothing keeps what the answered request's handler captured")
    }

    // MARK: Cancelling one request takes down another request's screen

    /// Two awaited pickers pushed one over the other; cancelling the first must not answer the second (whose
    /// screen the user never left) — a `.setStack` without the first picker would keep it.
    @Test @MainActor func cancellingAnEarlierPickerDoesNotPopALaterRequestsPicker() async {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(PickRequest.self) { _ in .push { responder in BreakPicker(responder: responder) } }
        let (first, firstOutcome) = awaiting(PickRequest(), on: pivot)
        #expect(await settle(until: { stage.navigationStack.count == 2 }))
        let (_, secondOutcome) = awaiting(PickRequest(), on: pivot)
        #expect(await settle(until: { stage.navigationStack.count == 3 }))
        first.cancel()
        #expect(await settle(until: { firstOutcome.isDone }))
        stage.finishAnimations()
        for _ in 0..<20 { await Task.yield() }
        #expect(!secondOutcome.isDone, "the second picker was not dismissed by its user")
        #expect(stage.navigationStack.count == 2, "only the first picker is taken down")
    }
}

/// A `PickRequest` twin whose handler records into an owner it captures strongly.
private struct MaybeNumberRequestForOwner: SceneRequest {
    typealias Response = Int?
    let owner: Owner
    var onResponse: (@MainActor (Int?) -> Void)? { { [owner] in owner.answers.append($0) } }
}

/// A flow that registers `OpenRequest` and shows a first screen.
@MainActor
private final class OpenFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {
        flow.builder.register(OpenRequest.self) { .push(HeadlessScreen($0.name)) }
        flow.pivot.switchScene(with: OpenRequest(name: "FlowRoot"))
    }
}

extension BreakItTests {
    // MARK: A pivot made from an ended flow's pivot

    /// A screen of a flow makes a child pivot of the flow's pivot (the documented way for "a part of the app that
    /// adds its own registrations"). Once the flow has ended, the child's requests must fail with `flowEnded`,
    /// as the flow's own do — not with a misleading `unregisteredRequest`.
    @Test @MainActor func aChildPivotOfAnEndedFlowsPivotFailsWithFlowEnded() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        let flow = pivot.startFlow(OpenFlow())
        let child = flow.pivot.makeChildPivot()
        var errors: [ScenePivotError] = []
        child.errorHandler = { errors.append($0) }
        flow.finish(with: ())
        child.switchScene(with: OpenRequest(name: "Late"))
        #expect(errors == [.flowEnded("Open(Late)")])
        #expect(names(stage) == ["Root", "FlowRoot"])
    }

    // MARK: A late answer during the cancellation's own events

    /// An observer of the `.failed(cancelled)` event answers the picker (the UI reacting to the failure). The
    /// request is cancelled, so a late answer is ignored — as it is a moment later — and must not be reported as
    /// a second answer.
    @Test @MainActor func aLateAnswerDuringTheCancellationsEventIsIgnoredLikeAnyLateAnswer() async {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        var picker: BreakPicker?
        pivot.builder.register(PickRequest.self) { _ in
            .present { responder in
                let made = BreakPicker(responder: responder)
                picker = made
                return made
            }
        }
        let observation = pivot.observe { event in
            if case .failed(_, .cancelled) = event { picker?.responder.respond(3) }
        }
        let (task, outcome) = awaiting(PickRequest(), on: pivot)
        #expect(await settle(until: { picker != nil }))
        task.cancel()
        #expect(await settle(until: { outcome.isDone }))
        #expect(outcome.error == .cancelled("Pick"))
        #expect(errors.isEmpty, "the late answer of a cancelled request is ignored, not a second answer")
        withExtendedLifetime(observation) {}
    }
}

extension BreakItTests {
    // MARK: A stage released while a picker it shows is kept by the app

    /// The picker is on screen, unanswered, and the app keeps it (as a view model keeps the screen it drives).
    /// The stage is then released: the awaiting caller must be answered — with `hostDeallocated`, or as
    /// dismissed — not left waiting for as long as the app keeps the picker.
    @Test @MainActor func aStageReleasedUnderAKeptPickerStillAnswersTheCaller() async {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        weak let weakStage = stage
        let pivot = ScenePivot(stage: stage!)
        var kept: BreakPicker?
        pivot.builder.register(PickRequest.self) { _ in
            .present { responder in
                let made = BreakPicker(responder: responder)
                kept = made
                return made
            }
        }
        let (_, outcome) = awaiting(PickRequest(), on: pivot)
        #expect(await settle(until: { kept != nil && !stage!.transitionQueue.isBusy }))
        stage = nil
        #expect(weakStage == nil)
        #expect(await settle(until: { outcome.isDone }), "the caller is answered although the app keeps the picker")
        withExtendedLifetime(kept) {}
    }
}

/// A flow that does nothing itself: it runs on a tab's stage, adopting the tab's root.
@MainActor
private final class BreakIdleFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {}
}

/// A parent flow that shows `tabs` as the window's root and starts an idle flow on the first tab's stage at once.
@MainActor
private final class TabsParentFlow: SceneFlow {
    let tabs: HeadlessTabContainer
    var childEndings: [String] = []
    init(tabs: HeadlessTabContainer) { self.tabs = tabs }
    func start(in flow: FlowContext<Void>) {
        let tabs = self.tabs
        flow.builder.register(StackRequest.self) { _ in .setRoot(tabs, inNavigationStack: false) }
        flow.pivot.switchScene(with: StackRequest(screens: []))
        flow.startChild(BreakIdleFlow(), on: tabs.stage(forTab: 0)) { [unowned self] in
            childEndings.append($0.description)
        }
    }
}

extension BreakItTests {
    /// The minimal form: the tabs' request waits behind a push still animating; the flow started on tab 0's
    /// stage ends at once as `left`, though its root screen never left (it has not even arrived).
    @Test @MainActor func aFlowOnATabsStageDoesNotEndAsLeftBeforeItsContainerArrives() {
        let stage = HeadlessStage(root: HeadlessScreen("Launch"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(OpenRequest.self) { .push(HeadlessScreen($0.name)) }
        pivot.switchScene(with: OpenRequest(name: "Splash"))  // still animating: the tabs' request waits
        let tabs = HeadlessTabContainer(tabs: [
            (TabItem(title: "One", iconName: "1.circle"), HeadlessScreen("One")),
            (TabItem(title: "Two", iconName: "2.circle"), HeadlessScreen("Two")),
        ])
        let parent = TabsParentFlow(tabs: tabs)
        let context = pivot.startFlow(parent)
        #expect(parent.childEndings == [], "the tab's root has not left: it has not arrived yet")
        stage.finishAnimations()
        #expect(stage.name(of: stage.rootScreen) == "TabContainer")
        #expect(context.childFlows.count == 1, "the tab's flow runs while its root is on stage")
        #expect(parent.childEndings == [])
    }
}

import ScenePivotHeadless
import Testing

@testable import ScenePivot

// Requests, screens and flows shared by the suites in this folder: probes from adversarial reviews, each test
// stating a promise of the README. They use only the public API unless a comment says otherwise.

/// Pushes a screen named `name`; every copy runs.
struct NamedPushRequest: SceneRequest {
    var name: String
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Open(\(name))" }
}

/// Replaces the visible navigation stack with `screens`.
struct StackReplacingRequest: SceneRequest {
    var screens: [AnyObject]
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Stack" }
}

/// Presents a screen built around a responder; answered with an optional number.
struct NumberPickRequest: SceneRequest {
    typealias Response = Int?
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Pick" }
}

/// A screen holding the responder it answers through.
@MainActor
final class NumberPicker: CustomStringConvertible {
    let responder: SceneResponder<Int?>
    init(responder: SceneResponder<Int?>) { self.responder = responder }
    nonisolated var description: String { "Picker" }
}

/// How an awaited request ended, once it has.
@MainActor
final class AwaitedOutcome<Value> {
    var results: [Result<Value, ScenePivotError>] = []
    var result: Result<Value, ScenePivotError>? { results.first }
    var isDone: Bool { !results.isEmpty }
    var error: ScenePivotError? {
        guard case .failure(let error) = result else { return nil }
        return error
    }
}

@MainActor
func awaitInTask<Request: SceneRequest>(_ request: Request, on pivot: ScenePivot)
    -> (task: Task<Void, Never>, outcome: AwaitedOutcome<Request.Response>)
{
    let outcome = AwaitedOutcome<Request.Response>()
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
func settleTasks(until condition: @MainActor () -> Bool, turns: Int = 1_000) async -> Bool {
    for _ in 0..<turns where !condition() { await Task.yield() }
    return condition()
}

/// The error `request` fails with, waited for without moving any clock: a request that is never answered records
/// an issue that says so and gives `nil`, instead of hanging the test.
@MainActor
func boundedFailure<Request: SceneRequest>(
    of request: Request, on pivot: ScenePivot, sourceLocation: SourceLocation = #_sourceLocation
) async -> ScenePivotError? {
    let (task, outcome) = awaitInTask(request, on: pivot)
    defer { task.cancel() }
    guard await settleTasks(until: { outcome.isDone }) else {
        Issue.record(
            "\(request.logDescription) was never answered: it waits for a transition that never ends",
            sourceLocation: sourceLocation)
        return nil
    }
    return outcome.error
}

@MainActor
func navigationNames(_ stage: HeadlessStage) -> [String] { stage.navigationStack.map(stage.name(of:)) }

/// A flow whose first request replaces the navigation stack with `[stage root, Detail]`.
@MainActor
final class StackReplacingFlow: SceneFlow {
    let root: AnyObject
    init(root: AnyObject) { self.root = root }
    func start(in flow: FlowContext<Void>) {
        let root = self.root
        flow.builder.register(StackReplacingRequest.self) { .setStack($0.screens) }
        flow.pivot.switchScene(with: StackReplacingRequest(screens: [root, HeadlessScreen("Detail")]))
    }
}

/// What sent a request and is captured by its handler: a view model.
@MainActor
final class AnswerOwner {
    var answers: [Int?] = []
}

/// A `NumberPickRequest` twin whose handler records into an owner it captures strongly.
struct MaybeNumberRequestForOwner: SceneRequest {
    typealias Response = Int?
    let owner: AnswerOwner
    var onResponse: (@MainActor (Int?) -> Void)? { { [owner] in owner.answers.append($0) } }
}

/// A flow that registers `NamedPushRequest` and shows a first screen.
@MainActor
final class NamedPushFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {
        flow.builder.register(NamedPushRequest.self) { .push(HeadlessScreen($0.name)) }
        flow.pivot.switchScene(with: NamedPushRequest(name: "FlowRoot"))
    }
}

/// A flow that does nothing itself: it runs on a tab's stage, adopting the tab's root.
@MainActor
final class IdleTabFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {}
}

/// A parent flow that shows `tabs` as the window's root and starts an idle flow on the first tab's stage at once.
@MainActor
final class TabsParentFlow: SceneFlow {
    let tabs: HeadlessTabContainer
    var childEndings: [String] = []
    init(tabs: HeadlessTabContainer) { self.tabs = tabs }
    func start(in flow: FlowContext<Void>) {
        let tabs = self.tabs
        flow.builder.register(StackReplacingRequest.self) { _ in .setRoot(tabs, inNavigationStack: false) }
        flow.pivot.switchScene(with: StackReplacingRequest(screens: []))
        flow.startChild(IdleTabFlow(), on: tabs.stage(forTab: 0)) { [unowned self] in
            childEndings.append($0.description)
        }
    }
}

struct ShowNamedRequest: SceneRequest {
    var name: String
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Show(\(name))" }
}

struct ThrowAfterPushRequest: SceneRequest {
    var logDescription: String { "ThrowAfterPush" }
}

@MainActor
func awaitOnce<Request: SceneRequest>(_ request: Request, on pivot: ScenePivot)
    -> (Task<Void, Never>, () -> [Result<Request.Response, ScenePivotError>])
{
    var results: [Result<Request.Response, ScenePivotError>] = []
    let task = Task { @MainActor in
        do throws(ScenePivotError) { results.append(.success(try await pivot.response(to: request))) } catch {
            results.append(.failure(error))
        }
    }
    return (task, { results })
}

@MainActor
func yieldTurns(_ count: Int = 200) async { for _ in 0..<count { await Task.yield() } }

import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

extension TextInputRequest.InputType {
    static let albumTitle = Self(
        id: "albumTitle", title: "New Album", message: "Name your album.", placeholder: "Title",
        confirmTitle: "Create", validation: .nonEmpty)
    static let nickname = Self(id: "nickname", title: "Nickname", confirmTitle: "Save")
    static let password = Self(
        id: "password", title: "Password", placeholder: "Secret", confirmTitle: "Unlock", cancelTitle: "Back",
        isSecure: true, keyboard: .numberPad, capitalization: .none, autocorrection: false)
}

/// Shows a detail screen; `Equatable`, so duplicates coalesce.
struct DetailRequest: SceneRequest, Equatable {
    let title: String
}

/// Shows a settings screen; never registered anywhere.
struct UnregisteredRequest: SceneRequest {}

/// A request answered with a number by its scene.
struct NumberRequest: SceneRequest, Equatable {
    typealias Response = Int
    let seed: Int
}

/// A request answered with an optional number by its scene.
struct MaybeNumberRequest: SceneRequest {
    typealias Response = Int?
    var onResponse: (@MainActor (Int?) -> Void)?
}

/// A request whose scene pushes a screen and then answers with `true`.
struct FlagRequest: SceneRequest {
    typealias Response = Bool
    var onResponse: (@MainActor (Bool) -> Void)?
}

/// A scene that answers `value` at once, with no transition.
struct ImmediateAnswerScene<Response>: PivotScene {
    let value: Response
    func perform(in context: SceneContext<Response>) throws(ScenePivotError) {
        context.respond(value)
    }
}

/// A root stage with a navigation stack, plus a pivot on it.
@MainActor
struct Fixture {
    let root = HeadlessScreen("Albums")
    let stage: HeadlessStage
    let pivot: ScenePivot
    var errors: [ScenePivotError] { errorLog.values }
    private let errorLog = Log<ScenePivotError>()

    init(inNavigationStack: Bool = true, animation: HeadlessStage.Animation = .manual(.milliseconds(300))) {
        stage = HeadlessStage(root: root, inNavigationStack: inNavigationStack, animation: animation)
        pivot = ScenePivot(stage: stage)
        let errorLog = errorLog
        pivot.errorHandler = { errorLog.values.append($0) }
        pivot.builder.register(DetailRequest.self) { request in .push(HeadlessScreen(request.title)) }
    }

    /// The names of the screens on the top-most navigation stack.
    var stackNames: [String] { stage.navigationStack.map(stage.name(of:)) }
    /// The names of the presented screens, bottom to top.
    var presentedNames: [String] { stage.presentedScreens.map(stage.name(of:)) }
}

/// Values recorded by handlers, in order.
@MainActor
final class Log<Value> {
    var values: [Value] = []
}

/// Sends `request` fire-and-forget: inside an async function Swift would pick the awaiting overload.
@MainActor
func send<Request: SceneRequest>(_ request: Request, via pivot: ScenePivot) {
    pivot.switchScene(with: request)
}

/// Awaits `request` while `interact` plays the user once its first transition has started.
@MainActor
func awaitResponse<Request: SceneRequest>(
    to request: Request, on fixture: Fixture, interact: @MainActor (HeadlessStage) throws -> Void
) async throws -> Result<Request.Response, ScenePivotError> {
    let events = fixture.pivot.events
    let box = Log<Result<Request.Response, ScenePivotError>>()
    let pivot = fixture.pivot
    let task = Task { @MainActor in
        do throws(ScenePivotError) {
            box.values.append(.success(try await pivot.response(to: request)))
        } catch {
            box.values.append(.failure(error))
        }
    }
    await bounded("\(request.logDescription)'s first transition") {
        for await event in events {
            if case .transitionStarted = event { return }
            if case .failed = event { return }
        }
    }
    fixture.stage.finishAnimations()
    try interact(fixture.stage)
    fixture.stage.finishAnimations()
    await bounded("the answer to \(request.logDescription)") { await task.value }
    return try #require(box.values.first)
}

/// Whether `lhs` and `rhs` are the same object (`===` inside `#expect` trips the compiler).
func isSame(_ lhs: AnyObject?, _ rhs: AnyObject?) -> Bool { lhs === rhs }

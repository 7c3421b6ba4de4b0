import Foundation
import ScenePivot

/// Replays a `NavigationTrace` on a fresh ``HeadlessStage`` with the app's scenes: sends its requests again,
/// answers its alerts as the user did and takes away the screens that left, so that a user's report becomes a test.
///
/// ```swift
/// let stage = HeadlessStage(root: HeadlessScreen("Albums"))
/// let replay = TraceReplay(try NavigationTrace(json: attachment), on: stage)
/// replay.pivot.builder.registerPhotoAlbumsFlow { album in HeadlessScreen("Album \(album)") }
/// replay.register(TextInputRequest(.newAlbum))
/// try replay.register(AlbumDetailRequest.self)
/// try replay.run()
/// ```
///
/// Each step runs once every animation has finished: a request is sent on ``pivot`` — a `RestorableRequest`
/// decoded as the type registered under its restoration ID (`ConfirmationRequest` and `TransitionRequest` are
/// registered already), any other one as the request registered with its description; an answer types each text
/// into the alert on screen and taps the action; a departure taps back, swipes the sheet down, or — when the user
/// could not have — takes the screen away as the app did. A step the replay cannot follow stops it with a
/// `NavigationTrace.ReplayError` that names the step. A request that fails as it is replayed does not stop it: it failed in
/// the app too, and its failure is in ``failures`` and in the pivot's events.
@MainActor
public final class TraceReplay {
    /// The trace replayed.
    public let trace: NavigationTrace
    /// The stage the trace is replayed on.
    public let stage: HeadlessStage
    /// The pivot the trace's requests are sent on: register the app's scenes on its builder before ``run()``.
    public let pivot: ScenePivot
    /// The errors of the requests replayed, in order; the replay sets the pivot's error handler to collect them.
    public private(set) var failures: [ScenePivotError] = []
    /// Records the replay under the trace's step numbers, which departures name their screens by.
    private let recorder: NavigationRecorder
    private var decoders: [String: Registration] = [:]
    private var requestsByDescription: [String: @MainActor (ScenePivot) -> Void] = [:]

    /// A registered request type: its name, and how a step's data is decoded and sent.
    struct Registration {
        let type: ObjectIdentifier
        let typeName: String
        let send: @MainActor (Data, ScenePivot) throws -> Void
    }

    /// A replay of `trace` on `stage`, a fresh one showing the app's first screen, with scenes from `builder`.
    ///
    /// - Parameters:
    ///   - trace: The trace to replay, usually decoded with `NavigationTrace.init(json:)`.
    ///   - stage: The stage to replay on, as the app starts; the replay keeps it.
    ///   - builder: Where the replayed requests find their scenes: register the app's scenes on it, or on
    ///     `replay.pivot.builder`.
    public init(_ trace: NavigationTrace, on stage: HeadlessStage, builder: SceneBuilder = SceneBuilder()) {
        self.trace = trace
        self.stage = stage
        pivot = ScenePivot(stage: stage, builder: builder)
        recorder = NavigationRecorder(pivot: pivot, keepingLast: max(1, trace.steps.count))
        pivot.errorHandler = { [weak self] error in self?.failures.append(error) }
        add(ConfirmationRequest.self)
        add(TransitionRequest.self)
    }

    /// What the replay did, recorded as the app's recorder would, under the trace's step numbers: equal to the
    /// trace's steps when the replay did what the app did.
    public var replayedTrace: NavigationTrace {
        let trace = recorder.trace
        return NavigationTrace(capacity: self.trace.capacity, droppedSteps: self.trace.droppedSteps, steps: trace.steps)
    }

    /// Lets the replay decode and send requests of `requestType`, saved under its
    /// `RestorableRequest.restorationID`. Registering the same type again does nothing.
    ///
    /// ```swift
    /// try replay.register(AlbumDetailRequest.self)
    /// ```
    ///
    /// - Throws: `NavigationTrace.ReplayError.conflictingRequest(_:registered:rejected:)` when another type is registered
    ///   under the same restoration ID.
    public func register<Request: RestorableRequest>(_ requestType: Request.Type) throws(NavigationTrace.ReplayError) {
        if let registered = decoders[Request.restorationID], registered.type != ObjectIdentifier(Request.self) {
            throw .conflictingRequest(
                Request.restorationID, registered: registered.typeName,
                rejected: RestorationID.defaultID(of: Request.self))
        }
        add(Request.self)
    }

    /// Lets the replay send `request` for the steps whose request is described as `request.logDescription`: for
    /// a request that is not a `RestorableRequest`, such as a `TextInputRequest` (its handler is not replayed:
    /// what the app did with the answer is in the trace). A later registration with the same description wins.
    ///
    /// ```swift
    /// replay.register(TextInputRequest(.newAlbum))
    /// ```
    public func register<Request: SceneRequest>(_ request: Request) {
        requestsByDescription[TextEscaping.singleLine(request.logDescription)] = { pivot in
            pivot.switchScene(with: request)
        }
    }

    /// The type registered under `restorationID`, if any.
    func registration(for restorationID: String) -> Registration? { decoders[restorationID] }

    /// How to send the request registered with `description`, if one is.
    func registeredRequest(describedAs description: String) -> (@MainActor (ScenePivot) -> Void)? {
        requestsByDescription[description]
    }

    /// The screens the replayed request of step `number` brought on stage, `nil` for those released since.
    func screens(ofStep number: Int) -> [AnyObject?] { recorder.screens(ofStep: number) }

    private func add<Request: RestorableRequest>(_ requestType: Request.Type) {
        decoders[Request.restorationID] = Registration(
            type: ObjectIdentifier(Request.self), typeName: RestorationID.defaultID(of: Request.self),
            send: { data, pivot in pivot.switchScene(with: try JSONDecoder().decode(Request.self, from: data)) })
    }

    /// Replays every step of the trace, in order, then lets every animation finish.
    ///
    /// ```swift
    /// try replay.run()
    /// #expect(replay.stage.navigationStack.count == 1)
    /// ```
    ///
    /// - Throws: `NavigationTrace.ReplayError` at the first step the replay cannot follow, naming it; the steps before it
    ///   were replayed. `NavigationTrace.ReplayError.unsupportedVersion(_:)` before any step for a trace of another version.
    public func run() throws(NavigationTrace.ReplayError) {
        try run(willReplay: { _ in })
    }

    /// ``run()``, calling `willReplay` with each step before it is replayed (a transcript narrates it).
    package func run(willReplay: (NavigationTrace.Step) -> Void) throws(NavigationTrace.ReplayError) {
        guard trace.version == NavigationTrace.currentVersion else { throw .unsupportedVersion(trace.version) }
        for step in trace.steps {
            stage.finishAnimations()
            willReplay(step)
            recorder.nextNumber = step.number
            defer { recorder.nextNumber = nil }
            switch step {
            case .request(_, let description, let restorationID, let data):
                try send(step, describedAs: description, restorationID: restorationID, data: data)
            case .answer(_, _, let alert, let action, let texts):
                try answer(step, alert: alert, tapping: action, texts: texts)
            case .departure(_, let shownBy, let index, _):
                try depart(step, screenAt: index, shownBy: shownBy)
            }
        }
        stage.finishAnimations()
    }
}

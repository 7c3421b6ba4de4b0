import Foundation

/// Saves a pivot's navigation state as plain data and rebuilds it on the next launch, by sending the same requests
/// again.
///
/// ```swift
/// let restoration = SceneRestoration(pivot: pivot)
/// try restoration.register(AlbumRequest.self)
///
/// // when the app goes to the background
/// let saved = try JSONEncoder().encode(try restoration.capture())
///
/// // on the next launch, before the app sends requests of its own
/// let state = try JSONDecoder().decode(SceneRestoration.State.self, from: saved)
/// let report = await restoration.restore(state)
/// ```
///
/// From the moment it is made, the restoration records each ``RestorableRequest`` of its pivot whose
/// transitions completed, with the screens it brought on stage, and forgets it once those screens have all left
/// — popped, dismissed, swiped down or replaced. ``capture()`` saves what is left, in the order it was shown;
/// ``restore(_:)`` sends those requests again, in order, each once the previous one is on stage. Selecting a tab
/// or page by request (``TransitionRequest``) is recorded too; a selection the user makes
/// in the tab bar is not a request, and is not.
///
/// A restoration sees only its own pivot's requests, not those of child pivots or flows: a flow that wants its
/// screens restored makes a restoration for `flow.pivot` once it has registered its scenes, and saves its state
/// beside its parent's. The screens a flow shows while it starts, though, keep the restorable request that started
/// it recorded, and are not saved by the flow's restoration while that request is: restoring it starts the flow. A pivot has one restoration; a new one takes over recording from the previous one.
@MainActor
public final class SceneRestoration {
    /// The pivot whose requests are recorded, and sent again on ``restore(_:)``.
    public let pivot: ScenePivot
    let log: RestorationLog
    private var decoders: [String: Registration] = [:]
    /// The restoration IDs of the registered types that use the default one, by the bare type name states were
    /// saved under before (`nil` when two types share that name): so those states still restore.
    private var legacyIDs: [String: String?] = [:]

    /// A registered request type: its name, and how its saved entries decode.
    private struct Registration {
        let type: ObjectIdentifier
        let typeName: String
        let decode: (Data) throws -> any RestorableRequest
    }

    /// A restoration recording `pivot`'s restorable requests from now on; ``TransitionRequest`` (its tab and page
    /// selections) is registered already.
    ///
    /// ```swift
    /// let restoration = SceneRestoration(pivot: pivot)
    /// ```
    ///
    /// - Parameter pivot: The pivot whose requests are recorded and restored. The restoration keeps it; the pivot
    ///   keeps the restoration only weakly, so keep the restoration yourself (beside the pivot).
    public init(pivot: ScenePivot) {
        self.pivot = pivot
        log = RestorationLog(link: pivot.link)
        pivot.link.restorationLog = log
        add(TransitionRequest.self)
    }

    /// Lets ``restore(_:)`` decode and send requests of `requestType`, saved under its
    /// ``RestorableRequest/restorationID``. Registering the same type again does nothing.
    ///
    /// ```swift
    /// try restoration.register(AlbumRequest.self)
    /// ```
    ///
    /// - Parameter requestType: A request type whose saved entries may be sent again.
    /// - Throws: ``RestorationError/conflictingRequest(_:registered:rejected:)`` when another type is registered
    ///   under the same restoration ID: the first one keeps it, so a saved entry never restores as another type.
    public func register<Request: RestorableRequest>(_ requestType: Request.Type) throws(RestorationError) {
        if let registered = decoders[Request.restorationID], registered.type != ObjectIdentifier(Request.self) {
            throw .conflictingRequest(
                Request.restorationID, registered: registered.typeName,
                rejected: RestorationID.defaultID(of: Request.self))
        }
        add(Request.self)
    }

    /// Whether requests saved under `restorationID` can be restored: a type registered under it.
    public func isRegistered(_ restorationID: String) -> Bool {
        decoders[restorationID] != nil
    }

    private func add<Request: RestorableRequest>(_ requestType: Request.Type) {
        let id = Request.restorationID
        decoders[id] = Registration(
            type: ObjectIdentifier(Request.self), typeName: RestorationID.defaultID(of: Request.self),
            decode: { data in try JSONDecoder().decode(Request.self, from: data) })
        guard id == RestorationID.defaultID(of: Request.self) else { return }
        let legacyID = RestorationID.legacyID(of: Request.self)
        if let known = legacyIDs[legacyID], known != id {
            legacyIDs[legacyID] = .some(nil)  // two types go by this bare name: an entry saved under it is ambiguous
        } else {
            legacyIDs[legacyID] = id
        }
    }

    /// The registration an entry saved under `restorationID` decodes with: the type registered under it, or one
    /// whose bare name it is, saved before restoration IDs were full type names.
    private func registration(for restorationID: String) -> Registration? {
        if let registration = decoders[restorationID] { return registration }
        guard let id = legacyIDs[restorationID] ?? nil else { return nil }
        return decoders[id]
    }

    /// The navigation state now: the restorable requests whose screens are on stage (and the selections that
    /// depend on them), encoded as JSON, in the order they were shown. Empty once the stage is gone.
    ///
    /// ```swift
    /// let saved = try JSONEncoder().encode(try restoration.capture())
    /// ```
    ///
    /// - Throws: ``RestorationError/unencodableRequest(_:reason:)`` when a request's own encoding fails.
    public func capture() throws(RestorationError) -> SceneRestoration.State {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var entries: [SceneRestoration.State.Entry] = []
        for entry in log.entriesOnStage(pivot.stage) {
            let id = type(of: entry.request).restorationID
            do {
                entries.append(SceneRestoration.State.Entry(restorationID: id, data: try encoder.encode(entry.request)))
            } catch {
                throw .unencodableRequest(id, reason: CodingFailure.reason(error))
            }
        }
        return SceneRestoration.State(entries: entries)
    }

    /// Sends the requests of `state` again on the pivot, in order, each once the one before it is on stage, and
    /// reports what was restored.
    ///
    /// ```swift
    /// let report = await restoration.restore(state)
    /// for entry in report.notRestored { logger.notice("not restored: \(entry.restorationID)") }
    /// ```
    ///
    /// Restoring stops at the first entry that fails — a state of another version, an ID no registered type is
    /// saved under, data that no longer decodes, a request that fails (the tab it selects was removed) — because
    /// every later entry was shown on top of it; the report names the error and lists that entry and the later
    /// ones as not restored. Requests are sent as they were first: their scenes animate as they always do, and
    /// their responses go to no one (a request's `onResponse` is not saved). A request an interceptor holds is
    /// waited for until its gate lets it go (or fails it), so nothing is shown above it before it is there; the
    /// restoration holds its pivot, so a gate that never decides keeps restoring (and both) alive until the task
    /// is cancelled.
    /// Cancelling the restoring task stops it with ``RestorationError/cancelled``, taking down what the request
    /// under way had shown: at once when that request still waits in the window's queue — behind another screen's
    /// alert, say — or once its screens are taken down when it is in flight, never waiting for anything else queued. Call it once, at launch, before the app sends requests of its own: they would otherwise
    /// be shown in between.
    ///
    /// - Parameter state: A state from ``capture()``, usually decoded from what the previous launch saved.
    /// - Returns: The entries restored and not restored, and why restoring stopped.
    public func restore(_ state: SceneRestoration.State) async -> SceneRestoration.Report {
        guard state.version == SceneRestoration.State.currentVersion else {
            return SceneRestoration.Report(
                restored: [], notRestored: state.entries, error: .unsupportedVersion(state.version))
        }
        for (index, entry) in state.entries.enumerated() {
            if let error = await restore(entry) {
                return SceneRestoration.Report(
                    restored: Array(state.entries[..<index]), notRestored: Array(state.entries[index...]), error: error)
            }
        }
        return SceneRestoration.Report(restored: state.entries, notRestored: [], error: nil)
    }

    private func restore(_ entry: SceneRestoration.State.Entry) async -> RestorationError? {
        if Task.isCancelled { return .cancelled }
        guard let registration = registration(for: entry.restorationID) else {
            return .unknownRequest(entry.restorationID)
        }
        let request: any RestorableRequest
        do {
            request = try registration.decode(entry.data)
        } catch {
            return .undecodableRequest(entry.restorationID, reason: CodingFailure.reason(error))
        }
        switch await replay(request) {
        case nil: return nil
        case .cancelled?: return .cancelled
        case let error?: return .requestFailed(entry.restorationID, error)
        }
    }

    /// Sends `request` on the pivot and returns once it is on stage — its transitions have finished — with the
    /// error it failed with, if any.
    private func replay<Request: RestorableRequest>(_ request: Request) async -> ScenePivotError? {
        let waiter = ResponseWaiter<Request.Response>()
        await withTaskCancellationHandler {
            waiter.cancellation = pivot.submit(request, waiter: waiter)
            await waiter.admission()  // a request an interceptor holds is on stage only once its gate let it go
            // The queue the request joined — the window's, shared with other pivots — not the one the stage
            // would give a request now: its screen may have moved to another window.
            if let queue = waiter.admittingQueue {
                await ReplayCheckpoint.reached(after: queue, behind: waiter.admittedJob)
            }
        } onCancel: {
            Task { @MainActor in waiter.cancel() }
        }
        // A cancelled checkpoint may resume this task before the handler's own call has run.
        if Task.isCancelled { waiter.cancel() }
        if case .failure(let error)? = waiter.result { return error }
        return pivot.stage == nil && waiter.result == nil ? .hostDeallocated : nil
    }
}

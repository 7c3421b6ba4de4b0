/// The caller of `try await pivot.response(to:)`, suspended until the request's answer arrives.
@MainActor
final class ResponseWaiter<Response> {
    /// The answer, once it arrived.
    private(set) var result: Result<Response, ScenePivotError>?
    /// Resumed with the answer.
    var continuation: CheckedContinuation<Void, Never>?
    /// Cancels the request, once it was submitted.
    var cancellation: (@MainActor () -> Void)? {
        didSet { if isCancelled { cancel() } }
    }
    private var isCancelled = false
    /// Told of the answer once it arrives, after the caller is resumed: how requests sent with no task waiting (a
    /// deep link's steps) and scenes that outlive their queue job (a flow started by request) hear of it.
    private var resultObservers: [@MainActor (Result<Response, ScenePivotError>) -> Void] = []

    /// Whether the request went past its interceptors into the transition queue, or was answered first.
    private var isAdmitted = false
    /// The queue the request joined, once it has: where a restoration waits for it to be on stage.
    private(set) weak var admittingQueue: TransitionQueue?
    /// The request's job in that queue.
    private(set) weak var admittedJob: (any TransitionJob)?
    /// Told once the request is admitted or answered: how a restoration waits for a request an interceptor holds.
    private var admissionObservers: [@MainActor () -> Void] = []

    /// Called once the request joined the transition queue `queue` as `job`, past its interceptors (`nil`: it was
    /// answered first).
    func admitted(on queue: TransitionQueue? = nil, as job: (any TransitionJob)? = nil) {
        guard !isAdmitted else { return }
        admittingQueue = queue
        admittedJob = job
        isAdmitted = true
        let observers = admissionObservers
        admissionObservers = []
        for observer in observers { observer() }
    }

    /// Returns once the request joined the transition queue or was answered — at once when it has: not while an
    /// interceptor holds it.
    func admission() async {
        guard !isAdmitted else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            admissionObservers.append { continuation.resume() }
        }
    }

    /// Cancels the request: now, or as soon as it is submitted.
    func cancel() {
        isCancelled = true
        guard let cancellation else { return }
        self.cancellation = nil
        cancellation()
    }

    /// Calls `observer` with the answer once it arrives (at once when it has).
    func observeResult(_ observer: @escaping @MainActor (Result<Response, ScenePivotError>) -> Void) {
        if let result { return observer(result) }
        resultObservers.append(observer)
    }

    func resume(returning response: Response) {
        resume(with: .success(response))
    }

    func resume(throwing error: ScenePivotError) {
        resume(with: .failure(error))
    }

    private func resume(with result: Result<Response, ScenePivotError>) {
        guard self.result == nil else { return }
        self.result = result
        cancellation = nil
        continuation?.resume()
        continuation = nil
        admitted()
        guard !resultObservers.isEmpty else { return }
        let observers = resultObservers
        resultObservers = []
        for observer in observers { observer(result) }
    }
}

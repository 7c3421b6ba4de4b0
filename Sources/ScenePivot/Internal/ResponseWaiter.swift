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

    /// Cancels the request: now, or as soon as it is submitted.
    func cancel() {
        isCancelled = true
        guard let cancellation else { return }
        self.cancellation = nil
        cancellation()
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
    }
}

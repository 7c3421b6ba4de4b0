/// The caller of `try await switchScene(with:)`, suspended until the request's answer arrives.
@MainActor
final class ResponseWaiter<Response> {
    /// The answer, once it arrived.
    private(set) var result: Result<Response, ScenePivotError>?
    /// Resumed with the answer.
    var continuation: CheckedContinuation<Void, Never>?

    func resume(returning response: Response) {
        resume(with: .success(response))
    }

    func resume(throwing error: ScenePivotError) {
        resume(with: .failure(error))
    }

    private func resume(with result: Result<Response, ScenePivotError>) {
        self.result = result
        continuation?.resume()
        continuation = nil
    }
}

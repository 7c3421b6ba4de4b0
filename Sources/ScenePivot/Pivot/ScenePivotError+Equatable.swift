extension ScenePivotError: Equatable {
    /// Errors of the same case with equal payloads are equal; an underlying error of ``sceneFailed(_:underlying:)``
    /// counts by its type and description, as errors need not be `Equatable`.
    public static func == (lhs: ScenePivotError, rhs: ScenePivotError) -> Bool {
        switch (lhs, rhs) {
        case (.unregisteredRequest(let l), .unregisteredRequest(let r)): return l == r
        case (.hostDeallocated, .hostDeallocated): return true
        case (.unhostedRequest(let l), .unhostedRequest(let r)): return l == r
        case (.invalidRequest(let l, let lReason), .invalidRequest(let r, let rReason)):
            return l == r && lReason == rReason
        case (.illegalTransition(let l), .illegalTransition(let r)): return l == r
        case (.duplicateRequest(let l), .duplicateRequest(let r)): return l == r
        case (.dismissedWithoutResponse(let l), .dismissedWithoutResponse(let r)): return l == r
        case (.responseAlreadyDelivered(let l), .responseAlreadyDelivered(let r)): return l == r
        case (.unsupportedScreen(let l), .unsupportedScreen(let r)): return l == r
        case (.sceneFailed(let l, let lError), .sceneFailed(let r, let rError)):
            return l == r && lError.map(identity(of:)) == rError.map(identity(of:))
        case (.cancelled(let l), .cancelled(let r)): return l == r
        case (.flowEnded(let l), .flowEnded(let r)): return l == r
        case (.redirected(let l, let lTarget, let lBy), .redirected(let r, let rTarget, let rBy)):
            return l == r && lTarget == rTarget && lBy == rBy
        case (.redirectLoop(let l), .redirectLoop(let r)): return l == r
        case (.denied(let l, let lReason), .denied(let r, let rReason)): return l == r && lReason == rReason
        case (.deepLinkFailed(let l), .deepLinkFailed(let r)): return l == r
        default: return false
        }
    }

    /// An error a scene threw, as the request fails with it: a ``ScenePivotError`` as it is, any other as
    /// ``sceneFailed(_:underlying:)`` carrying it.
    init(thrownByScene error: any Error) {
        if let error = error as? ScenePivotError {
            self = error
        } else {
            self = .sceneFailed(String(describing: error), underlying: error)
        }
    }
}

/// What tells two underlying errors apart: their type and description.
private func identity(of error: any Error) -> String {
    String(reflecting: type(of: error)) + ": " + String(describing: error)
}

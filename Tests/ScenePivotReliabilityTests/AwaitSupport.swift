import ScenePivot

/// How an awaited request ended, once it has.
@MainActor
final class AwaitedOutcome<Value> {
    var result: Result<Value, ScenePivotError>?
    var isDone: Bool { result != nil }

    /// The error the await ended with, if it failed.
    var error: ScenePivotError? {
        guard case .failure(let error) = result else { return nil }
        return error
    }
}

/// Starts a task that awaits `request` on `pivot`; its outcome is recorded in the returned box.
@MainActor
func startAwaiting<Request: SceneRequest>(_ request: Request, on pivot: ScenePivot)
    -> (task: Task<Void, Never>, outcome: AwaitedOutcome<Request.Response>)
{
    let outcome = AwaitedOutcome<Request.Response>()
    let task = Task { @MainActor in
        do throws(ScenePivotError) {
            outcome.result = .success(try await pivot.response(to: request))
        } catch {
            outcome.result = .failure(error)
        }
    }
    return (task, outcome)
}

/// Lets other main-actor work run — without moving any stage's clock — until `condition` holds, for at most
/// `turns` turns; returns whether it holds. It stops asking as soon as it holds.
@MainActor
func yield(until condition: @MainActor () -> Bool, turns: Int = 1_000) async -> Bool {
    var turn = 0
    while !condition(), turn < turns {
        await Task.yield()
        turn += 1
    }
    return condition()
}

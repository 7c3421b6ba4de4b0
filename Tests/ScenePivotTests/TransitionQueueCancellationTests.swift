import ScenePivot
import Testing

@Suite("TransitionQueue cancellation")
struct TransitionQueueCancellationTests {
    /// Sends `titles` as awaited pushes behind the push in flight and waits until they all wait in the line.
    @MainActor
    private func awaitPushes(_ titles: [String], on fixture: Fixture) async throws
        -> [String: (task: Task<Void, Never>, outcome: AwaitedOutcome<Void>)]
    {
        var awaited: [String: (task: Task<Void, Never>, outcome: AwaitedOutcome<Void>)] = [:]
        let waitingBefore = fixture.stage.transitionQueue.waitingCount
        for title in titles {
            awaited[title] = awaitInTask(DetailRequest(title: title), on: fixture.pivot)
            // One at a time, so the line holds them in the order sent.
            let expected = waitingBefore + awaited.count
            try #require(await settleTasks { fixture.stage.transitionQueue.waitingCount == expected })
        }
        return awaited
    }

    @Test @MainActor func cancelledRequestsAnywhereInTheLineLeaveItAndTheRestRunInOrder() async throws {
        let fixture = Fixture()
        fixture.pivot.switchScene(with: DetailRequest(title: "Running"))
        let awaited = try await awaitPushes(["A", "B", "C", "D", "E"], on: fixture)

        for title in ["A", "C", "E"] { try #require(awaited[title]).task.cancel() }
        #expect(await settleTasks { ["A", "C", "E"].allSatisfy { awaited[$0]?.outcome.isDone == true } })
        #expect(fixture.stage.transitionQueue.waitingCount == 2)

        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Running", "B", "D"])
        for title in ["A", "C", "E"] {
            #expect(awaited[title]?.outcome.error == .cancelled("DetailRequest"), "\(title) never started")
        }
        #expect(await settleTasks { awaited["B"]?.outcome.isDone == true && awaited["D"]?.outcome.isDone == true })
        #expect(awaited["B"]?.outcome.error == nil)
        #expect(awaited["D"]?.outcome.error == nil)
    }

    @Test @MainActor func aLineEmptiedByCancellationTakesNewRequestsInOrder() async throws {
        let fixture = Fixture()
        fixture.pivot.switchScene(with: DetailRequest(title: "Running"))
        let first = try await awaitPushes(["A", "B"], on: fixture)
        for entry in first.values { entry.task.cancel() }
        #expect(await settleTasks { fixture.stage.transitionQueue.waitingCount == 0 })

        _ = try await awaitPushes(["C", "D"], on: fixture)
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Running", "C", "D"])
        #expect(fixture.errors.isEmpty)
    }
}

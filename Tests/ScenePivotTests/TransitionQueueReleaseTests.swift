import Testing

@testable import ScenePivot

/// Jobs a stage queues itself (a user's back tap) are released once they finish, even while something still holds
/// their `finish` closure: a retain cycle through that closure once leaked every back tap's job (found by the
/// benchmark's flow cycles, 250 bytes per tap).
@Suite("TransitionQueue releases finished jobs")
struct TransitionQueueReleaseTests {
    private final class Sentinel {}

    @Test @MainActor func aClosureJobIsReleasedOnceItFinishes() {
        let queue = TransitionQueue()
        weak var captured: Sentinel?
        var finishLater: (@MainActor () -> Void)?
        do {
            let sentinel = Sentinel()
            captured = sentinel
            queue.enqueue("job") { finish in
                _ = sentinel
                finishLater = finish
            }
        }
        #expect(queue.isBusy)
        #expect(captured != nil, "a running job keeps what its body captured")
        finishLater?()  // kept afterwards, as a stage holding on to its completion would
        #expect(!queue.isBusy)
        #expect(captured == nil, "a finished job is released, with what its body captured")
        _ = finishLater
    }
}

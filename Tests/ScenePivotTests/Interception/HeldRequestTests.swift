import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

@testable import ScenePivot

/// Holds every `RequiresSignIn` request on `pivot` behind `gate`.
@MainActor
@discardableResult
private func holdSignedInRequests(on pivot: ScenePivot, until gate: RequestGate) -> PivotObservation {
    pivot.intercept(named: "auth") { request in request is RequiresSignIn ? .hold(until: gate) : .proceed }
}

@Suite("Requests held by an interceptor")
@MainActor
struct HeldRequestTests {
    @Test func aHeldRequestWaitsOffTheQueueAndGoesOnWhenItsGateOpens() {
        let fixture = InterceptionFixture()
        let gate = RequestGate("sign-in")
        holdSignedInRequests(on: fixture.pivot, until: gate)

        send(SecretRequest(), via: fixture.pivot)
        #expect(gate.heldCount == 1)
        send(DetailRequest(title: "Trip"), via: fixture.pivot)
        #expect(fixture.stackNames == ["Albums", "Trip"], "other requests run while one is held")
        #expect(!fixture.stage.transitionQueue.isBusy)

        gate.open()

        #expect(fixture.stackNames == ["Albums", "Trip", "Secret"])
        #expect(gate.isOpen && gate.heldCount == 0)
        #expect(fixture.eventLines.contains("intercept SecretRequest(Secret) by auth: hold until sign-in"))
        #expect(fixture.eventLines.contains("resume SecretRequest(Secret): sign-in opened"))
        #expect(fixture.errors.values.isEmpty)
    }

    @Test func anAwaitedHeldRequestReturnsOnceItsGateOpenedAndItsScreenIsOnStage() async {
        let fixture = InterceptionFixture()
        let gate = RequestGate("sign-in")
        holdSignedInRequests(on: fixture.pivot, until: gate)

        let awaited = await startAwaiting(SecretRequest(), on: fixture.pivot)
        #expect(awaited.result == nil)
        gate.open()

        #expect(await awaited.settle())
        #expect(awaited.error == nil)
        #expect(fixture.stackNames == ["Albums", "Secret"])
    }

    @Test func aResumedRequestMeetsOnlyTheInterceptorsAfterTheOneThatHeldIt() {
        let fixture = InterceptionFixture()
        let gate = RequestGate("sign-in")
        let seen = Log<String>()
        for name in ["before", "auth", "after"] {
            fixture.pivot.intercept(named: name) { _ in
                seen.values.append(name)
                return name == "auth" ? .hold(until: gate) : .proceed
            }
        }
        send(SecretRequest(), via: fixture.pivot)
        #expect(seen.values == ["before", "auth"])

        gate.open()

        #expect(seen.values == ["before", "auth", "after"])
        #expect(fixture.stackNames == ["Albums", "Secret"])
    }

    @Test func requestsHeldBehindOneGateGoOnInTheOrderTheyWereHeld() {
        let fixture = InterceptionFixture()
        let gate = RequestGate()
        holdSignedInRequests(on: fixture.pivot, until: gate)
        for name in ["One", "Two", "Three"] { send(SecretRequest(name: name), via: fixture.pivot) }
        #expect(gate.heldCount == 3)
        gate.open()
        #expect(fixture.stackNames == ["Albums", "One", "Two", "Three"])
    }

    @Test func aGateThatFailsDeniesWhatItHoldsAndWhatIsHeldBehindItLater() async {
        let fixture = InterceptionFixture()
        let gate = RequestGate("sign-in")
        holdSignedInRequests(on: fixture.pivot, until: gate)
        let awaited = await startAwaiting(SecretRequest(name: "First"), on: fixture.pivot)

        gate.fail("the login was cancelled")

        #expect(await awaited.settle())
        #expect(awaited.error == .denied("SecretRequest(First)", reason: "the login was cancelled"))
        #expect(gate.failureReason == "the login was cancelled" && !gate.isOpen)
        send(SecretRequest(name: "Later"), via: fixture.pivot)
        #expect(fixture.errors.values == [.denied("SecretRequest(Later)", reason: "the login was cancelled")])
        #expect(fixture.stackNames == ["Albums"])
    }

    @Test func aRequestHeldBehindAnOpenGateGoesOnAtOnce() {
        let fixture = InterceptionFixture()
        let gate = RequestGate("sign-in")
        gate.open()
        holdSignedInRequests(on: fixture.pivot, until: gate)
        send(SecretRequest(), via: fixture.pivot)
        #expect(fixture.stackNames == ["Albums", "Secret"])
    }

    @Test func aGateDecidesOnce() {
        let fixture = InterceptionFixture()
        let opened = RequestGate()
        opened.open()
        opened.fail("too late")
        #expect(opened.isOpen && opened.failureReason == nil)

        let failed = RequestGate()
        holdSignedInRequests(on: fixture.pivot, until: failed)
        send(SecretRequest(), via: fixture.pivot)
        failed.fail("no")
        failed.open()
        #expect(!failed.isOpen && failed.failureReason == "no")
        #expect(fixture.stackNames == ["Albums"])
        #expect(fixture.errors.values == [.denied("SecretRequest(Secret)", reason: "no")])
    }

    // MARK: Never waiting for ever

    @Test func heldRequestsFailWithFlowEndedWhenTheirFlowEnds() async {
        let fixture = InterceptionFixture()
        let gate = RequestGate()
        holdSignedInRequests(on: fixture.pivot, until: gate)
        let flow = fixture.pivot.startFlow(IdleFlow())
        let awaited = await startAwaiting(SecretRequest(), on: flow.pivot)
        #expect(fixture.pivot.heldRequestCount == 0 && flow.pivot.heldRequestCount == 1)

        flow.cancel()

        #expect(await awaited.settle())
        #expect(awaited.error == .flowEnded("SecretRequest(Secret)"))
        #expect(flow.pivot.heldRequestCount == 0)
        gate.open()
        #expect(fixture.stackNames == ["Albums"], "a gate opening later shows nothing for the ended flow")
    }

    @Test func requestsHeldOnAPivotMadeFromAFlowsPivotFailWithFlowEndedWhenTheFlowEnds() async {
        let fixture = InterceptionFixture()
        let gate = RequestGate()
        holdSignedInRequests(on: fixture.pivot, until: gate)
        let flow = fixture.pivot.startFlow(IdleFlow())
        let child = flow.pivot.makeChildPivot()
        let grandchild = child.makeChildPivot()
        let awaited = await startAwaiting(SecretRequest(), on: grandchild)
        #expect(grandchild.heldRequestCount == 1)

        flow.cancel()

        #expect(await awaited.settle())
        #expect(awaited.error == .flowEnded("SecretRequest(Secret)"))
        #expect(grandchild.heldRequestCount == 0 && gate.heldCount == 0)
    }

    @Test func aRequestWhoseInterceptorEndsItsFlowFailsWithFlowEndedInsteadOfBeingHeld() async {
        let fixture = InterceptionFixture()
        let gate = RequestGate()
        let flow = fixture.pivot.startFlow(IdleFlow())
        flow.pivot.intercept(named: "logout") { [weak flow] _ in
            flow?.cancel()
            return .hold(until: gate)
        }
        await #expect(throws: ScenePivotError.flowEnded("SecretRequest(Secret)")) {
            try await bounded("the answer to SecretRequest") { try await flow.pivot.response(to: SecretRequest()) }
        }
        #expect(gate.heldCount == 0)
    }

    @Test func aHeldRequestDoesNotKeepItsPivotAliveAndFailsWhenThePivotGoesAway() async throws {
        // An awaiting caller keeps its pivot alive; a request sent fire-and-forget does not.
        let fixture = InterceptionFixture()
        let gate = RequestGate()
        holdSignedInRequests(on: fixture.pivot, until: gate)
        let printed = CapturedText()
        try await StandardError.capture.withValue(printed) {
            var child: ScenePivot? = fixture.pivot.makeChildPivot()
            weak let weakChild = child
            try #require(child).switchScene(with: SecretRequest())
            #expect(gate.heldCount == 1)

            child = nil

            #expect(weakChild == nil)
            for _ in 0..<1_000 where gate.heldCount > 0 { await Task.yield() }
        }
        #expect(gate.heldCount == 0, "the request was answered")
        #expect(
            printed.text == "ScenePivot: SecretRequest(Secret) failed: \(ScenePivotError.hostDeallocated)\n",
            "to standard error: its handler went with its pivot")
        gate.open()
        #expect(fixture.stackNames == ["Albums"])
    }

    @Test func aGateReleasedBeforeItDecidedDeniesWhatItHeld() async {
        let fixture = InterceptionFixture()
        var gate: RequestGate? = RequestGate("flag")
        weak let weakGate = gate
        fixture.pivot.intercept(named: "flags") { [weak gate] _ in
            gate.map { .hold(until: $0) } ?? .proceed
        }
        let awaited = await startAwaiting(DetailRequest(title: "Trip"), on: fixture.pivot)

        gate = nil

        #expect(weakGate == nil)
        #expect(await awaited.settle())
        #expect(awaited.error == .denied("DetailRequest", reason: "its gate \"flag\" went away before it opened"))
    }

    @Test func cancellingTheAwaitingTaskCancelsAHeldRequestAndFreesItsPlace() async throws {
        let fixture = InterceptionFixture()
        let gate = RequestGate()
        holdSignedInRequests(on: fixture.pivot, until: gate)
        let awaited = await startAwaiting(SecretRequest(), on: fixture.pivot)
        #expect(gate.heldCount == 1)

        try #require(awaited.task).cancel()

        #expect(await awaited.settle())
        #expect(awaited.error == .cancelled("SecretRequest(Secret)"))
        #expect(gate.heldCount == 0)
        #expect(fixture.pivot.heldRequestCount == 0)
        gate.open()
        #expect(fixture.stackNames == ["Albums"], "a cancelled request shows nothing when its gate opens")
        #expect(!fixture.eventLines.contains { $0.hasPrefix("resume") })
    }

    @Test func aRequestHeldOnAPivotWhoseStageWentAwayFailsWhenItsGateOpens() async throws {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Home"), animation: .instant)
        let pivot = ScenePivot(stage: try #require(stage))
        pivot.builder.register(SecretRequest.self) { request in .push(HeadlessScreen(request.name)) }
        let gate = RequestGate()
        holdSignedInRequests(on: pivot, until: gate)
        let awaited = await startAwaiting(SecretRequest(), on: pivot)

        stage = nil
        gate.open()

        #expect(await awaited.settle())
        #expect(awaited.error == .hostDeallocated)
    }
}

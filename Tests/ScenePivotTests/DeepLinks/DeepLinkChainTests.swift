import Foundation
import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// Presents the `Cover` screen.
private struct CoverRequest: SceneRequest, Equatable {}

/// Two tabs, Albums and People, each with a flow on its own stage, under an idle top-level flow; a router whose
/// chains reach across them; and every pivot's events recorded in one log, labeled.
@MainActor
private struct LinkFixture {
    let tabs = HeadlessTabContainer(tabs: [
        (TabItem(title: "Albums"), HeadlessScreen("Albums")), (TabItem(title: "People"), HeadlessScreen("People")),
    ])
    let stage: HeadlessStage
    /// The stage's own pivot, for screens no flow owns.
    let root: ScenePivot
    let host: FlowContext<Void>
    let albums: FlowContext<Void>
    let people: FlowContext<Void>
    let router: DeepLinkRouter<DeepLinkChain>
    let events = Log<String>()
    private let observations: [PivotObservation]

    init(animation: HeadlessStage.Animation = .instant) throws {
        stage = HeadlessStage(root: tabs, inNavigationStack: false, animation: animation)
        root = ScenePivot(stage: stage)
        root.builder.register(DetailRequest.self) { request in .push(HeadlessScreen(request.title)) }
        root.builder.register(CoverRequest.self) { _ in .present(HeadlessScreen("Cover")) }
        host = root.startFlow(IdleFlow())
        albums = host.startChild(IdleFlow(), on: tabs.stage(forTab: 0))
        people = host.startChild(IdleFlow(), on: tabs.stage(forTab: 1))
        let events = events
        observations = [("host", host.pivot), ("albums", albums.pivot), ("people", people.pivot)].map { label, pivot in
            pivot.observe { event in events.values.append("\(label): \(event)") }
        }

        let (host, albums, people) = (host, albums, people)
        var router = DeepLinkRouter<DeepLinkChain>()
        try router.register("/albums/:title") { match in
            let title = try match.value("title", as: String.self)
            return [
                .request(TransitionRequest(.dismissAll())),
                .request(TransitionRequest(.selectTab(0))),
                .request(TransitionRequest(.pop(to: .root)), on: { albums.pivot }),
                .request(DetailRequest(title: title), on: { albums.pivot }),
            ]
        }
        try router.register("/albums/:title/cover") { match in
            let title = try match.value("title", as: String.self)
            return [
                .request(TransitionRequest(.dismissAll()), on: { host.pivot }),
                .request(TransitionRequest(.selectTab(0)), on: { host.pivot }),
                .request(TransitionRequest(.pop(to: .root)), on: { albums.pivot }),
                .request(DetailRequest(title: title), on: { albums.pivot }),
                .request(CoverRequest(), on: { albums.pivot }),
            ]
        }
        try router.register("/trail/:first/:second") { match in
            [
                .request(DetailRequest(title: try match.value("first")), on: { albums.pivot }),
                .request(DetailRequest(title: try match.value("second")), on: { albums.pivot }),
            ]
        }
        try router.register("/broken") { _ in
            [
                .request(TransitionRequest(.selectTab(1))),
                .request(UnregisteredRequest(), on: { people.pivot }),
                .request(DetailRequest(title: "Never"), on: { people.pivot }),
            ]
        }
        try router.register("/gone") { _ in [.request(DetailRequest(title: "Nowhere"), on: { nil })] }
        try router.register("/empty") { _ in [] }
        try router.register("/here/:title") { match in [.request(DetailRequest(title: try match.value("title")))] }
        self.router = router
    }

    func names(ofTab index: Int) -> [String] { tabs.navigationStack(ofTab: index).map(stage.name(of:)) }
    var presentedNames: [String] { stage.presentedScreens.map(stage.name(of:)) }

    /// The events that say a chain sent a step, or that a request answered, in order.
    var stepsAndAnswers: [String] {
        events.values.filter { $0.contains(": step ") || $0.contains(": answer ") }
    }

    /// Starts a task that opens `link` on `pivot` (the host's by default).
    func startOpening(_ link: String, on pivot: ScenePivot? = nil) async -> Awaited<Void> {
        await startAwaiting(DeepLinkRequest(link, router: router), on: pivot ?? host.pivot)
    }
}

@Suite("Deep-link chains")
@MainActor
struct DeepLinkChainTests {
    @Test func theStepsRunInOrderAcrossFlowsAndTheLinkReturnsOnceTheLastIsOnStage() async throws {
        let fixture = try LinkFixture()
        fixture.albums.pivot.switchScene(with: DetailRequest(title: "Old"))
        fixture.root.switchScene(with: TransitionRequest(.selectTab(1)))
        fixture.root.switchScene(with: CoverRequest())
        #expect(fixture.presentedNames == ["Cover"])
        fixture.events.values = []

        try await bounded("the end of the deep link") {
            try await fixture.host.pivot.open("myapp://albums/Trip/cover", with: fixture.router)
        }

        #expect(fixture.tabs.selectedIndex == 0)
        #expect(fixture.names(ofTab: 0) == ["Albums", "Trip"])
        #expect(fixture.presentedNames == ["Cover"])
        let link = "DeepLinkRequest(myapp://albums/Trip/cover)"
        #expect(
            fixture.stepsAndAnswers == [
                "host: step 1/5 of \(link): TransitionRequest(dismiss all)",
                "host: answer TransitionRequest(dismiss all) → done",
                "host: step 2/5 of \(link): TransitionRequest(select tab 0)",
                "host: answer TransitionRequest(select tab 0) → done",
                "host: step 3/5 of \(link): TransitionRequest(pop to root)",
                "albums: answer TransitionRequest(pop to root) → done",
                "host: step 4/5 of \(link): DetailRequest",
                "albums: answer DetailRequest → done",
                "host: step 5/5 of \(link): CoverRequest",
                "albums: answer CoverRequest → done",
                "host: answer \(link) → done",
            ])
    }

    @Test func eachStepIsSentOnlyOnceThePreviousOneIsOnStage() async throws {
        let fixture = try LinkFixture(animation: .manual(.milliseconds(300)))
        let awaited = await fixture.startOpening("/trail/Trip/Map")
        let steps = { fixture.events.values.filter { $0.contains(": step ") }.count }
        #expect(steps() == 1)
        #expect(fixture.stage.isAnimating)

        fixture.stage.advanceClock(by: .milliseconds(299))
        #expect(steps() == 1, "the first push has not ended")
        fixture.stage.advanceClock(by: .milliseconds(1))
        #expect(steps() == 2)
        #expect(fixture.names(ofTab: 0) == ["Albums", "Trip", "Map"])
        #expect(awaited.result == nil, "the second push has not ended")

        fixture.stage.advanceClock(by: .milliseconds(300))
        #expect(await awaited.settle())
        #expect(awaited.error == nil)
    }

    @Test func aFailingStepStopsTheChainAndTheErrorNamesTheStepAndWhy() async throws {
        let fixture = try LinkFixture()
        let expected = ScenePivotError.deepLinkFailed(
            .stepFailed(index: 1, step: "UnregisteredRequest", .unregisteredRequest("UnregisteredRequest")))

        await #expect(throws: expected) {
            try await bounded("the end of the deep link") {
                try await fixture.host.pivot.open("/broken", with: fixture.router)
            }
        }

        #expect(fixture.tabs.selectedIndex == 1, "the step before the failing one ran")
        #expect(fixture.names(ofTab: 1) == ["People"], "the step after it was never sent")
        #expect(!fixture.events.values.contains { $0.contains("step 3/3") })
        #expect(
            expected.description
                == "Step 2 of the deep link, UnregisteredRequest, failed: No scene is registered for "
                + "UnregisteredRequest; call builder.register(UnregisteredRequest.self) { … } before sending it, or "
                + "give the request a default scene (makeDefaultScene()).")
    }

    @Test func aStepWhosePivotIsGoneFailsTheChain() async throws {
        let fixture = try LinkFixture()
        await #expect(
            throws: ScenePivotError.deepLinkFailed(.stepFailed(index: 0, step: "DetailRequest", .hostDeallocated))
        ) {
            try await bounded("the end of the deep link") {
                try await fixture.host.pivot.open("/gone", with: fixture.router)
            }
        }
    }

    @Test(arguments: [
        ("myapp://settings", DeepLinkError.unmatched("myapp://settings")),
        ("myapp://albums/Trip/cover/extra", .unmatched("myapp://albums/Trip/cover/extra")),
        ("my app://albums/Trip", .malformedURL("my app://albums/Trip")),
        ("myapp://albums/%E", .malformedURL("myapp://albums/%E")),
    ])
    func anUnmatchedOrMalformedLinkFailsWithTheRoutersErrorBeforeAnyInterceptorSeesIt(
        link: String, error: DeepLinkError
    ) async throws {
        let fixture = try LinkFixture()
        let intercepted = Log<String>()
        fixture.host.pivot.intercept(named: "log") { request in
            intercepted.values.append(request.logDescription)
            return .proceed
        }

        await #expect(throws: ScenePivotError.deepLinkFailed(error)) {
            try await bounded("the end of the deep link") {
                try await fixture.host.pivot.open(link, with: fixture.router)
            }
        }

        #expect(intercepted.values.isEmpty)
        #expect(fixture.tabs.selectedIndex == 0 && fixture.names(ofTab: 0) == ["Albums"])
        #expect(
            fixture.events.values == [
                "host: request DeepLinkRequest(\(link))",
                "host: fail DeepLinkRequest(\(link)): \(error)",
            ])
    }

    @Test func aLinkHeldByAnInterceptorRunsItsChainOnceTheGateOpens() async throws {
        let fixture = try LinkFixture()
        let signIn = RequestGate("sign-in")
        fixture.host.pivot.intercept(named: "auth") { request in
            request is DeepLinkRequest ? .hold(until: signIn) : .proceed
        }
        let awaited = await fixture.startOpening("myapp://albums/Trip")
        #expect(signIn.heldCount == 1)
        #expect(fixture.names(ofTab: 0) == ["Albums"])

        signIn.open()

        #expect(await awaited.settle())
        #expect(awaited.error == nil)
        #expect(fixture.names(ofTab: 0) == ["Albums", "Trip"])
        #expect(
            Array(fixture.events.values.prefix(4)) == [
                "host: request DeepLinkRequest(myapp://albums/Trip)",
                "host: intercept DeepLinkRequest(myapp://albums/Trip) by auth: hold until sign-in",
                "host: resume DeepLinkRequest(myapp://albums/Trip): sign-in opened",
                "host: scene deep link (4 steps) for DeepLinkRequest(myapp://albums/Trip) (default)",
            ])
    }

    @Test func eachStepsRequestMeetsTheInterceptorsOfThePivotItIsSentTo() async throws {
        let fixture = try LinkFixture()
        fixture.albums.pivot.intercept(named: "flags") { request in
            request is DetailRequest ? .deny("details are off") : .proceed
        }
        await #expect(
            throws: ScenePivotError.deepLinkFailed(
                .stepFailed(index: 3, step: "DetailRequest", .denied("DetailRequest", reason: "details are off")))
        ) {
            try await bounded("the end of the deep link") {
                try await fixture.host.pivot.open("/albums/Trip", with: fixture.router)
            }
        }
    }

    @Test func cancellingTheAwaitingTaskCancelsTheStepUnderWayAndSendsNoMore() async throws {
        let fixture = try LinkFixture(animation: .manual(.milliseconds(300)))
        let awaited = await fixture.startOpening("/trail/Trip/Map")
        #expect(fixture.stage.isAnimating)

        try #require(awaited.task).cancel()

        #expect(await awaited.settle())
        #expect(awaited.error == .cancelled("DeepLinkRequest(/trail/Trip/Map)"))
        fixture.stage.finishAnimations()
        #expect(fixture.names(ofTab: 0) == ["Albums"], "the push under way was taken down once it arrived")
        #expect(!fixture.events.values.contains { $0.contains("step 2/2") })
    }

    @Test func cancellingAfterAStepThatAnsweredAtOnceOnAnotherStageCancelsTheStepUnderWay() async throws {
        let fixture = try LinkFixture(animation: .manual(.milliseconds(300)))
        let other = HeadlessStage(root: HeadlessScreen("Other"), animation: .instant)
        let otherPivot = ScenePivot(stage: other)
        otherPivot.builder.register(DetailRequest.self) { request in .push(HeadlessScreen(request.title)) }
        let chain: DeepLinkChain = [
            .request(DetailRequest(title: "Elsewhere"), on: { otherPivot }),
            .request(DetailRequest(title: "Trip"), on: { fixture.albums.pivot }),
        ]
        let awaited = await startAwaiting(DeepLinkRequest("/two-stages", chain: chain), on: fixture.host.pivot)
        for _ in 0..<100 where !fixture.stage.isAnimating { await Task.yield() }
        #expect(fixture.stage.isAnimating, "the first step answered at once on its own stage; the push is under way")

        try #require(awaited.task).cancel()

        #expect(await awaited.settle())
        #expect(awaited.error == .cancelled("DeepLinkRequest(/two-stages)"))
        fixture.stage.finishAnimations()
        #expect(fixture.names(ofTab: 0) == ["Albums"], "the push under way was taken down once it arrived")
    }

    @Test func aChainWithNoStepsAnswersAtOnce() async throws {
        let fixture = try LinkFixture()
        try await bounded("the end of the deep link") {
            try await fixture.host.pivot.open("/empty", with: fixture.router)
        }
        #expect(fixture.events.values.last == "host: answer DeepLinkRequest(/empty) → done")
    }

    @Test func aStepThatChoosesNoPivotGoesToThePivotThatOpenedTheLink() async throws {
        let fixture = try LinkFixture()
        let url = try #require(URL(string: "myapp://here/Ana"))
        try await bounded("the end of the deep link") { try await fixture.people.pivot.open(url, with: fixture.router) }
        #expect(fixture.names(ofTab: 1) == ["People", "Ana"])
        #expect(fixture.names(ofTab: 0) == ["Albums"])
    }

    @Test func aRequestCarriesTheChainTheRouterMadeForInterceptorsToInspect() throws {
        let fixture = try LinkFixture()
        let request = DeepLinkRequest("myapp://albums/Trip", router: fixture.router)
        #expect(request.link == "myapp://albums/Trip")
        #expect(request.logDescription == "DeepLinkRequest(myapp://albums/Trip)")
        #expect(
            request.chain?.logDescription
                == "TransitionRequest(dismiss all) → TransitionRequest(select tab 0) → TransitionRequest(pop to root) → DetailRequest"
        )
        #expect((request.chain?.steps.last?.request as? DetailRequest)?.title == "Trip")

        let unmatched = DeepLinkRequest("myapp://nowhere", router: fixture.router)
        #expect(unmatched.chain == nil)
        guard case .failure(let error) = unmatched.route else {
            Issue.record("the link should not route")
            return
        }
        #expect(error == .unmatched("myapp://nowhere"))
    }
}

@Suite("Dismissing everything and popping to the root by request")
@MainActor
struct ResetRequestTests {
    @Test func bothDoNothingWhenThereIsNothingToDismissOrPop() async throws {
        let fixture = InterceptionFixture()
        try await bounded("the answer to TransitionRequest") {
            try await fixture.pivot.response(to: TransitionRequest(.dismissAll()))
        }
        try await bounded("the answer to TransitionRequest") {
            try await fixture.pivot.response(to: TransitionRequest(.pop(to: .root)))
        }
        #expect(fixture.stackNames == ["Albums"])
        #expect(fixture.errors.values.isEmpty)
    }

    @Test func theyDismissEverythingPresentedAndPopTheStackToItsRoot() async throws {
        let fixture = InterceptionFixture()
        send(DetailRequest(title: "Trip"), via: fixture.pivot)
        send(DetailRequest(title: "Map"), via: fixture.pivot)
        fixture.pivot.builder.register(LoginRequest.self) { _ in .present(HeadlessScreen("Sheet")) }
        send(LoginRequest(), via: fixture.pivot)
        #expect(fixture.stage.presentedScreens.count == 1)

        try await bounded("the answer to TransitionRequest") {
            try await fixture.pivot.response(to: TransitionRequest(.dismissAll()))
        }
        try await bounded("the answer to TransitionRequest") {
            try await fixture.pivot.response(to: TransitionRequest(.pop(to: .root)))
        }

        #expect(fixture.stage.presentedScreens.isEmpty)
        #expect(fixture.stackNames == ["Albums"])
    }

    @Test func copiesAreAllowedByDefaultSoPopsOnDifferentStacksAllRun() {
        #expect(TransitionRequest(.dismissAll()).duplicatePolicy == .allow)
        #expect(TransitionRequest(.pop(to: .root)).duplicatePolicy == .allow)
        #expect(TransitionRequest(.pop(to: .root), duplicatePolicy: .coalesce).duplicatePolicy == .coalesce)
        #expect(TransitionRequest(.selectTab(1)).duplicatePolicy == .coalesce)
    }
}

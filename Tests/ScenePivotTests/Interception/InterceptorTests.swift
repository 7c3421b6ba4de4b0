import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

@Suite("Interceptors")
@MainActor
struct InterceptorTests {
    @Test func aRequestEveryInterceptorLetsProceedIsShownAndEachDecisionIsAnEvent() {
        let fixture = InterceptionFixture()
        fixture.pivot.intercept(named: "analytics") { _ in .proceed }
        fixture.pivot.intercept(named: "auth") { _ in .proceed }

        send(DetailRequest(title: "Trip"), via: fixture.pivot)

        #expect(fixture.stackNames == ["Albums", "Trip"])
        #expect(
            Array(fixture.eventLines.prefix(4)) == [
                "request DetailRequest",
                "intercept DetailRequest by analytics: proceed",
                "intercept DetailRequest by auth: proceed",
                "scene push for DetailRequest",
            ])
        #expect(fixture.errors.values.isEmpty)
    }

    @Test func denyingFailsTheRequestWithTheReasonAndShowsNothing() async {
        let fixture = InterceptionFixture()
        fixture.pivot.intercept(named: "flags") { _ in .deny("albums are switched off") }

        await #expect(throws: ScenePivotError.denied("DetailRequest", reason: "albums are switched off")) {
            try await bounded("the answer to DetailRequest") {
                try await fixture.pivot.response(to: DetailRequest(title: "Trip"))
            }
        }
        #expect(fixture.stackNames == ["Albums"])
        #expect(fixture.decisions == ["flags: deny: albums are switched off"])
    }

    @Test func theFirstDecisionOtherThanProceedWinsAndLaterInterceptorsNeverSeeTheRequest() {
        let fixture = InterceptionFixture()
        let seen = Log<String>()
        fixture.pivot.intercept(named: "first") { _ in
            seen.values.append("first")
            return .deny("no")
        }
        fixture.pivot.intercept(named: "second") { _ in
            seen.values.append("second")
            return .proceed
        }
        send(DetailRequest(title: "Trip"), via: fixture.pivot)
        #expect(seen.values == ["first"])
        #expect(fixture.errors.values == [.denied("DetailRequest", reason: "no")])
    }

    @Test func theInterceptorGetsTheRequestItselfToTestItsKind() {
        let fixture = InterceptionFixture()
        let seen = Log<String>()
        fixture.pivot.intercept(named: "auth") { request in
            if let secret = request as? SecretRequest { seen.values.append(secret.name) }
            return request is RequiresSignIn ? .deny("signed out") : .proceed
        }
        send(DetailRequest(title: "Trip"), via: fixture.pivot)
        send(SecretRequest(name: "Vault"), via: fixture.pivot)
        #expect(seen.values == ["Vault"])
        #expect(fixture.stackNames == ["Albums", "Trip"])
        #expect(fixture.errors.values == [.denied("SecretRequest(Vault)", reason: "signed out")])
    }

    @Test func interceptorsRunAfterTheRequestsOwnCheckSoAnInvalidRequestNeverReachesThem() {
        let fixture = InterceptionFixture()
        let seen = Log<String>()
        fixture.pivot.intercept(named: "log") { request in
            seen.values.append(request.logDescription)
            return .proceed
        }
        send(AlertRequest(title: "Empty", actions: []), via: fixture.pivot)
        #expect(seen.values.isEmpty)
        #expect(fixture.errors.values.count == 1)
    }

    // MARK: Redirects

    @Test func aRedirectFailsTheRequestAndSendsTheOtherToTheSamePivot() async {
        let fixture = InterceptionFixture()
        fixture.pivot.intercept(named: "auth") { request in
            request is RequiresSignIn ? .redirect(to: LoginRequest()) : .proceed
        }

        await #expect(throws: ScenePivotError.redirected("SecretRequest(Secret)", to: "LoginRequest", by: "auth")) {
            try await bounded("the answer to SecretRequest") { try await fixture.pivot.response(to: SecretRequest()) }
        }
        #expect(fixture.stackNames == ["Albums", "Login"])
        #expect(fixture.decisions == ["auth: redirect to LoginRequest", "auth: proceed"])
        #expect(fixture.errors.values.isEmpty, "the original's failure went to its awaiting caller")
    }

    @Test func aRequestRedirectedInACircleFailsWithItsTrailInsteadOfGoingRound() {
        let fixture = InterceptionFixture()
        fixture.pivot.intercept(named: "legacy") { request in
            request is SecretRequest ? .redirect(to: LoginRequest()) : .proceed
        }
        fixture.pivot.intercept(named: "flags") { request in
            request is LoginRequest ? .redirect(to: SecretRequest()) : .proceed
        }

        send(SecretRequest(), via: fixture.pivot)

        #expect(fixture.stackNames == ["Albums"])
        #expect(
            fixture.errors.values == [
                .redirected("SecretRequest(Secret)", to: "LoginRequest", by: "legacy"),
                .redirectLoop("SecretRequest(Secret) → LoginRequest → SecretRequest(Secret)"),
            ])
    }

    @Test func aRequestRedirectedToItselfFailsAtOnce() {
        let fixture = InterceptionFixture()
        fixture.pivot.intercept(named: "echo") { request in .redirect(to: request) }
        send(DetailRequest(title: "Trip"), via: fixture.pivot)
        #expect(fixture.errors.values == [.redirectLoop("DetailRequest → DetailRequest")])
        #expect(fixture.stackNames == ["Albums"])
    }

    @Test func redirectsThatNeverRepeatStopAtTheLimit() {
        let fixture = InterceptionFixture()
        fixture.pivot.builder.register(HopRequest.self) { request in .push(HeadlessScreen("Hop \(request.hop)")) }
        fixture.pivot.intercept(named: "hop") { request in
            guard let hop = request as? HopRequest else { return .proceed }
            return .redirect(to: HopRequest(hop: hop.hop + 1))
        }

        send(HopRequest(hop: 0), via: fixture.pivot)

        let limit = ScenePivot.redirectLimit
        let redirected = fixture.errors.values.filter { if case .redirected = $0 { true } else { false } }
        #expect(redirected.count == limit)
        let trail = (0...limit + 1).map { "Hop(\($0))" }.joined(separator: " → ")
        #expect(fixture.errors.values.last == .redirectLoop(trail))
        #expect(fixture.stackNames == ["Albums"])
    }

    // MARK: Order and inheritance

    @Test func interceptorsRunParentsFirstThenEachPivotsInTheOrderInstalled() {
        let fixture = InterceptionFixture()
        let order = Log<String>()
        let child = fixture.pivot.makeChildPivot()
        for (pivot, name) in [(child, "child"), (fixture.pivot, "parent 1"), (fixture.pivot, "parent 2")] {
            pivot.intercept(named: name) { _ in
                order.values.append(name)
                return .proceed
            }
        }

        send(DetailRequest(title: "From the child"), via: child)
        #expect(order.values == ["parent 1", "parent 2", "child"])

        order.values = []
        send(DetailRequest(title: "From the parent"), via: fixture.pivot)
        #expect(order.values == ["parent 1", "parent 2"], "a child's interceptors never see its parent's requests")
    }

    @Test func anInterceptorInstalledOnAParentLaterAppliesToChildPivotsMadeBefore() {
        let fixture = InterceptionFixture()
        let child = fixture.pivot.makeChildPivot()
        let grandchild = child.makeChildPivot()
        fixture.pivot.intercept(named: "late") { _ in .deny("installed later") }
        send(DetailRequest(title: "Trip"), via: grandchild)
        #expect(fixture.errors.values == [.denied("DetailRequest", reason: "installed later")])
    }

    @Test func aChildPivotThatAlreadySentRequestsMeetsAParentsInterceptorInstalledOrRemovedSince() {
        let fixture = InterceptionFixture()
        let grandchild = fixture.pivot.makeChildPivot().makeChildPivot()
        send(DetailRequest(title: "Before"), via: grandchild)
        let interception = fixture.pivot.intercept(named: "late") { _ in .deny("installed later") }
        send(DetailRequest(title: "During"), via: grandchild)
        interception.cancel()
        send(DetailRequest(title: "After"), via: grandchild)

        #expect(fixture.errors.values == [.denied("DetailRequest", reason: "installed later")])
        #expect(fixture.stackNames == ["Albums", "Before", "After"])
    }

    @Test func flowsInheritTheInterceptorsOfThePivotTheyStartFromAndOfTheirParentFlows() {
        let fixture = InterceptionFixture()
        let seen = Log<String>()
        fixture.pivot.intercept(named: "log") { request in
            seen.values.append(request.logDescription)
            return .proceed
        }
        let host = fixture.pivot.startFlow(IdleFlow())
        let child = host.startChild(ScreenFlow("Search"))
        child.pivot.switchScene(with: DetailRequest(title: "Result"))
        #expect(seen.values == ["ShowScreenRequest", "DetailRequest"])
        #expect(fixture.stackNames == ["Albums", "Search", "Result"])
    }

    @Test func aFlowStartedOnATabsStageInheritsItsParentsInterceptors() throws {
        let stage = HeadlessStage(
            root: HeadlessTabContainer(tabs: [(TabItem(title: "One"), HeadlessScreen("One"))]),
            inNavigationStack: false, animation: .instant)
        let pivot = ScenePivot(stage: stage)
        pivot.intercept(named: "flags") { _ in .deny("tabs are read-only") }
        let tabs = try #require(stage.rootScreen as? HeadlessTabContainer)
        let errors = Log<ScenePivotError>()
        pivot.errorHandler = { errors.values.append($0) }
        let host = pivot.startFlow(IdleFlow())

        let tabFlow = host.startChild(IdleFlow(), on: tabs.stage(forTab: 0))
        tabFlow.builder.register(DetailRequest.self) { request in .push(HeadlessScreen(request.title)) }
        tabFlow.pivot.switchScene(with: DetailRequest(title: "Detail"))

        #expect(errors.values == [.denied("DetailRequest", reason: "tabs are read-only")])
        #expect(tabs.navigationStack(ofTab: 0).map(stage.name(of:)) == ["One"])
    }

    // MARK: Removal

    @Test func aRemovedInterceptorNoLongerSeesRequestsFromItsPivotOrItsChildren() {
        let fixture = InterceptionFixture()
        let child = fixture.pivot.makeChildPivot()
        let interception = fixture.pivot.intercept(named: "flags") { _ in .deny("off") }
        #expect(interception.isActive)

        interception.cancel()
        interception.cancel()

        #expect(!interception.isActive)
        send(DetailRequest(title: "Trip"), via: fixture.pivot)
        send(DetailRequest(title: "Map"), via: child)
        #expect(fixture.errors.values.isEmpty)
        #expect(fixture.stackNames == ["Albums", "Trip", "Map"])
        #expect(fixture.decisions.isEmpty)
    }

    @Test func anInterceptorStaysInstalledWithoutItsToken() {
        let fixture = InterceptionFixture()
        _ = fixture.pivot.intercept(named: "flags") { _ in .deny("off") }
        send(DetailRequest(title: "Trip"), via: fixture.pivot)
        #expect(fixture.errors.values == [.denied("DetailRequest", reason: "off")])
    }
}

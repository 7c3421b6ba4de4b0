import Foundation
import ScenePivot
import ScenePivotHeadless
import Testing

// What keeps the costs flat (figure 8 of the benchmark) must not change what anything does: a flattened builder
// cache that never answers with a stale registration, duplicate checks that skip only what can never be a
// duplicate, pruning that still bounds the observations, and the headless stage's shortcuts (which debug builds
// check against the rules' walk on every call).

/// A request with its own duplicate rule and no `Equatable`: duplicates when the ids match.
private struct RefreshRequest: SceneRequest {
    let id: Int
    func isDuplicate(of other: RefreshRequest) -> Bool { id == other.id }
}

/// A request that is never a duplicate: not `Equatable`, no rule of its own.
private struct LogLineRequest: SceneRequest {}

/// A request registered only in some scopes.
private struct ScopedLookupRequest: SceneRequest {}

/// A `Hashable` request: a queue looks its duplicates up by hash.
private struct HashedRequest: SceneRequest, Hashable {
    let id: Int
}

/// A `Hashable` request with its own duplicate rule, which a queue must ask rather than hash.
private struct RuledHashedRequest: SceneRequest, Hashable {
    let id: Int
    func isDuplicate(of other: RuledHashedRequest) -> Bool { id / 10 == other.id / 10 }
}

/// A restorable push, for the restoration log's index.
private struct IndexedPush: RestorableRequest, Equatable {
    static let restorationID = "test.flat.push"
    let title: String
}

private struct PopIndexedRequest: SceneRequest {}

private final class Captured {}

@Suite("Flat costs keep behaviour")
@MainActor
struct FlatCostTests {
    // MARK: Builder

    @Test func aDeepScopeSeesEveryLaterChangeUpItsChain() throws {
        let root = SceneBuilder()
        var scopes = [root]
        for _ in 0..<20 { scopes.append(scopes[scopes.count - 1].makeChildScope()) }
        let middle = scopes[10]
        let deepest = scopes[20]
        func scene() throws -> String { try deepest.makeScene(for: ScopedLookupRequest()).logDescription }

        #expect(!deepest.isRegistered(ScopedLookupRequest.self))
        root.register(ScopedLookupRequest.self) { _ in .push(HeadlessScreen("Root")) }
        #expect(deepest.isRegistered(ScopedLookupRequest.self))
        #expect(try scene() == "push")
        middle.register(ScopedLookupRequest.self) { _ in .present(HeadlessScreen("Middle")) }
        #expect(try scene() == "present")
        middle.unregister(ScopedLookupRequest.self)
        #expect(try scene() == "push")
        root.removeAllRegistrations()
        #expect(!deepest.isRegistered(ScopedLookupRequest.self))
        #expect(throws: ScenePivotError.unregisteredRequest("ScopedLookupRequest")) { try scene() }
    }

    @Test func aPivotOnADeepScopeDispatchesToTheRegistrationMadeAfterItsFirstRequest() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"), animation: .instant)
        let root = SceneBuilder()
        let pivot = ScenePivot(stage: stage, builder: root.makeChildScope().makeChildScope())
        let errors = Log<ScenePivotError>()
        pivot.errorHandler = { errors.values.append($0) }

        pivot.switchScene(with: ScopedLookupRequest())
        root.register(ScopedLookupRequest.self) { _ in .push(HeadlessScreen("Scoped"), animation: .none) }
        pivot.switchScene(with: ScopedLookupRequest())

        #expect(errors.values == [.unregisteredRequest("ScopedLookupRequest")])
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Albums", "Scoped"])
    }

    @Test func aRemovedRegistrationKeepsNothingAliveThroughAScopeThatLookedItUp() {
        let parent = SceneBuilder()
        let child = parent.makeChildScope()
        weak var captured: Captured?
        do {
            let object = Captured()
            captured = object
            parent.register(ScopedLookupRequest.self) { _ in
                _ = object
                return .push(HeadlessScreen("Scoped"))
            }
        }
        #expect(child.isRegistered(ScopedLookupRequest.self))  // the child's cache now knows the registration
        parent.removeAllRegistrations()
        #expect(captured == nil)
        #expect(!child.isRegistered(ScopedLookupRequest.self))
    }

    // MARK: Duplicates

    @Test func aRequestWithItsOwnDuplicateRuleIsStillCoalescedBehindMany() {
        let fixture = Fixture()
        fixture.pivot.builder.register(RefreshRequest.self) { _ in AnyPivotScene<Void>("refresh") { _ in } }
        fixture.pivot.builder.register(LogLineRequest.self) { _ in AnyPivotScene<Void>("log") { _ in } }
        send(DetailRequest(title: "Album"), via: fixture.pivot)  // animates: everything else waits
        for _ in 0..<50 { send(LogLineRequest(), via: fixture.pivot) }
        for id in 0..<10 { send(RefreshRequest(id: id), via: fixture.pivot) }
        send(RefreshRequest(id: 3), via: fixture.pivot)
        send(LogLineRequest(), via: fixture.pivot)

        #expect(fixture.errors == [.duplicateRequest("RefreshRequest")])
        #expect(fixture.stage.transitionQueue.waitingCount == 61)
        fixture.stage.finishAnimations()
        #expect(fixture.stage.transitionQueue.waitingCount == 0)
        #expect(fixture.errors.count == 1)
    }

    @Test func requestsThatAreNeverDuplicatesAreNeverCoalesced() {
        let fixture = Fixture()
        fixture.pivot.builder.register(LogLineRequest.self) { _ in AnyPivotScene<Void>("log") { _ in } }
        send(DetailRequest(title: "Album"), via: fixture.pivot)
        for _ in 0..<20 { send(LogLineRequest(), via: fixture.pivot) }
        #expect(fixture.errors.isEmpty)
        #expect(fixture.stage.transitionQueue.waitingCount == 20)
        fixture.stage.finishAnimations()  // every request runs before the stage goes: none fails for its going
        #expect(fixture.stage.transitionQueue.waitingCount == 0)
        #expect(fixture.errors.isEmpty)
    }

    @Test func equatableDuplicatesAreCoalescedWhateverElseWaits() {
        let fixture = Fixture()
        fixture.pivot.builder.register(LogLineRequest.self) { _ in AnyPivotScene<Void>("log") { _ in } }
        send(DetailRequest(title: "Album"), via: fixture.pivot)
        for _ in 0..<20 { send(LogLineRequest(), via: fixture.pivot) }
        send(DetailRequest(title: "Photos"), via: fixture.pivot)
        send(DetailRequest(title: "Album"), via: fixture.pivot)  // the one in flight
        send(DetailRequest(title: "Photos"), via: fixture.pivot)  // the one waiting
        #expect(fixture.errors == [.duplicateRequest("DetailRequest"), .duplicateRequest("DetailRequest")])
        #expect(fixture.stage.transitionQueue.waitingCount == 21)
        fixture.stage.finishAnimations()
        #expect(fixture.stage.transitionQueue.waitingCount == 0)
        #expect(fixture.errors.count == 2)
    }

    @Test func hashableDuplicatesAreFoundAmongManyOfTheirTypeAndOthersAndForgottenOnceRun() {
        let fixture = Fixture()
        fixture.pivot.builder.register(HashedRequest.self) { _ in AnyPivotScene<Void>("hashed") { _ in } }
        fixture.pivot.builder.register(LogLineRequest.self) { _ in AnyPivotScene<Void>("log") { _ in } }
        send(DetailRequest(title: "Album"), via: fixture.pivot)  // animates: everything else waits
        for id in 0..<40 {
            send(HashedRequest(id: id), via: fixture.pivot)
            send(LogLineRequest(), via: fixture.pivot)
        }
        send(HashedRequest(id: 0), via: fixture.pivot)  // the first of its type: compared, and learned
        send(HashedRequest(id: 39), via: fixture.pivot)  // by hash from here on
        send(HashedRequest(id: 40), via: fixture.pivot)
        #expect(fixture.errors == [.duplicateRequest("HashedRequest"), .duplicateRequest("HashedRequest")])
        #expect(fixture.stage.transitionQueue.waitingCount == 81)

        fixture.stage.finishAnimations()  // every waiting request runs and leaves the line
        send(DetailRequest(title: "Photos"), via: fixture.pivot)
        send(HashedRequest(id: 39), via: fixture.pivot)
        send(HashedRequest(id: 39), via: fixture.pivot)
        #expect(fixture.errors.count == 3)
        #expect(fixture.stage.transitionQueue.waitingCount == 1)
        fixture.stage.finishAnimations()  // nothing is left for a released stage to fail
    }

    @Test func aHashableRequestWithItsOwnRuleIsAskedNotHashed() {
        let fixture = Fixture()
        fixture.pivot.builder.register(RuledHashedRequest.self) { _ in AnyPivotScene<Void>("ruled") { _ in } }
        send(DetailRequest(title: "Album"), via: fixture.pivot)
        for id in [10, 20, 30] { send(RuledHashedRequest(id: id), via: fixture.pivot) }
        send(RuledHashedRequest(id: 25), via: fixture.pivot)  // unequal, but its rule calls it a duplicate of 20
        send(RuledHashedRequest(id: 45), via: fixture.pivot)
        #expect(fixture.errors == [.duplicateRequest("RuledHashedRequest")])
        #expect(fixture.stage.transitionQueue.waitingCount == 4)
        fixture.stage.finishAnimations()
    }

    @Test func aCancelledHashableRequestIsNoLongerADuplicate() async throws {
        let fixture = Fixture()
        fixture.pivot.builder.register(HashedRequest.self) { _ in AnyPivotScene<Void>("hashed") { _ in } }
        send(DetailRequest(title: "Album"), via: fixture.pivot)
        send(HashedRequest(id: 1), via: fixture.pivot)
        send(HashedRequest(id: 1), via: fixture.pivot)  // learns the type: hashed from here on
        let awaited = awaitInTask(HashedRequest(id: 2), on: fixture.pivot)
        try #require(await settleTasks { fixture.stage.transitionQueue.waitingCount == 2 })
        send(HashedRequest(id: 2), via: fixture.pivot)
        awaited.task.cancel()
        #expect(await settleTasks { awaited.outcome.isDone })
        send(HashedRequest(id: 2), via: fixture.pivot)
        #expect(fixture.errors == [.duplicateRequest("HashedRequest"), .duplicateRequest("HashedRequest")])
        #expect(fixture.stage.transitionQueue.waitingCount == 2)
        fixture.stage.finishAnimations()
    }

    // MARK: Restoration

    @Test func theRestorationLogKeepsTheEntriesOfTheScreensOnStageThroughPopsAndPushes() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        pivot.errorHandler = { _ in }
        pivot.builder.register(IndexedPush.self) { request in .push(HeadlessScreen(request.title), animation: .none) }
        pivot.builder.register(PopIndexedRequest.self) { _ in .pop(animation: .none) }
        let restoration = SceneRestoration(pivot: pivot)
        try restoration.register(IndexedPush.self)
        func titles() throws -> [String] {
            try restoration.capture().entries.map {
                try JSONDecoder().decode(IndexedPush.self, from: $0.data).title
            }
        }

        for index in 0..<40 { pivot.switchScene(with: IndexedPush(title: "\(index)")) }
        for _ in 0..<10 { pivot.switchScene(with: PopIndexedRequest()) }
        #expect(try titles() == (0..<30).map { "\($0)" })
        let fourth = try #require(stage.navigationStack.dropFirst(5).first)  // "4", under the top
        try stage.performOrThrow(.remove(fourth), animated: false)
        for index in 40..<43 { pivot.switchScene(with: IndexedPush(title: "\(index)")) }
        #expect(try titles() == ((0..<30).filter { $0 != 4 } + Array(40..<43)).map { "\($0)" })
    }

    // MARK: Departures and child flows

    @Test func aDepartureAmongManyWatchedScreensTellsExactlyTheScreensThatLeftTopMostFirst() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let screens = (0..<30).map { HeadlessScreen("Screen \($0)") }
        let left = Log<String>()
        for screen in screens {
            try stage.performOrThrow(.push(screen), animated: false)
            #expect(stage.observeDeparture(of: screen) { left.values.append(screen.name) })
        }
        try stage.performOrThrow(.pop(.screen(screens[26])), animated: false)
        #expect(left.values == ["Screen 29", "Screen 28", "Screen 27"])
        try stage.performOrThrow(.remove(screens[3]), animated: false)  // under the top: the rest stay
        #expect(left.values.suffix(1) == ["Screen 3"])
        try stage.performOrThrow(.pop(.root), animated: false)
        #expect(left.values.count == 30)
        #expect(Set(left.values) == Set(screens.map(\.name)))
    }

    @Test func childFlowsThatEndInAnyOrderLeaveTheirSiblingsInStartOrder() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        let host = pivot.startFlow(IdleFlow())
        let children = (0..<100).map { _ in host.startChild(IdleFlow()) }
        for index in stride(from: 1, to: 100, by: 2) { children[index].cancel() }  // every other one
        for index in [98, 96, 0] { children[index].cancel() }  // the youngest, and the oldest
        let expected = (2..<95).filter { $0.isMultiple(of: 2) }.compactMap {
            children[$0].flowObject.map(ObjectIdentifier.init)
        }
        #expect(host.childFlows.map(ObjectIdentifier.init) == expected)
        host.cancel()
        #expect(host.childFlows.isEmpty)
        #expect(children.allSatisfy { $0.flowObject == nil })
    }

    // MARK: Observations

    @Test func observationsStayBoundedAndEveryKeptOneHearsEvents() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        var kept: [PivotObservation] = []
        let heard = Log<Int>()
        for index in 0..<2_000 {
            let observation = pivot.observe { _ in heard.values.append(index) }
            if index.isMultiple(of: 3) { kept.append(observation) }
        }
        #expect(pivot.observationCount <= 2 * kept.count + 8)
        pivot.errorHandler = { _ in }
        pivot.switchScene(with: UnregisteredRequest())
        #expect(Set(heard.values).count == kept.count)
        #expect(pivot.observationCount == kept.count)
    }

    // MARK: The headless stage's shortcuts

    @Test func thePresentedChainIsFollowedThroughDismissalsSwipesAndRootChanges() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let names = { stage.presentedScreens.map(stage.name(of:)) }
        let sheets: [AnyObject] = (0..<5).map { HeadlessScreen("Sheet \($0)") }
        for sheet in sheets { try stage.performOrThrow(.present(sheet, Presentation()), animated: false) }
        #expect(names() == ["Sheet 0", "Sheet 1", "Sheet 2", "Sheet 3", "Sheet 4"])

        try stage.performOrThrow(.dismiss(sheets[2]), animated: false)  // a middle one, and everything above it
        #expect(names() == ["Sheet 0", "Sheet 1"])
        #expect(stage.name(of: stage.topScreen) == "Sheet 1")
        let again = HeadlessScreen("Again")
        try stage.performOrThrow(.present(again, Presentation()), animated: false)
        #expect(names() == ["Sheet 0", "Sheet 1", "Again"])

        try stage.swipeDown()
        #expect(names() == ["Sheet 0", "Sheet 1"])
        try stage.performOrThrow(.dismiss(nil), animated: false)
        #expect(names() == ["Sheet 0"])

        try stage.performOrThrow(.setRoot(HeadlessScreen("Main"), inNavigationStack: true), animated: false)
        #expect(names().isEmpty)
        try stage.performOrThrow(.present(HeadlessScreen("Over main"), Presentation()), animated: false)
        #expect(names() == ["Over main"])
        let isFirstOnStage = stage.hierarchy.contains(sheets[0])
        #expect(!isFirstOnStage)
    }

    @Test func aDismissalAnimatingUnderTheTopLeavesPresentationsToTheScreenBelowIt() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let first = HeadlessScreen("First")
        let second = HeadlessScreen("Second")
        try stage.performOrThrow(.present(first, Presentation()), animated: false)
        try stage.performOrThrow(.present(second, Presentation()), animated: false)
        try stage.performOrThrow(.dismiss(second), animated: true)
        #expect(stage.name(of: stage.topScreen) == "First")  // the leaving screen is not where presentations start
        let isSecondPresented = stage.hierarchy.isPresented(second)
        #expect(isSecondPresented)  // but it is on stage until it has gone
        stage.finishAnimations()
        let isSecondOnStage = stage.hierarchy.contains(second)
        #expect(!isSecondOnStage)
        #expect(stage.presentedScreens.count == 1)
    }
}

import ScenePivot
import ScenePivotTestSupport
import Testing

/// A stage whose pushes animate for 300 ms, a router whose `/trail/:a/:b/:c` links push three screens and whose
/// `/broken` link fails at its first step, whose `/outer` link opens a `/trail` link as its second step, and the steps and answers of every link, in order.
@MainActor
private struct OrderFixture {
    let fixture = Fixture()
    let router: DeepLinkRouter<DeepLinkChain>
    let log = Log<String>()
    private let observation: PivotObservation

    init() throws {
        var router = DeepLinkRouter<DeepLinkChain>()
        try router.register("/trail/:a/:b/:c") { match in
            DeepLinkChain(
                try ["a", "b", "c"].map { name in
                    DeepLinkChain.Step.request(DetailRequest(title: try match.value(name)))
                })
        }
        try router.register("/broken") { _ in
            [.request(UnregisteredRequest()), .request(DetailRequest(title: "Never"))]
        }
        let inner = router
        try router.register("/outer") { _ in
            [.request(DetailRequest(title: "Outer")), .request(DeepLinkRequest("/trail/I1/I2/I3", router: inner))]
        }
        self.router = router
        let log = log
        observation = fixture.pivot.observe { event in
            switch event {
            case .deepLinkStep(let request, let index, _, _): log.values.append("\(request) step \(index + 1)")
            case .responded(let request, _) where request.description.hasPrefix("DeepLinkRequest"):
                log.values.append(request.description)
            case .failed(let request, _) where request.description.hasPrefix("DeepLinkRequest"):
                log.values.append(request.description)
            default: break
            }
        }
    }

    /// Opens `link` without awaiting it.
    func open(_ link: String) {
        fixture.pivot.switchScene(with: DeepLinkRequest(link, router: router))
    }

    /// Lets every animation end, one at a time, as the steps start them.
    func finishAnimations() {
        for _ in 0..<20 where fixture.stage.isAnimating { fixture.stage.advanceClock(by: .milliseconds(300)) }
    }
}

@Suite("Deep links opened back to back run one after another")
@MainActor
struct DeepLinkOrderTests {
    @Test func theSecondLinkRunsOnceTheFirstHasFinished() throws {
        let order = try OrderFixture()
        order.open("/trail/A1/A2/A3")
        order.open("/trail/B1/B2/B3")
        order.finishAnimations()

        #expect(order.fixture.stackNames == ["Albums", "A1", "A2", "A3", "B1", "B2", "B3"])
        let (first, second) = ("DeepLinkRequest(/trail/A1/A2/A3)", "DeepLinkRequest(/trail/B1/B2/B3)")
        #expect(
            order.log.values == [
                "\(first) step 1", "\(first) step 2", "\(first) step 3", first,
                "\(second) step 1", "\(second) step 2", "\(second) step 3", second,
            ])
    }

    @Test func linksRunInTheOrderTheyWereOpened() throws {
        let order = try OrderFixture()
        let links = ["A", "B", "C", "D"]
        for link in links { order.open("/trail/\(link)1/\(link)2/\(link)3") }
        order.finishAnimations()
        let expected: [String] = ["Albums"] + links.flatMap { link in (1...3).map { (step: Int) in "\(link)\(step)" } }
        #expect(order.fixture.stackNames == expected)
    }

    @Test func aLinkThatFailsLetsTheNextOneRun() throws {
        let order = try OrderFixture()
        order.open("/broken")
        order.open("/trail/B1/B2/B3")
        order.finishAnimations()
        #expect(order.fixture.stackNames == ["Albums", "B1", "B2", "B3"])
        #expect(order.fixture.errors.count == 1)
        #expect(order.log.values.first == "DeepLinkRequest(/broken) step 1")
    }

    @Test func aWaitingLinkWhoseTaskIsCancelledNeverRunsAndTheNextOneDoes() async throws {
        let order = try OrderFixture()
        order.open("/trail/A1/A2/A3")
        let cancelled = await startAwaiting(
            DeepLinkRequest("/trail/X/X/X", router: order.router), on: order.fixture.pivot)
        order.open("/trail/B1/B2/B3")
        cancelled.task?.cancel()
        await bounded("the cancelled link's end") { await cancelled.task?.value }
        order.finishAnimations()

        #expect(order.fixture.stackNames == ["Albums", "A1", "A2", "A3", "B1", "B2", "B3"])
        guard case .failure(.cancelled) = cancelled.result else {
            Issue.record("the cancelled link answers cancelled, not \(String(describing: cancelled.result))")
            return
        }
    }

    @Test func aLinkThatIsAStepOfAnotherRunsInsideItInsteadOfWaitingForIt() throws {
        let order = try OrderFixture()
        order.open("/outer")
        order.open("/trail/B1/B2/B3")
        order.finishAnimations()
        #expect(order.fixture.stackNames == ["Albums", "Outer", "I1", "I2", "I3", "B1", "B2", "B3"])
        #expect(order.fixture.errors.isEmpty)
    }
}

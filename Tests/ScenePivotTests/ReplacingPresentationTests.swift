import ScenePivot
import ScenePivotHeadless
import Testing

/// Presents a screen named `name`, replacing the presented screen when `replacing`.
private struct ScreenRequest: SceneRequest {
    let name: String
    var replacing = false
    var duplicatePolicy: DuplicatePolicy { .allow }
}

/// A stage whose root pivot can present screens, a child pivot made from it, and a sibling child pivot.
@MainActor
private struct ReplacingFixture {
    let fixture = Fixture(animation: .instant)
    let child: ScenePivot
    let sibling: ScenePivot

    init() {
        fixture.pivot.builder.register(ScreenRequest.self) { request in
            .present(HeadlessScreen(request.name), Presentation(replacesPresentedScreen: request.replacing))
        }
        child = fixture.pivot.makeChildPivot()
        sibling = fixture.pivot.makeChildPivot()
    }

    var root: ScenePivot { fixture.pivot }
    var presentedNames: [String] { fixture.presentedNames }
}

@Suite("A replacing presentation replaces only what its own pivot presented")
@MainActor
struct ReplacingPresentationTests {
    @Test func aPivotReplacesTheScreenItPresented() {
        let stage = ReplacingFixture()
        stage.root.switchScene(with: ScreenRequest(name: "Settings"))
        stage.root.switchScene(with: ScreenRequest(name: "Profile", replacing: true))
        #expect(stage.presentedNames == ["Profile"])
    }

    @Test func aPivotReplacesAScreenItsChildPivotPresented() {
        let stage = ReplacingFixture()
        stage.child.switchScene(with: ScreenRequest(name: "Card"))
        stage.root.switchScene(with: ScreenRequest(name: "Settings", replacing: true))
        #expect(stage.presentedNames == ["Settings"])
    }

    @Test func aChildPivotPresentsAboveTheScreenItsParentPresented() {
        let stage = ReplacingFixture()
        stage.root.switchScene(with: ScreenRequest(name: "Home"))
        stage.child.switchScene(with: ScreenRequest(name: "Filters", replacing: true))
        #expect(stage.presentedNames == ["Home", "Filters"])
        #expect(stage.fixture.errors.isEmpty)
        stage.child.switchScene(with: ScreenRequest(name: "Sort", replacing: true))
        #expect(stage.presentedNames == ["Home", "Sort"], "its own screen above the parent's it still replaces")
    }

    @Test func aPivotPresentsAboveASiblingsScreen() {
        let stage = ReplacingFixture()
        stage.sibling.switchScene(with: ScreenRequest(name: "Chat"))
        stage.child.switchScene(with: ScreenRequest(name: "Filters", replacing: true))
        #expect(stage.presentedNames == ["Chat", "Filters"])
    }

    @Test func aPivotPresentsAboveAScreenNoPivotPresented() {
        let stage = ReplacingFixture()
        stage.fixture.stage.perform(.present(HeadlessScreen("System"), Presentation()), animated: false) { _ in }
        stage.root.switchScene(with: ScreenRequest(name: "Filters", replacing: true))
        #expect(stage.presentedNames == ["System", "Filters"])
    }

    @Test func aFlowInsideAPresentedHomeKeepsItsHomeAndKeepsRunning() {
        let stage = ReplacingFixture()
        stage.root.switchScene(with: ScreenRequest(name: "Home"))
        let flow = stage.root.startFlow(IdleFlow())
        flow.pivot.switchScene(with: ScreenRequest(name: "Filters", replacing: true))
        #expect(stage.presentedNames == ["Home", "Filters"])
        #expect(flow.isRunning)
    }

    @Test func theEventsSayWhetherItReplaced() {
        let stage = ReplacingFixture()
        var events: [String] = []
        let observation = stage.child.observe { events.append($0.description) }
        defer { observation.cancel() }
        stage.root.switchScene(with: ScreenRequest(name: "Home"))
        stage.child.switchScene(with: ScreenRequest(name: "Filters", replacing: true))
        stage.child.switchScene(with: ScreenRequest(name: "Sort", replacing: true))
        #expect(events.contains("begin present Filters for ScreenRequest"))
        #expect(events.contains("begin present Sort (replacing) for ScreenRequest"))
    }
}

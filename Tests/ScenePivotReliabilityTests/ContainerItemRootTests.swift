import ScenePivot
import ScenePivotHeadless
import Testing

/// Shows a tab container whose first tab's root is the stage's own root screen.
private enum ContainerShowing: String, CaseIterable {
    case presented, asRootChange

    var transition: (HeadlessTabContainer) -> StageTransition<AnyObject> {
        switch self {
        case .presented: return { .present($0, Presentation()) }
        case .asRootChange: return { .setRoot($0, inNavigationStack: false) }
        }
    }
}

@Suite("A container whose item root is already on stage")
struct ContainerItemRootTests {
    @Test(
        "It is refused, and the stage's own root stays on stage, also after a dismissal",
        arguments: ContainerShowing.allCases, [false, true])
    @MainActor fileprivate func containerReusingTheRootIsRefused(showing: ContainerShowing, animated: Bool) throws {
        let root = HeadlessScreen("Home")
        let stage = HeadlessStage(root: root)
        let tabs = HeadlessTabContainer(tabs: [
            (TabItem(title: "Home", iconName: "house"), root),
            (TabItem(title: "Other", iconName: "star"), HeadlessScreen("Other")),
        ])
        let before = stage.hierarchyDescription

        #expect(throws: ScenePivotError.illegalTransition(.screenAlreadyOnStage("Home"))) {
            try stage.performOrThrow(showing.transition(tabs), animated: animated)
        }
        stage.finishAnimations()
        #expect(stage.hierarchyDescription == before, "nothing changed")

        try stage.performOrThrow(.dismissAll, animated: animated)  // would take the container down, had it come
        stage.finishAnimations()
        #expect(stage.contains(root), "the root is still on stage after a dismissal")
        #expect(stage.hierarchyDescription == before)
        #expect(stage.observeDeparture(of: root) {}, "the root still takes departure observers")
        try stage.performOrThrow(.push(HeadlessScreen("Detail")), animated: animated)
        stage.finishAnimations()
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Home", "Detail"])
    }
}

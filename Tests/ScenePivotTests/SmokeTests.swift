import Testing
import ScenePivot

extension TextInputRequest.InputType {
    static let smokeAlbum = Self(id: "newAlbum", title: "New Album", placeholder: "Title", confirmTitle: "Create", validation: .nonEmpty)
}

struct DetailRequest: SceneRequest, Equatable { let title: String }

@Suite struct Smoke {
    @Test @MainActor func flow() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(DetailRequest.self) { PushScene(HeadlessScreen("Album \($0.title)")) }
        var log: [String] = []
        let obs = pivot.observe { log.append($0.description) }
        var answer: String?? = .none
        pivot.switchScene(with: TextInputRequest(.smokeAlbum) { title in
            answer = .some(title)
            pivot.switchScene(with: DetailRequest(title: title ?? "?"))
        })
        print(stage.hierarchyDescription)
        stage.finishAnimations()
        #expect(try stage.isActionEnabled(titled: "Create") == false)
        try stage.typeText("Trip")
        #expect(try stage.isActionEnabled(titled: "Create") == true)
        print(stage.hierarchyDescription)
        try stage.tapAction(titled: "Create")
        stage.finishAnimations()
        print(stage.hierarchyDescription)
        #expect(answer == .some("Trip"))
        #expect(stage.navigationStack.count == 2)
        print(log.joined(separator: "\n"))
        _ = obs
    }
}

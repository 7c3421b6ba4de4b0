import ScenePivot
import ScenePivotHeadless
import Testing

/// Stands in for SwiftUI's `SceneBuilder`, the result builder that makes the bare name ambiguous in a file that
/// imports both SwiftUI and ScenePivot (SwiftUI itself cannot be compiled on Linux).
@resultBuilder
enum SceneBuilder {
    static func buildBlock(_ parts: String...) -> [String] { parts }
}

/// A request to show the settings screen.
private struct SettingsRequest: SceneRequest {}

/// A file with its own `SceneBuilder` still reaches ScenePivot's: through the module selector on Swift 6.3 and
/// later, and through the `PivotSceneBuilder` alias on every compiler.
@Suite("SceneBuilder beside another SceneBuilder")
@MainActor
struct SceneBuilderClashTests {
    @Test func theModuleSelectorNamesScenePivotsBuilder() {
        let builder = ScenePivot::SceneBuilder()
        builder.register(SettingsRequest.self) { _ in .push(HeadlessScreen("Settings")) }
        #expect(builder.isRegistered(SettingsRequest.self))
    }

    @Test func theAliasNamesTheSameTypeOnEveryCompiler() {
        let builder: PivotSceneBuilder = PivotSceneBuilder()
        builder.register(SettingsRequest.self) { _ in .push(HeadlessScreen("Settings")) }
        let pivot = ScenePivot(stage: HeadlessStage(root: HeadlessScreen("Home")), builder: builder)
        #expect(pivot.builder === builder)
    }

    @Test func theBareNameIsTheFilesOwn() {
        @SceneBuilder var parts: [String] {
            "title"
            "body"
        }
        #expect(parts == ["title", "body"])
    }
}

import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// A scene whose storyboard lacks the scene it asks for, as the UIKit adapter's storyboard scene reports it.
struct MissingStoryboardScene: PivotScene {
    func perform(in context: SceneContext<Void>) throws {
        try StoryboardError.check("albm", in: "Albums", declaring: ["album", "albums"])
    }
}

@Suite("Storyboard errors")
struct StoryboardErrorTests {
    static let messages: [(StoryboardError, String)] = [
        (
            .storyboardNotFound("Albms", bundle: "com.example.albums"),
            "The bundle \"com.example.albums\" has no storyboard named \"Albms\"; check the name (without "
                + "\".storyboard\"), that the storyboard is a member of the bundle's target, and pass the bundle that "
                + "holds it as bundle: (Bundle.module from a Swift package, Bundle(for:) with one of its classes from a "
                + "framework)."
        ),
        (
            .unknownIdentifier("albm", storyboard: "Albums", suggestion: "album"),
            "The storyboard \"Albums\" has no scene with the identifier \"albm\"; did you mean \"album\"? set it as "
                + "the view controller's Storyboard ID in Interface Builder, or fix the identifier."
        ),
        (
            .unknownIdentifier("settings", storyboard: "Albums", suggestion: nil),
            "The storyboard \"Albums\" has no scene with the identifier \"settings\"; set it as the view controller's "
                + "Storyboard ID in Interface Builder, or fix the identifier."
        ),
        (
            .noInitialScreen(storyboard: "Albums"),
            "The storyboard \"Albums\" has no initial view controller; check \"Is Initial View Controller\" on one of "
                + "its scenes, or make a scene by its identifier."
        ),
        (
            .wrongClass("album", storyboard: "Albums", expected: "AlbumViewController", made: "UIViewController"),
            "The scene \"album\" of the storyboard \"Albums\" made a view controller of class UIViewController, not "
                + "AlbumViewController; set its Custom Class to AlbumViewController, and its Module to the module that "
                + "declares it (or check Inherit Module From Target), in Interface Builder, or ask for "
                + "UIViewController."
        ),
        (
            .wrongClass(nil, storyboard: "Albums", expected: "AlbumsViewController", made: "UINavigationController"),
            "The initial scene of the storyboard \"Albums\" made a view controller of class UINavigationController, "
                + "not AlbumsViewController; set its Custom Class to AlbumsViewController, and its Module to the "
                + "module that declares it (or check Inherit Module From Target), in Interface Builder, or ask for "
                + "UINavigationController."
        ),
    ]

    @Test(arguments: messages)
    func messageNamesTheStoryboardAndTheFix(error: StoryboardError, message: String) {
        #expect(error.description == message)
        #expect(error.errorDescription == message)
    }

    @Test func embeddedTextIsEscapedOntoOneLine() {
        let error = StoryboardError.unknownIdentifier("two\nlines", storyboard: "A \"B\"", suggestion: nil)
        #expect(!error.description.contains("\n"))
        #expect(error.description.contains(#""A \"B\"""#))
    }

    @Test func declaredIdentifierPasses() throws {
        try StoryboardError.check("album", in: "Albums", declaring: ["album", "albums"])
    }

    @Test func unknownDeclarationsCheckNothingButEmptiness() throws {
        try StoryboardError.check("anything", in: "Albums", declaring: nil)
        #expect(throws: StoryboardError.unknownIdentifier("", storyboard: "Albums", suggestion: nil)) {
            try StoryboardError.check("", in: "Albums", declaring: nil)
        }
    }

    @Test(
        arguments: [
            ("albm", "album"),  // one deletion: nearer than "albums" (two edits)
            ("Album", "album"),  // case only, before any edit distance
            ("albumz", "album"),  // "album" and "albums" are both one edit away: the alphabetically first
            ("photo", nil),
        ] as [(String, String?)])
    func unknownIdentifierSuggestsTheNearestDeclaredOne(identifier: String, suggestion: String?) {
        #expect(throws: StoryboardError.unknownIdentifier(identifier, storyboard: "Albums", suggestion: suggestion)) {
            try StoryboardError.check(identifier, in: "Albums", declaring: ["album", "albums", "settings"])
        }
    }

    @Test func suggestionIsWithinTwoEdits() {
        #expect(StoryboardError.closest(to: "abcde", among: ["abxyz"]) == nil)
        #expect(StoryboardError.closest(to: "abcde", among: ["abxye"]) == "abxye")
        #expect(StoryboardError.closest(to: "ab", among: ["abcde"]) == nil)
    }

    @Test @MainActor func sceneThatThrowsItFailsTheRequestWithItInside() async {
        let fixture = Fixture()
        fixture.pivot.builder.register(DetailRequest.self) { _ in MissingStoryboardScene() }
        do throws(ScenePivotError) {
            try await bounded("the request's failure") { () async throws(ScenePivotError) in
                try await fixture.pivot.response(to: DetailRequest(title: "Trip"))
            }
            Issue.record("the request succeeded")
        } catch {
            guard case .sceneFailed(let reason, let underlying as StoryboardError) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(underlying == .unknownIdentifier("albm", storyboard: "Albums", suggestion: "album"))
            #expect(reason == underlying.description)
        }
        #expect(fixture.stackNames == ["Albums"], "nothing was shown")
    }
}

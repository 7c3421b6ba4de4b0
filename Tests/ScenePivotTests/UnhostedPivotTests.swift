import ScenePivot
import ScenePivotTestSupport
import Testing

/// What a SwiftUI view's environment holds where no screen put a pivot: a placeholder whose every request fails
/// with a typed error, reported the way a pivot reports its own failures.
@Suite("A view no pivot hosts")
@MainActor
struct UnhostedPivotTests {
    /// The requests a view sends: built-in ones, and one no builder registers.
    enum SentRequest: CaseIterable {
        case textInput, confirmation, unregistered

        /// Sends the request to `scenes`, setting `answered` if its `onResponse` runs; returns its description.
        @MainActor func send(to scenes: any SceneSwitching, answered: @escaping @MainActor () -> Void) -> String {
            switch self {
            case .textInput:
                let request = TextInputRequest(.albumTitle) { _ in answered() }
                scenes.switchScene(with: request)
                return request.logDescription
            case .confirmation:
                let request = ConfirmationRequest(confirmTitle: "Delete") { _ in answered() }
                scenes.switchScene(with: request)
                return request.logDescription
            case .unregistered:
                let request = UnregisteredRequest()
                scenes.switchScene(with: request)
                return request.logDescription
            }
        }
    }

    @Test(arguments: SentRequest.allCases)
    func aFireAndForgetRequestReportsUnhostedRequestToTheErrorHandler(_ sent: SentRequest) {
        let pivot = UnhostedPivot()
        let errors = Log<ScenePivotError>()
        pivot.errorHandler = { errors.values.append($0) }
        var answered = false
        let description = sent.send(to: pivot) { answered = true }
        #expect(errors.values == [.unhostedRequest(description)])
        #expect(!answered, "a failed fire-and-forget request calls no onResponse, as with any pivot")
    }

    @Test func anAwaitedRequestThrowsUnhostedRequestNamingIt() async {
        let pivot = UnhostedPivot()
        let errors = Log<ScenePivotError>()
        pivot.errorHandler = { errors.values.append($0) }
        let scenes: any SceneSwitching = pivot
        await #expect(throws: ScenePivotError.unhostedRequest("TextInputRequest(albumTitle)")) {
            try await bounded("the answer to TextInputRequest") {
                try await scenes.response(to: TextInputRequest(.albumTitle))
            }
        }
        #expect(errors.values.isEmpty, "awaited errors are thrown, not handed to the error handler")
    }

    @Test func theErrorSaysHowToGiveTheViewAPivot() {
        let description = ScenePivotError.unhostedRequest("TextInputRequest(newAlbum)").description
        #expect(description.contains("TextInputRequest(newAlbum)"))
        #expect(description.contains("PivotHostingController"))
        #expect(description.contains(".environment(\\.scenePivot, pivot)"))
    }
}

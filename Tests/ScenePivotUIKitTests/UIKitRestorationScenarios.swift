#if canImport(UIKit)
import Foundation
import ScenePivotUIKit
import UIKit

/// Opens an album: pushes a plain view controller titled after it.
private struct OpenAlbumRequest: RestorableRequest {
    static let restorationID = "uikit.album"
    let title: String
}

/// Shows the settings in a sheet with a navigation controller of its own.
private struct ShowSettingsRequest: RestorableRequest {
    static let restorationID = "uikit.settings"
}

extension UIKitScenario {
    /// State restoration on `ViewControllerStage` (Tests/ScenePivotTests/Restoration/StateRestorationTests.swift).
    static let restoration: [UIKitScenario] = [
        UIKitScenario(
            name: "a state captured in one hierarchy is restored in a fresh one",
            run: UIKitRestorationScenarios.aStateCapturedInOneHierarchyIsRestoredInAFreshOne)
    ]
}

/// State restoration against `ViewControllerStage` in a real window: a navigation state captured from one
/// hierarchy, saved as JSON, and restored in a fresh hierarchy in the same window, as on the app's next launch.
@MainActor
enum UIKitRestorationScenarios {
    private static func named(_ title: String) -> String { UIKitStageFixture.named(title) }

    /// A pivot on `fixture`'s stage with the scenes of the two requests (unanimated), and its restoration, kept
    /// alive until the scenario ends.
    private static func restoration(on fixture: UIKitStageFixture, errors: Recorded<ScenePivotError>)
        -> SceneRestoration
    {
        let pivot = ScenePivot(stage: fixture.stage)
        pivot.errorHandler = { errors.values.append($0) }
        pivot.builder.register(OpenAlbumRequest.self) { request in
            .push(UIKitStageFixture.screen(request.title), animation: .none)
        }
        pivot.builder.register(ShowSettingsRequest.self) { _ in
            .present(
                UIKitStageFixture.screen("Settings"), Presentation(embedsInNavigationStack: true), animation: .none)
        }
        let restoration = SceneRestoration(pivot: pivot)
        do {
            try restoration.register(OpenAlbumRequest.self)
            try restoration.register(ShowSettingsRequest.self)
        } catch {
            errors.values.append(.sceneFailed("registering for restoration failed: \(error)"))
        }
        fixture.keepAlive(restoration)
        return restoration
    }

    /// A push, a sheet and a push inside it, captured and saved as JSON; in a fresh hierarchy, the saved state is
    /// restored completely, and UIKit shows the same stacks.
    static func aStateCapturedInOneHierarchyIsRestoredInAFreshOne(in window: UIWindow) async -> [String] {
        var saved: Data?
        var shownBefore: [[String]] = []
        var failures = await UIKitStageFixture.run(in: window) { fixture in
            let errors = Recorded<ScenePivotError>()
            let restoration = restoration(on: fixture, errors: errors)
            restoration.pivot.switchScene(with: OpenAlbumRequest(title: "Trip"))
            restoration.pivot.switchScene(with: ShowSettingsRequest())
            restoration.pivot.switchScene(with: OpenAlbumRequest(title: "Inside"))
            await fixture.waitUntil("the album inside the sheet") { fixture.topName == named("Inside") }
            await fixture.settle()
            do {
                saved = try JSONEncoder().encode(try restoration.capture())
            } catch {
                fixture.expect.fail("capturing: \(error)")
            }
            shownBefore = [fixture.presentedNames, fixture.stackNames]
            fixture.expect.expectEqual(errors.values, [], "errors on the first launch")
        }
        failures += await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let errors = Recorded<ScenePivotError>()
            let restoration = restoration(on: fixture, errors: errors)
            guard let saved, let state = try? JSONDecoder().decode(SceneRestoration.State.self, from: saved) else {
                return expect.fail("no saved state to restore")
            }
            let reports = Recorded<SceneRestoration.Report>()
            Task { reports.values.append(await restoration.restore(state)) }
            await fixture.waitUntil("the restoration's report") { !reports.values.isEmpty }
            await fixture.settle()
            expect.expectEqual(reports.values.first?.isComplete, true, "restored completely")
            expect.expectEqual([fixture.presentedNames, fixture.stackNames], shownBefore, "what is on stage")
            expect.expectEqual(fixture.navigation?.viewControllers.map(\.title), ["Root", "Trip"], "UIKit: the stack")
            let sheet = fixture.navigation?.presentedViewController as? UINavigationController
            expect.expectEqual(sheet?.viewControllers.map(\.title), ["Settings", "Inside"], "UIKit: the sheet's stack")
            expect.expectEqual(errors.values, [], "errors on the next launch")
        }
        return failures
    }
}
#endif

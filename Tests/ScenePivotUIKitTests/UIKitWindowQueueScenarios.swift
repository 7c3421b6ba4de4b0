#if canImport(UIKit)
import ScenePivot
import ScenePivotUIKit
import UIKit

/// Presents a view controller titled `title`.
private struct PresentTitledRequest: SceneRequest {
    let title: String
}

/// One transition queue per window, in a real `UIWindow`: two view controllers' own pivots, made with
/// `ScenePivot(viewController:)`, wait for each other; two windows do not.
@MainActor
enum UIKitWindowQueueScenarios {
    private static func named(_ title: String) -> String { UIKitStageFixture.named(title) }

    /// A pivot made the default way around `controller`, presenting `PresentTitledRequest`'s screens and recording
    /// its errors in `errors`.
    private static func pivot(around controller: UIViewController, errors: Recorded<ScenePivotError>) -> ScenePivot {
        let pivot = ScenePivot(viewController: controller)
        pivot.errorHandler = { errors.values.append($0) }
        pivot.builder.register(PresentTitledRequest.self) { .present(UIKitStageFixture.screen($0.title)) }
        return pivot
    }

    /// A pushed screen's pivot, made before the screen was pushed, asks to present while the root's pivot has an
    /// alert up: the request waits, and presents once the alert has gone.
    static func aSecondScreensRequestWaitsForTheFirstScreensAlert(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let errors = Recorded<ScenePivotError>()
            let detail = fixture.screen("Detail")
            let detailPivot = pivot(around: detail, errors: errors)  // `lazy var pivot`, made before the push
            fixture.keepAlive(detailPivot)
            await fixture.run(.push(detail))
            let rootPivot = pivot(around: fixture.root, errors: errors)
            fixture.keepAlive(rootPivot)
            rootPivot.switchScene(with: ConfirmationRequest(title: "Delete?", confirmTitle: "Delete") { _ in })
            let navigation = fixture.navigation
            await fixture.waitUntil("the alert") { navigation?.presentedViewController is UIAlertController }
            await fixture.settle()

            detailPivot.switchScene(with: PresentTitledRequest(title: "Share"))
            await fixture.settle()
            expect.expectEqual(errors.values, [], "the request waits instead of failing")
            expect.expect(
                detailPivot.stage?.transitionQueue === rootPivot.stage?.transitionQueue, "one queue for the window")
            navigation?.presentedViewController?.presentingViewController?.dismiss(animated: false)  // the app's call
            await fixture.waitUntil("the sheet") { navigation?.presentedViewController?.title == "Share" }
            await fixture.settle()
            expect.expectEqual(fixture.presentedNames, [named("Share")], "presented screens")
            expect.expectEqual(errors.values, [], "errors")
        }
    }

    /// A second window's pivot presents while the first window's alert is up: each window has its own queue.
    static func twoWindowsDoNotWaitForEachOther(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let errors = Recorded<ScenePivotError>()
            let rootPivot = pivot(around: fixture.root, errors: errors)
            fixture.keepAlive(rootPivot)
            rootPivot.switchScene(with: ConfirmationRequest(title: "Delete?", confirmTitle: "Delete") { _ in })
            let navigation = fixture.navigation
            await fixture.waitUntil("the alert") { navigation?.presentedViewController is UIAlertController }

            let otherWindow = UIKitTestWindow.make()
            let other = fixture.screen("Other")
            UIKitTestWindow.show(otherWindow, root: other)
            let otherPivot = pivot(around: other, errors: errors)
            fixture.keepAlive(otherPivot)
            otherPivot.switchScene(with: PresentTitledRequest(title: "Share"))
            await fixture.waitUntil("the other window's sheet") { other.presentedViewController?.title == "Share" }
            expect.expect(
                otherPivot.stage?.transitionQueue !== rootPivot.stage?.transitionQueue, "one queue per window")
            expect.expect(navigation?.presentedViewController is UIAlertController, "the first window's alert stays")
            expect.expectEqual(errors.values, [], "errors")
            await UIKitTestWindow.close(otherWindow, roots: [other])
        }
    }
}
#endif

#if canImport(UIKit)
import ScenePivotUIKit
import UIKit

/// A request answered later by its screen: a picker of a number, `nil` when the screen leaves unanswered.
private struct PickRequest: SceneRequest {
    typealias Response = Int?
    var onResponse: (@MainActor (Int?) -> Void)?
}

/// A pivot on a fixture's stage whose picker — a plain view controller titled "Picker" — is presented or pushed,
/// with every answer and error recorded. The picker is held weakly, as an app holds a screen it handed to UIKit.
@MainActor
private final class PickerPivot {
    let pivot: ScenePivot
    let answers = Recorded<Int?>()
    let errors = Recorded<ScenePivotError>()
    private(set) weak var picker: UIViewController?

    init(on fixture: UIKitStageFixture, pushed: Bool) {
        pivot = ScenePivot(stage: fixture.stage)
        pivot.errorHandler = { [errors] in errors.values.append($0) }
        pivot.builder.register(PickRequest.self) { [weak self] _ in
            let makePicker: (SceneResponder<Int?>) -> AnyObject = { _ in
                let picker = UIKitStageFixture.screen("Picker")
                self?.picker = picker
                return picker
            }
            return pushed
                ? .push(animation: .none, answeringWith: makePicker)
                : .present(animation: .none, answeringWith: makePicker)
        }
    }

    /// Sends the request; the picker shows once the stage is free.
    func pick() {
        pivot.switchScene(with: PickRequest { [answers] in answers.values.append($0) })
    }

    /// A picker pushed onto `fixture`'s stack (or presented over its root), on screen and settled, unanswered.
    static func shown(on fixture: UIKitStageFixture, pushed: Bool) async -> PickerPivot {
        let picking = PickerPivot(on: fixture, pushed: pushed)
        fixture.keepAlive(picking)
        picking.pick()
        if pushed {
            await fixture.waitUntil("the picker pushed") { fixture.navigation?.topViewController?.title == "Picker" }
        } else {
            await fixture.waitUntil("the picker presented") { fixture.root.presentedViewController?.title == "Picker" }
        }
        await fixture.settle()
        return picking
    }

    /// Waits for the picker's answer and expects the one a screen that left gives: `nil`.
    func expectAnsweredAsDismissed(on fixture: UIKitStageFixture) async {
        await fixture.waitUntil("the picker's answer") { !answers.values.isEmpty }
        fixture.expect.expectEqual(answers.values, [nil], "answers")
    }
}

/// The departure cases of the stage contract (Tests/ScenePivotTests/StageContract/DepartureContractTests.swift and
/// UIKitStageTests.swift), run against `ViewControllerStage` in a real window: a screen leaves behind ScenePivot's
/// back — by the app's own UIKit calls — and the request waiting on it answers at once, freeing the queue.
///
/// The user's gestures (a swipe down, the back button, an edge swipe, a tap on an alert's action) cannot be made
/// from a unit test without private API, so each departure here is the app's own call that has the same effect.
@MainActor
enum UIKitDepartureScenarios {
    private static func named(_ title: String) -> String { UIKitStageFixture.named(title) }

    /// The app dismisses the presenter of a sheet under a ScenePivot alert: the alert leaves with it, answers with
    /// its cancel action, and the queue is free.
    static func theAppDismissingThePresenterOfAnAlertAnswersTheAlert(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let sheet = fixture.screen("Sheet")
            await fixture.run(.present(sheet, Presentation()))
            let pivot = ScenePivot(stage: fixture.stage)
            fixture.keepAlive(pivot)
            let answers = Recorded<Bool>()
            pivot.switchScene(
                with: ConfirmationRequest(title: "Delete?", confirmTitle: "Delete") { answers.values.append($0) })
            await fixture.waitUntil("the alert over the sheet") { sheet.presentedViewController is UIAlertController }
            await fixture.settle()
            fixture.root.dismiss(animated: false)  // the app's own call, ScenePivot not involved
            await fixture.waitUntil("the alert's answer") { !answers.values.isEmpty }
            await fixture.settle()
            expect.expectEqual(answers.values, [false], "the alert left untapped: its cancel action answers")
            expect.expect(!fixture.stage.transitionQueue.isBusy, "the queue is free")
            expect.expectEqual(fixture.presentedNames, [], "presented screens")
        }
    }

    /// The app dismisses a ScenePivot alert itself: the request fails as dismissed without a response (an
    /// `AlertRequest` has no answer that means "dismissed"), and the queue moves on.
    static func anAlertTheAppDismissesItselfIsReportedAndTheQueueMovesOn(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let pivot = ScenePivot(stage: fixture.stage)
            fixture.keepAlive(pivot)
            let answers = Recorded<AlertAction>()
            let errors = Recorded<ScenePivotError>()
            pivot.errorHandler = { errors.values.append($0) }
            pivot.switchScene(
                with: AlertRequest(title: "Saved", actions: [AlertAction("OK")]) { answers.values.append($0) })
            await fixture.waitUntil("the alert on screen") { fixture.root.presentedViewController is UIAlertController }
            await fixture.settle()
            let alert = fixture.root.presentedViewController
            alert?.presentingViewController?.dismiss(animated: false)  // the app's own call
            await fixture.waitUntil("the request's failure") { !errors.values.isEmpty }
            await fixture.settle()
            expect.expectEqual(answers.values.count, 0, "answers")
            expect.expectEqual(errors.values, [.dismissedWithoutResponse("AlertRequest(\"Saved\")")], "errors")
            expect.expect(!fixture.stage.transitionQueue.isBusy, "the queue is free")
        }
    }

    /// The app's own `setViewControllers(_:animated:)` removes a pushed picker: it answers `nil`.
    static func theAppsOwnSetViewControllersAnswersTheScreenItRemoved(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let picking = await PickerPivot.shown(on: fixture, pushed: true)
            fixture.navigation?.setViewControllers([fixture.root], animated: false)  // the app's own call
            await picking.expectAnsweredAsDismissed(on: fixture)
            expect.expectEqual(picking.errors.values, [], "errors")
            await fixture.settle()
            expect.expectEqual(fixture.stackNames, [named("Root")], "stack")
        }
    }

    /// The app removes a pushed picker with `removeFromParent()` (after `willMove(toParent: nil)` and removing its
    /// view, as UIKit asks of containers): it answers `nil`.
    static func removeFromParentAnswersTheScreenThatLeft(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let picking = await PickerPivot.shown(on: fixture, pushed: true)
            if let picker = picking.picker {  // the app's own calls
                picker.willMove(toParent: nil)
                picker.view.removeFromSuperview()
                picker.removeFromParent()
            } else {
                expect.fail("the picker was not on screen")
            }
            await picking.expectAnsweredAsDismissed(on: fixture)
            await fixture.settle()
            expect.expectEqual(fixture.stackNames, [named("Root")], "stack")
        }
    }

    /// The app swaps the window's root view controller: every screen of the old hierarchy has left, and the
    /// picker presented in it answers `nil`.
    static func aWindowRootSwapAnswersEveryScreenOfTheOldHierarchy(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let picking = await PickerPivot.shown(on: fixture, pushed: false)
            window.rootViewController = UIKitStageFixture.screen("Elsewhere")  // the app's own call
            await picking.expectAnsweredAsDismissed(on: fixture)
            expect.expect(!fixture.stage.transitionQueue.isBusy, "the queue is free")
        }
    }

    /// The app pops a pushed picker with `popViewController(animated:)`, as the back button does: it answers `nil`.
    static func theAppsOwnPopAnswersThePoppedScreen(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let picking = await PickerPivot.shown(on: fixture, pushed: true)
            _ = fixture.navigation?.popViewController(animated: true)  // the app's own call
            await picking.expectAnsweredAsDismissed(on: fixture)
            await fixture.settle()
            expect.expectEqual(fixture.stackNames, [named("Root")], "stack")
            expect.expect(!fixture.stage.transitionQueue.isBusy, "the queue is free")
        }
    }

    /// A picker whose presentation waited for an animated push still answers `nil` when the app dismisses it: the
    /// stage watches a screen from the moment it arrives, not from when it was asked for.
    static func aPickerWhosePresentationWaitedStillAnswersWhenDismissed(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let picking = PickerPivot(on: fixture, pushed: false)
            fixture.keepAlive(picking)
            fixture.stage.perform(.push(fixture.screen("Trip")), animated: true) { _ in }
            picking.pick()
            expect.expect(fixture.root.presentedViewController == nil, "UIKit: the picker waits for the push")
            await fixture.waitUntil("the picker presented") { fixture.root.presentedViewController?.title == "Picker" }
            await fixture.settle()
            expect.expectEqual(picking.answers.values, [], "the picker is on screen, unanswered")
            picking.picker?.dismiss(animated: true)  // the app's own call, as a Close button's
            await picking.expectAnsweredAsDismissed(on: fixture)
            await fixture.settle()
            expect.expectEqual(fixture.presentedNames, [], "presented screens")
            expect.expect(!fixture.stage.transitionQueue.isBusy, "the queue is free")
        }
    }
}
#endif

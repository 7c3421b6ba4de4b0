import Foundation
import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// Every error says what went wrong, names the request where it knows it, and says what to do next; its
/// `localizedDescription` is that message, and the default error handler names the request that failed.
@Suite("Error messages say what to do")
struct ErrorMessageTests {
    /// The interceptors' errors are pinned with their events in `InterceptionTextTests.errors`.
    static let pivotErrors: [(ScenePivotError, String)] = [
        (
            .unregisteredRequest("ShareRequest"),
            "No scene is registered for ShareRequest; call builder.register(ShareRequest.self) { … } before sending "
                + "it, or give the request a default scene (makeDefaultScene())."
        ),
        (
            .hostDeallocated,
            "The pivot's host (its stage, view controller or flow) is gone; the request has nowhere to be shown. Keep "
                + "the stage alive while its pivot sends requests (the pivot holds it weakly), and stop sending from "
                + "screens that have left."
        ),
        (
            .invalidRequest("AlertRequest(\"Oops\")", .noActions),
            "AlertRequest(\"Oops\") is invalid: it has no actions; give it at least one, such as a cancel action."
        ),
        (
            .illegalTransition(.nothingToDismiss),
            "Illegal transition: nothing is presented, so there is nothing to dismiss; dismiss only while a screen is "
                + "presented."
        ),
        (
            .duplicateRequest("DetailRequest"),
            "DetailRequest is already queued or on its way; the duplicate was coalesced into it. Await the first "
                + "one's response, or give the request the duplicatePolicy .allow to show every copy."
        ),
        (
            .dismissedWithoutResponse("PickRequest"),
            "PickRequest was dismissed before it produced a response; give its type a dismissalResponse (optional "
                + "and Void responses have one), or handle this error."
        ),
        (
            .responseAlreadyDelivered("PickRequest"),
            "PickRequest was answered twice; the second answer was ignored. Answer each request once."
        ),
        (
            .unsupportedScreen("Label is not a screen this stage can show"),
            "Unsupported screen: Label is not a screen this stage can show; have the scene build a screen of a kind "
                + "this stage shows."
        ),
        (
            .sceneFailed("PickRequest ended without an answer"),
            "Scene failed: PickRequest ended without an answer; the scene must answer its request exactly once, or "
                + "fail it with a reason."
        ),
        (
            .cancelled("PickRequest"),
            "PickRequest was cancelled; whatever it showed was taken down. Send it again if it is still wanted."
        ),
        (
            .flowEnded("PickRequest"),
            "PickRequest was sent by a flow that has ended; it shows nothing. Send it from a running flow's pivot, or "
                + "from the pivot the flow was started on."
        ),
        (
            .deepLinkFailed(.malformedURL("a b")),
            "Malformed deep link \"a b\": expected a URL with a scheme or a path starting with \"/\", with no spaces, "
                + "control characters or broken percent escapes."
        ),
    ]

    @Test(arguments: pivotErrors)
    func everyPivotErrorSaysWhatToDo(error: ScenePivotError, message: String) {
        #expect(error.description == message)
    }

    static let illegalTransitions: [(ScenePivotError.IllegalTransitionReason, String)] = [
        (
            .noNavigationStack,
            "there is no navigation stack to push onto or pop from; present the screen instead, or show a navigation "
                + "stack first (setRoot(_:inNavigationStack: true), or a presentation in one)"
        ),
        (
            .nothingToDismiss,
            "nothing is presented, so there is nothing to dismiss; dismiss only while a screen is presented"
        ),
        (
            .popAtRoot,
            "the navigation stack holds only its root screen; push a screen before popping, or replace the root instead"
        ),
        (.screenNotInStack("Photo"), "Photo is not on the navigation stack; pop to a screen that is on it"),
        (.emptyStack, "a navigation stack needs at least one screen; pass one or more screens"),
        (
            .screenAlreadyOnStage("Photo"),
            "Photo is already on stage; build a new screen for each scene instead of showing one twice"
        ),
        (
            .screenNotPresented("Photo"),
            "Photo is not presented; dismiss a screen that is presented, or dismiss the top-most one"
        ),
        (
            .alertOnScreen("Alert \"Delete?\""),
            "Alert \"Delete?\" is on screen and must be answered first; send the request after the alert's response"
        ),
        (
            .notInWindow("Photo"),
            "Photo is not in a window, so nothing can be presented from it; send the request once the screen is on "
                + "screen"
        ),
        (
            .rootCannotBeReplaced("MyStage"),
            "MyStage cannot replace its root screen; send root changes to a stage that performs "
                + "setRoot(_:inNavigationStack:)"
        ),
        (.noContainer("tab container"), "there is no tab container on stage; show one before selecting in it"),
        (
            .noSuchContainerItem(3, count: 2),
            "there is no item 3; the container has 2, so pick an index in 0..<2"
        ),
        (
            .containerNotOnStage("Tabs"),
            "Tabs is not on stage, so its items' stages cannot show anything yet; show the container first"
        ),
        (
            .columnHidden("Split"),
            "Split is collapsed and this column is hidden, so the user would not see what it shows; send the request "
                + "once the split expands or shows this column"
        ),
        (
            .notPerformed("present(Photo)"),
            "the host did not perform present(Photo), so nothing it would show is on stage; send the request again "
                + "once the host can show it"
        ),
        (
            .systemScreenOnTop("Image picker"),
            "Image picker is a system screen on top, whose navigation stack is private; dismiss it first"
        ),
    ]

    @Test(arguments: illegalTransitions)
    func everyIllegalTransitionNamesTheRuleAndAFix(transition: ScenePivotError.IllegalTransitionReason, message: String)
    {
        #expect(transition.description == message)
        #expect(ScenePivotError.illegalTransition(transition).description == "Illegal transition: \(message).")
    }

    static let invalidReasons: [(ScenePivotError.InvalidRequestReason, String)] = [
        (.noActions, "it has no actions; give it at least one, such as a cancel action"),
        (.multipleCancelActions, "it has more than one cancel action; give the cancel role to one action only"),
        (.multiplePreferredActions, "more than one action is preferred; prefer one action at most"),
        (
            .cancelActionPreferred,
            "the preferred action has the cancel role; prefer an action that is not the cancel action, or none"
        ),
        (.duplicateActionTitle("OK"), "two actions are titled \"OK\"; give each action its own title"),
        (.emptyActionTitle, "an action has an empty title; give every action a title"),
        (.textFieldInActionSheet, "an action sheet cannot hold text fields; ask for text with an alert"),
        (.noChoices, "it offers no choices; offer at least one"),
        (
            .missingPopoverAnchor,
            "it shows as a popover here, which needs a popoverAnchor on a source view or bar button item; give the "
                + "request one"
        ),
        (
            .unusablePopoverAnchor("ViewController"),
            "its popoverAnchor \"ViewController\" is not a view, bar button item or source item a popover can point "
                + "at; anchor it to one of those"
        ),
        (
            .invalidSheet("a sheet needs at least one detent"),
            "a sheet needs at least one detent; change its sheet options"
        ),
        (
            .unusableAnimation("Fader"),
            "the animation \"Fader\" is not an object UIKit animates this transition with; pass a transitioning "
                + "delegate (presentations) or an animated-transitioning object"
        ),
        (.custom("the album has no title"), "the album has no title"),
    ]

    @Test(arguments: invalidReasons)
    func everyInvalidRequestSaysHowToFixIt(reason: ScenePivotError.InvalidRequestReason, message: String) {
        #expect(reason.description == message)
    }

    static let interactionErrors: [(HeadlessInteractionError, String)] = [
        (
            .noAlertOnScreen(onScreen: "Albums"),
            "No alert is on screen; the top-most screen is Albums. Send the alert's request and call "
                + "user.waitForAnimations() before touching it."
        ),
        (
            .noSuchAction("OK", available: ["Cancel"]),
            "The alert has no action titled \"OK\"; its actions are \"Cancel\". Tap one of those."
        ),
        (.actionDisabled("Create"), "The action \"Create\" is disabled; type text its validation accepts first."),
        (.noSuchTextField(2, count: 1), "The alert has no text field 2; it has 1, so type into one of 0..<1."),
        (
            .cannotSwipeDown("Albums is not presented"),
            "Cannot swipe down: Albums is not presented; only a sheet the user may dismiss can be swiped down (answer "
                + "an alert by tapping one of its actions)."
        ),
        (
            .cannotGoBack("Albums is the root of its navigation stack"),
            "Cannot go back: Albums is the root of its navigation stack; only a screen pushed on a navigation stack "
                + "has a back button."
        ),
        (
            .transitionInProgress("Photo"),
            "Photo is still animating; call user.waitForAnimations() (or stage.finishAnimations()) first."
        ),
        (
            .alertStillAppearing("Alert \"Delete?\""),
            "Alert \"Delete?\" is still appearing and cannot be touched yet; call user.waitForAnimations() (or "
                + "stage.finishAnimations()) first."
        ),
        (
            .noPageToSwipeTo("the current page is the last"),
            "Cannot swipe: the current page is the last; swipe the other way."
        ),
        (.noSuchItem(4, count: 3), "There is no item 4; the container has 3, so pick one of 0..<3."),
        (.notOnStage("Tabs"), "Tabs is not on stage; show it before touching it."),
        (
            .notVisible("Tabs", topScreen: "Photo"),
            "Tabs is covered; the top-most screen is Photo. Dismiss or pop what covers it first."
        ),
    ]

    @Test(arguments: interactionErrors)
    func everyInteractionErrorSaysWhatTheTestShouldDo(error: HeadlessInteractionError, message: String) {
        #expect(error.description == message)
    }

    static let restorationErrors: [(RestorationError, String)] = [
        (
            .unsupportedVersion(99),
            "The state is in version 99 of the format; this library reads version \(SceneRestoration.State.currentVersion), "
                + "so nothing was restored; start from the app's first screen."
        ),
        (
            .undecodableRequest("album", reason: "key not found"),
            "The data of \"album\" does not decode: key not found. Keep the request's Codable form readable, or "
                + "register the changed type under a new restoration ID."
        ),
        (
            .unencodableRequest("album", reason: "zoom is invalid"),
            "\"album\" could not be encoded: zoom is invalid. Make the request's Codable form encode."
        ),
    ]

    @Test(arguments: restorationErrors)
    func everyRestorationErrorSaysWhatToDo(error: RestorationError, message: String) {
        #expect(error.description == message)
    }

    static var everyKind: [any Error & CustomStringConvertible & Sendable] {
        var errors: [any Error & CustomStringConvertible & Sendable] = pivotErrors.map(\.0)
        errors += illegalTransitions.map { ScenePivotError.illegalTransition($0.0) }
        errors += invalidReasons.map { ScenePivotError.invalidRequest("AlertRequest", $0.0) }
        errors += interactionErrors.map(\.0) as [HeadlessInteractionError]
        errors += restorationErrors.map(\.0) as [RestorationError]
        errors.append(RestorationError.cancelled)
        errors.append(DeepLinkError.unmatched("/nowhere"))
        return errors
    }

    @Test(arguments: 0..<everyKind.count)
    func theLocalizedDescriptionIsTheMessage(index: Int) {
        let error = Self.everyKind[index]
        #expect(error.localizedDescription == error.description)
        #expect((error as NSError).localizedDescription == error.description)
    }

    @Test @MainActor func theDefaultErrorHandlerNamesTheRequestThatFailed() {
        let captured = CapturedText()
        StandardError.capture.withValue(captured) {
            let stage = HeadlessStage(root: HeadlessScreen("Albums"))
            let pivot = ScenePivot(stage: stage)
            pivot.switchScene(with: UnregisteredRequest())
            pivot.makeChildPivot().switchScene(with: UnregisteredRequest())  // a child keeps the default handler
        }
        let line =
            "ScenePivot: UnregisteredRequest failed: No scene is registered for UnregisteredRequest; call "
            + "builder.register(UnregisteredRequest.self) { … } before sending it, or give the request a default "
            + "scene (makeDefaultScene()).\n"
        #expect(captured.text == line + line)
    }

    @Test @MainActor func anErrorHandlerOfYourOwnReplacesTheDefaultOneForChildrenToo() {
        let captured = CapturedText()
        let errors = Log<ScenePivotError>()
        StandardError.capture.withValue(captured) {
            let stage = HeadlessStage(root: HeadlessScreen("Albums"))
            let pivot = ScenePivot(stage: stage)
            pivot.errorHandler = { errors.values.append($0) }
            pivot.switchScene(with: UnregisteredRequest())
            pivot.makeChildPivot().switchScene(with: UnregisteredRequest())
            pivot.errorHandler(.hostDeallocated)
        }
        #expect(captured.text.isEmpty)
        #expect(
            errors.values == [
                .unregisteredRequest("UnregisteredRequest"), .unregisteredRequest("UnregisteredRequest"),
                .hostDeallocated,
            ])
    }
}

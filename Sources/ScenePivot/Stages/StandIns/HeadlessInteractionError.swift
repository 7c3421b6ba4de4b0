import Foundation

/// Why a simulated user interaction on a model stage (`HeadlessStage`, `SwiftUIStage`) could not happen; each
/// message names what is on screen. The stages' package interface throws it for ScenePivotTesting and the demo.
package enum HeadlessInteractionError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// No alert or action sheet is on screen; `onScreen` names the top-most screen.
    case noAlertOnScreen(onScreen: String)
    /// The alert has no action with that title; `available` lists the titles it has.
    case noSuchAction(String, available: [String])
    /// The action is disabled, as UIKit keeps it until the text is valid.
    case actionDisabled(String)
    /// The alert has no text field at that index; `count` says how many it has.
    case noSuchTextField(Int, count: Int)
    /// The top-most screen cannot be swiped down; `reason` says why.
    case cannotSwipeDown(String)
    /// There is no back button to tap; `reason` says why.
    case cannotGoBack(String)
    /// A transition is still animating: wait for it first (`user.waitForAnimations()` in ScenePivotTesting, or
    /// `stage.finishAnimations()`).
    case transitionInProgress(String)
    /// The alert is still animating in and takes no touches yet: wait for it first, as for
    /// ``transitionInProgress(_:)``.
    case alertStillAppearing(String)
    /// A swipe past the first or last page; `reason` says which.
    case noPageToSwipeTo(String)
    /// A tab or page index outside the container's `0..<count`.
    case noSuchItem(Int, count: Int)
    /// The container is not on stage.
    case notOnStage(String)
    /// The container is on stage but out of the user's reach: a presented screen, another tab or a pushed screen
    /// covers it; `topScreen` names the top-most screen.
    case notVisible(String, topScreen: String)

    /// A readable explanation and the next step to take, on one line: titles are quoted and escaped, names escaped.
    package var description: String {
        TextEscaping.singleLine(unescapedDescription)
    }

    /// The ``description``, so that `localizedDescription` says what went wrong and what to do.
    package var errorDescription: String? { description }

    private static let waitFirst = "call user.waitForAnimations() (or stage.finishAnimations()) first"

    private var unescapedDescription: String {
        switch self {
        case .noAlertOnScreen(let screen):
            return "No alert is on screen; the top-most screen is \(screen). Send the alert's request and call "
                + "user.waitForAnimations() before touching it."
        case .noSuchAction(let title, let available):
            let list = available.map(TextEscaping.quoted).joined(separator: ", ")
            return "The alert has no action titled \(TextEscaping.quoted(title)); its actions are \(list). Tap one "
                + "of those."
        case .actionDisabled(let title):
            return "The action \(TextEscaping.quoted(title)) is disabled; type text its validation accepts first."
        case .noSuchTextField(let index, let count):
            return "The alert has no text field \(index); it has \(count), so type into one of 0..<\(count)."
        case .cannotSwipeDown(let reason):
            return "Cannot swipe down: \(reason); only a sheet the user may dismiss can be swiped down (answer an "
                + "alert by tapping one of its actions)."
        case .cannotGoBack(let reason):
            return "Cannot go back: \(reason); only a screen pushed on a navigation stack has a back button."
        case .transitionInProgress(let what):
            return "\(what) is still animating; \(Self.waitFirst)."
        case .alertStillAppearing(let alert):
            return "\(alert) is still appearing and cannot be touched yet; \(Self.waitFirst)."
        case .noPageToSwipeTo(let reason): return "Cannot swipe: \(reason); swipe the other way."
        case .noSuchItem(let index, let count):
            return "There is no item \(index); the container has \(count), so pick one of 0..<\(count)."
        case .notOnStage(let what): return "\(what) is not on stage; show it before touching it."
        case .notVisible(let what, let topScreen):
            return "\(what) is covered; the top-most screen is \(topScreen). Dismiss or pop what covers it first."
        }
    }
}

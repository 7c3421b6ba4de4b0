import Foundation
import ScenePivot

extension TraceReplay {
    /// Sends the request of `step` again: decoded when its type is registered, else the one registered with its
    /// description.
    func send(
        _ step: NavigationTrace.Step, describedAs description: String, restorationID: String?, data: Data?
    ) throws(NavigationTrace.ReplayError) {
        if let restorationID, let data, let registration = registration(for: restorationID) {
            do {
                try registration.send(data, pivot)
            } catch {
                throw .undecodableRequest(step: step, reason: CodingFailure.reason(error))
            }
        } else if let send = registeredRequest(describedAs: description) {
            send(pivot)
        } else {
            throw .unregisteredRequest(step: step)
        }
    }

    /// Types `texts` into the alert on screen and taps `action`, once the alert is the one the user answered.
    func answer(_ step: NavigationTrace.Step, alert title: String?, tapping action: String, texts: [String])
        throws(NavigationTrace.ReplayError)
    {
        guard let shown = stage.visibleAlert else {
            throw .cannotAnswer(
                step: step, reason: "no alert is on screen; the top-most screen is \(stage.name(of: stage.topScreen))")
        }
        guard shown.title == title else {
            let found = shown.title.map(TextEscaping.quoted) ?? "untitled"
            let expected = title.map(TextEscaping.quoted) ?? "an untitled one"
            throw .cannotAnswer(step: step, reason: "the alert on screen is \(found), not \(expected)")
        }
        do {
            for (index, text) in texts.enumerated() { try stage.typeText(text, intoTextField: index) }
            try stage.tapAction(titled: action)
        } catch {
            throw .cannotAnswer(step: step, reason: error.description)
        }
    }

    /// Takes away the screen at `index` of those step `shownBy` brought on stage: as the user would — back, or a
    /// swipe down — when the screen is on top, else as the app did, with a dismissal or a pop.
    func depart(_ step: NavigationTrace.Step, screenAt index: Int, shownBy: Int) throws(NavigationTrace.ReplayError) {
        let screens = screens(ofStep: shownBy)
        guard screens.indices.contains(index), let screen = screens[index], stage.contains(screen) else {
            throw .screenNotOnStage(step: step)
        }
        if stage.presentedScreens.contains(where: { $0 === screen }) {
            if stage.presentedScreens.last === screen, (try? stage.swipeDown()) != nil { return }
            try perform(.dismiss(screen), for: step)
        } else if stage.topScreen === screen, (try? stage.tapBack()) != nil {
            return
        } else {
            try perform(.pop(.before(screen)), for: step)
        }
    }

    /// Performs `transition` on the stage, as the app's own code did, and waits for it to end.
    private func perform(_ transition: StageTransition<AnyObject>, for step: NavigationTrace.Step)
        throws(NavigationTrace.ReplayError)
    {
        let outcome = OutcomeBox()
        stage.perform(transition, animated: true) { outcome.value = $0 }
        stage.finishAnimations()
        switch outcome.value {
        case .completed?, .answered?: return
        case .failed(let error)?: throw .cannotDepart(step: step, reason: error.description)
        case nil: throw .cannotDepart(step: step, reason: "the stage did not finish taking it away")
        }
    }
}

/// Where a stage's completion leaves the outcome of a transition the replay performs.
@MainActor
private final class OutcomeBox {
    var value: StageOutcome?
}

import ScenePivot

extension ReliabilityHarness {
    func registerScenes() {
        let builder = pivot.builder
        builder.register(PushScreenRequest.self) { [unowned self] request in
            .push(makeScreen("Pushed#\(request.id)"), animation: request.animation)
        }
        builder.register(PresentScreenRequest.self) { [unowned self] request in
            .present(makeScreen("Presented#\(request.id)"), request.presentation, animation: request.animation)
        }
        builder.register(PresentPickerRequest.self) { [unowned self] request in
            .present(animation: request.animation) { responder in
                let screen = self.makeScreen("PresentedPicker#\(request.id)")
                screen.answer = { value in responder.respond(value) }
                return screen
            }
        }
        builder.register(PushPickerRequest.self) { [unowned self] request in
            .push(animation: request.animation) { responder in
                let screen = self.makeScreen("PushedPicker#\(request.id)")
                screen.answer = { value in responder.respond(value) }
                return screen
            }
        }
        builder.register(PopRequest.self) { request in
            .pop(to: request.toRoot ? .root : .previous, animation: request.animation)
        }
        builder.register(DismissRequest.self) { request in .dismiss(animation: request.animation) }
        builder.register(DoubleTapRequest.self) { [unowned self] request in
            .push(makeScreen("DoubleTapped#\(request.id)"))
        }
        builder.register(CustomSceneRequest.self) { [unowned self] request in
            let id = request.id
            return AnyPivotScene<String>("custom \(request.behavior)") { context throws(ScenePivotError) in
                switch request.behavior {
                case .respondAndPush:
                    context.respond("pushed")
                    try context.perform(
                        .push(self.makeScreen("CustomPushed#\(id)"), animation: id.isMultiple(of: 2) ? .default : .none)
                    )
                case .respondTwice:
                    context.respond("first")
                    context.respond("second")
                case .fail:
                    throw .sceneFailed("Custom#\(id) gave up")
                case .endWithoutAnswer:
                    break
                case .customAlert:
                    try context.presentAlert(
                        AlertContent(title: "Custom#\(id)", actions: [AlertAction("One"), AlertAction("Two")])
                    ) { answer in "tapped \(answer.actionIndex)" }
                case .secureAlert:  // answers with the secure field's text, without declaring it secret
                    try context.presentAlert(
                        AlertContent(
                            title: "Secure#\(id)", textFields: [AlertTextField(isSecure: true)],
                            actions: [AlertAction("Cancel", role: .cancel), AlertAction("Sign in")])
                    ) { answer in answer.texts.first ?? "" }
                }
            }
        }
        builder.register(ClockPushRequest.self) { [unowned self] request in
            .push(makeScreen("ClockPushed#\(request.id)"))
        }
    }

    /// Performs one random operation, then checks every invariant.
    func step() {
        let roll = random.below(120)
        let awaited = random.chance(4)
        switch roll {
        case 0..<6: sendTextInput(awaited: awaited)
        case 6..<10: sendAlert(awaited: awaited)
        case 10..<14: sendConfirmation(awaited: awaited)
        case 14..<18: sendChoice(awaited: awaited)
        case 18..<26:
            let id = makeID()
            noteOperation("push #\(id)")
            send(PushScreenRequest(id: id, animated: random.chance(70)), id: id, awaited: awaited)
        case 26..<32:
            let id = makeID()
            let presentation = Presentation(
                style: random.pick(PresentationStyle.allCases), isModalInPresentation: random.chance(20),
                embedsInNavigationStack: random.chance(50))
            noteOperation("present #\(id) \(presentation)")
            send(PresentScreenRequest(id: id, presentation: presentation, animated: random.chance(70)), id: id)
        case 32..<35:
            let id = makeID()
            noteOperation("present picker #\(id)")
            pickerIDs.insert(id)
            send(PresentPickerRequest(id: id, animated: random.chance(70), onResponse: callback(for: id)), id: id)
        case 35..<38:
            let id = makeID()
            noteOperation("push picker #\(id)")
            pickerIDs.insert(id)
            send(
                PushPickerRequest(id: id, animated: random.chance(70), onResponse: callback(for: id)), id: id,
                awaited: awaited)
        case 38..<44:
            let id = makeID()
            noteOperation("pop #\(id)")
            send(PopRequest(id: id, toRoot: random.chance(20), animated: random.chance(70)), id: id)
        case 44..<50:
            let id = makeID()
            noteOperation("dismiss #\(id)")
            send(DismissRequest(id: id, animated: random.chance(70)), id: id, awaited: awaited)
        case 50..<54:
            let id = makeID()
            let behavior = random.pick(CustomSceneRequest.Behavior.allCases)
            noteOperation("custom #\(id) \(behavior)")
            send(CustomSceneRequest(id: id, behavior: behavior, onResponse: callback(for: id)), id: id)
        case 54..<56:
            let id = makeID()
            noteOperation("double tap #\(id)")
            send(DoubleTapRequest(id: id), id: id)
            send(DoubleTapRequest(id: id), id: id)
        case 56..<57:
            let id = makeID()
            noteOperation("unregistered #\(id)")
            send(UnregisteredRequest(id: id), id: id, awaited: awaited)
        case 57..<68: tapAlertAction()
        case 68..<71: typeIntoAlert()
        case 71..<75:
            noteOperation("swipe down")
            try? stage.swipeDown()
        case 75..<79:
            noteOperation("tap back")
            try? stage.tapBack()
        case 79..<84: answerPicker()
        case 84..<95:
            let milliseconds = random.below(400)
            noteOperation("advance clock \(milliseconds)ms")
            stage.advanceClock(by: .milliseconds(milliseconds))
        case 95..<99:
            noteOperation("finish animations")
            stage.finishAnimations()
        case 99:
            drain()
        case 100..<104 where sendsAwaitedRequests: cancelAwaited()
        case 104..<105 where sendsAwaitedRequests: sendFromCancelledTask()
        case 105..<110: sendClockPush()
        case 110..<113: startFlow()
        case 113..<116: endFlow()
        case 116..<119:
            let id = makeID()
            noteOperation("custom #\(id) secureAlert")
            sensitiveIDs.insert(id)
            send(CustomSceneRequest(id: id, behavior: .secureAlert, onResponse: callback(for: id)), id: id)
        default:
            let milliseconds = random.below(400)
            noteOperation("advance clock \(milliseconds)ms")
            stage.advanceClock(by: .milliseconds(milliseconds))
        }
        checkInvariants()
    }

    /// Sends a push whose handler advances the clock by up to 700 ms while the push's animation completes.
    private func sendClockPush() {
        let id = makeID()
        let milliseconds = random.below(700)
        noteOperation("push #\(id), advancing the clock \(milliseconds)ms as it ends")
        let handled: @MainActor (()) -> Void = callback(for: id)
        send(
            ClockPushRequest(id: id) { [weak self] in
                handled(())
                self?.advanceClockFromHandler(by: milliseconds)
            }, id: id, awaited: random.chance(20))
    }

    /// Advances the clock from inside an animation's completion or a response handler; the reading it leaves
    /// must still hold once the advance (or the animations) that ran the handler returns.
    func advanceClockFromHandler(by milliseconds: Int) {
        let before = stage.now
        stage.advanceClock(by: .milliseconds(milliseconds))
        reentrantAdvances += 1
        if stage.now < before { violation("the clock ran backwards inside a handler: \(before) → \(stage.now)") }
        lastNow = max(lastNow, stage.now)
    }

    private func sendTextInput(awaited: Bool) {
        let id = makeID()
        let inputType = makeInputType(id: id)
        noteOperation("text input #\(id)\(inputType.isSecure ? " (secure)" : "")")
        send(TextInputRequest(inputType, onResponse: callback(for: id)), id: id, awaited: awaited)
    }

    private func sendAlert(awaited: Bool) {
        let id = makeID()
        let actions: [AlertAction]
        switch random.below(10) {
        case 0: actions = []  // invalid: no actions
        case 1: actions = [AlertAction("No", role: .cancel), AlertAction("Never", role: .cancel)]  // invalid
        case 2: actions = [AlertAction("Same"), AlertAction("Same")]  // invalid: duplicate titles
        case 3..<6: actions = [AlertAction(maybeHostile("OK", for: id))]
        default:
            actions = [
                AlertAction("Later", role: .cancel), AlertAction("Retry", isPreferred: true),
                AlertAction("Delete", role: .destructive),
            ]
        }
        let style: AlertContent.Style = random.chance(30) ? .actionSheet : .alert
        noteOperation("alert #\(id) with \(actions.count) actions")
        send(
            AlertRequest(
                style: style, title: maybeHostile("Alert#\(id)", for: id), actions: actions,
                onResponse: callback(for: id)), id: id,
            awaited: awaited)
    }

    private func sendConfirmation(awaited: Bool) {
        let id = makeID()
        let style: AlertContent.Style = random.chance(30) ? .actionSheet : .alert
        let advance = random.chance(30) ? random.below(700) : nil
        noteOperation("confirmation #\(id)\(advance.map { ", advancing the clock \($0)ms when answered" } ?? "")")
        let handled: @MainActor (Bool) -> Void = callback(for: id)
        send(
            ConfirmationRequest(
                title: "Confirm#\(id)", confirmTitle: "Delete", isDestructive: random.chance(50), style: style,
                onResponse: { [weak self] confirmed in
                    handled(confirmed)
                    if let advance { self?.advanceClockFromHandler(by: advance) }
                }), id: id, awaited: awaited)
    }

    private func sendChoice(awaited: Bool) {
        let id = makeID()
        let count = random.below(4)  // 0 is invalid: no choices
        let choices = (0..<count).map { ChoiceRequest<Int>.Choice("Option \($0)", value: $0) }
        noteOperation("choice #\(id) of \(count)")
        send(
            ChoiceRequest(
                title: "Choice#\(id)", choices: choices, style: random.chance(70) ? .actionSheet : .alert,
                onResponse: callback(for: id)),
            id: id, awaited: awaited)
    }

    private func tapAlertAction() {
        guard let alert = stage.visibleAlert else {
            noteOperation("tap action with no alert")
            do {
                try stage.tapAction(titled: "OK")
                violation("tapping with no alert on screen did not throw")
            } catch {
                if case .noAlertOnScreen = error {
                } else if case .transitionInProgress = error {
                } else if case .alertStillAppearing = error {
                } else {
                    violation("tapping with no alert threw \(error)")
                }
            }
            return
        }
        if !alert.textFields.isEmpty, random.chance(60) {
            try? stage.typeText(textToType(from: ["", "Trip", "  ", "Summer 2024"]))
        }
        let title = random.pick(alert.actions).title
        let alertTitle = alert.title ?? "alert"
        noteOperation("tap \"\(title)\" on \(alertTitle)")
        let enabled = try? stage.isActionEnabled(titled: title)
        do {
            try stage.tapAction(titled: title)
            if enabled == false { violation("a disabled action \"\(title)\" was tapped") }
        } catch {
            switch error {
            case .actionDisabled: if enabled != false { violation("\"\(title)\" refused as disabled while enabled") }
            case .transitionInProgress, .alertStillAppearing: break
            default: violation("tapping \"\(title)\" threw \(error)")
            }
        }
    }

    private func typeIntoAlert() {
        noteOperation("type text")
        do {
            try stage.typeText(textToType(from: ["", "Trip", "x"]))
        } catch {
            switch error {
            case .noAlertOnScreen, .noSuchTextField, .transitionInProgress, .alertStillAppearing: break
            default: violation("typing threw \(error)")
            }
        }
    }

    private func answerPicker() {
        let candidates = watched.filter { $0.screen?.hasAnswer == true }
        guard !candidates.isEmpty else { return noteOperation("no picker to answer") }
        let record = random.pick(candidates)
        let value = random.below(100)
        noteOperation("answer \(record.name) with \(value)")
        record.screen?.answer?(value)
        if random.chance(10) { record.screen?.answer?(value + 1) }  // answered twice: the first answer stands
    }

    /// Finishes every animation, answers alerts, and dismisses and pops back to the root through the pivot, until
    /// the stage is idle; then checks that everything was answered.
    func drain() {
        noteOperation("drain")
        endAllFlows()
        for _ in 0..<200 {
            stage.finishAnimations()
            if let alert = stage.visibleAlert {
                let action = alert.actions.first { $0.role == .cancel } ?? alert.actions[0]
                do {
                    try stage.tapAction(titled: action.title)
                } catch {
                    violation("draining could not tap \"\(action.title)\": \(error)")
                    return
                }
                continue
            }
            if stage.transitionQueue.isBusy || stage.transitionQueue.waitingCount > 0 {
                violation("the queue is busy with nothing animating and no alert on screen")
                return
            }
            checkTakenDown(settled: true)
            if !stage.presentedScreens.isEmpty {
                let id = makeID()
                send(DismissRequest(id: id, animated: random.chance(50)), id: id)
                continue
            }
            if stage.navigationStack.count > 1 {
                let id = makeID()
                send(PopRequest(id: id, toRoot: true, animated: random.chance(50)), id: id)
                continue
            }
            checkDrained()
            return
        }
        violation("the stage did not settle after 200 draining rounds:\n\(stage.hierarchyDescription)")
    }
}

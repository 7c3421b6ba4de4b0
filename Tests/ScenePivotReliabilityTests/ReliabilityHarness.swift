import ScenePivot
import ScenePivotHeadless

/// Drives a pivot on a ``HeadlessStage`` with seeded random operations and checks its invariants after every step.
///
/// Every request carries an id that its log description names (`Push#12`, `TextInputRequest(text#12)`), so the
/// pivot's events attribute each answer to its request: submissions and answers are counted per id. Flows the
/// harness starts have pivots of their own, observed the same way.
@MainActor
final class ReliabilityHarness {
    let seed: UInt64
    var random: SplitMix64
    let stage: HeadlessStage
    let pivot: ScenePivot
    /// Whether some requests are sent with `try await` (needs an async driver that lets their tasks run).
    let sendsAwaitedRequests: Bool
    private var observation: PivotObservation?

    // Accounting.
    private(set) var operations = 0
    /// Describes the last operation, when a violation names it: most operations are never described.
    private var describeLastOperation: () -> String = { "start" }
    var lastOperation: String { describeLastOperation() }
    private(set) var violations: [String] = []
    private(set) var totalSubmissions = 0
    private(set) var totalAnswers = 0
    private(set) var requestedEvents = 0
    private(set) var lateErrors = 0
    private(set) var failureKinds: [String: Int] = [:]
    var awaitedSent = 0
    var awaitedResults = 0
    var unsubmittedAwaits = 0
    /// Awaiting tasks still running, by request id.
    var awaitedTasks: [Int: Task<Void, Never>] = [:]
    /// Awaited ids answered so far (their tasks may not have resumed yet).
    var answeredAwaitedIDs: Set<Int> = []
    /// Awaited ids whose tasks were cancelled and have not returned yet.
    var cancelledIDs: Set<Int> = []
    /// Cancelled ids that had no answer when their task was cancelled: their one answer must be `.cancelled`.
    var cancelledBeforeAnswer: Set<Int> = []
    /// Requests cancelled before their answer whose tasks have returned: once nothing animates (for pickers, once
    /// the queue has also settled), nothing they showed may be on stage.
    var takenDownIDs: Set<Int> = []
    /// Requests answered by a picker screen: their jobs end before their answers.
    var pickerIDs: Set<Int> = []
    var cancellationsRequested = 0
    var cancelledAnswers = 0
    /// The clock's last reading: it must never run backwards.
    var lastNow: StageDuration = .zero
    var reentrantAdvances = 0
    /// The flows started since the last drain, with their pivots and observations kept until then.
    var flows: [HarnessFlowRecord] = []
    var flowsStarted = 0
    var flowsEnded = 0
    var secretsTyped = 0
    var hostileTexts = 0
    /// Requests whose texts may be hostile or secret: every one of their events is rendered and checked.
    var sensitiveIDs: Set<Int> = []
    var renderedEvents = 0
    private var submissions: [Int: Int] = [:]
    private var answers: [Int: Int] = [:]
    var awaitedIDs: Set<Int> = []
    private var errorHandlerCalls = 0
    private var expectedErrorHandlerCalls = 0
    private var callbacks: [Int: Int] = [:]
    private var respondedWithCallback: [Int: Int] = [:]
    private var idsWithCallback: Set<Int> = []
    private var nextID = 0
    /// The kinds of the illegal transitions met so far, each described once.
    private var illegalTransitionKinds: [(reason: ScenePivotError.IllegalTransitionReason, kind: String)] = []
    /// The hierarchy last checked — the stages' write count, whether the stage was animating, the hierarchy's
    /// text —: the checks of an unchanged hierarchy would find what they found before.
    var checkedHierarchy: (writes: Int, isAnimating: Bool, text: String)?
    /// The stages' write count when the screens were last checked: a screen arrives or leaves only with a write.
    private var screensCheckedAtWrites: Int?

    // Screens, followed weakly.
    var unwatched: [ScreenRecord] = []
    var watched: [ScreenRecord] = []
    /// Names of screens that left the stage but were still alive after a drain, when nothing outside the
    /// library held them.
    private(set) var retainedAfterDrain: Set<String> = []
    private(set) var screensMade = 0

    init(seed: UInt64, sendsAwaitedRequests: Bool) {
        self.seed = seed
        self.sendsAwaitedRequests = sendsAwaitedRequests
        random = SplitMix64(seed: seed)
        let inNavigationStack = seed % 4 != 0
        stage = HeadlessStage(root: TrackedScreen("Root"), inNavigationStack: inNavigationStack)
        pivot = ScenePivot(stage: stage)
        pivot.errorHandler = { [weak self] _ in self?.errorHandlerCalls += 1 }
        observation = pivot.observe { [unowned self] event in handle(event) }
        registerScenes()
    }

    func makeID() -> Int {
        nextID += 1
        return nextID
    }

    func makeScreen(_ name: String) -> TrackedScreen {
        let screen = TrackedScreen(name)
        screensMade += 1
        unwatched.append(ScreenRecord(screen))
        return screen
    }

    func violation(_ message: String) {
        violations.append("op \(operations) (\(lastOperation)): \(message)")
    }

    /// Counts an operation, described by `description` (which reads only constants) if a violation names it.
    func noteOperation(_ description: @escaping @autoclosure () -> String) {
        operations += 1
        describeLastOperation = description
    }

    // MARK: Sending

    /// Sends `request` through `target` (the harness's pivot by default) fire-and-forget, or (sometimes, when
    /// allowed) awaited in a task, whose outcome is checked when it returns.
    func send<Request: SceneRequest>(
        _ request: Request, id: Int, awaited: Bool = false, via target: ScenePivot? = nil
    ) {
        let pivot = target ?? pivot
        if awaited, sendsAwaitedRequests {
            awaitedSent += 1
            awaitedIDs.insert(id)
            unsubmittedAwaits += 1
            awaitedTasks[id] = Task { @MainActor [weak self] in
                self?.unsubmittedAwaits -= 1
                self?.noteSubmission(id)
                var failure: ScenePivotError?
                do throws(ScenePivotError) {
                    _ = try await pivot.response(to: request)
                } catch {
                    failure = error
                }
                self?.awaitedReturned(id, failure: failure)
            }
        } else {
            noteSubmission(id)
            pivot.switchScene(with: request)
        }
    }

    private func noteSubmission(_ id: Int) {
        submissions[id, default: 0] += 1
        totalSubmissions += 1
    }

    /// A response handler for request `id` that counts how often it is called.
    func callback<Value>(for id: Int) -> @MainActor (Value) -> Void {
        idsWithCallback.insert(id)
        return { [weak self] _ in self?.callbacks[id, default: 0] += 1 }
    }

    func handle(_ event: PivotEvent, from flow: HarnessFlowRecord? = nil) {
        checkRendering(of: event)
        if let flow, !flow.context.isRunning, case .transitionStarted = event {
            violation("a flow that ended shows something: \(event)")
        }
        switch event {
        case .requested:
            requestedEvents += 1
        case .responded(let request, _):
            guard let id = HarnessReading.requestID(in: request.description) else {
                return violation("unattributed answer \(event)")
            }
            if idsWithCallback.contains(id) { respondedWithCallback[id, default: 0] += 1 }
            noteAnswer(id, event)
        case .failedAfterAnswer(_, let error):
            failureKinds[kind(of: error), default: 0] += 1
            lateErrors += 1
            expectedErrorHandlerCalls += 1
        case .failed(let request, let error):
            failureKinds[kind(of: error), default: 0] += 1
            guard let id = HarnessReading.requestID(in: request.description) else {
                return violation("unattributed failure \(event)")
            }
            if !awaitedIDs.contains(id) { expectedErrorHandlerCalls += 1 }
            noteAnswer(id, event)
        default:
            break
        }
    }

    private func noteAnswer(_ id: Int, _ event: PivotEvent) {
        checkCancellation(of: id, answeredWith: event)
        answers[id, default: 0] += 1
        totalAnswers += 1
        if answers[id, default: 0] > submissions[id, default: 0] {
            violation(
                "request #\(id) answered \(answers[id, default: 0]) times for \(submissions[id, default: 0]) submissions: \(event)"
            )
        }
    }

    /// The kind of `error` the tally counts it under.
    func kind(of error: ScenePivotError) -> String {
        switch error {
        case .unregisteredRequest: return "unregisteredRequest"
        case .hostDeallocated: return "hostDeallocated"
        case .unhostedRequest: return "unhostedRequest"
        case .invalidRequest(_, let reason): return "invalidRequest(\(reason))"
        case .illegalTransition(let reason):
            if let known = illegalTransitionKinds.first(where: { $0.reason == reason }) { return known.kind }
            let kind = "illegalTransition(" + String(describing: reason).prefix { $0 != "(" } + ")"
            illegalTransitionKinds.append((reason, kind))
            return kind
        case .duplicateRequest: return "duplicateRequest"
        case .dismissedWithoutResponse: return "dismissedWithoutResponse"
        case .responseAlreadyDelivered: return "responseAlreadyDelivered"
        case .unsupportedScreen: return "unsupportedScreen"
        case .sceneFailed: return "\(error)".contains("without an answer") ? "sceneFailed(no answer)" : "sceneFailed"
        case .cancelled: return "cancelled"
        case .flowEnded: return "flowEnded"
        case .redirected: return "redirected"
        case .redirectLoop: return "redirectLoop"
        case .denied: return "denied"
        case .deepLinkFailed: return "deepLinkFailed"
        }
    }

    // MARK: Invariants

    /// Checks every invariant that must hold between any two operations.
    func checkInvariants() {
        if stage.now < lastNow { violation("the clock ran backwards from \(lastNow) to \(stage.now)") }
        lastNow = stage.now
        if requestedEvents != totalSubmissions {
            violation("\(totalSubmissions) submissions but \(requestedEvents) requested events")
        }
        if errorHandlerCalls != expectedErrorHandlerCalls {
            violation("error handler called \(errorHandlerCalls) times, expected \(expectedErrorHandlerCalls)")
        }
        let queue = stage.transitionQueue
        if !stage.isAnimating, !queue.isBusy, queue.waitingCount > 0 {
            violation("\(queue.waitingCount) requests wait behind an idle queue")
        }
        if stage.visibleAlert != nil, !queue.isBusy {
            violation("an alert is on screen but the transition queue is idle")
        }
        if totalAnswers > totalSubmissions {
            violation("\(totalAnswers) answers for \(totalSubmissions) submissions")
        }
        checkHierarchy()
        checkScreens()
        checkTakenDown()
    }

    private func checkScreens() {
        let writes = HeadlessStage.hierarchyWrites
        if writes == screensCheckedAtWrites { return }
        screensCheckedAtWrites = writes
        var index = 0
        while index < unwatched.count {
            let record = unwatched[index]
            guard let screen = record.screen else {
                unwatched.remove(at: index)
                continue
            }
            if stage.contains(screen) {
                record.isWatched = true
                let attached = stage.observeDeparture(of: screen) { [weak record] in
                    record?.hasDeparted = true
                }
                if !attached {
                    violation(
                        "\(record.name) is on stage but takes no departure observer\n\(stage.hierarchyDescription)")
                }
                unwatched.remove(at: index)
                watched.append(record)
                continue
            }
            index += 1
        }
        index = 0
        while index < watched.count {
            let record = watched[index]
            guard let screen = record.screen else {
                watched.remove(at: index)
                continue
            }
            if stage.contains(screen) == record.hasDeparted {
                violation("\(record.name): on stage \(stage.contains(screen)) but departed \(record.hasDeparted)")
            }
            index += 1
        }
    }

    /// After a drain: every request is answered exactly once, callbacks ran once per success, and departed
    /// screens are gone.
    func checkDrained() {
        if stage.transitionQueue.isBusy || stage.transitionQueue.waitingCount > 0 {
            violation("the queue still runs after draining")
        }
        if totalAnswers != totalSubmissions {
            let missing = submissions.filter { answers[$0.key, default: 0] != $0.value }.map(\.key).sorted()
            violation(
                "after draining \(totalSubmissions) submissions got \(totalAnswers) answers; unanswered ids \(missing.prefix(10))"
            )
        }
        for (id, count) in respondedWithCallback where callbacks[id, default: 0] != count {
            violation("request #\(id) answered \(count) times but its handler ran \(callbacks[id, default: 0]) times")
        }
        for (id, count) in callbacks where respondedWithCallback[id, default: 0] != count {
            violation(
                "request #\(id)'s handler ran \(count) times but it was answered \(respondedWithCallback[id, default: 0]) times"
            )
        }
        callbacks.removeAll(keepingCapacity: true)
        respondedWithCallback.removeAll(keepingCapacity: true)
        idsWithCallback.removeAll(keepingCapacity: true)
        submissions.removeAll(keepingCapacity: true)
        answers.removeAll(keepingCapacity: true)
        totalSubmissions = 0
        totalAnswers = 0
        requestedEvents = 0
        flows.removeAll { !$0.context.isRunning }
        takenDownIDs.removeAll()
        pickerIDs.removeAll()
        retainedAfterDrain.formUnion(
            (watched + unwatched).compactMap { record in
                guard let screen = record.screen, !stage.contains(screen) else { return nil }
                return record.name
            })
    }
}

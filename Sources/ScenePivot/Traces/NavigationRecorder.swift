import Foundation

/// Records what happens to a pivot as a ``NavigationTrace``: the requests the app sends, the user's answers to
/// alerts (secure text never in clear) and the screens that leave with no request taking them away — the user's
/// back taps and swipes, the app's own dismissals — keeping the last `capacity` steps in a ring.
///
/// ```swift
/// let recorder = NavigationRecorder(pivot: pivot, keepingLast: 200)   // keep it beside the pivot
/// // … when the user reports a problem …
/// let attachment = try JSONEncoder().encode(recorder.trace)
/// ```
///
/// A request a scene sends while it performs is not recorded: it is the scene's own follow-up, and replaying the
/// request that scene answers sends it again. The recorder sees its own pivot's requests and the answers and
/// departures of what they showed; a flow that wants its own requests traced gets a recorder for `flow.pivot`.
@MainActor
public final class NavigationRecorder {
    /// The pivot whose requests are recorded. The recorder keeps it; the pivot keeps the recorder only weakly, so
    /// keep the recorder yourself.
    public let pivot: ScenePivot
    /// The most steps kept: once the ring is full, each new step drops the oldest.
    public let capacity: Int

    /// The ring of steps: `ring[(head + i) % capacity]` is the `i`-th kept, once the ring is full.
    private var ring: [NavigationTrace.Step] = []
    private var head = 0
    private var droppedSteps = 0
    private var lastNumber = 0
    /// The number the next step takes instead of the next one in line: a replay records under the original ones.
    package var nextNumber: Int?
    /// The step each recorded request's context made, while that step is kept; the context is held weakly.
    private var stepsByContext: [ObjectIdentifier: (context: WeakScreen, number: Int)] = [:]
    private var contextsByStep: [Int: ObjectIdentifier] = [:]
    /// The screens each kept request step brought on stage, in order, held weakly.
    private var screensByStep: [Int: [WeakScreen]] = [:]

    /// A recorder of `pivot` from now on, keeping the last `capacity` steps (at least one).
    ///
    /// ```swift
    /// let recorder = NavigationRecorder(pivot: pivot, keepingLast: 200)
    /// ```
    ///
    /// - Parameters:
    ///   - pivot: The pivot whose requests, answers and departures are recorded. A pivot has one recorder; a new
    ///     one takes over from the previous one.
    ///   - capacity: How many steps the ring keeps; a capacity below 1 keeps one step.
    public init(pivot: ScenePivot, keepingLast capacity: Int = 500) {
        self.pivot = pivot
        self.capacity = max(1, capacity)
        pivot.link.traceRecorder = self
    }

    /// The steps kept so far, oldest first, with how many the ring dropped before them.
    public var trace: NavigationTrace {
        let kept = ring.count < capacity ? ring : Array(ring[head...] + ring[..<head])
        return NavigationTrace(capacity: capacity, droppedSteps: droppedSteps, steps: kept)
    }

    /// The screens the request of step `number` brought on stage, in order, `nil` for those released since.
    package func screens(ofStep number: Int) -> [AnyObject?] {
        screensByStep[number]?.map(\.screen) ?? []
    }

    // MARK: Recording

    /// Records that the app sent `request`, whose context is `context`: not a scene's follow-up.
    func noteRequest<Request: SceneRequest>(_ request: Request, describedAs description: String, by context: AnyObject)
    {
        var restorationID: String?
        var data: Data?
        if let restorable = request as? any RestorableRequest {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            if let encoded = try? encoder.encode(restorable) {  // a request that does not encode is kept by name
                restorationID = type(of: restorable).restorationID
                data = encoded
            }
        }
        let number = append { .request(number: $0, description: description, restorationID: restorationID, data: data) }
        let id = ObjectIdentifier(context)
        stepsByContext[id] = (WeakScreen(screen: context), number)
        contextsByStep[number] = id
    }

    /// Records the user's answer to the alert `content` of the request described as `request`.
    func noteAnswer(_ answer: AlertAnswer, to content: AlertContent, of request: String) {
        guard content.actions.indices.contains(answer.actionIndex) else { return }
        let texts = answer.texts.enumerated().map { index, text in
            let isSecure = content.textFields.indices.contains(index) && content.textFields[index].isSecure
            return isSecure && !text.isEmpty ? NavigationTrace.Step.secretText : text
        }
        append {
            .answer(
                number: $0, request: request, alert: content.title, action: content.actions[answer.actionIndex].title,
                texts: texts)
        }
    }

    /// The step the request of `context` made, if it is kept.
    private func step(of context: AnyObject) -> Int? {
        guard let entry = stepsByContext[ObjectIdentifier(context)], entry.context.screen === context else {
            return nil
        }
        return entry.number
    }

    /// Notes the screens `transition` brought on stage for step `number` — `screens` when the transition knows
    /// which of its screens are new — and watches each until it leaves.
    private func note(_ transition: StageTransition<AnyObject>, bringing screens: [AnyObject]?, shownBy number: Int) {
        guard let stage = pivot.stage else { return }
        let incoming = screens ?? transition.incomingScreens
        for screen in incoming {
            let index = screensByStep[number, default: []].count
            screensByStep[number, default: []].append(WeakScreen(screen: screen))
            let name = stage.name(of: screen)
            stage.observeDeparture(of: screen) { [weak self] in
                self?.screenLeft(named: name, index: index, shownBy: number)
            }
        }
    }

    /// Records a departure no request caused: one while a request of this stage is in flight is that request's.
    private func screenLeft(named name: String, index: Int, shownBy number: Int) {
        guard let stage = pivot.stage, !stage.transitionQueue.isRunningRequest else { return }
        append { .departure(number: $0, shownBy: number, index: index, screen: name) }
    }

    /// Appends the step `make` builds with the next number, dropping the oldest step when the ring is full.
    @discardableResult
    private func append(_ make: (Int) -> NavigationTrace.Step) -> Int {
        let number = nextNumber ?? lastNumber + 1
        nextNumber = nil
        lastNumber = max(lastNumber, number)
        let step = make(number)
        if ring.count < capacity {
            ring.append(step)
        } else {
            forget(ring[head])
            ring[head] = step
            head = (head + 1) % capacity
            droppedSteps += 1
        }
        return number
    }

    /// Forgets what a dropped step's request showed.
    private func forget(_ step: NavigationTrace.Step) {
        guard case .request(let number, _, _, _) = step else { return }
        screensByStep[number] = nil
        if let id = contextsByStep.removeValue(forKey: number), stepsByContext[id]?.number == number {
            stepsByContext[id] = nil
        }
    }
}

extension NavigationRecorder {
    /// Records the screens `transition` of the request of `context` brought on stage (`screens`, when it knows
    /// which are new), under the step of that request or — for a scene's follow-up — of the request whose scene
    /// sent it, in the recorder of that request's pivot.
    static func record(
        _ transition: StageTransition<AnyObject>, bringing screens: [AnyObject]?, of context: any RecordedRequest
    ) {
        guard context.cause != nil || context.link.isTraced else { return }  // most requests: nothing to record
        var current: (any RecordedRequest)? = context
        while let request = current {
            if let recorder = request.link.traceRecorder, let number = recorder.step(of: request) {
                return recorder.note(transition, bringing: screens, shownBy: number)
            }
            current = request.cause as? any RecordedRequest
        }
    }

    /// Records the user's `answer` to the alert `content` of the request of `context`, in the recorder of its pivot
    /// or — for a scene's follow-up — of the pivot of the request whose scene sent it.
    static func recordAnswer(_ answer: AlertAnswer, to content: AlertContent, of context: any RecordedRequest) {
        var current: (any RecordedRequest)? = context
        while let request = current {
            if let recorder = request.link.traceRecorder {
                return recorder.noteAnswer(
                    answer, to: content, of: TextEscaping.singleLine(context.request.logDescription))
            }
            current = request.cause as? any RecordedRequest
        }
    }
}

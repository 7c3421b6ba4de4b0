/// The restorable requests of one pivot whose screens are on stage, in the order they were shown: what a
/// ``SceneRestoration`` captures.
///
/// An entry is made when a restorable request's first transition that brings screens on stage, or selects a tab
/// or page, completes; the request's later transitions add their screens to it. It is forgotten once all its
/// screens have left the stage. A selection brings no screen: it is kept while the last entry before it that
/// brought screens is kept (the container it selected in usually came with that entry), or for good when there
/// is none, and a later selection in the same kind of container replaces it. Pops, dismissals, alerts and custom
/// transitions are never recorded: what they remove is already gone from the entries. A request a scene sent while it
/// performed is its follow-up: while the entry of the scene's request is kept, the follow-up is not captured, for
/// sending that request again sends it again — so restoring, then capturing, gives back the state restored. A
/// follow-up sent to another pivot (a flow's, whose `start(in:)` the scene ran) is a follow-up there too, and its
/// transitions are also recorded as its cause's, in the cause's pivot's log: the flow's screens keep the request
/// that started the flow.
@MainActor
final class RestorationLog {
    /// The entry of the request a follow-up was sent by, in the log of that request's pivot.
    struct Cause {
        weak var log: RestorationLog?
        let number: Int
    }

    struct Entry {
        /// Numbers the entries in the order they were made.
        let number: Int
        /// The context of the request that made the entry, while it lives: its later transitions join the entry.
        weak var origin: AnyObject?
        let request: any RestorableRequest
        /// The screens the request brought on stage, and which of them are still there.
        var screens: [WeakScreen] = []
        var screensOnStage: Set<ObjectIdentifier> = []
        /// The kind of container the request selected an item in, if it did.
        var selection: ContainerKind?
        /// The entry a selection depends on, while it brings no screen itself: the last one before it that did.
        let anchor: Int?
        /// The entry of the request whose scene sent this one, if it was recorded — in this log or another pivot's:
        /// this entry's request is sent again by that entry's, and so is not captured while that one is kept.
        let cause: Cause?

        var bringsScreens: Bool { !screens.isEmpty }
    }

    private(set) var entries: [Entry] = []
    private var nextNumber = 0
    /// The link of the pivot recorded, for the stage a follow-up on another pivot asks about.
    private weak var link: PivotLink?

    init(link: PivotLink) {
        self.link = link
    }

    /// Records that `transition` of the request of `context` completed, in the log of its pivot, and — while the
    /// request is a follow-up of a request of another pivot — as a transition of that request, in that pivot's log,
    /// outermost first, so that each follow-up finds the entry of its cause.
    static func record(_ transition: StageTransition<AnyObject>, of context: any RecordedRequest) {
        var chain = [context]
        while let last = chain.last, let cause = last.cause as? any RecordedRequest, cause.link !== last.link {
            chain.append(cause)
        }
        for request in chain.reversed() {
            guard let log = request.link.restorationLog else { continue }
            let cause = request.cause as? any RecordedRequest
            log.note(transition, of: request.request, by: request, followingUp: cause, on: request.link.stage)
        }
    }

    /// Records that `transition` of `request` completed on `stage`; `origin` identifies the request's context.
    func note(
        _ transition: StageTransition<AnyObject>, of request: any SceneRequest, by origin: AnyObject,
        followingUp cause: (any RecordedRequest)?, on stage: (any SceneStage)?
    ) {
        guard let request = request as? any RestorableRequest, let stage else { return }
        if let request = request as? TransitionRequest, request.transition.selection == nil { return }  // unsaveable
        let screens = transition.incomingScreens
        var selection: ContainerKind?
        if case .select(let kind, _) = transition { selection = kind }
        guard !screens.isEmpty || selection != nil else { return }

        let index: Int
        if let existing = entries.lastIndex(where: { $0.origin === origin }) {
            index = existing
        } else {
            let anchor = entries.last(where: \.bringsScreens)?.number
            if let selection, screens.isEmpty {
                entries.removeAll { !$0.bringsScreens && $0.selection == selection && $0.anchor == anchor }
            }
            let causeEntry = cause.flatMap { cause in cause.link.restorationLog?.cause(cause) }
            entries.append(
                Entry(number: nextNumber, origin: origin, request: request, anchor: anchor, cause: causeEntry))
            nextNumber += 1
            index = entries.count - 1
        }
        if let selection { entries[index].selection = selection }
        let number = entries[index].number
        for screen in screens {
            let id = ObjectIdentifier(screen)
            entries[index].screens.append(WeakScreen(screen: screen))
            entries[index].screensOnStage.insert(id)
            let watched = stage.observeDeparture(of: screen) { [weak self] in self?.screenLeft(id, of: number) }
            if !watched { screenLeft(id, of: number) }
        }
    }

    /// The entries whose screens are on `stage` now, in order — a last check, for a stage that notices departures
    /// late (UIKit tells them when a view disappears) — but the follow-ups of entries kept, in this log or
    /// another, which those send again.
    func entriesOnStage(_ stage: (any SceneStage)?) -> [Entry] {
        let kept = entriesKept(on: stage)
        let numbers = Set(kept.map(\.number))
        return kept.filter { entry in
            guard let cause = entry.cause else { return true }
            if cause.log === self { return !numbers.contains(cause.number) }
            return cause.log?.keeps(cause.number) != true
        }
    }

    /// The entry of the request of `context` in this log, as the cause of a follow-up, if it has one.
    private func cause(_ context: AnyObject) -> Cause? {
        entries.last { $0.origin === context }.map { Cause(log: self, number: $0.number) }
    }

    /// Whether the entry numbered `number` is kept: its screens (or its anchor's) are on this pivot's stage.
    private func keeps(_ number: Int) -> Bool {
        entriesKept(on: link?.stage).contains { $0.number == number }
    }

    /// The entries whose screens are on `stage` now, and the selections anchored to them, follow-ups included.
    private func entriesKept(on stage: (any SceneStage)?) -> [Entry] {
        guard let stage else { return [] }
        let hierarchy = stage.hierarchy
        var forgotten: Set<Int> = []
        return entries.filter { entry in
            guard entry.bringsScreens else { return entry.anchor.map { !forgotten.contains($0) } ?? true }
            let isOnStage = entry.screens.contains { $0.screen.map(hierarchy.contains) ?? false }
            if !isOnStage { forgotten.insert(entry.number) }
            return isOnStage
        }
    }

    private func screenLeft(_ screen: ObjectIdentifier, of number: Int) {
        guard let index = entries.firstIndex(where: { $0.number == number }) else { return }
        entries[index].screensOnStage.remove(screen)
        guard entries[index].screensOnStage.isEmpty else { return }
        entries.removeAll { $0.number == number || (!$0.bringsScreens && $0.anchor == number) }
    }
}

/// A request's context as a restoration records it: its pivot's link, the context of the request it follows up,
/// if any (``SceneContext/cause``), and the request.
@MainActor
protocol RecordedRequest: AnyObject {
    var link: PivotLink { get }
    var cause: AnyObject? { get }
    var request: any SceneRequest { get }
}

extension SceneContext: RecordedRequest {}

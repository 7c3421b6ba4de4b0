/// The restorable requests of one pivot whose screens are on stage, in the order they were shown: what a
/// ``SceneRestoration`` captures.
///
/// An entry is made when a restorable request's first transition that brings screens on stage, or selects a tab
/// or page, completes; the request's later transitions add their screens to it. It is forgotten once all its
/// screens have left the stage. A selection brings no screen: it is kept while the entry that brought the
/// container it selected in (or a screen holding it) is kept — not a later one that only pushed onto one of its
/// tabs, which may leave with its tab — or for good when no recorded request brought it, and a later selection
/// in the same kind of container replaces it. Pops, dismissals, alerts and custom
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
        /// The identifier of `origin`, kept once it is gone.
        let originID: ObjectIdentifier
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

    /// In the order of their numbers, which ``entryIndex(of:)`` relies on.
    private(set) var entries: [Entry] = []
    /// The number of the entry each origin made last, so that finding a request's entry needs no scan.
    private var numbersByOrigin: [ObjectIdentifier: Int] = [:]
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
        // Most requests have neither a log nor a cause: nothing to record, and no chain to build.
        if context.cause == nil {
            context.link.restorationLog?.note(
                transition, of: context.request, by: context, followingUp: nil, on: context.link.stage)
            return
        }
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
        if case .select(let kind, _, _) = transition { selection = kind }
        guard !screens.isEmpty || selection != nil else { return }

        let index: Int
        if let existing = entryIndex(ofOrigin: origin) {
            index = existing
        } else {
            let anchor = screens.isEmpty ? selection.flatMap { selectionAnchor(in: $0, on: stage) } : lastBringing
            if let selection, screens.isEmpty {
                entries.removeAll { entry in
                    guard !entry.bringsScreens, entry.selection == selection, entry.anchor == anchor else {
                        return false
                    }
                    forget(entry)
                    return true
                }
            }
            let causeEntry = cause.flatMap { cause in cause.link.restorationLog?.cause(cause) }
            entries.append(
                Entry(
                    number: nextNumber, origin: origin, originID: ObjectIdentifier(origin), request: request,
                    anchor: anchor, cause: causeEntry))
            numbersByOrigin[ObjectIdentifier(origin)] = nextNumber
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

    /// The number of the last entry that brought screens, if any.
    private var lastBringing: Int? { entries.last(where: \.bringsScreens)?.number }

    /// The entry a selection in a container of `kind` depends on: the last one that brought the container, or a
    /// screen holding it — none when the container came with no recorded request — or, on a stage that cannot
    /// say what holds it, the last entry that brought screens.
    private func selectionAnchor(in kind: ContainerKind, on stage: any SceneStage) -> Int? {
        guard let holding = (stage as? any SelectionHoldingStage)?.screensHolding(selectionOf: kind),
            !holding.isEmpty
        else { return lastBringing }
        let ids = Set(holding.map(ObjectIdentifier.init))
        return entries.last { entry in
            entry.bringsScreens
                && entry.screens.contains { $0.screen.map { ids.contains(ObjectIdentifier($0)) } == true }
        }?.number
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
        entryIndex(ofOrigin: context).map { Cause(log: self, number: entries[$0].number) }
    }

    /// Where the entry numbered `number` is, found by bisection: entries stay in the order of their numbers.
    private func entryIndex(of number: Int) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].number < number { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].number == number ? low : nil
    }

    /// Where the entry `origin` made last is, while it is kept and `origin` lives.
    private func entryIndex(ofOrigin origin: AnyObject) -> Int? {
        guard let number = numbersByOrigin[ObjectIdentifier(origin)], let index = entryIndex(of: number),
            entries[index].origin === origin
        else { return nil }
        return index
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
        guard let index = entryIndex(of: number) else { return }
        entries[index].screensOnStage.remove(screen)
        guard entries[index].screensOnStage.isEmpty else { return }
        // The entry, and the selections anchored to it, which were made after it: a pop of the last screen
        // removes the last entry without looking at the others.
        forget(entries.remove(at: index))
        var later = index
        while later < entries.count {
            if !entries[later].bringsScreens, entries[later].anchor == number {
                forget(entries.remove(at: later))
            } else {
                later += 1
            }
        }
    }

    /// Drops the origin's record of a removed entry.
    private func forget(_ entry: Entry) {
        if numbersByOrigin[entry.originID] == entry.number { numbersByOrigin[entry.originID] = nil }
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

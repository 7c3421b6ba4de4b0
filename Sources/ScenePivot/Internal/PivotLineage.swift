/// Whether a pivot is closed, shared down its line: each pivot's lineage holds the one of the pivot it was made
/// from strongly, and knows the lineages made from it weakly. A lineage lives while its pivot's link does or a
/// lineage made from it lives, so closing reaches every living descendant — through pivots already released in
/// between — and ``isClosed`` is one flag, whatever the depth. It knows its pivot weakly, not the pivot's link: a
/// weakly referenced object pays the runtime's slow path on every retain and release, and every request's context
/// holds the link.
@MainActor
final class PivotLineage {
    /// Whether this pivot, or one it was made from, has closed.
    private(set) var isClosed: Bool
    /// The lineage of the pivot this one was made from: kept, so a descendant keeps the line to it.
    private let parent: PivotLineage?
    /// The pivot whose link this lineage is the closure state of, while it lives.
    weak var pivot: ScenePivot?
    private var children: [WeakLineage] = []
    private var childPruningThreshold = 8

    /// The lineage of a pivot made from none.
    init() {
        isClosed = false
        parent = nil
    }

    private init(parent: PivotLineage) {
        isClosed = parent.isClosed
        self.parent = parent
    }

    /// Whether this is `other`, or the lineage of a pivot made from `other`'s pivot at any depth (those in between
    /// released or not).
    func isSelfOrDescendant(of other: PivotLineage) -> Bool {
        var lineage: PivotLineage? = self
        while let current = lineage {
            if current === other { return true }
            lineage = current.parent
        }
        return false
    }

    /// A lineage for a pivot made from this one's; closed already when this one is.
    func makeChild() -> PivotLineage {
        let child = PivotLineage(parent: self)
        if children.count >= childPruningThreshold {  // pruned when doubled: O(1) per child, amortized
            children.removeAll { $0.lineage == nil }
            childPruningThreshold = max(8, children.count * 2)
        }
        children.append(WeakLineage(lineage: child))
        return child
    }

    /// Closes this lineage and every one below it, then returns the pivots still alive among them, this one's
    /// first and each before those below it: what has to fail its held requests and finish its streams. Lineages
    /// closed already are passed over with what is below them, which closed with them.
    func close() -> [ScenePivot] {
        guard !isClosed else { return [] }
        var pivots: [ScenePivot] = []
        var pending: [PivotLineage] = [self]
        while let lineage = pending.popLast() {
            guard !lineage.isClosed else { continue }
            lineage.isClosed = true
            if let pivot = lineage.pivot { pivots.append(pivot) }
            let children = lineage.children.compactMap(\.lineage)
            lineage.children = []
            pending.append(contentsOf: children.reversed())
        }
        return pivots
    }
}

@MainActor
private struct WeakLineage {
    weak var lineage: PivotLineage?
}

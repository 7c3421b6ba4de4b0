/// A shortest edit script between two sequences of line numbers — equal numbers stand for equal lines — as
/// which lines of the old sequence it removes and which lines of the new one it inserts.
///
/// Myers' algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986) in its linear-space form: each
/// step trims the common prefix and suffix, then searches from both ends at once for the middle snake of a
/// shortest path and splits there, so the script costs O((N+M)·D) time for N and M lines and D edits, and
/// O(N+M) memory. Before that, lines found on one side only are set aside as removed or inserted, since no
/// shortest script keeps them, which makes a text rewritten from top to bottom cost O(N+M).
struct MyersDiff {
    /// For each element of the old sequence, whether the script removes it.
    private(set) var removed: [Bool]
    /// For each element of the new sequence, whether the script inserts it.
    private(set) var inserted: [Bool]
    /// How many pairs of elements the search compared: the work the script cost, which stays within a small
    /// multiple of N+M when few lines changed.
    private(set) var comparisons = 0

    /// The script from `old` to `new`.
    init(from old: [Int], to new: [Int]) {
        var counts: [Int: (old: Int, new: Int)] = [:]
        for line in old { counts[line, default: (0, 0)].old += 1 }
        for line in new { counts[line, default: (0, 0)].new += 1 }
        removed = old.map { counts[$0]?.new == 0 }
        inserted = new.map { counts[$0]?.old == 0 }
        let oldKept = old.indices.filter { !removed[$0] }
        let newKept = new.indices.filter { !inserted[$0] }
        var search = Search(a: oldKept.map { old[$0] }, b: newKept.map { new[$0] })
        search.compare(aLow: 0, aHigh: oldKept.count, bLow: 0, bHigh: newKept.count)
        for (index, isRemoved) in search.removed.enumerated() where isRemoved { removed[oldKept[index]] = true }
        for (index, isInserted) in search.inserted.enumerated() where isInserted { inserted[newKept[index]] = true }
        comparisons = search.comparisons
    }

    /// The divide-and-conquer search over `a` and `b`, with the two V arrays shared by every step.
    private struct Search {
        let a: [Int]
        let b: [Int]
        var removed: [Bool]
        var inserted: [Bool]
        /// The furthest x reached on each diagonal k = x − y searching forward, at index k + `offset`.
        var forward: [Int]
        /// The smallest y reached on each diagonal, counted from the end, searching backward.
        var backward: [Int]
        let offset: Int
        /// How many times `same(_:_:)` compared two elements.
        var comparisons = 0

        init(a: [Int], b: [Int]) {
            self.a = a
            self.b = b
            removed = Array(repeating: false, count: a.count)
            inserted = Array(repeating: false, count: b.count)
            offset = (a.count + b.count + 1) / 2 + 1
            forward = Array(repeating: 0, count: 2 * offset + 1)
            backward = Array(repeating: 0, count: 2 * offset + 1)
        }

        /// Whether `a[x]` and `b[y]` are the same line, counted in `comparisons`.
        mutating func same(_ x: Int, _ y: Int) -> Bool {
            comparisons += 1
            return a[x] == b[y]
        }

        /// Marks a shortest script from `a[aLow..<aHigh]` to `b[bLow..<bHigh]`.
        mutating func compare(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) {
            var (aLow, aHigh, bLow, bHigh) = (aLow, aHigh, bLow, bHigh)
            while aLow < aHigh, bLow < bHigh, same(aLow, bLow) {
                aLow += 1
                bLow += 1
            }
            while aLow < aHigh, bLow < bHigh, same(aHigh - 1, bHigh - 1) {
                aHigh -= 1
                bHigh -= 1
            }
            if aLow == aHigh {
                for index in bLow..<bHigh { inserted[index] = true }
            } else if bLow == bHigh {
                for index in aLow..<aHigh { removed[index] = true }
            } else {
                let (x, y) = middle(aLow: aLow, aHigh: aHigh, bLow: bLow, bHigh: bHigh)
                compare(aLow: aLow, aHigh: x, bLow: bLow, bHigh: y)
                compare(aLow: x, aHigh: aHigh, bLow: y, bHigh: bHigh)
            }
        }

        /// A point on a shortest path through the box, strictly between its corners: the end of the middle
        /// snake when the forward search finds it, its start when the backward search does. The box's first
        /// elements differ and so do its last, so its shortest path has at least two edits and the point
        /// splits it in two smaller boxes with about half the edits each.
        mutating func middle(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) -> (x: Int, y: Int) {
            let delta = (aHigh - aLow) - (bHigh - bLow)
            let isOdd = delta & 1 != 0
            let limit = (aHigh - aLow + bHigh - bLow + 1) / 2
            forward[offset + 1] = aLow
            backward[offset + 1] = bHigh
            for d in 0...limit {
                for k in stride(from: d, through: -d, by: -2) {
                    var x =
                        k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
                        ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                    var y = bLow + (x - aLow) - k
                    while x < aHigh, y < bHigh, same(x, y) {
                        x += 1
                        y += 1
                    }
                    forward[offset + k] = x
                    let c = k - delta
                    if isOdd, c >= -(d - 1), c <= d - 1, y >= backward[offset + c] { return (x, y) }
                }
                for c in stride(from: d, through: -d, by: -2) {
                    var y =
                        c == -d || (c != d && backward[offset + c - 1] > backward[offset + c + 1])
                        ? backward[offset + c + 1] : backward[offset + c - 1] - 1
                    let k = c + delta
                    var x = aLow + (y - bLow) + k
                    while x > aLow, y > bLow, same(x - 1, y - 1) {
                        x -= 1
                        y -= 1
                    }
                    backward[offset + c] = y
                    if !isOdd, k >= -d, k <= d, x <= forward[offset + k] { return (x, y) }
                }
            }
            preconditionFailure("the forward and backward searches always meet by step \(limit)")
        }
    }
}

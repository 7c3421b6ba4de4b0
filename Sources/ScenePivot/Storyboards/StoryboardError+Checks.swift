extension StoryboardError {
    /// Checks that `identifier` is one of the identifiers the storyboard named `storyboard` declares, when they are
    /// known (`nil` when they are not: nothing is checked). The adapter calls it before UIKit, which would raise an
    /// exception for an unknown identifier.
    package static func check(
        _ identifier: String, in storyboard: String, declaring declared: Set<String>?
    ) throws(StoryboardError) {
        if identifier.isEmpty {
            throw .unknownIdentifier(identifier, storyboard: storyboard, suggestion: nil)
        }
        guard let declared, !declared.contains(identifier) else { return }
        throw .unknownIdentifier(
            identifier, storyboard: storyboard, suggestion: closest(to: identifier, among: declared))
    }

    /// The declared identifier `identifier` was most likely meant to be: one that differs only in case, else the
    /// nearest within two edits (the alphabetically first of equally near ones), else `nil`.
    package static func closest(to identifier: String, among declared: Set<String>) -> String? {
        let sorted = declared.sorted()
        if let sameLetters = sorted.first(where: { $0.lowercased() == identifier.lowercased() }) { return sameLetters }
        var best: (name: String, distance: Int)?
        for name in sorted {
            let distance = editDistance(Array(identifier), Array(name), limit: 2)
            if distance <= 2, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// The number of single-character insertions, deletions and substitutions between `a` and `b`, or `limit + 1`
    /// as soon as it is sure to exceed `limit`.
    private static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            if (current.min() ?? 0) > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}

/// Registered patterns as a segment trie, so matching costs one lookup per segment however many patterns there
/// are: literal children in a dictionary, one parameter child, and the patterns whose wildcard starts at a node.
struct DeepLinkTrie: Sendable {
    /// One position in the path; nodes refer to each other by index into ``nodes``.
    struct Node: Sendable {
        /// The child for each literal segment.
        var literals: [String: Int] = [:]
        /// The child for any one non-empty segment.
        var parameter: Int?
        /// The patterns that end here, in registration order.
        var entries: [Int] = []
        /// The patterns whose wildcard takes the rest of the path from here, in registration order.
        var wildcardEntries: [Int] = []
    }

    private var nodes = [Node()]

    /// Adds the pattern registered as `entry`.
    mutating func insert(_ segments: [DeepLinkPattern.Segment], entry: Int) {
        var node = 0
        for segment in segments {
            switch segment {
            case .literal(let text):
                let child = nodes[node].literals[text] ?? appendNode()
                nodes[node].literals[text] = child
                node = child
            case .parameter:
                let child = nodes[node].parameter ?? appendNode()
                nodes[node].parameter = child
                node = child
            case .wildcard:
                nodes[node].wildcardEntries.append(entry)
                return
            }
        }
        nodes[node].entries.append(entry)
    }

    /// Adds an empty node and returns its index.
    private mutating func appendNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    /// Offers `accept` the entries whose patterns match `segments`, most specific first, until it accepts one;
    /// returns whether it did.
    ///
    /// Patterns are compared segment by segment from the left: at the first segment where two differ, a literal
    /// comes before a parameter and a parameter before a wildcard. Patterns of the same shape come in registration
    /// order. An empty segment matches nothing: no literal, parameter or wildcard takes it.
    func firstAccepted(_ segments: [String], _ accept: (Int) -> Bool) -> Bool {
        search(from: 0, at: 0, segments, accept)
    }

    private func search(from node: Int, at index: Int, _ segments: [String], _ accept: (Int) -> Bool) -> Bool {
        guard index < segments.count else {
            return nodes[node].entries.contains(where: accept)
        }
        let segment = segments[index]
        if let child = nodes[node].literals[segment], search(from: child, at: index + 1, segments, accept) {
            return true
        }
        guard !segment.isEmpty else { return false }
        if let child = nodes[node].parameter, search(from: child, at: index + 1, segments, accept) {
            return true
        }
        let wildcardEntries = nodes[node].wildcardEntries
        guard !wildcardEntries.isEmpty, !segments[index...].contains(where: \.isEmpty) else { return false }
        return wildcardEntries.contains(where: accept)
    }
}

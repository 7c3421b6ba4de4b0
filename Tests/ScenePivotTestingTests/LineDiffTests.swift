import Testing

@testable import ScenePivotTesting

@Suite("LineDiff")
struct LineDiffTests {
    @Test func identicalTextsHaveNoDiff() {
        #expect(LineDiff(from: "a\nb\n", to: "a\nb\n").unified == "")
        #expect(LineDiff(from: "", to: "").unified == "")
    }

    @Test func changeIsShownWithThreeLinesOfContext() {
        let reference = (1...9).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = reference.replacingOccurrences(of: "line 5", with: "line five")
        #expect(
            LineDiff(from: reference, to: actual).unified == """
                --- reference
                +++ actual
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let numbers = (1...12).map { "\($0)" }
        let reference = numbers.joined(separator: "\n") + "\n"
        let actual = (["one"] + numbers[1..<11] + ["twelve"]).joined(separator: "\n") + "\n"
        #expect(
            LineDiff(from: reference, to: actual, context: 1).unified == """
                --- reference
                +++ actual
                @@ -1,2 +1,2 @@
                -1
                +one
                 2
                @@ -11,2 +11,2 @@
                 11
                -12
                +twelve

                """)
    }

    @Test func insertionsAndRemovalsCountTheirSide() {
        #expect(
            LineDiff(from: "a\nc\n", to: "a\nb\nc\n").unified == """
                --- reference
                +++ actual
                @@ -1,2 +1,3 @@
                 a
                +b
                 c

                """)
        #expect(
            LineDiff(from: "", to: "new\n").unified == """
                --- reference
                +++ actual
                @@ -0,0 +1 @@
                +new

                """)
    }

    @Test func carriageReturnsAreMadeVisible() {
        #expect(
            LineDiff(from: "a\n", to: "a\r\n").unified == """
                --- reference
                +++ actual
                @@ -1 +1 @@
                -a
                +a\\r

                """)
    }

    /// `count` numbered transcript lines, each ending with a line break.
    private func numberedLines(_ count: Int) -> String {
        (1...count).map { "step \($0): user taps \"OK\"" }.joined(separator: "\n") + "\n"
    }

    /// The diff of a long text with one changed line compares about as many lines as the text has — not N×M
    /// (the old table took 56 s and 816 MB for this text): counted, not timed, so the test is as fast and as
    /// certain on a loaded machine as on a quiet one.
    @Test func tenThousandLineTextWithOneChangedLineIsDiffedInLinearWork() {
        let reference = numberedLines(10_000)
        let actual = reference.replacingOccurrences(of: "step 5000:", with: "step 5000 (changed):")
        #expect(
            LineDiff(from: reference, to: actual).unified == """
                --- reference
                +++ actual
                @@ -4997,7 +4997,7 @@
                 step 4997: user taps "OK"
                 step 4998: user taps "OK"
                 step 4999: user taps "OK"
                -step 5000: user taps "OK"
                +step 5000 (changed): user taps "OK"
                 step 5001: user taps "OK"
                 step 5002: user taps "OK"
                 step 5003: user taps "OK"

                """)
        let lines = Array(0..<10_000)
        var changed = lines
        changed[5_000] = 10_000
        #expect(MyersDiff(from: lines, to: changed).comparisons <= 2 * 10_000)
    }

    /// Two lines swapped in a long text are found by the search itself (each line is on both sides), still
    /// comparing a small multiple of the text's length.
    @Test func tenThousandLineTextWithTwoSwappedLinesIsDiffedInLinearWork() {
        let lines = Array(0..<10_000)
        var swapped = lines
        swapped.swapAt(4_000, 6_000)
        let script = MyersDiff(from: lines, to: swapped)
        #expect(script.removed.filter { $0 }.count == 2)
        #expect(script.inserted.filter { $0 }.count == 2)
        #expect(script.comparisons <= 8 * 20_000)
    }

    /// The length of a longest common subsequence, from the full n×m table: the slow, obviously right answer.
    private func longestCommonSubsequence(_ first: [String], _ second: [String]) -> Int {
        guard !first.isEmpty, !second.isEmpty else { return 0 }
        var previous = [Int](repeating: 0, count: second.count + 1)
        for line in first {
            var current = [0]
            for (index, other) in second.enumerated() {
                current.append(line == other ? previous[index] + 1 : max(previous[index + 1], current[index]))
            }
            previous = current
        }
        return previous[second.count]
    }

    /// Two texts from `seed`: even seeds edit a random text a little, odd seeds make two unrelated texts; both
    /// draw lines from a small set, so that many lines repeat.
    private func textPair(seed: Int) -> (reference: [String], actual: [String]) {
        var random = SplitMix64(seed: UInt64(seed))
        let pool = ["a", "b", "c", "d", "e", "f", "", "a\r"]
        func text(_ count: Int) -> [String] { (0..<count).map { _ in pool.randomElement(using: &random)! } }
        let reference = text(Int.random(in: 0...60, using: &random))
        guard seed.isMultiple(of: 2) else { return (reference, text(Int.random(in: 0...60, using: &random))) }
        var actual = reference
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            let index = Int.random(in: 0...actual.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where index < actual.count: actual.remove(at: index)
            case 1 where index < actual.count: actual[index] = pool.randomElement(using: &random)!
            default: actual.insert(pool.randomElement(using: &random)!, at: index)
            }
        }
        return (reference, actual)
    }

    @Test(arguments: 0..<60)
    func editScriptIsAShortestOneThatTurnsTheReferenceIntoTheActualText(seed: Int) {
        let (reference, actual) = textPair(seed: seed)
        let diff = LineDiff(
            from: reference.map { $0 + "\n" }.joined(), to: actual.map { $0 + "\n" }.joined())
        var old = 0
        var new = 0
        var previous: LineDiff.Edit?
        for edit in diff.edits() {
            switch edit {
            case .same(let referenceLine, let actualLine):
                #expect(referenceLine == old && actualLine == new && reference[old] == actual[new])
                old += 1
                new += 1
            case .removed(let referenceLine):
                #expect(referenceLine == old)
                if case .inserted = previous { Issue.record("a removed line follows an inserted one") }
                old += 1
            case .inserted(let actualLine):
                #expect(actualLine == new)
                new += 1
            }
            previous = edit
        }
        #expect(old == reference.count && new == actual.count)
        let changes = diff.edits().filter { if case .same = $0 { false } else { true } }.count
        #expect(changes == reference.count + actual.count - 2 * longestCommonSubsequence(reference, actual))
    }
}

/// A small seeded random number generator (SplitMix64), so that generated cases are the same on every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
        #expect(LineDiff(from: reference, to: actual).unified == """
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
        #expect(LineDiff(from: reference, to: actual, context: 1).unified == """
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
        #expect(LineDiff(from: "a\nc\n", to: "a\nb\nc\n").unified == """
            --- reference
            +++ actual
            @@ -1,2 +1,3 @@
             a
            +b
             c

            """)
        #expect(LineDiff(from: "", to: "new\n").unified == """
            --- reference
            +++ actual
            @@ -0,0 +1 @@
            +new

            """)
    }

    @Test func carriageReturnsAreMadeVisible() {
        #expect(LineDiff(from: "a\n", to: "a\r\n").unified == """
            --- reference
            +++ actual
            @@ -1 +1 @@
            -a
            +a\\r

            """)
    }
}

import Foundation
import Testing

@testable import ScenePivotTesting

@Suite("Snapshot file names")
struct SnapshotFileNameTests {
    /// The reference of the snapshot `name` of the test `testName`, in `/snapshots`.
    private func reference(testName: String = "flow()", name: String?) -> SnapshotReference {
        SnapshotReference(
            filePath: "/repo/Tests/FlowTests.swift", directory: "/snapshots", testName: testName, name: name,
            counter: SnapshotCounter())
    }

    /// Pairs of snapshot names that differ as Swift strings yet used to share a file, or easily could.
    static let distinctSnapshotNames: [(String, String)] = [
        ("a b", "a/b"), ("???", "!!!"), ("a b", "a-b"), ("a b", "a  b"), ("a", " a"), ("a", "a "), ("", " "),
        ("", "-"), ("", "%"), ("a.b", "a-b"), ("a.b", "a b"), ("/", "\\"), ("/\u{301}", "\\\u{301}"),
        ("\u{D4E}/", "\u{D4E}\\"), ("%2F", "/"), ("%", "%25"), ("a%20b", "a b"), ("a-b", "a%2Db"), ("1", "01"),
        ("Delete", "delete"), ("\u{0}", ""), ("\n", "\r"), ("\t", " "), (".", ".."), ("..", "-"),
        ("a\u{200D}b", "ab"), ("\u{202E}abc", "abc"), ("ﬁ", "fi"), ("The End!", "The End?"), ("새 앨범", "새-앨범"),
        ("a\u{301}", "a%CC%81"), ("_", "__"), ("x\u{301}", "x"), ("\u{301}", "%CC%81"), ("a(b)", "a-b"),
        ("a:b", "a b"),
    ]

    @Test(arguments: distinctSnapshotNames)
    func distinctSnapshotNamesHaveDistinctFiles(first: String, second: String) {
        #expect(first != second)
        #expect(reference(name: first).url != reference(name: second).url)
        #expect(reference(name: first).identifier != reference(name: second).identifier)
    }

    /// Pairs of test names that name different tests.
    static let distinctTestNames: [(String, String)] = [
        ("flow()", "flow(_:)"), ("flow(_:)", "flow-_"), ("flow(a:)", "flow a"), ("flow(a:b:)", "flow(a:)"),
        ("destructiveConfirmation(tapping:)", "destructiveConfirmation-tapping"), ("a.b", "a"), ("a b", "a-b"),
        ("flow(a:)", "flow(a)"), ("flow(a:_:)", "flow(a_:)"), ("a(b)()", "a(b)"), ("()", ""), ("-", ""),
        ("flow(a b:)", "flow(a-b:)"), ("a/b()", "a b()"), ("f()()", "f()"),
    ]

    @Test(arguments: distinctTestNames)
    func distinctTestNamesHaveDistinctFiles(first: String, second: String) {
        #expect(reference(testName: first, name: "end").url != reference(testName: second, name: "end").url)
    }

    @Test(arguments: [
        ("a.b", "c", "a", "b.c"), ("a b", "c", "a", "b c"), ("a", "b.c", "a.b", "c"), ("a(b:)", "c", "a", "b c"),
    ])
    func testAndSnapshotNamesNeverRunIntoEachOther(
        firstTest: String, firstName: String, secondTest: String, secondName: String
    ) {
        let first = reference(testName: firstTest, name: firstName)
        #expect(first.url != reference(testName: secondTest, name: secondName).url)
    }

    @Test(arguments: [
        ("textInputIsConfirmed()", "textInputIsConfirmed"), ("flow", "flow()"), ("e\u{301}", "\u{E9}"),
    ])
    func namesOfTheSameTestShareTheirFiles(first: String, second: String) {
        #expect(reference(testName: first, name: "end").url == reference(testName: second, name: "end").url)
    }

    @Test func canonicallyEquivalentSnapshotNamesAreOneName() {
        #expect("caf\u{E9}" == "cafe\u{301}")
        #expect(reference(name: "caf\u{E9}").url == reference(name: "cafe\u{301}").url)
    }

    /// Names that are hard to turn into a file name: separators, controls, dots, marks over separators, empty.
    static let awkwardNames: [String] = [
        "", ".", "..", "...", "/", "//", "\\", "a/b", "../up", "./here", "\u{0}", "a\u{0}b", "\n", "\r\n", "\t",
        "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}", "/\u{301}", "\u{D4E}/", "\u{D4E}\\", "\u{301}", "\u{200D}",
        "\u{202E}txt.exe", "\u{FEFF}", "\u{3164}", " ", "-", "%", "%2F", "~", "a:b", "<>|?*\"", "\u{E000}",
        "\u{10FFFF}", "👨‍👩‍👧", "🇰🇷", "e\u{301}\u{301}", "ﬁ", "flow(_:)", "()", "(", "새 앨범",
    ]

    @Test(arguments: awkwardNames)
    func fileNamesAreOneSafeComponentOfTheFolder(name: String) {
        for reference in [reference(testName: name, name: name), reference(testName: name, name: nil)] {
            #expect(reference.url.deletingLastPathComponent().path == "/snapshots")
            let fileName = reference.url.lastPathComponent
            #expect(fileName == reference.identifier + ".txt")
            #expect(!fileName.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0 == "\u{0}" })
            #expect(!fileName.unicodeScalars.contains { $0.properties.generalCategory == .control })
            #expect(!fileName.unicodeScalars.contains { $0.properties.generalCategory == .format })
            #expect(!fileName.unicodeScalars.contains { $0.properties.generalCategory == .lineSeparator })
            #expect(!fileName.unicodeScalars.contains { $0.properties.generalCategory == .paragraphSeparator })
            let parts = reference.identifier.split(separator: ".", omittingEmptySubsequences: false)
            #expect(parts.count == 2, "the file name is <test>.<snapshot>.txt and neither part has a dot")
            for part in parts {
                #expect(!["", ".", ".."].contains(part))
            }
        }
    }

    @Test(arguments: [
        ("textInputIsConfirmed()", "textInputIsConfirmed"),
        ("destructiveConfirmation(tapping:)", "destructiveConfirmation-tapping"), ("flow(_:)", "flow-_"),
        ("flow(_:_:)", "flow-_-_"), ("test_flow", "test_flow"), ("flow", "flow"),
        ("  spaced  out  ", "%20%20spaced%20%20out%20%20"), ("새 앨범()", "새%20앨범"), ("a.b", "a%2Eb"), ("", "%"),
    ])
    func testNamesKeepTheirReadableForm(name: String, part: String) {
        #expect(SnapshotFileName.forTest(name) == part)
    }

    @Test(arguments: [
        ("valid title typed", "valid-title-typed"), ("album shown", "album-shown"), ("Delete", "Delete"), ("1", "1"),
        ("새 앨범", "새-앨범"), ("The End!", "The-End%21"), ("valid-title-typed", "valid%2Dtitle%2Dtyped"),
        ("a/b", "a%2Fb"), ("/\u{301}", "%2F%CC%81"), ("caf\u{E9}", "caf\u{E9}"), ("cafe\u{301}", "caf\u{E9}"),
        ("", "%"),
    ])
    func snapshotNamesKeepTheirReadableForm(name: String, part: String) {
        #expect(SnapshotFileName.forSnapshot(name) == part)
    }

    @Test(arguments: distinctSnapshotNames.flatMap { [$0.0, $0.1] } + awkwardNames)
    func snapshotNameIsReadBackFromItsPart(name: String) {
        #expect(SnapshotFileName.snapshotName(from: SnapshotFileName.forSnapshot(name)) == name)
    }

    @Test(arguments: distinctTestNames.flatMap { [$0.0, $0.1] } + awkwardNames)
    func testNameIsReadBackFromItsPart(name: String) {
        let readBack = SnapshotFileName.testName(from: SnapshotFileName.forTest(name))
        #expect(readBack == name || readBack.map { $0 + "()" } == name)
    }

    /// Every name of up to three scalars from an alphabet of separators, escapes, marks and letters.
    private static let shortNames: [String] = {
        let alphabet: [String] = ["a", "F", "2", "_", " ", "-", ".", "%", "/", "(", ")", ":", "\u{301}", "é", "\u{0}"]
        var names = [""]
        var last = [""]
        for _ in 1...3 {
            last = last.flatMap { prefix in alphabet.map { prefix + $0 } }
            names += last
        }
        return names
    }()

    @Test func everyShortSnapshotNameHasItsOwnPart() {
        let names = Set(Self.shortNames)
        #expect(Set(names.map(SnapshotFileName.forSnapshot)).count == names.count)
    }

    @Test func everyShortTestNameHasItsOwnPartUnlessItOnlyDropsAnEmptyArgumentList() {
        func withoutEmptyArguments(_ name: String) -> String {
            let base = name.dropLast(2)
            let isBareFunction =
                name.hasSuffix("()") && !base.isEmpty
                && !base.unicodeScalars.contains { "():".unicodeScalars.contains($0) }
            return isBareFunction ? String(base) : name
        }
        let tests = Set(Self.shortNames.map(withoutEmptyArguments))
        #expect(tests.count < Self.shortNames.count)
        #expect(Set(Self.shortNames.map(SnapshotFileName.forTest)).count == tests.count)
    }

    @Test func awkwardlyNamedSnapshotsAreRecordedAsOneFileEachInTheFolder() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ScenePivotTestingTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = ["a b", "a/b", "a-b", "???", "!!!", "..", "/\u{301}", "\u{D4E}/", "%2F", ""]
        withSnapshotRecording(.missing) {
            for name in names {
                withKnownIssue {
                    expectSnapshot(
                        ofText: name + "\n", named: name, snapshotDirectory: directory.path, testName: "f(_:)")
                }
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == names.map { "f-_.\(SnapshotFileName.forSnapshot($0)).txt" }.sorted())
        for name in names {
            let file = directory.appendingPathComponent("f-_.\(SnapshotFileName.forSnapshot(name)).txt")
            #expect(FileManager.default.contents(atPath: file.path) == Data((name + "\n").utf8))
        }
    }
}

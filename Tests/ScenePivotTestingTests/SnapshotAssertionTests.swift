import Foundation
import Testing

@testable import ScenePivotTesting

@Suite("expectSnapshot")
struct SnapshotAssertionTests {
    /// A fresh empty folder, removed after `body`.
    private func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ScenePivotTestingTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.path)
    }

    private func contents(of path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func comment(_ issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }

    @Test func missingReferenceIsRecordedAndTheTestFails() throws {
        try withTemporaryDirectory { directory in
            withSnapshotRecording(.missing) {
                withKnownIssue {
                    expectSnapshot(ofText: "새 앨범\n", snapshotDirectory: directory, testName: "flow")
                } matching: { issue in
                    comment(issue).hasPrefix("No reference was found for snapshot \"flow.1\"; recorded it to ")
                }
            }
            #expect(contents(of: directory + "/flow.1.txt") == Data("새 앨범\n".utf8))
            withSnapshotRecording(.missing) {
                expectSnapshot(ofText: "새 앨범\n", named: "1", snapshotDirectory: directory, testName: "flow")
            }
        }
    }

    @Test func mismatchFailsWithAUnifiedDiffAndKeepsTheReference() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/flow.alert.txt"
            try write("request\nAlert \"New Album\" appears\n  action \"Create\"\nanswer\n", to: path)
            let actual = "request\nAlert \"새 앨범\" appears\n  action \"Create\"\nanswer\n"
            withSnapshotRecording(.missing) {
                withKnownIssue {
                    expectSnapshot(ofText: actual, named: "alert", snapshotDirectory: directory, testName: "flow")
                } matching: { issue in
                    comment(issue) == """
                        Snapshot "flow.alert" does not match its reference at \(path).

                        --- reference
                        +++ actual
                        @@ -1,4 +1,4 @@
                         request
                        -Alert "New Album" appears
                        +Alert "새 앨범" appears
                           action "Create"
                         answer

                        If the change is intended, re-run with SCENEPIVOT_SNAPSHOT_RECORD=failed to record it.
                        """
                }
            }
            #expect(
                contents(of: path) == Data("request\nAlert \"New Album\" appears\n  action \"Create\"\nanswer\n".utf8))
        }
    }

    @Test func neverRecordsAnything() throws {
        try withTemporaryDirectory { directory in
            withKnownIssue {
                expectSnapshot(ofText: "text\n", record: .never, snapshotDirectory: directory, testName: "flow")
            } matching: { issue in
                comment(issue).contains("none was recorded because the record mode is \"never\"")
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            #expect(files.isEmpty)

            try write("old\n", to: directory + "/flow.kept.txt")
            withKnownIssue {
                expectSnapshot(
                    ofText: "new\n", named: "kept", record: .never, snapshotDirectory: directory, testName: "flow")
            }
            #expect(contents(of: directory + "/flow.kept.txt") == Data("old\n".utf8))
        }
    }

    @Test func allRewritesEveryReferenceAndFails() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/flow.1.txt"
            try write("old\n", to: path)
            withKnownIssue {
                expectSnapshot(
                    ofText: "new\n", named: "1", record: .all, snapshotDirectory: directory, testName: "flow")
            } matching: { issue in
                comment(issue).hasPrefix("Record mode is \"all\": recorded snapshot \"flow.1\"")
                    && comment(issue).contains("-old\n+new")
            }
            #expect(contents(of: path) == Data("new\n".utf8))
            withKnownIssue {
                expectSnapshot(
                    ofText: "new\n", named: "1", record: .all, snapshotDirectory: directory, testName: "flow")
            } matching: { issue in
                comment(issue).hasSuffix("It had not changed.")
            }
        }
    }

    @Test func failedRewritesOnlyMismatches() throws {
        try withTemporaryDirectory { directory in
            try write("same\n", to: directory + "/flow.same.txt")
            try write("old\n", to: directory + "/flow.changed.txt")
            withSnapshotRecording(.failed) {
                expectSnapshot(ofText: "same\n", named: "same", snapshotDirectory: directory, testName: "flow")
                withKnownIssue {
                    expectSnapshot(ofText: "new\n", named: "changed", snapshotDirectory: directory, testName: "flow")
                } matching: { issue in
                    comment(issue).contains("record mode \"failed\" recorded the new text")
                }
            }
            #expect(contents(of: directory + "/flow.same.txt") == Data("same\n".utf8))
            #expect(contents(of: directory + "/flow.changed.txt") == Data("new\n".utf8))
        }
    }

    @Test(arguments: [
        "새 앨범\n", "Delete “Trip”?\n  action \"삭제\" (destructive)\n", "no trailing line break", "two\n\n",
        "windows\r\nline\r\n", "", "e\u{301}\n",
    ])
    func referenceFilesRoundTripExactly(text: String) throws {
        try withTemporaryDirectory { directory in
            withKnownIssue {
                expectSnapshot(
                    ofText: text, named: "text", record: .missing, snapshotDirectory: directory, testName: "roundTrip")
            }
            #expect(contents(of: directory + "/roundTrip.text.txt") == Data(text.utf8))
            expectSnapshot(
                ofText: text, named: "text", record: .never, snapshotDirectory: directory, testName: "roundTrip")
        }
    }

    /// The transcript of the text-input flow on a stage whose animations take `animation`.
    @MainActor private func textInputTranscript(animation: StageDuration) -> String {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"), animation: .manual(animation))
        let pivot = ScenePivot(stage: stage)
        let transcript = FlowTranscript(of: pivot, on: stage)
        let user = transcript.user
        pivot.switchScene(with: TextInputRequest(.albumTitle))
        user.waitForAnimations()
        user.type("Trip")
        user.tap("Create")
        user.waitForAnimations()
        return transcript.text
    }

    /// The mismatch shown in the DocC article "Testing flows", produced by a real change: slower animations.
    @Test @MainActor func changedFlowFailsWithTheDiffShownInTheDocumentation() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/textInputIsConfirmed.1.txt"
            try write(textInputTranscript(animation: .milliseconds(300)), to: path)
            withKnownIssue {
                expectSnapshot(
                    of: TranscriptText(text: textInputTranscript(animation: .milliseconds(600))), record: .never,
                    snapshotDirectory: directory, testName: "textInputIsConfirmed()")
            } matching: { issue in
                comment(issue) == """
                    Snapshot "textInputIsConfirmed.1" does not match its reference at \(path).

                    --- reference
                    +++ actual
                    @@ -7,10 +7,10 @@
                       action "Cancel" (cancel)
                       action "Create" (default, preferred, disabled)
                       validation: non-empty
                    -user waits for animations (300 ms)
                    +user waits for animations (600 ms)
                     user types "Trip" into text field 0
                       "Create" is now enabled
                     user taps "Create"
                    -user waits for animations (300 ms)
                    +user waits for animations (600 ms)
                     end alert "새 앨범" for TextInputRequest(albumTitle)
                     answer TextInputRequest(albumTitle) → "Trip"

                    If the change is intended, re-run with SCENEPIVOT_SNAPSHOT_RECORD=failed to record it.
                    """
            }
        }
    }

    @Test func unwritableReferenceFailsNamingThePath() throws {
        try withTemporaryDirectory { directory in
            let blocker = directory + "/not-a-folder"
            try write("a file where the snapshot folder should be\n", to: blocker)
            withKnownIssue {
                expectSnapshot(ofText: "text\n", record: .missing, snapshotDirectory: blocker, testName: "flow")
            } matching: { issue in
                comment(issue)
                    == "Could not write the reference of snapshot \"flow.1\" to \(blocker)/flow.1.txt: File exists."
            }
        }
    }

    @Test func unreadableReferenceFailsNamingThePath() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/flow.1.txt"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            withKnownIssue {
                expectSnapshot(ofText: "text\n", record: .missing, snapshotDirectory: directory, testName: "flow")
            } matching: { issue in
                comment(issue) == "Could not read the reference of snapshot \"flow.1\" at \(path): Is a directory."
            }
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }
    }

    @Test func canonicallyEquivalentTextsStillDiffer() throws {
        try withTemporaryDirectory { directory in
            try write("caf\u{E9}\n", to: directory + "/flow.cafe.txt")
            #expect("caf\u{E9}\n" == "cafe\u{301}\n")
            withKnownIssue {
                expectSnapshot(
                    ofText: "cafe\u{301}\n", named: "cafe", record: .never, snapshotDirectory: directory,
                    testName: "flow")
            }
        }
    }

    /// A long snapshot that matches passes, and one changed line of it is reported as that line — the check
    /// compares bytes before anything else and diffs only a text that differs (the old check built an n×m table
    /// first: 1.15 GB for this text). What it costs is the benchmark's to say; this test states the answers.
    @Test func twelveThousandLineSnapshotMatchesAndOneChangedLineIsReported() throws {
        try withTemporaryDirectory { directory in
            let text = (1...12_000).map { "step \($0): user taps \"OK\"" }.joined(separator: "\n") + "\n"
            try write(text, to: directory + "/flow.long.txt")
            let reference = SnapshotReference(
                filePath: #filePath, directory: directory, testName: "flow", name: "long",
                counter: SnapshotCounter())
            #expect(SnapshotCheck(text: text, reference: reference, mode: .never).run() == nil)
            let changed = text.replacingOccurrences(of: "step 6000:", with: "step 6000 (changed):")
            let message = SnapshotCheck(text: changed, reference: reference, mode: .never).run() ?? ""
            #expect(message.contains("@@ -5997,7 +5997,7 @@"))
            #expect(message.contains("+step 6000 (changed): user taps \"OK\""))
        }
    }

    @Test func missingTrailingLineBreakIsShownInTheDiff() {
        let diff = LineDiff(from: "a\nb\n", to: "a\nb").unified
        #expect(
            diff == """
                --- reference
                +++ actual
                @@ -1,2 +1,2 @@
                 a
                -b
                +b
                \\ No newline at end of file

                """)
    }

    @Test func unnamedSnapshotsAreNumberedInOrderAndNamedOnesAreNot() throws {
        try withTemporaryDirectory { directory in
            withSnapshotRecording(.missing) {
                withKnownIssue {
                    expectSnapshot(ofText: "one\n", snapshotDirectory: directory)
                    expectSnapshot(ofText: "end\n", named: "The End!", snapshotDirectory: directory)
                    expectSnapshot(ofText: "two\n", snapshotDirectory: directory)
                }
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            let test = "unnamedSnapshotsAreNumberedInOrderAndNamedOnesAreNot"
            #expect(files == ["\(test).1.txt", "\(test).2.txt", "\(test).The-End%21.txt"])
            #expect(contents(of: "\(directory)/\(test).2.txt") == Data("two\n".utf8))
        }
    }

    @Test func referencesLiveInSnapshotsFolderBesideTheTestFile() {
        let reference = SnapshotReference(
            filePath: "/repo/Tests/FlowTests/AlertFlowTests.swift", directory: nil,
            testName: "textInputIsConfirmed()", name: "새 앨범", counter: SnapshotCounter())
        #expect(
            reference.url.path
                == "/repo/Tests/FlowTests/__Snapshots__/AlertFlowTests/textInputIsConfirmed.새-앨범.txt")
        #expect(reference.identifier == "textInputIsConfirmed.새-앨범")
    }

    @Test func failureIsReportedAtTheCallersLine() throws {
        try withTemporaryDirectory { directory in
            let line = #line + 2
            withKnownIssue {
                expectSnapshot(ofText: "x\n", record: .never, snapshotDirectory: directory, testName: "flow")
            } matching: { issue in
                issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "SnapshotAssertionTests.swift"
            }
        }
    }

    @Test(arguments: ["Delete"])
    func parameterizedTestNeedsNamedSnapshots(actionTitle: String) throws {
        try withTemporaryDirectory { directory in
            withKnownIssue {
                expectSnapshot(ofText: actionTitle, record: .missing, snapshotDirectory: directory)
            } matching: { issue in
                comment(issue).hasPrefix("A snapshot in a parameterized test needs a name (named:)")
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            #expect(files.isEmpty)
        }
    }
}

/// A precomputed transcript, snapshotted through `expectSnapshot(of:)` like a live one.
private struct TranscriptText: SnapshotDescribable {
    let text: String
    var snapshotDescription: String { text }
}

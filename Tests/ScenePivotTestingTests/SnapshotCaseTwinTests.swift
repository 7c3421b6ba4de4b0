import Foundation
import Testing

@testable import ScenePivotTesting

@Suite("Snapshot names that differ only in letter case")
struct SnapshotCaseTwinTests {
    private func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ScenePivotCaseTwin-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.path)
    }

    private func comment(_ issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }

    @Test(arguments: [
        (first: "Login", second: "login", testName: "flow"),
        (first: "alert", second: "Alert", testName: "flow"),
    ])
    func aSnapshotWhoseReferenceHasACaseTwinFailsNamingIt(first: String, second: String, testName: String) throws {
        try withTemporaryDirectory { directory in
            withKnownIssue {
                expectSnapshot(
                    ofText: "one\n", named: first, record: .missing, snapshotDirectory: directory, testName: testName)
            }
            withKnownIssue {
                expectSnapshot(
                    ofText: "two\n", named: second, record: .missing, snapshotDirectory: directory, testName: testName)
            } matching: { issue in
                comment(issue) == """
                    Snapshot "\(testName).\(second)" and the reference \(testName).\(first).txt beside it differ only \
                    in letter case: on a case-insensitive volume (the macOS default) they are one file, and each \
                    snapshot would be checked against the other's text. Give the test or the snapshot (named:) a \
                    name that differs in more than case.
                    """
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            #expect(files == ["\(testName).\(first).txt"], "the twin is never written")
        }
    }

    @Test func testNamesThatDifferOnlyInCaseAreRefusedToo() throws {
        try withTemporaryDirectory { directory in
            withKnownIssue {
                expectSnapshot(ofText: "one\n", record: .missing, snapshotDirectory: directory, testName: "signIn()")
            }
            withKnownIssue {
                expectSnapshot(ofText: "two\n", record: .missing, snapshotDirectory: directory, testName: "signin()")
            } matching: { issue in
                comment(issue).hasPrefix("Snapshot \"signin.1\" and the reference signIn.1.txt beside it differ only")
            }
        }
    }

    @Test func aReferenceAlreadyInTheFolderIsFoundOnTheFirstAssertion() throws {
        try withTemporaryDirectory { directory in
            try Data("old\n".utf8).write(to: URL(fileURLWithPath: directory + "/flow.Login.txt"))
            withKnownIssue {
                expectSnapshot(
                    ofText: "old\n", named: "login", record: .never, snapshotDirectory: directory, testName: "flow")
            } matching: { issue in
                comment(issue).contains("flow.Login.txt beside it differ only in letter case")
            }
            expectSnapshot(
                ofText: "old\n", named: "Login", record: .never, snapshotDirectory: directory, testName: "flow")
        }
    }
}

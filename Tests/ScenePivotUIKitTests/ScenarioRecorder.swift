#if canImport(UIKit)
import UIKit

/// What a scenario found wrong: each failed expectation as one line, naming the file and line that made it and
/// what was seen. Scenarios return these lines; the test-framework glue turns them into one expectation.
@MainActor
final class ScenarioRecorder {
    /// The failures so far, in order.
    private(set) var failures: [String] = []

    /// Records `message` unless `condition` holds.
    func expect(
        _ condition: Bool, _ message: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line
    ) {
        if !condition { fail(message(), fileID: fileID, line: line) }
    }

    /// Records a failure unless `actual` equals `expected`, naming `what` was compared.
    func expectEqual<Value: Equatable>(
        _ actual: Value, _ expected: Value, _ what: String, fileID: String = #fileID, line: Int = #line
    ) {
        guard actual != expected else { return }
        let seen = "expected \(String(reflecting: expected)), got \(String(reflecting: actual))"
        fail("\(what): \(seen)", fileID: fileID, line: line)
    }

    /// Records `message` as a failure.
    func fail(_ message: String, fileID: String = #fileID, line: Int = #line) {
        failures.append("\(fileID):\(line): \(message)")
    }
}

/// Values a handler received, in order: what a request answered, the errors a pivot reported.
@MainActor
final class Recorded<Value> {
    /// The values so far.
    var values: [Value] = []
}
#endif

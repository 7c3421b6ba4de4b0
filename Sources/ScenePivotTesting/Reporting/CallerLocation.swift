import Testing

#if canImport(XCTest)
import XCTest
#endif

/// Where a helper was called from, so failures point at the test's line rather than at the helper.
struct CallerLocation: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    var sourceLocation: SourceLocation {
        SourceLocation(
            fileID: fileID.description, filePath: filePath.description, line: Int(line), column: Int(column))
    }

    /// Fails the running test with `message` at this location: through Swift Testing when a Swift Testing test
    /// is running, through XCTest otherwise.
    func reportFailure(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        #endif
    }
}

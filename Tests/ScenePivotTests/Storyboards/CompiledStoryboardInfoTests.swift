import Foundation
import ScenePivot
import Testing

@Suite("Compiled storyboard identifiers")
struct CompiledStoryboardInfoTests {
    /// An `Info.plist` as a compiled storyboard holds it, in XML, with `entries` inside its dictionary.
    static func infoPlist(_ entries: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>\(entries)</dict></plist>
            """.utf8)
    }

    static let identifiers = """
        <key>UIViewControllerIdentifiersToNibNames</key>
        <dict><key>album</key><string>album-nib</string><key>albums</key><string>albums-nib</string></dict>
        """

    @Test func versionOneListsItsIdentifiers() {
        let plist = Self.infoPlist("<key>UIStoryboardVersion</key><integer>1</integer>" + Self.identifiers)
        #expect(CompiledStoryboardInfo.declaredIdentifiers(inInfoPlist: plist) == ["album", "albums"])
    }

    /// Info.plist entries this reading does not understand, each with what is wrong with it (typed, so the
    /// concatenations are not inferred inside the macro's expansion).
    static let unknownFormats: [(String, String)] = [
        ("no identifier list", "<key>UIStoryboardVersion</key><integer>1</integer>"),
        (
            "a list that is not a dictionary",
            "<key>UIStoryboardVersion</key><integer>1</integer>"
                + "<key>UIViewControllerIdentifiersToNibNames</key><array><string>album</string></array>"
        ),
        ("a version this reading does not know", "<key>UIStoryboardVersion</key><integer>2</integer>" + identifiers),
        ("no version", identifiers),
        ("a version that is not a number", "<key>UIStoryboardVersion</key><string>1</string>" + identifiers),
    ]

    @Test(arguments: unknownFormats)
    func unknownFormatChecksNothing(what: String, entries: String) {
        #expect(CompiledStoryboardInfo.declaredIdentifiers(inInfoPlist: Self.infoPlist(entries)) == nil, "\(what)")
    }

    @Test func dataThatIsNotAPropertyListChecksNothing() {
        #expect(CompiledStoryboardInfo.declaredIdentifiers(inInfoPlist: Data("not a plist".utf8)) == nil)
        #expect(CompiledStoryboardInfo.declaredIdentifiers(inInfoPlist: Data()) == nil)
    }

    @Test @MainActor func compiledStoryboardIsReadOnceAndKept() throws {
        let storyboard = FileManager.default.temporaryDirectory
            .appendingPathComponent("CompiledStoryboardInfoTests-\(UUID().uuidString).storyboardc")
        try FileManager.default.createDirectory(at: storyboard, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: storyboard) }
        let info = storyboard.appendingPathComponent("Info.plist")
        try Self.infoPlist("<key>UIStoryboardVersion</key><integer>1</integer>" + Self.identifiers).write(to: info)
        #expect(CompiledStoryboardInfo.declaredIdentifiers(inCompiledStoryboard: storyboard) == ["album", "albums"])
        try Data("changed".utf8).write(to: info)
        #expect(
            CompiledStoryboardInfo.declaredIdentifiers(inCompiledStoryboard: storyboard) == ["album", "albums"],
            "the list read the first time is kept")
    }

    @Test @MainActor func compiledStoryboardWithoutInfoPlistChecksNothing() {
        let missing = FileManager.default.temporaryDirectory
            .appendingPathComponent("CompiledStoryboardInfoTests-\(UUID().uuidString).storyboardc")
        #expect(CompiledStoryboardInfo.declaredIdentifiers(inCompiledStoryboard: missing) == nil)
    }
}

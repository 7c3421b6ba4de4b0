import Foundation
import Testing

/// A Swift code block of a Markdown file, with the paragraph that introduces it.
struct Snippet: CustomTestStringConvertible, Sendable {
    /// The Markdown file, relative to the package's root.
    let document: String
    /// The line of the block's opening fence.
    let line: Int
    /// The paragraph just before the block.
    let introduction: String
    /// The block's lines.
    let body: [String]

    var testDescription: String { "\(document):\(line)" }

    /// The Swift files of the package the introduction names.
    var namedFiles: [String] {
        let pattern = /`((?:Sources|Tests|Examples|Benchmarks)\/[^`]+?\.swift)`/
        return introduction.matches(of: pattern).map { String($0.output.1) }
    }

    /// Whether the introduction says the block is copied from a file of the package ("from `File.swift`", "the
    /// opening of `File.swift`"), rather than adapted from one or sketched.
    var claimsToBeCopied: Bool {
        !namedFiles.isEmpty && !introduction.localizedCaseInsensitiveContains("adapted from")
            && (introduction.contains("rom `") || introduction.contains("of `") || introduction.contains("in `"))
    }
}

/// The package's root, from this file's path.
let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Every Swift block of the README and the DocC articles.
func allSnippets() -> [Snippet] {
    var documents = ["README.md"]
    let sources = packageRoot.appending(path: "Sources")
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
        guard url.pathExtension == "md" else { continue }
        documents.append(
            String(url.path(percentEncoded: false).dropFirst(packageRoot.path(percentEncoded: false).count)))
    }
    return documents.sorted().flatMap { document -> [Snippet] in
        guard let text = try? String(contentsOf: packageRoot.appending(path: document), encoding: .utf8) else {
            return []
        }
        let lines = text.components(separatedBy: "\n")
        var snippets: [Snippet] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```swift") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            var start = index - 1
            while start >= 0, lines[start].trimmingCharacters(in: .whitespaces).isEmpty { start -= 1 }
            var paragraph: [String] = []
            while start >= 0, !lines[start].trimmingCharacters(in: .whitespaces).isEmpty, !lines[start].hasPrefix("```")
            {
                paragraph.insert(lines[start], at: 0)
                start -= 1
            }
            snippets.append(
                Snippet(
                    document: document, line: index + 1, introduction: paragraph.joined(separator: " "),
                    body: Array(lines[(index + 1)..<min(end, lines.count)])))
            index = end + 1
        }
        return snippets
    }
}

/// Whether `snippet`'s lines stand in `file` in order, one run, where the file may have doc comments and blank
/// lines the snippet left out.
func file(_ file: [String], contains snippet: [String]) -> Bool {
    let wanted = snippet.map { $0.trimmingTrailingWhitespace }.filter { !$0.isEmpty }
    guard !wanted.isEmpty else { return true }
    let lines = file.map { $0.trimmingTrailingWhitespace }
    for start in lines.indices where lines[start] == wanted[0] {
        var line = start
        var matched = 0
        while line < lines.count, matched < wanted.count {
            if lines[line] == wanted[matched] {
                matched += 1
            } else if !(lines[line].trimmingCharacters(in: .whitespaces).isEmpty
                || lines[line].trimmingCharacters(in: .whitespaces).hasPrefix("///"))
            {
                break
            }
            line += 1
        }
        if matched == wanted.count { return true }
    }
    return false
}

extension String {
    fileprivate var trimmingTrailingWhitespace: String {
        String(reversed().drop(while: \.isWhitespace).reversed())
    }
}

@Suite("Documentation snippets are the code they name")
struct SnippetSourceTests {
    @Test(arguments: allSnippets().filter(\.claimsToBeCopied))
    func aSnippetCopiedFromAFileStandsInThatFile(snippet: Snippet) throws {
        let candidates = snippet.namedFiles.compactMap { path in
            try? String(contentsOf: packageRoot.appending(path: path), encoding: .utf8).components(separatedBy: "\n")
        }
        #expect(!candidates.isEmpty, "\(snippet.testDescription) names \(snippet.namedFiles), which do not exist")
        #expect(
            candidates.contains { file($0, contains: snippet.body) },
            "\(snippet.testDescription) is not in \(snippet.namedFiles.joined(separator: " or ")): copy it again")
    }

    @Test func theReadmeAndArticlesHaveSnippetsThatNameTheirFiles() {
        let snippets = allSnippets()
        #expect(snippets.filter(\.claimsToBeCopied).count >= 30, "the snippet finder no longer finds the snippets")
        #expect(snippets.contains { $0.document == "README.md" && $0.claimsToBeCopied })
    }

    @Test func theMatcherAllowsLeftOutDocCommentsButNotChangedCode() {
        let source = ["func a() {", "    /// Says hello.", "", "    hello()", "}"]
        #expect(file(source, contains: ["func a() {", "    hello()", "}"]))
        #expect(!file(source, contains: ["func a() {", "    goodbye()", "}"]))
        #expect(!file(source, contains: ["    hello()", "func a() {"]))
    }
}

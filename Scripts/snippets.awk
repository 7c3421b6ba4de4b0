# Writes each ```swift block of a Markdown file (KEY names the file) to OUT/<platform>/<KEY>-<line>.swift, for
# Scripts/check-snippets.sh to compile as a user's code would. <platform> is `manifest` for Package.swift entries,
# `ios` for a block that uses UIKit or SwiftUI (every block when PLATFORM=ios), `linux` otherwise. Each block is
# dedented and placed where a user would write it: a block that declares a type stays at the top level; one of
# methods and initializers goes into an extension of `SnippetContext` (which the file's prelude declares, with
# what the article assumes: a pivot, a stage, a user); any other is the body of an async throwing method there.
# A block its introduction says is copied from a file under Examples/ is left out: the example is compiled, and
# DocumentationTests checks the copy.
function flush(   i, line, least, open, statement, type, member, platform, file) {
    least = -1
    for (i = 1; i <= n; i++) {
        if (body[i] ~ /^[ \t]*$/) continue
        match(body[i], /^ */)
        if (least < 0 || RLENGTH < least) least = RLENGTH
    }
    if (least < 0) return
    statement = type = member = 0
    platform = PLATFORM
    for (i = 1; i <= n; i++) {
        body[i] = substr(body[i], least + 1)
        line = body[i]
        if (line ~ /(^|[^A-Za-z])(UI[A-Z][A-Za-z]+|SwiftUI|some View|ViewControllerScene|PivotHostingController|HostingScene|\\\.scenePivot)/) platform = "ios"
        if (line ~ /^[ \t]/ || line ~ /^$/ || line ~ /^\/\// || line ~ /^[})\]]/ || line ~ /^@/) continue
        sub(/^((public|private|fileprivate|internal|package|final|nonisolated|static|mutating|override) )+/, "", line)
        if (line ~ /^(import|struct|class|enum|extension|protocol|typealias|actor) /) type = 1
        else if (line ~ /^(func|init)[ (<]/) member = 1
        else statement = 1
    }
    if (body[1] ~ /^\.(package|target|testTarget|executableTarget|product)\(/) platform = "manifest"
    file = OUT "/" platform "/" KEY "-" sprintf("%04d", start) ".swift"
    if (platform == "manifest") {
        printf "@MainActor let snippet%04d: [%s] = [\n", start, body[1] ~ /^\.package/ ? "Package.Dependency" : "Target" > file
    } else if (statement) {
        printf "extension SnippetContext {\n@MainActor func snippet%04d() async throws {\n", start > file
    } else if (!type) {
        print "extension SnippetContext {" > file
    }
    if (platform != "manifest") printf "#sourceLocation(file: \"%s\", line: %d)\n", FILENAME, start + 1 > file
    open = 0
    for (i = 1; i <= n; i++) {
        print body[i] > file
        line = body[i]
        open += gsub(/{/, "{", line) - gsub(/}/, "}", line)
    }
    for (; open > 0; open--) print "}" > file   # an excerpt that stops inside a type ("up to its first test")
    if (platform != "manifest") print "#sourceLocation()" > file
    if (platform == "manifest") print "]" > file
    else if (statement) print "}\n}" > file
    else if (!type) print "}" > file
    close(file)
}
/^```swift/ {
    inblock = 1; n = 0; start = FNR
    copied = intro ~ /`Examples\/[^`]+\.swift`/ && intro ~ /(rom|of|in) `/ && tolower(intro) !~ /adapted from/
    next
}
/^```/ && inblock { inblock = 0; intro = ""; if (!copied) flush(); next }
inblock { body[++n] = $0; next }
/^[ \t]*$/ { blank = 1; next }
{ if (blank) intro = ""; blank = 0; intro = intro " " $0 }

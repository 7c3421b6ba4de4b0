extension UserAction {
    /// The longest album title a menu shows whole; longer ones are cut, ending in “…”.
    static let longestTitleShown = 24

    /// The action `answer` names: its number, its label as shown (quotes, brackets and case aside), its label with a
    /// long title shortened or whole, or a short word it carries (“add”, “back”, a title, “Create”).
    static func named(_ answer: String, among actions: [UserAction]) -> UserAction? {
        if let number = Int(answer) {
            return actions.indices.contains(number - 1) ? actions[number - 1] : nil
        }
        let key = normalized(answer)
        return actions.first { action in
            ([action.label, action.fullLabel] + action.keywords).contains { normalized($0) == key }
        }
    }

    /// `text` cut to ``longestTitleShown`` characters, ending in “…”, when it is longer.
    static func shortened(_ text: String) -> String {
        text.count <= longestTitleShown ? text : text.prefix(longestTitleShown - 1) + "…"
    }

    /// `text` as the menu compares it: lowercased, quotes and brackets left out, runs of spaces made one.
    private static func normalized(_ text: String) -> String {
        let ignored: Set<Character> = ["“", "”", "\"", "'", "‘", "’", "(", ")"]
        return text.lowercased().filter { !ignored.contains($0) }.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    /// Short words that also pick the action in the interactive menu.
    private var keywords: [String] {
        switch self {
        case .addAlbum: return ["add", "+", "new", "add an album"]
        case .openAlbum(let album): return ["open", album.title]
        case .deleteAlbum: return ["delete"]
        case .goBack: return ["back"]
        case .typeTitle: return ["type", "title"]
        case .tapAction(let title): return [title]
        case .quit: return ["quit", "q", "exit"]
        }
    }
}

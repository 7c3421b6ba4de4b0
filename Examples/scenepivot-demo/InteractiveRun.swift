/// The demo driven by the person at the terminal: they pick actions by number or title and type the titles.
@MainActor
enum InteractiveRun {
    /// Runs until the user quits or input ends; always returns 0.
    static func run() -> Int32 {
        let demo = PhotoAlbumsDemo()
        Console.write("ScenePivot demo: the photo-albums flow on a headless stage.\n")
        Console.write("Pick an action by its number or title; end input (Ctrl-D) or pick “Quit” to leave.\n")
        demo.start()
        while true {
            let actions = demo.availableActions
            guard let action = ask(demo, among: actions) else {
                Console.write("\nEnd of input — goodbye.\n")
                return 0
            }
            switch action {
            case .quit:
                Console.write("Goodbye.\n")
                return 0
            case .typeTitle:
                guard let title = askTitle() else {
                    Console.write("\nEnd of input — goodbye.\n")
                    return 0
                }
                demo.perform(.typeTitle(title))
            default:
                demo.perform(action)
            }
        }
    }

    /// Lists `actions` and reads a choice until it names one of them; `nil` at end of input.
    private static func ask(_ demo: PhotoAlbumsDemo, among actions: [UserAction]) -> UserAction? {
        var menu = "\nWhat next?\n"
        for (index, action) in actions.enumerated() {
            let disabled = if case .tapAction(let title) = action, demo.isDisabled(title) { " (disabled)" } else { "" }
            menu += "  \(index + 1). \(action.label)\(disabled)\n"
        }
        Console.write(menu)
        while true {
            Console.write("> ")
            guard let line = readLine() else { return nil }
            let answer = line.trimmed
            if answer.isEmpty {
                Console.write("Please pick an action: type a number from 1 to \(actions.count), or its title.\n")
                continue
            }
            if let action = match(answer, in: actions) { return action }
            Console.write("Unknown action “\(answer)”. Type a number from 1 to \(actions.count), or its title.\n")
        }
    }

    /// Reads the title to type; asks again when the line is empty; `nil` at end of input.
    private static func askTitle() -> String? {
        while true {
            Console.write("Album title: ")
            guard let line = readLine() else { return nil }
            if !line.isEmpty { return line }
            Console.write(
                "The title is empty. Type a title (spaces only are allowed, to see “Create” stay disabled).\n")
        }
    }

    /// The action `answer` names: its number, its full label, or the title it carries (“Create”, “Trip”, “add”).
    private static func match(_ answer: String, in actions: [UserAction]) -> UserAction? {
        if let number = Int(answer) {
            return actions.indices.contains(number - 1) ? actions[number - 1] : nil
        }
        let key = answer.lowercased()
        return actions.first { action in
            let words = [action.label] + action.keywords
            return words.contains { $0.lowercased() == key }
        }
    }
}

extension UserAction {
    /// Short words that also pick the action in the interactive menu.
    fileprivate var keywords: [String] {
        switch self {
        case .addAlbum: return ["add", "+", "new"]
        case .openAlbum(let album): return ["open", album.title]
        case .deleteAlbum: return ["delete"]
        case .goBack: return ["back"]
        case .typeTitle: return ["type", "title"]
        case .tapAction(let title): return [title]
        case .quit: return ["quit", "q", "exit"]
        }
    }
}

extension String {
    fileprivate var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

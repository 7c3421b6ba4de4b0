/// The demo driven by the person at the terminal: they pick actions by number or label and type the titles.
@MainActor
enum InteractiveRun {
    /// Runs on the terminal until the user quits or input ends; always returns 0.
    static func run() -> Int32 {
        let terminal = TerminalInput()
        defer { terminal.restore() }
        return run(reading: terminal.readLine(prompt:))
    }

    /// Runs with `read` answering each prompt, until the user quits, input ends or Ctrl-C; always returns 0.
    ///
    /// Ctrl-D (the end of input) at the title prompt cancels the field — it taps the alert's cancel action — and
    /// at the menu it leaves the demo.
    static func run(reading read: (String) -> TypedLine, demo: PhotoAlbumsDemo = PhotoAlbumsDemo()) -> Int32 {
        Console.write("ScenePivot demo: the photo-albums flow on a headless stage.\n")
        Console.write("Pick an action by its number or label; Ctrl-D cancels a title, and leaves at the menu.\n")
        demo.start()
        while true {
            let actions = demo.availableActions
            guard let action = ask(demo, among: actions, reading: read) else {
                Console.write("End of input — goodbye.\n")
                return 0
            }
            switch action {
            case .quit:
                Console.write("Goodbye.\n")
                return 0
            case .typeTitle:
                switch askTitle(reading: read) {
                case .line(let title):
                    demo.perform(.typeTitle(title))
                case .endOfInput:
                    guard let cancel = demo.cancelActionTitle else { continue }
                    demo.perform(.tapAction(cancel))
                case .interrupt:
                    Console.write("Goodbye.\n")
                    return 0
                }
            default:
                demo.perform(action)
            }
        }
    }

    /// Lists `actions` and reads a choice until it names one of them; `nil` at the end of input or on Ctrl-C.
    private static func ask(
        _ demo: PhotoAlbumsDemo, among actions: [UserAction], reading read: (String) -> TypedLine
    ) -> UserAction? {
        var menu = "\nWhat next?\n"
        for (index, action) in actions.enumerated() {
            let disabled = if case .tapAction(let title) = action, demo.isDisabled(title) { " (disabled)" } else { "" }
            menu += "  \(index + 1). \(action.label)\(disabled)\n"
        }
        Console.write(menu)
        while true {
            guard case .line(let line) = read("> ") else { return nil }
            let answer = line.trimmed
            if answer.isEmpty {
                Console.write("Please pick an action: type a number from 1 to \(actions.count), or its label.\n")
                continue
            }
            if let action = UserAction.named(answer, among: actions) { return action }
            Console.write(
                "Unknown action “\(UserAction.shortened(answer))”. Type a number from 1 to \(actions.count), or its label.\n"
            )
        }
    }

    /// Reads the title to type; asks again when the line is empty.
    private static func askTitle(reading read: (String) -> TypedLine) -> TypedLine {
        while true {
            let answer = read("Album title (Ctrl-D cancels): ")
            guard case .line(let line) = answer, line.isEmpty else { return answer }
            Console.write(
                "The title is empty. Type a title (spaces only are allowed, to see “Create” stay disabled).\n")
        }
    }
}

extension String {
    fileprivate var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

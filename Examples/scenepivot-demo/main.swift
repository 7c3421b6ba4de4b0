import Foundation

let usage = """
    Usage: scenepivot-demo [--scripted [--record-trace <file>] | --interactive]
           scenepivot-demo replay <file>
           scenepivot-demo walking | posefeed | deeplink [--scripted]

    Runs the photo-albums flow of the ScenePivot write-up on a headless stage, printing each step's hierarchy.
    Interactive when standard input is a terminal, scripted otherwise.
      --scripted     run the built-in script even on a terminal
      --interactive  read actions from standard input even when it is not a terminal
      --record-trace <file>
                     write the scripted run's navigation trace to <file> (JSON)
      replay <file>  replay a navigation trace on a fresh headless stage, ending where the recorded run ended
      --help         show this help

    Flows (always scripted, printing each step's hierarchy):
      walking        the walking app: login → profile → nickname → main tabs (walk, together, analysis), log out
      posefeed       PosePicker's paged feed: pick, talk and feed pages, a segment control following the page
      deeplink       the walking app's deep links: a link held while signed out, resumed after login, and one
                     that matches nothing

    """

let flowDemos: [String: @MainActor () -> Int32] = [
    "walking": WalkingDemo.run, "posefeed": PoseFeedDemo.run, "deeplink": DeepLinkDemo.run,
]
// Not `CommandLine.arguments`: SDKs built before Swift 6 declare it as unsafe shared state.
let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
if let name = arguments.first, let runFlowDemo = flowDemos[name] {
    if let unknown = arguments.dropFirst().first(where: { $0 != "--scripted" }) {
        FileHandle.standardError.write(Data("scenepivot-demo: unknown option \(unknown) for \(name)\n\n\(usage)".utf8))
        exit(2)
    }
    exit(runFlowDemo())
}

if arguments.first == "replay" {
    guard arguments.count == 2 else {
        FileHandle.standardError.write(Data("scenepivot-demo: replay takes one file\n\n\(usage)".utf8))
        exit(2)
    }
    exit(TraceDemo.replay(path: arguments[1]))
}

var optionArguments = arguments
var tracePath: String?
if let index = optionArguments.firstIndex(of: "--record-trace") {
    guard optionArguments.indices.contains(index + 1), !optionArguments[index + 1].hasPrefix("-") else {
        FileHandle.standardError.write(Data("scenepivot-demo: --record-trace needs a file\n\n\(usage)".utf8))
        exit(2)
    }
    tracePath = optionArguments[index + 1]
    optionArguments.removeSubrange(index...(index + 1))
}
let options = Set(optionArguments)
let known: Set = ["--scripted", "--interactive", "--help", "-h"]
if let unknown = options.subtracting(known).sorted().first {
    FileHandle.standardError.write(Data("scenepivot-demo: unknown option \(unknown)\n\n\(usage)".utf8))
    exit(2)
}
if options.contains("--help") || options.contains("-h") {
    Console.write(usage)
    exit(0)
}
if options.contains("--scripted") && options.contains("--interactive") {
    FileHandle.standardError.write(Data("scenepivot-demo: pick one of --scripted and --interactive\n".utf8))
    exit(2)
}

if tracePath != nil && !options.contains("--scripted") {
    FileHandle.standardError.write(Data("scenepivot-demo: --record-trace needs --scripted\n".utf8))
    exit(2)
}

let interactive = options.contains("--interactive") || (!options.contains("--scripted") && isatty(STDIN_FILENO) == 1)
exit(interactive ? InteractiveRun.run() : ScriptedRun.run(recordingTraceTo: tracePath))

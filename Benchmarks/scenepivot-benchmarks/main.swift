import Foundation

let arguments = ProcessInfo.processInfo.arguments.dropFirst()  // not `CommandLine`: pre-Swift 6 SDKs make it unsafe
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: swift run -c release scenepivot-benchmarks [--quick] [--build-time] [--package-path PATH]
          --quick        few repetitions and small sizes (seconds; what CI runs)
          --build-time   also time a clean debug build + full test run in a temporary copy of the package
          --only N[,N…]  only these figures (1–8), e.g. `--only 1,8`
          --dispatch-only pivot|observed|direct [--count N]
                         only N dispatches of figure 1 (after a fixed warm-up), for counting under valgrind
          --curve-count CURVE --size N
                         only figure 8's curve CURVE at size N, its timed operations counted by callgrind
        """)
    exit(0)
}
DispatchOnly.runIfAsked(arguments)
CurveBenchmark.runCountIfAsked(arguments)
let settings = Settings(isQuick: arguments.contains("--quick"), measuresBuildTime: arguments.contains("--build-time"))
let packagePath: String = {
    if let index = arguments.firstIndex(of: "--package-path"), arguments.index(after: index) < arguments.endIndex {
        return arguments[arguments.index(after: index)]
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}()

#if DEBUG
print("warning: built in debug; run `swift run -c release scenepivot-benchmarks` for meaningful numbers")
#endif
print(
    "ScenePivot benchmarks (\(settings.isQuick ? "quick" : "full") mode, \(ProcessInfo.processInfo.activeProcessorCount) cores)"
)
print(
    "each figure: \(settings.warmup) warm-up + \(settings.repetitions) interleaved repetitions against its baseline (figure 1: \(settings.dispatchRepetitions), figure 8: \(settings.curveRepetitions)); median, IQR and range\n"
)

/// The figures asked for with `--only`, or all.
let figures: Set<Int> = {
    guard let index = arguments.firstIndex(of: "--only"), arguments.index(after: index) < arguments.endIndex else {
        return Set(1...8)
    }
    return Set(arguments[arguments.index(after: index)].split(separator: ",").compactMap { Int($0) })
}()

let started = Timing.now()
var rows: [ResultRow] = []
if figures.contains(1) {
    rows += DispatchBenchmark.run(settings)
    print()
}
if figures.contains(2) {
    rows += BuilderScaleBenchmark.run(settings)
    print()
}
if figures.contains(3) {
    rows += AlertFlowBenchmark.run(settings)
    print()
}
if figures.contains(4) {
    rows += LifecycleBenchmark.run(settings)
    rows += FlowLifecycleBenchmark.run(settings)
    print()
}
if settings.measuresBuildTime {
    rows += BuildTimeBenchmark.run(packagePath: packagePath)
    print()
} else if figures.contains(5) {
    rows.append(
        ResultRow(
            figure: "5 clean debug build + tests", value: "not measured (--build-time)", baseline: "—", ratio: "—",
            target: "≤ 90 s", isMet: nil))
}
if figures.contains(6) { rows += SnapshotBenchmark.run(settings) }
if figures.contains(7) { rows += DeepLinkBenchmark.run(settings) }
print()
if figures.contains(8) {
    rows += CurveBenchmark.run(settings)
    print()
}
print(ResultTable.render(rows))
print("\nbenchmark wall time: \(Format.duration(Timing.seconds(since: started)))")

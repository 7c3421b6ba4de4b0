import Foundation

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
        usage: swift run -c release scenepivot-benchmarks [--quick] [--build-time] [--package-path PATH]
          --quick        few repetitions and small sizes (seconds; what CI runs)
          --build-time   also time a clean debug build + full test run in a temporary copy of the package
          --dispatch-only pivot|direct [--count N]
                         only N dispatches of figure 1 (after a fixed warm-up), for counting under valgrind
        """)
    exit(0)
}
DispatchOnly.runIfAsked(arguments)
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
print("ScenePivot benchmarks (\(settings.isQuick ? "quick" : "full") mode, \(ProcessInfo.processInfo.activeProcessorCount) cores)")
print("each figure: \(settings.warmup) warm-up + \(settings.repetitions) interleaved repetitions against its baseline; median, IQR and range\n")

let started = ContinuousClock.now
var rows: [ResultRow] = []
rows += DispatchBenchmark.run(settings)
print()
rows += BuilderScaleBenchmark.run(settings)
print()
rows += AlertFlowBenchmark.run(settings)
print()
rows += LifecycleBenchmark.run(settings)
rows += FlowLifecycleBenchmark.run(settings)
print()
if settings.measuresBuildTime {
    rows += BuildTimeBenchmark.run(packagePath: packagePath)
    print()
} else {
    rows.append(
        ResultRow(
            figure: "5 clean debug build + tests", value: "not measured (--build-time)", baseline: "—", ratio: "—",
            target: "≤ 90 s", isMet: nil))
}
rows += SnapshotBenchmark.run(settings)
rows += DeepLinkBenchmark.run(settings)
print()
rows += CurveBenchmark.run(settings)
print()
print(ResultTable.render(rows))
print("\nbenchmark wall time: \(Format.duration(Timing.seconds(ContinuousClock.now - started)))")

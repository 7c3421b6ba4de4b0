import Foundation

/// Robust statistics over repeated timings: median, quartiles and range.
struct Stats {
    let values: [Double]

    init(_ values: [Double]) { self.values = values.sorted() }

    var median: Double { quantile(0.5) }
    var min: Double { values.first ?? .nan }
    var max: Double { values.last ?? .nan }
    var q1: Double { quantile(0.25) }
    var q3: Double { quantile(0.75) }

    func quantile(_ q: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let position = q * Double(values.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, values.count - 1)
        let fraction = position - Double(lower)
        return values[lower] + (values[upper] - values[lower]) * fraction
    }
}

/// The result of timing a subject against its baseline, repetition by repetition.
struct Comparison {
    let subject: Stats
    let baseline: Stats
    /// subject/baseline per interleaved repetition.
    let ratios: Stats

    var ratio: Double { subject.median / baseline.median }
}

/// A monotonic clock in nanoseconds: `DispatchTime`, which every platform the package declares has (the standard
/// library's `ContinuousClock` needs macOS 13 and iOS 16, above the package's floors).
enum Timing {
    /// Now, in nanoseconds since an arbitrary start.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Seconds from `start` (a ``now()``) until now.
    static func seconds(since start: UInt64) -> Double {
        Double(now() &- start) * 1e-9
    }

    /// Seconds taken by `body`.
    static func time(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return seconds(since: start)
    }

    /// Runs `warmup` untimed rounds of both, then `repetitions` interleaved timed rounds (alternating which runs
    /// first), each returning seconds per operation.
    static func compare(
        warmup: Int, repetitions: Int, subject: () -> Double, baseline: () -> Double
    ) -> Comparison {
        for _ in 0..<warmup {
            _ = baseline()
            _ = subject()
        }
        var subjects: [Double] = []
        var baselines: [Double] = []
        var ratios: [Double] = []
        for repetition in 0..<repetitions {
            let s: Double
            let b: Double
            if repetition.isMultiple(of: 2) {
                b = baseline()
                s = subject()
            } else {
                s = subject()
                b = baseline()
            }
            subjects.append(s)
            baselines.append(b)
            ratios.append(s / b)
        }
        return Comparison(subject: Stats(subjects), baseline: Stats(baselines), ratios: Stats(ratios))
    }
}

enum Memory {
    /// The process's resident memory in bytes: `/proc/self/statm` on Linux, the peak from `getrusage` elsewhere.
    static func residentBytes() -> Int {
        if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) {
            let fields = statm.split(separator: " ")
            if fields.count > 1, let pages = Int(fields[1]) {
                return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
            }
        }
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss) * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #endif
    }
}

extension Memory {
    /// Starts a new peak: on Linux, resets the kernel's high-water mark of resident memory to what is resident
    /// now (`/proc/self/clear_refs`). `false` where that is not possible; `getrusage`'s peak cannot be reset, and
    /// on Linux it even carries over from the process that exec'd this one (`swift run`).
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// The most resident memory since the last ``resetPeak()``, in bytes: `VmHWM` in `/proc/self/status` on
    /// Linux, `getrusage`'s lifetime peak elsewhere.
    static func peakResidentBytes() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        {
            let fields = line.split(whereSeparator: \.isWhitespace)
            if fields.count > 1, let kibibytes = Int(fields[1]) { return kibibytes * 1024 }
        }
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss) * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #endif
    }
}

enum Format {
    static func duration(_ seconds: Double) -> String {
        if seconds.isNaN { return "n/a" }
        if seconds < 1e-6 { return String(format: "%.0f ns", seconds * 1e9) }
        if seconds < 1e-3 { return String(format: "%.2f µs", seconds * 1e6) }
        if seconds < 1 { return String(format: "%.2f ms", seconds * 1e3) }
        return String(format: "%.1f s", seconds)
    }

    static func bytes(_ bytes: Int) -> String {
        let sign = bytes < 0 ? "-" : ""
        let magnitude = abs(bytes)
        if magnitude < 1024 { return "\(sign)\(magnitude) B" }
        if magnitude < 1024 * 1024 { return sign + String(format: "%.1f KiB", Double(magnitude) / 1024) }
        return sign + String(format: "%.2f MiB", Double(magnitude) / 1_048_576)
    }

    /// A rate per second, whole: `1234`; `n/a` for a rate that is not finite (a median of zero), where `Int(_:)`
    /// would trap.
    static func rate(_ perSecond: Double) -> String {
        Int(exactly: perSecond.rounded(.towardZero)).map(String.init) ?? "n/a"
    }

    static func ratio(_ value: Double) -> String {
        value.isFinite ? String(format: "%.2f×", value) : "n/a"
    }

    static func spread(_ stats: Stats, _ format: (Double) -> String) -> String {
        "median \(format(stats.median)), IQR \(format(stats.q1))–\(format(stats.q3)), range \(format(stats.min))–\(format(stats.max))"
    }
}

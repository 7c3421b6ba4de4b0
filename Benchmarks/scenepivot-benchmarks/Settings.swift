/// How much work each figure does: `--quick` for CI, full otherwise.
struct Settings {
    var isQuick: Bool
    var measuresBuildTime: Bool

    var warmup: Int { isQuick ? 1 : 3 }
    var repetitions: Int { isQuick ? 3 : 9 }
    /// Dispatches per timed repetition in figure 2.
    var dispatches: Int { isQuick ? 5_000 : 200_000 }
    /// Figure 1's interleaved repetitions, and the dispatches of each: many short ones, whose paired ratios a busy
    /// machine disturbs less than a few long ones.
    var dispatchRepetitions: Int { isQuick ? 15 : 41 }
    var dispatchBlock: Int { isQuick ? 2_048 : 32_768 }
    /// Alert flows per timed repetition in figure 3.
    var flows: Int { isQuick ? 200 : 5_000 }
    /// Push/pop/present/dismiss cycles in figure 4.
    var cycles: Int { isQuick ? 5_000 : 100_000 }
    /// Passes over figure 6's 3,000 URLs, each call timed.
    var deepLinkPasses: Int { isQuick ? 10 : 200 }
    /// Registered request types in figure 2's large builder.
    var registeredTypes: Int { 10_000 }
    /// Operations per size and timed repetition of each curve in figure 8.
    var curveOperations: Int { isQuick ? 1_000 : 10_000 }
    /// Interleaved repetitions of each curve in figure 8.
    var curveRepetitions: Int { isQuick ? 9 : 15 }
    /// Requests per size and timed repetition of figure 8's queue curves, sent 10 at a time into a queue refilled
    /// to its length before each 10.
    var queueCurveOperations: Int { isQuick ? 400 : 1_000 }
    /// Transcript lines checked per timed repetition in figure 6, at every transcript size.
    var checkedLines: Int { isQuick ? 200_000 : 2_000_000 }
}

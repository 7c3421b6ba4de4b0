import ScenePivot

/// A span of the ``HeadlessStage``'s clock, such as an animation's length: `.milliseconds(300)`.
///
/// The stage's clock only moves when a test or demo advances it, so durations never involve real time.
/// (The standard library's `Duration` needs iOS 16 and macOS 13; this type works wherever ScenePivot does.)
///
/// Arithmetic saturates: a sum, difference or span in seconds beyond `Int`'s range of milliseconds is clamped to
/// `Int.max` or `Int.min` milliseconds instead of trapping, so no span — not even `.milliseconds(Int.max)` added
/// to a clock that has moved — can crash a test.
public struct StageDuration: Sendable, Hashable, Comparable, AdditiveArithmetic, CustomStringConvertible {
    /// The span in milliseconds.
    public var milliseconds: Int

    /// A span of `milliseconds` milliseconds.
    public init(milliseconds: Int) {
        self.milliseconds = milliseconds
    }

    /// A span of `value` milliseconds.
    public static func milliseconds(_ value: Int) -> StageDuration { StageDuration(milliseconds: value) }

    /// A span of `value` seconds, clamped to `Int`'s range of milliseconds.
    public static func seconds(_ value: Int) -> StageDuration {
        let (product, overflow) = value.multipliedReportingOverflow(by: 1000)
        return StageDuration(milliseconds: overflow ? (value < 0 ? .min : .max) : product)
    }

    /// No time at all.
    public static let zero = StageDuration(milliseconds: 0)

    /// The sum of two spans, clamped to `Int`'s range of milliseconds.
    public static func + (lhs: StageDuration, rhs: StageDuration) -> StageDuration {
        let (sum, overflow) = lhs.milliseconds.addingReportingOverflow(rhs.milliseconds)
        return StageDuration(milliseconds: overflow ? (rhs.milliseconds < 0 ? .min : .max) : sum)
    }

    /// The difference of two spans, clamped to `Int`'s range of milliseconds.
    public static func - (lhs: StageDuration, rhs: StageDuration) -> StageDuration {
        let (difference, overflow) = lhs.milliseconds.subtractingReportingOverflow(rhs.milliseconds)
        return StageDuration(milliseconds: overflow ? (rhs.milliseconds < 0 ? .max : .min) : difference)
    }

    /// Whether `lhs` is shorter than `rhs`.
    public static func < (lhs: StageDuration, rhs: StageDuration) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// `300ms`.
    public var description: String { "\(milliseconds)ms" }
}

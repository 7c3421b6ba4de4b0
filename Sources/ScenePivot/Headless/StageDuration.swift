/// A span of the ``HeadlessStage``'s clock, such as an animation's length: `.milliseconds(300)`.
///
/// The stage's clock only moves when a test or demo advances it, so durations never involve real time.
/// (The standard library's `Duration` needs iOS 16 and macOS 13; this type works wherever ScenePivot does.)
public struct StageDuration: Sendable, Hashable, Comparable, AdditiveArithmetic, CustomStringConvertible {
    /// The span in milliseconds.
    public var milliseconds: Int

    /// A span of `milliseconds` milliseconds.
    public init(milliseconds: Int) {
        self.milliseconds = milliseconds
    }

    /// A span of `value` milliseconds.
    public static func milliseconds(_ value: Int) -> StageDuration { StageDuration(milliseconds: value) }

    /// A span of `value` seconds.
    public static func seconds(_ value: Int) -> StageDuration { StageDuration(milliseconds: value * 1000) }

    /// No time at all.
    public static let zero = StageDuration(milliseconds: 0)

    /// The sum of two spans.
    public static func + (lhs: StageDuration, rhs: StageDuration) -> StageDuration {
        StageDuration(milliseconds: lhs.milliseconds + rhs.milliseconds)
    }

    /// The difference of two spans.
    public static func - (lhs: StageDuration, rhs: StageDuration) -> StageDuration {
        StageDuration(milliseconds: lhs.milliseconds - rhs.milliseconds)
    }

    /// Whether `lhs` is shorter than `rhs`.
    public static func < (lhs: StageDuration, rhs: StageDuration) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// `300ms`.
    public var description: String { "\(milliseconds)ms" }
}

extension SheetOptions {
    /// A height a sheet rests at, like `UISheetPresentationController.Detent`: medium, large, or a custom height.
    ///
    /// ```swift
    /// Presentation(sheet: SheetOptions(detents: [.medium, .large], selectedDetent: .medium, prefersGrabberVisible: true))
    /// ```
    public struct Detent: Sendable, Hashable, CustomStringConvertible {
        /// The detent's identifier: `medium`, `large`, or a custom one.
        public let identifier: String
        /// A custom detent's height in points; `nil` for medium and large.
        public let height: Double?

        /// About half the screen's height.
        public static let medium = SheetOptions.Detent(identifier: "medium", height: nil)
        /// The full height of a sheet.
        public static let large = SheetOptions.Detent(identifier: "large", height: nil)

        /// A custom detent `points` high, identified by `identifier`: iOS 16 and later (on iOS 15 a sheet with one is
        /// refused with `invalidSheet`); `points` must be positive and finite.
        public static func height(_ points: Double, identifier: String) -> SheetOptions.Detent {
            SheetOptions.Detent(identifier: identifier, height: points)
        }

        /// `medium`, `large`, `compact (240pt)`; any height is described, even one a sheet refuses: `half (240.5pt)`,
        /// `huge (1e+19pt)`, `bad (NaN height)`, `tall (infinite height)`. The identifier is escaped onto one line.
        public var description: String {
            let name = TextEscaping.singleLine(identifier)
            return height.map { "\(name) (\(Self.describe($0)))" } ?? name
        }

        /// `240pt`, `-1pt`, `240.5pt`, `1e+19pt`, `NaN height`, `infinite height`, `-infinite height`: any `Double`,
        /// never trapping as `Int(_:)` does on a non-finite or out-of-range value.
        static func describe(_ points: Double) -> String {
            if let whole = Int(exactly: points) { return "\(whole)pt" }
            if points.isNaN { return "NaN height" }
            if points.isInfinite { return points < 0 ? "-infinite height" : "infinite height" }
            return "\(points)pt"
        }
    }
}

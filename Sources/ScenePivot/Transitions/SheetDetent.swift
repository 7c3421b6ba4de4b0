/// A height a sheet rests at, like `UISheetPresentationController.Detent`: medium, large, or a custom height.
///
/// ```swift
/// Presentation(sheet: SheetOptions(detents: [.medium, .large], selectedDetent: .medium, prefersGrabberVisible: true))
/// ```
public struct SheetDetent: Sendable, Hashable, CustomStringConvertible {
    /// The detent's identifier: `medium`, `large`, or a custom one.
    public let identifier: String
    /// A custom detent's height in points; `nil` for medium and large.
    public let height: Double?

    /// About half the screen's height.
    public static let medium = SheetDetent(identifier: "medium", height: nil)
    /// The full height of a sheet.
    public static let large = SheetDetent(identifier: "large", height: nil)

    /// A custom detent `points` high, identified by `identifier` (iOS 16 and later; a large detent on iOS 15).
    public static func height(_ points: Double, identifier: String) -> SheetDetent {
        SheetDetent(identifier: identifier, height: points)
    }

    /// `medium`, `large`, or `compact (240pt)`.
    public var description: String {
        height.map { "\(identifier) (\(Int($0))pt)" } ?? identifier
    }
}

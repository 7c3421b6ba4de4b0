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

/// How a sheet rests and resizes, like the properties of `UISheetPresentationController` (iOS 15 and later).
public struct SheetOptions: Sendable, Hashable {
    /// The heights the sheet may rest at, smallest first; at least one.
    public var detents: [SheetDetent]
    /// The detent the sheet starts at; the smallest when `nil`.
    public var selectedDetent: SheetDetent?
    /// Whether the sheet shows a grabber at its top edge.
    public var prefersGrabberVisible: Bool

    /// Sheet options with the given detents.
    public init(detents: [SheetDetent], selectedDetent: SheetDetent? = nil, prefersGrabberVisible: Bool = false) {
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.prefersGrabberVisible = prefersGrabberVisible
    }

    /// Throws unless there is a detent, identifiers are unique, custom heights are positive, and the selected
    /// detent is one of them.
    func validate(as name: String) throws(ScenePivotError) {
        func invalid(_ reason: String) -> ScenePivotError { .invalidRequest(name, .invalidSheet(reason)) }
        guard !detents.isEmpty else { throw invalid("a sheet needs at least one detent") }
        var identifiers = Set<String>()
        for detent in detents {
            guard identifiers.insert(detent.identifier).inserted else {
                throw invalid("two detents are identified as \(TextEscaping.quoted(detent.identifier))")
            }
            if let height = detent.height, !(height > 0) {
                throw invalid("the detent \(TextEscaping.quoted(detent.identifier)) has no positive height")
            }
        }
        if let selected = selectedDetent, !detents.contains(selected) {
            throw invalid("the selected detent \(selected) is not one of its detents")
        }
    }

    /// `detents medium, large; selected medium; grabber`.
    var summary: String {
        var parts = ["detents " + detents.map(\.description).joined(separator: ", ")]
        if let selectedDetent { parts.append("selected \(selectedDetent)") }
        if prefersGrabberVisible { parts.append("grabber") }
        return parts.joined(separator: "; ")
    }
}

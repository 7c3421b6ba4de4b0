/// How a sheet rests and resizes, like the properties of `UISheetPresentationController` (iOS 15 and later).
public struct SheetOptions: Sendable, Hashable {
    /// The heights the sheet may rest at, smallest first; at least one.
    public var detents: [SheetOptions.Detent]
    /// The detent the sheet starts at; the smallest when `nil`.
    public var selectedDetent: SheetOptions.Detent?
    /// Whether the sheet shows a grabber at its top edge.
    public var prefersGrabberVisible: Bool

    /// Sheet options with the given detents.
    public init(
        detents: [SheetOptions.Detent], selectedDetent: SheetOptions.Detent? = nil, prefersGrabberVisible: Bool = false
    ) {
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.prefersGrabberVisible = prefersGrabberVisible
    }

    /// Throws unless the screen can show as a sheet (`style`, the one it is presented with, is `.automatic`,
    /// `.pageSheet` or `.formSheet`, or `.popover`, which is a sheet where the width is compact: UIKit gives no other
    /// style a sheet presentation controller, and would drop the options), there is a detent, identifiers are
    /// unique, custom heights are positive and finite — and allowed at all (`customHeights`: UIKit on iOS 16 and
    /// later) —, the detents go from smallest to largest as far as that is known without the screen's size, and
    /// the selected detent is one of them.
    func validate(as name: String, style: PresentationStyle, customHeights: Bool) throws(ScenePivotError) {
        func invalid(_ reason: String) -> ScenePivotError { .invalidRequest(name, .invalidSheet(reason)) }
        switch style {
        case .automatic, .pageSheet, .formSheet, .popover: break
        default: throw invalid("a \(style) presentation is not a sheet")
        }
        guard !detents.isEmpty else { throw invalid("a sheet needs at least one detent") }
        var identifiers = Set<String>()
        for detent in detents {
            guard identifiers.insert(detent.identifier).inserted else {
                throw invalid("two detents are identified as \(TextEscaping.quoted(detent.identifier))")
            }
            guard let height = detent.height else { continue }
            guard height > 0, height.isFinite else {
                throw invalid(
                    "the detent \(TextEscaping.quoted(detent.identifier)) needs a positive, finite height, not "
                        + SheetOptions.Detent.describe(height))
            }
            guard customHeights else {
                throw invalid(
                    "the detent \(TextEscaping.quoted(detent.identifier)) has a custom height, which sheets show "
                        + "from iOS 16 only")
            }
        }
        if let reason = orderProblem { throw invalid(reason) }
        if let selected = selectedDetent, !detents.contains(selected) {
            throw invalid("the selected detent \(selected) is not one of its detents")
        }
    }

    /// Why the detents are not ordered smallest to largest, as UIKit requires (`detents`, SH2), when that is
    /// known without the screen's size: nothing may follow `large`, the full height, and custom heights must grow.
    /// How a custom height compares with `medium`, about half the screen, depends on the screen, so it is not
    /// judged.
    private var orderProblem: String? {
        var tallest: SheetOptions.Detent?
        for (index, detent) in detents.enumerated() {
            if index > 0, detents[index - 1] == .large {
                return "the detents must go from smallest to largest, but \(detent) follows large"
            }
            guard let height = detent.height else { continue }
            if let tallest, let top = tallest.height, height <= top {
                return "the detents must go from smallest to largest, but \(detent) follows \(tallest)"
            }
            tallest = detent
        }
        return nil
    }

    /// `detents medium, large; selected medium; grabber`.
    package var summary: String {
        var parts = ["detents " + detents.map(\.description).joined(separator: ", ")]
        if let selectedDetent { parts.append("selected \(selectedDetent)") }
        if prefersGrabberVisible { parts.append("grabber") }
        return parts.joined(separator: "; ")
    }
}

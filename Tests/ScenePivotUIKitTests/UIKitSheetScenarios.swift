#if canImport(UIKit)
import ScenePivotUIKit
import UIKit

/// Sheets as UIKit shows them, read back from `sheetPresentationController`: the system detents carry UIKit's own
/// identifiers (SH4), and a custom height is shown from iOS 16 and refused before UIKit is asked on iOS 15 (SH6).
@MainActor
enum UIKitSheetScenarios {
    /// A sheet selected at `.large` is at UIKit's `.large`, not at an identifier made from the string "large".
    static func theSystemDetentsUseUIKitsIdentifiers(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let filters = fixture.screen("Filters")
            let sheet = SheetOptions(detents: [.medium, .large], selectedDetent: .large)
            expect.expectEqual(
                await fixture.run(.present(filters, Presentation(style: .pageSheet, sheet: sheet))), .completed,
                "presenting Filters as a sheet")
            let controller = filters.sheetPresentationController
            expect.expect(controller?.selectedDetentIdentifier == .large, "UIKit: the selected detent is .large")
            expect.expectEqual(controller?.detents.count, 2, "UIKit: the sheet's detents")
            if #available(iOS 16, *) {
                expect.expect(
                    controller?.detents.map(\.identifier) == [.medium, .large], "UIKit: the detents are .medium, .large"
                )
            }
        }
    }

    /// A custom height is shown with its identifier from iOS 16, and refused with a typed error on iOS 15.
    static func aCustomHeightIsShownFromIOS16AndRefusedBefore(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let filters = fixture.screen("Filters")
            let compact = SheetOptions.Detent.height(240, identifier: "compact")
            let sheet = SheetOptions(detents: [compact, .large], selectedDetent: compact)
            let outcome = await fixture.run(.present(filters, Presentation(style: .pageSheet, sheet: sheet)))
            if #available(iOS 16, *) {
                expect.expectEqual(outcome, .completed, "presenting Filters with a custom height")
                let controller = filters.sheetPresentationController
                expect.expect(
                    controller?.selectedDetentIdentifier == .init("compact"), "UIKit: the selected detent is compact")
            } else {
                let reason = "the detent \"compact\" has a custom height, which sheets show from iOS 16 only"
                expect.expectEqual(
                    outcome, .failed(.invalidRequest(fixture.name(filters), .invalidSheet(reason))),
                    "a custom height on iOS 15")
                expect.expect(filters.presentingViewController == nil, "UIKit: Filters is not presented")
            }
        }
    }
}
#endif

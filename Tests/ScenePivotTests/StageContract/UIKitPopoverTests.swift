import Testing

@testable import ScenePivot

/// When the UIKit stage, over the model of UIKit, asks for a popover's anchor: where UIKit would show a popover
/// without a source — and raise an exception — and nowhere else.
@Suite("UIKit stage popovers, over a model of UIKit")
@MainActor
struct UIKitPopoverTests {
    /// A device and window width.
    struct Window: Sendable, CustomStringConvertible {
        let isPad: Bool
        let isCompactWidth: Bool
        var description: String { "\(isPad ? "iPad" : "iPhone"), \(isCompactWidth ? "compact" : "regular") width" }
    }

    nonisolated static let windows = [
        Window(isPad: true, isCompactWidth: false), Window(isPad: true, isCompactWidth: true),  // Slide Over
        Window(isPad: false, isCompactWidth: true), Window(isPad: false, isCompactWidth: false),  // Max, landscape
    ]

    private func contract(_ window: Window) -> UIKitModelContract {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        contract.uikit.isPad = window.isPad
        contract.uikit.isCompactWidth = window.isCompactWidth
        return contract
    }

    @Test(arguments: windows)
    func aPopoverNeedsAnAnchorOnlyWhereTheWidthIsRegular(_ window: Window) {
        let contract = contract(window)
        let outcome = contract.run(.present(ModelController("Filters"), Presentation(style: .popover)))
        if window.isCompactWidth {
            #expect(outcome == .completed, "UIKit adapts it to a sheet, which needs no source")
        } else {
            #expect(outcome == .failed(.invalidRequest("Filters", .missingPopoverAnchor)))
        }
        #expect(contract.uikit.exceptions.isEmpty)
    }

    @Test(arguments: windows)
    func aShareSheetNeedsAnAnchorOnIPadWhateverTheWidth(_ window: Window) {
        let contract = contract(window)
        let share = ModelController("Share")
        share.isPopoverOnPad = true
        let outcome = contract.run(.present(share, Presentation()))
        #expect(outcome == (window.isPad ? .failed(.invalidRequest("Share", .missingPopoverAnchor)) : .completed))
        #expect(contract.uikit.exceptions.isEmpty)
    }

    @Test func aPopoverWithAnAnchorIsPointedAtIt() {
        let contract = contract(Window(isPad: true, isCompactWidth: false))
        let button = ModelView("Button")
        let filters = ModelController("Filters")
        let outcome = contract.run(
            .present(filters, Presentation(style: .popover, popoverAnchor: PopoverAnchor(button))))
        #expect(outcome == .completed)
        #expect(filters.popoverAnchor === button)
    }

    @Test func anEmbeddedPopoverNeedsAnAnchorThoughItsScreenHasASource() {
        let contract = contract(Window(isPad: true, isCompactWidth: false))
        let filters = ModelController("Filters")
        filters.style = .popover
        filters.popoverAnchor = ModelView("Button")  // the screen's own source: not the navigation stack's
        let outcome = contract.run(
            .present(filters, Presentation(style: .popover, embedsInNavigationStack: true)))
        #expect(outcome == .failed(.invalidRequest("Filters", .missingPopoverAnchor)))
        #expect(contract.uikit.exceptions.isEmpty)
    }

    @Test func anEmbeddedScreenIsNoPopoverForItsOwnStyle() {
        let contract = contract(Window(isPad: true, isCompactWidth: false))
        let filters = ModelController("Filters")
        filters.style = .popover  // the navigation stack around it is presented, with its own `.automatic` style
        let outcome = contract.run(.present(filters, Presentation(embedsInNavigationStack: true)))
        #expect(outcome == .completed)
        #expect(contract.uikit.exceptions.isEmpty)
    }
}

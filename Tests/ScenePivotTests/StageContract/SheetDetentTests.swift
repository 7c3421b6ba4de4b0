import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// Sheets as UIKit shows them: custom heights only where the OS has them (SH6), detents smallest to largest (SH2),
/// and heights that are positive and finite — with any height described without trapping.
@Suite("Sheet detents: custom heights by OS, order, and any height described")
@MainActor
struct SheetDetentTests {
    /// Makes the stage answer as iOS 15 does (`false`) or as iOS 16 and later (`true`).
    private func contract(_ kind: StageKind, customHeights: Bool) -> any ContractStage {
        let contract = kind.make()
        (contract as? HeadlessContract)?.headless.supportsCustomSheetDetents = customHeights
        (contract as? UIKitModelContract)?.uikit.systemMajorVersion = customHeights ? 16 : 15
        return contract
    }

    @Test(arguments: StageKind.uikitShaped)
    func aCustomHeightIsRefusedWhereTheOSCannotShowItNeverShownAsAnotherDetent(_ kind: StageKind) {
        let sheet = SheetOptions(detents: [.height(240, identifier: "compact"), .large])
        let old = contract(kind, customHeights: false)
        let screen = old.screen("Filters")
        #expect(
            old.run(.present(screen, Presentation(sheet: sheet)))
                == .failed(
                    .invalidRequest(
                        "Filters",
                        .invalidSheet("the detent \"compact\" has a custom height, which sheets show from iOS 16 only"))
                ))
        #expect(old.presentedNames.isEmpty && old.complaints.isEmpty, "UIKit is never asked")
        #expect(old.run(.present(screen, Presentation(sheet: SheetOptions(detents: [.medium, .large])))) == .completed)

        let new = contract(kind, customHeights: true)
        let other = new.screen("Filters")
        #expect(new.run(.present(other, Presentation(sheet: sheet))) == .completed)
        if let model = other as? ModelController { #expect(model.sheet == sheet) }
        #expect(new.complaints.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func detentsOutOfOrderAreRefused(_ kind: StageKind) {
        let contract = kind.make()
        let low = SheetOptions.Detent.height(200, identifier: "low")
        let high = SheetOptions.Detent.height(300, identifier: "high")
        let refused: [([SheetOptions.Detent], String)] = [
            ([.large, .medium], "medium follows large"),
            ([.large, low], "low (200pt) follows large"),
            ([high, low], "low (200pt) follows high (300pt)"),
            ([low, .height(200, identifier: "same")], "same (200pt) follows low (200pt)"),
        ]
        for (detents, problem) in refused {
            #expect(
                contract.run(.present(contract.screen("Filters"), Presentation(sheet: SheetOptions(detents: detents))))
                    == .failed(
                        .invalidRequest(
                            "Filters", .invalidSheet("the detents must go from smallest to largest, but \(problem)"))))
        }
        #expect(contract.presentedNames.isEmpty)
        for detents in [[low, .medium, high, .large], [.medium, .large], [low, high]] {
            #expect(
                contract.run(.present(contract.screen("Filters"), Presentation(sheet: SheetOptions(detents: detents))))
                    == .completed, "medium is about half the screen: a custom height on either side of it is kept")
            _ = contract.run(.dismissAll)
        }
    }

    @Test(arguments: StageKind.allCases)
    func aHeightThatIsNotPositiveAndFiniteIsRefusedAndDescribed(_ kind: StageKind) {
        let contract = kind.make()
        let cases: [(Double, String)] = [
            (.nan, "NaN height"), (.infinity, "infinite height"), (-.infinity, "-infinite height"),
            (-1, "-1pt"), (0, "0pt"), (-0.5, "-0.5pt"), (-1e19, "-1e+19pt"),
        ]
        for (height, described) in cases {
            let sheet = SheetOptions(detents: [.height(height, identifier: "bad")])
            let outcome = contract.run(.present(contract.screen("Filters"), Presentation(sheet: sheet)))
            let reason = "the detent \"bad\" needs a positive, finite height, not \(described)"
            #expect(outcome == .failed(.invalidRequest("Filters", .invalidSheet(reason))))
            #expect(ScenePivotError.invalidRequest("Filters", .invalidSheet(reason)).description.contains(described))
        }
        #expect(contract.presentedNames.isEmpty)
    }

    @Test
    func anyHeightIsDescribedWithoutTrapping() {
        let described: [(Double, String)] = [
            (240, "c (240pt)"), (240.5, "c (240.5pt)"), (-1, "c (-1pt)"), (1e19, "c (1e+19pt)"),
            (.nan, "c (NaN height)"), (.infinity, "c (infinite height)"), (-.infinity, "c (-infinite height)"),
            (.greatestFiniteMagnitude, "c (1.7976931348623157e+308pt)"),
        ]
        for (height, text) in described {
            #expect(SheetOptions.Detent.height(height, identifier: "c").description == text)
        }
    }

    @Test
    func eventsAndTheHierarchyDescribeAHugeOrNonFiniteHeight() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        var events: [String] = []
        var errors: [String] = []
        pivot.errorHandler = { errors.append($0.description) }
        let observation = pivot.observe { events.append($0.description) }
        for height in [1e19, .nan, .infinity] {
            pivot.builder.register(SheetRequest.self) { _ in
                .present(
                    HeadlessScreen("Filters"),
                    Presentation(sheet: SheetOptions(detents: [.height(height, identifier: "tall")])))
            }
            pivot.switchScene(with: SheetRequest())
            stage.finishAnimations()
        }
        #expect(events.contains { $0.contains("tall (1e+19pt)") })
        #expect(events.contains { $0.contains("tall (NaN height)") })
        #expect(events.contains { $0.contains("tall (infinite height)") })
        #expect(stage.hierarchyDescription.contains("detents tall (1e+19pt)"), "1e19 is finite and positive: shown")
        #expect(errors.count == 2 && errors.allSatisfy { $0.contains("needs a positive, finite height") })
        observation.cancel()
    }

    @Test
    func onIOS15APopoverAnchoredToASourceItemOtherThanAViewIsRefusedBeforeUIKitRaises() {
        for version in [15, 16] {
            let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
            contract.uikit.isPad = true
            contract.uikit.systemMajorVersion = version
            let tabItem = ModelSourceItem()
            let popover = contract.run(
                .present(
                    ModelController("Filters"), Presentation(style: .popover, popoverAnchor: PopoverAnchor(tabItem))))
            let content = AlertContent(
                style: .actionSheet, title: "Sort", actions: [AlertAction("Name")],
                popoverAnchor: PopoverAnchor(tabItem))
            if version == 15 {
                #expect(popover == .failed(.invalidRequest("Filters", .unusablePopoverAnchor("ModelSourceItem"))))
                guard case .failed(.invalidRequest(_, .unusablePopoverAnchor))? = contract.run(.alert(content)) else {
                    Issue.record("an action sheet anchored to a tab bar item on an iOS 15 iPad must be refused")
                    continue
                }
            } else {
                #expect(popover == .completed)
            }
            #expect(contract.complaints.isEmpty, "UIKit never raises for a popover with no source")
        }
    }
}

private struct SheetRequest: SceneRequest {}

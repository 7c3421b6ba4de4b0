import Testing

@testable import ScenePivot

/// A stand-in for an animator, which animates presentations and pushes.
private final class Animator: ModelAnimatedTransitioning {}
/// A stand-in for a transitioning delegate, which animates presentations only.
private final class TransitionDelegate: ModelTransitioningDelegate {}
/// An object UIKit animates nothing with.
private final class NotAnAnimator {}

@Suite("Presentation breadth: sheets, custom animations, one destination at a time")
@MainActor
struct PresentationBreadthTests {
    @Test(arguments: StageKind.allCases)
    func aSheetKeepsItsDetentsAndGrabber(_ kind: StageKind) {
        let contract = kind.make()
        let sheet = SheetOptions(detents: [.medium, .large], selectedDetent: .medium, prefersGrabberVisible: true)
        let screen = contract.screen("Filters")
        #expect(contract.run(.present(screen, Presentation(style: .pageSheet, sheet: sheet))) == .completed)
        if let model = screen as? ModelController { #expect(model.sheet == sheet) }
        if let headless = contract as? HeadlessContract {
            #expect(
                headless.headless.hierarchyDescription.contains(
                    "presents (pageSheet, detents medium, large; selected medium; grabber) Filters"))
        }
    }

    @Test(arguments: StageKind.uikitShaped)
    func sheetOptionsOnAPresentationThatIsNoSheetAreRefusedNotDropped(_ kind: StageKind) {
        let contract = kind.make()
        let sheet = SheetOptions(detents: [.medium])
        let screen = contract.screen("Filters")
        let button = contract.anchor("Button")
        for style in [PresentationStyle.fullScreen, .overFullScreen, .currentContext, .custom] {
            let outcome = contract.run(
                .present(screen, Presentation(style: style, popoverAnchor: PopoverAnchor(button), sheet: sheet)))
            #expect(
                outcome == .failed(.invalidRequest("Filters", .invalidSheet("a \(style) presentation is not a sheet"))))
        }
        if let model = screen as? ModelController { #expect(model.sheet == nil) }
        #expect(contract.run(.present(screen, Presentation(embedsInNavigationStack: true, sheet: sheet))) == .completed)
    }

    /// Embedded, the screen goes into a new navigation stack, and that is what is presented — with its own
    /// `.automatic` style, a sheet (P15) — so sheet options apply whatever style the screen itself was given.
    @Test func anEmbeddedScreenWhoseOwnStyleIsFullScreenShowsAsASheetWithItsDetents() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let filters = ModelController("Filters")
        filters.style = .fullScreen
        let sheet = SheetOptions(detents: [.medium, .large])
        #expect(
            contract.run(.present(filters, Presentation(embedsInNavigationStack: true, sheet: sheet))) == .completed)
        #expect(filters.parent?.sheet == sheet)
        #expect(contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func aPopoverKeepsTheDetentsOfTheSheetItBecomesWhereTheWidthIsCompact(_ kind: StageKind) {
        let contract = kind.make()
        let sheet = SheetOptions(detents: [.medium, .large], prefersGrabberVisible: true)
        let screen = contract.screen("Filters")
        let button = contract.anchor("Button")
        let presentation = Presentation(style: .popover, popoverAnchor: PopoverAnchor(button), sheet: sheet)
        #expect(contract.run(.present(screen, presentation)) == .completed)
        if let model = screen as? ModelController { #expect(model.sheet == sheet) }
    }

    @Test(arguments: StageKind.allCases)
    func aSheetThatCannotRestAnywhereIsRefused(_ kind: StageKind) {
        let contract = kind.make()
        let cases: [(SheetOptions, String)] = [
            (SheetOptions(detents: []), "a sheet needs at least one detent"),
            (
                SheetOptions(detents: [.medium], selectedDetent: .large),
                "the selected detent large is not one of its detents"
            ),
            (
                SheetOptions(detents: [.height(0, identifier: "flat")]),
                "the detent \"flat\" needs a positive, finite height, not 0pt"
            ),
            (SheetOptions(detents: [.medium, .medium]), "two detents are identified as \"medium\""),
        ]
        for (sheet, reason) in cases {
            #expect(
                contract.run(.present(contract.screen("Filters"), Presentation(sheet: sheet)))
                    == .failed(.invalidRequest("Filters", .invalidSheet(reason))))
        }
        #expect(contract.presentedNames.isEmpty)
    }

    @Test(arguments: StageKind.uikitShaped)
    func customAnimationsArePassedThroughAndNamedInEvents(_ kind: StageKind) {
        let contract = kind.make()
        let pivot = ScenePivot(stage: contract.stage)
        var events: [String] = []
        let observation = pivot.observe { events.append($0.description) }
        let card = contract.screen("Card")
        let photo = contract.screen("Photo")
        let animator = Animator()
        pivot.builder.register(CardRequest.self) { _ in
            .present(card, Presentation(style: .custom), animation: TransitionAnimation("card", animator))
        }
        pivot.builder.register(PhotoRequest.self) { _ in
            .push(photo, animation: TransitionAnimation("zoom", animator))
        }
        pivot.switchScene(with: PhotoRequest())
        pivot.switchScene(with: CardRequest())
        contract.settle()
        #expect(events.contains("begin push Photo (animation \"zoom\") for PhotoRequest"))
        #expect(events.contains("begin present Card (custom, animation \"card\") for CardRequest"))
        if let model = card as? ModelController {
            #expect(model.animator === animator && (photo as? ModelController)?.animator === animator)
        }
        observation.cancel()
    }

    @Test
    func anAnimationUIKitCannotUseIsRefusedInsteadOfIgnored() {
        let contract = StageKind.uikitModel.make()
        let photo = contract.screen("Photo")
        #expect(
            contract.run(.push(photo, animation: TransitionAnimation("fade", TransitionDelegate())))
                == .failed(.invalidRequest("Photo", .unusableAnimation("fade"))),
            "a transitioning delegate animates presentations, not pushes")
        #expect(
            contract.run(.present(photo, Presentation.animated(TransitionAnimation("spin", NotAnAnimator()))))
                == .failed(.invalidRequest("Photo", .unusableAnimation("spin"))))
        #expect(contract.presentedNames.isEmpty)
        #expect(
            contract.run(.present(photo, Presentation.animated(TransitionAnimation("fade", TransitionDelegate()))))
                == .completed)
        #expect(
            ScenePivotError.invalidRequest("Photo", .unusableAnimation("spin")).description.contains(
                "the animation \"spin\" is not an object UIKit animates this transition with"))
    }

    @Test(arguments: StageKind.allCases)
    func oneDestinationAtATimeReplacesThePresentedScreenInsteadOfStacking(_ kind: StageKind) {
        let contract = kind.make()
        _ = contract.run(.present(contract.screen("Settings"), Presentation()))
        let replacing = Presentation(replacesPresentedScreen: true)
        #expect(contract.run(.present(contract.screen("Profile"), replacing)) == .completed)
        #expect(contract.presentedNames == ["Profile"])
        _ = contract.run(.dismissAll)
        #expect(
            contract.run(.present(contract.screen("Help"), replacing)) == .completed,
            "with nothing presented, it presents")
        #expect(contract.presentedNames == ["Help"])
    }
}

private struct CardRequest: SceneRequest {}
private struct PhotoRequest: SceneRequest {}

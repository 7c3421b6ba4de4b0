import ScenePivot
import ScenePivotHeadless
import Testing

/// A custom animation's object; headless, any object animates and only its name shows.
private final class Animator {}

private let zoom = TransitionAnimation("zoom", Animator())
private let fade = TransitionAnimation("fade", Animator())

/// Every transition that animates takes the same `animation:` value — a pop, a pop to the root, a stack change, a
/// selection, a detail, a dismissal, as a push and a presentation do — and the headless stage names it while it
/// runs; the pop back from a custom push, by request or by the user's swipe, uses the push's animation unless the
/// pop names another.
@Suite("Custom animations on every transition that animates")
@MainActor
struct TransitionAnimationTests {
    /// A transition written with a custom animation, and how events describe it.
    enum Kind: String, CaseIterable {
        case popBack, popToRoot, setStack, dismiss, selectTab, showDetail
    }

    @Test(arguments: Kind.allCases)
    func eachKindCarriesItsCustomAnimationIntoItsDescription(_ kind: Kind) {
        let screen = HeadlessScreen("Mail")
        let (transition, expected): (Transition, String) =
            switch kind {
            case .popBack: (.pop(animation: zoom), #"pop to previous (animation "zoom")"#)
            case .popToRoot: (.pop(to: .root, animation: zoom), #"pop to root (animation "zoom")"#)
            case .setStack: (.setStack([screen], animation: zoom), #"set stack [Mail] (animation "zoom")"#)
            case .dismiss: (.dismiss(animation: zoom), #"dismiss top (animation "zoom")"#)
            case .selectTab: (.selectTab(1, animation: zoom), #"select tab 1 (animation "zoom")"#)
            case .showDetail: (.showDetail(screen, animation: zoom), #"show detail Mail (animation "zoom")"#)
            }
        #expect(transition.description == expected)
    }

    @Test func thePopBackOfACustomPushUsesThePushsAnimation() throws {
        let fixture = Fixture()
        send(TransitionRequest(.push(HeadlessScreen("Photo"), animation: zoom)), via: fixture.pivot)
        fixture.stage.finishAnimations()
        send(TransitionRequest(.pop()), via: fixture.pivot)
        fixture.stage.advanceClock(by: .milliseconds(100))
        #expect(fixture.stage.hierarchyDescription.contains(#"NavigationStack [animation "zoom"]"#))
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums"] && fixture.errors.isEmpty)
    }

    @Test func aPopThatNamesAnotherAnimationUsesItsOwn() throws {
        let fixture = Fixture()
        send(TransitionRequest(.push(HeadlessScreen("Photo"), animation: zoom)), via: fixture.pivot)
        fixture.stage.finishAnimations()
        send(TransitionRequest(.pop(to: .root, animation: fade)), via: fixture.pivot)
        fixture.stage.advanceClock(by: .milliseconds(100))
        #expect(fixture.stage.hierarchyDescription.contains(#"NavigationStack [animation "fade"]"#))
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums"] && fixture.errors.isEmpty)
    }

    @Test func aPopWithoutAnimationStaysUnanimatedAfterACustomPush() throws {
        let fixture = Fixture()
        send(TransitionRequest(.push(HeadlessScreen("Photo"), animation: zoom)), via: fixture.pivot)
        fixture.stage.finishAnimations()
        send(TransitionRequest(.pop(animation: .none)), via: fixture.pivot)
        #expect(fixture.stackNames == ["Albums"], "done at once: no animation, the push's neither")
    }

    @Test func thePopBackOfAPlainPushUsesThePlatformsAnimation() throws {
        let fixture = Fixture()
        send(TransitionRequest(.push(HeadlessScreen("Photo"), animation: zoom)), via: fixture.pivot)
        send(TransitionRequest(.push(HeadlessScreen("Caption"))), via: fixture.pivot)
        fixture.stage.finishAnimations()
        send(TransitionRequest(.pop()), via: fixture.pivot)
        fixture.stage.advanceClock(by: .milliseconds(100))
        #expect(fixture.stage.hierarchyDescription.hasPrefix("NavigationStack\n"), "no custom animation")
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Photo"])
    }

    /// A pop of several screens animates from the top one, as UIKit asks the navigation delegate with the top view
    /// controller as the one leaving (N): it mirrors the push of the screen on top, not of one beneath it.
    @Test(arguments: [false, true])
    func aPopOfSeveralScreensMirrorsThePushOfTheScreenOnTop(_ topIsCustom: Bool) throws {
        let fixture = Fixture()
        send(
            TransitionRequest(.push(HeadlessScreen("Photo"), animation: topIsCustom ? .default : zoom)),
            via: fixture.pivot)
        send(
            TransitionRequest(.push(HeadlessScreen("Caption"), animation: topIsCustom ? zoom : .default)),
            via: fixture.pivot)
        fixture.stage.finishAnimations()
        send(TransitionRequest(.pop(to: .root)), via: fixture.pivot)
        fixture.stage.advanceClock(by: .milliseconds(100))
        #expect(
            fixture.stage.hierarchyDescription.hasPrefix(
                topIsCustom ? #"NavigationStack [animation "zoom"]"# : "NavigationStack\n"))
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums"] && fixture.errors.isEmpty)
    }

    @Test func aUsersSwipeBackFromACustomPushUsesThePushsAnimation() throws {
        let fixture = Fixture()
        send(TransitionRequest(.push(HeadlessScreen("Photo"), animation: zoom)), via: fixture.pivot)
        fixture.stage.finishAnimations()
        try fixture.stage.swipeBack(completing: true)
        fixture.stage.advanceClock(by: .milliseconds(100))
        #expect(fixture.stage.hierarchyDescription.contains(#"NavigationStack [animation "zoom"]"#))
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums"])
    }

    @Test func aDismissalAnimatesWithItsCustomAnimation() throws {
        let fixture = Fixture()
        send(TransitionRequest(.present(HeadlessScreen("Card"))), via: fixture.pivot)
        fixture.stage.finishAnimations()
        send(TransitionRequest(.dismiss(animation: fade)), via: fixture.pivot)
        fixture.stage.advanceClock(by: .milliseconds(100))
        #expect(fixture.stage.hierarchyDescription.contains(#"Card [disappearing, animation "fade"]"#))
        fixture.stage.finishAnimations()
        #expect(fixture.presentedNames.isEmpty && fixture.errors.isEmpty)
    }

    @Test func aStackChangeAnimatesWithItsCustomAnimationAndItsNewTopPopsBackWithIt() throws {
        let fixture = Fixture()
        let albums = fixture.root
        send(TransitionRequest(.setStack([albums, HeadlessScreen("Trip")], animation: zoom)), via: fixture.pivot)
        fixture.stage.advanceClock(by: .milliseconds(100))
        #expect(fixture.stage.hierarchyDescription.contains(#"Trip [appearing, animation "zoom"]"#))
        fixture.stage.finishAnimations()
        send(TransitionRequest(.pop()), via: fixture.pivot)
        fixture.stage.advanceClock(by: .milliseconds(100))
        #expect(fixture.stage.hierarchyDescription.contains(#"NavigationStack [animation "zoom"]"#))
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums"] && fixture.errors.isEmpty)
    }

    @Test func aTabSelectionAnimatesOnlyWithACustomAnimation() throws {
        let tabs = HeadlessTabContainer(
            tabs: ["One", "Two", "Three"].map { (TabItem(title: $0), HeadlessScreen($0) as AnyObject) })
        let stage = HeadlessStage(root: tabs, inNavigationStack: false)
        let pivot = ScenePivot(stage: stage)
        send(TransitionRequest(.selectTab(1, animation: .default)), via: pivot)
        #expect(stage.hierarchyDescription.contains("(selected) NavigationStack\n    Two"), "at once, as UIKit")
        send(TransitionRequest(.selectTab(2, animation: zoom)), via: pivot)
        stage.advanceClock(by: .milliseconds(100))
        #expect(stage.hierarchyDescription.contains(#"NavigationStack [animation "zoom"]"#))
        stage.finishAnimations()
        #expect(stage.hierarchyDescription.contains("(selected) NavigationStack\n    Three"))
    }

    @Test(arguments: [false, true])
    func aDetailAnimatesWithItsCustomAnimationCollapsedOrExpanded(_ collapsed: Bool) throws {
        let split = HeadlessSplitContainer(
            primary: HeadlessScreen("Mailboxes"), secondary: HeadlessScreen("Empty"), isCollapsed: collapsed)
        let stage = HeadlessStage(root: split, inNavigationStack: false)
        let pivot = ScenePivot(stage: stage)
        send(TransitionRequest(.showDetail(HeadlessScreen("Mail"), animation: zoom)), via: pivot)
        stage.advanceClock(by: .milliseconds(100))
        #expect(stage.hierarchyDescription.contains(#"Mail [appearing, animation "zoom"]"#))
        stage.finishAnimations()
        #expect(!stage.hierarchyDescription.contains("appearing"))
    }

    @Test func aPageTurnRefusesACustomAnimationAsUnusable() throws {
        let pages = HeadlessPageContainer(pages: [HeadlessScreen("One"), HeadlessScreen("Two")])
        let stage = HeadlessStage(root: pages, inNavigationStack: false)
        let pivot = ScenePivot(stage: stage)
        let errors = Log<ScenePivotError>()
        pivot.errorHandler = { errors.values.append($0) }
        send(TransitionRequest(.selectPage(1, animation: zoom)), via: pivot)
        stage.finishAnimations()
        guard case .invalidRequest(_, .unusableAnimation("zoom"))? = errors.values.first else {
            Issue.record("expected an unusable animation, got \(errors.values)")
            return
        }
    }
}

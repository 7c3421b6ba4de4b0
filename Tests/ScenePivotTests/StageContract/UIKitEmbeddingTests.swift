import Testing

@testable import ScenePivot

/// The UIKit stage over the model, where UIKit's shapes go beyond the contract: children embedded in plain
/// screens hear appearance with them, system screens keep their insides private.
@Suite("UIKit stage: embedded children and system screens")
@MainActor
struct UIKitEmbeddingTests {
    let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
    var uikit: ModelUIKit { contract.uikit }
    var stage: ControllerStage<ModelUIKit> { contract.controllerStage }

    /// A plain screen "Host" embedding `child`, pushed onto the root's stack.
    private func pushHost(embedding child: ModelController) -> ModelController {
        let host = ModelController("Host")
        host.children = [child]
        child.parent = host
        #expect(contract.run(.push(host)) == .completed)
        return host
    }

    /// A child a presented screen embeds is presented with it (P3): removing it dismisses the presentation that
    /// holds it (D1), the only way UIKit takes it off stage — it is no screen of a navigation stack to pop.
    @Test func removingAChildAPresentedScreenEmbedsDismissesThePresentationHoldingIt() {
        let player = ModelController("Player")
        let controls = ModelController("Controls")
        uikit.appEmbeds(controls, in: player)
        #expect(contract.run(.present(player, Presentation())) == .completed)
        #expect(contract.run(.remove(controls)) == .completed)
        #expect(contract.presentedNames.isEmpty && contract.complaints.isEmpty)
    }

    /// A navigation stack a plain screen embeds is the screen's own: pushes land on the stack the screen is on,
    /// and the path the rules read stops at the screen — pages inside that embedded stack are not the ones a
    /// selection from outside acts on, nor what the user is said to see.
    @Test func pagesInsideANavigationStackAScreenEmbedsAreNotSelectedFromOutside() throws {
        let inner = ModelController("Inner")
        uikit.appEmbeds(try #require(contract.pageContainer(["A", "B"]).screen as? ModelController), in: inner)
        let host = ModelController("Host")
        uikit.appEmbeds(uikit.navigationController(root: inner, named: "Embedded"), in: host)
        #expect(contract.run(.push(host)) == .completed)
        #expect(contract.topName == "Host")
        #expect(
            contract.run(.select(.pages, index: 1))
                == .failed(.illegalTransition(.noContainer(ContainerKind.pages.rawValue))))
    }

    @Test func aChildEmbeddedInAPlainScreenDisappearsWithItA2() {
        let child = ModelController("Child")
        _ = pushHost(embedding: child)
        var heard = 0
        uikit.watch(child, by: stage, observerChild: true) { heard += 1 }
        #expect(child.isViewLoaded && child.hasObserverChild, "the child's view loaded and appeared with its parent")
        uikit.userTapsBack()
        uikit.runUntilIdle()
        #expect(heard == 1, "UIKIT-BEHAVIOUR A2: appearance is forwarded to every child a plain screen embeds")
    }

    @Test func aChildOfAScreenThatForwardsNoAppearanceHearsNothingA2() {
        let child = ModelController("Child")
        let host = ModelController("Host")
        host.forwardsAppearance = false
        host.children = [child]
        child.parent = host
        _ = contract.run(.push(host))
        var heard = 0
        child.isViewLoaded = true
        uikit.watch(child, by: stage, observerChild: true) { heard += 1 }
        uikit.userTapsBack()
        uikit.runUntilIdle()
        #expect(heard == 0, "UIKIT-BEHAVIOUR A2: shouldAutomaticallyForwardAppearanceMethods == false")
    }

    @Test func aPageContainerEmbeddedInAPlainScreenHearsTheUserPopItsScreen() throws {
        let pages = ModelPageContainer(
            uikit: uikit, roots: ["A", "B"].map { ModelController($0) })
        _ = pushHost(embedding: pages.controller)
        let page = try #require(pages.page(at: 0))
        var left = false
        #expect(stage.observeDeparture(of: page) { left = true })
        uikit.runUntilIdle()
        uikit.userTapsBack()  // the user's pop: only appearance callbacks tell the stage
        uikit.runUntilIdle()
        #expect(left, "the page heard its embedding screen leave")
    }

    @Test func anImagePickersPrivateTopGetsNoObserverChildAndItsStackIsLeftAlone() {
        let picker = uikit.imagePicker()
        #expect(contract.run(.present(picker, Presentation())) == .completed)
        let top = picker.children[0]
        stage.hierarchyChanged()
        uikit.runUntilIdle()
        #expect(top.isViewLoaded && !top.hasObserverChild, "the system's own controller is not the app's to change")
        #expect(!stage.hasObserverChild(top) && !stage.hasObserverChild(picker))
        #expect(stage.kind(of: picker) == .system(isNavigationStack: true) && stage.children(of: picker).isEmpty)
        #expect(
            contract.run(.push(ModelController("Detail")))
                == .failed(.illegalTransition(.systemScreenOnTop("ImagePicker"))))
        #expect(picker.children.map(\.name) == ["ImagePicker private top"])
    }

    @Test func aScreenInsideAContainerThatForwardsNoAppearanceIsAlsoHeardThroughTheScreenEmbeddingIt() {
        let inner = ModelController("Inner")
        let custom = ModelController("Custom")
        custom.forwardsAppearance = false
        custom.children = [inner]
        inner.parent = custom
        let host = pushHost(embedding: custom)
        #expect(stage.appearanceWitnesses(of: inner) === [host])
        #expect(stage.appearanceWitnesses(of: host).isEmpty)
        stage.watch(inner)
        #expect(host.hasObserverChild, "the screen embedding the silent container hears for it")
    }
}

extension Array where Element == ModelController {
    /// Whether both hold the same controllers, in order.
    static func === (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }
}

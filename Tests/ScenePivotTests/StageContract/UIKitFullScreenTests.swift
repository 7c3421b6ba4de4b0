import Testing

@testable import ScenePivot

/// A request answered later by the screen it presents full screen.
private struct FullScreenPickRequest: SceneRequest {
    typealias Response = Int?
    var onResponse: (@MainActor (Int?) -> Void)?
}

/// The UIKit stage after a `.fullScreen` or `.currentContext` presentation, over a model that removes the
/// presenter's views from the window once the presentation completes, as Apple documents (P11, P12): the
/// hierarchy is still in the window — its root is the window's root, and the presented chain is what is on
/// screen — so every request is performed.
@Suite("UIKit stage, after a full-screen presentation")
@MainActor
struct UIKitFullScreenTests {
    let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
    var uikit: ModelUIKit { contract.uikit }
    var stage: ControllerStage<ModelUIKit> { contract.controllerStage }
    var windowRoot: ModelController { uikit.window.root! }

    /// Presents `name` in a navigation stack, full screen (or in `style`), and checks the root left the window.
    private func presentCovering(_ name: String, style: PresentationStyle = .fullScreen) -> ModelController {
        let screen = ModelController(name)
        #expect(contract.run(.present(screen, Presentation(style: style, embedsInNavigationStack: true))) == .completed)
        #expect(!windowRoot.isInWindow && !contract.rootScreen.isInWindow, "UIKit removed the presenter's views")
        #expect(screen.isInWindow)
        return screen
    }

    @Test(arguments: [PresentationStyle.fullScreen, .currentContext])
    func thePresentedChainOfTheWindowsRootIsInTheWindow(_ style: PresentationStyle) {
        _ = presentCovering("Login", style: style)
        #expect(stage.isInWindow)
        #expect(stage.hierarchy.presentedScreens.map(stage.name(of:)) == ["Navigation"])
        #expect(stage.hierarchy.topScreen.map(stage.name(of:)) == "Login")
    }

    @Test func aPushAfterAFullScreenPresentationLandsOnThePresentedStack() {
        let login = presentCovering("Login")
        #expect(contract.run(.push(ModelController("Password"))) == .completed)
        #expect(login.parent?.children.map(\.name) == ["Login", "Password"])
        #expect(contract.complaints.isEmpty)
    }

    @Test func aDismissalAfterAFullScreenPresentationBringsTheRootBack() {
        _ = presentCovering("Login")
        #expect(contract.run(.dismiss(nil)) == .completed)
        #expect(contract.rootScreen.isInWindow && uikit.topPresented == nil)
        #expect(contract.run(.push(ModelController("Next"))) == .completed, "the stage goes on at the root")
        #expect(windowRoot.children.map(\.name) == ["Root", "Next"])
    }

    @Test func aNewRootAfterAFullScreenPresentationReplacesTheWindowsRoot() {
        _ = presentCovering("Onboarding")
        #expect(contract.run(.setRoot(ModelController("Main"), inNavigationStack: true)) == .completed)
        #expect(windowRoot.children.first?.name == "Main" && uikit.topPresented == nil)
        #expect(contract.complaints.isEmpty)
    }

    @Test func aPageSelectedInPagesPresentedFullScreenTurns() {
        let pages = ModelController("Pages", kind: .container(.pages))
        pages.children = ["A", "B"].map { uikit.navigationController(root: ModelController($0), named: "\($0) stack") }
        for item in pages.children { item.itemContainer = pages }
        #expect(contract.run(.present(pages, Presentation(style: .fullScreen))) == .completed)
        #expect(!windowRoot.isInWindow)
        #expect(contract.run(.select(.pages, index: 1)) == .completed)
        #expect(pages.selectedIndex == 1)
    }

    @Test func aPickerPresentedFullScreenAnswersWhenTheUserIsDone() {
        let picker = ModelController("Picker")
        let pivot = ScenePivot(stage: stage)
        let answers = Log<Int?>()
        pivot.builder.register(FullScreenPickRequest.self) { _ in
            .present(Presentation(style: .fullScreen), answeringWith: { _ in picker })
        }
        pivot.switchScene(with: FullScreenPickRequest { answers.values.append($0) })
        uikit.runUntilIdle()
        #expect(uikit.topPresented === picker && !windowRoot.isInWindow)
        #expect(answers.values.isEmpty, "the picker is on screen: no answer yet")
        uikit.appDismisses(presentedBy: windowRoot)
        uikit.runUntilIdle()
        #expect(answers.values == [nil], "answered when it leaves")
        #expect(!stage.transitionQueue.isBusy)
    }

    @Test func aRootTheAppReplacedStaysGoneThoughWhatItPresentedFullScreenStaysInTheWindow() {
        let login = presentCovering("Login")
        let oldRoot = windowRoot  // what it presented keeps it, as UIKit's presentation controller does
        uikit.appSwapsWindowRoot(to: ModelController("Elsewhere"))
        #expect(login.isInWindow, "UIKit may leave what the old root presented in the window (W2)")
        #expect(!stage.isInWindow)
        #expect(contract.run(.push(ModelController("Next"))) == .failed(.illegalTransition(.notInWindow("Navigation"))))
        withExtendedLifetime(oldRoot) {}
    }
}

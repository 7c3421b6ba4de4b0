@testable import ScenePivot
@testable import ScenePivotHeadless

/// A stage the contract runs against, with what the contract needs to make screens, let time pass and act as a
/// user: the headless stage, and the UIKit stage over the model of UIKit.
@MainActor
protocol ContractStage: AnyObject {
    /// The stage under test.
    var stage: any SceneStage { get }
    /// A new screen called `name`, of the kind this stage shows.
    func screen(_ name: String) -> AnyObject
    /// A new screen called `name` that is a navigation stack holding `root`.
    func navigationStack(_ name: String, root: AnyObject) -> AnyObject
    /// A new object a popover can point at, called `name`: a view, for UIKit.
    func anchor(_ name: String) -> AnyObject
    /// Lets every animation and pending turn finish.
    func settle()
    /// The user swipes the top-most sheet down, letting go past halfway or not.
    func userSwipesDown(completing: Bool)
    /// The user taps the back button of the visible navigation stack.
    func userTapsBack()
    /// The user swipes back from the edge, letting go past halfway or not.
    func userSwipesBack(completing: Bool)
    /// The user taps the action titled `title` of the alert on screen.
    func userTaps(_ title: String)
    /// What UIKit would have raised an exception for, or logged and ignored (the UIKit model only).
    var complaints: [String] { get }
}

extension ContractStage {
    /// The names of the presented screens, from the root's to the top-most.
    var presentedNames: [String] { stage.hierarchy.presentedScreens.map(stage.name(of:)) }
    /// The names of the navigation stack pushes act on.
    var stackNames: [String] { stage.hierarchy.navigationStack.map(stage.name(of:)) }
    /// The name of the screen the user sees.
    var topName: String? { stage.hierarchy.topScreen.map(stage.name(of:)) }

    /// Performs `transition` directly on the stage, returning its outcome once everything has settled.
    func run(_ transition: StageTransition<AnyObject>, animated: Bool = true) -> StageOutcome? {
        var outcome: StageOutcome?
        stage.perform(transition, animated: animated) { outcome = $0 }
        settle()
        return outcome
    }
}

/// The stages the contract runs against. The SwiftUI stage differs from the other two where SwiftUI does (the
/// table in the ScenePivotSwiftUI documentation); a test that holds only for UIKit's rules runs on ``uikitShaped``.
enum StageKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case headless
    case uikitModel
    case swiftUI

    var description: String { rawValue }

    /// The stages that follow UIKit's rules where SwiftUI's differ: the headless stage and the UIKit model.
    static let uikitShaped: [StageKind] = [.headless, .uikitModel]

    /// A stage of this kind whose window shows `root`, inside a navigation stack when asked.
    @MainActor func make(root: String = "Root", inNavigationStack: Bool = true) -> any ContractStage {
        switch self {
        case .headless: return HeadlessContract(root: root, inNavigationStack: inNavigationStack)
        case .uikitModel: return UIKitModelContract(root: root, inNavigationStack: inNavigationStack)
        case .swiftUI: return SwiftUIContract(root: root, inNavigationStack: inNavigationStack)
        }
    }
}

/// The contract on the headless stage.
@MainActor
final class HeadlessContract: ContractStage {
    let headless: HeadlessStage
    var stage: any SceneStage { headless }

    init(root: String, inNavigationStack: Bool) {
        headless = HeadlessStage(root: HeadlessScreen(root), inNavigationStack: inNavigationStack)
    }

    func screen(_ name: String) -> AnyObject { HeadlessScreen(name) }
    func navigationStack(_ name: String, root: AnyObject) -> AnyObject { HeadlessNavigationStack() }
    func anchor(_ name: String) -> AnyObject { HeadlessScreen(name) }
    func settle() { headless.finishAnimations() }
    func userSwipesDown(completing: Bool) { if completing { try? headless.swipeDown() } }
    func userTapsBack() { try? headless.tapBack() }
    func userSwipesBack(completing: Bool) { try? headless.swipeBack(completing: completing) }
    func userTaps(_ title: String) { try? headless.tapAction(titled: title) }
    var complaints: [String] { [] }
}

/// The contract on the UIKit stage, over the model of UIKit.
@MainActor
final class UIKitModelContract: ContractStage {
    let uikit = ModelUIKit()
    let rootScreen: ModelController
    let controllerStage: ControllerStage<ModelUIKit>
    var stage: any SceneStage { controllerStage }
    /// What the contract made and must keep alive as long as the stage (the model's page containers).
    var retained: [AnyObject] = []

    init(root: String, inNavigationStack: Bool) {
        rootScreen = ModelController(root)
        let windowRoot = inNavigationStack ? uikit.navigationController(root: rootScreen) : rootScreen
        uikit.show(windowRoot)
        controllerStage = ControllerStage(anchor: rootScreen, platform: uikit)
    }

    func screen(_ name: String) -> AnyObject { ModelController(name) }
    func navigationStack(_ name: String, root: AnyObject) -> AnyObject {
        uikit.navigationController(root: root as! ModelController, named: name)
    }
    func anchor(_ name: String) -> AnyObject { ModelView(name) }
    func settle() { uikit.runUntilIdle() }
    func userSwipesDown(completing: Bool) { uikit.userSwipesDown(completing: completing) }
    func userTapsBack() { uikit.userTapsBack() }
    func userSwipesBack(completing: Bool) { uikit.userSwipesBack(completing: completing) }
    func userTaps(_ title: String) { uikit.userTaps(title) }
    var complaints: [String] { uikit.exceptions + uikit.warnings }
}

/// The contract on the SwiftUI stage, whose screen a simulated SwiftUI view draws one update at a time.
@MainActor
final class SwiftUIContract: ContractStage {
    let swiftUI: SwiftUIStage
    var stage: any SceneStage { swiftUI }

    init(root: String, inNavigationStack: Bool) {
        swiftUI = SwiftUIStage(root: HeadlessScreen(root), inNavigationStack: inNavigationStack)
    }

    func screen(_ name: String) -> AnyObject { HeadlessScreen(name) }
    func navigationStack(_ name: String, root: AnyObject) -> AnyObject { HeadlessNavigationStack() }
    func anchor(_ name: String) -> AnyObject { HeadlessScreen(name) }
    func settle() { swiftUI.settle() }
    func userSwipesDown(completing: Bool) { if completing { try? swiftUI.swipeDown() } }
    func userTapsBack() { try? swiftUI.tapBack() }
    func userSwipesBack(completing: Bool) { if completing { try? swiftUI.tapBack() } }
    func userTaps(_ title: String) { try? swiftUI.tapAction(titled: title) }
    var complaints: [String] { [] }
}

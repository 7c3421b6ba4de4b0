import Testing

@testable import ScenePivot

/// A request answered later by its screen.
private struct PickRequest: SceneRequest {
    typealias Response = Int?
    var onResponse: (@MainActor (Int?) -> Void)?
}

/// Departures the UIKit stage, over the model of UIKit, hears although UIKit tells the screen that left nothing:
/// covered screens, reports that come before the change is done, a window root swapped under presented screens.
@Suite("UIKit stage departures, over a model of UIKit")
@MainActor
struct UIKitDepartureTests {
    let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
    var uikit: ModelUIKit { contract.uikit }

    private func pick(_ picker: ModelController, pushed: Bool) -> (ScenePivot, Log<Int?>) {
        let pivot = ScenePivot(stage: contract.controllerStage)
        let answers = Log<Int?>()
        pivot.builder.register(PickRequest.self) { _ in
            pushed ? .push(answeringWith: { _ in picker }) : .present(answeringWith: { _ in picker })
        }
        pivot.switchScene(with: PickRequest { answers.values.append($0) })
        uikit.runUntilIdle()
        return (pivot, answers)
    }

    @Test func aCoveredScreenTheAppTakesAwayAnswersWhenWhatCoveredItGoes() throws {
        let picker = ModelController("Picker")
        let (_, answers) = pick(picker, pushed: true)
        let navigation = try #require(contract.rootScreen.parent)
        uikit.appPushes(ModelController("Details"), onto: navigation)
        uikit.runUntilIdle()
        #expect(answers.values.isEmpty, "covered, still on the stack")
        uikit.appSetsStack([contract.rootScreen], on: navigation)  // Picker hears nothing: it was not visible
        uikit.runUntilIdle()
        #expect(answers.values == [nil])
    }

    @Test(arguments: [true, false])
    func anEdgeSwipeInFlightIsNoDepartureUntilItEnds(completing: Bool) {
        let picker = ModelController("Picker")
        let (_, answers) = pick(picker, pushed: true)
        uikit.userStartsSwipingBack(completing: completing)  // viewControllers has lost Picker already
        uikit.runUntilIdle()
        #expect(answers.values.isEmpty, "the user may still cancel")
        uikit.endInteractiveTransition()  // viewDidDisappear comes while the coordinator is still there
        uikit.runUntilIdle()
        #expect(answers.values == (completing ? [nil] : []))
        #expect(contract.stackNames == (completing ? ["Root"] : ["Root", "Picker"]))
        if !completing {  // the picker is still watched: leaving it later answers
            uikit.userTapsBack()
            uikit.runUntilIdle()
            #expect(answers.values == [nil])
        }
    }

    /// G1: mid-swipe the picker is already gone from `viewControllers`, yet the user may still cancel; a check the
    /// stage makes then (it checks whenever it hears a screen come or go) is no departure.
    @Test func aCheckWhileAnEdgeSwipeIsHeldIsNoDeparture() {
        let picker = ModelController("Picker")
        let (_, answers) = pick(picker, pushed: true)
        uikit.userStartsSwipingBack(completing: false)
        contract.controllerStage.hierarchyChanged()
        uikit.runUntilIdle()
        #expect(answers.values.isEmpty, "the user may still cancel")
        uikit.endInteractiveTransition()
        uikit.runUntilIdle()
        #expect(answers.values.isEmpty, "cancelled: the picker is back")
        #expect(contract.stackNames == ["Root", "Picker"])
        uikit.userTapsBack()  // still watched: leaving it now answers
        uikit.runUntilIdle()
        #expect(answers.values == [nil])
    }

    @Test func aScreenWatchedBeforeItsViewLoadedIsHeardLeavingOnceItHasShown() throws {
        let navigation = try #require(contract.rootScreen.parent)
        let hidden = ModelController("Hidden")
        uikit.appSetsStack([contract.rootScreen, hidden, ModelController("Top")], on: navigation)
        uikit.runUntilIdle()
        var left = 0
        #expect(contract.controllerStage.observeDeparture(of: hidden) { left += 1 })
        #expect(!hidden.isViewLoaded, "watching a screen never loads its view (its viewDidLoad would run early)")
        uikit.userTapsBack()  // Top leaves, Hidden shows: now its view has loaded, it can be watched
        uikit.runUntilIdle()
        #expect(left == 0)
        uikit.userTapsBack()
        uikit.runUntilIdle()
        #expect(left == 1)
    }
}

import Testing

@testable import ScenePivot

/// The rows on appearance and window membership (A), navigation controllers (N) and user gestures (G).
extension ModelBehaviourTests {
    // MARK: A — Appearance and window membership

    @Test("A3: a controller that never appeared hears no viewDidDisappear")
    func a3() {
        let child = ModelController("Child")
        var heard = 0
        uikit.watch(child, by: uikit, observerChild: true) { heard += 1 }
        uikit.push(child, onto: navigation, animator: nil, animated: true)
        uikit.pop(to: root, in: navigation, animated: true)
        uikit.runUntilIdle()
        #expect(heard == 0, "its view never loaded, so it has no observer child")
    }

    @Test("A4: a screen covered by a push is out of the window, and back once popped to")
    func a4() {
        uikit.push(ModelController("Top"), onto: navigation, animator: nil, animated: false)
        uikit.runUntilIdle()
        #expect(root.parent === navigation && !root.isInWindow && navigation.isInWindow)
        uikit.pop(to: root, in: navigation, animated: false)
        uikit.runUntilIdle()
        #expect(root.isInWindow)
    }

    @Test("A5: a view loads only when UIKit shows its controller")
    func a5() {
        let covered = ModelController("Covered")
        uikit.setStack([covered, ModelController("Top")], on: navigation, animated: false)
        uikit.runUntilIdle()
        #expect(!covered.isViewLoaded)
    }

    @Test("A6: a controller whose view the app added to a window can present, though nobody's child")
    func a6() {
        let hosted = ModelController("Hosted")
        hosted.viewHost = root
        #expect(hosted.parent == nil && hosted.isInWindow)
        #expect(present(sheet("Sheet"), from: hosted) == 1)
    }

    // MARK: N — Navigation controllers

    @Test("N1, N2: the root and a push are in viewControllers, with their parent, before the call returns")
    func n1n2() {
        #expect(navigation.children.map(\.name) == ["Root"] && root.parent === navigation)
        let top = ModelController("Top")
        uikit.push(top, onto: navigation, animator: nil, animated: true)
        #expect(navigation.children.last === top && top.parent === navigation)
        #expect(uikit.isTransitioning(navigation), "N3: an animated push has a coordinator")
    }

    @Test("N5, N6: pushing a navigation controller or one already on the stack raises")
    func n5n6() {
        uikit.push(
            uikit.navigationController(root: ModelController("Inner")), onto: navigation, animator: nil, animated: false
        )
        uikit.push(root, onto: navigation, animator: nil, animated: false)
        #expect(uikit.exceptions.count == 2 && navigation.children.count == 1)
    }

    @Test("N8: popping removes the popped controllers before it returns; only the top one hears it")
    func n8() {
        let middle = ModelController("Middle")
        let top = ModelController("Top")
        uikit.setStack([root, middle, top], on: navigation, animated: false)
        uikit.runUntilIdle()
        var heard: [String] = []
        for controller in [middle, top] {
            controller.isViewLoaded = true
            uikit.watch(controller, by: uikit, observerChild: true) { heard.append(controller.name) }
        }
        uikit.pop(to: root, in: navigation, animated: true)
        #expect(navigation.children.map(\.name) == ["Root"])
        #expect(top.parent === navigation, "N12: a popped controller keeps its parent until its transition ends")
        uikit.runUntilIdle()
        #expect(heard == ["Top"] && top.parent == nil)
    }

    @Test("N9: popping to a controller that is not on the stack raises")
    func n9() {
        uikit.pop(to: ModelController("Stranger"), in: navigation, animated: false)
        #expect(uikit.exceptions.count == 1)
    }

    @Test("N10, N11: setViewControllers replaces the stack at once, taking controllers from their old parent")
    func n10n11() {
        let other = uikit.navigationController(root: ModelController("Elsewhere"), named: "Other")
        let moved = other.children[0]
        uikit.setStack([root, moved], on: navigation, animated: true)
        #expect(navigation.children.map(\.name) == ["Root", "Elsewhere"] && other.children.isEmpty)
    }

    // MARK: G — User gestures

    @Test("G1: mid-swipe the top controller is gone from viewControllers; cancelled, it is back")
    func g1() {
        uikit.push(ModelController("Top"), onto: navigation, animator: nil, animated: false)
        uikit.runUntilIdle()
        uikit.userStartsSwipingBack(completing: false)
        #expect(navigation.children.map(\.name) == ["Root"] && uikit.isTransitioning(navigation))
        uikit.endInteractiveTransition()
        #expect(navigation.children.map(\.name) == ["Root", "Top"])
    }

    @Test("G3: the back swipe does nothing with one controller on the stack")
    func g3() {
        uikit.userSwipesBack(completing: true)
        #expect(navigation.children.count == 1 && !uikit.isAnimating)
    }

    @Test(
        "G4, AL6: only sheets swipe down — never full-screen, over-full-screen, current-context or custom ones, nor alerts",
        arguments: [PresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom])
    func g4(_ style: PresentationStyle) {
        present(sheet("Cover", style: style), from: navigation)
        uikit.userSwipesDown()
        #expect(uikit.topPresented?.name == "Cover")
    }

    @Test("G4: a sheet, and a popover adapted to one, swipe down", arguments: [PresentationStyle.pageSheet, .popover])
    func g4Sheets(_ style: PresentationStyle) {
        present(sheet("Sheet", style: style), from: navigation)
        uikit.userSwipesDown()
        #expect(uikit.topPresented == nil)
    }

    @Test("G4, G8: a popover shown as a popover does not swipe down; a tap outside dismisses it")
    func g4g8() {
        uikit.isPad = true
        let popover = sheet("Popover", style: .popover)
        popover.popoverAnchor = ModelView("Button")
        present(popover, from: navigation)
        uikit.userSwipesDown()
        #expect(uikit.topPresented === popover)
        uikit.userTapsOutsidePopover()
        uikit.runUntilIdle()
        #expect(uikit.topPresented == nil)
    }

    @Test("G5: a screen modal in presentation does not swipe down or tap away")
    func g5() {
        let form = sheet("Form")
        form.isModal = true
        present(form, from: navigation)
        uikit.userSwipesDown()
        #expect(uikit.topPresented === form)
    }

    @Test("AL6: an alert does not swipe down")
    func al6() {
        let alert = uikit.makeAlert(AlertContent(title: "Delete?", actions: [AlertAction("OK")]), anchor: nil) { _ in }
        present(alert, from: navigation)
        uikit.userSwipesDown()
        #expect(uikit.topPresented === alert)
    }
}

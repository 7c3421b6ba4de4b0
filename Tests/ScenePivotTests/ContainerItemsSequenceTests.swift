import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

@testable import ScenePivot

/// A flow started on each tab of `fixture`, and how many times each ended.
@MainActor
private final class TabFlows {
    let flows: [FlowContext<String>]
    let ends: Log<String>
    let errors = Log<ScenePivotError>()

    init(on fixture: ReplaceableTabs) {
        let host = fixture.pivot.startFlow(IdleFlow())
        let ends = Log<String>()
        flows = fixture.roots.indices.map { index in
            let name = fixture.roots[index].name
            return host.startChild(ScreenFlow("\(name) flow"), on: fixture.tabs.stage(forTab: index)) { _ in
                ends.values.append(name)
            }
        }
        self.ends = ends
        let errors = errors
        for flow in flows { flow.pivot.errorHandler = { errors.values.append($0) } }
        fixture.pivot.errorHandler = { errors.values.append($0) }
    }

    /// Whether the flow on the tab first rooted at `name` runs.
    func isRunning(_ name: String, in fixture: ReplaceableTabs) -> Bool {
        flows[fixture.roots.firstIndex { $0.name == name }!].isRunning
    }

    func pivot(_ name: String, in fixture: ReplaceableTabs) -> ScenePivot {
        flows[fixture.roots.firstIndex { $0.name == name }!].pivot
    }
}

@Suite("Replacing a container's items back to back, and with the same items")
@MainActor
struct ContainerItemsSequenceTests {
    @Test func twoReplacementsQueuedBehindAnAnimationRunInOrderAndEachRemovedTabsFlowEndsOnce() throws {
        let fixture = try ReplaceableTabs()
        let flows = TabFlows(on: fixture)
        fixture.stage.animation = .manual(.milliseconds(300))
        let account = HeadlessScreen("Account")

        fixture.setTabs([fixture.root("Together"), account])
        fixture.setTabs([account, HeadlessScreen("Settings")])
        #expect(fixture.tabs.items.map(\.title) == ["Together", "Account"], "the second waits for the first")
        fixture.stage.finishAnimations()

        #expect(fixture.tabs.items.map(\.title) == ["Account", "Settings"])
        #expect(fixture.names(ofTab: 0) == ["Account"] && fixture.names(ofTab: 1) == ["Settings"])
        #expect(flows.ends.values.sorted() == ["Analysis", "Together", "Walk"], "each removed tab's flow, once")
        #expect(flows.errors.values.isEmpty)
        #expect(!fixture.stage.isAnimating)
    }

    @Test func aPushOntoAKeptTabWaitingBehindTheReplacementLandsOnThatTab() throws {
        let fixture = try ReplaceableTabs()
        let flows = TabFlows(on: fixture)
        fixture.stage.animation = .manual(.milliseconds(300))

        fixture.setTabs([HeadlessScreen("Account"), fixture.root("Together")])
        flows.pivot("Together", in: fixture).switchScene(with: ShowScreenRequest(name: "Group"))
        fixture.stage.finishAnimations()

        #expect(fixture.names(ofTab: 1) == ["Together", "Together flow", "Group"], "the kept tab, now second, got it")
        #expect(fixture.names(ofTab: 0) == ["Account"])
        #expect(flows.isRunning("Together", in: fixture))
        #expect(flows.errors.values.isEmpty)
    }

    /// A request queued on a tab's stage while that tab is removed ends with a typed error when its turn comes —
    /// the stage is gone with its tab, or, kept by the app, has no tab to act on — shows nothing anywhere, and the
    /// flow on the tab ends once, with the tab.
    @Test(arguments: [false, true])
    func aPushWaitingWhileItsTabIsRemovedFailsWithATypedErrorAndActsNowhere(stageKept: Bool) async throws {
        let fixture = try ReplaceableTabs()
        let flows = TabFlows(on: fixture)
        fixture.stage.animation = .manual(.milliseconds(300))
        let kept = stageKept ? fixture.tabs.stage(forTab: 0) : nil
        var walk = flows.pivot("Walk", in: fixture)
        if let kept { walk = ScenePivot(stage: kept) }

        fixture.setTabs([fixture.root("Together")])
        let late = Task { @MainActor in
            await bounded("the push on a removed tab") { () async -> ScenePivotError? in
                do throws(ScenePivotError) {
                    try await walk.response(to: TransitionRequest(.push(HeadlessScreen("Late"))))
                    return nil
                } catch {
                    return error
                }
            }
        }
        await Task.yield()
        fixture.stage.finishAnimations()
        let error = await late.value

        #expect(
            error == (stageKept ? .illegalTransition(.containerNotOnStage("TabContainer")) : .hostDeallocated),
            "a typed error, not a wait for ever")
        #expect(!fixture.stage.hierarchyDescription.contains("Late"), "nothing was pushed anywhere")
        #expect(fixture.names(ofTab: 0) == ["Together", "Together flow"])
        #expect(flows.ends.values.sorted() == ["Analysis", "Walk"], "each removed tab's flow, once")
        _ = kept
    }

    /// D `UITabBarController.viewControllers`: the same view controllers, or the same reordered, are all kept —
    /// none leaves, their flows go on — and the selected one stays selected, at its new index.
    @Test(arguments: [[0, 1, 2], [2, 0, 1], [1, 2, 0]])
    func replacingTheTabsWithTheSameOnesReorderedOrNotRemovesNothingAndKeepsTheSelection(order: [Int]) throws {
        let fixture = try ReplaceableTabs(selected: 1)
        let flows = TabFlows(on: fixture)
        fixture.stage.animation = .manual(.milliseconds(300))
        let left = Log<String>()
        for root in fixture.roots { fixture.stage.observeDeparture(of: root) { left.values.append(root.name) } }
        let stages = fixture.roots.indices.map { fixture.tabs.stage(forTab: $0) as AnyObject? }

        fixture.setTabs(order.map { fixture.roots[$0] })
        fixture.stage.finishAnimations()

        #expect(left.values.isEmpty, "nothing departs")
        #expect(flows.ends.values.isEmpty && flows.flows.allSatisfy(\.isRunning))
        #expect(fixture.tabs.selectedIndex == order.firstIndex(of: 1), "the selected tab, at its new index")
        #expect(fixture.stage.name(of: fixture.stage.topScreen) == "Together flow")
        for (index, old) in order.enumerated() {
            #expect(fixture.tabs.stage(forTab: index) as AnyObject? === stages[old], "each tab keeps its stage")
        }
        #expect(flows.errors.values.isEmpty)
    }
}

import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// Presents a screen called `name`, from whichever pivot sends it.
struct PresentNamedRequest: SceneRequest {
    let name: String
}

/// Two screens of one window, each with a pivot made the way an app makes it: on the headless stage, the pivots of
/// a tab container's two tabs; over UIKit, `ScenePivot(viewController:)` around each tab's root view controller; on
/// the SwiftUI stage, which shows no tabs, two pivots of the one stage, as two SwiftUI screens of it have.
@MainActor
final class TwoScreensOfOneWindow {
    let contract: any ContractStage
    let pivots: [ScenePivot]
    /// The errors each pivot's fire-and-forget requests failed with, by pivot.
    private(set) var errors: [[ScenePivotError]]
    /// The screens the pivots' scenes present, by name.
    private var sheets: [String: AnyObject] = [:]

    init(_ kind: StageKind) {
        let titles = ["Albums", "People"]
        contract = kind.make(root: "Launch", inNavigationStack: false)
        switch contract {
        case let headless as HeadlessContract:
            let tabs = HeadlessTabContainer(
                tabs: titles.map { (item: TabItem(title: $0, iconName: "circle"), root: HeadlessScreen($0)) })
            _ = headless.run(.setRoot(tabs, inNavigationStack: false))
            pivots = titles.indices.map { ScenePivot(stage: tabs.stage(forTab: $0)!) }
        case let model as UIKitModelContract:
            let tabs = ModelController("Tabs", kind: .container(.tabs))
            tabs.children = titles.map {
                model.uikit.navigationController(root: ModelController($0), named: "\($0) stack")
            }
            for item in tabs.children { item.parent = tabs }
            _ = model.run(.setRoot(tabs, inNavigationStack: false))
            pivots = tabs.children.map {
                ScenePivot(owningStage: ControllerStage(anchor: $0.children[0], platform: model.uikit))
            }
        case let swiftUI as SwiftUIContract:
            pivots = titles.map { _ in ScenePivot(stage: swiftUI.swiftUI) }
        default:
            preconditionFailure("no contract stage \(kind)")
        }
        errors = pivots.map { _ in [] }
        for (index, pivot) in pivots.enumerated() {
            pivot.errorHandler = { [unowned self] in errors[index].append($0) }
            pivot.builder.register(PresentNamedRequest.self) { [unowned self] request in
                let sheet = contract.screen(request.name)
                sheets[request.name] = sheet
                return .present(sheet, Presentation())
            }
        }
    }

    /// An alert titled "Delete?" with a "Delete" and a "Cancel" action.
    static func deleteAlert() -> AlertRequest {
        AlertRequest(
            title: "Delete?",
            actions: [AlertAction("Delete", role: .destructive), AlertAction("Cancel", role: .cancel)])
    }
}

/// Every pivot of one window waits in one transition queue, however it was made: a request from one screen waits
/// for another screen's alert instead of failing.
@Suite("Stage contract: one transition queue per window")
@MainActor
struct WindowQueueContractTests {
    @Test(arguments: StageKind.allCases)
    func aSecondScreensRequestWaitsForTheFirstScreensAlertAndPresentsOnceItIsAnswered(_ kind: StageKind) {
        let window = TwoScreensOfOneWindow(kind)
        let contract = window.contract
        window.pivots[0].switchScene(with: TwoScreensOfOneWindow.deleteAlert())
        contract.settle()
        let alert = contract.topName
        #expect(contract.presentedNames == [alert].compactMap { $0 })

        window.pivots[1].switchScene(with: PresentNamedRequest(name: "Share"))
        contract.settle()
        #expect(window.errors == [[], []], "the request waits instead of failing")
        #expect(contract.presentedNames == [alert].compactMap { $0 }, "nothing is shown under the alert")
        #expect(window.pivots[1].stage?.transitionQueue === window.pivots[0].stage?.transitionQueue)

        contract.userTaps("Cancel")
        contract.settle()
        #expect(contract.presentedNames == ["Share"])
        #expect(window.errors == [[], []])
        #expect(contract.complaints.isEmpty)
    }
}

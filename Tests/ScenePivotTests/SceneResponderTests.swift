import ScenePivot
import ScenePivotHeadless
import Testing

/// A screen that keeps the responder it answers through, as a picker view controller would.
@MainActor
private final class KeepingPickerScreen {
    let responder: SceneResponder<Int?>
    init(responder: SceneResponder<Int?>) { self.responder = responder }
}

/// What sent the request and keeps the picker on screen: a flow or a view model.
@MainActor
private final class PickerOwner {
    var picker: KeepingPickerScreen?
}

private struct PickRequest: SceneRequest {
    typealias Response = Int?
    var onResponse: (@MainActor (Int?) -> Void)?
}

@Suite("SceneResponder")
struct SceneResponderTests {
    /// screen → responder → request → handler → owner → screen would be a cycle if a responder kept its request
    /// after answering.
    @Test @MainActor func anAnsweredResponderLetsGoOfItsRequest() {
        weak var weakOwner: PickerOwner?
        weak var weakPicker: KeepingPickerScreen?
        var answers: [Int?] = []
        do {
            let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
            let pivot = ScenePivot(stage: stage)
            let owner = PickerOwner()
            weakOwner = owner
            pivot.builder.register(PickRequest.self) { _ in
                .present(answeringWith: { responder in
                    let picker = KeepingPickerScreen(responder: responder)
                    owner.picker = picker
                    return picker
                })
            }
            pivot.switchScene(
                with: PickRequest { number in
                    answers.append(number)
                    _ = owner
                })
            weakPicker = owner.picker
            owner.picker?.responder.respond(7)
            #expect(owner.picker?.responder.hasResponded == true)
        }
        #expect(answers == [7])
        #expect(weakOwner == nil, "nothing keeps the request's handler, so nothing keeps its owner")
        #expect(weakPicker == nil)
    }

    @Test @MainActor func aSecondAnswerIsReportedAfterTheRequestIsGone() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        var kept: SceneResponder<Int?>?
        pivot.builder.register(PickRequest.self) { _ in
            .present(answeringWith: { responder in
                kept = responder
                return HeadlessScreen("Picker")
            })
        }
        var answers: [Int?] = []
        pivot.switchScene(with: PickRequest { answers.append($0) })
        kept?.respond(1)
        kept?.respond(2)
        #expect(answers == [1])
        #expect(errors == [.responseAlreadyDelivered("PickRequest")])
    }
}

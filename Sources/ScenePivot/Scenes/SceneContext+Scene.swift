/// A transition of one step (`.push(screen)`, `.present(screen)`, …), as its request's context keeps it until it
/// runs: plain values, whatever the response type. The transition itself waits where the context tracks it
/// (``SceneContext/inlineTransitionValue``), and its name is read from there when an event asks for it.
struct PlainTransitionScene {
    let animated: Bool
}

extension SceneContext {
    /// Keeps `transition` until the queue starts this request. A one-step transition is kept as plain values, and
    /// performs exactly as ``Transition/perform(in:)`` would; any other is boxed.
    func keep(_ transition: Transition) {
        if case .step = transition.body {
            inlineTransitionValue = transition.stageTransition
            inlineTransition.holdsValue = true
            inlineTransitionShape = transition.shape
            plainScene = PlainTransitionScene(animated: transition.animated)
        } else {
            boxedScene =
                AnyPivotScene<Response>(transition.logDescription) { context throws(ScenePivotError) in
                    try context.perform(transition)
                }.box
        }
    }

    /// Keeps `scene` until the queue starts this request.
    func keep(_ scene: AnyPivotScene<Response>) {
        boxedScene = scene.box
    }

    /// Makes the scene now that the request's turn has come — a registered factory runs here, not when the
    /// request was sent, so it reads the state of this moment — and reports the scene chosen.
    func makeScene() {
        if let sceneMaker {
            self.sceneMaker = nil
            sceneMaker.makeScene(in: self)
        }
        emit(
            .sceneChosen(
                request: requestText, scene: PivotEvent.Text(TextEscaping.singleLine(keptSceneDescription)),
                isDefault: isDefaultScene))
    }

    /// How the kept scene appears in events.
    var keptSceneDescription: String {
        if plainScene != nil { return inlineTransitionValue.sceneName }  // kept there until the scene performs
        return boxedScene?.logDescription ?? ""
    }
}

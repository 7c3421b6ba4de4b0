extension SceneContext {
    /// Keeps `transition` until the queue starts this request, boxed: a one-step transition made by a registered
    /// factory is never kept, but performed as the factory returned it (``startMadeStep(_:on:queue:)``).
    func keep(_ transition: Transition) {
        boxedScene =
            AnyPivotScene<Response>(transition.logDescription) { context throws(ScenePivotError) in
                try context.perform(transition)
            }.box
    }

    /// Keeps `scene` until the queue starts this request.
    func keep(_ scene: AnyPivotScene<Response>) {
        boxedScene = scene.box
    }

    /// Reports the scene chosen, described as `description`, now that the request's turn has come.
    func reportSceneChosen(_ description: @autoclosure () -> String) {
        emit(
            .sceneChosen(
                request: requestText, scene: PivotEvent.Text(TextEscaping.singleLine(description())),
                isDefault: isDefaultScene))
    }
}

extension StageTransition {
    /// Calls `body` with each screen the transition brings on stage, in order: ``incomingScreens`` without
    /// building an array.
    func forEachIncomingScreen(_ body: (Screen) -> Void) {
        switch self {
        case .present(let screen, _), .push(let screen, _), .setRoot(let screen, _), .showDetail(let screen):
            body(screen)
        case .setStack(let screens): screens.forEach(body)
        case .dismiss, .dismissAll, .pop, .alert, .select, .custom, .remove: break
        }
    }
}

/// Which pivot presented each screen shown on one queue's stages, so that a presentation that replaces the
/// presented screen replaces only a screen of its own pivot or of a pivot made from it
/// (``Presentation/replacesPresentedScreen``).
@MainActor
final class PresentingPivots {
    private struct Entry {
        weak var screen: AnyObject?
        weak var presenter: PivotLink?
    }

    private var entries: [Entry] = []

    /// Notes that `link`'s pivot presented `screens`: the screen it asked for, and the one on top once presented
    /// (the navigation stack it was embedded in).
    func record(_ screens: [AnyObject], presentedBy link: PivotLink) {
        entries.removeAll { entry in entry.screen == nil || screens.contains { $0 === entry.screen } }
        entries += screens.map { Entry(screen: $0, presenter: link) }
    }

    /// Whether `screen` was presented by `link`'s pivot or by a pivot made from it (a child pivot, a child flow's).
    func isPresented(_ screen: AnyObject, byPivotOrChildOf link: PivotLink) -> Bool {
        guard let presenter = entries.last(where: { $0.screen === screen })?.presenter else { return false }
        return presenter.lineage.isSelfOrDescendant(of: link.lineage)
    }
}

extension SceneContext {
    /// `transition` as this request performs it: a presentation that replaces the presented screen replaces it
    /// only when this pivot, or a pivot made from it, presented it; above another pivot's screen (or one no pivot
    /// presented) it is presented as any presentation is.
    func withOwnReplacement(
        _ transition: StageTransition<AnyObject>, on stage: any SceneStage
    ) -> StageTransition<AnyObject> {
        guard case .present(let screen, var presentation) = transition, presentation.replacesPresentedScreen,
            let top = stage.hierarchy.presentedScreens.last,
            !stage.transitionQueue.presentingPivots.isPresented(top, byPivotOrChildOf: link)
        else { return transition }
        presentation.replacesPresentedScreen = false
        return .present(screen, presentation)
    }

    /// Notes which pivot presented the screen a completed presentation brought on stage.
    func notePresenter(of transition: StageTransition<AnyObject>) {
        guard case .present(let screen, _) = transition, let stage = link.stage else { return }
        let top = stage.hierarchy.presentedScreens.last
        let screens = top.map { $0 === screen ? [screen] : [screen, $0] } ?? [screen]
        stage.transitionQueue.presentingPivots.record(screens, presentedBy: link)
    }
}

/// Which pivot presented each screen shown on one queue's stages, so that a presentation that replaces the
/// presented screen replaces only a screen of its own pivot or of a pivot made from it
/// (``Presentation/replacesPresentedScreen``).
@MainActor
final class PresentingPivots {
    private struct Entry {
        weak var screen: AnyObject?
        weak var presenter: PivotLink?
    }

    /// By screen; entries whose screen is gone are pruned once the table has doubled, so recording costs O(1),
    /// amortized, however many screens are presented.
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pruningThreshold = 16

    /// Notes that `link`'s pivot presented `screen`.
    func record(_ screen: AnyObject, presentedBy link: PivotLink) {
        if entries.count >= pruningThreshold {
            entries = entries.filter { $0.value.screen != nil }
            pruningThreshold = max(16, entries.count * 2)
        }
        entries[ObjectIdentifier(screen)] = Entry(screen: screen, presenter: link)
    }

    /// Whether `screen` was presented by `link`'s pivot or by a pivot made from it (a child pivot, a child flow's).
    func isPresented(_ screen: AnyObject, byPivotOrChildOf link: PivotLink) -> Bool {
        guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen, let presenter = entry.presenter
        else { return false }
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
        ownReplacement(of: transition, on: stage) ?? transition
    }

    /// What ``withOwnReplacement(_:on:)`` makes of `transition` when that differs from it, else `nil`: most
    /// transitions are performed as asked, and then nothing is copied.
    func ownReplacement(
        of transition: StageTransition<AnyObject>, on stage: any SceneStage
    ) -> StageTransition<AnyObject>? {
        guard case .present(let screen, var presentation) = transition, presentation.replacesPresentedScreen else {
            return nil
        }
        let hierarchy = stage.hierarchy
        guard let top = hierarchy.presentedScreens.last else { return nil }
        let pivots = stage.transitionQueue.presentingPivots
        // A screen presented in a navigation stack of its own is on top as that stack, whose root it is.
        let presentedRoot = hierarchy.navigationStack.first
        if pivots.isPresented(top, byPivotOrChildOf: link)
            || presentedRoot.map({ hierarchy.isPresented($0) && pivots.isPresented($0, byPivotOrChildOf: link) })
                == true
        {
            return nil
        }
        presentation.replacesPresentedScreen = false
        return .present(screen, presentation)
    }

    /// Notes which pivot presented the screen a completed presentation brought on stage (the screen asked for,
    /// without reading the hierarchy: a presentation costs the same over any number of presented screens).
    func notePresenter(of transition: StageTransition<AnyObject>) {
        guard let screen = transition.presentedScreen, let stage = link.stage else { return }
        stage.transitionQueue.presentingPivots.record(screen, presentedBy: link)
    }
}

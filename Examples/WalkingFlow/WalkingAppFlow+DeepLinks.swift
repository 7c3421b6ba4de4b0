import ScenePivot

extension WalkingAppFlow {
    /// The walking app's deep links, each a chain of requests across the app's flows:
    ///
    /// - `walkingapp://tabs/<tab>` dismisses what is presented and selects the tab;
    /// - `walkingapp://tabs/<tab>/details/<title>` does the same, pops the tab's stack to its root and pushes the
    ///   detail titled `title` there.
    ///
    /// `<tab>` is `walk`, `together` or `analysis`. Send links to the app flow's pivot, whose `auth` interceptor
    /// holds them while signed out:
    ///
    /// ```swift
    /// let router = try appFlow.makeDeepLinkRouter()
    /// app.pivot.switchScene(with: DeepLinkRequest("walkingapp://tabs/analysis/details/Week%201", router: router))
    /// ```
    public func makeDeepLinkRouter() throws(DeepLinkError) -> DeepLinkRouter<DeepLinkChain> {
        var router = DeepLinkRouter<DeepLinkChain>()
        try router.register("/tabs/:tab") { [weak self] match in
            let tab = try match.value("tab", as: WalkingTab.self)
            return [
                .request(TransitionRequest(.dismissAll()), on: { self?.main?.pivot }),
                .request(TransitionRequest(.selectTab(tab.rawValue)), on: { self?.main?.pivot }),
            ]
        }
        try router.register("/tabs/:tab/details/:title") { [weak self] match in
            let tab = try match.value("tab", as: WalkingTab.self)
            let title = try match.value("title", as: String.self)
            return [
                .request(TransitionRequest(.dismissAll()), on: { self?.main?.pivot }),
                .request(TransitionRequest(.selectTab(tab.rawValue)), on: { self?.main?.pivot }),
                .request(TransitionRequest(.pop(to: .root)), on: { self?.pivot(for: tab) }),
                .request(TabDetailRequest(title: title), on: { self?.pivot(for: tab) }),
            ]
        }
        return router
    }

    /// The pivot of `tab`'s flow, on the tab's own stage, while the main flow runs.
    public func pivot(for tab: WalkingTab) -> ScenePivot? {
        (main?.flowObject as? MainFlow)?.pivot(for: tab)
    }
}

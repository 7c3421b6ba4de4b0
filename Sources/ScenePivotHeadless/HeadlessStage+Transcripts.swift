import ScenePivot

extension HeadlessStage: TranscribedStage {
    package var transcribedAlert: (screen: HeadlessAlertScreen, showing: Int, texts: [String])? {
        guard let alert = topPresentedScreen as? HeadlessAlertScreen else { return nil }
        return (alert, 0, visibleAlert == nil ? alert.content.initialTexts : visibleAlertTexts)
    }
}

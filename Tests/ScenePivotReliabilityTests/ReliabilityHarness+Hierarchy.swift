import ScenePivot
import ScenePivotHeadless

extension ReliabilityHarness {
    /// Checks the hierarchy whenever a stage wrote it (`HeadlessStage.hierarchyWrites`, which reading it does not
    /// change) or the stage started or stopped animating since the last check: every step that finishes an
    /// animation, shows, takes down or types anything is checked; a step that only queued a request is not.
    func checkHierarchy() {
        let writes = HeadlessStage.hierarchyWrites
        let isAnimating = stage.isAnimating
        let checked = checkedHierarchy
        if let checked, checked.writes == writes, checked.isAnimating == isAnimating { return }
        var seen = Set<ObjectIdentifier>()
        for screen in stage.presentedScreens + stage.navigationStack {
            if !stage.contains(screen) { violation("\(screen) is listed but not on stage") }
            if !seen.insert(ObjectIdentifier(screen)).inserted { violation("\(screen) appears twice") }
        }
        let description = stage.hierarchyDescription
        checkedHierarchy = (writes, isAnimating, description)
        if let checked, checked.isAnimating == isAnimating, checked.text == description { return }
        checkRendering(of: description, what: "the hierarchy", lines: true)
        for problem in HarnessReading.hierarchyProblems(in: description, isAnimating: isAnimating) {
            violation(problem)
        }
    }
}

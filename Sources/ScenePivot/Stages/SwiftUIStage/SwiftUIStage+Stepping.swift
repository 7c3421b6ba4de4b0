extension SwiftUIStage.State {
    /// The next state to show on the way from `self` (on screen) to `target` (the model), changing one thing only —
    /// one presentation, one dismissal, one level's path or the alert — or `nil` when the two agree.
    ///
    /// The order keeps every intermediate state one SwiftUI can show: the alert leaves before its level does
    /// (A13); levels leave top-most first, one per update (S7); the root is replaced only once nothing is presented;
    /// paths change before new levels appear (T2: never a path and a presentation in one update); levels appear
    /// one per update (S6, R5); the alert comes last, on a level already on screen (A13, A14).
    func step(toward target: Self) -> (Self, SwiftUIStage.Update.Change)? {
        var next = self
        let common = zip(levels, target.levels).prefix { $0.id == $1.id }.count
        if let alert, target.alert != alert || common != levels.count || common != target.levels.count {
            next.alert = nil
            return (next, .alert)
        }
        if levels.count > common, levels.count > 1 {
            next.levels.removeLast()
            return (next, .dismissal)
        }
        if common == 0, let root = target.levels.first {
            next.levels = [root]
            return (next, .root)
        }
        for index in 0..<common where levels[index] != target.levels[index] {
            next.levels[index] = target.levels[index]
            return (next, .path(level: levels[index].id))
        }
        if target.levels.count > levels.count {
            next.levels.append(target.levels[levels.count])
            return (next, .presentation)
        }
        if target.alert != alert {
            next.alert = target.alert
            return (next, .alert)
        }
        return nil
    }
}

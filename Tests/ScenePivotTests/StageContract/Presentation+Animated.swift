import ScenePivot

extension Presentation {
    /// A presentation carrying `animation`, as a scene's `.present(_:_:animation:)` hands it to a stage.
    static func animated(_ animation: TransitionAnimation) -> Presentation {
        var presentation = Presentation()
        presentation.animation = animation
        return presentation
    }
}

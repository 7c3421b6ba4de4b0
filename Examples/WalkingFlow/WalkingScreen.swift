/// A headless stand-in for one of the walking app's view controllers: named like it, holding its model so a
/// test or the demo can press its buttons.
@MainActor
public final class WalkingScreen<Model>: CustomStringConvertible {
    /// The screen's name, as the stage shows it.
    public let name: String
    /// The model behind the screen's buttons.
    public let model: Model

    /// A screen named `name`, driven by `model`.
    public init(_ name: String, model: Model) {
        self.name = name
        self.model = model
    }

    /// The screen's name.
    public nonisolated var description: String { name }
}

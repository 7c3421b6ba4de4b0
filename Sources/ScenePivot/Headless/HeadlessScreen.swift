/// A stand-in screen for the headless stage: a named object, shown by its name in hierarchies and transcripts.
///
/// ```swift
/// let stage = HeadlessStage(root: HeadlessScreen("Albums"))
/// ```
///
/// Any object can be a headless screen; this one only adds a readable name. Other objects are named by their
/// `description` when they are `CustomStringConvertible`, and by their type name otherwise.
@MainActor
public final class HeadlessScreen: CustomStringConvertible {
    /// The screen's name.
    public let name: String

    /// A screen called `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The screen's name.
    public nonisolated var description: String { name }
}

/// A stand-in for one of the system's own screens on the headless stage — an image picker, a mail composer, a
/// share sheet — whose insides are private: it is presented and dismissed like any screen, but pushes, pops and
/// stack changes fail with ``IllegalTransition/systemScreenOnTop(_:)`` while it is on top, as on UIKit.
///
/// ```swift
/// pivot.switchScene(with: PickPhotoRequest())   // registered as .present(HeadlessSystemScreen("ImagePicker"))
/// ```
@MainActor
public final class HeadlessSystemScreen: CustomStringConvertible {
    /// The screen's name.
    public let name: String

    /// A system screen called `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The screen's name.
    public nonisolated var description: String { name }
}

/// Storyboard segues replaced by requests: the segue a storyboard wires to a button or a cell sends a request
/// through a pivot instead, so the screen it leads to is made by the request's scene, with its dependencies, and no
/// `prepare(for:sender:)` passes them on.
///
/// Ask it from the source view controller's `shouldPerformSegue(withIdentifier:sender:)`, which UIKit calls before it
/// makes the segue's destination: a replaced segue sends its request and answers `false`, so UIKit makes and shows
/// nothing; any other segue answers `true` and is performed as the storyboard wires it. Asking sends the request, so
/// ask it last, once the app's own checks (and `super`) let the segue go on:
///
/// ```swift
/// let segues = SegueRequests(pivot: pivot)
///     .replace("showAlbum") { sender in AlbumDetailRequest(album: album) }
///     .replace("unwindToAlbums") { _ in TransitionRequest(.pop(to: .root)) }
///
/// // in shouldPerformSegue(withIdentifier:sender:)
/// return super.shouldPerformSegue(withIdentifier: identifier, sender: sender)
///     && segues.shouldPerform(identifier, sender: sender)   // false for "showAlbum": its request was sent instead
/// ```
///
/// `performSegue(withIdentifier:sender:)` skips `shouldPerformSegue(withIdentifier:sender:)`: where the app's own
/// code performs a segue, have it ``send(_:sender:)`` the segue's request instead.
@MainActor
public final class SegueRequests {
    /// What replaced segues send their requests through: a pivot, or a flow's or view model's scene switching.
    public let pivot: any SceneSwitching
    private var replacements: [String: @MainActor (_ sender: Any?) -> Void] = [:]

    /// Segue replacements that send their requests through `pivot`, which they keep.
    public init(pivot: any SceneSwitching) {
        self.pivot = pivot
    }

    /// Replaces the segue `identifier` by the request `makeRequest` makes from the segue's sender (the button, the
    /// table view cell…); the last replacement of an identifier counts. When `makeRequest` returns `nil`, the segue
    /// is neither performed nor replaced: like answering `false` from `shouldPerformSegue(withIdentifier:sender:)`.
    @discardableResult
    public func replace<Request: SceneRequest>(
        _ identifier: String, with makeRequest: @escaping @MainActor (_ sender: Any?) -> Request?
    ) -> SegueRequests {
        replacements[identifier] = { [pivot] sender in
            if let request = makeRequest(sender) { pivot.switchScene(with: request) }
        }
        return self
    }

    /// The identifiers of the segues replaced, sorted.
    public var identifiers: [String] { replacements.keys.sorted() }

    /// Whether the segue `identifier` is replaced by a request; asking sends nothing.
    public func replaces(_ identifier: String) -> Bool { replacements[identifier] != nil }

    /// Sends the request that replaces the segue `identifier`, made from `sender`: where the app's own code would
    /// call `performSegue(withIdentifier:sender:)`. Returns `false`, sending nothing, when the segue is not replaced.
    @discardableResult
    public func send(_ identifier: String, sender: Any?) -> Bool {
        guard let replacement = replacements[identifier] else { return false }
        replacement(sender)
        return true
    }

    /// What `shouldPerformSegue(withIdentifier:sender:)` answers: for a replaced segue, sends its request and
    /// answers `false` (UIKit performs nothing); for any other, answers `true` (UIKit performs it as wired). It sends,
    /// so ask it after the app's own checks.
    public func shouldPerform(_ identifier: String, sender: Any?) -> Bool {
        !send(identifier, sender: sender)
    }
}

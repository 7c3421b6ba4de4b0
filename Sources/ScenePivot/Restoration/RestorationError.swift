import Foundation

/// Why a navigation state could not be captured, or why part of it was not restored.
///
/// ``SceneRestoration/restore(_:)`` stops at the first entry that fails and reports it with one of these cases
/// in ``SceneRestoration/Report/error``; ``SceneRestoration/capture()`` throws ``unencodableRequest(_:reason:)``, and
/// ``SceneRestoration/register(_:)`` throws ``conflictingRequest(_:registered:rejected:)``.
public enum RestorationError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// The state was written in a format version this library does not read; nothing was restored.
    case unsupportedVersion(Int)
    /// No request type registered with the restoration is saved under this restoration ID: the type was removed
    /// or renamed since the state was captured, or it was not registered.
    case unknownRequest(String)
    /// The entry's data no longer decodes as the request type saved under this restoration ID — a property was
    /// renamed or retyped, or the data is corrupted; the reason is the decoder's, on one line.
    case undecodableRequest(String, reason: String)
    /// The request saved under this restoration ID could not be encoded when the state was captured.
    case unencodableRequest(String, reason: String)
    /// The request saved under this restoration ID was sent again and failed: the tab it selects was removed,
    /// its scene is no longer registered, the stage refused its transition, ….
    case requestFailed(String, ScenePivotError)
    /// Another request type is registered under this restoration ID already: the first type (`registered`) keeps
    /// it, and `rejected` is not registered. Give one of them a ``RestorableRequest/restorationID`` of its own.
    case conflictingRequest(String, registered: String, rejected: String)
    /// The task restoring the state was cancelled; the entry it stopped at was not restored, and what its request
    /// had already shown was taken down.
    case cancelled

    /// A readable explanation on one line, naming the restoration ID involved and the next step to take.
    public var description: String {
        TextEscaping.singleLine(unescapedDescription)
    }

    /// The ``description``, so that `localizedDescription` says what went wrong and what to do.
    public var errorDescription: String? { description }

    private var unescapedDescription: String {
        switch self {
        case .unsupportedVersion(let version):
            return "The state is in version \(version) of the format; this library reads version "
                + "\(SceneRestoration.State.currentVersion), so nothing was restored; start from the app's first screen."
        case .unknownRequest(let id):
            return "No request type is registered for \(TextEscaping.quoted(id)); call restoration.register(…) for it."
        case .undecodableRequest(let id, let reason):
            return "The data of \(TextEscaping.quoted(id)) does not decode: \(reason). Keep the request's Codable "
                + "form readable, or register the changed type under a new restoration ID."
        case .unencodableRequest(let id, let reason):
            return "\(TextEscaping.quoted(id)) could not be encoded: \(reason). Make the request's Codable form encode."
        case .requestFailed(let id, let error):
            return "\(TextEscaping.quoted(id)) was sent again and failed: \(error.description)"
        case .conflictingRequest(let id, let registered, let rejected):
            return "\(TextEscaping.quoted(id)) is the restoration ID of \(registered) already, so \(rejected) was not "
                + "registered; give one of them a restorationID of its own."
        case .cancelled:
            return "Restoring was cancelled; the entry it stopped at and those after it were not restored. Restore "
                + "again if the state is still wanted."
        }
    }
}

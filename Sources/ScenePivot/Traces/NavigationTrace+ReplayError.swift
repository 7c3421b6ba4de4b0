import Foundation

extension NavigationTrace {
    /// Why a ``NavigationTrace`` could not be read, or why `TraceReplay` stopped following it: every case that
    /// concerns a step names it.
    ///
    /// ```swift
    /// do { try replay.run() } catch { print(error) }   // "Step 4 (user answers …): no alert is on screen; …"
    /// ```
    public enum ReplayError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
        /// The data is not a trace: truncated, corrupted, or something else; the reason names where it stops making
        /// sense.
        case unreadableTrace(String)
        /// The trace was written in a format version this library does not read; nothing was replayed.
        case unsupportedVersion(Int)
        /// The step's request is neither a ``RestorableRequest`` of a type registered with the replay nor one
        /// registered by its description (`TraceReplay.register(_:)`).
        case unregisteredRequest(step: NavigationTrace.Step)
        /// The step's request no longer decodes as the type registered under its restoration ID; the reason is the
        /// decoder's, on one line.
        case undecodableRequest(step: NavigationTrace.Step, reason: String)
        /// The step answers an alert, and the alert on screen — if any — is not the one the user answered, or cannot
        /// be answered so (the action is not there, or disabled by what is typed).
        case cannotAnswer(step: NavigationTrace.Step, reason: String)
        /// The step's screen is not on stage: the step that showed it was dropped by the ring, showed nothing in the
        /// replay, or its screen has left already.
        case screenNotOnStage(step: NavigationTrace.Step)
        /// The step's screen is on stage but cannot leave as it left: the stage refused the gesture or the dismissal.
        case cannotDepart(step: NavigationTrace.Step, reason: String)
        /// Another request type is registered under this restoration ID already: the first type (`registered`) keeps
        /// it, and `rejected` is not registered.
        case conflictingRequest(String, registered: String, rejected: String)

        /// The step the replay stopped at, when the error concerns one.
        public var step: NavigationTrace.Step? {
            switch self {
            case .unregisteredRequest(let step), .undecodableRequest(let step, _), .cannotAnswer(let step, _),
                .screenNotOnStage(let step), .cannotDepart(let step, _):
                return step
            case .unreadableTrace, .unsupportedVersion, .conflictingRequest:
                return nil
            }
        }

        /// A readable explanation on one line, naming the step and the next thing to do.
        public var description: String {
            TextEscaping.singleLine(unescapedDescription)
        }

        /// The ``description``, so that `localizedDescription` says what went wrong.
        public var errorDescription: String? { description }

        private var unescapedDescription: String {
            switch self {
            case .unreadableTrace(let reason):
                let reason = reason.hasSuffix(".") ? String(reason.dropLast()) : reason
                return "The data is not a navigation trace: \(reason). Attach the whole file, as the app wrote it."
            case .unsupportedVersion(let version):
                return "The trace is in version \(version) of the format; this library reads version "
                    + "\(NavigationTrace.currentVersion), so nothing was replayed."
            case .unregisteredRequest(let step):
                return "\(Self.name(step)): no request type is registered for it; register its RestorableRequest type, "
                    + "or the request itself, with the replay."
            case .undecodableRequest(let step, let reason):
                return "\(Self.name(step)): its data does not decode: \(reason)."
            case .cannotAnswer(let step, let reason):
                return "\(Self.name(step)): \(reason)."
            case .screenNotOnStage(let step):
                return "\(Self.name(step)): the screen is not on stage; the replay does not show what the app showed."
            case .cannotDepart(let step, let reason):
                return "\(Self.name(step)): the screen cannot leave: \(reason)."
            case .conflictingRequest(let id, let registered, let rejected):
                return
                    "\(TextEscaping.quoted(id)) is the restoration ID of \(registered) already, so \(rejected) was not "
                    + "registered; give one of them a restorationID of its own."
            }
        }

        /// `Step 4 (request AlbumDetailRequest(“Trip”))`.
        private static func name(_ step: NavigationTrace.Step) -> String {
            "Step \(step.number) (\(step.summary))"
        }
    }
}

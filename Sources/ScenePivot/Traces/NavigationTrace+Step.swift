import Foundation

extension NavigationTrace {
    /// One thing a ``NavigationTrace`` recorded, numbered from 1 in the order it happened: a request the app sent, the
    /// user's answer to an alert, or a screen that left the stage with no request taking it away.
    ///
    /// ```swift
    /// for step in recorder.trace.steps { print(step) }   // "3 request AlbumDetailRequest(“Trip”)"
    /// ```
    ///
    /// A step stands on its own in JSON (`{"request":{"number":3,…}}`): a trace read by a later version of the app
    /// still names each step, even where it can no longer replay it.
    public enum Step: Codable, Equatable, Sendable, CustomStringConvertible {
        /// The app sent the request described as `description` (its ``SceneRequest/logDescription``). A
        /// ``RestorableRequest`` is saved whole, under its ``RestorableRequest/restorationID``, as JSON `data`; any
        /// other request by its description alone, which `TraceReplay.register(_:)` can match.
        case request(number: Int, description: String, restorationID: String?, data: Data?)
        /// The user answered the alert titled `alert` of the request described as `request`, tapping `action` with
        /// `texts` in its text fields, top to bottom: the text of a secure field is never recorded, only
        /// ``secretText`` (or nothing when the field was empty).
        case answer(number: Int, request: String, alert: String?, action: String, texts: [String])
        /// The screen named `screen`, the one at `index` of those the request of step `shownBy` brought on stage,
        /// left with no request taking it away: the user tapped back or swiped it down, or the app took it away itself.
        case departure(number: Int, shownBy: Int, index: Int, screen: String)

        /// What a trace holds for the text of a secure field: a fixed stand-in, whatever was typed, so that a replay
        /// types something into the field when the user did.
        public static let secretText = "••••••••"

        /// The step's number: 1 for the first step its recorder recorded, counting those a full ring dropped.
        public var number: Int {
            switch self {
            case .request(let number, _, _, _), .answer(let number, _, _, _, _), .departure(let number, _, _, _):
                return number
            }
        }

        /// `3 request AlbumDetailRequest(“Trip”)`, `4 answer …: "Trip", taps "Create"`, on one line.
        public var description: String {
            TextEscaping.singleLine("\(number) \(summary)")
        }

        /// What the step is, without its number: how a replay narrates it.
        public var summary: String {
            switch self {
            case .request(_, let description, _, _):
                return "request \(description)"
            case .answer(_, let request, let alert, let action, let texts):
                let typed = texts.enumerated().map { "types \(TextEscaping.quoted($1)) into text field \($0), " }
                let title = alert.map { " \(TextEscaping.quoted($0))" } ?? ""
                return
                    "user answers the alert\(title) of \(request): \(typed.joined())taps \(TextEscaping.quoted(action))"
            case .departure(_, let shownBy, _, let screen):
                return "\(screen), shown by step \(shownBy), leaves"
            }
        }
    }
}

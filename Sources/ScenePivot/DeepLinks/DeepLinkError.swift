import Foundation

/// Everything that can go wrong between a deep link's text and the route it stands for.
///
/// Pattern errors come from ``DeepLinkPattern/init(_:)`` (and the router's registration by text); URL errors from
/// ``DeepLinkRouter``'s `route(for:)`; parameter errors from ``DeepLinkPattern/Match/value(_:as:)`` inside a route's
/// closure, where they also make the router try the next matching pattern.
///
/// ```swift
/// do {
///     let route = try router.route(for: url)
/// } catch {
///     print(error)   // No deep-link pattern matches "myapp://nowhere".
/// }
/// ```
public enum DeepLinkError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// The pattern's text cannot be read; the problem says what is wrong and at which offset.
    case invalidPattern(String, DeepLinkError.InvalidPatternReason)
    /// The text is neither a URL with a scheme nor a path starting with `/`, or it holds a space, a control
    /// character or a broken percent escape.
    case malformedURL(String)
    /// No registered pattern matches the URL, or every matching pattern's route declined it.
    case unmatched(String)
    /// A route asked for a parameter its pattern does not declare (a typo, most likely).
    case undeclaredParameter(String, pattern: String)
    /// A route asked for an optional query item that the URL does not carry and the pattern gives no default.
    case missingParameter(String)
    /// A parameter's text does not convert to the type the route asked for.
    case invalidParameter(String, value: String, expected: String)
    /// A route's closure threw an error of its own (not a `DeepLinkError`); the pattern and that error's
    /// description.
    case routeFailed(String, reason: String)
    /// Step `index` (counted from 0) of a deep link's chain, the request `step`, failed with `error`; the steps
    /// after it were not sent (``DeepLinkRequest``).
    indirect case stepFailed(index: Int, step: String, ScenePivotError)

    /// A readable explanation, naming the pattern, URL or parameter involved and the next step to take, on one line:
    /// the texts it embeds are escaped.
    public var description: String {
        TextEscaping.singleLine(unescapedDescription)
    }

    /// The ``description``, so that `localizedDescription` says what went wrong and what to do.
    public var errorDescription: String? { description }

    private var unescapedDescription: String {
        switch self {
        case .invalidPattern(let pattern, let problem):
            return "Invalid deep-link pattern \"\(pattern)\": \(problem); fix the pattern's text."
        case .malformedURL(let text):
            return "Malformed deep link \"\(text)\": expected a URL with a scheme or a path starting with \"/\", "
                + "with no spaces, control characters or broken percent escapes."
        case .unmatched(let text):
            return "No deep-link pattern matches \"\(text)\"; register a pattern for it with router.register(_:_:), or "
                + "check the link."
        case .undeclaredParameter(let name, let pattern):
            return "The pattern \"\(pattern)\" declares no parameter \"\(name)\"; declare it (\":\(name)\" in the "
                + "path or \"?\(name)=\" in the query) or fix the name."
        case .missingParameter(let name):
            return "The deep link has no value for \"\(name)\"; read optional query items with valueIfPresent(_:as:)."
        case .invalidParameter(let name, let value, let expected):
            return "The deep-link parameter \"\(name)\" is \"\(value)\", which is not a valid \(expected); fix the "
                + "link, or read the parameter as a type its values convert to."
        case .routeFailed(let pattern, let reason):
            return "The route for \"\(pattern)\" failed: \(reason). Its closure threw that error; fix the route or "
                + "the link."
        case .stepFailed(let index, let step, let error):
            return "Step \(index + 1) of the deep link, \(step), failed: \(error.description)"
        }
    }
}

/// Describes responses for events and transcripts: optionals without the `Optional(…)` wrapper, strings quoted.
enum ResponseDescription {
    static func describe(_ value: Any) -> String {
        if let optional = value as? any OptionalResponse {
            return optional.wrappedResponse.map(describe) ?? "nil"
        }
        if let string = value as? String { return TextEscaping.quoted(string) }
        if value is Void { return "done" }
        return TextEscaping.singleLine(String(describing: value))
    }
}

protocol OptionalResponse {
    var wrappedResponse: Any? { get }
}

extension Optional: OptionalResponse {
    var wrappedResponse: Any? { self.map { $0 as Any } }
}

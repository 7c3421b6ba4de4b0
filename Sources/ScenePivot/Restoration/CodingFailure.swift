/// A short, one-line reason for an encoding or decoding failure, naming the coding path: `keyNotFound` and its
/// friends print whole contexts otherwise.
enum CodingFailure {
    static func reason(_ error: any Error) -> String {
        let reason: String
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            reason = "no value for \(path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(let type, let context):
            reason = "\(path(context.codingPath)) is not a \(type): \(context.debugDescription)"
        case DecodingError.valueNotFound(let type, let context):
            reason = "\(path(context.codingPath)) has no \(type) value"
        case DecodingError.dataCorrupted(let context):
            reason = "\(path(context.codingPath)) is corrupted: \(context.debugDescription)"
        case EncodingError.invalidValue(_, let context):
            reason = "\(path(context.codingPath)) is invalid: \(context.debugDescription)"
        default:
            reason = String(describing: error)
        }
        return TextEscaping.singleLine(reason)
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty ? "the request" : codingPath.map(\.stringValue).joined(separator: ".")
    }
}

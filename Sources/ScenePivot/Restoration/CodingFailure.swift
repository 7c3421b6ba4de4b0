/// A short, one-line reason for an encoding or decoding failure, naming the coding path: `keyNotFound` and its
/// friends print whole contexts otherwise.
package enum CodingFailure {
    package static func reason(_ error: any Error, whole: String = "the request") -> String {
        let reason: String
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            reason = "no value for \(path(context.codingPath + [key], whole: whole))"
        case DecodingError.typeMismatch(let type, let context):
            reason = "\(path(context.codingPath, whole: whole)) is not a \(type): \(context.debugDescription)"
        case DecodingError.valueNotFound(let type, let context):
            reason = "\(path(context.codingPath, whole: whole)) has no \(type) value"
        case DecodingError.dataCorrupted(let context):
            reason = "\(path(context.codingPath, whole: whole)) is corrupted: \(context.debugDescription)"
        case EncodingError.invalidValue(_, let context):
            reason = "\(path(context.codingPath, whole: whole)) is invalid: \(context.debugDescription)"
        default:
            reason = String(describing: error)
        }
        return TextEscaping.singleLine(reason)
    }

    private static func path(_ codingPath: [any CodingKey], whole: String) -> String {
        codingPath.isEmpty ? whole : codingPath.map(\.stringValue).joined(separator: ".")
    }
}

/// A confirmation is saved by its strings and style, so that a ``NavigationTrace`` replays it: its handler and its
/// ``ConfirmationRequest/popoverAnchor`` (a view of the app) are not saved, and a decoded one has neither.
extension ConfirmationRequest: RestorableRequest {
    /// `ScenePivot.ConfirmationRequest`.
    public static var restorationID: String { "ScenePivot.ConfirmationRequest" }

    private enum CodingKeys: String, CodingKey {
        case title
        case message
        case confirmTitle
        case cancelTitle
        case isDestructive
        case style
    }

    /// Decodes a confirmation's strings and style; a style this library does not know is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let styleName = try container.decode(String.self, forKey: .style)
        guard let style = AlertContent.Style(rawValue: styleName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .style, in: container, debugDescription: "no alert style is named \(styleName)")
        }
        self.init(
            title: try container.decodeIfPresent(String.self, forKey: .title),
            message: try container.decodeIfPresent(String.self, forKey: .message),
            confirmTitle: try container.decode(String.self, forKey: .confirmTitle),
            cancelTitle: try container.decode(String.self, forKey: .cancelTitle),
            isDestructive: try container.decode(Bool.self, forKey: .isDestructive), style: style)
    }

    /// Encodes the confirmation's strings and style.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encode(confirmTitle, forKey: .confirmTitle)
        try container.encode(cancelTitle, forKey: .cancelTitle)
        try container.encode(isDestructive, forKey: .isDestructive)
        try container.encode(style.rawValue, forKey: .style)
    }
}

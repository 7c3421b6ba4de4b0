/// A page turned to by request is part of the navigation state: it is saved as the page's index and whether the
/// turn animates.
extension SelectPageRequest: RestorableRequest {
    /// `ScenePivot.SelectPageRequest`.
    public static var restorationID: String { "ScenePivot.SelectPageRequest" }

    private enum CodingKeys: String, CodingKey {
        case index
        case animated
    }

    /// Decodes the page's index and whether the turn animates; the duplicate policy, which only matters while the
    /// request is queued, is the default one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            index: try container.decode(Int.self, forKey: .index),
            animated: try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true)
    }

    /// Encodes the page's index and whether the turn animates.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encode(animated, forKey: .animated)
    }
}

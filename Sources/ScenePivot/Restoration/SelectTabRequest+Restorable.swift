/// A tab selected by request is part of the navigation state: it is saved as the tab's index.
extension SelectTabRequest: RestorableRequest {
    /// `ScenePivot.SelectTabRequest`.
    public static var restorationID: String { "ScenePivot.SelectTabRequest" }

    private enum CodingKeys: String, CodingKey {
        case index
    }

    /// Decodes the tab's index; the duplicate policy, which only matters while the request is queued, is the
    /// default one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(index: try container.decode(Int.self, forKey: .index))
    }

    /// Encodes the tab's index.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
    }
}

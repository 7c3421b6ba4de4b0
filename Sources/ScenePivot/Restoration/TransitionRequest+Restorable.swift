/// A tab or page selected by request is part of the navigation state: it is saved as the kind of container, the
/// index and whether the turn animates. Other transitions bring screens a saved state cannot name, and are never
/// recorded.
extension TransitionRequest: RestorableRequest {
    /// `ScenePivot.TransitionRequest`.
    public static var restorationID: String { "ScenePivot.TransitionRequest" }

    private enum CodingKeys: String, CodingKey {
        case select
        case index
        case animated
    }

    /// Decodes a selection: the kind of container (`tab` or `page`), the index and whether the turn animates; the
    /// duplicate policy, which only matters while the request is queued, is the default one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decode(Int.self, forKey: .index)
        switch try container.decode(String.self, forKey: .select) {
        case ContainerKind.tabs.itemNoun:
            self.init(.selectTab(index))
        case ContainerKind.pages.itemNoun:
            let animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
            self.init(.selectPage(index, animation: animated ? .default : .none))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .select, in: container, debugDescription: "no container of kind \(other) selects")
        }
    }

    /// Encodes a selection; any other transition throws `EncodingError.invalidValue`, as its screens cannot be
    /// saved (the restoration never records one).
    public func encode(to encoder: any Encoder) throws {
        guard let selection = transition.selection else {
            throw EncodingError.invalidValue(
                transition.description,
                EncodingError.Context(
                    codingPath: encoder.codingPath, debugDescription: "only a tab or page selection is saved"))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(selection.kind.itemNoun, forKey: .select)
        try container.encode(selection.index, forKey: .index)
        try container.encode(selection.animated, forKey: .animated)
    }
}

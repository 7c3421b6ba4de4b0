/// PosePicker's pages, the PosePicker write-up's `PageViewType`, in order: pick, talk, feed.
public enum PosePage: Int, CaseIterable, Sendable {
    /// Picking a pose.
    case pick
    /// Talking about poses.
    case talk
    /// The feed of poses.
    case feed

    /// The page's title in the segment control (`pageTitleValue()`).
    public var title: String {
        switch self {
        case .pick: return "PosePick"
        case .talk: return "PoseTalk"
        case .feed: return "PoseFeed"
        }
    }
}

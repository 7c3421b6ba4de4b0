import ScenePivot

/// The walking app's tabs, the GND walking-app write-up's `TabbarPages`: walk, together, analysis.
public enum WalkingTab: Int, CaseIterable, Sendable {
    /// Recording a walk.
    case walk
    /// Walking with others.
    case together
    /// The walks' statistics; where the user logs out.
    case analysis

    /// The tab's bar item: its title and SF Symbol icons, as plain data.
    public var item: TabItem {
        switch self {
        case .walk: return TabItem(title: "Walk", iconName: "shoeprints.fill", selectedIconName: "shoeprints.fill")
        case .together: return TabItem(title: "Together", iconName: "person.3", selectedIconName: "person.3.fill")
        case .analysis: return TabItem(title: "Analysis", iconName: "chart.bar", selectedIconName: "chart.bar.fill")
        }
    }
}

extension WalkingTab: DeepLinkValue {
    /// The tab a link names by its case: `walk`, `together` or `analysis`.
    public static func deepLinkValue(from text: String) -> WalkingTab? {
        allCases.first { "\($0)" == text }
    }
}

import ScenePivot
import ScenePivotHeadless
import WalkingFlow

/// The walking app's screens on the headless stage: ``HeadlessModelScreen`` stand-ins and a `HeadlessTabContainer`.
@MainActor
public struct HeadlessWalkingScreens: WalkingScreens {
    /// The headless screens.
    public init() {}

    /// `Login`.
    public func loginScreen(_ model: LoginModel) -> AnyObject { HeadlessModelScreen("Login", model: model) }

    /// `Profile`.
    public func profileScreen(_ model: ProfileModel) -> AnyObject { HeadlessModelScreen("Profile", model: model) }

    /// `Nickname`.
    public func nicknameScreen(_ model: NicknameModel) -> AnyObject { HeadlessModelScreen("Nickname", model: model) }

    /// A `HeadlessTabContainer` whose tabs' roots are named after the tabs.
    public func mainTabs(_ models: [TabModel]) -> any TabContainer {
        HeadlessTabContainer(
            tabs: models.map { model in
                (item: model.tab.item, root: HeadlessModelScreen(model.tab.item.title, model: model) as AnyObject)
            })
    }

    /// A `HeadlessScreen` named `title`.
    public func detailScreen(title: String, in tab: WalkingTab) -> AnyObject { HeadlessScreen(title) }
}

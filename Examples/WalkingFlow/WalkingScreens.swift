import ScenePivot

/// What the walking app's flows need from a platform: its screens. The flows are written once against this;
/// `HeadlessWalkingScreens` (ExampleStandIns) makes stand-ins for the headless stage, the UIKit example makes view controllers.
@MainActor
public protocol WalkingScreens {
    /// The login screen, driven by `model`.
    func loginScreen(_ model: LoginModel) -> AnyObject
    /// The profile screen, driven by `model`.
    func profileScreen(_ model: ProfileModel) -> AnyObject
    /// The nickname screen, driven by `model`.
    func nicknameScreen(_ model: NicknameModel) -> AnyObject
    /// The main tabs, one per model in order, each tab's root screen driven by its model.
    func mainTabs(_ models: [TabModel]) -> any TabContainer
    /// A detail screen titled `title`, pushed on `tab`.
    func detailScreen(title: String, in tab: WalkingTab) -> AnyObject
}

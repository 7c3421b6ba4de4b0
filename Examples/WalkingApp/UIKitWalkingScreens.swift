#if canImport(UIKit)
import ExampleSupport
import ScenePivot
import ScenePivotUIKit
import UIKit
import WalkingFlow

/// The walking app's screens in UIKit: view controllers for the same flows the headless demo runs, and a
/// `TabContainerViewController` whose tabs' requests wait in the window's queue.
@MainActor
public struct UIKitWalkingScreens: WalkingScreens {
    /// UIKit screens whose tab container's requests wait in the window's queue, with the app's.
    public init() {}

    /// A “Log in” button.
    public func loginScreen(_ model: LoginModel) -> AnyObject {
        ActionListViewController(
            title: "Login",
            actions: [
                .init(title: "Log in") { _ in model.logIn(token: "access-token") }
            ])
    }

    /// A choice of profiles.
    public func profileScreen(_ model: ProfileModel) -> AnyObject {
        ActionListViewController(
            title: "Profile",
            actions: [
                .init(title: "Female, 20s") { _ in model.next(gender: "female", age: "20s") },
                .init(title: "Male, 30s") { _ in model.next(gender: "male", age: "30s") },
            ])
    }

    /// A nickname field and “Start walking”.
    public func nicknameScreen(_ model: NicknameModel) -> AnyObject {
        ActionListViewController(
            title: "Nickname", placeholder: "Nickname",
            actions: [
                .init(title: "Start walking") { text in model.save(nickname: text) }
            ])
    }

    /// A `TabContainerViewController` of the three tabs, with `UITabBarItem`s made from the tabs' `TabItem`s.
    public func mainTabs(_ models: [TabModel]) -> any TabContainer {
        TabContainerViewController(tabs: models.map { model in (item: model.tab.item, root: tabRoot(model)) })
    }

    /// A plain screen titled `title`.
    public func detailScreen(title: String, in tab: WalkingTab) -> AnyObject {
        ActionListViewController(title: title, actions: [])
    }

    private func tabRoot(_ model: TabModel) -> UIViewController {
        switch model.tab {
        case .walk:
            return ActionListViewController(
                title: model.tab.item.title,
                actions: [
                    .init(title: "Today's route") { _ in model.showDetail("Route") }
                ])
        case .together:
            return ActionListViewController(
                title: model.tab.item.title,
                actions: [
                    .init(title: "Join a group") { _ in model.showDetail("Group") }
                ])
        case .analysis:
            return ActionListViewController(
                title: model.tab.item.title,
                actions: [
                    .init(title: "This week") { _ in model.showDetail("Week") },
                    .init(title: "Log out") { _ in model.logOut() },
                ])
        }
    }
}
#endif

import ScenePivot

/// The write-up's `AppCoordinator`: the login flow when there is no token, the main flow when there is one;
/// login finishing switches to main, logging out switches back, and the old flow's screens and objects are gone.
///
/// ```swift
/// let app = pivot.startFlow(WalkingAppFlow(store: AccountStore(), screens: HeadlessWalkingScreens()))
/// ```
@MainActor
public final class WalkingAppFlow: SceneFlow {
    /// Where the account is kept.
    public let store: AccountStore
    private let screens: any WalkingScreens
    private weak var flow: FlowContext<Void>?

    /// An app flow over `store`, whose screens `screens` makes.
    public init(store: AccountStore, screens: any WalkingScreens) {
        self.store = store
        self.screens = screens
    }

    /// Shows the login or the main flow, by token.
    public func start(in flow: FlowContext<Void>) {
        self.flow = flow
        if store.token == nil { showLogin() } else { showMain() }
    }

    /// The login flow's context, while the login flow runs.
    public private(set) weak var login: FlowContext<WalkingAccount>?
    /// The main flow's context, while the main flow runs.
    public private(set) weak var main: FlowContext<Void>?

    private func showLogin() {
        login = flow?.startChild(LoginFlow(screens: screens)) { [weak self] ending in
            guard let self, case .finished(let account) = ending else { return }
            store.account = account
            showMain()
        }
    }

    private func showMain() {
        main = flow?.startChild(MainFlow(screens: screens)) { [weak self] ending in
            guard let self, case .finished = ending else { return }
            store.account = nil
            showLogin()
        }
    }
}

import ScenePivot

/// The GND walking-app write-up's `AppCoordinator`: the login flow when there is no token, the main flow when there is
/// one; login finishing switches to main, logging out switches back, and the old flow's screens and objects are gone.
///
/// Its `auth` interceptor holds deep links that arrive while signed out until the login flow has finished
/// (``signIn``); the links themselves are in `WalkingAppFlow+DeepLinks.swift`.
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

    /// Opens once the user has signed in; deep links that arrive while signed out wait for it. A new gate is made
    /// each time the login flow starts.
    public private(set) var signIn = RequestGate("sign-in")

    /// Holds deep links while signed out, then shows the login or the main flow, by token.
    public func start(in flow: FlowContext<Void>) {
        self.flow = flow
        flow.pivot.intercept(named: "auth") { [weak self] request in
            guard let self, request is DeepLinkRequest, store.token == nil else { return .proceed }
            return .hold(until: signIn)
        }
        if store.token == nil { showLogin() } else { showMain() }
    }

    /// The login flow's context, while the login flow runs.
    public private(set) weak var login: FlowContext<WalkingAccount>?
    /// The main flow's context, while the main flow runs.
    public private(set) weak var main: FlowContext<Void>?

    private func showLogin() {
        if signIn.isOpen { signIn = RequestGate("sign-in") }
        login = flow?.startChild(LoginFlow(screens: screens)) { [weak self] ending in
            guard let self else { return }
            guard case .finished(let account) = ending else { return signIn.fail("the login flow ended (\(ending))") }
            store.account = account
            showMain()
            signIn.open()  // after the main flow is on its way, so held links find its tabs
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

#if canImport(UIKit)
import ExampleSupport
import ScenePivot
import ScenePivotUIKit
import UIKit
import WalkingFlow

/// The UIKit walking app: what a scene delegate keeps, as the GND walking-app write-up's kept its `AppCoordinator`.
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///     guard let windowScene = scene as? UIWindowScene else { return }
///     let window = UIWindow(windowScene: windowScene)
///     app = WalkingApp(window: window, store: AccountStore())
///     self.window = window
/// }
/// ```
@MainActor
public final class WalkingApp {
    /// The pivot on the window's stage; the app flow's pivot is its child.
    public let pivot: ScenePivot
    /// The running app flow.
    public private(set) var flow: FlowContext<Void>?
    /// The app's deep links (`WalkingAppFlow+DeepLinks.swift`); its patterns are constants the tests check.
    private let deepLinks: DeepLinkRouter<DeepLinkChain>

    /// Shows `window` with a launch screen, then starts the app flow over `store`: login or main, by token.
    public init(window: UIWindow, store: AccountStore = AccountStore()) {
        let launch = window.showLaunchScreen()
        pivot = ScenePivot(viewController: launch)
        let appFlow = WalkingAppFlow(store: store, screens: UIKitWalkingScreens())
        flow = pivot.startFlow(appFlow)
        deepLinks = (try? appFlow.makeDeepLinkRouter()) ?? DeepLinkRouter()
    }

    /// Opens a deep link, as `scene(_:openURLContexts:)` receives it; while signed out, the app flow's `auth`
    /// interceptor holds it until the login has finished. A link that fails goes to the app flow's error handler.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    ///     for context in URLContexts { app?.open(context.url) }
    /// }
    /// ```
    public func open(_ url: URL) {
        flow?.pivot.switchScene(with: DeepLinkRequest(url, router: deepLinks))
    }
}
#endif

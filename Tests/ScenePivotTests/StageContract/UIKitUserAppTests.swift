import Testing

@testable import ScenePivot

/// Pushes a screen called `title`.
private struct ShowDetailRequest: SceneRequest {
    let title: String
}

/// Presents a screen called `title`, full screen in a navigation stack of its own.
private struct StartOnboardingRequest: SceneRequest {
    let title: String
}

/// Presents an image picker, answered with the picked photo's name, or `nil` when cancelled.
private struct PickPhotoRequest: SceneRequest {
    typealias Response = String?
    var onResponse: (@MainActor (String?) -> Void)?
}

/// Dismisses the screen the sending view controller is on, with everything above it.
private struct CloseRequest: SceneRequest {}

/// Pops the sending view controller's navigation stack by one screen.
private struct BackRequest: SceneRequest {}

/// The app a user writes, over the model of UIKit at the iOS 15 floor: a window whose root is a tab bar of eight
/// tabs (four under More); the first tab's screen embeds a page container under a segment control; every view
/// controller sends its requests through a pivot of its own, made as `ScenePivot(viewController: self)` makes it.
@MainActor
private final class UserApp {
    let uikit = ModelUIKit()
    let tabs: ModelController
    let pages: ModelPageContainer
    /// "Home", "Profile", "Search", "Inbox", "Settings", "Stats", "Archive", "Help": the tabs' roots, in order.
    let tabRoots: [ModelController]
    private var pivots: [ObjectIdentifier: ScenePivot] = [:]
    /// The errors of every pivot's fire-and-forget requests, with the name of the view controller that sent them.
    private(set) var errors: [String] = []

    init() {
        uikit.systemMajorVersion = 15
        tabRoots = ["Home", "Profile", "Search", "Inbox", "Settings", "Stats", "Archive", "Help"].map {
            ModelController($0)
        }
        pages = ModelPageContainer(uikit: uikit, roots: ["Pick", "Talk", "Feed"].map { ModelController($0) })
        tabRoots[0].children = [pages.controller]  // `addChild(pages)` in Home's `viewDidLoad`
        pages.controller.parent = tabRoots[0]
        tabs = uikit.tabBar(roots: tabRoots)
        uikit.show(tabs)
        uikit.runUntilIdle()
    }

    /// `ScenePivot(viewController:)` of `controller`, made on first use as a `lazy var pivot` is.
    func pivot(of controller: ModelController) -> ScenePivot {
        if let pivot = pivots[ObjectIdentifier(controller)] { return pivot }
        let pivot = ScenePivot(owningStage: ControllerStage(anchor: controller, platform: uikit))
        pivot.errorHandler = { [unowned self] in errors.append("\(controller.name): \($0)") }
        pivot.builder.register(ShowDetailRequest.self) { .push(ModelController($0.title)) }
        pivot.builder.register(StartOnboardingRequest.self) {
            .present(ModelController($0.title), Presentation(style: .fullScreen, embedsInNavigationStack: true))
        }
        pivot.builder.register(PickPhotoRequest.self) { [uikit] _ in
            .present(answeringWith: { _ in uikit.imagePicker(named: "ImagePicker") })
        }
        pivot.builder.register(CloseRequest.self) { _ in .dismiss() }
        pivot.builder.register(BackRequest.self) { _ in .pop() }
        pivots[ObjectIdentifier(controller)] = pivot
        return pivot
    }

    /// Sends `request` from `controller`'s pivot and lets UIKit run until it is idle.
    func send<Request: SceneRequest>(_ request: Request, from controller: ModelController) {
        pivot(of: controller).switchScene(with: request)
        uikit.runUntilIdle()
    }

    /// The page root called `name`.
    func page(_ name: String) -> ModelController {
        (0..<pages.pageCount).compactMap { pages.page(at: $0) as? ModelController }.first { $0.name == name }!
    }

    /// The names on the navigation stack the user sees, as the window root's stage reads it.
    var visibleStack: [String] {
        let stage = ControllerStage(anchor: tabs, platform: uikit)
        return stage.hierarchy.navigationStack.map(stage.name(of:))
    }

    /// The screen the user sees, as the window root's stage reads it.
    var visibleStackTop: ModelController? {
        ControllerStage(anchor: tabs, platform: uikit).hierarchy.topScreen as? ModelController
    }

    var complaints: [String] { uikit.exceptions + uikit.warnings }
}

@Suite("UIKit stage: the app a user writes, at the iOS 15 floor, over a model of UIKit")
@MainActor
struct UIKitUserAppTests {
    @Test func theHomeScreensSegmentControlTurnsItsEmbeddedPagesAndWaitsForTheUsersDrag() throws {
        let app = UserApp()
        let home = app.tabRoots[0]
        app.send(TransitionRequest(.selectPage(2)), from: home)
        #expect(app.pages.currentIndex == 2 && app.pages.controller.visibleChild?.children.first?.name == "Feed")
        app.pages.controller.isDraggingPages = true  // willTransitionTo
        app.pivot(of: home).switchScene(with: TransitionRequest(.selectPage(0)))
        app.uikit.runUntilIdle()
        #expect(app.pages.currentIndex == 2, "the segment's request waits for the user's drag")
        app.pages.controller.isDraggingPages = false  // didFinishAnimating
        app.uikit.runUntilIdle()
        #expect(app.pages.currentIndex == 0)
        let pick = app.page("Pick")
        app.send(ShowDetailRequest(title: "Warrior"), from: pick)
        #expect(pick.parent?.children.map(\.name) == ["Pick", "Warrior"], "a page's own pivot pushes onto its page")
        #expect(app.visibleStack == ["Home"], "the window's own stack is left as it was")
        app.send(BackRequest(), from: try #require(pick.parent?.children.last))
        #expect(pick.parent?.children.map(\.name) == ["Pick"])
        #expect(app.errors.isEmpty && app.complaints.isEmpty, "\(app.errors) \(app.complaints)")
    }

    @Test func anImagePickerPresentedAndCancelledAnswersNilAndPushesWaitNeverEditItsStack() throws {
        let app = UserApp()
        let profile = app.tabRoots[1]
        app.send(TransitionRequest(.selectTab(1)), from: app.tabRoots[0])
        var answers: [String?] = []
        app.pivot(of: profile).switchScene(with: PickPhotoRequest { answers.append($0) })
        app.uikit.runUntilIdle()
        let picker = try #require(app.uikit.topPresented)
        #expect(picker.name == "ImagePicker" && answers.isEmpty)
        app.send(ShowDetailRequest(title: "Edit profile"), from: profile)
        #expect(picker.children.map(\.name) == ["ImagePicker private top"], "the picker's private stack is left alone")
        #expect(
            app.errors == [
                "Profile: Illegal transition: ImagePicker is a system screen on top, whose navigation stack is private; "
                    + "dismiss it first."
            ])
        app.uikit.appDismisses(presentedBy: picker)  // `imagePickerControllerDidCancel(_:)`: `picker.dismiss(…)`
        app.uikit.runUntilIdle()
        withKnownIssue(
            """
            A system screen shown as a sheet and dismissed by the app's code is heard by nothing: it takes no observer \
            child, and its presenter neither disappears nor reappears (D8). It is answered when it is deallocated \
            (UIKit only; the app here keeps it) or at the stage's next check.
            """
        ) {
            #expect(answers == [nil], "cancelled: answered once it left")
        }
        app.send(ShowDetailRequest(title: "Edit profile"), from: profile)
        #expect(answers == [nil], "answered by the pivot's next request at the latest")
        #expect(app.visibleStack == ["Profile", "Edit profile"])
        #expect(app.complaints.isEmpty, "\(app.complaints)")
    }

    @Test func tabsUnderMoreAreSelectedByRequestAndTheirScreensPivotsPushWhereTheUserLooks() throws {
        let app = UserApp()
        let archive = app.tabRoots[6]
        app.send(TransitionRequest(.selectTab(6)), from: app.page("Pick"))
        #expect(app.visibleStack == ["Archive"], "tab 7 shows on More's stack")
        app.send(ShowDetailRequest(title: "Old post"), from: archive)
        #expect(app.visibleStack == ["Archive", "Old post"])
        #expect(app.tabs.more?.navigation.children.map(\.name) == ["More list", "Archive", "Old post"])
        app.send(TransitionRequest(.selectTab(7)), from: try #require(app.visibleStackTop))
        #expect(app.visibleStack == ["Help"])
        #expect(app.tabs.children[6].children.map(\.name) == ["Archive", "Old post"], "tab 7 got its stack back")
        app.send(TransitionRequest(.selectTab(6)), from: app.tabRoots[7])
        #expect(app.visibleStack == ["Archive", "Old post"], "tab 7 shows its stack on More's again")
        app.send(BackRequest(), from: try #require(app.visibleStackTop))
        #expect(app.visibleStack == ["Archive"])
        app.send(TransitionRequest(.selectTab(0)), from: archive)
        #expect(app.pages.controller.isInWindow && app.tabs.selectedIndex == 0)
        #expect(app.errors.isEmpty && app.complaints.isEmpty, "\(app.errors) \(app.complaints)")
    }

    @Test func aFullScreenOnboardingPushesAndDismissesThroughThePivotsOfItsOwnScreens() throws {
        let app = UserApp()
        let profile = app.tabRoots[1]
        app.send(TransitionRequest(.selectTab(1)), from: app.tabRoots[0])
        app.send(StartOnboardingRequest(title: "Welcome"), from: profile)
        let welcome = try #require(app.uikit.topPresented?.children.first)
        #expect(welcome.name == "Welcome" && !app.tabs.isInWindow, "UIKit took the tab bar out of the window (P11)")
        app.send(ShowDetailRequest(title: "Permissions"), from: welcome)
        let permissions = try #require(welcome.parent?.children.last)
        app.send(ShowDetailRequest(title: "Done"), from: permissions)
        #expect(app.visibleStack == ["Welcome", "Permissions", "Done"])
        app.send(BackRequest(), from: try #require(welcome.parent?.children.last))
        #expect(app.visibleStack == ["Welcome", "Permissions"])
        app.send(CloseRequest(), from: permissions)
        #expect(app.uikit.topPresented == nil && profile.isInWindow, "dismissed: the tab bar is back (D8)")
        app.send(ShowDetailRequest(title: "Edit profile"), from: profile)
        #expect(app.visibleStack == ["Profile", "Edit profile"])
        app.send(TransitionRequest(.selectPage(1)), from: app.tabRoots[0])
        #expect(app.pages.currentIndex == 1, "Home's own stage reaches the pages it embeds, though its tab is hidden")
        #expect(app.errors.isEmpty, "\(app.errors)")
        #expect(app.complaints.isEmpty, "\(app.complaints)")
    }
}

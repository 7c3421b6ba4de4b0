import Foundation
import PhotoAlbumsFlow
import ScenePivot
import ScenePivotHeadless

/// The photo-albums flow on a headless stage, narrated step by step.
@MainActor
final class PhotoAlbumsDemo {
    let stage = HeadlessStage(root: HeadlessScreen("Albums"))
    let store = AlbumStore()
    let model: AlbumsScreenModel
    private(set) var pivotErrors: [ScenePivotError] = []
    private var stepEvents: [PivotEvent] = []
    private var stepErrors: [ScenePivotError] = []
    private var observation: PivotObservation?
    private var printer = StepPrinter()

    init() {
        let pivot = ScenePivot(stage: stage)
        pivot.builder.registerPhotoAlbumsFlow { album in AlbumScreen(album: album) }
        model = AlbumsScreenModel(store: store, pivot: pivot)
        pivot.errorHandler = { [weak self] error in
            guard let self else { return }
            pivotErrors.append(error)
            stepErrors.append(error)
        }
        observation = pivot.observe { [weak self] event in self?.stepEvents.append(event) }
    }

    /// What the user can do now: answer the alert on screen, or use the screen's buttons.
    var availableActions: [UserAction] {
        if let alert = stage.visibleAlert {
            return (alert.textFields.isEmpty ? [] : [.typeTitle("")]) + alert.actions.map { .tapAction($0.title) }
        }
        if let albumScreen = stage.topScreen as? AlbumScreen {
            return [.deleteAlbum(albumScreen.album), .goBack, .quit]
        }
        return [.addAlbum] + store.albums.map(UserAction.openAlbum) + [.quit]
    }

    /// The title of the cancel action of the alert on screen, if it has one.
    var cancelActionTitle: String? {
        stage.visibleAlert?.actions.first { $0.role == .cancel }?.title
    }

    /// Whether the alert's action titled `title` is disabled now.
    func isDisabled(_ title: String) -> Bool {
        (try? stage.isActionEnabled(titled: title)) == false
    }

    /// Prints the stage as the app starts.
    func start() {
        printStep("The app starts on the albums list, inside a navigation stack.")
    }

    /// Performs `action`, lets every animation finish, and prints the step. Returns `false` when the stage
    /// refused the action (the refusal is printed).
    @discardableResult
    func perform(_ action: UserAction) -> Bool {
        var outcome = ""
        do throws(HeadlessInteractionError) {
            switch action {
            case .addAlbum: model.addAlbum()
            case .openAlbum(let album): model.openAlbum(album)
            case .deleteAlbum(let album): model.deleteAlbum(album)
            case .goBack: try stage.tapBack()
            case .typeTitle(let text):
                try stage.typeText(text, intoTextField: 0)
                outcome =
                    isDisabled("Create") ? " “Create” stays disabled: the title is blank." : " “Create” is enabled."
            case .tapAction(let title): try stage.tapAction(titled: title)
            case .quit: return true
            }
        } catch {
            stepEvents = []
            printStep(action.narration + " Refused: \(error)")
            return false
        }
        stage.finishAnimations()
        printStep(action.narration + outcome)
        return true
    }

    /// Prints the step with the pivot's events and errors since the last one, and the albums under the hierarchy.
    private func printStep(_ narration: String) {
        let happenings = stepEvents.map { "pivot: \($0)" } + stepErrors.map { "error: \($0)" }
        stepEvents = []
        stepErrors = []
        let albums = store.albums.isEmpty ? "none" : store.albums.map(\.description).joined(separator: ", ")
        printer.printStep(narration, happenings: happenings, on: stage, state: ["albums: \(albums)"])
    }

    /// Prints the final hierarchy, the line CI checks.
    func finish() {
        printer.printFinalHierarchy(of: stage)
    }
}

/// Unbuffered standard output, so prompts and steps interleave correctly with what the user types.
@MainActor
enum Console {
    /// Where the demo writes: standard output, unless a test reads it instead.
    static var output: (String) -> Void = { text in FileHandle.standardOutput.write(Data(text.utf8)) }

    /// Writes `text` to ``output``.
    static func write(_ text: String) {
        output(text)
    }

    /// Where the demo writes its errors: standard error, unless a test reads them instead.
    static var errorOutput: (String) -> Void = { text in FileHandle.standardError.write(Data(text.utf8)) }

    /// Writes `text` to ``errorOutput``.
    static func writeError(_ text: String) {
        errorOutput(text)
    }
}

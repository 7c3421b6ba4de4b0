import PhotoAlbumsFlow

/// Something the demo's user does: a button of the albums screens, or a gesture on the alert on screen.
enum UserAction: Equatable {
    case addAlbum
    case openAlbum(Album)
    case deleteAlbum(Album)
    case goBack
    case typeTitle(String)
    case tapAction(String)
    case quit

    /// How the action is offered in the interactive menu, a long album title shortened.
    var label: String {
        switch self {
        case .openAlbum(let album): return "Open “\(Self.shortened(album.title))”"
        case .deleteAlbum(let album): return "Delete “\(Self.shortened(album.title))”"
        default: return fullLabel
        }
    }

    /// The menu's label with every title whole.
    var fullLabel: String {
        switch self {
        case .addAlbum: return "Add an album (+)"
        case .openAlbum(let album): return "Open \(album)"
        case .deleteAlbum(let album): return "Delete \(album)"
        case .goBack: return "Back"
        case .typeTitle: return "Type the album's title"
        case .tapAction(let title): return "Tap “\(title)”"
        case .quit: return "Quit"
        }
    }

    /// What the user did, as the first half of a step's narration.
    var narration: String {
        switch self {
        case .addAlbum: return "Tap “+”: the model sends TextInputRequest(.newAlbum)."
        case .openAlbum(let album): return "Tap \(album) in the list: the model sends AlbumDetailRequest."
        case .deleteAlbum(let album):
            return "Tap “Delete” on \(album): the model sends a destructive ConfirmationRequest."
        case .goBack: return "Tap the back button."
        case .typeTitle(let text): return "Type “\(text)” into the title field."
        case .tapAction(let title): return "Tap “\(title)”."
        case .quit: return "Quit."
        }
    }
}

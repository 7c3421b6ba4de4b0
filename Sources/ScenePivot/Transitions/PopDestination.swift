/// Where a pop goes back to.
public enum PopDestination<Screen> {
    /// The screen below the top one, like the back button. Refused at the root.
    case previous
    /// The stack's first screen, like `popToRootViewController(animated:)`; a harmless no-op at the root.
    case root
    /// The given screen, which stays; everything above it is popped, like `popToViewController(_:animated:)`.
    case screen(Screen)
    /// The screen just below the given one: the given screen and everything above it are popped ("pop this
    /// screen"). Refused when the given screen is the stack's root.
    case before(Screen)

    /// The same destination with its screen replaced by `transform(screen)`.
    public func map<Other>(_ transform: (Screen) throws -> Other) rethrows -> PopDestination<Other> {
        switch self {
        case .previous: return .previous
        case .root: return .root
        case .screen(let screen): return .screen(try transform(screen))
        case .before(let screen): return .before(try transform(screen))
        }
    }

    func describe(_ name: (Screen) -> String) -> String {
        switch self {
        case .previous: return "previous"
        case .root: return "root"
        case .screen(let screen): return name(screen)
        case .before(let screen): return "before \(name(screen))"
        }
    }
}

extension PopDestination: Sendable where Screen: Sendable {}
extension PopDestination: Equatable where Screen: Equatable {}

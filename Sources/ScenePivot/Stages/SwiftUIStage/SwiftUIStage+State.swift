extension SwiftUIStage {
    /// What a SwiftUI root view shows of the stage at one update: a chain of presentation levels — the window's root,
    /// then each presented sheet, full-screen cover or popover — each with its own navigation stack, and at most one
    /// alert or confirmation dialog, on the top level.
    package struct State: Equatable {
        /// The levels, the window's root first.
        package var levels: [Level]
        /// The alert or confirmation dialog the top level shows, if any.
        package var alert: Alert?

        /// Whether the state shows the node numbered `id` anywhere: as a level, a screen or the alert.
        func shows(_ id: Int) -> Bool {
            alert?.id == id || levels.contains { $0.id == id || $0.screens.contains { $0.id == id } }
        }
    }

    /// One presentation level: the window's root or a presented screen, with the navigation stack it may hold.
    package struct Level: Equatable, Identifiable {
        /// How a level is shown.
        package enum Style: String, Sendable {
            /// The window's root.
            case root
            /// `.sheet(item:)`.
            case sheet
            /// `.fullScreenCover(item:)`.
            case fullScreenCover
            /// `.popover(item:)` (a sheet on iPhone: PO2).
            case popover
        }

        /// The number of the level's outermost node: a new number for each presentation (S2: a new identity
        /// re-presents).
        package let id: Int
        package let style: Style
        /// The level's screens, its root first; with a navigation stack, the rest are its path.
        package let screens: [Entry]
        /// Whether the level shows its screens in a `NavigationStack`.
        package let hasNavigationStack: Bool
        /// Whether the user cannot dismiss the level (`interactiveDismissDisabled`, D8).
        package let isModal: Bool
        /// The sheet's detents, as the request set them.
        package let sheet: SheetOptions?

        /// The level's root screen.
        package var root: Entry { screens[0] }
        /// What the level's `NavigationStack(path:)` binds: every screen above its root (N2).
        package var path: [Entry] { Array(screens.dropFirst()) }
    }

    /// A screen on a level, told apart from every other by its node's number: a path element (N9: equal screens
    /// are still two entries).
    package struct Entry: Hashable, Identifiable {
        package let id: Int
        package let screen: AnyObject

        package static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.id == rhs.id }
        package func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// The alert or confirmation dialog on the top level, with the texts its fields start with.
    package struct Alert: Equatable, Identifiable {
        /// The alert node's number.
        package let id: Int
        /// How many times it was put back after a tap its validation refused: a new showing is a new item for
        /// SwiftUI (A4: the same binding cannot re-present within the update that dismissed it).
        package let showing: Int
        package let content: AlertContent
        /// The texts the fields start with: what the user typed before a refused tap.
        package let texts: [String]

        package static func == (lhs: Alert, rhs: Alert) -> Bool { lhs.id == rhs.id && lhs.showing == rhs.showing }
    }

    /// One step from what is on screen toward what the model holds: the state to show and what changed.
    package struct Update {
        /// What one update changes: exactly one of these.
        package enum Change: Equatable, Sendable {
            /// The navigation path of the level numbered `level` (several elements at once: N4, N5).
            case path(level: Int)
            /// A level presented on top (S6: one per update).
            case presentation
            /// The top-most level dismissed (S7: one per update, as iOS 16 needs).
            case dismissal
            /// The alert shown, or taken away (A13: never in the update that presents or dismisses a level).
            case alert
            /// The window's root replaced, once nothing is presented over it.
            case root
        }

        /// The update's number, counting from 1.
        package let number: Int
        package let state: State
        package let change: Change
        /// Whether the view animates it (`withTransaction` with `disablesAnimations` when not: T3, N18).
        package let animated: Bool
    }
}

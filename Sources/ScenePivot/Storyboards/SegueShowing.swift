/// How a storyboard segue shows its destination by default, decided from what the UIKit adapter reads off the
/// segue: a push only where the source is in a navigation stack and the destination can be pushed.
package enum SegueShowing: Equatable, Sendable {
    /// Pushed onto the source's navigation stack.
    case push
    /// Presented over the source.
    case present

    /// A push where the source is in a navigation stack and the destination is not a container (a navigation, tab
    /// bar or split view controller cannot be pushed); a presentation otherwise.
    package static func choose(sourceIsInNavigationStack: Bool, destinationIsContainer: Bool) -> SegueShowing {
        sourceIsInNavigationStack && !destinationIsContainer ? .push : .present
    }
}

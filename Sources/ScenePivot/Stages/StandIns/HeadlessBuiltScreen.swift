/// A screen object the headless stage builds or stands in with — a navigation stack, a container, a system screen —
/// which the SwiftUI stage refuses as an unsupported screen.
@MainActor
package protocol HeadlessBuiltScreen: AnyObject {}

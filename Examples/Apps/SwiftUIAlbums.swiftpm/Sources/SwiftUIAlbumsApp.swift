import SwiftUI
import SwiftUIAlbums

/// The photo-albums flow on the SwiftUI stage, as an app: one window showing `SwiftUIAlbumsRootView`.
@main
struct SwiftUIAlbumsApp: App {
    var body: some Scene {
        WindowGroup {
            if #available(iOS 16, *) {
                SwiftUIAlbumsRootView()
            } else {
                Text("The SwiftUI stage needs iOS 16 or later.")
            }
        }
    }
}

#if canImport(UIKit)
import UIKit

extension UIViewController {
    /// What a view controller supports when nothing says otherwise (`UIViewController.supportedInterfaceOrientations`'
    /// documented default): every orientation on an iPad, all but upside down elsewhere. ScenePivot's delegate
    /// proxies answer it for a delegate method the app's delegate implemented once that delegate is gone.
    var orientationsByDefault: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// The orientation to present in when nothing says otherwise: the window scene's current one (portrait before
    /// the view is in a window).
    var presentationOrientationByDefault: UIInterfaceOrientation {
        viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait
    }
}
#endif

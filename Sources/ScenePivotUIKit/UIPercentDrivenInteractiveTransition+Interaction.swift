#if canImport(UIKit)
import ScenePivot
import UIKit

extension UIPercentDrivenInteractiveTransition {
    /// A percent-driven transition that follows `interaction` — its progress, then its finish or cancel — or `nil`
    /// when there is none or it has already ended (the transition then runs as a plain custom animation).
    @MainActor
    static func driven(by interaction: TransitionAnimation.Interaction?) -> UIPercentDrivenInteractiveTransition? {
        guard let interaction, interaction.state == .running else { return nil }
        let driver = UIPercentDrivenInteractiveTransition()
        interaction.onProgress { [weak driver] progress in driver?.update(CGFloat(progress)) }
        interaction.whenEnded { [weak driver] finished in finished ? driver?.finish() : driver?.cancel() }
        return driver
    }
}
#endif

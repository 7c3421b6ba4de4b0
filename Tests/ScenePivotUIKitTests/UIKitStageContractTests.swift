#if canImport(UIKit)
import Testing
import UIKit

// The only file of this target that imports a test framework, and the only one `Scripts/typecheck-ios.sh` cannot
// check: the iPhoneOS SDK has neither Swift Testing nor XCTest (they ship in Xcode's platform folder). Keep it thin;
// the scenarios and their waiting live in the files beside it.

/// The stage contract against `ViewControllerStage` in a real `UIWindow`, on an iOS simulator: every scenario in a
/// new window, one at a time — a scenario suspends while UIKit works, and another must not act meanwhile.
@Suite("UIKit stage contract, in a real window", .serialized)
@MainActor
struct UIKitStageContractTests {
    @Test(arguments: UIKitScenario.all)
    func scenario(_ scenario: UIKitScenario) async {
        let failures = await scenario.runInNewWindow()
        #expect(failures.isEmpty, "\(scenario.name):\n\(failures.joined(separator: "\n"))")
    }
}
#endif

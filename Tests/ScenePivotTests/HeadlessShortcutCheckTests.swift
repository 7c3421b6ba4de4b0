import Testing

@testable import ScenePivot
@testable import ScenePivotHeadless

/// Whether this build checks the headless stage's shortcuts against the rules (debug builds do).
private let checksShortcuts: Bool = {
    #if DEBUG
    true
    #else
    false
    #endif
}()

/// The headless stage answers two questions from what it keeps (the top of the presented chain, the phases of its
/// nodes) instead of walking its hierarchy; a debug build checks each answer against the rules' walk. An answer that
/// disagrees — a broken rule, or stale bookkeeping — is said on standard error and the rules' answer is used, so the
/// tests that read it fail with a message instead of the whole test process stopping at an assertion.
@Suite("Headless stage: its shortcuts yield to the rules")
@MainActor
struct HeadlessShortcutCheckTests {
    @Test(.enabled(if: checksShortcuts))
    func aNodeWhosePhaseDisagreesWithTheRulesIsJudgedByTheRulesAndSaidSo() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let detail = HeadlessScreen("Detail")
        try stage.performOrThrow(.push(detail), animated: false, completion: {})
        let node = try #require(stage.node(for: detail))
        node.phase = .gone  // stale: the node is still on its stack
        let printed = CapturedText()
        let onStage = StandardError.capture.withValue(printed) { StageRules(stage).isOnStage(node) }
        #expect(onStage, "the rules' walk finds it on its stack")
        #expect(
            printed.text.hasPrefix("ScenePivot: internal check failed: the phases of Detail say it is not on stage"))
    }

    @Test(.enabled(if: checksShortcuts))
    func aStaleTopOfThePresentedChainIsReplacedByTheRulesAnswerAndSaidSo() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let sheet = HeadlessScreen("Sheet")
        try stage.performOrThrow(.present(sheet, Presentation()), animated: false, completion: {})
        stage.presentationEnd = nil  // stale: the sheet is still presented
        let printed = CapturedText()
        let top = StandardError.capture.withValue(printed) { StageRules(stage).topContext(from: stage.root) }
        #expect(stage.name(of: top.screen) == "Sheet")
        #expect(printed.text.hasPrefix("ScenePivot: internal check failed: the kept top of the presented chain"))
    }
}

import ScenePivot
import Testing

@Suite("Pivot segue showing")
struct SegueShowingTests {
    @Test(
        arguments: [
            (true, false, SegueShowing.push),  // a screen in a navigation stack: like a Show segue
            (false, false, .present),  // no navigation stack to push onto
            (true, true, .present),  // a navigation, tab bar or split view controller cannot be pushed
            (false, true, .present),
        ])
    func pushesOnlyAPushableDestinationOntoANavigationStack(
        sourceIsInNavigationStack: Bool, destinationIsContainer: Bool, expected: SegueShowing
    ) {
        #expect(
            SegueShowing.choose(
                sourceIsInNavigationStack: sourceIsInNavigationStack, destinationIsContainer: destinationIsContainer)
                == expected)
    }
}

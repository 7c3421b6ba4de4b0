import ScenePivot

extension HeadlessUser {
    /// Swipes back from the screen's edge: letting go past halfway pops the top screen, like the back button;
    /// `completing: false` lets go early, and nothing leaves.
    public func swipeBack(
        completing: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let how = completing ? "" : " and lets go early"
        perform("swipes back\(how)", at: caller) { stage throws(HeadlessInteractionError) in
            try stage.swipeBack(completing: completing)
        }
    }

    /// Taps tab `index` of `tabs` in the tab bar, as a user does: only while the tab bar is on screen, uncovered,
    /// and no transition animates.
    public func tapTab(
        _ index: Int, of tabs: HeadlessTabContainer,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let title = tabs.items.indices.contains(index) ? " " + HeadlessUser.quoted(tabs.items[index].title) : ""
        perform("taps tab \(index)\(title)", at: caller) { _ throws(HeadlessInteractionError) in
            try tabs.tapTab(index)
        }
    }

    /// Swipes `pages` to the next page, as a user does; the current page changes when the swipe ends.
    public func swipeToNextPage(
        of pages: HeadlessPageContainer,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        perform("swipes to the next page", at: caller) { _ throws(HeadlessInteractionError) in
            try pages.swipeToNextPage()
        }
    }

    /// Swipes `pages` to the previous page, as a user does; the current page changes when the swipe ends.
    public func swipeToPreviousPage(
        of pages: HeadlessPageContainer,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        perform("swipes to the previous page", at: caller) { _ throws(HeadlessInteractionError) in
            try pages.swipeToPreviousPage()
        }
    }
}

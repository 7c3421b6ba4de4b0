extension AlertContent {
    /// ``validate(as:)``, naming the request `requestName()` in the error — worked out only when there is one.
    func validate(describedAs requestName: @autoclosure () -> String) throws(ScenePivotError) {
        do throws(ScenePivotError) {
            try validate(as: "")
        } catch {
            try validate(as: requestName())
        }
    }
}

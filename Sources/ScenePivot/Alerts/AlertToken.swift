/// Names one showing of an alert, so that the request that asked for it — and only that request — can take it down
/// when its task is cancelled, even if another request's alert is on top by then.
package final class AlertToken: Sendable {
    /// A new token.
    package init() {}
}

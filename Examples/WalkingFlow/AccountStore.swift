/// Where the walking app keeps the signed-in account, as the GND walking-app write-up's keychain keeps the access
/// token.
@MainActor
public final class AccountStore {
    /// The signed-in account, or `nil` when signed out.
    public var account: WalkingAccount?

    /// A store holding `account`.
    public init(account: WalkingAccount? = nil) {
        self.account = account
    }

    /// The access token; the app flow shows the main tabs when there is one, the login flow otherwise.
    public var token: String? { account?.token }
}

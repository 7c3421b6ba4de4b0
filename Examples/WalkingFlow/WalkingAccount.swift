/// What the login flow finishes with: the token and the profile the user entered.
public struct WalkingAccount: Sendable, Hashable, CustomStringConvertible {
    /// The access token.
    public var token: String
    /// The gender picked on the profile screen.
    public var gender: String
    /// The age picked on the profile screen.
    public var age: String
    /// The nickname typed on the nickname screen.
    public var nickname: String

    /// An account with every field given.
    public init(token: String, gender: String, age: String, nickname: String) {
        self.token = token
        self.gender = gender
        self.age = age
        self.nickname = nickname
    }

    /// `“<nickname>” (<gender>, <age>)`.
    public var description: String { "“\(nickname)” (\(gender), \(age))" }
}

/// The nickname screen's logic: saving the nickname finishes the login flow with the whole account.
@MainActor
public final class NicknameModel {
    private let token: String
    private let gender: String
    private let age: String
    private let onSave: @MainActor (WalkingAccount) -> Void

    /// A model completing the account of `token`, `gender` and `age`; `onSave` receives it.
    public init(token: String, gender: String, age: String, onSave: @escaping @MainActor (WalkingAccount) -> Void) {
        self.token = token
        self.gender = gender
        self.age = age
        self.onSave = onSave
    }

    /// Saves `nickname`, finishing the login flow. The “Start walking” button.
    public func save(nickname: String) {
        onSave(WalkingAccount(token: token, gender: gender, age: age, nickname: nickname))
    }
}

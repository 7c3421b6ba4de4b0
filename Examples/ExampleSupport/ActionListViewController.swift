#if canImport(UIKit)
import UIKit

/// A plain screen of buttons, with an optional text field: enough to drive the UIKit examples' models.
///
/// ```swift
/// ActionListViewController(title: "Nickname", placeholder: "Nickname", actions: [
///     .init(title: "Start walking") { text in model.save(nickname: text) }
/// ])
/// ```
@MainActor
public final class ActionListViewController: UIViewController {
    /// A button: its title and what it does with the text field's text (empty when there is no field).
    public struct Action {
        /// The button's title.
        public let title: String
        /// What the button does with the text field's text.
        public let perform: @MainActor (String) -> Void

        /// A button titled `title` that calls `perform` with the text field's text when tapped.
        public init(title: String, perform: @escaping @MainActor (String) -> Void) {
            self.title = title
            self.perform = perform
        }
    }

    private let actions: [Action]
    private let placeholder: String?
    private let textField = UITextField()

    /// A screen titled `title` with one button per action, under a text field when `placeholder` is given.
    public init(title: String, placeholder: String? = nil, actions: [Action]) {
        self.actions = actions
        self.placeholder = placeholder
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Not available: the screen is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { return nil }

    /// Lays out the text field and the buttons in a vertical stack.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        if let placeholder {
            textField.placeholder = placeholder
            textField.borderStyle = .roundedRect
            stack.addArrangedSubview(textField)
        }
        for action in actions {
            let button = UIButton(
                type: .system,
                primaryAction: UIAction(title: action.title) { [weak self] _ in
                    action.perform(self?.textField.text ?? "")
                })
            stack.addArrangedSubview(button)
        }
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
#endif

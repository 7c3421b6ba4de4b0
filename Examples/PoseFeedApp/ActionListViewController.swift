#if canImport(UIKit)
import UIKit

/// A plain screen of buttons, with an optional text field: enough to drive the example's models.
@MainActor
final class ActionListViewController: UIViewController {
    /// A button: its title and what it does with the text field's text (empty when there is no field).
    struct Action {
        let title: String
        let perform: @MainActor (String) -> Void
    }

    private let actions: [Action]
    private let placeholder: String?
    private let textField = UITextField()

    init(title: String, placeholder: String? = nil, actions: [Action]) {
        self.actions = actions
        self.placeholder = placeholder
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
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
            let button = UIButton(type: .system, primaryAction: UIAction(title: action.title) { [weak self] _ in
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

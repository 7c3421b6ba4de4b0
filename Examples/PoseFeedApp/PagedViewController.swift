#if canImport(UIKit)
import PoseFeedFlow
import ScenePivotUIKit
import UIKit

/// The PosePicker write-up's `CommonViewController`: a segment control above the page container, following the current
/// page and selecting pages by request through its model.
@MainActor
final class PagedViewController: UIViewController {
    private let pages: PageContainerViewController
    private let segments: PageSegmentsModel
    private lazy var control = UISegmentedControl(items: segments.titles)

    init(pages: PageContainerViewController, segments: PageSegmentsModel) {
        self.pages = pages
        self.segments = segments
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        control.selectedSegmentIndex = segments.selectedIndex
        control.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                segments.select(control.selectedSegmentIndex)
            }, for: .valueChanged)
        segments.onChange = { [weak self] index in self?.control.selectedSegmentIndex = index }

        addChild(pages)
        control.translatesAutoresizingMaskIntoConstraints = false
        pages.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(control)
        view.addSubview(pages.view)
        NSLayoutConstraint.activate([
            control.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            control.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pages.view.topAnchor.constraint(equalTo: control.bottomAnchor, constant: 8),
            pages.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pages.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pages.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        pages.didMove(toParent: self)
    }
}
#endif

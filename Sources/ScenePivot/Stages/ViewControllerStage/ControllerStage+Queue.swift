extension ControllerStage {
    /// The queue a request sent now waits in: the one of the window the anchor's hierarchy is in, shared by every
    /// stage — every pivot, every container's item — in that window, and kept on the window, so that it goes
    /// when the window goes.
    ///
    /// It is looked up each time a request is queued, never kept by the stage: a pivot made before its view
    /// controller is in a window (`lazy var pivot = ScenePivot(viewController: self)`, or one made in `init`)
    /// joins the window's queue all the same. While no screen of the hierarchy is in a window (a request sent from
    /// the window's root view controller's `viewDidLoad`, before the window shows it), requests wait in a queue
    /// kept on the hierarchy's root view controller; the window adopts that queue the first time it is asked for
    /// one, so the requests sent before and after it showed the hierarchy wait for each other. When the window
    /// already has a queue (a new root made outside the window, which sent requests from its `viewDidLoad`, and
    /// then shown by a root change), requests already queued on the root's queue run there, and new ones join the
    /// window's behind a place that waits for the root's queue to run dry: they still wait for the earlier ones.
    ///
    /// A screen that moves to another window (its hierarchy shown there instead) takes its new requests to that
    /// window's queue; a request already queued stays on the queue it entered.
    package var transitionQueue: TransitionQueue {
        guard let root = rootNode else { return queueOfOrphan() }
        guard let window = window(ofHierarchyFrom: root) else {
            if let queue = platform.transitionQueue(keptOn: root) { return queue }
            let queue = TransitionQueue()
            platform.keep(queue, on: root)
            return queue
        }
        let queueOfRoot = platform.transitionQueue(keptOn: root)
        if queueOfRoot != nil { platform.keep(nil, on: root) }
        if let queue = platform.transitionQueue(keptOn: window) {
            if let queueOfRoot, queueOfRoot !== queue, !queueOfRoot.isIdle {
                queue.enqueue(QueueJoin(waitingFor: queueOfRoot))
            }
            return queue
        }
        let queue = queueOfRoot ?? TransitionQueue()
        platform.keep(queue, on: window)
        return queue
    }

    /// The window of the hierarchy whose root is `root`: the root's, or — as UIKit takes the views of screens
    /// under a full-screen presentation out of the window — that of the first screen presented above it that is
    /// in one.
    func window(ofHierarchyFrom root: Controller) -> AnyObject? {
        var node = root
        while true {
            if let window = platform.window(of: node) { return window }
            guard let presented = platform.presentedController(of: node), presented !== node else { return nil }
            node = presented
        }
    }

    private func queueOfOrphan() -> TransitionQueue {
        if let orphanQueue { return orphanQueue }
        let queue = TransitionQueue()
        orphanQueue = queue
        return queue
    }
}

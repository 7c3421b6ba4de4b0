/// The deep links of one transition queue (one window) that have not finished, in the order they were opened:
/// each runs its chain only once the one before it has finished — answered, failed or cancelled — so two links
/// opened back to back never interleave their steps.
@MainActor
final class DeepLinkLine {
    /// The runs not yet finished; the first one is running.
    private var runs: [DeepLinkRun] = []

    /// Starts `run` when no link is running, else after the ones before it; it leaves the line once its request is
    /// answered, however that happens.
    func enqueue(_ run: DeepLinkRun) {
        guard !run.context.isAnswered else { return }
        runs.append(run)
        run.context.requiredExtras.whenAnswered = { [weak self, weak run] in
            guard let self, let run else { return }
            finish(run)
        }
        if runs.count == 1 { run.sendNextStep() }
    }

    /// Takes `run` out of the line and, when it was running, starts the next one.
    private func finish(_ run: DeepLinkRun) {
        guard let index = runs.firstIndex(where: { $0 === run }) else { return }
        runs.remove(at: index)
        if index == 0, let next = runs.first { next.sendNextStep() }
    }
}

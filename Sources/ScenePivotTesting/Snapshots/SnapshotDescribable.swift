/// A value that a snapshot pins as text: a ``FlowTranscript``, a `HeadlessStage`'s hierarchy, or an
/// `AlertContent`. Conform your own types to snapshot them with ``expectSnapshot(of:named:record:snapshotDirectory:testName:function:fileID:filePath:line:column:)``.
public protocol SnapshotDescribable {
    /// The text stored in the reference file; by convention it ends with a line break.
    @MainActor var snapshotDescription: String { get }
}

extension FlowTranscript: SnapshotDescribable {
    /// The transcript's ``text``.
    public var snapshotDescription: String { text }
}

extension HeadlessStage: SnapshotDescribable {
    /// The stage's ``hierarchyDescription``.
    public var snapshotDescription: String { hierarchyDescription }
}

extension AlertContent: SnapshotDescribable {
    /// The alert as the headless stage shows it: `Alert "<title>"` or `ActionSheet "<title>"`, then its message,
    /// text fields with their initial texts, actions and validation, indented.
    public var snapshotDescription: String {
        let kind = style == .alert ? "Alert" : "ActionSheet"
        let heading = "\(kind) \(HeadlessUser.quoted(title ?? message ?? ""))"
        let lines = [heading] + describedLines(texts: initialTexts).map { "  " + $0 }
        return lines.map(TextEscaping.singleLine).joined(separator: "\n") + "\n"
    }
}

extension SwiftUIStage: SnapshotDescribable {
    /// The stage's ``hierarchyDescription``: what the screen shows.
    public var snapshotDescription: String { hierarchyDescription }
}

extension AlertContent {
    /// The lines describing this alert or action sheet with `texts` in its fields, as the model stages, transcripts
    /// and snapshots write it out.
    package func describedLines(texts: [String]) -> [String] {
        var lines: [String] = []
        if let message { lines.append("message: \(TextEscaping.quoted(message))") }
        for (index, field) in textFields.enumerated() {
            let text = texts.indices.contains(index) ? texts[index] : field.text
            var line = "text field \(index): \(field.isSecure ? Self.maskedSecret(text) : TextEscaping.quoted(text))"
            if let placeholder = field.placeholder { line += " placeholder \(TextEscaping.quoted(placeholder))" }
            if field.isSecure { line += " secure" }
            if field.keyboard != .default { line += " keyboard \(field.keyboard.rawValue)" }
            lines.append(line)
        }
        for (index, action) in actions.enumerated() {
            var traits = [action.role.rawValue]
            if action.isPreferred { traits.append("preferred") }
            if !isActionEnabled(at: index, texts: texts) { traits.append("disabled") }
            lines.append("action \(TextEscaping.quoted(action.title)) (\(traits.joined(separator: ", ")))")
        }
        if let inputValidation {
            lines.append("validation: \(TextEscaping.singleLine(inputValidation.name))")
        }
        return lines
    }

    /// What a secure field's text is shown as anywhere it is rendered: `""` when empty, else a fixed mask that
    /// tells neither the text nor its length.
    package static func maskedSecret(_ text: String) -> String {
        text.isEmpty ? "\"\"" : secretMask
    }

    /// The fixed mask of secure text.
    package static let secretMask = "\"••••••••\""
}

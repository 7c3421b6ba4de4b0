/// One row of the final table.
struct ResultRow {
    var figure: String
    var value: String
    var baseline: String
    var ratio: String
    var target: String
    var isMet: Bool?
}

enum ResultTable {
    static func render(_ rows: [ResultRow]) -> String {
        let header = ["figure", "value", "baseline", "ratio", "target", "met?"]
        let cells = rows.map { row in
            [row.figure, row.value, row.baseline, row.ratio, row.target, row.isMet.map { $0 ? "yes" : "NO" } ?? "—"]
        }
        var widths = header.map(\.count)
        for line in cells {
            for (index, cell) in line.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func format(_ line: [String]) -> String {
            "| "
                + line.enumerated().map { index, cell in
                    cell + String(repeating: " ", count: widths[index] - cell.count)
                }.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([format(header), rule] + cells.map(format)).joined(separator: "\n")
    }
}

import Foundation
import ScenePivot

/// Figure 6: `DeepLinkRouter.route(for:)` among 1,000 registered patterns, timed call by call over many different
/// URLs (two thirds matching, in three URL forms; one third matching nothing), reported as p50 and p90.
enum DeepLinkBenchmark {
    static let sections = [
        "albums", "photos", "people", "users", "teams", "projects", "orders", "products", "stores", "events",
        "playlists", "artists", "tracks", "podcasts", "episodes", "posts", "comments", "groups", "channels",
        "messages", "invoices", "tickets", "courses", "lessons", "recipes",
    ]
    static let subpages = ["comments", "likes", "members", "history", "photos", "files", "activity", "settings"]

    /// 40 pattern shapes per section, one to six segments deep; 25 sections make 1,000 patterns.
    static func patterns(in section: String) -> [String] {
        var patterns = [
            "/\(section)", "/\(section)/new", "/\(section)/featured", "/\(section)/recent?page=1",
            "/\(section)/search?q=&sort=relevance&page=1", "/\(section)/:id", "/\(section)/:id/edit",
            "/\(section)/:id/share?via=",
        ]
        patterns += subpages.map { "/\(section)/:id/\($0)" }
        patterns += subpages.map { "/\(section)/:id/\($0)/:itemID" }
        patterns += subpages.map { "/\(section)/:id/\($0)/:itemID/edit" }
        patterns += [
            "/\(section)/:id/files/*path", "/tabs/:tab/\(section)/:id", "/\(section)/archived/:year/:month",
            "/\(section)/:id/comments/:itemID/replies/:replyID", "/\(section)/:id/members/:itemID/roles/:role",
            "/\(section)/:id/activity/:year/:month", "/\(section)/:id/settings/notifications?channel=",
            "/tabs/:tab/\(section)/:id/photos/:itemID",
        ]
        return patterns
    }

    /// A URL the pattern matches: parameters filled in, in one of three forms chosen by `variant`.
    static func url(matching pattern: String, variant: Int) -> String {
        var path = String(pattern.prefix { $0 != "?" })
        let fills = [
            (":itemID", "\(variant * 31 % 9_000 + 1)"), (":id", "\(variant * 7 % 100_000 + 1)"), (":tab", "home"),
            (":replyID", "\(variant % 97 + 1)"), (":role", "admin"), (":year", "2024"), (":month", "05"),
            ("*path", "docs/2024/report%20final.pdf"),
        ]
        for (name, value) in fills { path = path.replacingOccurrences(of: name, with: value) }
        if pattern.contains("?") { path += variant.isMultiple(of: 2) ? "?q=rock%20music&page=2&utm_source=mail" : "" }
        switch variant % 3 {
        case 0: return "myapp:/" + path
        case 1: return "https://example.com" + path
        default: return path
        }
    }

    /// A URL no pattern matches.
    static func unmatchedURL(_ index: Int) -> String {
        let section = sections[index % sections.count]
        switch index % 4 {
        case 0: return "myapp://unknown\(index)/42"
        case 1: return "/\(section)/\(index)/comments/3/edit/extra"
        case 2: return "https://example.com/\(section)/\(index)/nowhere"
        default: return "/tabs/home/\(section)"
        }
    }

    static func run(_ settings: Settings) -> [ResultRow] {
        let texts = sections.flatMap(patterns(in:))
        var router = DeepLinkRouter<Int>()
        var setupErrors = 0
        let registration = Timing.time {
            for (index, text) in texts.enumerated() {
                do {
                    let pattern = try DeepLinkPattern(text)
                    let readsID = pattern.parameterNames.contains("id")
                    router.register(pattern) { match in
                        if readsID { _ = try match.value("id", as: Int.self) }
                        return index
                    }
                } catch {
                    setupErrors += 1
                }
            }
        }
        var generator = SplitMix64(seed: 0x5CE4_D11C)
        var cases: [(url: String, expected: Int?)] = []
        for (index, text) in texts.enumerated() {
            cases.append((url(matching: text, variant: index), index))
            cases.append((url(matching: text, variant: index + 1_000), index))
            cases.append((unmatchedURL(index), nil))
        }
        cases.shuffle(using: &generator)

        var all: [Double] = []
        var matching: [Double] = []
        var unmatched: [Double] = []
        var wrong = 0
        let passes = settings.deepLinkPasses
        all.reserveCapacity(cases.count * passes)
        for pass in -1..<passes {  // pass -1 warms up
            for (url, expected) in cases {
                let start = Timing.now()
                // Not `Result { … }`: SDKs built before Swift 6 declare `Result.init(catching:)` with untyped throws.
                let result: Result<Int, DeepLinkError>
                do throws(DeepLinkError) {
                    result = .success(try router.route(for: url))
                } catch {
                    result = .failure(error)
                }
                let seconds = Timing.seconds(since: start)
                switch result {
                case .success(let route) where route == expected: break
                case .failure(.unmatched) where expected == nil: break
                default: wrong += 1
                }
                guard pass >= 0 else { continue }
                all.append(seconds)
                if expected == nil { unmatched.append(seconds) } else { matching.append(seconds) }
            }
        }
        let overhead = Stats(
            (0..<10_000).map { _ in
                let start = Timing.now()
                return Timing.seconds(since: start)
            })
        let stats = Stats(all)
        let p50 = stats.median
        let p90 = stats.quantile(0.9)
        let errors = wrong + setupErrors
        let met = p50 <= 10e-6 && errors == 0

        print(
            "7. DeepLinkRouter.route(for:) among \(router.patterns.count) patterns — \(cases.count) URLs (2/3 matching as myapp://, https:// and /paths; 1/3 matching nothing) × \(passes) passes, each call timed"
        )
        print(
            "   all:       p50 \(Format.duration(p50)), p90 \(Format.duration(p90)), p99 \(Format.duration(stats.quantile(0.99)))"
        )
        print(
            "   matching:  p50 \(Format.duration(Stats(matching).median)), p90 \(Format.duration(Stats(matching).quantile(0.9)))"
        )
        print(
            "   unmatched: p50 \(Format.duration(Stats(unmatched).median)), p90 \(Format.duration(Stats(unmatched).quantile(0.9)))"
        )
        print(
            "   registering the patterns took \(Format.duration(registration)); clock overhead per timing \(Format.duration(overhead.median)) (included above)\(errors > 0 ? "  [\(errors) unexpected results]" : "")"
        )
        print("   goal: p50 ≤ 10 µs — \(met ? "met" : "NOT met")")
        return [
            ResultRow(
                figure: "7 deep-link match, 1,000 patterns, p50", value: Format.duration(p50), baseline: "—",
                ratio: "—", target: "≤ 10 µs", isMet: met),
            ResultRow(
                figure: "7 deep-link match, 1,000 patterns, p90", value: Format.duration(p90), baseline: "—",
                ratio: "—", target: "—", isMet: nil),
        ]
    }
}

/// A small seeded generator, so every run shuffles the URLs the same way.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

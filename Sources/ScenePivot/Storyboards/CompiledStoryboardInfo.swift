import Foundation

/// The Storyboard IDs a compiled storyboard (`.storyboardc`) lists in its `Info.plist`, which UIKit does not
/// document: trusted only for the format version this reading knows (`UIStoryboardVersion` 1), and read once per
/// compiled storyboard.
@MainActor
package enum CompiledStoryboardInfo {
    /// The format version whose identifier list is trusted.
    package nonisolated static let knownVersion = 1
    private static var identifiersByURL: [URL: Set<String>?] = [:]

    /// The identifiers the compiled storyboard at `url` declares, read from its `Info.plist` the first time and kept
    /// after; `nil` when they cannot be read (see ``declaredIdentifiers(inInfoPlist:)``).
    package static func declaredIdentifiers(inCompiledStoryboard url: URL) -> Set<String>? {
        if let known = identifiersByURL[url] { return known }
        let plist = FileManager.default.contents(atPath: url.appendingPathComponent("Info.plist").path)
        let identifiers = plist.flatMap(declaredIdentifiers(inInfoPlist:))
        identifiersByURL[url] = .some(identifiers)
        return identifiers
    }

    /// The keys of `UIViewControllerIdentifiersToNibNames` in a compiled storyboard's `Info.plist`; `nil` when the
    /// data is not a property list dictionary, its `UIStoryboardVersion` is not ``knownVersion``, or the list is
    /// missing or not a dictionary: then nothing is checked, rather than a wrong list trusted.
    package nonisolated static func declaredIdentifiers(inInfoPlist data: Data) -> Set<String>? {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return nil
        }
        guard let info = plist as? [String: Any], (info["UIStoryboardVersion"] as? Int) == knownVersion,
            let identifiers = info["UIViewControllerIdentifiersToNibNames"] as? [String: Any]
        else { return nil }
        return Set(identifiers.keys)
    }
}

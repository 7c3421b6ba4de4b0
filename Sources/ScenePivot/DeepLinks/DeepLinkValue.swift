import Foundation

/// A type a deep-link parameter's text converts to, read with ``DeepLinkPattern/Match/value(_:as:)``.
///
/// `String`, `Bool` (`true` or `false`), the integer and floating-point types, and `UUID` conform already. A
/// `LosslessStringConvertible` type, or an enum whose raw value conforms, only needs to declare the conformance:
///
/// ```swift
/// enum Tab: String, DeepLinkValue { case albums, people }
///
/// let tab = try match.value("tab", as: Tab.self)
/// ```
///
/// The requirement is a static method, not an initializer, so conforming standard types such as `Int` gain no
/// initializer that could make `Int.init` ambiguous in your code.
public protocol DeepLinkValue {
    /// The value the percent-decoded `text` stands for, or `nil` when it stands for none.
    static func deepLinkValue(from text: String) -> Self?
}

extension DeepLinkValue where Self: LosslessStringConvertible {
    /// The value `init(_:)` reads from `text`.
    public static func deepLinkValue(from text: String) -> Self? {
        Self(text)
    }
}

extension DeepLinkValue where Self: RawRepresentable, RawValue: DeepLinkValue {
    /// The case whose raw value `text` converts to.
    public static func deepLinkValue(from text: String) -> Self? {
        RawValue.deepLinkValue(from: text).flatMap(Self.init(rawValue:))
    }
}

extension String: DeepLinkValue {}
extension Bool: DeepLinkValue {}
extension Int: DeepLinkValue {}
extension Int8: DeepLinkValue {}
extension Int16: DeepLinkValue {}
extension Int32: DeepLinkValue {}
extension Int64: DeepLinkValue {}
extension UInt: DeepLinkValue {}
extension UInt8: DeepLinkValue {}
extension UInt16: DeepLinkValue {}
extension UInt32: DeepLinkValue {}
extension UInt64: DeepLinkValue {}
extension Double: DeepLinkValue {}
extension Float: DeepLinkValue {}

extension UUID: DeepLinkValue {
    /// The UUID spelled by `text`, in either case, as `UUID(uuidString:)` reads it.
    public static func deepLinkValue(from text: String) -> UUID? {
        UUID(uuidString: text)
    }
}

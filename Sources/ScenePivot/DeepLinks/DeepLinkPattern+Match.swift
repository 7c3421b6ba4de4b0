extension DeepLinkPattern {
    /// A URL matched against one pattern: the pattern and the percent-decoded text of each parameter it declares.
    ///
    /// A route's closure reads typed values from it; each read throws a ``DeepLinkError`` naming the parameter.
    ///
    /// ```swift
    /// try router.register("/albums/:id?sort=") { match in
    ///     try .album(id: match.value("id"), sort: match.valueIfPresent("sort", as: SortOrder.self))
    /// }
    /// ```
    public struct Match: Hashable, Sendable {
        /// The pattern the URL matched.
        public let pattern: DeepLinkPattern
        /// The decoded text of every declared parameter that has one: all path parameters, the wildcard, and the query
        /// items the URL carries or the pattern gives a default. Undeclared query items are not here.
        public let parameters: [String: String]

        /// A match of `pattern` with these parameter texts (for tests of a route's closure).
        public init(pattern: DeepLinkPattern, parameters: [String: String]) {
            self.pattern = pattern
            self.parameters = parameters
        }

        /// The parameter `name` converted to `Value`.
        ///
        /// Throws ``DeepLinkError/undeclaredParameter(_:pattern:)`` when the pattern declares no such name,
        /// ``DeepLinkError/missingParameter(_:)`` when an optional query item is absent and has no default, and
        /// ``DeepLinkError/invalidParameter(_:value:expected:)`` when the text does not convert.
        ///
        /// ```swift
        /// let id = try match.value("id", as: Int.self)
        /// let name: String = try match.value("name")
        /// ```
        public func value<Value: DeepLinkValue>(_ name: String, as type: Value.Type = Value.self)
            throws(DeepLinkError) -> Value
        {
            guard let value = try valueIfPresent(name, as: type) else { throw .missingParameter(name) }
            return value
        }

        /// The parameter `name` converted to `Value`, or `nil` when it is an optional query item the URL does not
        /// carry; throws like ``value(_:as:)`` otherwise.
        ///
        /// ```swift
        /// let sort = try match.valueIfPresent("sort", as: SortOrder.self)
        /// ```
        public func valueIfPresent<Value: DeepLinkValue>(_ name: String, as type: Value.Type = Value.self)
            throws(DeepLinkError) -> Value?
        {
            guard let text = parameters[name] else {
                guard pattern.parameterNames.contains(name) else {
                    throw .undeclaredParameter(name, pattern: pattern.text)
                }
                return nil
            }
            guard let value = Value.deepLinkValue(from: text) else {
                throw .invalidParameter(name, value: text, expected: String(describing: Value.self))
            }
            return value
        }
    }
}

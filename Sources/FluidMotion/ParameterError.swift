/// A motion parameter outside its valid range: which one, its value, and what it must be.
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    public var parameter: String
    public var value: Double
    public var requirement: String

    public init(parameter: String, value: Double, requirement: String) {
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    public var description: String { "\(parameter) must be \(requirement), got \(value)" }

    static func require(_ condition: Bool, _ parameter: String, _ value: Double,
                        _ requirement: String) throws(ParameterError) {
        guard condition, value.isFinite else {
            throw ParameterError(parameter: parameter, value: value, requirement: requirement)
        }
    }
}

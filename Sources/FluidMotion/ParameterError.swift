/// A motion parameter outside its valid range: which one, its value, and what it must be.
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter's name, as the initialiser spells it.
    public var parameter: String
    /// The rejected value.
    public var value: Double
    /// What the value must be, in words ("in (0, 1)").
    public var requirement: String

    /// An error saying that `parameter` must be `requirement` and was `value`.
    public init(parameter: String, value: Double, requirement: String) {
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    /// One line: "decelerationRate must be in (0, 1), got 1.2".
    public var description: String { "\(parameter) must be \(requirement), got \(value)" }

    static func require(
        _ condition: Bool, _ parameter: String, _ value: Double,
        _ requirement: String
    ) throws(ParameterError) {
        guard condition, value.isFinite else {
            throw ParameterError(parameter: parameter, value: value, requirement: requirement)
        }
    }
}

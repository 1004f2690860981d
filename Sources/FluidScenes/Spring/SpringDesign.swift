import FluidJSON
import FluidMotion
import FluidSceneKit

/// What the spring designer keeps for the rest of a session, and what a recording's header says
/// it started from: the two slider values and the chosen platform.
///
/// `dampingRatio` and `response` (s) lie in `SpringDemoModel.Parameter`'s ranges (0.1…2); a
/// value outside is clamped when a scene takes it, as a typed value is.
public struct SpringDesign: Hashable, Sendable {
    public var dampingRatio: Double
    public var response: Double
    public var platform: Spring.Platform

    /// The designer's starting values: ζ 0.5, response 1 s, SwiftUI's response form.
    public init(
        dampingRatio: Double = SpringDemoModel.defaultDampingRatio,
        response: Double = SpringDemoModel.defaultResponse,
        platform: Spring.Platform = .swiftUIResponse
    ) {
        self.dampingRatio = dampingRatio
        self.response = response
        self.platform = platform
    }

    /// The start-state key (`SceneOptions.startState`) and a recording header's field.
    public static let stateKey = "spring"

    /// The designer's start-state field, kept by the session when the designer is left so it
    /// opens again as it was.
    public static let startStateField = StartStateField(stateKey, keptForSession: true) {
        (value) throws(StartStateError) in
        _ = try SpringDesign(json: value)
    }

    /// The header's `spring` object: `{"dampingRatio":…,"response":…,"platform":"…"}`.
    var json: JSONValue {
        .object([
            ("dampingRatio", .number(dampingRatio)), ("response", .number(response)),
            ("platform", .string(platform.rawValue))
        ])
    }

    /// Reads the header's `spring` object; every field is required and the platform is one of
    /// `Spring.Platform`'s names.
    init(json value: JSONValue) throws(StartStateError) {
        let names = Spring.Platform.allCases.map { $0.rawValue }.joined(separator: ", ")
        let problem = StartStateError(
            "\"spring\" must be {\"dampingRatio\": number, \"response\": number, \"platform\": one of \(names)}")
        guard case .object(let fields) = value, fields.count == 3,
            case .number(let ratio)? = fields.first(where: { $0.key == "dampingRatio" })?.value,
            case .number(let response)? = fields.first(where: { $0.key == "response" })?.value,
            case .string(let name)? = fields.first(where: { $0.key == "platform" })?.value,
            let platform = Spring.Platform(rawValue: name),
            SpringDemoModel.Parameter.dampingRatio.range.contains(ratio),
            SpringDemoModel.Parameter.response.range.contains(response)
        else { throw problem }
        self.init(dampingRatio: ratio, response: response, platform: platform)
    }
}

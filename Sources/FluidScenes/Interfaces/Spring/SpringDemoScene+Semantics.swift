import FluidGestures
import FluidMotion

/// The spring demo as assistive technology sees it: the stage as a button that springs the body
/// across, and the two sliders as adjustables that step through their ranges.
extension SpringDemoScene {
    public var semantics: SemanticNode {
        let stage = SemanticNode(
            id: "stage", role: .button, label: "Spring the body across",
            value: model.isAtEnd ? "Right" : "Left", frame: model.stage, actions: [.activate])
        let sliders = SpringDemoModel.Parameter.allCases.map { parameter in
            let value = model.value(of: parameter)
            let track = model.sliders[parameter] ?? SpringDemoModel.Slider()
            var actions: [SemanticAction] = []
            if value < parameter.range.upperBound { actions.append(.increment) }
            if value > parameter.range.lowerBound { actions.append(.decrement) }
            actions.append(SemanticAction.typedValue)
            let half = SpringDemoModel.Slider.touchHalfHeight
            return SemanticNode(
                id: "slider.\(parameter.rawValue)", role: .adjustable, label: Self.sliderLabel(parameter),
                value: Self.sliderValue(value, parameter),
                frame: Rect(x: track.minX, y: track.y - half, width: track.maxX - track.minX, height: 2 * half),
                actions: actions,
                range: SemanticRange(current: value, minimum: parameter.range.lowerBound,
                                     maximum: parameter.range.upperBound, step: Self.sliderStep(parameter)))
        }
        let platform = SemanticNode(
            id: "platform", role: .button, label: "Code for \(code.platform.rawValue)", value: code.platform.rawValue,
            hint: "Switches to the next platform", frame: code.platformButton.bounds, actions: [.activate])
        let copy = SemanticNode(
            id: "copy", role: .button, label: "Copy code", value: code.isConfirming ? "Copied" : nil,
            hint: "Copies the spring as \(code.platform.rawValue) code", frame: code.copyButton.bounds,
            states: .live, actions: [.activate])
        return chrome.sceneSemantics(content: [stage] + sliders + [platform, copy])
    }

    /// How far one increment or decrement moves a slider: a twentieth of its range.
    static func sliderStep(_ parameter: SpringDemoModel.Parameter) -> Double {
        (parameter.range.upperBound - parameter.range.lowerBound) / 20
    }

    static func sliderLabel(_ parameter: SpringDemoModel.Parameter) -> String {
        switch parameter {
        case .dampingRatio: "Damping ratio"
        case .response: "Response"
        }
    }

    /// "0.5", "1.2 seconds".
    static func sliderValue(_ value: Double, _ parameter: SpringDemoModel.Parameter) -> String {
        let number = decimalText(value, places: 2)
        return parameter == .response ? "\(number) seconds" : number
    }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if chrome.perform(action, on: id) { return true }
        if id == "stage", action == .activate {
            model.toggle(at: time)
            return true
        }
        if id == "platform", action == .activate {
            code.nextPlatform()
            return true
        }
        if id == "copy", action == .activate {
            code.copy(model.spring, at: time)
            return true
        }
        guard let parameter = SpringDemoModel.Parameter.allCases.first(where: { "slider.\($0.rawValue)" == id })
        else { return false }
        if case .setValue(let text) = action {
            // A typed value outside the slider's range is clamped to it, as a drag would be.
            guard let value = Double(text), value.isFinite else { return false }
            model.set(parameter, to: value, at: time)
            return true
        }
        guard action == .increment || action == .decrement else { return false }
        let step = Self.sliderStep(parameter) * (action == .increment ? 1 : -1)
        let range = parameter.range
        model.set(parameter, to: min(max(model.value(of: parameter) + step, range.lowerBound), range.upperBound),
                  at: time)
        return true
    }
}

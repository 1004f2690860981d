import FluidCore
import FluidGestures
import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// The spring demo as assistive technology sees it: the stage as a button that springs the body
/// across, and the two sliders as adjustables that step through their ranges.
extension SpringDemoScene {
    public var semantics: SemanticNode {
        let stage = SemanticNode(
            id: "stage", role: .button, label: chrome.strings.localized("Spring the body across"),
            value: model.isAtEnd ? chrome.strings.localized("Right") : chrome.strings.localized("Left"),
            frame: model.stage, actions: [.activate])
        let sliders = SpringDemoModel.Parameter.allCases.map { parameter in
            let value = model.value(of: parameter)
            let track = model.sliders[parameter] ?? SpringDemoModel.Slider()
            var actions: [SemanticAction] = []
            if value < parameter.range.upperBound { actions.append(.increment) }
            if value > parameter.range.lowerBound { actions.append(.decrement) }
            actions.append(SemanticAction.typedValue)
            let half = SpringDemoModel.Slider.touchHalfHeight
            return SemanticNode(
                id: "slider.\(parameter.rawValue)", role: .adjustable,
                label: Self.sliderLabel(parameter, chrome.strings),
                value: Self.sliderValue(value, parameter, chrome.strings),
                frame: Rect(x: track.minX, y: track.y - half, width: track.maxX - track.minX, height: 2 * half),
                actions: actions,
                range: SemanticRange(
                    current: value, minimum: parameter.range.lowerBound,
                    maximum: parameter.range.upperBound, step: Self.sliderStep(parameter)),
                orientation: .horizontal)
        }
        let platform = SemanticNode(
            id: "platform", role: .button, label: chrome.strings.localized("Code for") + " " + code.platform.rawValue,
            value: code.platform.rawValue,
            hint: chrome.strings.localized("Opens the list of platforms"), frame: code.platformButton.bounds,
            actions: [.activate])
        let codeText = parts.code.map { frame in
            SemanticNode(id: "code", role: .staticText, label: model.spring.code(for: code.platform), frame: frame)
        }
        let copy = SemanticNode(
            id: "copy", role: .button, label: chrome.strings.localized("Copy code"),
            value: code.isConfirming ? chrome.strings.localized("Copied") : nil,
            hint: chrome.strings.localized("Copies the spring as code for") + " " + code.platform.rawValue,
            frame: code.copyButton.bounds,
            states: .live, actions: [.activate])
        var content = [stage] + sliders + (codeText.map { [$0] } ?? []) + [platform, copy]
        if isScrollable {
            // Scrolling, the parts are the items of the scroll area under the bar.
            content = [
                SemanticNode(
                    id: "designer", role: .list, label: chrome.title, frame: viewport,
                    actions: scrollActions, children: content)
            ]
        }
        if code.chooser.isOpen { content.append(chooserSemantics) }
        return chrome.sceneSemantics(content: content)
    }

    /// The open list of platforms: modal (Tab stays in it, Escape dismisses it), one button per
    /// platform, the chosen one checked.
    private var chooserSemantics: SemanticNode {
        let rows = Spring.Platform.allCases.enumerated().map { i, platform in
            SemanticNode(
                id: "platform.\(i)", role: .button, label: platform.rawValue, frame: code.chooser.rows[i],
                states: platform == code.platform ? .checked : [], actions: [.activate],
                position: SemanticPosition(index: i + 1, count: Spring.Platform.allCases.count))
        }
        return SemanticNode(
            id: "platforms", role: .list, label: chrome.strings.localized("Platforms"), frame: code.chooser.frame,
            states: .modal, actions: [.dismiss], children: rows)
    }

    /// How far one increment or decrement moves a slider: a twentieth of its range.
    static func sliderStep(_ parameter: SpringDemoModel.Parameter) -> Double {
        (parameter.range.upperBound - parameter.range.lowerBound) / 20
    }

    static func sliderLabel(_ parameter: SpringDemoModel.Parameter, _ strings: MessageCatalog = .english) -> String {
        switch parameter {
        case .dampingRatio: strings.localized("Damping ratio")
        case .response: strings.localized("Response")
        }
    }

    /// "0.5", "1.2 seconds", "0.3897 seconds": the figures the code has, as drawn, in the
    /// catalog's language and separators (German "1,2 Sekunden").
    static func sliderValue(
        _ value: Double, _ parameter: SpringDemoModel.Parameter,
        _ strings: MessageCatalog = .english
    ) -> String {
        let number = strings.localizedNumber(valueText(value))
        return parameter == .response ? number + " " + strings.localized("seconds") : number
    }

    /// Performs `action` on `id`; where the content scrolls, a stage, slider or Copy button acted
    /// on from the keyboard or assistive technology is scrolled into view.
    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        let done = performAction(action, on: id, at: time)
        if done, ["stage", "slider.dampingRatio", "slider.response", "code", "copy"].contains(id) {
            reveal(id, at: time)
        }
        return done
    }

    private mutating func performAction(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if chrome.perform(action, on: id) { return true }
        if id == "designer" { return performScroll(action, at: time) }
        if id == "stage", action == .activate {
            model.toggle(at: time)
            return true
        }
        if id == "platform", action == .activate {
            code.openChooser()
            // The keyboard goes on in the list, on the platform chosen now.
            focusRequest = "platform.\(Spring.Platform.allCases.firstIndex(of: code.platform) ?? 0)"
            return true
        }
        if id == "platforms", action == .dismiss, code.chooser.isOpen {
            code.closeChooser()
            focusRequest = "platform"
            return true
        }
        if id.hasPrefix("platform."), action == .activate, code.chooser.isOpen,
            let index = Int(id.dropFirst("platform.".count)), Spring.Platform.allCases.indices.contains(index)
        {
            code.choose(Spring.Platform.allCases[index])
            focusRequest = "platform"
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
        model.set(
            parameter, to: min(max(model.value(of: parameter) + step, range.lowerBound), range.upperBound),
            at: time)
        return true
    }
}

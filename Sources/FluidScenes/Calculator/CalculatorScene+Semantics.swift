import FluidCore
import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// The calculator as assistive technology sees it: the display, then every key as a button named
/// as VoiceOver names the iOS Calculator's keys; the chosen operator is selected.
extension CalculatorScene {
    public var semantics: SemanticNode {
        let engine = model.engine
        let display = SemanticNode(
            id: "display", role: .staticText, label: strings.localizedNumber(engine.display), frame: model.displayRect,
            states: .live)
        let keys = model.buttons.map { button in
            let selected = engine.selectedOperator.map(Self.operatorID) == button.id
            return SemanticNode(
                id: "key.\(button.id)", role: .button, label: spokenLabel(of: button),
                frame: button.frame, states: selected ? .selected : [], actions: [.activate])
        }
        let keypad = SemanticNode(
            id: "keypad", role: .group, label: strings.localized("Keypad"),
            frame: .enclosing(keys.map({ $0.frame })),
            children: keys)
        return chrome.sceneSemantics(content: [display, keypad])
    }

    /// "7", "plus", "all clear"…: what a key says.
    func spokenLabel(of button: CalculatorModel.Button) -> String {
        switch button.key {
        case .digit(let digit): String(digit)
        case .decimal: strings.localized("point")
        case .op(.add): strings.localized("plus")
        case .op(.subtract): strings.localized("minus")
        case .op(.multiply): strings.localized("multiply")
        case .op(.divide): strings.localized("divide")
        case .equals: strings.localized("equals")
        case .clear: model.engine.clearLabel == "AC" ? strings.localized("all clear") : strings.localized("clear")
        case .sign: strings.localized("plus minus")
        case .percent: strings.localized("percent")
        }
    }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if chrome.perform(action, on: id) { return true }
        guard action == .activate, id.hasPrefix("key."), model.button(String(id.dropFirst(4))) != nil else {
            return false
        }
        model.pressKey(id: String(id.dropFirst(4)), at: time)
        return true
    }
}

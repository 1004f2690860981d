import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// Interface 1 of WWDC18 "Designing Fluid Interfaces": the calculator button, as a full iOS
/// Calculator keypad (black, grey and orange 75 pt keys) that builds a number on the display.
///
/// Touch: keys highlight instantly, fade back over 0.5 s, drag off to cancel and back on to re-arm.
/// Keyboard: digits, `.`, `+ - * / = %`, `c` (clear), Enter (=), Backspace (clear); Escape goes back.
public struct CalculatorScene: ChromedScene {
    public let name = "calculator"
    public package(set) var model = CalculatorModel()
    package var chrome: SceneChrome
    /// The UI strings' translations and number separators (`SceneOptions.catalog`).
    let strings: MessageCatalog

    // iOS Calculator colours.
    static let background = Color.black
    static let digitColor = Color(hex: 0x333333)
    static let digitHighlight = Color(hex: 0x737373)
    static let functionColor = Color(hex: 0xA5A5A5)
    static let functionHighlight = Color(hex: 0xD9D9D9)
    /// iOS's 0xFF9F0A darkened so the white operator signs meet WCAG AA for large text.
    static let operationColor = Theme.orangeFill
    static let operationHighlight = Color(hex: 0xFCC78D)

    public init(options: SceneOptions = SceneOptions()) {
        strings = options.catalog
        chrome = SceneChrome(
            title: options.catalog.localized("Calculator"),
            hint: options.catalog.localized(
                "Keys light up on touch and fade out over 0.5 s. Drag off a key to cancel, back on to re-arm."),
            strings: options.catalog, theme: .dark, textSize: options.textSize)
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        chrome.layout(size: size, safeArea: safeArea)
        model.layout(in: chrome.contentRect)
    }

    public mutating func handle(_ event: InputEvent) {
        if chrome.handle(event) { return }
        switch event {
        case .touch(let touch): model.handle(touch)
        case .text(let text, let time):
            for character in text {
                if let id = Self.keyID(for: character) { model.pressKey(id: id, at: time) }
            }
        case .key(.enter, let time): model.pressKey(id: "equals", at: time)
        case .key(.backspace, let time): model.pressKey(id: "clear", at: time)
        case .key, .scroll: break
        }
    }

    /// The key a typed character presses.
    static func keyID(for character: Character) -> String? {
        switch character {
        case "0"..."9": String(character)
        case ".", ",": "decimal"
        case "+": "add"
        case "-", "−": "subtract"
        case "*", "x", "×": "multiply"
        case "/", "÷": "divide"
        case "=": "equals"
        case "%": "percent"
        case "c", "C": "clear"
        default: nil
        }
    }

    public var traceFrame: [(String, JSONValue)] {
        let levels: [(String, JSONValue)] = model.buttons.compactMap { button in
            let level = model.highlight(of: button)
            return level > 0 ? (button.id, .number(level)) : nil
        }
        return [
            (
                "calculator",
                .object([
                    ("display", .string(model.engine.display)),
                    ("clearLabel", .string(model.engine.clearLabel)),
                    ("operator", .string(model.engine.selectedOperator.map(Self.operatorID))),
                    ("highlighted", .array(model.highlightedIDs.map { .string($0) })),
                    ("fading", .array(model.fadingIDs.map { .string($0) })),
                    ("levels", .object(levels)),
                    ("events", .array(model.frameEvents.map { .string($0) }))
                ])
            )
        ]
    }

    static func operatorID(_ op: CalculatorEngine.Operator) -> String {
        switch op {
        case .add: "add"
        case .subtract: "subtract"
        case .multiply: "multiply"
        case .divide: "divide"
        }
    }

    /// The first fill covers the whole canvas with an opaque colour.
    public var paintsEveryPixel: Bool { true }

    public func draw(in canvas: Canvas) {
        canvas.fill(Path(rect: Rect(origin: .zero, size: canvas.size)), color: Self.background)
        drawDisplay(in: canvas)
        for button in model.buttons { drawButton(button, in: canvas) }
        chrome.draw(in: canvas)
    }

    private func drawDisplay(in canvas: Canvas) {
        let text = strings.localizedNumber(model.engine.display)
        let rect = model.displayRect
        // iOS's 86 pt digits, smaller when the display is short (landscape, small phones).
        var style = TextStyle(size: min(86, rect.height * 0.8), weight: .regular, color: .white)
        // Shrink to fit, as the iOS display does for long numbers.
        let available = max(1, rect.width - 16)
        let width = canvas.measureText(text, style: style).width
        if width > available { style.size *= available / width }
        let measured = canvas.measureText(text, style: style)
        canvas.drawText(
            text, at: Point(x: rect.maxX - 12 - measured.width, y: rect.maxY - measured.height),
            style: style)
    }

    private func drawButton(_ button: CalculatorModel.Button, in canvas: Canvas) {
        let level = model.highlight(of: button)
        let selected =
            button.key == .op(model.engine.selectedOperator ?? .add)
            && model.engine.selectedOperator != nil && button.tracker.isHighlighted == false
        let (base, lit, labelColor): (Color, Color, Color) =
            switch button.kind {
            case .digit: (Self.digitColor, Self.digitHighlight, .white)
            case .function: (Self.functionColor, Self.functionHighlight, .black)
            case .operation:
                selected
                    ? (.white, Self.operationHighlight, Self.operationColor)
                    : (Self.operationColor, Self.operationHighlight, .white)
            }
        let frame = button.frame
        let side = model.keySide
        canvas.fill(Path(roundedRect: frame, radius: side / 2), color: base.mix(lit, level))
        let label = title(of: button)
        // Label sizes are iOS's at a 75 pt key, scaled with the key.
        let k = side / CalculatorModel.buttonSize
        let style: TextStyle
        switch button.kind {
        case .digit: style = TextStyle(size: 38 * k, weight: .regular, color: labelColor)
        case .function: style = TextStyle(size: (label.count > 1 ? 30 : 34) * k, weight: .medium, color: labelColor)
        case .operation: style = TextStyle(size: 42 * k, weight: .medium, color: labelColor)
        }
        let size = canvas.measureText(label, style: style)
        // The wide zero's label sits over its first column, as on iOS.
        let column = model.buttons.first { $0.id == "decimal" }?.frame.width ?? side
        let centerX = button.id == "0" ? frame.minX + column / 2 : frame.midX
        canvas.drawText(
            label, at: Point(x: centerX - size.width / 2, y: frame.midY - size.height / 2),
            style: style)
    }

    private func title(of button: CalculatorModel.Button) -> String {
        switch button.key {
        case .digit(let d): String(d)
        case .decimal: "."
        case .op(let op): op.rawValue
        case .equals: "="
        case .clear: model.engine.clearLabel
        case .sign: "±"
        case .percent: "%"
        }
    }
}

extension CalculatorModel: TouchModel {}

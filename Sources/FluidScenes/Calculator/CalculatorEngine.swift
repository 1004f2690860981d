/// The arithmetic of the iOS Calculator (portrait): digits build an entry of up to 9 digits,
/// × and ÷ bind tighter than + and −, pressing an operator twice replaces it, `=` repeats the last
/// operation, `%` of a pending sum is a percentage of its left side (200 + 10 % = 220), and C clears
/// the entry while AC clears everything. Dividing by zero shows "Error" until the next key.
public struct CalculatorEngine: Sendable {
    /// Binary operators.
    public enum Operator: String, Hashable, Sendable, CaseIterable {
        case add = "+", subtract = "−", multiply = "×", divide = "÷"

        var isMultiplicative: Bool { self == .multiply || self == .divide }

        func apply(_ a: Double, _ b: Double) -> Double {
            switch self {
            case .add: a + b
            case .subtract: a - b
            case .multiply: a * b
            case .divide: b == 0 ? .nan : a / b
            }
        }
    }

    /// Every key of the keypad.
    public enum Key: Hashable, Sendable {
        case digit(Int)
        case decimal
        case op(Operator)
        case equals
        case clear
        case sign
        case percent
    }

    /// The longest entry, in digits (iOS portrait).
    public static let maxDigits = 9

    /// The digits being typed ("12.5", "-0."), nil when the display shows a value.
    public private(set) var entry: String?
    /// The value on the display when not typing.
    public private(set) var value = 0.0
    /// A pending sum or difference: left side and operator.
    private var additive: (value: Double, op: Operator)?
    /// A pending product or quotient: left side and operator.
    private var multiplicative: (value: Double, op: Operator)?
    /// The operator just pressed (its key stays selected until the next digit).
    public private(set) var selectedOperator: Operator?
    /// What `=` repeats.
    private var repeatOperation: (op: Operator, operand: Double)?
    public private(set) var isError = false

    public init() {}

    /// The text on the display ("1,234.5", "Error").
    public var display: String {
        if isError { return "Error" }
        if let entry { return CalculatorFormat.grouped(entry) }
        return CalculatorFormat.format(value)
    }

    /// "C" while there is an entry to clear, else "AC".
    public var clearLabel: String { (entry != nil && entry != "0") || isError ? "C" : "AC" }

    /// The number being shown.
    public var currentValue: Double {
        guard let entry else { return value }
        return Double(entry) ?? 0
    }

    public mutating func press(_ key: Key) {
        if isError, key != .clear {
            self = CalculatorEngine()
            if case .op = key { return }
        }
        switch key {
        case .digit(let d): typeDigit(min(max(d, 0), 9))
        case .decimal: typeDecimal()
        case .op(let op): pressOperator(op)
        case .equals: pressEquals()
        case .clear: pressClear()
        case .sign: toggleSign()
        case .percent: pressPercent()
        }
    }

    private mutating func typeDigit(_ d: Int) {
        selectedOperator = nil
        var text = entry ?? ""
        if text == "0" || text == "-0" { text.removeLast() }
        guard text.filter({ $0.isNumber }).count < Self.maxDigits else { return }
        text += String(d)
        entry = text
    }

    private mutating func typeDecimal() {
        selectedOperator = nil
        var text = entry ?? "0"
        if text.isEmpty || text == "-" { text += "0" }
        if !text.contains(".") { text += "." }
        entry = text
    }

    private mutating func toggleSign() {
        if var text = entry {
            if text.hasPrefix("-") { text.removeFirst() } else { text = "-" + text }
            entry = text
        } else if selectedOperator != nil {
            entry = "-0"
            selectedOperator = nil
        } else {
            value = -value
        }
    }

    private mutating func pressPercent() {
        let x = currentValue
        if let additive, multiplicative == nil {
            value = additive.value * x / 100
        } else {
            value = x / 100
        }
        entry = nil
        checkError()
    }

    private mutating func pressOperator(_ op: Operator) {
        if let selected = selectedOperator, entry == nil {
            replaceOperator(selected, with: op)
            return
        }
        let x = currentValue
        entry = nil
        applyOperator(op, to: x)
    }

    private mutating func applyOperator(_ op: Operator, to right: Double) {
        var x = right
        if let m = multiplicative {
            x = m.op.apply(m.value, x)
            multiplicative = nil
        }
        if op.isMultiplicative {
            multiplicative = (x, op)
        } else {
            if let a = additive { x = a.op.apply(a.value, x) }
            additive = (x, op)
        }
        value = x
        selectedOperator = op
        repeatOperation = nil
        checkError()
    }

    /// A second operator in a row replaces the first (2 × + 3 = 5).
    private mutating func replaceOperator(_ old: Operator, with op: Operator) {
        if old.isMultiplicative, let m = multiplicative {
            multiplicative = nil
            selectedOperator = nil
            entry = nil
            applyOperator(op, to: m.value)
        } else if let a = additive, !op.isMultiplicative {
            additive = (a.value, op)
            selectedOperator = op
        } else if let a = additive, op.isMultiplicative {
            // 2 + × : the pending sum stays, its right side becomes the product's left side.
            multiplicative = (a.value, op)
            additive = nil
            selectedOperator = op
        }
    }

    private mutating func pressEquals() {
        var x = currentValue
        entry = nil
        selectedOperator = nil
        if multiplicative == nil, additive == nil {
            if let r = repeatOperation { value = r.op.apply(x, r.operand) } else { value = x }
            checkError()
            return
        }
        var last: (op: Operator, operand: Double)?
        if let m = multiplicative {
            last = (m.op, x)
            x = m.op.apply(m.value, x)
            multiplicative = nil
        }
        if let a = additive {
            if last == nil { last = (a.op, x) }
            x = a.op.apply(a.value, x)
            additive = nil
        }
        value = x
        repeatOperation = last
        checkError()
    }

    private mutating func pressClear() {
        if clearLabel == "C" {
            entry = nil
            value = 0
            isError = false
            // The pending operator is selected again, as on iOS.
            selectedOperator = multiplicative?.op ?? additive?.op
        } else {
            self = CalculatorEngine()
        }
    }

    private mutating func checkError() {
        if !value.isFinite {
            isError = true
            additive = nil
            multiplicative = nil
            repeatOperation = nil
            selectedOperator = nil
            entry = nil
        }
    }
}

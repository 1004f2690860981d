import FluidCore
import FluidMotion

/// How the calculator's display writes numbers, as iOS does in portrait: at most 9 significant
/// digits, thousands grouped with commas, no trailing zeros, and scientific notation ("1.5e10",
/// "2e-9") when a number does not fit in 9 digits.
public enum CalculatorFormat {
    public static let significantDigits = 9

    /// The display text for `value`; "Error" for NaN and infinities.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "Error" }
        if value == 0 { return "0" }
        let magnitude = abs(value)
        let exponent = decimalExponent(of: magnitude)
        // 9 digits before the point at most, and nothing smaller than the 9th decimal place.
        if exponent >= significantDigits || exponent < -(significantDigits - 1) {
            return scientific(value, exponent: exponent)
        }
        let places = max(0, significantDigits - 1 - exponent)
        let text = decimalText(value, places: places)
        // Rounding may carry into a tenth digit (999,999,999.7).
        if exponent == significantDigits - 1, text.filter({ $0.isNumber }).count > significantDigits {
            return scientific(value, exponent: exponent)
        }
        return grouped(text == "-0" ? "0" : text)
    }

    /// `text` (digits, an optional leading "-" and an optional ".") with its integer part grouped
    /// by thousands: "-1234567.5" → "-1,234,567.5".
    public static func grouped(_ text: String) -> String {
        var sign = ""
        var body = Substring(text)
        if body.hasPrefix("-") {
            sign = "-"
            body = body.dropFirst()
        }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = Array(parts.first ?? "")
        var out = ""
        for (i, c) in integer.enumerated() {
            if i > 0, (integer.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        if parts.count > 1 { out += "." + parts[1] }
        return sign + out
    }

    /// ⌊log₁₀ x⌋ for x > 0, by repeated scaling (exact at powers of ten).
    static func decimalExponent(of x: Double) -> Int {
        var e = 0
        var y = x
        while y >= 10 { y /= 10; e += 1 }
        while y < 1 { y *= 10; e -= 1 }
        return e
    }

    /// Mantissa with up to 6 decimals and the exponent: "1.234568e12".
    static func scientific(_ value: Double, exponent: Int) -> String {
        var mantissa = abs(value)
        var e = exponent
        var p = 1.0
        for _ in 0..<abs(e) { p *= 10 }
        mantissa = e >= 0 ? mantissa / p : mantissa * p
        var text = decimalText(mantissa, places: 6)
        if text.hasPrefix("10") {  // rounding carried: 9.9999999 → 10
            e += 1
            text = decimalText(mantissa / 10, places: 6)
        }
        return (value < 0 ? "-" : "") + text + "e" + String(e)
    }
}

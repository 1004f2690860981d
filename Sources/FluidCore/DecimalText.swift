/// Formats a number with at most `places` decimals and no trailing zeros ("157.9137", "1",
/// "-0.25"), without Foundation. `places` is limited to 0…15 (a Double carries no more); numbers
/// too large for that many places fall back to Swift's shortest round-trip form.
public func decimalText(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let places = min(max(0, places), maximumDecimalPlaces)
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return value.description }
    let units = Int64(scaled)
    let whole = units / Int64(scale)
    var fraction = String(units % Int64(scale))
    fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = value < 0 && units != 0 ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
}

/// 10^15 still converts to `Int64` exactly; more places would trap in the conversion.
private let maximumDecimalPlaces = 15

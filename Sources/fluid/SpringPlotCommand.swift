import ArgumentParser
import FluidCanvas
import FluidMotion
import FluidRender
import Foundation

/// `fluid spring plot`: position and velocity of the spring's exact motion against time, with
/// the settling time marked, drawn to a PNG.
struct SpringPlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot position and velocity against time to a PNG, with the settle time marked.")

    @OptionGroup var spring: SpringOptions
    @OptionGroup var start: SpringStartOptions
    @Option(parsing: .unconditional, help: "Seconds to plot (default: 1.25 × the settle time, at least 0.5).")
    var seconds: Double?
    @Option(help: "Image size in points, WxH.")
    var size: String = "720x420"
    @Option(help: "Pixels per point.")
    var scale: Double = 2
    @Option(help: "The PNG to write.")
    var out: String

    func validate() throws {
        if let seconds, !(seconds.isFinite && seconds > 0 && seconds <= 600) {
            throw ValidationError("--seconds must be in (0, 600], got \(seconds)")
        }
        guard scale.isFinite, scale >= 0.25, scale <= 8 else { throw ValidationError("--scale must be in 0.25…8, got \(scale)") }
        guard let plotSize = parseSize(size), plotSize.width >= 200, plotSize.height >= 150 else {
            throw ValidationError("--size must be WxH of at least 200x150 points, got '\(size)'")
        }
        guard out.lowercased().hasSuffix(".png") else { throw ValidationError("--out must end in .png, got '\(out)'") }
    }

    func run() throws {
        let s = try spring.makeSpring()
        let (from, to, velocity) = (start.from, start.to, start.velocity)
        let plotSize = parseSize(size)!
        let travel = to - from
        let tolerance = SpringTolerance(position: max(abs(travel), abs(velocity) * 0.01, 1e-9) * Spring.settlingFraction,
                                        velocity: .infinity)
        let animation = SpringAnimation(spring: s, from: from, to: to, velocity: velocity, at: 0, tolerance: tolerance)
        let settle = animation.settleTime
        let span = seconds ?? max(0.5, settle.isFinite ? 1.25 * settle : 4 * s.response)
        let canvas: CairoCanvas
        do {
            canvas = try CairoCanvas(size: plotSize, scale: scale)
        } catch {
            throw CLIError(.unavailable, "cannot create a \(size) image: \(error)")
        }
        SpringPlot(spring: s, from: from, to: to, velocity: velocity, span: span, settle: settle)
            .draw(in: canvas)
        do {
            try canvas.writePNG(to: out)
        } catch {
            throw CLIError(.cannotCreate, "cannot write \(out): \(error)")
        }
        print(out)
    }

    private func parseSize(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w <= 4096, h <= 4096 else { return nil }
        return Size(width: w, height: h)
    }
}

/// The chart: axes, the position curve (blue, left axis), the velocity curve (orange, right
/// axis), the target line and the settle time.
struct SpringPlot {
    var spring: Spring
    var from: Double
    var to: Double
    var velocity: Double
    var span: Double
    var settle: Double

    private static let blue = Color(hex: 0x007AFF)
    private static let orange = Color(hex: 0xFF9500)
    private static let grey = Color(hex: 0x8E8E93)

    func draw(in canvas: CairoCanvas) {
        let size = canvas.size
        canvas.clear(.white)
        let plot = Rect(x: 64, y: 56, width: size.width - 128, height: size.height - 100)
        let count = max(2, Int(plot.width * 2))
        var positions: [Double] = []
        var velocities: [Double] = []
        for i in 0..<count {
            let t = span * Double(i) / Double(count - 1)
            let state = spring.state(displacement: from - to, velocity: velocity, at: t)
            positions.append(to + state.displacement)
            velocities.append(state.velocity)
        }
        let pRange = Self.range(positions + [from, to])
        let vRange = Self.range(velocities + [0])
        func x(_ i: Int) -> Double { plot.minX + plot.width * Double(i) / Double(count - 1) }
        func y(_ value: Double, _ range: ClosedRange<Double>) -> Double {
            plot.maxY - plot.height * (value - range.lowerBound) / (range.upperBound - range.lowerBound)
        }
        canvas.stroke(Path(rect: plot), color: Color(white: 0.85), lineWidth: 1)
        drawDashed(canvas, from: Point(x: plot.minX, y: y(to, pRange)), to: Point(x: plot.maxX, y: y(to, pRange)),
                   color: Self.grey)
        if settle.isFinite, settle <= span {
            let sx = plot.minX + plot.width * settle / span
            drawDashed(canvas, from: Point(x: sx, y: plot.minY), to: Point(x: sx, y: plot.maxY), color: .black)
            canvas.drawText("settles \(decimalText(settle, places: 3)) s", at: Point(x: sx + 4, y: plot.minY + 4),
                            style: TextStyle(size: 11, weight: .medium, color: .black))
        }
        for (values, range, color) in [(velocities, vRange, Self.orange), (positions, pRange, Self.blue)] {
            var path = Path()
            path.move(to: Point(x: x(0), y: y(values[0], range)))
            for i in 1..<count { path.line(to: Point(x: x(i), y: y(values[i], range))) }
            canvas.stroke(path, color: color, lineWidth: 2)
        }
        let label = TextStyle(size: 11, color: Self.grey)
        canvas.drawText(decimalText(pRange.upperBound, places: 3), at: Point(x: 8, y: plot.minY - 6), style: label)
        canvas.drawText(decimalText(pRange.lowerBound, places: 3), at: Point(x: 8, y: plot.maxY - 8), style: label)
        canvas.drawText(decimalText(vRange.upperBound, places: 2) + "/s", at: Point(x: plot.maxX + 6, y: plot.minY - 6),
                        style: TextStyle(size: 11, color: Self.orange))
        canvas.drawText(decimalText(vRange.lowerBound, places: 2) + "/s", at: Point(x: plot.maxX + 6, y: plot.maxY - 8),
                        style: TextStyle(size: 11, color: Self.orange))
        canvas.drawText("0 s", at: Point(x: plot.minX, y: plot.maxY + 6), style: label)
        canvas.drawText("\(decimalText(span, places: 3)) s", at: Point(x: plot.maxX - 40, y: plot.maxY + 6), style: label)
        canvas.drawText("position", at: Point(x: plot.minX + plot.width / 2 - 70, y: plot.maxY + 6),
                        style: TextStyle(size: 11, weight: .semibold, color: Self.blue))
        canvas.drawText("velocity", at: Point(x: plot.minX + plot.width / 2 + 10, y: plot.maxY + 6),
                        style: TextStyle(size: 11, weight: .semibold, color: Self.orange))
        let title = "response \(decimalText(spring.response, places: 4)) s · ζ \(decimalText(spring.dampingRatio, places: 4))"
            + " · mass \(decimalText(spring.mass, places: 4)) · k \(decimalText(spring.stiffness, places: 3))"
            + " · c \(decimalText(spring.damping, places: 3))"
        canvas.drawText(title, at: Point(x: plot.minX, y: 14),
                        style: TextStyle(size: 15, weight: .semibold, color: .black, maxWidth: plot.width))
        canvas.drawText("from \(decimalText(from, places: 4)) to \(decimalText(to, places: 4)), v₀ \(decimalText(velocity, places: 4))/s",
                        at: Point(x: plot.minX, y: 34), style: label)
    }

    private func drawDashed(_ canvas: Canvas, from a: Point, to b: Point, color: Color) {
        let length = a.distance(to: b)
        guard length > 0 else { return }
        let dash = 5.0
        var path = Path()
        var d = 0.0
        while d < length {
            let e = min(length, d + dash)
            path.move(to: a + (d / length) * (b - a))
            path.line(to: a + (e / length) * (b - a))
            d += 2 * dash
        }
        canvas.stroke(path, color: color, lineWidth: 1, cap: .butt, join: .miter)
    }

    /// The values' range with 8 % headroom; never empty.
    private static func range(_ values: [Double]) -> ClosedRange<Double> {
        let low = values.min() ?? 0
        let high = values.max() ?? 1
        let pad = max((high - low) * 0.08, 1e-9)
        return (low - pad)...(high + pad)
    }
}

import ArgumentParser
import FluidCanvas
import FluidCommandLine
import FluidCore
import FluidFiles
import FluidMotion
import FluidRender
import FluidSceneKit
import Foundation

/// `fluid spring plot`: position and velocity of the spring's exact motion against time, with
/// the settling time marked, drawn to a PNG (see `SpringPlot`).
///
/// Exit codes: 64 for options out of range (including an image too large, and start values whose
/// motion overflows a Double), 73 when the PNG's directory is missing, not a directory or not
/// writable (checked before drawing), 74 when writing fails midway (a full disk). The PNG is
/// written to a temporary file and renamed into place (through a symbolic link, onto the link's
/// target), so it is never half-written.
struct SpringPlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot position and velocity against time to a PNG, with the settle time marked.")

    @OptionGroup var spring: SpringOptions
    @OptionGroup var start: SpringStartOptions
    @Option(parsing: .unconditional, help: "Seconds to plot (default: 1.25 × the settle time, at least 0.5).")
    var seconds: Double?
    @Option(help: "Image size in points, WxH (200x150 … 4096x4096).")
    var size: String = "720x420"
    @Option(help: "Pixels per point (\(PixelScale.rangeText)); the image is at most \(maximumPixelSide) pixels a side.")
    var scale: Double = 2
    @Option(help: "The PNG to write.")
    var out: String

    /// The largest image side in pixels: 8192 × 8192 × 4 bytes is 256 MiB of canvas.
    static let maximumPixelSide = 8192.0
    private static let minimumSize = Size(width: 200, height: 150)
    private static let maximumSize = Size(width: 4096, height: 4096)

    func validate() throws {
        if let seconds, !(seconds.isFinite && seconds > 0 && seconds <= 600) {
            throw ValidationError("--seconds must be in (0, 600], got \(seconds)")
        }
        try ScaleArgument.validate(scale)
        guard let plotSize = Self.parseSize(size) else {
            throw ValidationError("--size must be WxH from 200x150 to 4096x4096 points, got '\(size)'")
        }
        let pixels = (width: (plotSize.width * scale).rounded(.up), height: (plotSize.height * scale).rounded(.up))
        guard max(pixels.width, pixels.height) <= Self.maximumPixelSide else {
            throw ValidationError(
                "--size \(size) at --scale \(decimalText(scale, places: 4)) is "
                    + "\(decimalText(pixels.width, places: 0))x\(decimalText(pixels.height, places: 0)) pixels; "
                    + "the image may be at most \(decimalText(Self.maximumPixelSide, places: 0)) pixels a side")
        }
        guard out.lowercased().hasSuffix(".png") else { throw ValidationError("--out must end in .png, got '\(out)'") }
    }

    func run() throws {
        let s = try spring.makeSpring()
        let (from, to, velocity) = (start.from, start.to, start.velocity)
        // Through a symbolic link, the link's target is replaced; a device is written in place.
        let destination = AtomicFile.destination(of: out)
        if case .replace(let target) = destination, let problem = OutputPath.problem(writing: target) {
            throw CLIError(.cannotCreate, "cannot write \(out): \(problem)")
        }
        let travel = to - from
        let tolerance = SpringTolerance(
            position: max(abs(travel), abs(velocity) * 0.01, 1e-9) * Spring.settlingFraction,
            velocity: .infinity)
        let animation = SpringAnimation(spring: s, from: from, to: to, velocity: velocity, at: 0, tolerance: tolerance)
        let settle = animation.settleTime
        let span = seconds ?? max(0.5, settle.isFinite ? 1.25 * settle : 4 * s.response)
        let imageSize = Self.parseSize(size)!
        let plot = SpringPlot(spring: s, from: from, to: to, velocity: velocity, span: span, settle: settle)
        guard plot.isDrawable(in: imageSize) else { throw start.overflow }
        // `validate` keeps the image within a canvas's limits, the one error its creation throws.
        let canvas: CairoCanvas
        do {
            canvas = try CairoCanvas(size: imageSize, scale: scale)
        } catch let error as RenderError {
            throw CLIError(.usage, error.description)
        }
        plot.draw(in: canvas)
        do {
            if case .replace = destination {
                try canvas.writePNG(to: destination.path)
            } else {
                try canvas.writePNG(to: destination.path, atomically: false)
            }
        } catch let error as RenderError {
            throw CLIError(.ioError, error.description)
        }
        try StandardOutput.write(out + "\n")
    }

    /// `WxH` in points within 200x150 … 4096x4096; nil otherwise.
    private static func parseSize(_ text: String) -> Size? {
        guard let size = Size(argument: text),
            size.width >= minimumSize.width, size.height >= minimumSize.height,
            size.width <= maximumSize.width, size.height <= maximumSize.height
        else { return nil }
        return size
    }
}

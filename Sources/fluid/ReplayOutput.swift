import FluidCanvas
import FluidCommandLine
import FluidCore
import FluidFiles
import FluidMotion
import FluidRender
import FluidSession
import Foundation

/// Renders replay frames to PNG files and/or a video. A class: it owns the canvas and encoder.
final class ReplayOutput {
    private let framesDirectory: FramesDirectory?
    private let encoder: VideoEncoder?
    private let canvas: CairoCanvas?
    /// The video's fixed size (pt); frames after a resize are letterboxed into it.
    private let videoCanvas: CairoCanvas?
    private let progress: Bool

    /// `gifKeepsScale`: a GIF keeps the canvas's `scale` (an explicit `--scale`) instead of
    /// being scaled down to 1 pixel per point.
    init(frames: String?, video: String?, size: Size, scale: Double, gifKeepsScale: Bool, fps: Double) throws(CLIError)
    {
        progress = isatty(STDERR_FILENO) != 0
        guard frames != nil || video != nil else {
            (framesDirectory, encoder, canvas, videoCanvas) = (nil, nil, nil, nil)
            return
        }
        do {
            canvas = try CairoCanvas(size: size, scale: scale)
        } catch {
            throw CLIError(.usage, "\(error)")
        }
        framesDirectory = try frames.map { path throws(CLIError) in try FramesDirectory(path: path) }
        if let video {
            videoCanvas = try? CairoCanvas(size: size, scale: scale)
            do {
                encoder = try VideoEncoder(
                    path: video, width: canvas!.pixelWidth, height: canvas!.pixelHeight,
                    fps: fps, gifScale: gifKeepsScale || scale < 1 ? 1 : 1 / scale)
            } catch {
                framesDirectory?.discard()
                throw error
            }
        } else {
            (encoder, videoCanvas) = (nil, nil)
        }
    }

    /// Draws the session's current frame and writes it wherever asked.
    /// - Throws: exit 65 when the frame's size cannot be drawn; a write failure; an interruption
    ///   (SIGINT, SIGTERM, SIGHUP) noticed before the frame.
    func render(_ session: Session, index: Int) throws(CLIError) {
        guard let canvas else { return }
        guard Interruption.signal == 0 else { throw CLIError(.ioError, "interrupted") }
        do {
            try canvas.resize(to: session.size)
        } catch {
            throw CLIError(.dataError, "frame \(index): \("\(error)")")
        }
        session.drawFrame(in: canvas)
        try framesDirectory?.write(canvas, index: index)
        if let encoder, let videoCanvas {
            let source = canvas.size == videoCanvas.size ? canvas : letterbox(canvas, into: videoCanvas)
            try encoder.append(source)
        }
        if progress {
            StandardStreams.writeError(
                "\rfluid replay: frame \(index + 1) (t = \(String(format: "%.2f", session.time)) s)")
        }
    }

    /// Waits for the video encoder; nothing is in place yet.
    func finishEncoding() throws(CLIError) {
        if progress { StandardStreams.writeError("\n") }
        try encoder?.finish()
    }

    /// Moves the frames and the video into place.
    func commit(frameCount: Int) throws(CLIError) {
        try framesDirectory?.commit(frameCount: frameCount)
        try encoder?.commit()
    }

    /// Stops the encoder and removes every temporary: nothing of this replay is left.
    func discard() {
        encoder?.cancel()
        framesDirectory?.discard()
    }

    /// `canvas` scaled to fit `target`, centred on black (the video keeps its first size).
    private func letterbox(_ canvas: CairoCanvas, into target: CairoCanvas) -> CairoCanvas {
        let fit = min(target.size.width / canvas.size.width, target.size.height / canvas.size.height)
        let size = Size(width: canvas.size.width * fit, height: canvas.size.height * fit)
        target.clear(.black)
        target.draw(
            canvas,
            in: Rect(
                x: (target.size.width - size.width) / 2,
                y: (target.size.height - size.height) / 2,
                width: size.width, height: size.height))
        return target
    }
}

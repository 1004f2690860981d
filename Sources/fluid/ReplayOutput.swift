import FluidCanvas
import FluidMotion
import FluidRender
import FluidScenes
import Foundation

/// Renders replay frames to PNG files and/or a video. A class: it owns the canvas and encoder.
final class ReplayOutput {
    private let framesDirectory: String?
    private let encoder: VideoEncoder?
    private let canvas: CairoCanvas?
    /// The video's fixed size (pt); frames after a resize are letterboxed into it.
    private let videoCanvas: CairoCanvas?
    private let progress: Bool

    init(frames: String?, video: String?, size: Size, scale: Double, fps: Double) throws(CLIError) {
        framesDirectory = frames
        progress = isatty(STDERR_FILENO) != 0
        guard frames != nil || video != nil else {
            (encoder, canvas, videoCanvas) = (nil, nil, nil)
            return
        }
        do {
            canvas = try CairoCanvas(size: size, scale: scale)
        } catch {
            throw CLIError(.usage, "\(error)")
        }
        if let frames {
            do {
                try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
            } catch {
                throw CLIError(.cannotCreate, "cannot create directory \(frames)")
            }
        }
        if let video {
            videoCanvas = try? CairoCanvas(size: size, scale: scale)
            encoder = try VideoEncoder(path: video, width: canvas!.pixelWidth, height: canvas!.pixelHeight,
                                       fps: fps, scale: scale)
        } else {
            (encoder, videoCanvas) = (nil, nil)
        }
    }

    /// Draws the session's current frame and writes it wherever asked.
    func render(_ session: Session, index: Int) throws(CLIError) {
        guard let canvas else { return }
        do {
            try canvas.resize(to: session.size)
        } catch {
            encoder?.cancel()
            throw CLIError(.dataError, "frame \(index): \("\(error)")")
        }
        session.drawFrame(in: canvas)
        if let framesDirectory {
            let name = "frame-" + String(repeating: "0", count: max(0, 5 - String(index).count)) + String(index) + ".png"
            do {
                try canvas.writePNG(to: (framesDirectory as NSString).appendingPathComponent(name))
            } catch {
                encoder?.cancel()
                throw CLIError(.cannotCreate, "\(error)")
            }
        }
        if let encoder, let videoCanvas {
            let source = canvas.size == videoCanvas.size ? canvas : letterbox(canvas, into: videoCanvas)
            try encoder.append(source)
        }
        if progress {
            FileHandle.standardError.write(Data("\rfluid replay: frame \(index + 1) (t = \(String(format: "%.2f", session.time)) s)".utf8))
        }
    }

    func finish(frameCount: Int) throws(CLIError) {
        if progress { FileHandle.standardError.write(Data("\n".utf8)) }
        try encoder?.finish()
    }

    /// `canvas` scaled to fit `target`, centred on black (the video keeps its first size).
    private func letterbox(_ canvas: CairoCanvas, into target: CairoCanvas) -> CairoCanvas {
        let fit = min(target.size.width / canvas.size.width, target.size.height / canvas.size.height)
        let size = Size(width: canvas.size.width * fit, height: canvas.size.height * fit)
        target.clear(.black)
        target.draw(canvas, in: Rect(x: (target.size.width - size.width) / 2,
                                     y: (target.size.height - size.height) / 2,
                                     width: size.width, height: size.height))
        return target
    }
}

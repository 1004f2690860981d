import ArgumentParser
import FluidCanvas
import FluidCommandLine
import FluidCore
import FluidFiles
import FluidMotion
import FluidRender
import FluidSceneKit
import FluidSession
import Foundation

/// `fluid replay SCRIPT`: runs a touch script through a scene on a fixed frame clock and writes
/// the trace, frame PNGs and/or a video.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a touch script (JSON Lines) through a scene on a fixed frame clock.",
        // Lines of at most 78 columns: ArgumentParser wraps longer ones at 80 and would leave a
        // word or two alone on a line ("the scene⏎advances").
        discussion: """
            Frame n is at t = n / fps; events with t ≤ the frame's time are applied,
            then the scene advances to it. Frames continue after the last event until
            the scene is at rest (at most \(Int(Replay.settleLimit)) s). A web page's recording carries
            the frames the page drew ("type":"frame" lines): it replays on those,
            then on the fixed clock from the last of them.
            A replay is at most \(Replay.maxFrames) frames: a script whose last event
            is at t ≥ \(Replay.maxFrames) / fps is refused (exit 65).
            Scripts may end their lines in LF or CRLF; a line is at most \(TouchScript.maxLineLength)
            bytes, a script at most \(TouchScript.maxFileSize >> 20) MiB.
            The trace goes to --trace, or to stdout when no output is named.
            A recording (fluid-playground --record) begins with a header line naming
            its scene, size, scale, appearance, Reduce Motion, text size, locale and
            starting shortcut (and the spring designer's values); the replay starts
            from those unless --scene, --size, --scale, --dark/--no-dark,
            --reduce-motion/--no-reduce-motion, --text-size or --locale say
            otherwise. A replay never reads the desktop's Reduce Motion or text
            size, so it is the same on every machine.
            --frames and --video .mp4 are points × scale pixels; a GIF is at most
            1 pixel per point unless --scale is given, and plays at most \(Int(VideoEncoder.maxGIFFrameRate)) fps (GIF
            frame delays are whole hundredths of a second): a faster --fps is
            resampled to \(Int(VideoEncoder.maxGIFFrameRate)) fps, and the replay says so on stderr.
            """)

    @Argument(help: "Touch script (JSON Lines; the format is docs/touch-script.md in the repository).")
    var script: String

    @Option(help: "Frames per second of the frame clock (1…1000).")
    var fps: Double = 60

    @Option(help: "Write the trace (JSON Lines) to this file; '-' for stdout.")
    var trace: String?

    @Option(help: "Write frame-00000.png… into this directory.")
    var frames: String?

    @Option(help: "Write a .gif (at most \(Int(VideoEncoder.maxGIFFrameRate)) fps) or .mp4 (needs ffmpeg).")
    var video: String?

    @OptionGroup
    var sceneArguments: SceneArguments<ReplaySceneHelp>

    @Flag(
        help:
            "Draw fingers where they are predicted to be at each frame's time (touch prediction, as the playground does); the trace's frames gain `predicted`."
    )
    var predict = false

    func validate() throws {
        guard fps.isFinite, fps >= 1, fps <= 1000 else {
            throw ValidationError("--fps must be a number in 1…1000, got \(fps)")
        }
        if let video, VideoEncoder.Format(path: video) == nil {
            throw ValidationError("--video must end in .gif or .mp4, got '\(video)'")
        }
    }

    func run() throws {
        try OutputAlias.check(inputs: [.init("the script \(script)", path: script)], outputs: outputs)
        let touchScript: TouchScript
        do {
            touchScript = try TouchScript(contentsOfFile: script)
        } catch {
            throw CLIError(error.kind == .unreadable ? .usage : .dataError, error.description)
        }
        let replay: Replay
        do {
            replay = try Replay(script: touchScript, fps: fps)
        } catch {
            throw CLIError(.dataError, "\(script): \(error)")
        }
        // The command line first, then the recording's header, then the defaults.
        let header = touchScript.header
        let options = sceneArguments
        let scale = options.scale ?? header?.scale ?? Self.defaultScale
        let strings = MessageCatalogFile.load(locale: MessageCatalogFile.locale(flag: options.locale ?? header?.locale))
        if let problem = strings.problem { throw CLIError(.dataError, problem) }
        // Laid out in the direction the recording was made in, whatever language draws it: the
        // touches land where they did, and the trace is the same in every language.
        var catalog = strings.catalog
        catalog.layoutRightToLeft = header?.rightToLeft ?? false
        var session: Session
        do {
            session = try Session(
                scene: options.scene ?? header?.scene,
                size: options.container ?? header?.size ?? Session.defaultSize,
                scale: scale,
                options: SceneOptions(
                    dark: options.dark ?? header?.dark ?? false,
                    startState: header?.startState ?? [],
                    reduceMotion: options.reduceMotion ?? header?.reduceMotion ?? false,
                    textSize: options.textSizeCategory ?? header?.textSize ?? .default,
                    catalog: catalog))
        } catch {
            let fromHeader = options.scene == nil && header != nil
            throw CLIError(
                fromHeader ? .dataError : .usage, fromHeader ? "\(script): header: \(error)" : error.description)
        }
        session.predictsTouches = predict
        if frames != nil || video != nil { Interruption.install() }
        // A canvas too large for the size or scale the recording's header gives is bad data.
        let canvasFromHeader =
            options.container == nil && header?.size != nil || options.scale == nil && header?.scale != nil
        let output: ReplayOutput
        do {
            output = try ReplayOutput(
                frames: frames, video: video, size: session.size, scale: scale,
                gifKeepsScale: options.scale != nil, fps: fps)
        } catch {
            guard error.code == .usage, canvasFromHeader else { throw error }
            throw CLIError(.dataError, "\(script): header: \(error.message)")
        }
        do {
            var lines = [Trace.header(session)]
            let count = try replay.run(&session) { (index, session) throws(CLIError) in
                lines.append(Trace.frame(session, index: index, extra: session.predictedTraceFields))
                try output.render(session, index: index)
            }
            try output.finishEncoding()
            // Every output is complete in its temporary before any is moved into place.
            try writeTrace(lines.joined(separator: "\n") + "\n")
            try output.commit(frameCount: count)
            // After the GIF is in place, so a failure stays the one line it is.
            if let video, VideoEncoder.Format(path: video) == .gif, fps > VideoEncoder.maxGIFFrameRate {
                StandardStreams.writeError(
                    "fluid replay: note: a GIF plays at most \(Int(VideoEncoder.maxGIFFrameRate)) fps; "
                        + "\(video) is resampled from \(decimalText(fps, places: 3)) to \(Int(VideoEncoder.maxGIFFrameRate)) fps\n"
                )
            }
        } catch {
            output.discard()
            Interruption.resignal()
            throw error
        }
    }

    /// Every place this replay writes, for `OutputAlias`.
    private var outputs: [OutputAlias.Output] {
        var outputs: [OutputAlias.Output] = []
        if let trace, trace != "-" { outputs.append(.file("--trace \(trace)", path: trace)) }
        if trace == "-" || (trace == nil && frames == nil && video == nil) { outputs.append(.standardOutput) }
        if let frames { outputs.append(.folder("--frames \(frames)", path: frames)) }
        if let video { outputs.append(.file("--video \(video)", path: video)) }
        return outputs
    }

    /// Pixels per point when neither --scale nor a header gives one.
    static let defaultScale = 2.0

    /// The trace to --trace (atomically), or to stdout when asked or when nothing else is written.
    private func writeTrace(_ text: String) throws(CLIError) {
        if let trace, trace != "-" {
            do {
                try writeFileAtomically(text, to: trace)
            } catch {
                throw CLIError(error.isWriteFailure ? .ioError : .cannotCreate, error.description)
            }
        } else if trace == "-" || (frames == nil && video == nil) {
            try StandardOutput.write(text)
        }
    }
}

/// The scene options as a replay reads them: unset, the script's header, else a fixed default
/// (never the desktop's, so a replay is the same on every machine).
enum ReplaySceneHelp: SceneArgumentsHelp {
    static let scene = "Scene to run (default: the script's header, else the catalog's default)."
    static let size =
        "Container size in points, WxH (default: the script's header, else \(Session.defaultSize.argumentText))."
    static let scale =
        "Pixels per point for --frames and --video, \(PixelScale.rangeText) (default: the script's header, else 2; a GIF without --scale: at most 1)."
    static let dark = "Dark appearance (default: the script's header, else light)."
    static let reduceMotion =
        "Reduce Motion: springs settle without bounce or overshoot (default: the script's header, else off)."
    static let locale =
        "Language of the UI strings in --frames and --video, e.g. de_DE.UTF-8 (default: the script's header, else LC_ALL, LC_MESSAGES or LANG). The layout's direction is the recording's (its header's rightToLeft), so the trace is the same in every language."
    static let textSize =
        "Text size (Dynamic Type): \(ContentSizeCategory.namesText) (default: the script's header, else large)."
}

import FluidCore
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSession

/// What the page's session received since it opened, as a touch script (docs/touch-script.md):
/// the session's start as the header, then every input the exports handed the session — each
/// touch sample, wheel notch, key, typed text, resize and the cancellations of lost fingers —
/// with the page's own timestamps, and a `frame` line at each time the page advanced the scene
/// to draw. `fluid replay` of it gives the trace the page drew, byte for byte (docs/web.md,
/// "Recording").
///
/// Only what reached the session is kept, as the session took it: a touch for an eleventh
/// finger, an unknown key or a non-finite coordinate (refused by the exports) is not; typed
/// text is kept as cut to `maxTextBytes`. A time that is not finite, or earlier than the line
/// before, is written as the line before's: the session's clock takes either as no change
/// (`SceneClock`). Times are the page's clock (seconds since the page's navigation).
struct WebRecording {
    /// The most items and frames kept: 30 minutes of a 120 Hz finger and its frames. Past it the
    /// recording stops (`isFull`); the session goes on.
    static let maxLines = 500_000

    private(set) var script = TouchScript()
    private(set) var isFull = false

    /// Starts again from `session` as it opened.
    mutating func start(_ session: Session) {
        let options = session.options
        script = TouchScript(
            header: ScriptHeader(
                scene: session.sceneName, size: session.size, scale: session.scale, dark: options.dark,
                reduceMotion: options.reduceMotion, rightToLeft: options.catalog.isRightToLeft,
                textSize: options.textSize, startState: session.startState))
        isFull = false
    }

    /// Keeps `item` (see the type's rules for its time).
    mutating func record(_ item: TouchScript.Item) {
        guard hasRoom() else { return }
        script.append(item.time.isFinite ? item : item.retimed(-1))
    }

    /// Keeps a frame the page drew at `time` (s).
    mutating func recordFrame(at time: Double) {
        guard hasRoom() else { return }
        script.appendFrame(at: time.isFinite ? time : -1)
    }

    private mutating func hasRoom() -> Bool {
        if script.items.count + script.frames.count >= Self.maxLines { isFull = true }
        return !isFull
    }
}

extension WebRecording {
    /// `x` as the recording writes it and `fluid replay` reads it back (to a billionth): the
    /// exports hand the session these, so that the page's session and the replay take the very
    /// same numbers.
    static func asWritten(_ x: Double) -> Double { JSONValue.asWritten(x) }

    /// The time (s) the page's frame advances the session to: the session's latest time when the
    /// reading is one its clock takes as no change (`InputDomain.reading`: jitter just before it,
    /// as an animation frame that began before the events it follows, or outside the domain), as
    /// the recording writes such a frame; else the reading. Not rounded here: a driver's frame
    /// clock (n / fps, make test-web's clock=manual) stays the one `fluid replay` runs on; the
    /// page rounds its animation frames' times as the recording writes them (recording.js).
    static func frameTime(_ t: Double, latest: Double) -> Double {
        if case .latest = InputDomain.reading(t, after: latest) { return latest }
        return t
    }
}

/// The page's recording since the session opened (`WebRecording`).
var recording = WebRecording()

/// The recording as a touch script (JSON Lines) in the output; returns its length.
@_expose(wasm, "fluid_recording")
@_cdecl("fluid_recording")
public func fluidRecording() -> Int32 { write(recording.script.text) }

/// 1 when the recording stopped at `WebRecording.maxLines`, else 0.
@_expose(wasm, "fluid_recording_full")
@_cdecl("fluid_recording_full")
public func fluidRecordingFull() -> Int32 { recording.isFull ? 1 : 0 }

import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidSceneKit
import FluidSession

// The module's interface to the page (Web/host/fluid.js). One session at a time. Text crosses
// in UTF-8: the page writes it into the input buffer (`fluid_input`) and passes its length;
// the module writes text into the output buffer (`fluid_output`) and returns its length.
// Times are seconds on the page's clock (event timestamps), never read here.

var session: Session?
let input = WebBuffer<UInt8>(capacity: 4096)
let output = WebBuffer<UInt8>(capacity: 4096)
var canvas = WebCanvas(size: Session.defaultSize)

// The exports are an API anything on the page can call with anything (docs/web.md, "The
// page's exports"): what the native input path refuses is refused here, and these bounds hold.

/// The longest text one `fluid_text` call types (bytes of UTF-8); the rest is dropped, cut at a
/// character's start. A keyboard or an input method never sends more in one event.
let maxTextBytes = 4096
/// The most fingers down at once; a `began` for another finger is dropped.
let maxFingers = 10
/// A container's longest side (pt), as `--size` and a recording's header take it.
let maxSide = 16_384.0

/// Fingers down in the session (by id) and where each last was, so the page can cancel the
/// ones it lost (`fluid_cancel_touches`).
var fingers: [Int32: Point] = [:]
/// The latest event time given (s), for cancelling lost fingers.
var lastEventTime = 0.0

private func usable(_ width: Double, _ height: Double) -> Bool {
    width.isFinite && height.isFinite && width > 0 && height > 0 && width <= maxSide && height <= maxSide
}

/// The input buffer, with room for `length` bytes.
@_expose(wasm, "fluid_input")
@_cdecl("fluid_input")
public func fluidInput(_ length: Int32) -> UnsafeMutablePointer<UInt8> {
    input.count = 0
    input.reserve(Int(length))
    return input.base
}

@_expose(wasm, "fluid_output")
@_cdecl("fluid_output")
public func fluidOutput() -> UnsafeMutablePointer<UInt8> { output.base }

func inputText(_ length: Int32) -> String {
    // Never past the buffer, whatever length a caller gives.
    String(
        decoding: UnsafeBufferPointer(start: input.base, count: max(0, min(Int(length), input.capacity))),
        as: UTF8.self)
}

func write(_ text: String) -> Int32 {
    output.count = 0
    output.append(text)
    return Int32(output.count)
}

/// Opens the scene named by the input's first `nameLength` bytes (the default when 0) in a
/// container of `width` × `height` pt drawn at `scale` pixels per point, with the page's
/// settings (`fluid_settings`, `fluid_catalog`, `fluid_safe_area`: WebSettings.swift) and the
/// appearance `dark`. Returns 0, or minus the length of a one-line error in the output.
@_expose(wasm, "fluid_open")
@_cdecl("fluid_open")
public func fluidOpen(_ nameLength: Int32, _ width: Double, _ height: Double, _ scale: Double, _ dark: Int32) -> Int32 {
    let (width, height, scale) = (
        WebRecording.asWritten(width), WebRecording.asWritten(height), WebRecording.asWritten(scale)
    )
    guard usable(width, height) else {
        return -write("the container must be finite, > 0 and at most \(Int(maxSide)) pt a side")
    }
    webOptions.dark = dark != 0
    do {
        let opened = try Session(
            scene: nameLength > 0 ? inputText(nameLength) : nil,
            size: Size(width: width, height: height), scale: scale,
            safeArea: webSafeArea, options: webOptions)
        session = opened
        sessionGenerationSeen = nil
        fingers = [:]
        recording.start(opened)
        return 0
    } catch {
        return -write(error.description)
    }
}

/// The names of the scenes people choose from, one a line (the menu's and `--scene`'s).
@_expose(wasm, "fluid_scene_names")
@_cdecl("fluid_scene_names")
public func fluidSceneNames() -> Int32 {
    var text = ""
    for entry in SceneCatalog.standard.listedEntries { text += entry.name + "\t" + entry.summary + "\n" }
    return write(text)
}

/// The shown semantic nodes whose label begins with the input's first `length` bytes, one a
/// line: "id x y width height" (whole pt, in the container); returns the output's length (0 when
/// none is) — how a driver finds what to tap, as an assistive technology would.
@_expose(wasm, "fluid_nodes")
@_cdecl("fluid_nodes")
public func fluidNodes(_ length: Int32) -> Int32 {
    let label = inputText(length)
    guard let session, !label.isEmpty else { return write("") }
    var text = ""
    for node in session.semantics.shownNodes where node.label.hasPrefix(label) {
        let f = node.frame
        let whole = [f.origin.x, f.origin.y, f.size.width, f.size.height]
            .map { $0.isFinite ? String(Int(max(-1e9, min(1e9, $0)).rounded())) : "0" }
        text += node.id + " " + whole.joined(separator: " ") + "\n"
    }
    return write(text)
}

/// The running scene's name.
@_expose(wasm, "fluid_scene")
@_cdecl("fluid_scene")
public func fluidScene() -> Int32 { write(session?.sceneName ?? "") }

/// A touch: `phase` 0 began, 1 moved, 2 ended, 3 cancelled; `force` in 0…1, or < 0 for none.
@_expose(wasm, "fluid_touch")
@_cdecl("fluid_touch")
public func fluidTouch(_ id: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ force: Double, _ time: Double) {
    let (x, y, force, time) = (
        WebRecording.asWritten(x), WebRecording.asWritten(y), WebRecording.asWritten(force),
        WebRecording.asWritten(time)
    )
    let phases: [TouchPhase] = [.began, .moved, .ended, .cancelled]
    guard session != nil, phases.indices.contains(Int(phase)), x.isFinite, y.isFinite else { return }
    let location = Point(x: x, y: y)
    switch phases[Int(phase)] {
    case .began:
        guard fingers[id] != nil || fingers.count < maxFingers else { return }
        fingers[id] = location
    case .moved:
        if fingers[id] != nil { fingers[id] = location }
    case .ended, .cancelled:
        fingers[id] = nil
    }
    if time.isFinite { lastEventTime = time }
    let event = InputEvent.touch(
        TouchEvent(
            id: Int(id), phase: phases[Int(phase)], location: location,
            time: time, force: force.isFinite && force >= 0 ? min(force, 1) : nil))
    recording.record(.input(event))
    session?.handle(event)
}

/// How many fingers are down in the session.
@_expose(wasm, "fluid_fingers")
@_cdecl("fluid_fingers")
public func fluidFingers() -> Int32 { Int32(fingers.count) }

/// Cancels every finger down, where it last was, at the latest event time: the page calls it
/// when it lost its pointers (pointercancel, lost capture, blur, a hidden page) or finds fingers
/// down in the session that no pointer holds, so a finger never lifted does not pin the scene.
@_expose(wasm, "fluid_cancel_touches")
@_cdecl("fluid_cancel_touches")
public func fluidCancelTouches() {
    let down = fingers.sorted { $0.key < $1.key }
    fingers = [:]
    for (id, location) in down where session != nil {
        let event = InputEvent.touch(
            TouchEvent(id: Int(id), phase: .cancelled, location: location, time: lastEventTime))
        recording.record(.input(event))
        session?.handle(event)
    }
}

/// A wheel's notches (`dx`, `dy`) at the pointer.
@_expose(wasm, "fluid_wheel")
@_cdecl("fluid_wheel")
public func fluidWheel(_ x: Double, _ y: Double, _ dx: Double, _ dy: Double, _ time: Double) {
    let (x, y, dx, dy, time) = (
        WebRecording.asWritten(x), WebRecording.asWritten(y), WebRecording.asWritten(dx),
        WebRecording.asWritten(dy), WebRecording.asWritten(time)
    )
    guard session != nil, x.isFinite, y.isFinite, dx.isFinite, dy.isFinite else { return }
    let event = InputEvent.scroll(
        ScrollEvent(
            phase: .wheel, location: Point(x: x, y: y), delta: Point(x: dx, y: dy),
            time: time))
    recording.record(.input(event))
    session?.handle(event)
}

/// A key named by the input's first `length` bytes (`Key`'s raw values: escape, up, tab…).
/// Returns 1 when the name is a key.
@_expose(wasm, "fluid_key")
@_cdecl("fluid_key")
public func fluidKey(_ length: Int32, _ time: Double) -> Int32 {
    let time = WebRecording.asWritten(time)
    guard let key = Key(rawValue: inputText(length)) else { return 0 }
    if session != nil { recording.record(.input(.key(key, time: time))) }
    session?.handle(.key(key, time: time))
    return 1
}

/// Typed text, the input's first `length` bytes, at most `maxTextBytes` of them.
@_expose(wasm, "fluid_text")
@_cdecl("fluid_text")
public func fluidText(_ length: Int32, _ time: Double) {
    let time = WebRecording.asWritten(time)
    var count = max(0, min(Int(length), input.capacity, maxTextBytes))
    // Cut at a character's start: never inside a UTF-8 sequence.
    if count < Int(length) {
        while count > 0, count < input.capacity, input.base[count] & 0xC0 == 0x80 { count -= 1 }
    }
    guard count > 0, session != nil else { return }
    let text = inputText(Int32(count))
    recording.record(.input(.text(text, time: time)))
    session?.handle(.text(text, time: time))
}

/// The container changed to `width` × `height` pt.
@_expose(wasm, "fluid_resize")
@_cdecl("fluid_resize")
public func fluidResize(_ width: Double, _ height: Double, _ time: Double) {
    let (width, height, time) = (
        WebRecording.asWritten(width), WebRecording.asWritten(height), WebRecording.asWritten(time)
    )
    guard usable(width, height), session != nil else { return }
    let item = TouchScript.Item.resize(Size(width: width, height: height), time: time)
    recording.record(item)
    session?.apply(item)
}

/// Advances the scene to `time` (s). Returns 1 while the scene needs frames.
@_expose(wasm, "fluid_advance")
@_cdecl("fluid_advance")
public func fluidAdvance(_ time: Double) -> Int32 {
    guard let latest = session?.time else { return 0 }
    let time = WebRecording.frameTime(time, latest: latest)
    recording.recordFrame(at: time)
    session?.advance(to: time)
    return session?.needsFrames == true ? 1 : 0
}

/// Touch prediction, on unless `on` is 0: the coming frame draws fingers where they will be at
/// `presented` (s, the next `requestAnimationFrame`), at most 1.5 `interval`s (s) ahead of their
/// newest sample (`Session.predictFrame`). Call after `fluid_advance`, before `fluid_draw`.
@_expose(wasm, "fluid_predict")
@_cdecl("fluid_predict")
public func fluidPredict(_ on: Int32, _ presented: Double, _ interval: Double) {
    session?.predictsTouches = on != 0
    session?.predictFrame(presentedAt: presented, frameInterval: interval)
}

/// Draws the frame into the command buffer; returns how many numbers it holds
/// (`fluid_commands`, `fluid_strings` and `fluid_strings_length` give the rest).
@_expose(wasm, "fluid_draw")
@_cdecl("fluid_draw")
public func fluidDraw() -> Int32 {
    guard let session else { return 0 }
    canvas.reset(size: session.size)
    session.drawFrame(in: canvas)
    return Int32(canvas.commands.count)
}

@_expose(wasm, "fluid_commands")
@_cdecl("fluid_commands")
public func fluidCommands() -> UnsafeMutablePointer<Double> { canvas.commands.base }

@_expose(wasm, "fluid_strings")
@_cdecl("fluid_strings")
public func fluidStrings() -> UnsafeMutablePointer<UInt8> { canvas.strings.base }

@_expose(wasm, "fluid_strings_length")
@_cdecl("fluid_strings_length")
public func fluidStringsLength() -> Int32 { Int32(canvas.strings.count) }

/// The trace header line for the session (without a newline).
@_expose(wasm, "fluid_trace_header")
@_cdecl("fluid_trace_header")
public func fluidTraceHeader() -> Int32 {
    guard let session else { return 0 }
    return write(Trace.header(session))
}

/// The trace line of frame `index` at the session's current time (without a newline).
@_expose(wasm, "fluid_trace_frame")
@_cdecl("fluid_trace_frame")
public func fluidTraceFrame(_ index: Int32) -> Int32 {
    guard let session else { return 0 }
    return write(Trace.frame(session, index: Int(index)))
}

/// Text a scene asked to copy since the last call (empty when none).
@_expose(wasm, "fluid_take_clipboard")
@_cdecl("fluid_take_clipboard")
public func fluidTakeClipboard() -> Int32 { write(session?.takeClipboard() ?? "") }

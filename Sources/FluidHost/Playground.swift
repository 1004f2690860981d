import CFluidInputTime
import CSDL2
import FluidCanvas
import FluidCore
import FluidFiles
import FluidJSON
import FluidMotion
import FluidRender
import FluidSceneKit
import FluidSemantics
import FluidSession

#if canImport(Glibc)
import Glibc
#endif

/// The playground: one window running a session, event-driven.
///
/// With nothing moving and no finger down it blocks in `SDL_WaitEvent` (no CPU); while the scene
/// needs frames it renders at the display's refresh rate, passing each frame's presentation
/// time to `Session.advance(to:)`. Times are seconds since the window opened. Quits on window
/// close, SIGINT or SIGTERM (SDL turns both into SDL_QUIT), Ctrl+Q anywhere, or a scene's
/// `Navigation.quit`, with trace and record complete; Escape never quits (it is back and cancel,
/// and does nothing at the menu). The window disappears the moment a quit is taken, before
/// anything is torn down. A scene's notice (a
/// file that cannot be read) is printed on stderr once, as the scene shows it.
public final class Playground {
    public struct Configuration {
        public var catalog: SceneCatalog = .standard
        /// Scene to open; nil for the catalog's default.
        public var scene: String?
        /// Window content size, points.
        public var size: Size = Session.defaultSize
        /// Pixels per point; nil for the desktop's scale (`DesktopScale`).
        public var scale: Double?
        public var options = SceneOptions()
        /// The locale of the UI strings (`options.catalog`), for the recording's header; nil
        /// when English.
        public var locale: String?
        /// Trace lines (docs/trace.md), one per presented frame, flushed per line.
        public var trace: LineFile?
        /// Every input as a touch script that `fluid replay` reproduces.
        public var record: LineFile?
        /// Keeps a document a scene changed (writes the shortcut file): nil once kept, else the
        /// problem in words, which the scene shows. Nil: edits stay in memory.
        public var keepDocument: ((JSONValue.Field) -> String?)?
        /// Frames draw fingers where they will be when the frame is presented
        /// (`Session.predictsTouches`).
        public var predictsTouches = true

        public init() {}
    }

    private let window: SDLWindow
    private var session: Session
    /// The AT-SPI exposure; nil when no accessibility bus runs.
    private let accessibility: AccessibilityBridge?
    private let canvas: CairoCanvas
    private var translator: InputTranslator
    private var pacer: FramePacer
    private let configuration: Configuration
    /// CLOCK_MONOTONIC when the window opened (s): times in the trace count from it.
    private let origin: Double
    private var frameIndex = 0
    /// Stamps, records and applies every input (`InputRecorder`).
    private var recorder: InputRecorder
    private var title: WindowTitle
    private var quit = false
    private var printedNotice: String?
    /// The X server's stamp of the core pointer event SDL is translating (`fluid_input_time_kind`).
    private var pointerServerTime: UInt32?

    public init(_ configuration: Configuration) throws {
        self.configuration = configuration
        let name = configuration.scene ?? configuration.catalog.defaultSceneName
        title = WindowTitle(scene: name)
        recorder = InputRecorder(record: configuration.record)
        window = try SDLWindow(title: title.text, size: configuration.size, scale: configuration.scale)
        session = try Session(
            catalog: configuration.catalog, scene: name, size: window.pointSize,
            scale: window.pixelsPerPoint, options: configuration.options)
        session.predictsTouches = configuration.predictsTouches
        canvas = try CairoCanvas(size: session.size, scale: window.pixelsPerPoint)
        pacer = FramePacer(interval: window.refreshInterval, vsync: window.hasVSync)
        translator = InputTranslator(startTicks: SDL_GetTicks64())
        if fluid_input_time_install(window.window) == 1 { translator.serverClock = ServerClock() }
        origin = Playground.monotonic()
        accessibility = AccessibilityBridge.start(name: "fluid-playground")
        if let accessibility, SDL_GetKeyboardFocus() == window.window { accessibility.setActive(true) }
        SDL_StartTextInput()
    }

    /// Where the recording starts, so `fluid replay` starts there too: the scene, the container
    /// and scale the window opened with, the appearance, the layout's direction, and where the
    /// scenes start (the session's start state: the shortcut the editor opened with).
    private var recordingHeader: ScriptHeader {
        ScriptHeader(
            scene: session.sceneName, size: session.size, scale: session.scale,
            dark: configuration.options.dark,
            reduceMotion: configuration.options.reduceMotion,
            rightToLeft: configuration.options.catalog.isRightToLeft, textSize: configuration.options.textSize,
            locale: configuration.locale, startState: session.startState)
    }

    /// Seconds since the window opened.
    private var now: Double { Playground.monotonic() - origin }

    /// CLOCK_MONOTONIC in seconds: the clock outside tools (an input injector) can read too.
    static func monotonic() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Sleeps until `time` (s since the window opened); returns at once when it has passed.
    /// `pumping`: wakes every `inputPumpInterval` on the way to take the window system's events
    /// into SDL's queue, which stamps them then: touch prediction extrapolates from a sample's
    /// time, and a move stamped only when the frame takes it would look up to a refresh
    /// younger than it is. Not needed where the window system stamps its events (X11: each
    /// pointer and touch event carries the server's time, `ServerClock`).
    private func sleep(until time: Double, pumping: Bool = false) {
        while pumping, time - now > Playground.inputPumpInterval {
            sleep(until: now + Playground.inputPumpInterval)
            SDL_PumpEvents()
        }
        guard time > now else { return }
        let wake = origin + time
        var at = timespec(tv_sec: Int(wake), tv_nsec: Int((wake - wake.rounded(.down)) * 1e9))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &at, nil) == EINTR {}
    }

    /// How often a paced frame's sleep takes the window system's events when predicting (s).
    static let inputPumpInterval = 0.004

    /// Longest idle wait between event pumps, ms (bounds how long a SIGTERM takes to quit).
    static let idleWakeup: Int32 = 200

    /// Runs until the window closes.
    public func run() {
        // `monotonicOrigin`: CLOCK_MONOTONIC (s) at t = 0, so outside tools can line up the
        // trace's times (`t`, `presented`) with their own.
        // `presenter`: how frames reach the screen (`WindowPresenter`).
        configuration.trace?.write(
            Trace.header(
                session,
                extra: [
                    ("monotonicOrigin", .number(origin)), ("presenter", .string(window.presenter.description))
                ]))
        configuration.record?.write(recordingHeader.line)
        if let message = window.fit.message { printLine(message) }
        printNotice()
        var redraw = true
        var event = SDL_Event()
        while !quit {
            let animating = session.needsFrames || translator.isTouching || translator.isScrolling
            var deadline: Double?
            if !redraw && !animating {
                pacer.idle()
                // SDL turns SIGTERM into SDL_QUIT only when it pumps events; the timeout makes
                // sure it pumps a few times a second even when no X event arrives.
                guard SDL_WaitEventTimeout(&event, Playground.idleWakeup) == 1 else { continue }
                handle(event)
            } else if animating, let due = pacer.deadline(now: now) {
                // Sleep first, then take the input that arrived and draw just before the
                // deadline: the frame shows input at most a refresh old, not a refresh and a half.
                deadline = due
                sleep(
                    until: pacer.wakeTime(for: due),
                    pumping: configuration.predictsTouches && translator.serverClock == nil)
            }
            // One pump of the window system's queue, then every event it brought: SDL_PollEvent
            // would pump (a round of X11 calls) again before each event.
            SDL_PumpEvents()
            while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == 1 {
                handle(event)
            }
            if quit { break }
            apply(translator.idleScrollEnd(now: translator.time(SDL_GetTicks())))
            presentFrame(continuous: animating, deadline: deadline)
            redraw = false
        }
        // Closing is immediate however long the rest takes: the window goes first (what a
        // desktop's compositor, GL driver or input method does while SDL shuts down is not the
        // person's wait), then the files are completed.
        window.hide()
        configuration.trace?.close()
        configuration.record?.close()
    }

    private func handle(_ event: SDL_Event) {
        // Read first: SDL keeps a window-system message only until its queue is next asked.
        var event = event
        switch fluid_input_time_kind(&event) {
        case 1:
            pointerServerTime = event.common.timestamp
            return
        case 2:
            return  // a touch's stamp whose event went without it (`serverTime(for:)` takes it)
        default:
            break
        }
        if event.type == SDL_QUIT.rawValue || Playground.isQuitShortcut(event) {
            quit = true
            return
        }
        let scene = session.sceneName
        if let accessibility, event.type == accessibility.eventType { performRequests(of: accessibility) }
        if let accessibility, event.type == SDL_WINDOWEVENT.rawValue {
            let kind = UInt32(event.window.event)
            if kind == SDL_WINDOWEVENT_FOCUS_GAINED.rawValue { accessibility.setActive(true) }
            if kind == SDL_WINDOWEVENT_FOCUS_LOST.rawValue { accessibility.setActive(false) }
        }
        // A key a screen reader consumed (one of its commands) is not the window's.
        if let accessibility, accessibility.forwardKey(event) { return }
        let before = accessibility != nil ? session.semantics : nil
        apply(translator.translate(event, window: window, serverTime: serverTime(for: event)))
        if let text = title.show(session.sceneName) { window.setTitle(text) }
        if let before { keepFocus(from: before, sceneChanged: session.sceneName != scene) }
        if session.quitRequested { quit = true }
        if let text = session.takeClipboard() { SDL_SetClipboardText(text) }
        keepDocument()
        printNotice()
    }

    /// The X server's stamp of a pointer or touch event, when the window system gave one: a core
    /// pointer event's came just before it; an XInput 2 touch's is the event just after it in
    /// SDL's queue, taken from there.
    private func serverTime(for event: SDL_Event) -> UInt32? {
        guard translator.serverClock != nil else { return nil }
        switch SDL_EventType(rawValue: event.type) {
        case SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            return pointerServerTime
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            var next = SDL_Event()
            guard SDL_PeepEvents(&next, 1, SDL_PEEKEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == 1,
                fluid_input_time_kind(&next) == 2
            else { return nil }
            SDL_PeepEvents(&next, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            return next.common.timestamp
        default:
            return nil
        }
    }

    /// Gives translated input to the session and the recording.
    private func apply(_ items: [TouchScript.Item]) {
        for item in items { recorder.give(item, to: &session) }
    }

    /// Lays the scene out for the window's current size when it differs from the session's: a
    /// window manager (or none, when X applies a requested size late) may resize without the
    /// event arriving before this frame, and every frame must fill the whole window. Recorded
    /// like any resize, so a replay sees it too.
    private func followWindowSize(at time: Double) {
        let size = window.pointSize
        guard size != session.size, size.isUsable else { return }
        recorder.give(.resize(size, time: time), to: &session)
    }

    /// Performs what assistive technology asked, as the same actions the keyboard's keys
    /// perform, and records each request so a replay reproduces it.
    private func performRequests(of bridge: AccessibilityBridge) {
        for request in bridge.takeRequests() {
            recorder.give(.action(request.action, node: request.id, time: now), to: &session)
        }
    }

    /// Keeps keyboard focus somewhere a screen reader can follow when an input took it away:
    /// on a new scene's first focusable node, or, when the focused node went away (a row that
    /// added a step), on the first node the input brought (the step), else the first focusable.
    /// Only while assistive technology is served; recorded, so a replay focuses the same node.
    private func keepFocus(from before: SemanticNode, sceneChanged: Bool) {
        let now = session.semantics
        let order = now.focusOrder
        guard !order.isEmpty, session.focusedNode == nil else { return }
        if !sceneChanged {
            guard let lost = session.focus.focusedID, before.focusOrder.contains(where: { $0.id == lost }) else {
                return
            }
        }
        let known = Set(before.shownNodes.map(\.id))
        let target = sceneChanged ? order[0] : order.first { !known.contains($0.id) } ?? order[0]
        recorder.give(.action(Session.focusRequest, node: target.id, time: self.now), to: &session)
    }

    /// Sends the session's tree to assistive technology (only when it changed).
    private func updateAccessibility() {
        guard let accessibility else { return }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window.window, &x, &y)
        accessibility.update(
            session.semantics, origin: Point(x: Double(x), y: Double(y)),
            scale: window.windowUnitsPerPoint)
    }

    /// Ctrl+Q (either Control key), as in desktop apps.
    static func isQuitShortcut(_ event: SDL_Event) -> Bool {
        event.type == SDL_KEYDOWN.rawValue && event.key.keysym.sym == SDL_Keycode(SDLK_q.rawValue)
            && UInt32(event.key.keysym.mod) & UInt32(KMOD_CTRL.rawValue) != 0
    }

    /// Hands the document a scene changed to `Configuration.keepDocument`, and its outcome back.
    private func keepDocument() {
        guard let change = session.takeDocumentChange(), let keep = configuration.keepDocument else { return }
        session.documentKept(change, problem: keep(change))
    }

    /// Prints the scene's notice on stderr when it is new (one line, as the scene shows it).
    private func printNotice() {
        let notice = session.scene.notice
        guard notice != printedNotice else { return }
        printedNotice = notice
        if let notice { printLine(notice) }
    }

    /// Writes `message` as one line on stderr, after the program's name.
    private func printLine(_ message: String) {
        StandardStreams.writeError("fluid-playground: \(message)\n")
    }

    /// Draws and presents a frame now: due at `deadline` (nil: drawn at once, after idling).
    private func presentFrame(continuous: Bool, deadline: Double?) {
        // The scene advances to the moment the frame starts, after its events were taken, not to
        // the coming refresh: a scene time ahead of the clock would make the next frame's events
        // arrive "in the past", where the engine must clamp their times (skewing the velocity a
        // flick is released with) and a recording could no longer reproduce what was seen.
        let start = now
        let t = max(start, session.time)
        followWindowSize(at: t)
        session.advance(to: t)
        // Drawn for when the frame will be seen: the refresh it is paced to, or where presents
        // do not wait for one (Xvfb), when its present is expected to return.
        session.predictFrame(
            presentedAt: pacer.presentationTime(start: start, deadline: deadline),
            frameInterval: pacer.interval)
        if canvas.size != session.size { try? canvas.resize(to: session.size) }
        window.draw(canvas) { session.drawFrame(in: canvas) }
        let drawn = now
        window.present(canvas)
        let presented = now
        pacer.didPresent(start: start, end: presented, deadline: deadline, continuous: continuous)
        // `presented`: when the present returned (s, the clock of `t`); `draw`: seconds spent
        // drawing the frame, before the present.
        // `predicted`: the scene's fields as the frame drew them, when it drew a finger ahead.
        configuration.trace?.write(
            Trace.frame(
                session, index: frameIndex,
                extra: [
                    ("presented", .number(presented)), ("draw", .number(drawn - start))
                ] + session.predictedTraceFields))
        frameIndex += 1
        updateAccessibility()
    }
}

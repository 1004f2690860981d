// The page: one session of the Swift scenes, fed pointer, touch, wheel and key events with
// their own timestamps (every coalesced sample of a 120 Hz screen), advanced and drawn from
// requestAnimationFrame at the device pixel ratio, while something moves or a finger is down.
//
// URL parameters: scene=NAME (else the default), size=WxH in points (else the window, or
// 390x844 on a large screen), dark=1, trace=1 (keep a trace line per drawn frame in
// window.fluidPage.trace), bare=1 (the scene alone, without the page's scene picker), record=1 (a
// button that saves what the page received as a touch script: recording.js), pictures=0 (every
// picture drawn each frame, to compare with keeping them: canvas.js), damage=0 (every frame
// drawn whole, to compare with drawing only what changed: canvas.js), layers=0 (pictures painted
// into the canvas, not shown as compositor layers: layers.js), diff=0 (a scene that reports no
// damage drawn whole, not where its drawing changed: layers.js), predict=0 (no touch
// prediction: what follows a finger is drawn at its newest sample),
// clock=manual (no animation frames: a driver calls fluidPage.step(index, t) for each frame and
// queues in fluidPage.eventTimes the time in seconds each coming event (each coalesced sample)
// carries instead of its timestamp — how scripts/web/browser-check.py replays a touch script
// through real DOM events). The phone's settings and their parameters (dark=1, lang=he,
// text-size=AX2, reduce-motion=1, safe-area=T,R,B,L): Web/host/settings.js.
import { Fluid } from "./fluid.js";
import { CanvasPlayer } from "./canvas.js";
import { TextLayout } from "./text.js";
import { PageClock, PageSettings } from "./settings.js";
import { SemanticsOverlay } from "./semantics.js";
import * as recording from "./recording.js";

const PHASE = { began: 0, moved: 1, ended: 2, cancelled: 3 };
const KEYS = {
  ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right", Escape: "escape",
  Enter: "enter", Backspace: "backspace", Tab: "tab", " ": "space", PageUp: "page-up",
  PageDown: "page-down", Home: "home", End: "end",
};
/** A wheel notch, in the pixels a DOM wheel event reports for one. */
const NOTCH_PIXELS = 100;
/** Windows wider than this show a phone-sized container instead of filling the window (CSS px). */
const PHONE_MAX_WIDTH = 600;

const params = new URLSearchParams(location.search);
const canvas = document.getElementById("screen");
const picker = document.getElementById("scene");
const status = document.getElementById("status");
if (params.get("bare") === "1") document.querySelector("header").hidden = true;

/** Seconds on the clock events and animation frames share (performance.now()), less the time
 * the page was hidden. */
const clock = new PageClock();
const seconds = (ms) => clock.seconds(ms);
const manualClock = params.get("clock") === "manual";

function containerSize() {
  const given = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(params.get("size") || "");
  if (given) return { width: Number(given[1]), height: Number(given[2]) };
  if (fillsWindow()) return { width: window.innerWidth, height: window.innerHeight };
  return { width: 390, height: Math.min(844, window.innerHeight - 48) };
}

/** A phone held either way: a touch screen whose shorter side is a phone's (style.css alike). */
const phoneQuery = matchMedia(`(max-height: ${PHONE_MAX_WIDTH}px) and (pointer: coarse)`);
/** At phone widths (and on a phone on its side) the scene is the page, edge to edge, and takes
 * the safe area. */
const fillsWindow = () => !params.get("size") && (window.innerWidth <= PHONE_MAX_WIDTH || phoneQuery.matches);

async function loadFonts() {
  const faces = [["Regular", 400], ["Medium", 500], ["SemiBold", 600], ["Bold", 700]]
    .map(([face, weight]) => new FontFace("Inter", `url(Inter-${face}.woff2)`, { weight: String(weight) }));
  faces.push(new FontFace("Material Design Icons", "url(materialdesignicons-webfont.woff2)"));
  await Promise.all(faces.map(async (face) => document.fonts.add(await face.load())));
  return (await fetch("icons.json")).json();
}

async function main() {
  const icons = await loadFonts();
  const text = new TextLayout();
  const fluid = await Fluid.load("fluid.wasm", text);
  const player = new CanvasPlayer(canvas, text, icons);
  const settings = new PageSettings(params, fluid);
  player.keepsPictures = params.get("pictures") !== "0";
  player.keepsPixels = params.get("damage") !== "0";
  player.promotes = params.get("layers") !== "0";
  player.findsDamage = params.get("diff") !== "0";
  player.backdrops = params.get("backdrop") !== "0";
  player.tiles = params.get("tiles") !== "0";
  let size = containerSize();
  let scale = window.devicePixelRatio || 1;
  const page = {
    fluid, trace: [], frameTimes: [], firstFrameMs: null, ready: false, frames: 0,
    /** [animation frame timestamp (ms), asked for by the frame before] per frame (make bench-web). */
    frameLog: [],
    tracing: params.get("trace") === "1",
    eventTimes: [],
    /** clock=manual: frame `index` at `t` s, as `fluid replay` draws it; [trace line, needs frames]. */
    step(index, t) {
      const moving = fluid.advance(t);
      const line = fluid.traceFrame(index);
      player.play(fluid.draw(), scale);
      semantics.frame(moving);
      return [line, moving];
    },
  };
  /** When an event happened, in seconds: its timestamp, or the driver's next time under clock=manual. */
  const when = (e) => (manualClock && page.eventTimes.length ? page.eventTimes.shift() : seconds(e.timeStamp));
  window.fluidPage = page;
  page.player = player;
  // What the session received since the scene opened, as a touch script (recording.js).
  page.recording = () => fluid.recording();
  page.saveRecording = () => recording.save(fluid);
  if (params.get("record") === "1") recording.addSaveButton(fluid);

  for (const { name, summary } of fluid.sceneNames()) {
    const option = new Option(name, name);
    option.title = summary;
    picker.add(option);
  }

  function open(name) {
    handSafeArea();
    fluid.open(name, size.width, size.height, scale, settings.dark);
    player.forget();
    settings.showPage();
    picker.value = fluid.scene();
    page.trace = [fluid.traceHeader()];
    page.frames = 0;
    layout();
    requestFrame();
  }

  function layout() {
    canvas.style.width = `${size.width}px`;
    canvas.style.height = `${size.height}px`;
    player.resize(Math.round(size.width * scale), Math.round(size.height * scale));
  }

  /** The safe area goes to the scene when it fills the window, or when the URL gives one. */
  function handSafeArea() {
    const area = fillsWindow() || params.get("safe-area") ? settings.safeArea : { top: 0, right: 0, bottom: 0, left: 0 };
    fluid.safeArea(area.top, area.left, area.bottom, area.right);
  }
  /** A settings change opened the scene again (its fingers cancelled): a new trace, and a
   * frame; the pointers down are let go, as the new scene never saw them begin. */
  function reopened() {
    down.clear();
    fingers = 0;
    // Pictures are kept by name and variant, not by appearance or text size.
    player.forget();
    page.trace = [fluid.traceHeader()];
    page.frames = 0;
    requestFrame();
  }
  page.settings = settings;
  page.clock = clock;

  let pending = false;
  let fingers = 0;
  function requestFrame() {
    if (pending || manualClock) return;
    pending = true;
    requestAnimationFrame(frame);
  }

  // Whether the coming frame was asked for by the frame before it (the page kept drawing).
  let continues = false;
  // Touch prediction (predict=0 turns it off; never under clock=manual, which draws as `fluid
  // replay` does): a frame begun at a refresh is seen at the next, one refresh interval later.
  const predicting = params.get("predict") !== "0";
  let lastRefresh = null, refresh = 1 / 60;
  function frame(timestamp) {
    pending = false;
    page.frameLog.push([timestamp, continues]);
    if (page.frameLog.length > 10000) page.frameLog.splice(0, 5000);
    continues = false;
    const start = performance.now();
    const now = recording.asWritten(seconds(timestamp));
    if (lastRefresh !== null && now - lastRefresh > 0.002 && now - lastRefresh < 0.05) refresh = now - lastRefresh;
    lastRefresh = now;
    const moving = fluid.advance(now);
    fluid.predict(predicting, now + refresh, refresh);
    if (page.tracing) page.trace.push(fluid.traceFrame(page.frames));
    player.play(fluid.draw(), scale);
    semantics.frame(moving);
    page.frames += 1;
    const end = performance.now();
    page.frameTimes.push(end - start);
    if (page.frameTimes.length > 10000) page.frameTimes.splice(0, 5000);
    // From the start of navigation (performance's time origin): page, modules, fonts, module, frame.
    if (page.firstFrameMs === null) page.firstFrameMs = end;
    const scene = fluid.scene();
    if (picker.value !== scene) picker.value = scene;
    const copied = fluid.takeClipboard();
    if (copied) navigator.clipboard?.writeText(copied).catch(() => {});
    // Fingers down in the session that no pointer of the page holds (a host or a driver calling
    // the exports that never lifted them) are cancelled, or they would keep the page drawing.
    if (fingers === 0 && fluid.fingers() > 0) fluid.cancelTouches();
    if (moving || fingers > 0) {
      requestFrame();
      continues = true;
    } else if (page.frames === 1) {
      // The scene's first frame, and nothing moves: the canvas's second bitmap is made now.
      requestAnimationFrame(() => player.warm());
    }
  }

  // The scene's semantics as elements over the canvas (semantics.js). Pointers that go down on
  // them are the canvas's (captured by it), as are wheels over them.
  const semantics = new SemanticsOverlay(fluid, canvas, {
    changed: requestFrame, now: () => seconds(performance.now()), key: sceneKey,
  });
  page.semantics = semantics;

  // Pointers: mouse, pen and touch alike; every coalesced sample with its own timestamp.
  const down = new Set();
  const location = (e) => {
    const box = canvas.getBoundingClientRect();
    return [e.clientX - box.left, e.clientY - box.top];
  };
  // Only a pen reports real pressure; touch and mouse report 0.5 while down.
  const force = (e) => (e.pointerType === "pen" ? e.pressure : undefined);
  function pointer(e, phase) {
    if (phase === PHASE.began) {
      // No pointer of the page is down: any finger the session still holds was lost.
      if (down.size === 0 && fluid.fingers() > 0) fluid.cancelTouches();
      canvas.setPointerCapture(e.pointerId);
      down.add(e.pointerId);
      canvas.focus();
    } else if (!down.has(e.pointerId)) {
      return;
    }
    const samples = phase === PHASE.moved && e.getCoalescedEvents ? e.getCoalescedEvents() : [];
    for (const sample of samples.length ? samples : [e]) {
      const [x, y] = location(sample);
      fluid.touch(e.pointerId, phase, x, y, force(sample), when(sample));
    }
    if (phase === PHASE.ended || phase === PHASE.cancelled) down.delete(e.pointerId);
    fingers = down.size;
    e.preventDefault();
    requestFrame();
  }
  for (const target of [canvas, semantics.root]) {
    target.addEventListener("pointerdown", (e) => pointer(e, PHASE.began));
  }
  canvas.addEventListener("pointermove", (e) => pointer(e, PHASE.moved));
  canvas.addEventListener("pointerup", (e) => pointer(e, PHASE.ended));
  canvas.addEventListener("pointercancel", (e) => pointer(e, PHASE.cancelled));
  // A pointer the page lost (capture taken away, the window or the page left) is cancelled, so a
  // finger never lifted does not pin the scene. A mouse whose button is still held is not lost:
  // Chromium may take its capture back mid-drag, and its moves and release still come here.
  canvas.addEventListener("lostpointercapture", (e) => {
    if (e.pointerType !== "mouse" || e.buttons === 0) pointer(e, PHASE.cancelled);
  });
  function cancelAll() {
    if (down.size === 0 && fluid.fingers() === 0) return;
    down.clear();
    fingers = 0;
    fluid.cancelTouches();
    requestFrame();
  }
  window.addEventListener("blur", cancelAll);
  // A hidden page lets go of its fingers and pauses the clock; shown again, it goes on.
  document.addEventListener("visibilitychange", (e) => {
    if (document.hidden) {
      cancelAll();
      clock.hide(e.timeStamp);
    } else {
      clock.show(e.timeStamp);
      requestFrame();
    }
  });
  function wheel(e) {
    const [x, y] = location(e);
    const unit = e.deltaMode === WheelEvent.DOM_DELTA_PIXEL ? NOTCH_PIXELS : 1;
    fluid.wheel(x, y, -e.deltaX / unit, -e.deltaY / unit, when(e));
    e.preventDefault();
    requestFrame();
  }
  for (const target of [canvas, semantics.root]) target.addEventListener("wheel", wheel, { passive: false });

  // Keys go to the scene (and its keyboard focus); printable characters are typed text. Tab and
  // Shift+Tab are the browser's: they move through the overlay's elements and out of the scene.
  function sceneKey(e) {
    // Alt+Up and Alt+Down move the focused item (a shortcut's step), as on the desktop.
    const move = e.altKey && !e.ctrlKey && !e.metaKey ? { ArrowUp: "alt-up", ArrowDown: "alt-down" }[e.key] : null;
    if ((!move && (e.ctrlKey || e.metaKey || e.altKey)) || e.key === "Tab") return;
    const t = when(e);
    let name = move || KEYS[e.key];
    if (name === "tab" && e.shiftKey) name = "shift-tab";
    let used = false;
    if (name) used = fluid.key(name, t);
    if (e.key.length === 1 || e.key === " ") {
      fluid.typeText(e.key, t);
      used = true;
    }
    if (used) {
      e.preventDefault();
      requestFrame();
    }
  }
  canvas.addEventListener("keydown", sceneKey);

  picker.addEventListener("change", () => { open(picker.value); canvas.focus(); });
  window.addEventListener("resize", () => {
    if (manualClock) return;
    const next = containerSize();
    const nextScale = window.devicePixelRatio || 1;
    handSafeArea();
    if (next.width === size.width && next.height === size.height && nextScale === scale) {
      requestFrame();
      return;
    }
    // A rotation is a resize: the scene keeps its state.
    size = next;
    scale = nextScale;
    fluid.resize(size.width, size.height, seconds(performance.now()));
    layout();
    requestFrame();
  });

  await settings.start(reopened);
  settings.onSafeAreaChange(() => { handSafeArea(); requestFrame(); });
  open(params.get("scene") || "");
  canvas.focus();
  status.textContent = "";
  page.ready = true;
}

main().catch((error) => {
  status.textContent = `Cannot start: ${error.message}`;
  window.fluidPage = { error: String(error) };
  throw error;
});

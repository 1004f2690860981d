// The Swift module (fluid.wasm) and its exports, wrapped for the page: text in and out through
// the module's buffers, numbers as they are. See Web/Sources/WebExports.swift for each export.
import { TextLayout } from "./text.js";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class Fluid {
  /** Loads and starts fluid.wasm; `text` lays text out for the module's measureText. */
  static async load(url, text = new TextLayout()) {
    const fluid = new Fluid(text);
    const imports = {
      fluid: {
        text_layout: (ptr, length, size, weight, maxWidth, maxLines, monospaced) => {
          const layout = text.layout(fluid.readText(ptr, length), size, weight, maxWidth, maxLines, monospaced);
          fluid.lastHeight = layout.height;
          return layout.width;
        },
        text_height: () => fluid.lastHeight,
      },
      // wasi-libc's start-up and abort paths; the module reads no files, clock or environment.
      wasi_snapshot_preview1: new Proxy({}, {
        get: (_, name) => (...args) => {
          if (name === "proc_exit") throw new Error(`fluid.wasm exited (${args[0]})`);
          if (name === "environ_sizes_get" || name === "args_sizes_get") {
            const view = new DataView(fluid.memory.buffer);
            view.setUint32(args[0], 0, true);
            view.setUint32(args[1], 0, true);
          }
          return 0;
        },
      }),
    };
    const response = await fetch(url);
    const { instance } = await WebAssembly.instantiateStreaming(response, imports);
    fluid.exports = instance.exports;
    fluid.memory = instance.exports.memory;
    fluid.exports._initialize();
    return fluid;
  }

  constructor(text) {
    this.text = text;
    this.lastHeight = 0;
  }

  readText(ptr, length) {
    return decoder.decode(new Uint8Array(this.memory.buffer, ptr, length));
  }

  /** Copies `strings` (joined) into the module's input buffer; returns each one's byte length. */
  input(...strings) {
    const encoded = strings.map((s) => encoder.encode(s));
    const total = encoded.reduce((n, e) => n + e.length, 0);
    const ptr = this.exports.fluid_input(total);
    const bytes = new Uint8Array(this.memory.buffer, ptr, total);
    let offset = 0;
    for (const e of encoded) {
      bytes.set(e, offset);
      offset += e.length;
    }
    return encoded.map((e) => e.length);
  }

  output(length) {
    return this.readText(this.exports.fluid_output(), Math.abs(length));
  }

  /** Opens `scene` (the default when empty) in `width` × `height` pt; throws the module's error. */
  open(scene, width, height, scale, dark = false) {
    const [length] = this.input(scene || "");
    const status = this.exports.fluid_open(length, width, height, scale, dark ? 1 : 0);
    if (status < 0) throw new Error(this.output(status));
  }

  /** [{name, summary}] of the scenes people choose from. */
  sceneNames() {
    return this.output(this.exports.fluid_scene_names()).split("\n").filter(Boolean)
      .map((line) => { const [name, summary] = line.split("\t"); return { name, summary }; });
  }

  scene() { return this.output(this.exports.fluid_scene()); }
  touch(id, phase, x, y, force, time) { this.exports.fluid_touch(id, phase, x, y, force ?? -1, time); }
  /** How many fingers are down in the session. */
  fingers() { return this.exports.fluid_fingers(); }
  /** Cancels every finger down in the session (ones the page lost). */
  cancelTouches() { this.exports.fluid_cancel_touches(); }
  /** [{id, x, y, width, height}] (pt) of the shown semantic nodes whose label begins with `label`. */
  nodes(label) {
    const [n] = this.input(label);
    return this.output(this.exports.fluid_nodes(n)).split("\n").filter(Boolean).map((line) => {
      const [id, x, y, width, height] = line.split(" ");
      return { id, x: Number(x), y: Number(y), width: Number(width), height: Number(height) };
    });
  }
  wheel(x, y, dx, dy, time) { this.exports.fluid_wheel(x, y, dx, dy, time); }
  key(name, time) { const [n] = this.input(name); return this.exports.fluid_key(n, time) === 1; }
  typeText(text, time) { const [n] = this.input(text); this.exports.fluid_text(n, time); }
  resize(width, height, time) { this.exports.fluid_resize(width, height, time); }
  /** Advances to `time` (s); true while the scene needs frames. */
  advance(time) { return this.exports.fluid_advance(time) === 1; }
  /** Touch prediction for the coming frame: fingers drawn where they will be at `presented` s. */
  predict(on, presented, interval) { this.exports.fluid_predict(on ? 1 : 0, presented, interval); }
  traceHeader() { return this.output(this.exports.fluid_trace_header()); }
  traceFrame(index) { return this.output(this.exports.fluid_trace_frame(index)); }
  takeClipboard() { return this.output(this.exports.fluid_take_clipboard()); }

  /** A number that changes whenever the session's semantics tree does. */
  semanticsGeneration() { return this.exports.fluid_semantics_generation(); }
  /** The tree counted last, one line a shown node (Web/Sources/WebSemantics.swift). */
  semantics() { return this.output(this.exports.fluid_semantics()); }
  /** What the tree's live regions said since the last call ("" when nothing). */
  announcements() { return this.output(this.exports.fluid_announcements()); }
  /** Performs the action `name` ("activate", "Remove", "focus"…) on the node `id`; true when offered. */
  semanticAction(id, name, time) {
    const [idLength, nameLength] = this.input(id, name);
    return this.exports.fluid_semantic_action(idLength, nameLength, time) === 1;
  }
  /** No node keeps keyboard focus (the page's focus left the scene). */
  semanticsBlur() { this.exports.fluid_semantics_blur(); }

  /** The frame's drawing: {commands: Float64Array, strings: Uint8Array} views of the module's
   * memory, and its serial (one more than the drawing before: canvas.js repaints only what
   * changed from the frame it drew last when that frame is the one before). */
  draw() {
    const count = this.exports.fluid_draw();
    const buffer = this.memory.buffer;
    this.drawings = (this.drawings ?? 0) + 1;
    return {
      serial: this.drawings,
      commands: new Float64Array(buffer, this.exports.fluid_commands(), count),
      strings: new Uint8Array(buffer, this.exports.fluid_strings(), this.exports.fluid_strings_length()),
    };
  }

  // The phone's settings (Web/Sources/WebSettings.swift, Web/host/settings.js).

  /** Hands the `.mo` catalog's bytes (empty: English) to the module; throws its one-line error. */
  catalog(bytes) {
    const data = new Uint8Array(bytes);
    const ptr = this.exports.fluid_input(data.length);
    new Uint8Array(this.memory.buffer, ptr, data.length).set(data);
    const status = this.exports.fluid_catalog(data.length);
    if (status < 0) throw new Error(this.output(status));
  }

  /** Dark, Reduce Motion and the text size (a category's name, else nearest `textScale` × the
   * default); true when the open scene opened again with them. Throws for an unknown name. */
  settings({ dark = false, reduceMotion = false, textScale = 1, textSize = "" } = {}) {
    const [length] = this.input(textSize);
    const status = this.exports.fluid_settings(dark ? 1 : 0, reduceMotion ? 1 : 0, textScale, length);
    if (status < 0) throw new Error(this.output(status));
    return status === 1;
  }

  /** The safe area, pt from each edge. */
  safeArea(top, left, bottom, right) { this.exports.fluid_safe_area(top, left, bottom, right); }

  /** What the open session runs with: {dark, reduceMotion, textSize, language, rightToLeft, safeArea}. */
  settingsReport() {
    const text = this.output(this.exports.fluid_settings_report());
    return text ? JSON.parse(text) : null;
  }

  /** What the session received since it opened, as a touch script (Web/Sources/WebRecording.swift). */
  recording() { return this.output(this.exports.fluid_recording()); }
  /** True once the recording stopped at its limit (the session goes on). */
  recordingFull() { return this.exports.fluid_recording_full() === 1; }

  /** `fluid replay` of `script` (text) in the browser (fluid-replay.wasm only): the trace, or throws its one-line error. */
  replay(script, scene = "", fps = 60) {
    const [length, sceneLength] = this.input(script, scene);
    const status = this.exports.fluid_replay(length, sceneLength, fps);
    const text = this.output(status);
    if (status < 0) throw new Error(text);
    return text;
  }
}

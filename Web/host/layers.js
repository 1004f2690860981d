// Compositor layers for the page's pictures. A picture (a scene's drawCached) drawn at the top
// level of a frame — inside no opacity group and under no clip — is shown as its own element,
// its kept bitmap placed by a CSS transform and faded by CSS opacity, so that moving, turning or
// fading it is the browser compositor's work, off the main thread: nothing is rasterised again.
// What the frame draws below and above such pictures goes to canvases stacked with them (strata):
// the page's canvas at the bottom, then a transparent canvas above each promoted picture. A
// stratum whose commands are the same as the frame before keeps its pixels untouched, so a sheet
// dragged over a still background costs neither the background nor the sheet.
//
// planLayers reads a frame's commands (the contract of Web/Sources/WebCanvas.swift) without
// drawing them; canvas.js draws the strata and pictures it finds.

/** Operand counts of the commands without a path, string or block (canvas.js's OP numbering). */
const FIXED = { 0: 4, 1: 0, 2: 0, 3: 2, 4: 2, 5: 1, 7: 1, 8: 0 };
const POINTS = [1, 1, 2, 3, 0];

/** The index after the path at commands[i]. */
function skipPath(commands, i) {
  const count = commands[i++];
  for (let k = 0; k < count; k++) i += 1 + 2 * (POINTS[commands[i]] ?? 0);
  return i;
}

/** The matrix [a, b, c, d, e, f] (x' = a x + c y + e, y' = b x + d y + f) times `n`. */
function multiply(m, n) {
  return [
    m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/**
 * The frame's commands from `start` to the end, cut at its promotable pictures. Returns
 * `{segments, pictures}`: segments[k] = {start, end, saves, matrix, depth, strings} — the
 * commands of stratum k, the matrices of the saved states open where it starts (outermost
 * first) and the transform there, the saved states open where it ends, and whether it refers
 * to text (its string operands); pictures[k] = {key, x, y, width, height, opacity, block,
 * length, matrix}, between segments k and k + 1. `scale` is device pixels per point. Null when
 * the commands cannot be read (an unknown opcode): the frame is then drawn as one.
 */
export function planLayers(commands, start, scale) {
  const segments = [];
  const pictures = [];
  let matrix = [scale, 0, 0, scale, 0, 0];
  // Per open saved state: the matrix saved and whether a clip was set in it or outside it.
  const stack = [];
  let clipped = false;
  let groups = 0;
  let segment = { start, saves: [], matrix, strings: false };
  // Ends of the picture blocks being read inside a segment (their commands draw into a bitmap).
  const blocks = [];
  const end = commands.length;
  let i = start;
  while (i < end) {
    while (blocks.length && i >= blocks[blocks.length - 1]) blocks.pop();
    const inside = blocks.length > 0;
    const at = i;
    const op = commands[i++];
    if (op in FIXED) {
      if (!inside) {
        if (op === 1) stack.push({ matrix, clipped });
        else if (op === 2) { const saved = stack.pop(); if (saved) ({ matrix, clipped } = saved); }
        else if (op === 3) matrix = multiply(matrix, [1, 0, 0, 1, commands[i], commands[i + 1]]);
        else if (op === 4) matrix = multiply(matrix, [commands[i], 0, 0, commands[i + 1], 0, 0]);
        else if (op === 5) {
          const c = Math.cos(commands[i]), s = Math.sin(commands[i]);
          matrix = multiply(matrix, [c, s, -s, c, 0, 0]);
        } else if (op === 7) groups += 1;
        else if (op === 8) groups -= 1;
      }
      i += FIXED[op];
      continue;
    }
    switch (op) {
      case 6: i = skipPath(commands, i); if (!inside) clipped = true; break;
      case 9: i = skipPath(commands, i) + 4; break;
      case 10: { i = skipPath(commands, i) + 4; const stops = commands[i++]; i += stops * 5; break; }
      case 11: i = skipPath(commands, i) + 7; break;
      case 12: i = skipPath(commands, i) + 8; break;
      case 13: i += 14; segment.strings = true; break;
      case 14: i += 9; segment.strings = true; break;
      case 16: { i += 5; const count = commands[i++]; i += Math.max(0, count) * 4; break; }
      case 15: {
        segment.strings = true;
        const name = [commands[i], commands[i + 1]];
        const variant = commands[i + 2];
        const [x, y, width, height, opacity] = [3, 4, 5, 6, 7].map((k) => commands[i + k]);
        const length = commands[i + 8];
        const block = i + 9;
        if (!inside && !clipped && groups === 0 && [x, y, width, height, opacity].every(Number.isFinite)
            && width > 0 && height > 0 && matrix.every(Number.isFinite)) {
          segment.end = at;
          segment.depth = stack.length;
          segments.push(segment);
          pictures.push({ name, variant, x, y, width, height, opacity, block, length, matrix });
          i = block + length;
          segment = { start: i, saves: stack.map((s) => s.matrix), matrix, strings: false };
        } else {
          // Read on through its drawing: its text is this segment's too.
          i = block;
          blocks.push(block + length);
        }
        break;
      }
      default:
        return null;
    }
  }
  segment.end = end;
  segment.depth = stack.length;
  segments.push(segment);
  return { segments, pictures };
}

/** Whether a[from..<to] holds the same numbers as `b` (NaN equal to NaN). */
export function sameNumbers(a, from, to, b) {
  if (!b || b.length !== to - from) return false;
  for (let k = 0; k < b.length; k++) {
    const x = a[from + k], y = b[k];
    if (x !== y && !(x !== x && y !== y)) return false;
  }
  return true;
}

/** Whether two byte arrays hold the same bytes. */
export function sameBytes(a, b) {
  if (!a || !b || a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/**
 * The CSS transform that shows a picture's bitmap element (its CSS size the picture's bounds in
 * points) where the frame draws it: `matrix` (device pixels of the transform at the picture) over
 * the picture's origin, from device pixels to the page's CSS pixels (`scale` device pixels each).
 */
export function cssTransform(matrix, x, y, scale) {
  const [a, b, c, d, e, f] = matrix;
  const tx = a * x + c * y + e, ty = b * x + d * y + f;
  return `matrix(${a / scale},${b / scale},${c / scale},${d / scale},${tx / scale},${ty / scale})`;
}

/** The device-pixel matrix of a picture's element (`cssTransform` times `scale`), as [a, b, c, d, e, f]. */
function deviceMatrix(matrix, x, y) {
  const [a, b, c, d, e, f] = matrix;
  return [a, b, c, d, a * x + c * y + e, b * x + d * y + f];
}

/**
 * The elements over the page's canvas that a frame with promoted pictures draws into: in a
 * container laid over the canvas (after it, under the accessible overlay; hidden from assistive
 * technology and from pointers, which go to the canvas), picture k's element and then the
 * canvas of stratum k + 1, for each picture. Stratum 0 is the page's canvas itself.
 */
export class LayerStack {
  constructor(canvas) {
    this.canvas = canvas;
    this.root = document.createElement("div");
    this.root.className = "fluid-layers";
    this.root.setAttribute("aria-hidden", "true");
    canvas.insertAdjacentElement("afterend", this.root);
    this.bottom = { canvas, ctx: canvas.getContext("2d"), held: null, numbers: null };
    /** [{picture: {element, ctx, shown, transform, opacity}, stratum: {canvas, ctx, held, numbers}}] */
    this.pairs = [];
    /** The keys of the pictures promoted in the frame before (null: unknown), and that frame's text. */
    this.shape = null;
    this.strings = null;
    this.shown = false;
    this.box = "";
  }

  /** Lays the container over the canvas, in the document's coordinates. */
  place(canvas) {
    const box = canvas.getBoundingClientRect();
    const key = `${box.left + window.scrollX},${box.top + window.scrollY},${box.width},${box.height}`;
    if (this.root.style.display === "none") this.root.style.display = "";
    if (key === this.box) return;
    this.box = key;
    Object.assign(this.root.style, {
      left: `${box.left + window.scrollX}px`, top: `${box.top + window.scrollY}px`,
      width: `${box.width}px`, height: `${box.height}px`,
    });
  }

  /** Picture k's element and the canvas above it, made when first asked for. */
  pair(k) {
    while (this.pairs.length <= k) {
      const element = document.createElement("canvas");
      element.className = "fluid-picture";
      const canvas = document.createElement("canvas");
      this.root.append(element, canvas);
      this.pairs.push({
        picture: { element, ctx: element.getContext("2d"), shown: null, transform: "", opacity: "" },
        stratum: { canvas, ctx: canvas.getContext("2d"), held: null, numbers: null },
      });
    }
    return this.pairs[k];
  }

  /** Stratum k ≥ 1's canvas, at the page canvas's size (resized, and so cleared, when it is not). */
  stratum(k, canvas) {
    const stratum = this.pair(k - 1).stratum;
    const c = stratum.canvas;
    if (c.width !== canvas.width || c.height !== canvas.height) {
      c.width = canvas.width;
      c.height = canvas.height;
      stratum.held = null;
    }
    c.style.width = this.root.style.width;
    c.style.height = this.root.style.height;
    return stratum;
  }

  /**
   * Shows `picture` (canvas.js's kept bitmap) as picture k's element where `matrix` (device
   * pixels) puts the point (x, y), its origin, faded to `opacity`; `scale` device pixels a CSS pixel.
   */
  show(k, picture, matrix, x, y, scale, opacity) {
    const slot = this.pair(k).picture;
    slot.matrix = deviceMatrix(matrix, x, y);
    slot.alpha = opacity;
    const transform = cssTransform(matrix, x, y, scale);
    const element = slot.element;
    if (slot.shown !== picture) {
      element.width = picture.canvas.width;
      element.height = picture.canvas.height;
      slot.ctx.drawImage(picture.canvas, 0, 0);
      element.style.width = `${picture.canvas.width / picture.density}px`;
      element.style.height = `${picture.canvas.height / picture.density}px`;
      slot.shown = picture;
    }
    if (slot.transform !== transform) element.style.transform = slot.transform = transform;
    const alpha = opacity >= 1 ? "" : String(Math.max(0, opacity));
    if (slot.opacity !== alpha) element.style.opacity = slot.opacity = alpha;
    if (element.style.display) element.style.display = "";
  }

  /** Hides the pictures from k on, and the strata above them. */
  hidePicturesFrom(k) {
    for (let j = k; j < this.pairs.length; j++) {
      const { picture, stratum } = this.pairs[j];
      picture.element.style.display = "none";
      picture.shown = null;
      stratum.canvas.style.display = "none";
      stratum.held = null;
    }
  }

  /**
   * Draws what the page shows — the canvas, then each shown picture and the stratum above it —
   * on `ctx` (a context of the canvas's size): the frame as one bitmap, to compare (make test-web).
   */
  flatten(ctx) {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    ctx.drawImage(this.canvas, 0, 0);
    if (this.shown) {
      for (const { picture, stratum } of this.pairs) {
        if (picture.element.style.display === "none" || !picture.shown) continue;
        const m = picture.matrix;
        const density = picture.shown.density;
        ctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
        ctx.globalAlpha = Math.min(1, picture.alpha);
        ctx.drawImage(picture.element, 0, 0, picture.element.width / density, picture.element.height / density);
        ctx.globalAlpha = 1;
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        if (stratum.canvas.style.display !== "none") ctx.drawImage(stratum.canvas, 0, 0);
      }
    }
    ctx.restore();
  }

  /** Every stratum is to be drawn whole in the next frame. */
  invalidate() {
    this.bottom.held = null;
    for (const { stratum } of this.pairs) stratum.held = null;
    this.shape = null;
  }

  /** Hides the container: the frame is drawn in the page's canvas alone. */
  hide() {
    this.root.style.display = "none";
    this.shown = false;
    this.invalidate();
  }
}

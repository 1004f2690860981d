// Compositor layers for the page's pictures. A picture (a scene's drawCached) drawn at the top
// level of a frame — inside no opacity group, under no clip but rectangles' along the axes — is
// shown as its own element, its kept bitmap placed by a CSS transform, faded by CSS opacity and
// cut to those rectangles by an element around it, so that moving, turning or fading it is the
// browser compositor's work, off the main thread: nothing is rasterised again.
// What the frame draws below and above such pictures goes to canvases stacked with them (strata):
// the page's canvas (or its tiles) at the bottom, then above each promoted picture transparent
// canvases, one for each band of the stratum's drawing (a bar at the top, a toolbar at the
// bottom: two small canvases, not one as large as the screen). A stratum or band whose commands
// are the same as the frame before keeps its pixels untouched, so a sheet dragged over a still
// background costs neither the background nor the sheet. In Chromium's software compositing
// every 2D canvas shown is copied to the compositor in every frame in which anything moves, so
// what does not change is shown as an ImageBitmap (a `bitmaprenderer` canvas), handed over once:
// every picture, and a band or tile left alone for a few frames (a still).
//
// planLayers reads a frame's commands (the contract of Web/Sources/WebCanvas.swift) without
// drawing them; canvas.js draws the strata and pictures it finds.

/** Operand counts of the commands without a path, string or block (canvas.js's OP numbering). */
const FIXED = { 0: 4, 1: 0, 2: 0, 3: 2, 4: 2, 5: 1, 7: 1, 8: 0 };
const POINTS = [1, 1, 2, 3, 0];
const decoder = new TextDecoder();
/** The box of everything: an item that paints the whole canvas. */
const EVERYWHERE = [-Infinity, -Infinity, Infinity, Infinity];

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

/** Device pixels a point along the matrix's axes. */
export function densityOf(m) {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

/** The device box [left, top, right, bottom] of the rectangle [x0, y0, x1, y1] (pt) under `m`, grown by `pad` device pixels. */
function boxOf(m, x0, y0, x1, y1, pad) {
  // The corners' spread along each axis: the transform's terms at their smaller and larger ends.
  const ax0 = m[0] * x0, ax1 = m[0] * x1, cy0 = m[2] * y0, cy1 = m[2] * y1;
  const bx0 = m[1] * x0, bx1 = m[1] * x1, dy0 = m[3] * y0, dy1 = m[3] * y1;
  const l = Math.min(ax0, ax1) + Math.min(cy0, cy1) + m[4], r = Math.max(ax0, ax1) + Math.max(cy0, cy1) + m[4];
  const t = Math.min(bx0, bx1) + Math.min(dy0, dy1) + m[5], b = Math.max(bx0, bx1) + Math.max(dy0, dy1) + m[5];
  return r >= l && b >= t ? [l - pad, t - pad, r + pad, b + pad] : EVERYWHERE;
}

/**
 * The device box [left, top, right, bottom] of the path at commands[i] under `m` when it is a
 * rectangle along the axes (Path(rect:): a move, three lines and a close, or a fourth line back
 * to the start) and `m` does not turn it; else null.
 */
function rectOf(commands, i, m) {
  if (m[1] !== 0 || m[2] !== 0) return null;
  const count = commands[i++];
  if (count < 4 || count > 6) return null;
  const xs = [], ys = [];
  for (let k = 0; k < count; k++) {
    const kind = commands[i++];
    if (kind === 4) {
      if (k < 4) return null;
      continue;
    }
    if (kind !== (k === 0 ? 0 : 1)) return null;
    xs.push(commands[i++]);
    ys.push(commands[i++]);
  }
  if (xs.length === 5 && (xs[4] !== xs[0] || ys[4] !== ys[0])) return null;
  if (xs.length < 4) return null;
  const [x0, x1, x2, x3] = xs, [y0, y1, y2, y3] = ys;
  const alongX = y0 === y1 && x1 === x2 && y2 === y3 && x3 === x0;
  const alongY = x0 === x1 && y1 === y2 && x2 === x3 && y3 === y0;
  if (!alongX && !alongY) return null;
  const box = boxOf(m, Math.min(x0, x2), Math.min(y0, y2), Math.max(x0, x2), Math.max(y0, y2), 0);
  return box === EVERYWHERE || !box.every(Number.isFinite) ? null : box;
}

/**
 * Whether the device box `box` covers a canvas of `size` ([width, height]), but for less than
 * `slack` pixels at its right and bottom.
 */
function covers(box, size, slack = 0) {
  return !!box && !!size && box[0] <= 0 && box[1] <= 0
    && box[2] > size[0] - slack - 1e-9 && box[3] > size[1] - slack - 1e-9;
}

/** The box where the device boxes `a` and `b` overlap (either may be null: no bound). */
export function intersect(a, b) {
  if (!a) return b;
  if (!b) return a;
  return [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
}

/**
 * The gradient of the fillGradient whose path is at commands[i], under `m`, when it can be shown
 * by CSS behind a canvas of `size` ([width, height], device pixels): its path a rectangle along
 * the axes covering the canvas (but for less than a pixel at the right and bottom edges, which a
 * page of fractional device pixels shows in part: the element's box, which CSS fills, ends
 * there), the transform not turning it, the gradient along x or along y. Returns {alongX, from,
 * to, stops, rect}: whether it runs along x, its ends as shares of the canvas's width (along x)
 * or height (along y), its stops as [offset, r, g, b, a] sorted by offset, and the rectangle's
 * device box [left, top, right, bottom]; or null.
 */
function backdropOf(commands, i, m, size) {
  if (!covers(rectOf(commands, i, m), size, 1)) return null;
  let k = skipPath(commands, i);
  const [x0, y0, x1, y1] = [0, 1, 2, 3].map((j) => commands[k + j]);
  k += 4;
  const count = commands[k++];
  if (![x0, y0, x1, y1].every(Number.isFinite) || count < 1) return null;
  const alongX = y0 === y1 && x0 !== x1;
  if (!alongX && !(x0 === x1 && y0 !== y1)) return null;
  const stops = [];
  for (let j = 0; j < count; j++, k += 5) {
    const stop = [0, 1, 2, 3, 4].map((n) => commands[k + n]);
    if (!stop.every(Number.isFinite)) return null;
    stop[0] = Math.min(Math.max(stop[0], 0), 1);
    stops.push(stop);
  }
  // Stable: stops at one offset keep their order, as a canvas gradient keeps them.
  stops.sort((a, b) => a[0] - b[0]);
  const extent = alongX ? size[0] : size[1];
  const at = (x, y) => (alongX ? m[0] * x + m[4] : m[3] * y + m[5]) / extent;
  return { alongX, from: at(x0, y0), to: at(x1, y1), stops, rect: pathExtent(commands, i, m) };
}

/**
 * The least and greatest device coordinates [left, top, right, bottom] of the points of the
 * path at commands[i] (its element count, then its elements) under `m`: Infinity and -Infinity
 * when it has none, NaN where a point is NaN.
 */
export function pathExtent(commands, i, m) {
  const count = commands[i++];
  let l = Infinity, t = Infinity, r = -Infinity, b = -Infinity;
  for (let k = 0; k < count; k++) {
    const points = POINTS[commands[i++]] ?? 0;
    for (let j = 0; j < points; j++, i += 2) {
      const x = commands[i], y = commands[i + 1];
      const dx = m[0] * x + m[2] * y + m[4], dy = m[1] * x + m[3] * y + m[5];
      l = Math.min(l, dx); r = Math.max(r, dx); t = Math.min(t, dy); b = Math.max(b, dy);
    }
  }
  return [l, t, r, b];
}

/** The device box of the path at commands[i] under `m`, grown by `pad` device pixels. */
function pathBoxOf(commands, i, m, pad) {
  if (commands[i] === 0) return null;
  const [l, t, r, b] = pathExtent(commands, i, m);
  return r >= l && b >= t ? [l - pad, t - pad, r + pad, b + pad] : EVERYWHERE;
}

// A 32-bit FNV-1a hash over numbers' bits and bytes.
const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
const FNV = 2166136261;
const SEED2 = 0x9e3779b9;
/** Per measuring function, text boxes by a key of the text and its style, at most this many kept. */
const layoutsByMeasure = new WeakMap();
const LAYOUTS_KEPT = 4000;
function mix(h, x) {
  f64[0] = x;
  h = Math.imul(h ^ u32[0], 16777619);
  return Math.imul(h ^ u32[1], 16777619);
}
function mixRange(h, commands, from, to) {
  for (let k = from; k < to; k++) h = mix(h, commands[k]);
  return h;
}
function mixBytes(h, bytes, from, length) {
  const end = Math.min(bytes.length, from + length);
  for (let k = Math.max(0, from); k < end; k++) h = Math.imul(h ^ bytes[k], 16777619);
  return Math.imul(h ^ length, 16777619);
}

/** `h` mixed with the command from `at` to `to`: a command naming text by its bytes, not their offset. */
function mixCommand(h, commands, strings, at, to) {
  const op = commands[at];
  if (op === 13 || op === 14 || op === 15 || op === 17) {
    h = mixBytes(mix(h, op), strings, commands[at + 1], commands[at + 2]);
    return mixRange(h, commands, at + 3, to);
  }
  return mixRange(h, commands, at, to);
}

/**
 * Names a promoted layer's bitmap by its drawing (`h`, the hash of its bounds and commands): its
 * variant. A layer whose drawing is one command painting one colour — a fill (a dim) or a text
 * (a title fading in) — is drawn with the colour opaque and faded by the compositor: `fade` is
 * where the colour's alpha is (its bitmap is drawn with 1 there), its variant leaves the alpha
 * out and its opacity is the alpha, so the alpha can change without drawing it again. One that
 * fills its bounds with the colour is `solid` ([r, g, b]): a bitmap of one pixel will do.
 */
function keyLayer(layer, h, commands, strings) {
  layer.variant = h >>> 0;
  const { block, length } = layer;
  const op = commands[block];
  const alphaAt = op === 9 ? skipPath(commands, block + 1) + 3 : op === 13 ? block + 14 : -1;
  if (alphaAt < 0 || alphaAt + 1 !== block + length) return;
  const alpha = commands[alphaAt];
  if (!(alpha > 0 && alpha <= 1)) return;
  // A rectangle filling the layer's bounds is its colour everywhere: one pixel, stretched.
  const rect = op === 9 ? rectOf(commands, block + 1, [1, 0, 0, 1, 0, 0]) : null;
  if (rect && rect[0] === layer.x && rect[1] === layer.y && rect[2] === layer.x + layer.width
      && rect[3] === layer.y + layer.height) {
    layer.solid = [commands[alphaAt - 3], commands[alphaAt - 2], commands[alphaAt - 1]];
  }
  layer.fade = alphaAt;
  layer.opacity = alpha;
  const bounds = mixRange(FNV, commands, layer.at + 3, layer.at + 7);
  layer.variant = mixCommand(bounds, commands, strings, block, alphaAt) >>> 0;
}

/**
 * The frame's commands from `start` to the end, cut at its promotable pictures. Returns
 * `{segments, pictures}`: segments[k] = {start, end, saves, clips, clip, matrix, depth, items} —
 * the commands of stratum k, the matrices and rectangles' clips (device boxes, or null) of the
 * saved states open where it starts (outermost first) and the clip and transform there, the
 * saved states open where it ends, and what it paints: per
 * drawing command at the top level, a 32-bit hash of everything that decides its pixels (its
 * operands, its text, the transform, the clips and opacity groups it is drawn in) and a device
 * box its pixels lie within (two frames whose items have the same hashes are taken to paint the
 * same: a change is missed only if every changed item's hash collides, 1 in 2^32 for one item);
 * pictures[k] = {name, variant, x, y, width, height, opacity, block, length, matrix, clip}, between
 * segments k and k + 1. `scale` is device pixels per point; `measure(text, size, weight,
 * maxWidth, maxLines, mono)` gives text laid out as it is drawn ({width, height}, pt). Null when
 * the commands cannot be read (an unknown opcode): the frame is then drawn as one. With
 * `promote` false no picture is promoted: one segment. A picture under clips of rectangles
 * along the axes is promoted with `clip`, the device box they leave (null when they cover the
 * whole canvas of `size`, [width, height] device pixels, which the layers have at the canvas's
 * edges anyway); under any other clip (a rounded rectangle, a turned one) it is not. With
 * `backdrop`, a gradient along an axis filling the whole canvas as the frame's first drawing is
 * no item: segments[0].backdrop is it instead (backdropOf's fields, and `at` and `end`, where
 * its command begins and where the next one does).
 */
export function planLayers(commands, strings, start, scale, measure, promote = true, size = null, backdrop = false) {
  const segments = [];
  const pictures = [];
  let layouts = layoutsByMeasure.get(measure);
  if (!layouts) layoutsByMeasure.set(measure, layouts = new Map());
  let matrix = [scale, 0, 0, scale, 0, 0];
  // What the drawing's pixels depend on besides its own operands: the clips and opacity groups
  // around it (a hash), and per open saved state the matrix, clip and context saved.
  let context = FNV;
  const stack = [];
  // A clip that is no rectangle along the axes (no picture under it is promoted), and the
  // device box of the rectangles' clips (a picture under them is, inside it).
  let clipped = false;
  let clip = null;
  const groups = [];
  let segment = { start, saves: [], clips: [], clip: null, matrix, items: [] };
  // Ends of the picture blocks being read inside a segment (their commands draw into a bitmap).
  const blocks = [];
  // Promoted layers being read: each hashes its drawing's commands, which name its bitmap.
  const keyed = [];
  let last = -1;
  const end = commands.length;
  let i = start;
  // An item: its hash, its box, and where its command is (at…end, a picture's drawing included).
  const item = (at, to, box, end = i) => {
    if (!box) return;
    let h = mixRange(context, matrix, 0, 6);
    h = mixRange(h, commands, at, to);
    segment.items.push({ h, box, at, end });
  };
  const textItem = (at, to) => {
    // The text's bytes rather than its offset (which moves when earlier text changes).
    let h = mixRange(context, matrix, 0, 6);
    h = mixBytes(mix(h, commands[at]), strings, commands[at + 1], commands[at + 2]);
    h = mixRange(h, commands, at + 3, to);
    return h;
  };
  while (i < end) {
    if (keyed.length) {
      if (last >= 0) for (const layer of keyed) layer.h = mixCommand(layer.h, commands, strings, last, i);
      while (keyed.length && i >= keyed[keyed.length - 1].end) keyed.pop().done();
      last = keyed.length ? i : -1;
    }
    while (blocks.length && i >= blocks[blocks.length - 1]) blocks.pop();
    const inside = blocks.length > 0;
    const at = i;
    const op = commands[i++];
    if (op in FIXED) {
      if (!inside) {
        if (op === 0) item(at, i + 4, EVERYWHERE, i + 4);
        else if (op === 1) stack.push({ matrix, clipped, clip, context });
        else if (op === 2) { const saved = stack.pop(); if (saved) ({ matrix, clipped, clip, context } = saved); }
        else if (op === 3) matrix = multiply(matrix, [1, 0, 0, 1, commands[i], commands[i + 1]]);
        else if (op === 4) matrix = multiply(matrix, [commands[i], 0, 0, commands[i + 1], 0, 0]);
        else if (op === 5) {
          const c = Math.cos(commands[i]), s = Math.sin(commands[i]);
          matrix = multiply(matrix, [c, s, -s, c, 0, 0]);
        } else if (op === 7) {
          groups.push(context);
          context = mix(mix(context, 7), commands[i]);
        } else if (op === 8) {
          context = groups.length ? groups.pop() : context;
        }
      }
      i += FIXED[op];
      continue;
    }
    switch (op) {
      case 6: {
        i = skipPath(commands, i);
        if (!inside) {
          const rect = rectOf(commands, at + 1, matrix);
          if (!rect) clipped = true;
          else if (!covers(rect, size)) clip = intersect(clip, rect);
          context = mixRange(mixRange(mix(context, 6), matrix, 0, 6), commands, at + 1, i);
        }
        break;
      }
      case 9: case 10: {
        const path = i;
        i = skipPath(commands, i) + 4;
        if (op === 10) { const stops = commands[i++]; i += stops * 5; }
        if (inside) break;
        // A gradient over the whole canvas before anything else is drawn is the page's backdrop:
        // shown by CSS behind the canvas (a room whose light fades costs no canvas pixel).
        const first = backdrop && segments.length === 0 && segment.items.length === 0 && !segment.backdrop;
        const gradient = op === 10 && first && groups.length === 0 && !clipped && !clip
          ? backdropOf(commands, path, matrix, size) : null;
        if (gradient) segment.backdrop = { ...gradient, at, end: i };
        else item(at, i, pathBoxOf(commands, path, matrix, 2));
        break;
      }
      case 11: {
        const path = i;
        i = skipPath(commands, i) + 7;
        if (!inside) {
          // Half the line's width each side, five for a mitred corner's point.
          const width = Math.abs(commands[i - 3]) * densityOf(matrix);
          item(at, i, pathBoxOf(commands, path, matrix, width * (commands[i - 1] === 0 ? 5 : 1) + 2));
        }
        break;
      }
      case 12: {
        const path = i;
        i = skipPath(commands, i) + 8;
        if (!inside) {
          const ox = commands[i - 4], oy = commands[i - 3], blur = Math.abs(commands[i - 2]);
          const density = densityOf(matrix);
          const shape = pathBoxOf(commands, path, matrix, 0);
          if (shape) {
            const dx = matrix[0] * ox + matrix[2] * oy, dy = matrix[1] * ox + matrix[3] * oy;
            const pad = 2 * blur * density + 2;
            const box = [Math.min(shape[0], shape[0] + dx) - pad, Math.min(shape[1], shape[1] + dy) - pad,
              Math.max(shape[2], shape[2] + dx) + pad, Math.max(shape[3], shape[3] + dy) + pad];
            item(at, i, box.every(Number.isFinite) ? box : EVERYWHERE);
          }
        }
        break;
      }
      case 13: {
        i += 14;
        if (!inside) {
          const x = commands[at + 3], y = commands[at + 4], size = Math.abs(commands[at + 5]);
          const maxWidth = commands[at + 7];
          const h = textItem(at, i);
          // Laid out once per text and style (a 53-bit key of two hashes of them).
          const from = commands[at + 1], length = commands[at + 2];
          const k1 = mixRange(mixBytes(FNV, strings, from, length), commands, at + 5, at + 11);
          const k2 = mixRange(mixBytes(SEED2, strings, from, length), commands, at + 5, at + 11);
          const key = (k1 >>> 0) * 2097152 + ((k2 >>> 0) & 2097151);
          let layout = layouts.get(key);
          if (!layout) {
            const text = decoder.decode(strings.subarray(from, from + length));
            layout = measure(text, commands[at + 5], commands[at + 6], maxWidth, commands[at + 8], commands[at + 10]);
            if (layouts.size >= LAYOUTS_KEPT) layouts.clear();
            layouts.set(key, { width: layout.width, height: layout.height });
          }
          const width = Math.max(layout.width, maxWidth >= 0 ? maxWidth : 0);
          // Glyphs may reach past the font's box (accents, swashes): half the size more each side.
          const box = boxOf(matrix, x - size / 2, y - size / 2, x + width + size / 2, y + layout.height + size / 2, 2);
          segment.items.push({ h, box: box.every(Number.isFinite) ? box : EVERYWHERE, at, end: i });
        }
        break;
      }
      case 14: {
        i += 9;
        if (!inside) {
          const cx = commands[at + 3], cy = commands[at + 4], size = Math.abs(commands[at + 5]);
          const box = boxOf(matrix, cx - size, cy - size, cx + size, cy + size, 2);
          segment.items.push({ h: textItem(at, i), box: box.every(Number.isFinite) ? box : EVERYWHERE, at, end: i });
        }
        break;
      }
      case 16: {
        i += 5;
        const count = commands[i++];
        i += Math.max(0, count) * 4;
        if (!inside) item(at, at + 6, EVERYWHERE);
        break;
      }
      case 15: {
        const name = [commands[i], commands[i + 1]];
        const variant = commands[i + 2];
        const [x, y, width, height, opacity] = [3, 4, 5, 6, 7].map((k) => commands[i + k]);
        const length = commands[i + 8];
        const block = i + 9;
        const finite = [x, y, width, height, opacity].every(Number.isFinite) && matrix.every(Number.isFinite);
        // A picture drawn before anything else is the backdrop: it stays in the bottom stratum,
        // which is there anyway (every canvas shown is handed to the compositor again whenever
        // a layer moves: one canvas fewer).
        const backdrop = segments.length === 0 && segment.items.length === 0;
        if (promote && !backdrop && !inside && !clipped && groups.length === 0 && finite && width > 0 && height > 0) {
          segment.end = at;
          segment.depth = stack.length;
          segments.push(segment);
          pictures.push({ name, variant, x, y, width, height, opacity, block, length, matrix, clip });
          i = block + length;
          segment = {
            start: i, saves: stack.map((s) => s.matrix), clips: stack.map((s) => s.clip), clip, matrix, items: [],
          };
        } else {
          if (!inside) {
            // Its key names its drawing: the key, bounds and opacity decide its pixels.
            const box = finite ? boxOf(matrix, x, y, x + width, y + height, 2) : EVERYWHERE;
            segment.items.push({ h: textItem(at, block - 1), box, at, end: block + length });
          }
          // Read on through its drawing: its text is this segment's too.
          i = block;
          blocks.push(block + length);
        }
        break;
      }
      case 17: {
        const [x, y, width, height, length] = [2, 3, 4, 5, 6].map((k) => commands[i + k]);
        const block = i + 7;
        const finite = [x, y, width, height].every(Number.isFinite) && matrix.every(Number.isFinite);
        // As a picture is, but for the backdrop: a layer drawn before anything else is played in
        // place, its drawing the bottom stratum's items (a sheet's backdrop).
        const first = segments.length === 0 && segment.items.length === 0;
        if (promote && !first && !inside && !clipped && groups.length === 0 && finite && width > 0 && height > 0) {
          segment.end = at;
          segment.depth = stack.length;
          segments.push(segment);
          const layer = { name: [commands[i], commands[i + 1]], variant: 0, x, y, width, height, opacity: 1, block,
            length, matrix, clip, keyed: true, at };
          pictures.push(layer);
          // Its drawing is read through, as a picture's not promoted is, and hashed with its
          // bounds: its key.
          blocks.push(block + length);
          keyed.push({ end: block + length, h: mixRange(FNV, commands, at + 3, at + 7),
            done() { keyLayer(layer, this.h, commands, strings); } });
          last = -1;
          segment = {
            start: block + length, saves: stack.map((s) => s.matrix), clips: stack.map((s) => s.clip), clip, matrix,
            items: [],
          };
        }
        // Else its drawing is read on as the segment's own (played in place).
        i = block;
        break;
      }
      default:
        return null;
    }
  }
  if (keyed.length) {
    if (last >= 0) for (const layer of keyed) layer.h = mixCommand(layer.h, commands, strings, last, end);
    while (keyed.length) keyed.pop().done();
  }
  segment.end = end;
  segment.depth = stack.length;
  segments.push(segment);
  return { segments, pictures };
}

/**
 * Where a frame painted with `next` (a segment's items) differs from one painted with `previous`:
 * device boxes, or null when that cannot be told (no previous items). The items the two share
 * at their start and at their end are the same pixels; every item between, in either, is
 * repainted where it was and where it is.
 */
export function changedBoxes(previous, next) {
  if (!previous) return null;
  let head = 0;
  while (head < previous.length && head < next.length && previous[head].h === next[head].h) head++;
  let tail = 0;
  while (tail < previous.length - head && tail < next.length - head
         && previous[previous.length - 1 - tail].h === next[next.length - 1 - tail].h) tail++;
  const boxes = [];
  for (let k = head; k < previous.length - tail; k++) boxes.push(previous[k].box);
  for (let k = head; k < next.length - tail; k++) boxes.push(next[k].box);
  return boxes;
}

/** Device boxes as whole-pixel rectangles [x, y, width, height] within a `width` × `height` canvas. */
export function boxRects(boxes, width, height) {
  const rects = [];
  for (const [l, t, r, b] of boxes) {
    const left = Math.max(0, Math.floor(l)), top = Math.max(0, Math.floor(t));
    const right = Math.min(width, Math.ceil(r)), bottom = Math.min(height, Math.ceil(b));
    if (right > left && bottom > top) rects.push([left, top, right - left, bottom - top]);
  }
  return rects;
}

/** Device pixels a stratum's canvas reaches past what it paints. */
const STRATUM_MARGIN = 32;

/** Device pixels between two runs of a stratum's items that put them in bands of their own. */
const BAND_GAP = 2 * STRATUM_MARGIN;
/** The most bands a stratum is cut into. */
const MAX_BANDS = 4;

/**
 * A stratum's bands: the whole device pixels [left, top, right, bottom] within a `width` ×
 * `height` canvas that runs of `items` (planLayers') paint in, each run's items' boxes lying
 * within its band and apart by more than BAND_GAP from the next run's (a bar at the top and a
 * toolbar at the bottom: two bands, not one canvas as large as the screen). At most MAX_BANDS:
 * the closest are joined. No item is cut by a band's edge, so each band's canvas, drawn with
 * the others' items left out, holds exactly the stratum's pixels there.
 */
export function bandsOf(items, width, height) {
  const boxes = boxRects(items.map(({ box }) => box), width, height).map(([x, y, w, h]) => [x, y, x + w, y + h]);
  boxes.sort((a, b) => a[1] - b[1]);
  const bands = [];
  for (const b of boxes) {
    const last = bands[bands.length - 1];
    if (last && b[1] <= last[3] + BAND_GAP) {
      last[0] = Math.min(last[0], b[0]); last[2] = Math.max(last[2], b[2]); last[3] = Math.max(last[3], b[3]);
    } else {
      bands.push([...b]);
    }
  }
  while (bands.length > MAX_BANDS) {
    let closest = 0;
    for (let j = 1; j < bands.length - 1; j++) {
      if (bands[j + 1][1] - bands[j][3] < bands[closest + 1][1] - bands[closest][3]) closest = j;
    }
    const [a, b] = [bands[closest], bands[closest + 1]];
    bands.splice(closest, 2, [Math.min(a[0], b[0]), a[1], Math.max(a[2], b[2]), Math.max(a[3], b[3])]);
  }
  return bands;
}

/** Device pixels a tile of the bottom stratum is tall at most (tileBoxes). */
const TILE_HEIGHT = 640;

/**
 * The bottom stratum's tiles on a page whose frames are drawn in tiles: strips across a `width`
 * × `height` canvas (device pixels), of equal height but for the last, none taller than
 * TILE_HEIGHT, as boxes [left, top, right, bottom]. Each is a canvas of its own: one that a
 * frame leaves alone becomes a still, so a frame that changes a button's strip costs the copy
 * of that strip to the compositor, not of the screen (12 MB at device pixel ratio 3).
 */
export function tileBoxes(width, height) {
  const count = Math.max(1, Math.ceil(height / TILE_HEIGHT));
  const tall = Math.ceil(height / count);
  const boxes = [];
  for (let top = 0; top < height; top += tall) boxes.push([0, top, width, Math.min(height, top + tall)]);
  return boxes.length ? boxes : [[0, 0, width, height]];
}

/** Frames a stratum is left alone before it is shown as a still (LayerStack.unchanged). */
const STILL_AFTER = 2;
/**
 * The same for a tile of the bottom stratum: longer, for a tile that changes again soon (a
 * sheet dragged up and down over it) would go from canvas to still and back, each time at a
 * snapshot's cost and a new bitmap's.
 */
const TILE_STILL_AFTER = 12;

/**
 * Makes `stratum`'s canvas cover `box` ([left, top, right, bottom], device pixels; `scale` a CSS
 * pixel), cleared: it holds nothing and is drawn whole next.
 */
function cover(stratum, box, scale) {
  const c = stratum.canvas;
  c.width = Math.max(1, box[2] - box[0]);
  c.height = Math.max(1, box[3] - box[1]);
  Object.assign(c.style, {
    left: `${box[0] / scale}px`, top: `${box[1] / scale}px`,
    width: `${c.width / scale}px`, height: `${c.height / scale}px`,
  });
  stratum.box = box;
  stratum.scale = scale;
  stratum.held = null;
}

/** A stratum's state: its canvas and what it holds, and its still (LayerStack.unchanged). */
function surface(canvas) {
  return { canvas, ctx: canvas.getContext("2d"), held: null, items: null, background: null,
           still: null, stillCtx: null, quiet: 0, generation: 0, asked: false };
}

/** Whether two lists of items (planLayers') paint the same: the same hashes in the same order. */
export function sameItems(a, b) {
  if (!a || !b || a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k].h !== b[k].h) return false;
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

/**
 * `matrix` moved so that it puts the point (x, y) on a whole device pixel, where it does not
 * turn: where a layer (drawLayer) is drawn, on the page as in its kept bitmap, so that the
 * bitmap placed by the compositor shows the pixels drawing it in place gives (not resampled
 * between pixels: sharp text on a list at rest wherever it stopped), within half a device
 * pixel of where the scene put it.
 */
export function snapped(matrix, x, y) {
  const [a, b, c, d, e, f] = matrix;
  if (b !== 0 || c !== 0) return matrix;
  const px = a * x + e, py = d * y + f;
  if (!Number.isFinite(px) || !Number.isFinite(py)) return matrix;
  return [a, b, c, d, e + Math.round(px) - px, f + Math.round(py) - py];
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
 * canvas of stratum k + 1, for each picture. Stratum 0 is the page's canvas itself, or its tiles
 * (tileBoxes), below the pictures, when the page draws its frames in tiles.
 */
export class LayerStack {
  constructor(canvas) {
    this.canvas = canvas;
    this.root = document.createElement("div");
    this.root.className = "fluid-layers";
    this.root.setAttribute("aria-hidden", "true");
    canvas.insertAdjacentElement("afterend", this.root);
    this.bottom = surface(canvas);
    /**
     * The bottom stratum's tiles (`tiles`) when the page's frames are drawn in tiles, below
     * every picture; else none, and the page's canvas is the bottom stratum.
     */
    this.tileGroup = document.createElement("div");
    this.root.append(this.tileGroup);
    this.tileList = [];
    /** Frames begun (`place`), and the one in which a tile's snapshot was last asked for. */
    this.frame = 0;
    this.snapshotFrame = -1;
    /** Snapshots asked for and not yet shown (stills), and how many were shown. */
    this.pending = new Set();
    this.stills = 0;
    /** [{picture: {element, ctx, shown, transform, opacity}, stratum: {group, bands, count}}] */
    this.pairs = [];
    /** The names of the pictures promoted in the frame before (null: unknown). */
    this.shape = null;
    this.shown = false;
    this.box = "";
  }

  /** Lays the container over the canvas, in the document's coordinates; a new frame begins. */
  place(canvas) {
    this.frame += 1;
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

  /**
   * Gives the frame's pictures, by `names` in order, the elements that showed pictures of the
   * same names the frame before, in that order (moved in the document where the order
   * changed): a picture coming in or going out among others (a dim under a sheet) leaves the
   * others' elements showing their bitmaps, which are not handed to the compositor again.
   */
  arrange(names) {
    const free = [...this.pairs];
    const next = names.map((name) => {
      const k = free.findIndex((pair) => pair.name === name);
      return k >= 0 ? free.splice(k, 1)[0] : null;
    });
    for (let j = 0; j < next.length; j++) {
      next[j] ??= free.length ? free.shift() : this.makePair();
      next[j].name = names[j];
    }
    this.pairs = [...next, ...free];
    // After the tiles: each picture's frame and the group above it, in order.
    let at = 1;
    for (const { picture: { frame }, stratum: { group } } of this.pairs) {
      for (const node of [frame, group]) {
        if (this.root.children[at] !== node) this.root.insertBefore(node, this.root.children[at] ?? null);
        at += 1;
      }
    }
  }

  /** A picture's element in its clip's frame, and the group of the stratum above it (not yet in the document). */
  makePair() {
    const element = document.createElement("canvas");
    element.className = "fluid-picture";
    // The picture's clip: a box the compositor cuts it to (none: it clips nothing).
    const frame = document.createElement("div");
    frame.className = "fluid-clip";
    frame.append(element);
    const group = document.createElement("div");
    return {
      name: null,
      picture: { element, frame, ctx: element.getContext("bitmaprenderer"), shown: null, transform: "", opacity: "",
                 clip: "", place: "", clipBox: null },
      stratum: { group, bands: [], count: 0 },
    };
  }

  /** Picture k's element and the group of stratum k + 1's bands above it, made when first asked for. */
  pair(k) {
    while (this.pairs.length <= k) {
      const pair = this.makePair();
      this.root.append(pair.picture.frame, pair.stratum.group);
      this.pairs.push(pair);
    }
    return this.pairs[k];
  }

  /**
   * Stratum k ≥ 1's first `count` bands (made when first asked for; those past them hidden):
   * each a canvas of its own, sized by `fit`.
   */
  bands(k, count) {
    const stratum = this.pair(k - 1).stratum;
    while (stratum.bands.length < count) {
      const canvas = document.createElement("canvas");
      stratum.group.append(canvas);
      stratum.bands.push({ ...surface(canvas), box: null });
    }
    for (let j = count; j < stratum.count; j++) this.empty(stratum.bands[j], true);
    for (let j = 0; j < count; j++) this.empty(stratum.bands[j], false);
    stratum.count = count;
    return stratum.bands.slice(0, count);
  }

  /**
   * The bottom stratum's tiles, one a box of `boxes` (tileBoxes: device pixels of the page's
   * canvas, `scale` a CSS pixel), each a canvas of exactly its box (made and sized when first
   * asked for; cleared, and so drawn whole next, when its box changes).
   */
  tiles(boxes, scale) {
    while (this.tileList.length < boxes.length) {
      const canvas = document.createElement("canvas");
      this.tileGroup.append(canvas);
      this.tileList.push({ ...surface(canvas), box: null, drawn: null, tile: true });
    }
    for (let j = boxes.length; j < this.tileList.length; j++) this.empty(this.tileList[j], true);
    boxes.forEach((box, j) => {
      const tile = this.tileList[j];
      this.empty(tile, false);
      if (`${tile.box}` === `${box}` && tile.scale === scale) return;
      cover(tile, box, scale);
      this.live(tile);
    });
    return this.tileList.slice(0, boxes.length);
  }

  /**
   * Sizes a band's canvas to hold `need` ([left, top, right, bottom], device pixels of a
   * `width` × `height` canvas at `scale` a CSS pixel): kept while it holds it and is not over
   * four times the area a canvas made for it would have, else made anew around it with
   * STRATUM_MARGIN to spare (cleared: drawn whole next). Every canvas shown is copied to the
   * compositor whenever a layer moves, so a band is only as large as what it paints (a bar
   * over a moving sheet: the bar).
   */
  fit(stratum, need, width, height, scale) {
    const box = stratum.box;
    const area = (b) => (b[2] - b[0]) * (b[3] - b[1]);
    const fitted = [Math.max(0, need[0] - STRATUM_MARGIN), Math.max(0, need[1] - STRATUM_MARGIN),
      Math.min(width, need[2] + STRATUM_MARGIN), Math.min(height, need[3] + STRATUM_MARGIN)];
    // Against what fitting it anew would make, margin included: a thin band (a bar of no
    // height) is four times its own area with its margin, and would be made anew every frame.
    const holds = box && stratum.scale === scale && box[0] <= need[0] && box[1] <= need[1]
      && box[2] >= need[2] && box[3] >= need[3] && area(box) <= 4 * Math.max(area(fitted), STRATUM_MARGIN ** 2);
    if (holds) return;
    cover(stratum, fitted, scale);
  }

  /**
   * Shows `picture` (canvas.js's kept bitmap) as picture k's element where `matrix` (device
   * pixels) puts the point (x, y), its origin, faded to `opacity` and cut to `clip` (a device
   * box [left, top, right, bottom], or null); `scale` device pixels a CSS pixel. The clip is
   * its frame's: a box of the page's CSS pixels with its overflow hidden, which the compositor
   * cuts the picture to as it moves (a list scrolling under a bar).
   */
  show(k, picture, matrix, x, y, scale, opacity, clip = null) {
    const slot = this.pair(k).picture;
    // A layer's bitmap is placed on whole device pixels, where it is drawn in place (snapped).
    if (picture.layer) matrix = snapped(matrix, x, y);
    slot.matrix = deviceMatrix(matrix, x, y);
    slot.alpha = opacity;
    slot.clipBox = clip;
    const [fl, ft] = clip ? [clip[0], clip[1]] : [0, 0];
    // The frame is sized where its size changes and moved by a transform: a clip moving with
    // its picture (a list's, under a sheet being dragged) costs no layout.
    const size = clip ? `${Math.max(0, (clip[2] - fl) / scale)},${Math.max(0, (clip[3] - ft) / scale)}` : "";
    if (slot.clip !== size) {
      slot.clip = size;
      const [w, h] = clip ? size.split(",") : ["", ""];
      Object.assign(slot.frame.style, clip
        ? { width: `${w}px`, height: `${h}px`, overflow: "hidden" } : { width: "", height: "", overflow: "" });
    }
    const place = clip ? `translate(${fl / scale}px, ${ft / scale}px)` : "";
    if (slot.place !== place) slot.frame.style.transform = slot.place = place;
    const transform = cssTransform([...matrix.slice(0, 4), matrix[4] - fl, matrix[5] - ft], x, y, scale);
    const element = slot.element;
    if (slot.shown !== picture) {
      // The element shows an ImageBitmap (a `bitmaprenderer` canvas): the compositor is handed
      // it once, where a 2D canvas is copied to it again in every frame that moves a layer. A
      // layer's picture is its bitmap, handed over as it is (it can be shown once: `spent`);
      // a picture's is a copy of its canvas, which it keeps for painting it in the canvas.
      const { width, height } = picture.pixels;
      if (element.width !== width || element.height !== height) {
        element.width = width;
        element.height = height;
      }
      if (picture.bitmap) {
        slot.ctx.transferFromImageBitmap(picture.bitmap);
        picture.bitmap = null;
        picture.spent = true;
      } else {
        const copy = new OffscreenCanvas(width, height);
        copy.getContext("2d").drawImage(picture.canvas, 0, 0);
        slot.ctx.transferFromImageBitmap(copy.transferToImageBitmap());
      }
      // Its size in points: its pixels' (a solid layer's one pixel stretched over its bounds).
      element.style.width = `${picture.size?.[0] ?? width / picture.density}px`;
      element.style.height = `${picture.size?.[1] ?? height / picture.density}px`;
      slot.shown = picture;
    }
    if (slot.transform !== transform) element.style.transform = slot.transform = transform;
    const alpha = opacity >= 1 ? "" : String(Math.max(0, opacity));
    if (slot.opacity !== alpha) element.style.opacity = slot.opacity = alpha;
    if (element.style.display) element.style.display = "";
  }

  /** Whether picture k's element needs `picture` handed to it, which it cannot be if `spent`. */
  needs(k, picture) {
    return picture.spent && this.pair(k).picture.shown !== picture;
  }

  /**
   * Hides the pictures from k on, and the strata above them. A hidden element keeps its bitmap:
   * a layer gone for a frame (a list's page at the edge of its reach, a title faded out) and back
   * in the next is shown again as it was, not drawn anew (its bitmap could be handed over once).
   */
  hidePicturesFrom(k) {
    for (let j = k; j < this.pairs.length; j++) {
      const { picture } = this.pairs[j];
      picture.element.style.display = "none";
      this.bands(j + 1, 0);
    }
  }

  /** Hides a band (it paints nothing; drawn whole when it shows again), or shows it again. */
  empty(stratum, empty) {
    if (empty) stratum.held = null;
    const display = empty ? "none" : "";
    if (stratum.canvas.style.display === display) return;
    stratum.canvas.style.display = display;
    if (empty) this.live(stratum);
  }

  /** `stratum` was drawn in this frame: its canvas is shown, not its still. */
  changed(stratum) {
    stratum.quiet = 0;
    stratum.generation += 1;
    this.live(stratum);
  }

  /**
   * `stratum` (shown) was not drawn in this frame: after STILL_AFTER such frames in a row, its
   * canvas is shown as a still — a snapshot in a `bitmaprenderer` canvas in its place — and
   * the canvas itself hidden. In software compositing every 2D canvas shown is copied to the
   * compositor in every frame in which anything moves (a picture's transform); a still is
   * handed over once. A snapshot arrives a task later and is dropped if the stratum was drawn
   * meanwhile.
   */
  unchanged(stratum) {
    if (stratum === this.bottom) return;
    if (stratum.still?.style.display === "" || stratum.asked) return;
    if (++stratum.quiet < (stratum.tile ? TILE_STILL_AFTER : STILL_AFTER)) return;
    // One tile's snapshot a frame (3 MB at device pixel ratio 3, 8 ms at 4×): the tiles of a
    // page left alone would otherwise all be taken in one frame, a dropped one.
    if (stratum.tile) {
      if (this.snapshotFrame === this.frame) return;
      this.snapshotFrame = this.frame;
    }
    const generation = stratum.generation;
    stratum.asked = true;
    const asked = createImageBitmap(stratum.canvas).then((bitmap) => {
      stratum.asked = false;
      this.pending.delete(asked);
      if (stratum.generation !== generation || !this.shown || stratum.canvas.style.display === "none") {
        bitmap.close();
        return;
      }
      this.showStill(stratum, bitmap);
    }, () => {
      stratum.asked = false;
      this.pending.delete(asked);
    });
    this.pending.add(asked);
  }

  /** Shows `bitmap` (a snapshot of `stratum`'s canvas) in its still, in place of the canvas. */
  showStill(stratum, bitmap) {
    if (!stratum.still) {
      stratum.still = document.createElement("canvas");
      stratum.stillCtx = stratum.still.getContext("bitmaprenderer");
      stratum.canvas.after(stratum.still);
    }
    const still = stratum.still;
    this.stills += 1;
    still.width = bitmap.width;
    still.height = bitmap.height;
    stratum.stillCtx.transferFromImageBitmap(bitmap);
    const { left, top, width, height } = stratum.canvas.style;
    Object.assign(still.style, { left, top, width, height, display: "" });
    stratum.canvas.style.visibility = "hidden";
  }

  /** Shows `stratum`'s canvas, not its still. */
  live(stratum) {
    stratum.generation += 1;
    if (stratum.still?.style.display !== "") return;
    stratum.still.style.display = "none";
    stratum.canvas.style.visibility = "";
  }

  /** Resolves when every snapshot asked for has been shown or dropped (make test-web). */
  settled() {
    return Promise.all([...this.pending]);
  }

  /**
   * Draws what the page shows — the canvas, then each shown picture and the stratum above it —
   * on `ctx` (a context of the canvas's size), over what `under(ctx)` draws (the page's backdrop):
   * the frame as one bitmap, to compare (make test-web).
   */
  flatten(ctx, under = null) {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    under?.(ctx);
    // Each stratum as shown: its still when it shows one, else its canvas.
    const shownOf = (stratum) => (stratum.still?.style.display === "" ? stratum.still : stratum.canvas);
    if (this.tileList.length) {
      for (const tile of this.tileList) {
        if (tile.canvas.style.display !== "none") ctx.drawImage(shownOf(tile), tile.box[0], tile.box[1]);
      }
    } else {
      ctx.drawImage(shownOf(this.bottom), 0, 0, this.canvas.width, this.canvas.height);
    }
    if (this.shown) {
      for (const { picture, stratum: { bands } } of this.pairs) {
        if (picture.element.style.display === "none" || !picture.shown) continue;
        const m = picture.matrix;
        const density = picture.shown.density;
        ctx.save();
        if (picture.clipBox) {
          const [l, t, r, b] = picture.clipBox;
          ctx.beginPath();
          ctx.rect(l, t, r - l, b - t);
          ctx.clip();
        }
        ctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
        ctx.globalAlpha = Math.min(1, picture.alpha);
        const [w, h] = picture.shown.size ?? [picture.element.width / density, picture.element.height / density];
        ctx.drawImage(picture.element, 0, 0, w, h);
        ctx.restore();
        for (const band of bands) {
          if (band.canvas.style.display !== "none") ctx.drawImage(shownOf(band), band.box[0], band.box[1]);
        }
      }
    }
    ctx.restore();
  }

  /** Every stratum is to be drawn whole in the next frame. */
  invalidate() {
    this.bottom.held = null;
    for (const tile of this.tileList) tile.held = null;
    for (const { stratum } of this.pairs) for (const band of stratum.bands) band.held = null;
    this.shape = null;
  }

  /** Hides the container: the frame is drawn in the page's canvas alone. */
  hide() {
    this.root.style.display = "none";
    this.shown = false;
    for (const tile of this.tileList) this.live(tile);
    for (const { stratum } of this.pairs) for (const band of stratum.bands) this.live(band);
    this.invalidate();
  }
}

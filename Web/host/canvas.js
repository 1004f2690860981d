// Replays the module's command buffer (Web/Sources/WebCanvas.swift: the opcodes and operand
// layout are a contract with that file) on a Canvas 2D context, in points scaled to device
// pixels. Opacity layers are offscreen canvases composited at their end. A picture (a scene's
// drawCached: the rotation card with its blurred shadow, a background) is drawn once into an
// offscreen canvas at the density it is shown at and kept under its key; later frames paint
// that bitmap and skip its commands, so a blur or a gradient is rasterised once, not each frame.
//
// Only what changed is drawn: a frame opens with the rectangles its damage says to repaint (the
// scenes' FrameDamage, as the Cairo renderer uses it). When the canvas still holds the frame
// drawn before, the frame is clipped to those rectangles rounded out to whole device pixels,
// which are cleared and drawn again; the rest of the canvas keeps its pixels. A frame with
// nothing to repaint does not touch the canvas. Anything else (the first frame, a resize, a new
// scene or settings, a frame the page did not draw, a scene without damage) draws every pixel.
const OP = {
  clear: 0, save: 1, restore: 2, translate: 3, scale: 4, rotate: 5, clip: 6, beginLayer: 7, endLayer: 8,
  fill: 9, fillGradient: 10, stroke: 11, shadow: 12, text: 13, icon: 14, picture: 15, frame: 16,
};
/** Pictures kept at most, and frames a picture is kept without being painted. */
const MAX_PICTURES = 16;
const PICTURE_FRAMES_KEPT = 600;
/** Regions a frame's damage is drawn in at most: each a pass over the frame's commands. */
const MAX_REGIONS = 3;
const CAPS = ["butt", "round", "square"];
const JOINS = ["miter", "round", "bevel"];
const ALIGN = ["left", "center", "right"];
/** How far (pt) a shadow's shape is drawn away from its shadow: off every canvas. */
const SHADOW_SHIFT = 100000;

const decoder = new TextDecoder();

function css(r, g, b, a) {
  return `rgba(${Math.round(r * 255)},${Math.round(g * 255)},${Math.round(b * 255)},${a})`;
}

export class CanvasPlayer {
  /** `icons`: name → code point; `text`: the TextLayout the module measured with. */
  constructor(canvas, text, icons) {
    this.canvas = canvas;
    this.text = text;
    this.icons = icons;
    this.layerPool = [];
    /** Pictures by key: {canvas, density, frame (the last frame that painted it)}. */
    this.pictures = new Map();
    this.frame = 0;
    /** False: every picture is drawn each frame where it is shown (the URL's pictures=0, to compare). */
    this.keepsPictures = true;
    /** False: every frame is drawn whole (the URL's damage=0, to compare). */
    this.keepsPixels = true;
    /** What the canvas holds: the drawing's serial, scale and size, or null (unknown: draw whole). */
    this.held = null;
    /** The device-pixel rectangles the frame being played repaints ([x, y, width, height]), or null: all. */
    this.damage = null;
    /** The frame last played (its drawing and scale), for make test-web to draw it again whole. */
    this.last = null;
    /** Frames drawn whole, drawn in part, and left as they were (make test-web, make bench-web). */
    this.counts = { whole: 0, part: 0, none: 0 };
  }

  /** Drops the kept pictures: a new session (another scene, other settings) may draw others. */
  forget() {
    this.pictures.clear();
    this.held = null;
  }

  /** The canvas was cleared or resized: the next frame is drawn whole. */
  invalidate() {
    this.held = null;
  }

  /**
   * Draws one frame: `drawing` from Fluid.draw() ({commands, strings, serial}), `scale` device
   * pixels per point. Only its damage is repainted when the canvas holds the frame drawn just
   * before it; `whole` draws every pixel regardless.
   */
  play(drawing, scale, whole = false) {
    const { commands, strings } = drawing;
    const canvas = this.canvas;
    this.last = { drawing, scale };
    let start = 0, background = null, rects = null;
    if (commands[0] === OP.frame) {
      if (commands[1]) background = css(commands[2], commands[3], commands[4], commands[5]);
      const count = commands[6];
      start = 7 + Math.max(0, count) * 4;
      const held = this.held;
      if (count >= 0 && !whole && this.keepsPixels && held && drawing.serial === held.serial + 1
          && held.scale === scale && held.width === canvas.width && held.height === canvas.height) {
        rects = devicePixels(commands, 7, count, scale, canvas.width, canvas.height);
      }
    }
    this.held = { serial: drawing.serial, scale, width: canvas.width, height: canvas.height };
    this.frame += 1;
    if (rects && rects.length === 0) {
      // The frame is the one the canvas holds: nothing to draw.
      this.counts.none += 1;
      return;
    }
    const root = canvas.getContext("2d");
    if (rects) {
      // One pass a region, each clipped to a single rectangle of whole pixels: a clip of several
      // rectangles is a mask in Chromium's Skia, which rounds antialiased edges inside it
      // differently (by 1 of 255) from the same edges drawn unclipped.
      this.counts.part += 1;
      for (const region of regions(rects, MAX_REGIONS)) {
        root.save();
        root.setTransform(1, 0, 0, 1, 0, 0);
        root.beginPath();
        root.rect(region[0], region[1], region[2], region[3]);
        root.clip();
        root.beginPath();
        this.damage = region;
        fillCanvas(root, background ?? "rgba(0,0,0,0)");
        root.setTransform(scale, 0, 0, scale, 0, 0);
        try {
          this.run(root, commands, strings, start, commands.length);
        } finally {
          this.damage = null;
          root.restore();
        }
      }
    } else {
      this.counts.whole += 1;
      resetContext(root);
      if (background) fillCanvas(root, background);
      root.setTransform(scale, 0, 0, scale, 0, 0);
      this.run(root, commands, strings, start, commands.length);
    }
    for (const [key, picture] of this.pictures) {
      if (this.frame - picture.frame > PICTURE_FRAMES_KEPT) this.pictures.delete(key);
    }
  }

  /** Plays commands[start..<end] on `ctx`. */
  run(root, commands, strings, start, end) {
    const layers = [];
    let ctx = root;
    let i = start;
    const n = () => commands[i++];
    const color = () => css(n(), n(), n(), n());
    const string = () => { const start = n(); const length = n(); return decoder.decode(strings.subarray(start, start + length)); };
    const path = () => {
      const p = new Path2D();
      const count = n();
      for (let k = 0; k < count; k++) {
        switch (n()) {
          case 0: p.moveTo(n(), n()); break;
          case 1: p.lineTo(n(), n()); break;
          case 2: p.quadraticCurveTo(n(), n(), n(), n()); break;
          case 3: p.bezierCurveTo(n(), n(), n(), n(), n(), n()); break;
          default: p.closePath();
        }
      }
      return p;
    };
    while (i < end) {
      const op = n();
      switch (op) {
        case OP.clear: fillCanvas(ctx, color()); break;
        case OP.frame: {
          // A frame begun inside another's commands (none is): its background, drawn whole.
          const background = n() ? color() : (i += 4, null);
          i += Math.max(0, n()) * 4;
          if (background) fillCanvas(ctx, background);
          break;
        }
        case OP.save: ctx.save(); break;
        case OP.restore: ctx.restore(); break;
        case OP.translate: ctx.translate(n(), n()); break;
        case OP.scale: ctx.scale(n(), n()); break;
        case OP.rotate: ctx.rotate(n()); break;
        case OP.clip: ctx.clip(path(), "nonzero"); break;
        case OP.beginLayer: {
          const opacity = n();
          const layer = this.layer(ctx.canvas.width, ctx.canvas.height);
          // Drawn only where the frame repaints, as the canvas under it.
          if (this.damage && ctx.canvas === this.canvas) {
            layer.ctx.beginPath();
            layer.ctx.rect(...this.damage);
            layer.ctx.clip();
            layer.ctx.beginPath();
          }
          layer.ctx.setTransform(ctx.getTransform());
          layers.push({ parent: ctx, layer, opacity });
          ctx = layer.ctx;
          break;
        }
        case OP.endLayer: {
          const { parent, layer, opacity } = layers.pop();
          parent.save();
          parent.setTransform(1, 0, 0, 1, 0, 0);
          parent.globalAlpha = opacity;
          parent.drawImage(layer.canvas, 0, 0);
          parent.restore();
          this.layerPool.push(layer);
          ctx = parent;
          break;
        }
        case OP.fill: { const p = path(); ctx.fillStyle = color(); ctx.fill(p, "nonzero"); break; }
        case OP.fillGradient: {
          const p = path();
          const gradient = ctx.createLinearGradient(n(), n(), n(), n());
          const stops = n();
          for (let k = 0; k < stops; k++) gradient.addColorStop(Math.min(Math.max(n(), 0), 1), color());
          ctx.fillStyle = gradient;
          ctx.fill(p, "nonzero");
          break;
        }
        case OP.stroke: {
          const p = path();
          ctx.strokeStyle = color();
          ctx.lineWidth = n();
          ctx.lineCap = CAPS[n()];
          ctx.lineJoin = JOINS[n()];
          ctx.stroke(p);
          break;
        }
        case OP.shadow: {
          const p = path();
          const shadowColor = color();
          const ox = n(), oy = n(), blur = n();
          // Only the shadow: the shape goes SHADOW_SHIFT pt to the left, its shadow is offset
          // back (shadow offsets are in device pixels, outside the transform).
          const m = ctx.getTransform();
          const dx = ox + SHADOW_SHIFT, dy = oy;
          ctx.save();
          ctx.shadowColor = shadowColor;
          ctx.shadowBlur = blur * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
          ctx.shadowOffsetX = m.a * dx + m.c * dy;
          ctx.shadowOffsetY = m.b * dx + m.d * dy;
          ctx.translate(-SHADOW_SHIFT, 0);
          ctx.fillStyle = "#000";
          ctx.fill(p);
          ctx.restore();
          break;
        }
        case OP.text: {
          const text = string();
          const x = n(), y = n();
          const size = n(), weight = n(), maxWidth = n(), maxLines = n(), align = n(), mono = n();
          const fill = color();
          const layout = this.text.layout(text, size, weight, maxWidth, maxLines, mono);
          ctx.font = this.text.font(size, weight);
          ctx.fillStyle = fill;
          ctx.textBaseline = "alphabetic";
          let anchor = x;
          if (maxWidth >= 0) {
            ctx.textAlign = ALIGN[align];
            anchor = align === 1 ? x + maxWidth / 2 : align === 2 ? x + maxWidth : x;
          } else {
            ctx.textAlign = "left";
          }
          layout.lines.forEach((line, k) => ctx.fillText(line, anchor, y + layout.ascent + k * layout.lineHeight));
          break;
        }
        case OP.icon: {
          const name = string();
          const cx = n(), cy = n(), size = n();
          const fill = color();
          const code = this.icons[name];
          ctx.fillStyle = fill;
          if (code === undefined) {
            this.unknownIcon(name);
            const side = size * 0.8;
            ctx.strokeStyle = fill;
            ctx.lineWidth = size * 0.08;
            ctx.beginPath();
            ctx.roundRect(cx - side / 2, cy - side / 2, side, side, side * 0.25);
            ctx.stroke();
            break;
          }
          const glyph = String.fromCodePoint(code);
          ctx.font = `${size}px "Material Design Icons"`;
          const m = ctx.measureText(glyph);
          ctx.textAlign = "left";
          ctx.textBaseline = "alphabetic";
          // Centred on its ink, as the Cairo renderer centres it.
          const inkX = (m.actualBoundingBoxRight - m.actualBoundingBoxLeft) / 2 - m.actualBoundingBoxRight;
          const inkY = (m.actualBoundingBoxAscent - m.actualBoundingBoxDescent) / 2;
          ctx.fillText(glyph, cx + inkX, cy + inkY);
          break;
        }
        case OP.picture: {
          const key = `${string()}#${n()}`;
          const x = n(), y = n(), width = n(), height = n(), opacity = n();
          const length = n();
          const blockStart = i;
          i += length;
          this.paintPicture(ctx, key, { x, y, width, height }, opacity, (pictureCtx) =>
            this.run(pictureCtx, commands, strings, blockStart, blockStart + length));
          break;
        }
        default:
          throw new Error(`unknown drawing command ${op} at ${i - 1}`);
      }
    }
  }

  /**
   * Says, once per name, that icons.json (Icon.codepoints, Sources/FluidRender/Icons.swift) lacks
   * an icon a scene draws; the frame goes on with an outlined square in its place, as the Cairo
   * renderer draws. Reported as an error the page did not catch (reportError), so make test-web's
   * "no uncaught errors on the page" fails on it, and the console shows it.
   */
  unknownIcon(name) {
    this.unknownIcons ??= new Set();
    if (this.unknownIcons.has(name)) return;
    this.unknownIcons.add(name);
    reportError(new Error(`icon "${name}" is not in icons.json: add it to scripts/gen-icons.py`));
  }

  /**
   * Paints the picture `key` (its drawing in `bounds`, pt) at `opacity`: the kept bitmap when
   * there is one at the density the transform shows it at, else `draw` into a new one first.
   * The bitmap holds the picture clipped to its bounds, as drawCached's contract says.
   */
  paintPicture(ctx, key, bounds, opacity, draw) {
    if (!this.keepsPictures) {
      drawClipped(ctx, bounds, opacity, draw, (width, height) => this.layer(width, height), this.layerPool);
      return;
    }
    const m = ctx.getTransform();
    // Device pixels per point along the picture's axes (a rotation keeps it).
    const density = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    const pixels = (side) => Math.max(1, Math.ceil(side * density));
    let picture = this.pictures.get(key);
    if (!picture || Math.abs(picture.density - density) > 1e-6 * density
        || picture.bounds.x !== bounds.x || picture.bounds.y !== bounds.y
        || picture.bounds.width !== bounds.width || picture.bounds.height !== bounds.height) {
      const canvas = new OffscreenCanvas(pixels(bounds.width), pixels(bounds.height));
      const pictureCtx = canvas.getContext("2d");
      pictureCtx.setTransform(density, 0, 0, density, -bounds.x * density, -bounds.y * density);
      draw(pictureCtx);
      picture = { canvas, density, bounds: { ...bounds } };
      if (!this.pictures.has(key) && this.pictures.size >= MAX_PICTURES) {
        const oldest = [...this.pictures].sort((a, b) => a[1].frame - b[1].frame)[0][0];
        this.pictures.delete(oldest);
      }
      this.pictures.set(key, picture);
    }
    picture.frame = this.frame;
    ctx.save();
    ctx.globalAlpha *= opacity;
    ctx.drawImage(picture.canvas, bounds.x, bounds.y, picture.canvas.width / density, picture.canvas.height / density);
    ctx.restore();
  }

  /** A cleared offscreen canvas of `width` × `height` device pixels. */
  layer(width, height) {
    let layer = this.layerPool.pop();
    if (!layer || layer.canvas.width !== width || layer.canvas.height !== height) {
      const canvas = new OffscreenCanvas(width, height);
      layer = { canvas, ctx: canvas.getContext("2d") };
    }
    resetContext(layer.ctx);
    return layer;
  }
}

/** `draw` on `ctx` clipped to `bounds` (pt), through an opacity layer when `opacity` < 1. */
function drawClipped(ctx, bounds, opacity, draw, makeLayer, pool) {
  ctx.save();
  const clip = new Path2D();
  clip.rect(bounds.x, bounds.y, bounds.width, bounds.height);
  ctx.clip(clip);
  if (opacity >= 1) {
    draw(ctx);
  } else {
    const layer = makeLayer(ctx.canvas.width, ctx.canvas.height);
    layer.ctx.setTransform(ctx.getTransform());
    draw(layer.ctx);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = opacity;
    ctx.drawImage(layer.canvas, 0, 0);
    pool.push(layer);
  }
  ctx.restore();
}

/**
 * The rectangles [x, y, width, height] gathered into at most `most` regions, each the bounding
 * box of some of them: the two whose box adds the least area to theirs are merged while any
 * two overlap (or their box costs nothing more) or there are more than `most`.
 */
function regions(rects, most) {
  const boxes = rects.map(([x, y, w, h]) => [x, y, x + w, y + h]);
  const area = (b) => (b[2] - b[0]) * (b[3] - b[1]);
  const union = (a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
  while (boxes.length > 1) {
    let best = null;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const cost = area(union(boxes[i], boxes[j])) - area(boxes[i]) - area(boxes[j]);
        if (!best || cost < best.cost) best = { i, j, cost };
      }
    }
    if (boxes.length <= most && best.cost > 0) break;
    boxes[best.i] = union(boxes[best.i], boxes[best.j]);
    boxes.splice(best.j, 1);
  }
  return boxes.map(([x0, y0, x1, y1]) => [x0, y0, x1 - x0, y1 - y0]);
}

/** Replaces every pixel inside the clip with `fill` (a CSS colour). */
function fillCanvas(ctx, fill) {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = "copy";
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.restore();
}

/**
 * The `count` rectangles (x, y, width, height in points) at commands[at…] as whole device pixels
 * on a `width` × `height` canvas: each rounded out to the pixels it touches, as the Cairo
 * renderer clips (CairoCanvas.clipToPixels), so a pixel inside is drawn exactly as in a whole
 * frame. Empty and non-finite ones are left out.
 */
function devicePixels(commands, at, count, scale, width, height) {
  const rects = [];
  for (let k = 0; k < count; k++) {
    const x = commands[at + 4 * k], y = commands[at + 4 * k + 1];
    const w = commands[at + 4 * k + 2], h = commands[at + 4 * k + 3];
    if (![x, y, w, h].every(Number.isFinite)) continue;
    const left = Math.max(0, Math.floor(Math.min(x, x + w) * scale));
    const top = Math.max(0, Math.floor(Math.min(y, y + h) * scale));
    const right = Math.min(width, Math.ceil(Math.max(x, x + w) * scale));
    const bottom = Math.min(height, Math.ceil(Math.max(y, y + h) * scale));
    if (!(right > left && bottom > top)) continue;
    rects.push([left, top, right - left, bottom - top]);
  }
  return rects;
}

/** Clears the context and its state (transform, clip, saved states); where a browser has no
 * `reset()` (Safari before 18), setting the canvas's width does the same. */
function resetContext(ctx) {
  if (ctx.reset) ctx.reset();
  else ctx.canvas.width = ctx.canvas.width;
}

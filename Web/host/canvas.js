// Replays the module's command buffer (Web/Sources/WebCanvas.swift: the opcodes and operand
// layout are a contract with that file) on a Canvas 2D context, in points scaled to device
// pixels. Opacity layers are offscreen canvases composited at their end. A picture (a scene's
// drawCached: the rotation card with its blurred shadow, a background) is drawn once into an
// offscreen canvas at the density it is shown at and kept under its key; later frames paint
// that bitmap and skip its commands, so a blur or a gradient is rasterised once, not each frame.
//
// Only what changed is drawn: a frame opens with the rectangles its damage says to repaint (the
// scenes' FrameDamage, as the Cairo renderer uses it); a scene without damage has them found
// where its drawing commands differ from the frame before's (layers.js). When the canvas still
// holds the frame drawn before, the frame is clipped to those rectangles rounded out to whole
// device pixels, which are cleared and drawn again (skipping the commands outside them); the
// rest of the canvas keeps its pixels. A frame with nothing to repaint does not touch the
// canvas. Anything else (the first frame, a resize, a new scene or settings, a frame the page
// did not draw) draws every pixel. Pictures drawn at the top level are compositor layers over
// the canvas (layers.js), moved and faded there. On the page, what lies below them is drawn in
// tiles (`resize`), the canvas itself taking the pointer and the focus.
import {
  LayerStack, bandsOf, boxRects, changedBoxes, densityOf, intersect, pathExtent, planLayers, sameItems, snapped,
  tileBoxes,
} from "./layers.js";

const OP = {
  clear: 0, save: 1, restore: 2, translate: 3, scale: 4, rotate: 5, clip: 6, beginLayer: 7, endLayer: 8,
  fill: 9, fillGradient: 10, stroke: 11, shadow: 12, text: 13, icon: 14, picture: 15, frame: 16, layer: 17,
};
/** Pictures kept at most, and frames a picture is kept without being painted. */
const MAX_PICTURES = 16;
const PICTURE_FRAMES_KEPT = 600;
/** Icons' ink offsets kept (per glyph and size). */
const INKS_KEPT = 500;
/** Regions a frame's damage is drawn in at most: each a pass over the frame's commands. */
const MAX_REGIONS = 3;
/** Rectangles beyond which they are first gathered by rows; the share of the canvas beyond which a frame is drawn whole. */
const ROWS_FROM = 12;
const WHOLE_AREA = 0.6;
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
    /** Per icon glyph and size, where its ink's centre lies from its origin ([x, y], px). */
    this.inks = new Map();
    this.layerPool = [];
    /** Pictures by key: {canvas, density, frame (the last frame that painted it)}. */
    this.pictures = new Map();
    this.frame = 0;
    /** False: every picture is drawn each frame where it is shown (the URL's pictures=0, to compare). */
    this.keepsPictures = true;
    /** False: every frame is drawn whole (the URL's damage=0, to compare). */
    this.keepsPixels = true;
    /**
     * False: pictures are painted into the canvas, not shown as compositor layers (the URL's
     * layers=0, to compare). Only a canvas in the page's document has layers.
     */
    this.promotes = true;
    /**
     * False: the page's frames are drawn in its canvas (the URL's tiles=0, to compare); true:
     * in tiles (layers.js tileBoxes) over it, when it promotes pictures (`resize`).
     */
    this.tiles = true;
    /** Whether the frames are drawn in tiles, the page's canvas a backing of one pixel (`resize`). */
    this.tiled = false;
    /**
     * Device boxes [left, top, right, bottom] a frame drawn whole is drawn in, one pass each
     * clipped to its box, or null: in one pass. make test-web's reference for a page drawn in
     * tiles: Skia antialiases a path's edges a little differently where a clip cuts it (up to
     * 70 of 255 on its edge pixels), and each tile cuts what crosses its edge. Only what the
     * page puts in tiles is cut: the frame up to its first promotable picture or layer (its
     * bottom stratum); the rest is drawn after, in one pass.
     */
    this.cuts = null;
    /** The frames' size in device pixels (`resize`); null: the canvas's. */
    this.size = null;
    /**
     * False: a frame whose scene gives no damage is drawn whole (the URL's diff=0, to compare);
     * true: what it repaints is where its drawing commands differ from the frame before's.
     */
    this.findsDamage = true;
    /**
     * False: a gradient filling the whole canvas first is drawn in the canvas (the URL's
     * backdrop=0, to compare); true: it is shown by CSS behind the page's canvas (backdropOf in
     * layers.js), which is then transparent there.
     */
    this.backdrops = true;
    /** The CSS background shown behind the page's canvas: its image and colour, or null. */
    this.shownBackdrop = null;
    /** Where two frames' items differ (layers.js; make test-web replaces it with a faulty one). */
    this.changedBoxes = changedBoxes;
    /** The top-level drawing of the frame the canvas holds (layers.js planLayers' items). */
    this.items = null;
    /** Text laid out as it is drawn, for the boxes of the frame's text (layers.js). */
    this.measure = (text, size, weight, maxWidth, maxLines, mono) =>
      this.text.layout(text, size, weight, maxWidth, maxLines, mono);
    /** The layer stack over the canvas (layers.js), once a frame has had a picture to promote. */
    this.stack = null;
    /** What the canvas holds: the drawing's serial, scale and size, or null (unknown: draw whole). */
    this.held = null;
    /** The device-pixel rectangles the frame being played repaints ([x, y, width, height]), or null: all. */
    this.damage = null;
    /** The frame last played (its drawing and scale), for make test-web to draw it again whole. */
    this.last = null;
    /** Frames drawn whole, drawn in part, and left as they were (make test-web, make bench-web). */
    this.counts = { whole: 0, part: 0, none: 0 };
  }

  /** The frames' width and height in device pixels. */
  get width() {
    return this.size ? this.size[0] : this.canvas.width;
  }

  get height() {
    return this.size ? this.size[1] : this.canvas.height;
  }

  /**
   * Sizes the frames: `width` × `height` device pixels. A canvas in the page's document that
   * promotes pictures has its frames drawn in tiles over it (layers.js tileBoxes): its own
   * backing is then one transparent pixel, which costs no copy to the compositor, while it
   * keeps the page's box, its pointers, its focus and its backdrop. In Chromium's software
   * compositing every 2D canvas shown is copied to the compositor in every frame in which
   * anything on the page changes (3 ms at 4× for the screen, drawn or not); a tile left alone
   * becomes a still, handed over once.
   */
  resize(width, height) {
    this.size = [width, height];
    this.tiled = this.tiles && this.promotes && this.keepsPictures && this.canvas.isConnected;
    this.canvas.width = this.tiled ? 1 : width;
    this.canvas.height = this.tiled ? 1 : height;
    this.invalidate();
  }

  /** Drops the kept pictures: a new session (another scene, other settings) may draw others. */
  forget() {
    this.pictures.clear();
    this.invalidate();
  }

  /** The canvas was cleared or resized: the next frame is drawn whole. */
  invalidate() {
    this.held = null;
    this.stack?.invalidate();
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
    let start = 0, background = null, rects = null, count = -1;
    if (commands[0] === OP.frame) {
      if (commands[1]) background = css(commands[2], commands[3], commands[4], commands[5]);
      count = commands[6];
      start = 7 + Math.max(0, count) * 4;
    }
    const promote = this.promotes && this.keepsPictures && canvas.isConnected;
    const plan = this.keepsPixels || promote
      ? planLayers(commands, strings, start, scale, this.measure, promote, [this.width, this.height],
        this.backdrops && canvas.isConnected) : null;
    // With a backdrop the canvas holds no background: it is transparent where nothing is drawn.
    const backdrop = plan?.segments[0].backdrop ?? null;
    this.showBackdrop(backdrop, background);
    const bare = !!backdrop;
    if (bare) background = null;
    const holds = (held) => !whole && this.keepsPixels && held && drawing.serial === held.serial + 1
      && held.scale === scale && held.width === this.width && held.height === this.height && held.bare === bare;
    if (promote && plan && (plan.pictures.length || this.tiled)) {
      this.frame += 1;
      this.items = null;
      this.playLayers(drawing, scale, plan, background, holds, count, bare);
      this.forgetOldPictures();
      return;
    }
    if (this.stack) {
      // The pictures go back into the canvas, which lacks them.
      this.hideLayers();
      this.held = null;
    }
    const items = plan ? plan.segments[0].items : null;
    if (holds(this.held)) {
      // The same items over the same background are the same pixels, whatever the damage says.
      rects = items && sameItems(this.items, items) && this.background === background
        ? [] : this.damageRects(commands, count, scale, this.items, items);
    }
    this.items = items;
    this.background = background;
    this.held = { serial: drawing.serial, scale, width: this.width, height: this.height, bare };
    this.frame += 1;
    if (rects && rects.length === 0) {
      // The frame is the one the canvas holds: nothing to draw.
      this.counts.none += 1;
      return;
    }
    const root = canvas.getContext("2d");
    if (rects || this.cuts) {
      // One pass a region, each clipped to a single rectangle of whole pixels: a clip of several
      // rectangles is a mask in Chromium's Skia, which rounds antialiased edges inside it
      // differently (by 1 of 255) from the same edges drawn unclipped. A frame drawn whole with
      // cuts is drawn in one pass a cut.
      if (rects) this.counts.part += 1;
      else this.counts.whole += 1;
      const passes = rects ? regions(rects, MAX_REGIONS) : this.cuts.map(([l, t, r, b]) => [l, t, r - l, b - t]);
      // Drawn whole with cuts, as the page draws in tiles its bottom stratum alone: what lies
      // from its first promotable picture on is drawn after, in one pass, not cut.
      const layered = rects ? null
        : planLayers(commands, strings, start, scale, this.measure, true, [this.width, this.height], false);
      const tail = layered && layered.segments.length > 1 ? layered.segments[1] : null;
      const cutEnd = tail ? layered.segments[0].end : commands.length;
      for (const region of passes) {
        root.save();
        root.setTransform(1, 0, 0, 1, 0, 0);
        root.beginPath();
        root.rect(region[0], region[1], region[2], region[3]);
        root.clip();
        root.beginPath();
        this.damage = region;
        this.damageCanvas = root.canvas;
        fillCanvas(root, background ?? "rgba(0,0,0,0)");
        root.setTransform(scale, 0, 0, scale, 0, 0);
        try {
          const skip = skipping(items ? outside(items, region) : null, backdrop);
          this.run(root, commands, strings, start, cutEnd, skip);
        } finally {
          this.damage = null;
          // The states the bottom stratum leaves open where it ends, and the pass's own.
          for (let k = tail ? layered.segments[0].depth : 0; k >= 0; k--) root.restore();
        }
      }
      if (tail) {
        root.save();
        openStates(root, tail, 0, 0);
        try {
          this.run(root, commands, strings, cutEnd, commands.length);
        } finally {
          // The states the frame leaves open at its end (its own restores close those opened
          // for the tail), and the pass's own.
          for (let k = layered.segments[layered.segments.length - 1].depth; k >= 0; k--) root.restore();
        }
      }
    } else {
      this.counts.whole += 1;
      if (start > 0) {
        // Every pixel is painted (the background's copy replaces it, or the scene paints it:
        // beginFrame without a background), so the canvas is not cleared first; but for its
        // last column and row, which a container of fractional device pixels covers in part.
        root.save();
        if (background) {
          fillCanvas(root, background);
        } else if (backdrop) {
          root.clearRect(0, 0, this.width, this.height);
        } else {
          root.clearRect(this.width - 1, 0, 1, this.height);
          root.clearRect(0, this.height - 1, this.width, 1);
        }
        root.setTransform(scale, 0, 0, scale, 0, 0);
        try {
          this.run(root, commands, strings, start, commands.length, skipping(null, backdrop));
        } finally {
          root.restore();
        }
      } else {
        resetContext(root);
        root.setTransform(scale, 0, 0, scale, 0, 0);
        this.run(root, commands, strings, start, commands.length);
      }
    }
    this.forgetOldPictures();
  }

  /**
   * Hands the page's canvas to the compositor once more, its pixels unchanged, when it holds a
   * frame: the compositor keeps the bitmap it shows, so the next frame drawn needs a second
   * one, whose making (12 MB at device pixel ratio 3) cost 35 ms at 4× in the first frame a
   * finger moved. Called by the page in the animation frame after a scene's first, it is made
   * then, while nothing moves.
   */
  warm() {
    // With layers shown, the page's canvas (or its tiles) is their bottom stratum, which holds
    // its own state.
    if (!this.canvas.isConnected) return;
    // Drawn in tiles: each tile shown live (not yet a still) is handed over again.
    const surfaces = this.tiled ? (this.stack?.tileList ?? []).filter((t) => t.held && t.still?.style.display !== "")
      : this.held || this.stack?.bottom.held ? [{ ctx: this.canvas.getContext("2d") }] : [];
    for (const { ctx } of surfaces) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.fillStyle = "rgba(0,0,0,0)";
      ctx.fillRect(0, 0, 1, 1);
      ctx.restore();
    }
  }

  /** Drops the pictures no frame painted for PICTURE_FRAMES_KEPT frames. */
  forgetOldPictures() {
    for (const [key, picture] of this.pictures) {
      if (this.frame - picture.frame > PICTURE_FRAMES_KEPT) this.pictures.delete(key);
    }
  }

  /**
   * Plays a frame with promoted pictures (layers.js): each stratum whose commands changed is
   * drawn on its canvas — in part, inside the frame's damage, when that canvas holds the frame
   * before's stratum — and each picture's element shows its bitmap where the frame puts it.
   */
  playLayers(drawing, scale, plan, background, holds, count, bare) {
    const { commands, strings } = drawing;
    const canvas = this.canvas;
    const stack = this.layerStack();
    stack.place(canvas);
    const names = plan.pictures.map((p) => decoder.decode(strings.subarray(p.name[0], p.name[0] + p.name[1])));
    // Which pictures are promoted, in order, by name: when it is not as before, the strata hold
    // other commands. (A picture drawn anew, a sheet whose list scrolled, leaves them as they were.)
    const shape = names.join("\n");
    const sameShape = stack.shape === shape;
    if (!sameShape) stack.arrange(names);
    stack.shape = shape;
    let drawnWhole = false, drawnInPart = false;
    const width = this.width, height = this.height;
    // Draws `stratum` (the page's canvas, a tile of it, or a band of a stratum above a picture:
    // its canvas covering the page's from `origin`, within `box`) with `items`, those of
    // `segment` it shows.
    const draw = (stratum, segment, items, tint, origin, box) => {
      // A band's canvas holds the frame before's band only where that band was the same. The
      // bottom stratum (the page's canvas, its tiles) lies below every picture, whichever are
      // promoted: its items alone say what it holds (a dim coming in over a still backdrop).
      const sameBox = !box || (stratum.box && `${box}` === `${stratum.drawn}`);
      const holding = (sameShape || segment === plan.segments[0]) && holds(stratum.held) && sameBox;
      stratum.held = { serial: drawing.serial, scale, width, height, bare };
      // Its pixels are its items' (what each paints and where, its transform folded in): with
      // the same items and background it is left alone, whatever the scene's damage says.
      if (holding && sameItems(stratum.items, items) && stratum.background === tint) {
        stack.unchanged(stratum);
        return;
      }
      const previous = stratum.items;
      stratum.items = items;
      stratum.background = tint;
      let rects = holding ? this.damageRects(commands, count, scale, previous, items) : null;
      if (rects) drawnInPart = true;
      else drawnWhole = true;
      if (box) {
        if (!holding) {
          // Drawn anew: whatever the canvas held elsewhere goes.
          stratum.ctx.save();
          stratum.ctx.setTransform(1, 0, 0, 1, 0, 0);
          stratum.ctx.clearRect(0, 0, stratum.canvas.width, stratum.canvas.height);
          stratum.ctx.restore();
        }
        stratum.drawn = box;
        // A band is drawn within its box: the other bands' items are left out.
        const within = ([x, y, w, h]) => {
          const [l, t, r, b] = intersect([x, y, x + w, y + h], box);
          return r > l && b > t ? [l, t, r - l, b - t] : null;
        };
        rects = (rects ?? [[box[0], box[1], box[2] - box[0], box[3] - box[1]]]).map(within).filter(Boolean);
        if (rects.length === 0) {
          // The frame's damage lies elsewhere: the canvas holds this band's pixels.
          stack.unchanged(stratum);
          return;
        }
      }
      stack.changed(stratum);
      this.playStratum(stratum.ctx, commands, strings, segment, tint, rects, origin);
    };
    for (let k = 0; k < plan.segments.length; k++) {
      const segment = plan.segments[k];
      if (k === 0) {
        if (!this.tiled) {
          draw(stack.bottom, segment, segment.items, background, [0, 0], null);
          continue;
        }
        // In tiles, each drawn within its box with the items that paint there.
        const boxes = tileBoxes(width, height);
        const tiles = stack.tiles(boxes, scale);
        for (let j = 0; j < boxes.length; j++) {
          const box = boxes[j];
          const items = itemsIn(segment.items, box);
          draw(tiles[j], segment, items, background, [box[0], box[1]], box);
        }
        continue;
      }
      // A stratum above a picture is cut into bands, each a canvas as large as what it paints;
      // one that paints nothing (only the saves and moves that place the next picture) has none.
      const boxes = bandsOf(segment.items, width, height);
      const bands = stack.bands(k, boxes.length);
      for (let j = 0; j < boxes.length; j++) {
        const box = boxes[j], band = bands[j];
        stack.fit(band, box, width, height, scale);
        const items = itemsIn(segment.items, box);
        draw(band, segment, items, null, band.box, box);
      }
    }
    if (drawnWhole) this.counts.whole += 1;
    else if (drawnInPart) this.counts.part += 1;
    else this.counts.none += 1;
    for (let k = 0; k < plan.pictures.length; k++) {
      const p = plan.pictures[k];
      const key = p.keyed ? `layer ${names[k]}#${p.variant}` : `${names[k]}#${p.variant}`;
      const m = p.matrix;
      const density = densityOf(m);
      const bounds = { x: p.x, y: p.y, width: p.width, height: p.height };
      // A layer (drawLayer) is named by its drawing: one drawn anew replaces the one before.
      // One that fades (layers.js keyLayer) is drawn opaque; its opacity is its colour's alpha.
      const draw = (pictureCtx) => {
        if (p.fade === undefined) {
          this.run(pictureCtx, commands, strings, p.block, p.block + p.length);
          return;
        }
        const opaque = commands.slice(p.block, p.block + p.length);
        opaque[p.fade - p.block] = 1;
        this.run(pictureCtx, opaque, strings, 0, opaque.length);
      };
      const make = () => (p.solid ? this.solidPicture(key, bounds, density, p.solid, names[k])
        : this.keptPicture(key, bounds, density, draw, p.keyed ? names[k] : null));
      let picture = make();
      if (stack.needs(k, picture)) {
        // A layer's bitmap already handed to another element (it left the screen and came back).
        this.pictures.delete(key);
        picture = make();
      }
      stack.show(k, picture, m, p.x, p.y, scale, p.opacity, p.clip);
    }
    stack.hidePicturesFrom(plan.pictures.length);
  }

  /**
   * The device-pixel rectangles to repaint on a canvas holding the frame before: the scene's
   * damage (the frame's `count` rectangles) when it gives one, else where the frame's items
   * differ from `previous` (layers.js changedBoxes); null when neither can tell (draw whole).
   */
  damageRects(commands, count, scale, previous, items) {
    const width = this.width, height = this.height;
    let rects = null;
    if (count >= 0) {
      rects = devicePixels(commands, 7, count, scale, width, height);
    } else if (this.findsDamage && items) {
      const boxes = this.changedBoxes(previous, items);
      rects = boxes ? boxRects(boxes, width, height) : null;
    }
    if (!rects || rects.length === 0) return rects;
    // At most MAX_REGIONS regions; one pass over everything when they cover most of the canvas
    // (each region is a pass over the frame's commands, and text is shaped again in each).
    const merged = regions(rows(rects), MAX_REGIONS);
    const area = merged.reduce((sum, [, , w, h]) => sum + w * h, 0);
    return area > WHOLE_AREA * width * height ? null : merged;
  }

  /**
   * Draws one stratum's commands on `ctx` (a canvas of the page's size): inside `rects` (device
   * pixels) when given, else every pixel; the bottom one over `background` when there is one.
   */
  playStratum(ctx, commands, strings, segment, background, rects, [left, top]) {
    const width = ctx.canvas.width, height = ctx.canvas.height;
    const passes = rects ? regions(rects, MAX_REGIONS) : [null];
    for (const region of passes) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      // The region in the canvas's pixels: the canvas covers the page's from (left, top).
      const local = region && [region[0] - left, region[1] - top, region[2], region[3]];
      if (local) {
        ctx.beginPath();
        ctx.rect(local[0], local[1], local[2], local[3]);
        ctx.clip();
        ctx.beginPath();
      }
      if (background) fillCanvas(ctx, background);
      else ctx.clearRect(0, 0, width, height);
      this.damage = local;
      this.damageCanvas = ctx.canvas;
      openStates(ctx, segment, left, top);
      try {
        this.run(ctx, commands, strings, segment.start, segment.end,
          skipping(region ? outside(segment.items, region) : null, segment.backdrop));
      } finally {
        this.damage = null;
        // Those it leaves open, and the pass's own.
        for (let k = 0; k <= segment.depth; k++) ctx.restore();
      }
    }
  }

  /**
   * Shows `backdrop` (layers.js backdropOf: a gradient filling the canvas), over `background`
   * (a CSS colour or null), as the CSS background behind the page's canvas; none when null.
   * The compositor draws it: a gradient that changes costs the main thread no pixel.
   */
  showBackdrop(backdrop, background) {
    const shown = backdrop ? { gradient: backdrop, image: backdropImage(backdrop), color: background ?? "" } : null;
    if (shown?.image === this.shownBackdrop?.image && shown?.color === this.shownBackdrop?.color) return;
    this.shownBackdrop = shown;
    this.canvas.style.backgroundImage = shown ? shown.image : "";
    this.canvas.style.backgroundColor = shown ? shown.color : "";
  }

  /** The layer stack over the canvas (made on first use). */
  layerStack() {
    this.stack ??= new LayerStack(this.canvas);
    this.stack.shown = true;
    return this.stack;
  }

  /**
   * What the page shows, as one canvas of the canvas's size: the canvas itself when no picture
   * is promoted, else the canvas with the layers over it drawn on `spare` (make test-web).
   */
  composite(spare) {
    const backdrop = this.shownBackdrop;
    if (!this.stack?.shown && !backdrop) return this.canvas;
    const ctx = spare.getContext("2d");
    // The backdrop as the canvas's own gradient would have painted it: to the rectangle's
    // edge, which on a page of fractional device pixels is where the element's box ends.
    const under = backdrop ? (c) => {
      const { width, height } = c.canvas;
      if (backdrop.color) fillCanvas(c, backdrop.color);
      const { alongX, from, to, stops, rect: [l, t, r, b] } = backdrop.gradient;
      const extent = alongX ? width : height;
      const gradient = alongX ? c.createLinearGradient(from * extent, 0, to * extent, 0)
        : c.createLinearGradient(0, from * extent, 0, to * extent);
      for (const [offset, red, green, blue, alpha] of stops) gradient.addColorStop(offset, css(red, green, blue, alpha));
      c.fillStyle = gradient;
      const right = Math.min(r, width), bottom = Math.min(b, height);
      c.fillRect(Math.max(l, 0), Math.max(t, 0), right - Math.max(l, 0), bottom - Math.max(t, 0));
    } : null;
    if (this.stack?.shown) {
      this.stack.flatten(ctx, under);
    } else {
      resetContext(ctx);
      under(ctx);
      ctx.drawImage(this.canvas, 0, 0);
    }
    return spare;
  }

  /** Hides every promoted picture and stratum: the frame is drawn in the canvas alone. */
  hideLayers() {
    if (!this.stack?.shown) return;
    this.stack.hide();
  }

  /** Plays commands[start..<end] on `ctx`. */
  run(root, commands, strings, start, end, skip = null) {
    const layers = [];
    let ctx = root;
    let i = start;
    // The device pixels the clip lies within at the top level (not inside a layer), or null:
    // what an opacity layer there needs to cover ([left, top, right, bottom]).
    let box = null;
    const boxes = [];
    // Where the last path read begins (its element count).
    let pathAt = 0;
    const n = () => commands[i++];
    const color = () => css(n(), n(), n(), n());
    const string = () => { const start = n(); const length = n(); return decoder.decode(strings.subarray(start, start + length)); };
    const path = () => {
      const p = new Path2D();
      pathAt = i;
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
    // Where the layers (drawLayer) being played end: each moved to whole device pixels (snapped)
    // until then, as its kept bitmap is shown.
    const layerEnds = [];
    while (i < end) {
      while (layerEnds.length && i >= layerEnds[layerEnds.length - 1]) {
        layerEnds.pop();
        ctx.restore();
      }
      if (skip !== null) {
        // A command whose pixels lie outside the region being drawn (layers.js items).
        const next = skip.get(i);
        if (next !== undefined) { i = next; continue; }
      }
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
        case OP.save:
          ctx.save();
          if (!layers.length) boxes.push(box);
          break;
        case OP.restore:
          ctx.restore();
          if (!layers.length) box = boxes.length ? boxes.pop() : null;
          break;
        case OP.translate: ctx.translate(n(), n()); break;
        case OP.scale: ctx.scale(n(), n()); break;
        case OP.rotate: ctx.rotate(n()); break;
        case OP.clip: {
          const p = path();
          ctx.clip(p, "nonzero");
          if (!layers.length) box = intersect(box, deviceBounds(commands, pathAt, ctx.getTransform()));
          break;
        }
        case OP.beginLayer: {
          const opacity = n();
          const m = ctx.getTransform();
          const width = ctx.canvas.width, height = ctx.canvas.height;
          // At the top level a layer covers only the clip's pixels and, in a frame drawn in
          // part, the region drawn (the scene's withOpacity clips to the group's bounds): a
          // card's fade costs its card, not the screen.
          let area = [0, 0, width, height];
          if (!layers.length) {
            area = intersect(area, box);
            if (this.damage && ctx.canvas === this.damageCanvas) {
              const [x, y, w, h] = this.damage;
              area = intersect(area, [x, y, x + w, y + h]);
            }
          }
          const [left, top] = area;
          const w = Math.max(0, area[2] - left), h = Math.max(0, area[3] - top);
          const layer = this.layer(Math.max(1, w), Math.max(1, h));
          layer.ctx.beginPath();
          layer.ctx.rect(0, 0, w, h);
          layer.ctx.clip();
          layer.ctx.beginPath();
          layer.ctx.setTransform(m.a, m.b, m.c, m.d, m.e - left, m.f - top);
          layers.push({ parent: ctx, layer, opacity, left, top, w, h });
          ctx = layer.ctx;
          break;
        }
        case OP.endLayer: {
          const { parent, layer, opacity, left, top, w, h } = layers.pop();
          if (w > 0 && h > 0) {
            parent.save();
            parent.setTransform(1, 0, 0, 1, 0, 0);
            parent.globalAlpha = opacity;
            parent.drawImage(layer.canvas, 0, 0, w, h, left, top, w, h);
            parent.restore();
          }
          this.release(layer);
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
          const shape = i;
          const p = path();
          const shadowColor = color();
          const ox = n(), oy = n(), blur = n(), beneathOpaqueFill = n();
          // Only the shadow: the shape goes SHADOW_SHIFT pt to the left, its shadow is offset
          // back (shadow offsets are in device pixels, outside the transform).
          const m = ctx.getTransform();
          const dx = ox + SHADOW_SHIFT, dy = oy;
          const cast = () => {
            ctx.shadowColor = shadowColor;
            ctx.shadowBlur = blur * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
            ctx.shadowOffsetX = m.a * dx + m.c * dy;
            ctx.shadowOffsetY = m.b * dx + m.d * dy;
            ctx.translate(-SHADOW_SHIFT, 0);
            ctx.fillStyle = "#000";
            ctx.fill(p);
          };
          // Under an opaque fill of the shape, what the fill covers is left out: the shadow is
          // cast in the bands around a rectangle inside the shape, each clipped to its band, so
          // the blur is computed for those bands only (a sheet's shadow over a band above it,
          // not over the whole sheet).
          const inner = beneathOpaqueFill ? insideShape(commands, shape, m) : null;
          for (const band of inner ? bandsAround(inner, ctx.canvas.width, ctx.canvas.height) : [null]) {
            ctx.save();
            if (band) {
              ctx.setTransform(1, 0, 0, 1, 0, 0);
              ctx.beginPath();
              ctx.rect(band[0], band[1], band[2], band[3]);
              ctx.clip();
              ctx.beginPath();
              ctx.setTransform(m);
            }
            cast();
            ctx.restore();
          }
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
          ctx.textAlign = "left";
          ctx.textBaseline = "alphabetic";
          // Centred on its ink, as the Cairo renderer centres it: measured once per glyph and size.
          const inkKey = `${code}|${size}`;
          let ink = this.inks.get(inkKey);
          if (!ink) {
            const m = ctx.measureText(glyph);
            ink = [(m.actualBoundingBoxRight - m.actualBoundingBoxLeft) / 2 - m.actualBoundingBoxRight,
              (m.actualBoundingBoxAscent - m.actualBoundingBoxDescent) / 2];
            if (this.inks.size >= INKS_KEPT) this.inks.clear();
            this.inks.set(inkKey, ink);
          }
          ctx.fillText(glyph, cx + ink[0], cy + ink[1]);
          break;
        }
        case OP.layer: {
          // Its name, bounds and length: its drawing follows, played in place.
          i += 2;
          const x = n(), y = n();
          i += 2;
          const length = n();
          const m = ctx.getTransform();
          const [a, b, c, d, e, f] = snapped([m.a, m.b, m.c, m.d, m.e, m.f], x, y);
          ctx.save();
          ctx.setTransform(a, b, c, d, e, f);
          layerEnds.push(i + length);
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
    for (; layerEnds.length; layerEnds.pop()) ctx.restore();
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
      drawClipped(ctx, bounds, opacity, draw, (width, height) => this.layer(width, height), (layer) => this.release(layer));
      return;
    }
    const m = ctx.getTransform();
    // Device pixels per point along the picture's axes (a rotation keeps it).
    const density = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    const picture = this.keptPicture(key, bounds, density, draw);
    ctx.save();
    ctx.globalAlpha *= opacity;
    ctx.drawImage(picture.canvas, bounds.x, bounds.y, picture.canvas.width / density, picture.canvas.height / density);
    ctx.restore();
  }

  /**
   * The picture kept under `key` for `bounds` (pt) at `density` device pixels a point, drawn by
   * `draw` into a new bitmap first when none is; marked as painted in this frame. A picture's
   * drawing depends on its key and its bounds' size alone (the contract of `drawCached`, which
   * the Cairo renderer keeps pictures by too): the bitmap starts at the bounds' origin, so one
   * drawn where the bounds were is the same one moved (a card's photos sliding up with it).
   * `layer`: the name of the layer (drawLayer) whose drawing the key hashes; a new bitmap for it
   * drops the one before.
   */
  keptPicture(key, bounds, density, draw, layer = null) {
    const pixels = (side) => Math.max(1, Math.ceil(side * density));
    let picture = this.pictures.get(key);
    if (!picture || Math.abs(picture.density - density) > 1e-6 * density
        || picture.bounds.width !== bounds.width || picture.bounds.height !== bounds.height) {
      if (layer !== null) this.forgetLayer(layer);
      const canvas = new OffscreenCanvas(pixels(bounds.width), pixels(bounds.height));
      const pictureCtx = canvas.getContext("2d");
      pictureCtx.setTransform(density, 0, 0, density, -bounds.x * density, -bounds.y * density);
      draw(pictureCtx);
      picture = { canvas, density, bounds: { ...bounds }, layer, pixels: { width: canvas.width, height: canvas.height } };
      // A layer's canvas is only shown (never painted into another): its bitmap is taken.
      if (layer !== null) picture.bitmap = canvas.transferToImageBitmap();
      if (!this.pictures.has(key) && this.pictures.size >= MAX_PICTURES) {
        const oldest = [...this.pictures].sort((a, b) => a[1].frame - b[1].frame)[0][0];
        this.pictures.delete(oldest);
      }
      this.pictures.set(key, picture);
    }
    picture.frame = this.frame;
    return picture;
  }

  /** Drops the bitmaps kept for `layer`: of a drawing gone (a list scrolled on), as a new one is made. */
  forgetLayer(layer) {
    for (const [key, kept] of this.pictures) if (kept.layer === layer) this.pictures.delete(key);
  }

  /**
   * The picture of a solid layer (layers.js keyLayer) under `key`: one pixel of `color` ([r, g,
   * b], opaque), shown stretched over `bounds` (pt); kept as keptPicture keeps a layer's.
   */
  solidPicture(key, bounds, density, color, layer) {
    let picture = this.pictures.get(key);
    if (!picture || picture.size[0] !== bounds.width || picture.size[1] !== bounds.height) {
      this.forgetLayer(layer);
      const canvas = new OffscreenCanvas(1, 1);
      const pictureCtx = canvas.getContext("2d");
      pictureCtx.fillStyle = css(...color, 1);
      pictureCtx.fillRect(0, 0, 1, 1);
      picture = { canvas, density, bounds: { ...bounds }, layer, size: [bounds.width, bounds.height],
        pixels: { width: 1, height: 1 } };
      this.pictures.set(key, picture);
    }
    picture.frame = this.frame;
    return picture;
  }

  /**
   * An offscreen canvas at least `width` × `height` device pixels, cleared there, its context's
   * state saved (`release` restores it): one of the pool's when one is large enough.
   */
  layer(width, height) {
    const index = this.layerPool.findIndex((l) => l.canvas.width >= width && l.canvas.height >= height);
    let layer;
    if (index >= 0) {
      [layer] = this.layerPool.splice(index, 1);
    } else {
      const canvas = new OffscreenCanvas(width, height);
      layer = { canvas, ctx: canvas.getContext("2d") };
    }
    layer.ctx.save();
    layer.ctx.clearRect(0, 0, width, height);
    return layer;
  }

  /** Gives a layer back to the pool (at most a few are kept). */
  release(layer) {
    layer.ctx.restore();
    if (this.layerPool.length < 4) this.layerPool.push(layer);
  }
}

/** `skip` (command index → the index after it, or null) with the backdrop's command (or none) added. */
/**
 * Opens on `ctx` the states saved before `segment` (layers.js planLayers) begins, then its own:
 * each transform, and the clip of rectangles then (a device box), from (left, top). Leaves as
 * many states saved as the segment had open (`segment.saves`).
 */
function openStates(ctx, segment, left, top) {
  const clipTo = (box) => {
    if (!box) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.beginPath();
    ctx.rect(box[0] - left, box[1] - top, box[2] - box[0], box[3] - box[1]);
    ctx.clip();
    ctx.beginPath();
  };
  segment.saves.forEach((m, k) => {
    clipTo(segment.clips?.[k]);
    ctx.setTransform(m[0], m[1], m[2], m[3], m[4] - left, m[5] - top);
    ctx.save();
  });
  clipTo(segment.clip);
  const m = segment.matrix;
  ctx.setTransform(m[0], m[1], m[2], m[3], m[4] - left, m[5] - top);
}

function skipping(skip, backdrop) {
  if (!backdrop) return skip;
  return (skip ?? new Map()).set(backdrop.at, backdrop.end);
}

/**
 * The CSS image of a backdrop (layers.js backdropOf): a linear gradient along the element's
 * width or height, its stops where the canvas's gradient puts them (as shares of the element).
 */
function backdropImage({ alongX, from, to, stops }) {
  // CSS stops must not go back: a gradient running up (or left) is drawn from the other edge.
  const forward = to >= from;
  const direction = alongX ? (forward ? "to right" : "to left") : (forward ? "to bottom" : "to top");
  const list = stops.map(([offset, r, g, b, a]) => {
    const at = from + offset * (to - from);
    return `${css(r, g, b, a)} ${((forward ? at : 1 - at) * 100).toFixed(4)}%`;
  });
  return `linear-gradient(${direction}, ${list.join(", ")})`;
}

/** The items (layers.js) whose boxes overlap the device box `box` ([left, top, right, bottom]). */
function itemsIn(items, box) {
  return items.filter(({ box: b }) => b[2] > box[0] && b[0] < box[2] && b[3] > box[1] && b[1] < box[3]);
}

/**
 * The commands among `items` (layers.js) whose pixels lie outside `region` ([x, y, width,
 * height], device pixels): where each begins → where the next command begins.
 */
function outside(items, [x, y, w, h]) {
  const skip = new Map();
  for (const item of items) {
    const b = item.box;
    if (b[2] <= x || b[0] >= x + w || b[3] <= y || b[1] >= y + h) skip.set(item.at, item.end);
  }
  return skip;
}

/** `draw` on `ctx` clipped to `bounds` (pt), through an opacity layer when `opacity` < 1. */
function drawClipped(ctx, bounds, opacity, draw, makeLayer, release) {
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
    release(layer);
  }
  ctx.restore();
}

/**
 * Many rectangles (over ROWS_FROM) gathered first into the bounding boxes of those whose rows
 * overlap, cheaply (the changes of a scrolled list are one box), so that `regions` has few to
 * weigh; fewer are returned as they are.
 */
function rows(rects) {
  if (rects.length <= ROWS_FROM) return rects;
  const sorted = rects.map(([x, y, w, h]) => [x, y, x + w, y + h]).sort((a, b) => a[1] - b[1]);
  const boxes = [];
  for (const r of sorted) {
    const last = boxes[boxes.length - 1];
    if (last && r[1] <= last[3]) {
      last[0] = Math.min(last[0], r[0]); last[2] = Math.max(last[2], r[2]); last[3] = Math.max(last[3], r[3]);
    } else {
      boxes.push(r);
    }
  }
  return boxes.map(([x0, y0, x1, y1]) => [x0, y0, x1 - x0, y1 - y0]);
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

/**
 * A rectangle of whole device pixels inside the shape whose path starts at commands[at], under
 * the transform `m` ([left, top, right, bottom]), or null. The shape must be one outline whose
 * straight pieces lie along its bounds' edges and whose curves lie within its corners' extent
 * of a corner (a rounded rectangle, a sheet with rounded top corners); the rectangle is its
 * bounds less that extent and 1 pt more, so even the fill's antialiased edge covers around it.
 * Only for a transform that neither turns nor shears.
 */
function insideShape(commands, at, m) {
  if (m.b !== 0 || m.c !== 0) return null;
  const count = commands[at];
  const points = [], curves = [], lines = [];
  let i = at + 1, moves = 0, start = null, current = null;
  for (let k = 0; k < count; k++) {
    const kind = commands[i++];
    const take = (pointCount) => {
      const taken = [];
      for (let j = 0; j < pointCount; j++) taken.push([commands[i++], commands[i++]]);
      points.push(...taken);
      return taken;
    };
    if (kind === 0) {
      moves += 1;
      [start] = take(1);
      current = start;
    } else if (kind === 1) {
      const [to] = take(1);
      lines.push([current, to]);
      current = to;
    } else if (kind === 2 || kind === 3) {
      const taken = take(kind === 2 ? 2 : 3);
      curves.push(current, ...taken);
      current = taken[taken.length - 1];
    } else {
      if (current && start) lines.push([current, start]);
      current = start;
    }
  }
  if (moves !== 1 || points.length < 3 || !points.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y))) return null;
  const xs = points.map((q) => q[0]), ys = points.map((q) => q[1]);
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  const onEdge = ([a, b]) => (a[1] === b[1] && (a[1] === minY || a[1] === maxY))
    || (a[0] === b[0] && (a[0] === minX || a[0] === maxX));
  if (!lines.every(onEdge)) return null;
  let extent = 0;
  for (const [x, y] of curves) extent = Math.max(extent, Math.min(x - minX, maxX - x), Math.min(y - minY, maxY - y));
  const inset = extent + 1;
  const corners = [[minX + inset, minY + inset], [maxX - inset, maxY - inset]]
    .map(([x, y]) => [m.a * x + m.e, m.d * y + m.f]);
  const left = Math.ceil(Math.min(corners[0][0], corners[1][0])), right = Math.floor(Math.max(corners[0][0], corners[1][0]));
  const top = Math.ceil(Math.min(corners[0][1], corners[1][1])), bottom = Math.floor(Math.max(corners[0][1], corners[1][1]));
  return right > left && bottom > top && maxX - minX > 2 * inset && maxY - minY > 2 * inset ? [left, top, right, bottom] : null;
}

/** The bands of a `width` × `height` canvas around the rectangle `inner` ([left, top, right, bottom]), as [x, y, width, height]. */
function bandsAround([left, top, right, bottom], width, height) {
  const t = Math.max(0, Math.min(top, height)), b = Math.max(t, Math.min(bottom, height));
  const l = Math.max(0, Math.min(left, width)), r = Math.max(l, Math.min(right, width));
  return [[0, 0, width, t], [0, b, width, height - b], [0, t, l, b - t], [r, t, width - r, b - t]]
    .filter(([, , w, h]) => w > 0 && h > 0);
}


/**
 * The whole device pixels that the points of the path whose element count is at commands[at]
 * lie within under the transform `m` (a DOMMatrix) ([left, top, right, bottom]): a box the
 * path's shape lies within, whatever the transform.
 */
function deviceBounds(commands, at, m) {
  const [minX, minY, maxX, maxY] = pathExtent(commands, at, [m.a, m.b, m.c, m.d, m.e, m.f]);
  if (!(maxX >= minX && maxY >= minY)) return [0, 0, 0, 0];
  return [Math.floor(minX) - 1, Math.floor(minY) - 1, Math.ceil(maxX) + 1, Math.ceil(maxY) + 1];
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
  const boxes = [];
  for (let k = 0; k < count; k++) {
    const x = commands[at + 4 * k], y = commands[at + 4 * k + 1];
    const w = commands[at + 4 * k + 2], h = commands[at + 4 * k + 3];
    if (![x, y, w, h].every(Number.isFinite)) continue;
    boxes.push([Math.min(x, x + w) * scale, Math.min(y, y + h) * scale,
      Math.max(x, x + w) * scale, Math.max(y, y + h) * scale]);
  }
  return boxRects(boxes, width, height);
}

/** Clears the context and its state (transform, clip, saved states); where a browser has no
 * `reset()` (Safari before 18), setting the canvas's width does the same. */
function resetContext(ctx) {
  if (ctx.reset) ctx.reset();
  else ctx.canvas.width = ctx.canvas.width;
}

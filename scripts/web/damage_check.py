"""make test-web's check of drawing only what changed (browser-check.py check): the page keeps
the canvas's pixels between frames and repaints only the union of the last frame's damage and
this one's (Web/host/canvas.js, the scenes' FrameDamage); the canvas must then hold exactly what
drawing the same frame whole gives.

For every scene its generated gestures (`fluid bench render --generated 1 --seed 1 --hz 60
--print-script`, the gestures make bench-web dispatches) are handed to the page's module as the
page's pointer handlers hand them (fluidPage.fluid.touch) on the replay's frame clock
(clock=manual; each frame advanced, its fingers predicted a frame ahead and drawn, as the page
draws one), and at every CHECK_EVERY-th frame and the last the canvas is read
back and compared with the same frame's drawing (the module's commands for it) played whole on
another canvas. At device pixel ratio 3 (a phone's) and, for the scenes that report damage, 1.75
(rectangles that fall between device pixels).

The tolerance, and why: the damage is rounded out to whole device pixels and each region drawn
under a clip of one pixel-aligned rectangle, so images, text, gradients and shadows inside are
rasterised exactly as in the whole frame (measured: no pixel differs). Filled paths are not
quite: Skia's analytic antialiasing computes the coverage of a path's edge pixels differently
when a clip cuts the path (a circle cut by a clip: edge pixels in the rows below the cut off by
up to 46 of 255, right of a cut by 1; interiors equal). So a pixel may differ by at most
CHANNEL_TOLERANCE of 255 in any channel, and by at most BLOCK_TOLERANCE on average over any
BLOCK × BLOCK pixels: edges may differ, areas may not. BLOCK_TOLERANCE is two rows of a cut
edge off by 48 (a region's edge running along a key's arc cuts it at a shallow angle; measured
through these gestures, 2026-11-29: at most 58 of 255 on a pixel, on the spring scene's back
chevron and its chart card's corners, and 10.9 over 4 × 4). The page draws its frames in tiles (layers.js
tileBoxes), each of which cuts what crosses its edges: the reference is drawn whole in the same
tiles (CanvasPlayer.cuts), so what differs is where the damage cut, not where the tiles did
(without: up to 70 of 255, 13.8 over 4 × 4, along every shape across a tile's edge). Only the
bottom stratum is in tiles: what the frame draws from its first promoted picture or layer on
(a card over the Places drawer's layers) is in bands no item crosses the edge of, and the
reference draws it after the tiles, in one pass. Text and edges
drawn on the transparent canvas over a CSS backdrop (the flashlight's room) are blended with it
by the compositor, not by the canvas: up to 10 of 255 off the same drawn over the gradient
(measured 2026-11-29, 1.2 over 4 × 4 at most). The reference
paints the page's own kept pictures: a picture is kept by its key and size, drawn once where it
first was and then painted where it is (a card's photos sliding up with it); drawn afresh at
another place, its edges round differently (single-precision paths far from the origin: up to
50 of 255 on a few pixels). A place the
damage missed leaves a whole shape behind (a card where it was, a digit that changed), at
full contrast: the check is run once with the last frame's damage left out, and must fail.

And the skipping is real: in each scene that reports damage most frames are drawn in part or
not at all (a stratum under a moving picture that did not change is left alone), and in
one whose damage names its content (the rotation card's) a frame at rest leaves the canvas
alone; in the Shortcuts drawer and the menu, drawn in layers (Canvas.drawLayer), dragging the
sheet and scrolling a list draw nothing but the first frame and, now and then, a frame a row is
pressed in. A layer is placed on whole device pixels where it is played in place as where the page
shows its bitmap (layers.js snapped), so the reference drawn whole has the same pixels there."""
import json
import subprocess

# Compare every this many frames (and the last).
CHECK_EVERY = 9
# Edge pixels of a path cut by a region's border may differ by this much in a channel (of 255)…
CHANNEL_TOLERANCE = 64
# …and by this much on average over any BLOCK × BLOCK pixels (edges, not areas).
BLOCK = 4
BLOCK_TOLERANCE = 2 * BLOCK * 48 / (BLOCK * BLOCK)
SIZE = (390, 844)
# The scenes whose FrameDamage the page uses (the others report none and are drawn whole), and
# the one whose damage names its content (a frame that changes nothing draws nothing).
DAMAGED = ("momentum", "flashlight", "rotation", "places")
CONTENT_NAMED = ("rotation",)
# The scenes whose moving part is a picture drawn at the top level (a compositor layer): the
# strata under and over it are left alone while it moves, and shown as stills.
LAYERED = ("pip", "pause", "rubberband", "spring", "rotation")
# The scenes drawn in layers (Canvas.drawLayer) that move as one piece (the Shortcuts drawer's
# sheet, list pages, dim and title; the menu's list): dragging and scrolling them draws no
# canvas pixel, so at most one frame in DRAWN_AT_MOST draws anything (the first, a row pressed).
MOVED_AS_LAYERS = ("shortcuts", "menu")
DRAWN_AT_MOST = 10
# The scenes whose first drawing is a gradient over the whole canvas (the flashlight's room):
# shown as the canvas's CSS backdrop, so the room's light fading draws no frame whole.
BACKDROP = ("flashlight",)
PHASES = {"began": 0, "moved": 1, "ended": 2, "cancelled": 3}

# In the page: drives `touches` ([t, id, phase, x, y]) at 60 Hz through the module and compares
# the canvas with the frame drawn whole every `every` frames. Returns the comparisons and counts.
DRIVE = """
async ([touches, every, sabotage, BLOCK]) => {
  const page = fluidPage, fluid = page.fluid, player = page.player, canvas = player.canvas;
  if (sabotage === 'diff') {
    // The page's own comparison of the frames' drawing finds the changed commands but boxes
    // them too small: each box is cut to its top-left quarter.
    const changed = player.changedBoxes;
    player.changedBoxes = (previous, next) => {
      const boxes = changed(previous, next);
      return boxes && boxes.map(([l, t, r, b]) => [l, t, (l + r) / 2, (t + b) / 2]);
    };
  } else if (sabotage) {
    // A scene whose damage forgets where its moving thing was: the last frame's rectangles
    // (the first half) are emptied.
    const draw = fluid.draw.bind(fluid);
    fluid.draw = () => {
      const drawing = draw(), c = drawing.commands;
      if (c[0] === 16 && c[6] > 0) for (let k = 0; k < c[6] / 2; k++) c[7 + 4 * k + 3] = 0;
      return drawing;
    };
  }
  const { CanvasPlayer } = await import('./canvas.js');
  const icons = await (await fetch('icons.json')).json();
  // A canvas of the same kind as the page's (an offscreen one rasterises text differently).
  const spare = document.createElement('canvas');
  spare.width = player.width;
  spare.height = player.height;
  const reference = new CanvasPlayer(spare, fluid.text, icons);
  reference.keepsPictures = player.keepsPictures;
  // The same kept pictures: a picture is kept by its key and size, and its bitmap, drawn where
  // the picture first was, is painted where it is now; drawn afresh at another place its edges
  // round differently (single-precision paths). What is checked is where the frame is drawn.
  reference.pictures = player.pictures;
  // The same tiles: the page's frames are drawn in strips (layers.js tileBoxes), each cutting
  // the paths that cross its edges, which Skia antialiases a little differently there.
  const { tileBoxes } = await import('./layers.js');
  reference.cuts = player.tiled ? tileBoxes(player.width, player.height) : null;
  const pixels = (c) => c.getContext('2d', { willReadFrequently: true }).getImageData(0, 0, c.width, c.height).data;
  // What the page shows: its canvas, with the pictures it shows as compositor layers over it.
  const shown = document.createElement('canvas');
  shown.width = player.width;
  shown.height = player.height;
  player.counts = { whole: 0, part: 0, none: 0 };
  const end = touches.length ? touches[touches.length - 1][0] : 0;
  const compared = [];
  const compare = (index) => {
    // Marked as painted in the player's frame, so the player's count of them is not disturbed.
    reference.frame = player.frame - 1;
    reference.play(player.last.drawing, player.last.scale, true);
    const a = pixels(player.composite(shown)), b = pixels(reference.canvas);
    let differing = 0, worst = 0, first = -1;
    const w = player.width, h = player.height, blocks = new Float64Array(Math.ceil(w / BLOCK) * Math.ceil(h / BLOCK));
    for (let k = 0; k < a.length; k += 4) {
      const d = Math.max(Math.abs(a[k] - b[k]), Math.abs(a[k + 1] - b[k + 1]), Math.abs(a[k + 2] - b[k + 2]),
                         Math.abs(a[k + 3] - b[k + 3]));
      if (d) {
        const pixel = k >> 2;
        if (first < 0) first = pixel;
        worst = Math.max(worst, d);
        differing += 1;
        blocks[Math.floor(pixel / w / BLOCK) * Math.ceil(w / BLOCK) + Math.floor((pixel % w) / BLOCK)] += d;
      }
    }
    const block = blocks.reduce((m, v) => Math.max(m, v), 0) / (BLOCK * BLOCK);
    compared.push({ index, differing, worst, first, block });
  };
  // A frame as the page draws one (app.js): advanced, the fingers predicted a frame ahead
  // (touch prediction, on in the page), drawn.
  const frame = (t) => {
    const moving = fluid.advance(t);
    fluid.predict(true, t + 1 / 60, 1 / 60);
    player.play(fluid.draw(), devicePixelRatio);
    return moving;
  };
  let next = 0;
  for (let index = 0; ; index++) {
    const t = index / 60;
    while (next < touches.length && touches[next][0] <= t) {
      const [time, id, phase, x, y] = touches[next++];
      fluid.touch(id, phase, x, y, -1, time);
    }
    const moving = frame(t);
    const done = next === touches.length && t >= end && !moving;
    // Strata left alone are shown as stills (snapshots that arrive a task later): what is
    // compared is what the page shows once they have.
    if (index % every === 0 || done || t > end + 10) { await player.stack?.settled(); compare(index); }
    if (done || t > end + 10) {
      // At rest: a frame more draws nothing when the scene's damage names its frame.
      const before = { ...player.counts };
      frame(t + 1 / 60);
      frame(t + 2 / 60);
      await player.stack?.settled();
      compare(index + 2);
      return { compared, counts: player.counts, restNone: player.counts.none - before.none,
               stills: player.stack?.stills ?? 0, width: player.width, height: player.height,
               backdrop: !!player.shownBackdrop };
    }
  }
}
"""


def generated(fluid_bin, scene, scale):
    out = subprocess.run([str(fluid_bin / "fluid"), "bench", "render", "--generated", "1", "--seed", "1", "--hz", "60",
                          "--scene", scene, "--size", f"{SIZE[0]}x{SIZE[1]}", "--scale", f"{scale:g}",
                          "--print-script"], check=True, capture_output=True, text=True).stdout
    items = (json.loads(line) for line in out.splitlines() if line.strip())
    return [[i["t"], i["id"], PHASES[i["phase"]], i["x"], i["y"]] for i in items if i.get("type") == "touch"]


def run(browser, url, fluid_bin, name, scale, sabotage=False):
    """The page through `name`'s gestures at `scale`: (comparisons over tolerance, result)."""
    touches = generated(fluid_bin, name, scale)
    base = url.replace("&size=390x844", "")
    browser.open(f"{base}&size={SIZE[0]}x{SIZE[1]}&clock=manual&scene={name}", SIZE[0], SIZE[1], scale)
    result = browser.evaluate(f"({DRIVE})({json.dumps([touches, CHECK_EVERY, sabotage, BLOCK])})")
    bad = [c for c in result["compared"] if c["worst"] > CHANNEL_TOLERANCE or c["block"] > BLOCK_TOLERANCE]
    return bad, result


def check(browser, url, fluid_bin, checks):
    print("drawing only what changed equals drawing the frame whole (every scene's generated gestures):")
    names = [s["name"] for s in browser.evaluate("fluidPage.fluid.sceneNames()")]
    runs = [(name, 3) for name in names] + [(name, 1.75) for name in DAMAGED if name in names]
    for name, scale in runs:
        bad, result = run(browser, url, fluid_bin, name, scale)
        counts = result["counts"]
        detail = ""
        if bad:
            c = bad[0]
            detail = (f"frame {c['index']}: {c['differing']} pixels differ (by up to {c['worst']} of 255,"
                      f" {c['block']:.1f} over {BLOCK}×{BLOCK}),"
                      f" the first at ({c['first'] % result['width']}, {c['first'] // result['width']})")
        differing = max(c["differing"] for c in result["compared"])
        worst = max(c["worst"] for c in result["compared"])
        block = max(c["block"] for c in result["compared"])
        what = (f"{name} at {scale:g}×: {len(result['compared'])} frames compared"
                f" (of {sum(counts.values())}: {counts['whole']} whole, {counts['part']} in part,"
                f" {counts['none']} untouched; at most {differing} pixels differ, by up to {worst},"
                f" {block:.1f} at most over {BLOCK}×{BLOCK}; {result['stills']} stills shown)")
        checks.check(not bad, what, detail)
        if name in LAYERED:
            checks.check(result["stills"] > 0, f"{name} at {scale:g}×: strata left alone are shown as stills",
                         "no still was shown")
        if name in MOVED_AS_LAYERS:
            drawn = counts["whole"] + counts["part"]
            checks.check(drawn * DRAWN_AT_MOST <= sum(counts.values()),
                         f"{name} at {scale:g}×: its layers moved, not drawn: at most one frame in {DRAWN_AT_MOST}"
                         " drawn at all", f"{counts}")
        if name in BACKDROP:
            checks.check(result["backdrop"] and counts["whole"] == 1,
                         f"{name} at {scale:g}×: its gradient is the canvas's CSS backdrop, and only the first frame"
                         " is drawn whole (the light's fades repaint no canvas pixel)",
                         f"backdrop shown: {result['backdrop']}, {counts}")
        if name in DAMAGED:
            rest = result["restNone"] == 2 if name in CONTENT_NAMED else True
            # A scene whose moving part is a promoted picture (the momentum sheet) leaves the
            # canvas alone while it moves: not drawn whole is what is asked.
            checks.check(counts["part"] + counts["none"] > counts["whole"] and rest,
                         f"{name} at {scale:g}×: frames drawn in part or left alone"
                         + (", and at rest the canvas is left alone" if name in CONTENT_NAMED else ""),
                         f"{counts}, at rest {result['restNone']} untouched")
    if "calculator" in names:
        bad, result = run(browser, url, fluid_bin, "calculator", 3, sabotage="diff")
        checks.check(bool(bad), "the check fails boxes of changed drawing cut to a quarter (calculator)"
                     + (f" ({bad[0]['differing']} pixels differ, by up to {bad[0]['worst']},"
                        f" {bad[0]['block']:.0f} over {BLOCK}×{BLOCK})" if bad else ""))
    if "rotation" in names:
        bad, result = run(browser, url, fluid_bin, "rotation", 3, sabotage=True)
        checks.check(bool(bad), "the check fails a damage that leaves out where the card was"
                     + (f" ({bad[0]['differing']} pixels differ, by up to {bad[0]['worst']},"
                        f" {bad[0]['block']:.0f} over {BLOCK}×{BLOCK})" if bad else ""),
                     "no comparison over the tolerance")

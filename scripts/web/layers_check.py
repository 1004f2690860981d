"""make test-web's checks of Web/host/layers.js on frames written here by hand (browser-check.py
check): what planLayers finds in a frame's commands — its strata, its promoted pictures and their
transforms, its items' boxes — and what changedBoxes says two frames' items differ in. The
commands follow the contract of Web/Sources/WebCanvas.swift (the opcodes of canvas.js's OP); the
expected values are worked out by hand below, at 3 device pixels a point.

Frame A: a frame header (no background, no damage), a fill of the rectangle (0, 0)–(10, 10), then
save, translate (5, 7), the picture "p" variant 1 with bounds (0, 0, 4, 4) drawing one fill,
restore, then the text "hi" at (1, 2), 10 pt, one line.
- Two strata: the fill before the picture, the text after it; one picture between them.
- The picture's matrix: scale 3, then the translation (5, 7) in points: (3, 0, 0, 3, 15, 21).
- The fill's box: its points times 3, grown by 2 device pixels: (-2, -2)–(32, 32).
- The second stratum begins inside the save made before the picture (one saved state, the
  scale alone) and ends with none open (its restore closes it).
Frame B: A with the fill's colour changed — changedBoxes(A's items, B's items) of the first
stratum is that fill's box twice (where it was and where it is), and of the second nothing.
Frame C: A with the picture under a clip of a rounded shape (a curve): not promoted, one stratum,
and the picture is an item whose box is its bounds under its matrix, grown by 2.
Frame D: A under a rotation of a quarter turn before the picture: promoted, its matrix turned
(0, 3, -3, 0, …).
Frame E: A with a longer first text inserted before "hi": "hi"'s item hashes the same (its text's
bytes, not their offset), so only the new text's box differs.
Frame F: the picture first, then the text: the picture is the backdrop, kept in the canvas.
Frames G and H: A with the picture under a rectangle's clip, on a canvas of 30 × 60 device
pixels (10 × 20 pt): the clip (0, 0)–(10, 20) pt covers it, and the picture is a layer with no
clip; the clip (0, 0)–(10, 19) pt leaves its last 3 rows out, and the picture is a layer cut to
(0, 0)–(30, 57): the stratum after it begins inside that clip (set after the save, so the state
saved has none), and the text after the restore is outside it.
Backdrops (planLayers with `backdrop`), on a canvas of 30 × 60 device pixels (10 × 20 pt), a
gradient fill of the rectangle (0, 0)–(10, 20) pt from (0, 5) to (0, 15) with the stops 1 (blue)
then 0 (red), written out of order, before a fill:
- I: the backdrop, and no item of it (one item, the fill): it runs along y from 5 × 3 / 60 =
  0.25 of the height to 15 × 3 / 60 = 0.75, its stops sorted (red at 0, blue at 1); the fill's
  command is not in it (`at` is the gradient's);
- J: the same gradient under a clip of (0, 0)–(10, 19) pt: an item, no backdrop;
- K: the gradient's rectangle (0, 0)–(10, 19): an item, no backdrop;
- L: the gradient from (0, 5) to (10, 15) (diagonal): an item, no backdrop;
- M: the fill first, then the gradient: two items, no backdrop;
- N: I without `backdrop`: two items.
Bands (bandsOf) of items' boxes on a 100 × 300 canvas, with the gap of 64 device pixels that
parts them:
- a bar (2.5, 0)–(90, 20.2) and a toolbar (0, 250)–(100, 300): two bands, each its items'
  whole pixels — (2, 0)–(90, 21) and (0, 250)–(100, 300);
- a box (10, 80)–(20, 84.5) added (59 below the bar's 21: within the gap; the toolbar 165
  below its 85): it joins the bar's band, (2, 0)–(90, 85);
- a box reaching past the canvas (-10, 290)–(120, 400) joins the toolbar's, cut to the canvas;
- six boxes 10 high every 80 (apart by 70) on a canvas 500 high: six runs, joined while more than
  four, the closest first — all gaps equal, so the first with the second (0–90), then that with
  the third: (0, 0)–(10, 170), (0, 240)–(10, 250), (0, 320)–(10, 330), (0, 400)–(10, 410).
Tiles (tileBoxes) of the bottom stratum, strips of equal height no taller than 640 device pixels
but for the last:
- a phone's 1170 × 2532 (390 × 844 at 3): four strips of 633, (0, 0)–(1170, 633) to
  (0, 1899)–(1170, 2532);
- 100 × 1281: three strips of 427, the last 427 too (1281 = 3 × 427);
- 100 × 1282: three strips of 428, the last 426;
- 100 × 640: one strip; 100 × 641: two, of 321 and 320;
- 100 × 1: one strip (0, 0)–(100, 1).
Layers (drawLayer, the command `layer`: name, bounds, length, drawing):
- P: a fill, save, translate (5, 7), the layer "L" with bounds (0, 0, 4, 4) drawing two fills
  (0, 0)–(2, 2) and (2, 2)–(4, 4), restore, the text "hi": promoted as a picture is (two strata,
  one layer between them, keyed, its matrix (3, 0, 0, 3, 15, 21));
- Q: P translated by (6, 9) instead: the same variant (its drawing is the same, moved);
- R: P with the layer's second fill another colour: another variant;
- S: a layer drawing the text "hi", and the same frame with a text "longer" before the layer:
  the same variant (the text's bytes, not their offset);
- T: P's layer drawn first: not promoted, one stratum, its two fills items of it beside the text;
- U and V: a layer whose drawing is one fill of its bounds in black at alpha 0.4, and at 0.6:
  faded (its opacity the alpha), solid (black, one pixel), and the same variant for both;
- W: one fill of (1, 1)–(3, 3) inside the bounds (0, 0, 4, 4) at alpha 0.5: faded, not solid.
snapped: the matrix (3, 0, 0, 3, 15.4, 21.6) puts (0, 0) on (15, 22): its translation moves by
(-0.4, 0.4); (0.1, 0) at 15.7 goes to 16 (a translation of 15.7); a turned matrix is left as
it is."""
import json

CHECK = r"""
async () => {
  const { planLayers, changedBoxes, bandsOf, tileBoxes, snapped, LayerStack } = await import('./layers.js');
  const encoder = new TextEncoder();
  // Ops (canvas.js OP): clear 0, save 1, restore 2, translate 3, scale 4, rotate 5, clip 6,
  // fill 9, text 13, picture 15, frame 16, layer 17. Paths: count, then kind (0 move, 1 line, 2 quad,
  // 3 curve, 4 close) and points.
  const rectPath = (x0, y0, x1, y1) => [5, 0, x0, y0, 1, x1, y0, 1, x1, y1, 1, x0, y1, 4];
  const fill = (x0, y0, x1, y1, red = 1) => [9, ...rectPath(x0, y0, x1, y1), red, 0, 0, 1];
  const measure = (text, size) => ({ width: text.length * size / 2, height: size * 1.2 });
  // A frame: [commands, strings] from parts, where a text part is [ 'text', string, x, y, size ].
  const build = (parts) => {
    const commands = [16, 0, 0, 0, 0, 0, -1];
    let strings = '';
    for (const part of parts) {
      if (part[0] === 'text') {
        const [, s, x, y, size] = part;
        const at = encoder.encode(strings).length;
        strings += s;
        commands.push(13, at, encoder.encode(s).length, x, y, size, 400, -1, 0, 0, 0, 0, 0, 0, 1);
      } else if (part[0] === 'layer') {
        const [, name, x, y, w, h, drawing] = part;
        const at = encoder.encode(strings).length;
        strings += name;
        const inner = [];
        for (const piece of drawing) {
          if (piece[0] !== 'text') { inner.push(...piece); continue; }
          const [, text, tx, ty, size] = piece;
          const from = encoder.encode(strings).length;
          strings += text;
          inner.push(13, from, encoder.encode(text).length, tx, ty, size, 400, -1, 0, 0, 0, 0, 0, 0, 1);
        }
        commands.push(17, at, encoder.encode(name).length, x, y, w, h, inner.length, ...inner);
      } else if (part[0] === 'picture') {
        const [, name, variant, drawing] = part;
        const at = encoder.encode(strings).length;
        strings += name;
        commands.push(15, at, encoder.encode(name).length, variant, 0, 0, 4, 4, 1, drawing.length, ...drawing);
      } else {
        commands.push(...part);
      }
    }
    return { commands: new Float64Array(commands), strings: encoder.encode(strings) };
  };
  const plan = ({ commands, strings }) => planLayers(commands, strings, 7, 3, measure, true);
  const picture = ['picture', 'p', 1, fill(0, 0, 4, 4)];
  const a = build([fill(0, 0, 10, 10), [1], [3, 5, 7], picture, [2], ['text', 'hi', 1, 2, 10]]);
  const b = build([fill(0, 0, 10, 10, 0.5), [1], [3, 5, 7], picture, [2], ['text', 'hi', 1, 2, 10]]);
  const round = [6, 3, 0, 0, 0, 3, 10, 10, 10, 10, 20, 0, 4];
  const c = build([fill(0, 0, 10, 10), [1], [3, 5, 7], round, picture, [2], ['text', 'hi', 1, 2, 10]]);
  const d = build([fill(0, 0, 10, 10), [1], [3, 5, 7], [5, Math.PI / 2], picture, [2], ['text', 'hi', 1, 2, 10]]);
  const e = build([fill(0, 0, 10, 10), [1], [3, 5, 7], picture, [2], ['text', 'longer', 1, 40, 10], ['text', 'hi', 1, 2, 10]]);
  const f = build([picture, ['text', 'hi', 1, 2, 10]]);
  const pa = plan(a), pb = plan(b), pc = plan(c), pd = plan(d), pe = plan(e), pf = plan(f);
  const rectClip = (w, h) => [6, 5, 0, 0, 0, 1, w, 0, 1, w, h, 1, 0, h, 4];
  const g = build([fill(0, 0, 10, 10), [1], rectClip(10, 20), [3, 5, 7], picture, [2], ['text', 'hi', 1, 2, 10]]);
  const h = build([fill(0, 0, 10, 10), [1], rectClip(10, 19), [3, 5, 7], picture, [2], ['text', 'hi', 1, 2, 10]]);
  const pg = planLayers(g.commands, g.strings, 7, 3, measure, true, [30, 60]);
  const ph = planLayers(h.commands, h.strings, 7, 3, measure, true, [30, 60]);
  // Gradient fill (10): path, the ends (x0, y0, x1, y1), the stop count, [offset, r, g, b, a] each.
  const gradient = (x1, y1, x2, y2, ends = [0, 5, 0, 15]) =>
    [10, ...rectPath(x1, y1, x2, y2), ...ends, 2, 1, 0, 0, 1, 1, 0, 1, 0, 0, 1];
  const backdrops = [
    [gradient(0, 0, 10, 20), fill(2, 2, 4, 4)],
    [[1], rectClip(10, 19), gradient(0, 0, 10, 20), [2], fill(2, 2, 4, 4)],
    [gradient(0, 0, 10, 19), fill(2, 2, 4, 4)],
    [gradient(0, 0, 10, 20, [0, 5, 10, 15]), fill(2, 2, 4, 4)],
    [fill(2, 2, 4, 4), gradient(0, 0, 10, 20)],
  ].map((parts) => {
    const frame = build(parts);
    return planLayers(frame.commands, frame.strings, 7, 3, measure, true, [30, 60], true);
  });
  const iFrame = build([gradient(0, 0, 10, 20), fill(2, 2, 4, 4)]);
  const pn = planLayers(iFrame.commands, iFrame.strings, 7, 3, measure, true, [30, 60], false);
  const near = (x, y) => x.length === y.length && x.every((v, k) => Math.abs(v - y[k]) < 1e-9);
  const results = [];
  const check = (what, ok, detail) => results.push([what, !!ok, JSON.stringify(detail)]);
  check('two strata and one picture between them', pa.segments.length === 2 && pa.pictures.length === 1,
        [pa.segments.length, pa.pictures.length]);
  check('the picture under scale 3 and the translation (5, 7): (3, 0, 0, 3, 15, 21)',
        near(pa.pictures[0].matrix, [3, 0, 0, 3, 15, 21]), pa.pictures[0].matrix);
  check('the fill\'s box (-2, -2)–(32, 32)', near(pa.segments[0].items[0].box, [-2, -2, 32, 32]),
        pa.segments[0].items[0].box);
  check('the second stratum begins inside the save before the picture (the scale alone saved) and ends with none open',
        pa.segments[1].saves.length === 1 && near(pa.segments[1].saves[0], [3, 0, 0, 3, 0, 0]) && pa.segments[1].depth === 0,
        [pa.segments[1].saves, pa.segments[1].depth]);
  // Text at (1, 2), 10 pt, 2 letters (measured 10 × 12 pt here): grown by half its size, then 2 px.
  check('the text\'s box (1 - 5, 2 - 5)–(1 + 10 + 5, 2 + 12 + 5) × 3, grown by 2',
        near(pa.segments[1].items[0].box, [-14, -11, 50, 59]), pa.segments[1].items[0].box);
  const changed = changedBoxes(pa.segments[0].items, pb.segments[0].items);
  check('a fill of another colour: its box, where it was and where it is',
        changed.length === 2 && changed.every((box) => near(box, [-2, -2, 32, 32])), changed);
  check('the stratum that did not change: nothing', changedBoxes(pa.segments[1].items, pb.segments[1].items).length === 0,
        changedBoxes(pa.segments[1].items, pb.segments[1].items));
  check('no earlier items: unknown (drawn whole)', changedBoxes(null, pa.segments[0].items) === null, null);
  const pictureItem = pc.segments.length === 1 && pc.segments[0].items.find((item) => c.commands[item.at] === 15);
  check('a picture under a curved clip is not a layer, but an item of its bounds (15, 21)–(27, 33) grown by 2',
        pc.pictures.length === 0 && pictureItem && near(pictureItem.box, [13, 19, 29, 35]),
        [pc.pictures.length, pictureItem && pictureItem.box]);
  check('a picture turned a quarter is a layer with its matrix turned (0, 3, -3, 0, 15, 21)',
        pd.pictures.length === 1 && near(pd.pictures[0].matrix, [0, 3, -3, 0, 15, 21]), pd.pictures[0]?.matrix);
  const moved = changedBoxes(pa.segments[1].items, pe.segments[1].items);
  // "longer" at (1, 40): 6 letters, 30 × 12 pt: (1 - 5, 40 - 5)–(1 + 30 + 5, 40 + 12 + 5) × 3, grown by 2.
  check('a text inserted before another: only its box (the other\'s hash is its bytes, not their offset)',
        moved.length === 1 && near(moved[0], [-14, 103, 110, 173]), moved);
  check('a picture drawn before anything else is the backdrop, not a layer: one stratum, the picture an item',
        pf.pictures.length === 0 && pf.segments.length === 1 && pf.segments[0].items.length === 2,
        [pf.pictures.length, pf.segments.length, pf.segments[0].items.length]);
  check('a picture under a rectangle\'s clip covering the canvas is a layer, with no clip',
        pg.pictures.length === 1 && pg.pictures[0].clip === null, pg.pictures[0]);
  check('a picture under a rectangle\'s clip that cuts the canvas is a layer cut to (0, 0)–(30, 57)',
        ph.pictures.length === 1 && near(ph.pictures[0].clip ?? [], [0, 0, 30, 57]), ph.pictures[0]?.clip);
  check('the stratum after it begins inside that clip, the state saved before it without one',
        ph.segments.length === 2 && near(ph.segments[1].clip ?? [], [0, 0, 30, 57])
        && ph.segments[1].clips.length === 1 && ph.segments[1].clips[0] === null,
        [ph.segments[1]?.clip, ph.segments[1]?.clips]);
  const [pi, pj, pk, pl, pm] = backdrops;
  const drop = pi.segments[0].backdrop;
  check('a gradient filling the canvas first is the backdrop, not an item: along y from 0.25 to 0.75 of the height',
        drop && !drop.alongX && near([drop.from, drop.to], [0.25, 0.75]) && pi.segments[0].items.length === 1
        && drop.at === 7 && iFrame.commands[drop.end] === 9,
        [drop, pi.segments[0].items.length]);
  check('its stops sorted by offset: red at 0, blue at 1',
        drop && near(drop.stops.flat(), [0, 1, 0, 0, 1, 1, 0, 0, 1, 1]), drop?.stops);
  for (const [what, p, items] of [['under a clip that cuts the canvas', pj, 2], ['filling less than the canvas', pk, 2],
                                  ['running across both axes', pl, 2], ['drawn after another fill', pm, 2],
                                  ['without backdrop', pn, 2]]) {
    check(`a gradient ${what} is an item, no backdrop`, !p.segments[0].backdrop && p.segments[0].items.length === items,
          [p.segments[0].backdrop, p.segments[0].items.length]);
  }
  const of = (...boxes) => boxes.map((box) => ({ box }));
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const bar = [2.5, 0, 90, 20.2], toolbar = [0, 250, 100, 300];
  let bands = bandsOf(of(bar, toolbar), 100, 300);
  check('a bar and a toolbar apart: two bands of their whole pixels', same(bands, [[2, 0, 90, 21], [0, 250, 100, 300]]), bands);
  bands = bandsOf(of(toolbar, [10, 80, 20, 84.5], bar), 100, 300);
  check('a box within the gap below the bar joins its band', same(bands, [[2, 0, 90, 85], [0, 250, 100, 300]]), bands);
  bands = bandsOf(of(bar, toolbar, [-10, 290, 120, 400]), 100, 300);
  check('a box past the canvas joins the toolbar\'s band, cut to the canvas', same(bands, [[2, 0, 90, 21], [0, 250, 100, 300]]), bands);
  bands = bandsOf(of(...[0, 80, 160, 240, 320, 400].map((y) => [0, y, 10, y + 10])), 10, 500);
  check('six runs: four bands, the closest joined first',
        same(bands, [[0, 0, 10, 170], [0, 240, 10, 250], [0, 320, 10, 330], [0, 400, 10, 410]]), bands);
  const strips = (width, ...tops) => tops.slice(0, -1).map((top, k) => [0, top, width, tops[k + 1]]);
  for (const [width, height, tiles] of [
    [1170, 2532, strips(1170, 0, 633, 1266, 1899, 2532)], [100, 1281, strips(100, 0, 427, 854, 1281)],
    [100, 1282, strips(100, 0, 428, 856, 1282)], [100, 640, strips(100, 0, 640)], [100, 641, strips(100, 0, 321, 641)],
    [100, 1, strips(100, 0, 1)]]) {
    const got = tileBoxes(width, height);
    check(`the tiles of ${width} × ${height}: ${tiles.length} strip${tiles.length === 1 ? "" : "s"}`, same(got, tiles), got);
  }
  const layered = (move, second = 1, first = false) => build([
    ...(first ? [] : [fill(0, 0, 10, 10)]), [1], [3, ...move],
    ['layer', 'L', 0, 0, 4, 4, [fill(0, 0, 2, 2), fill(2, 2, 4, 4, second)]], [2], ['text', 'hi', 1, 2, 10]]);
  const pp = plan(layered([5, 7])), pq = plan(layered([6, 9])), pr = plan(layered([5, 7], 0.5));
  const pt = plan(layered([5, 7], 1, true));
  check('a layer is promoted as a picture is: two strata, one keyed layer (3, 0, 0, 3, 15, 21)',
        pp.segments.length === 2 && pp.pictures.length === 1 && pp.pictures[0].keyed
        && near(pp.pictures[0].matrix, [3, 0, 0, 3, 15, 21]), [pp.segments.length, pp.pictures[0]]);
  check('the same drawing moved: the same variant', pq.pictures[0]?.variant === pp.pictures[0]?.variant,
        [pp.pictures[0]?.variant, pq.pictures[0]?.variant]);
  check('a fill of another colour in it: another variant', pr.pictures[0]?.variant !== pp.pictures[0]?.variant,
        [pp.pictures[0]?.variant, pr.pictures[0]?.variant]);
  const texted = (before) => plan(build([fill(0, 0, 10, 10), ...(before ? [['text', 'longer', 1, 40, 10]] : []),
    ['layer', 'L', 0, 0, 20, 20, [['text', 'hi', 1, 2, 10]]]]));
  check('a text in it, earlier text inserted before: the same variant (its bytes, not their offset)',
        texted(false).pictures[0]?.variant === texted(true).pictures[0]?.variant,
        [texted(false).pictures[0]?.variant, texted(true).pictures[0]?.variant]);
  check('a layer drawn first is not promoted: one stratum, its two fills items beside the text',
        pt.pictures.length === 0 && pt.segments.length === 1 && pt.segments[0].items.length === 3,
        [pt.pictures.length, pt.segments.length, pt.segments[0].items.length]);
  const dim = (alpha, rect = [0, 0, 4, 4]) => plan(build([fill(0, 0, 10, 10),
    ['layer', 'D', 0, 0, 4, 4, [[9, ...rectPath(...rect), 0, 0, 0, alpha]]]])).pictures[0];
  const pu = dim(0.4), pv = dim(0.6), pw = dim(0.5, [1, 1, 3, 3]);
  check('one fill of its bounds at alpha 0.4: faded (opacity 0.4), solid black',
        pu && pu.fade !== undefined && pu.opacity === 0.4 && same(pu.solid, [0, 0, 0]), pu);
  check('the same at alpha 0.6: the same variant, opacity 0.6', pv && pv.variant === pu?.variant && pv.opacity === 0.6,
        [pu?.variant, pv?.variant, pv?.opacity]);
  check('one fill inside its bounds at alpha 0.5: faded, not solid',
        pw && pw.fade !== undefined && pw.opacity === 0.5 && pw.solid === undefined, pw);
  const m = [3, 0, 0, 3, 15.4, 21.6];
  check('snapped: (0, 0) under (3, 0, 0, 3, 15.4, 21.6) lands on (15, 22)', near(snapped(m, 0, 0), [3, 0, 0, 3, 15, 22]),
        snapped(m, 0, 0));
  check('snapped: (0.1, 0) lands on 16, its translation 15.7', near(snapped(m, 0.1, 0), [3, 0, 0, 3, 15.7, 22]),
        snapped(m, 0.1, 0));
  check('snapped: a turned matrix is left as it is', near(snapped([0, 3, -3, 0, 15.4, 21.6], 0, 0), [0, 3, -3, 0, 15.4, 21.6]),
        snapped([0, 3, -3, 0, 15.4, 21.6], 0, 0));
  // A layer stack over a canvas of its own: the layers "a" and "b" shown, "b" gone for a frame
  // (hidden), then back: its element still shows its bitmap, which a layer hands over once.
  const host = document.createElement('canvas');
  host.width = 30; host.height = 60;
  document.body.append(host);
  const stack = new LayerStack(host);
  const layerPicture = () => {
    const canvas = new OffscreenCanvas(3, 3);
    canvas.getContext('2d').fillRect(0, 0, 3, 3);
    return { canvas, density: 3, bounds: { x: 0, y: 0, width: 1, height: 1 }, layer: 'x',
             pixels: { width: 3, height: 3 }, bitmap: canvas.transferToImageBitmap() };
  };
  const la = layerPicture(), lb = layerPicture();
  const showBoth = () => {
    stack.show(0, la, [3, 0, 0, 3, 0, 0], 0, 0, 3, 1);
    stack.show(1, lb, [3, 0, 0, 3, 0, 30], 0, 0, 3, 1);
  };
  stack.place(host);
  stack.arrange(['a', 'b']);
  showBoth();
  const handed = lb.spent === true && !stack.needs(1, lb);
  stack.place(host);
  stack.arrange(['a']);
  stack.show(0, la, [3, 0, 0, 3, 0, 0], 0, 0, 3, 1);
  stack.hidePicturesFrom(1);
  const hidden = stack.pairs[1].picture.element.style.display === 'none';
  stack.place(host);
  stack.arrange(['a', 'b']);
  const again = !stack.needs(1, lb);
  showBoth();
  const shownAgain = stack.pairs[1].picture.element.style.display === '' && stack.pairs[1].picture.shown === lb;
  check('a layer hidden for a frame and back keeps its element and bitmap: not drawn again',
        handed && hidden && again && shownAgain, { handed, hidden, again, shownAgain });
  stack.root.remove();
  host.remove();
  return results;
}
"""


def check(browser, url, checks):
    print("layers.js on frames written by hand (strata, pictures as layers, items, what changed):")
    browser.open(f"{url}&scene=menu", 390, 844, 3)
    for what, ok, detail in browser.evaluate(f"({CHECK})()"):
        checks.check(ok, what, detail)

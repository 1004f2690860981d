// Text as the Cairo renderer sets it with Pango (Sources/FluidRender/TextEngine.swift), measured
// with Canvas 2D's measureText in the same Inter font: one line, or with a maximum width words
// wrapped (a word wider than the line broken between characters) up to a number of lines, the
// last one ending in "…"; the box's top-left is the origin, its height the lines' heights.
const ELLIPSIS = "\u2026";
const CACHE_LIMIT = 2000;

export class TextLayout {
  constructor(family = "Inter") {
    this.family = family;
    this.context = new OffscreenCanvas(1, 1).getContext("2d");
    this.cache = new Map();
    /** Per font (`font`'s string), its ascent and descent; and the font the context has. */
    this.metrics = new Map();
    this.current = null;
  }

  font(size, weight) {
    return `${weight} ${size}px ${this.family}`;
  }

  /** {lines, width, height, lineHeight, ascent} for `text` in the style's size and weight. */
  layout(text, size, weight, maxWidth, maxLines, monospaced) {
    const key = `${size}|${weight}|${maxWidth}|${maxLines}|${monospaced ? 1 : 0}|${text}`;
    let layout = this.cache.get(key);
    if (layout) return layout;
    const ctx = this.context;
    // Setting a context's font parses it: set only when it changes, its line metrics kept.
    const font = this.font(size, weight);
    let metrics = this.metrics.get(font);
    if (this.current !== font) {
      ctx.font = this.current = font;
      ctx.fontKerning = "normal";
    }
    if (!metrics) {
      const m = ctx.measureText("Hg");
      metrics = { ascent: m.fontBoundingBoxAscent, descent: m.fontBoundingBoxDescent };
      if (this.metrics.size >= CACHE_LIMIT) this.metrics.clear();
      this.metrics.set(font, metrics);
    }
    const ascent = metrics.ascent;
    const lineHeight = ascent + metrics.descent;
    const width = (s) => ctx.measureText(s).width;
    let lines;
    if (maxWidth < 0) {
      lines = text.split("\n");
    } else {
      lines = wrap(text, Math.max(maxWidth, 0), Math.max(maxLines, 1), width);
    }
    let widest = 0;
    for (const line of lines) widest = Math.max(widest, width(line));
    if (maxWidth >= 0) widest = Math.min(widest, maxWidth);
    layout = { lines, width: widest, height: lines.length * lineHeight, lineHeight, ascent };
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, layout);
    return layout;
  }
}

/** Lines of `text` within `maxWidth`, at most `maxLines`, the last ellipsized when cut. */
function wrap(text, maxWidth, maxLines, width) {
  const lines = [];
  const paragraphs = text.split("\n");
  let cut = false;
  outer: for (const paragraph of paragraphs) {
    const words = paragraph.split(/(?<= )/);
    let line = "";
    for (const word of words) {
      if (width(line + word.trimEnd()) <= maxWidth || line === "") {
        if (line === "" && width(word.trimEnd()) > maxWidth) {
          // A word wider than the line: broken between characters.
          for (const ch of word) {
            if (line !== "" && width(line + ch) > maxWidth) {
              lines.push(line);
              line = "";
              if (lines.length === maxLines) { cut = true; break outer; }
            }
            line += ch;
          }
        } else {
          line += word;
        }
      } else {
        lines.push(line.trimEnd());
        line = word;
        if (lines.length === maxLines) { cut = true; break outer; }
      }
    }
    lines.push(line.trimEnd());
    if (lines.length === maxLines) {
      cut = paragraphs.indexOf(paragraph) < paragraphs.length - 1;
      break;
    }
  }
  if (lines.length > maxLines) { lines.length = maxLines; cut = true; }
  const last = lines.length - 1;
  if (cut || width(lines[last]) > maxWidth) {
    let s = lines[last];
    while (s.length > 0 && width(s + ELLIPSIS) > maxWidth) s = s.slice(0, -1);
    lines[last] = s.trimEnd() + ELLIPSIS;
  }
  return lines;
}

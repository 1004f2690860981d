// The phone's settings, read from the browser and handed to the module (Web/Sources/
// WebSettings.swift), live: a change applies at once, without a reload.
//
//   dark           prefers-color-scheme: dark                  URL dark=1 (or 0)
//   Reduce Motion  prefers-reduced-motion: reduce              URL reduce-motion=1 (or 0)
//   language       the first of navigator.languages with a     URL lang=de, he or en
//                  catalog in locale/ (catalogs.json), else English; Hebrew lays out right to left
//   text size      the root font size ÷ 16 px, mapped as the   URL text-size=NAME (large, AX2…)
//                  desktop maps GNOME's text-scaling-factor
//   safe area      env(safe-area-inset-*)                      URL safe-area=TOP,RIGHT,BOTTOM,LEFT (pt)
//
// A hidden page pauses the clock (PageClock): the scene goes on from where it was when the page
// is shown again, as an app's animations do when it returns to the foreground.

/** The browser's default root font size (px): the text size the scenes draw at `large`. */
const DEFAULT_ROOT_FONT_PX = 16;

const flag = (value) => (value === "1" ? true : value === "0" ? false : null);

export class PageSettings {
  /** `params`: the page's URL parameters; `fluid`: the module (fluid.js). */
  constructor(params, fluid) {
    this.params = params;
    this.fluid = fluid;
    this.darkQuery = matchMedia("(prefers-color-scheme: dark)");
    this.motionQuery = matchMedia("(prefers-reduced-motion: reduce)");
    this.catalogs = [];
    this.language = "";
    this.listeners = [];
    this.safeAreaListeners = [];
    // 1rem wide, so a change of the root font size resizes it; padded by the safe-area insets.
    this.probe = document.createElement("div");
    this.probe.id = "settings-probe";
    this.probe.setAttribute("aria-hidden", "true");
    document.body.append(this.probe);
  }

  get dark() { return flag(this.params.get("dark")) ?? this.darkQuery.matches; }
  get reduceMotion() { return flag(this.params.get("reduce-motion")) ?? this.motionQuery.matches; }
  /** A text size named in the URL ("" when none). */
  get textSize() { return this.params.get("text-size") || ""; }
  /** The root font size against the default's: the page's Dynamic Type. */
  get textScale() {
    const px = parseFloat(getComputedStyle(document.documentElement).fontSize);
    return Number.isFinite(px) && px > 0 ? px / DEFAULT_ROOT_FONT_PX : 1;
  }

  /** The safe area (pt, CSS px): the URL's, else env(safe-area-inset-*). */
  get safeArea() {
    const given = (this.params.get("safe-area") || "").split(",").map(Number);
    if (given.length === 4 && given.every((n) => Number.isFinite(n) && n >= 0)) {
      const [top, right, bottom, left] = given;
      return { top, right, bottom, left };
    }
    const style = getComputedStyle(this.probe);
    const px = (side) => parseFloat(style[`padding${side}`]) || 0;
    return { top: px("Top"), right: px("Right"), bottom: px("Bottom"), left: px("Left") };
  }

  /** The language to show: the URL's, else the first preferred one with a catalog; "" is English. */
  chooseLanguage() {
    const wanted = this.params.get("lang") ? [this.params.get("lang")] : (navigator.languages || [navigator.language]);
    for (const tag of wanted) {
      const [primary, region] = String(tag).toLowerCase().split(/[-_]/);
      if (primary === "en") return "";
      const regional = region ? `${primary}_${region.toUpperCase()}` : "";
      const found = this.catalogs.find((name) => name === regional) || this.catalogs.find((name) => name === primary);
      if (found) return found;
    }
    return "";
  }

  /** Loads the catalog of the language to show into the module (when it changed). */
  async loadCatalog() {
    const language = this.chooseLanguage();
    if (language === this.language) return;
    const bytes = language ? await (await fetch(`locale/${language}.mo`)).arrayBuffer() : new ArrayBuffer(0);
    this.fluid.catalog(bytes);
    this.language = language;
  }

  /** Hands dark, Reduce Motion and the text size to the module; calls the listeners when the
   * open scene opened again with them. */
  apply() {
    const reopened = this.fluid.settings({
      dark: this.dark, reduceMotion: this.reduceMotion, textScale: this.textScale, textSize: this.textSize,
    });
    this.showPage();
    if (reopened) for (const listener of this.listeners) listener();
  }

  /** The page's own language, direction and appearance follow the scenes'. */
  showPage() {
    const root = document.documentElement;
    root.lang = this.language.replace("_", "-") || "en";
    root.dir = this.fluid.settingsReport()?.rightToLeft ? "rtl" : "ltr";
    root.dataset.appearance = this.dark ? "dark" : "light";
  }

  /** Loads the catalog and starts following the settings; `onReopen` runs when a change opened
   * the scene again (the page starts a new trace and draws). */
  async start(onReopen) {
    this.listeners.push(onReopen);
    try {
      this.catalogs = await (await fetch("catalogs.json")).json();
    } catch {
      this.catalogs = [];
    }
    await this.loadCatalog();
    this.apply();
    this.darkQuery.addEventListener("change", () => this.apply());
    this.motionQuery.addEventListener("change", () => this.apply());
    window.addEventListener("languagechange", () => this.loadCatalog().then(() => this.apply()));
    new ResizeObserver(() => {
      this.apply();
      for (const listener of this.safeAreaListeners) listener();
    }).observe(this.probe, { box: "border-box" });
  }

  /** Runs `listener` when the safe-area insets may have changed. */
  onSafeAreaChange(listener) { this.safeAreaListeners.push(listener); }
}

/** The clock the page hands the module, paused while the page is hidden. */
export class PageClock {
  constructor() {
    this.pausedMs = 0;
    this.hiddenAt = null;
  }

  /** Seconds on the scene's clock for a page time (ms, performance.now()'s clock). */
  seconds(ms) { return (ms - this.pausedMs) / 1000; }

  /** The page was hidden at `ms`. */
  hide(ms) { if (this.hiddenAt === null) this.hiddenAt = ms; }

  /** The page was shown again at `ms`: the time it was hidden is left out from now on. */
  show(ms) {
    if (this.hiddenAt === null) return;
    this.pausedMs += Math.max(0, ms - this.hiddenAt);
    this.hiddenAt = null;
  }
}

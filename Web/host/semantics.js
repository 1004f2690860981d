// The scene's semantics in the page, for screen readers (VoiceOver, TalkBack, Orca in a
// browser) and the keyboard: an invisible overlay over the canvas with one element per shown
// semantic node — the tree the desktop exposes over AT-SPI — with its ARIA role, name, value and
// states, placed at the node's frame, and a live region for the scene's announcements. The
// elements' requests (a click, a slider moved, a custom action's button, focus) go back to the
// session as the desktop bridge's requests do (fluid_semantic_action). docs/web.md, "The
// accessible overlay".
//
// The elements take pointers so that a screen reader's touch exploration (TalkBack, VoiceOver),
// which hit-tests as a pointer does, finds them; the page hands every pointer that goes down on
// them to the canvas (app.js: the canvas captures it), and a click that ends a real tap or mouse
// press is not an activation (the scene took the press itself). Only what changed is touched:
// the module says when the tree changed (fluid_semantics_generation) and each element is
// rewritten only when its node's line did.

/** How often the overlay follows a tree that changes every frame (ms): a moving drawer, a spring. */
const MOVING_INTERVAL_MS = 250;
/** How long after a real pointer's down or up a click is that press's, not an activation (ms). */
const PRESS_CLICK_MS = 600;
/** Bit of a line's states: a stop of the keyboard's Tab (WebSemantics.swift, `tabStopBit`). */
const TAB_STOP = 1 << 15;
const STATE = {
  focused: 1, selected: 2, expanded: 4, collapsed: 8, disabled: 16, modal: 32, checked: 128, editing: 256,
};
/**
 * Whether the element performs `action` itself — activate by a click, a slider's increment and
 * decrement by its keys, typed values by the keyboard: the other actions get buttons.
 */
const ownAction = (node, action) => action === "activate" || action.startsWith("set value")
  || (node.role === "adjustable" && (action === "increment" || action === "decrement"));

/** Runs `work` when the page is idle (soon: within a frame or two); Safari has no idle callbacks. */
const idle = (work) => (window.requestIdleCallback ? requestIdleCallback(work, { timeout: 100 }) : setTimeout(work, 1));

/** One node's line (WebSemantics.swift, fluid_semantics) as an object. */
export function parseLine(line) {
  const [depth, id, role, label, value, hint, frame, states, actions, range, position, orientation] = line.split("\t");
  const [x, y, width, height] = frame.split(" ").map(Number);
  const r = range ? range.split(" ").map(Number) : null;
  const p = position ? position.split(" ").map(Number) : null;
  return {
    line, depth: Number(depth), id, role, label, value, hint, x, y, width, height,
    states: Number(states),
    actions: actions ? actions.split("\u001f").map((a) => a.split("\u001e")[0]) : [],
    titles: actions ? actions.split("\u001f").map((a) => a.split("\u001e")[1] ?? a) : [],
    range: r && { current: r[0], minimum: r[1], maximum: r[2], step: r[3] },
    position: p && { index: p[0], count: p[1] }, orientation: orientation || null,
  };
}

/** The element a node of `role` is: its tag, and its ARIA role when the tag's own is not it. */
function elementFor(role, modal) {
  switch (role) {
    case "window": return ["div", "region"];
    case "group": return ["div", modal ? "dialog" : "group"];
    case "button": return ["div", "button"];
    case "textField": return ["input", null];
    case "list": return ["div", "list"];
    case "listItem": return ["div", "listitem"];
    case "adjustable": return ["div", "slider"];
    case "image": return ["div", "img"];
    default: return ["div", null]; // staticText: its text
  }
}

export class SemanticsOverlay {
  /**
   * @param fluid the module (fluid.js)
   * @param canvas the scene's canvas; the overlay goes after it and over it
   * @param options.changed called after a request changed the scene (to draw a frame)
   * @param options.now the time in seconds a request happens at (the page's clock)
   * @param options.key a keydown on an element, as the canvas takes it (keys to the scene)
   */
  constructor(fluid, canvas, { changed, now, key }) {
    this.fluid = fluid;
    this.canvas = canvas;
    this.changed = changed;
    this.now = now;
    this.generation = -1;
    this.lastSync = -Infinity;
    this.pending = false;
    /** id → { node, element, actions: [button elements], container } */
    this.shown = new Map();
    this.focusedID = null;
    this.syncing = false;

    this.root = document.createElement("div");
    this.root.className = "fluid-semantics";
    this.root.setAttribute("lang", document.documentElement.lang || "en");
    canvas.insertAdjacentElement("afterend", this.root);
    this.live = document.createElement("div");
    this.live.className = "fluid-live";
    this.live.setAttribute("role", "status");
    this.live.setAttribute("aria-live", "polite");
    document.body.append(this.live);

    this.pressed = -Infinity;
    for (const type of ["pointerdown", "pointerup"]) {
      this.root.addEventListener(type, (e) => { if (e.isTrusted) this.pressed = performance.now(); }, true);
    }
    this.canvas.addEventListener("pointerup", (e) => { if (e.isTrusted) this.pressed = performance.now(); });
    this.root.addEventListener("click", (e) => this.clicked(e));
    this.root.addEventListener("beforeinput", (e) => this.beforeInput(e));
    this.root.addEventListener("keydown", (e) => this.keyDown(e, key));
    this.root.addEventListener("focusin", (e) => this.focusIn(e));
    this.root.addEventListener("focusout", (e) => this.focusOut(e));
  }

  /**
   * After a frame: follows the tree when it changed — at rest at once, while something moves
   * every MOVING_INTERVAL_MS — in the time between frames (an idle callback), not in the frame.
   */
  frame(moving) {
    if (this.pending || (moving && performance.now() - this.lastSync < MOVING_INTERVAL_MS)) return;
    this.pending = true;
    idle(() => {
      this.pending = false;
      this.sync();
    });
  }

  /** Brings the overlay to the session's tree now (only where it changed). */
  sync() {
    this.lastSync = performance.now();
    this.place();
    const lang = document.documentElement.lang || "en";
    if (this.root.getAttribute("lang") !== lang) this.root.setAttribute("lang", lang);
    const generation = this.fluid.semanticsGeneration();
    const spoken = this.fluid.announcements();
    if (generation !== this.generation) {
      this.generation = generation;
      this.apply(this.fluid.semantics().split("\n").filter(Boolean).map(parseLine));
    }
    if (spoken) this.announce(spoken);
  }

  /** Lays the overlay over the canvas (the page's layout may have moved it). */
  place() {
    const box = this.canvas.getBoundingClientRect();
    const style = {
      left: `${box.left + window.scrollX}px`, top: `${box.top + window.scrollY}px`,
      width: `${box.width}px`, height: `${box.height}px`,
    };
    for (const [k, v] of Object.entries(style)) if (this.root.style[k] !== v) this.root.style[k] = v;
  }

  /** The scene's own announcement, through the live region (again when it repeats). */
  announce(text) {
    this.live.textContent = this.live.textContent === text ? `${text}\u00a0` : text;
  }

  apply(nodes) {
    const hadFocus = this.root.contains(document.activeElement) || document.activeElement === this.canvas;
    const inOverlay = this.root.contains(document.activeElement);
    const known = new Set(this.shown.keys());
    const sceneChanged = this.shown.get("window")?.node.label !== nodes[0]?.label;
    this.syncing = true;
    try {
      const seen = new Set();
      const parents = [];
      for (const node of nodes) {
        parents.length = node.depth;
        const parent = parents[node.depth - 1] ?? null;
        seen.add(node.id);
        const entry = this.entry(node, parent);
        parents[node.depth] = entry;
        entry.parentEntry = parent;
      }
      for (const [id, entry] of this.shown) {
        if (!seen.has(id)) {
          entry.element.remove();
          for (const button of entry.actions) button.remove();
          this.shown.delete(id);
        }
      }
      this.order(nodes);
      const focused = nodes.find((n) => n.states & STATE.focused)?.id ?? null;
      const target = focused && this.shown.get(focused)?.element;
      // Only when the scene moved its focus: a tap on the canvas leaves the page's focus there.
      if (hadFocus && target && focused !== this.focusedID && document.activeElement !== target) {
        target.focus({ preventScroll: true });
      } else if (hadFocus && !focused && this.root.contains(document.activeElement)) {
        this.canvas.focus({ preventScroll: true });
      }
      this.focusedID = focused;
    } finally {
      this.syncing = false;
    }
    if (inOverlay && !this.root.contains(document.activeElement) && document.activeElement !== this.canvas) {
      this.keepFocus(nodes, known, sceneChanged);
    }
  }

  /**
   * The focused element went away (a row that added a step, another scene): focus goes where the
   * desktop playground puts it for a screen reader — a new scene's first control, else the first
   * control the change brought (the step), else the first control — so it is never lost.
   */
  keepFocus(nodes, known, sceneChanged) {
    const stops = nodes.filter((n) => n.states & TAB_STOP);
    const next = (sceneChanged ? null : stops.find((n) => !known.has(n.id))) ?? stops[0];
    if (!next) {
      this.canvas.focus({ preventScroll: true });
      return;
    }
    this.syncing = true;
    this.shown.get(next.id).element.focus({ preventScroll: true });
    this.syncing = false;
    this.request(next.id, "focus");
  }

  /** The node's entry, its element made or rewritten when its line changed. */
  entry(node, parent) {
    let entry = this.shown.get(node.id);
    const [tag, role] = elementFor(node.role, node.states & STATE.modal);
    if (entry && (entry.tag !== tag || entry.role !== role)) {
      entry.element.remove();
      this.shown.delete(node.id);
      entry = null;
    }
    if (!entry) {
      const element = document.createElement(tag);
      element.dataset.node = node.id;
      if (role) element.setAttribute("role", role);
      if (node.role === "textField") {
        element.type = "text";
        element.autocomplete = "off";
        element.spellcheck = false;
      }
      entry = { tag, role, element, actions: [], node: null };
      this.shown.set(node.id, entry);
    }
    // Children go in the element, or beside it for an input (which holds none).
    entry.container = tag === "input" ? (parent ? parent.container : this.root) : entry.element;
    entry.origin = tag === "input" ? (parent ? parent.origin : { x: 0, y: 0 }) : { x: node.x, y: node.y };
    const offset = parent ? parent.origin : { x: 0, y: 0 };
    if (!entry.node || entry.node.line !== node.line || entry.offset?.x !== offset.x || entry.offset?.y !== offset.y) {
      this.write(entry, node, offset);
    }
    entry.offset = offset;
    entry.node = node;
    return entry;
  }

  /** Writes the node's role, name, value, states, frame and action buttons on its element. */
  write(entry, node, offset) {
    const e = entry.element;
    const set = (name, value) => {
      if (value === null || value === undefined || value === false) e.removeAttribute(name);
      else if (e.getAttribute(name) !== String(value)) e.setAttribute(name, String(value));
    };
    Object.assign(e.style, {
      left: `${node.x - offset.x}px`, top: `${node.y - offset.y}px`,
      width: `${Math.max(0, node.width)}px`, height: `${Math.max(0, node.height)}px`,
    });
    const s = node.states;
    const ranged = node.role === "adjustable";
    const texted = node.role === "textField";
    // A value that is not a slider's nor text (a pin's category, a drawer's detent), and what
    // activating it does: said after the name.
    const said = [ranged || texted ? "" : node.value, node.hint].filter(Boolean).join(", ");
    if (node.role === "staticText") {
      // Text is its own name; what else it says follows it as text of its own.
      entry.text ??= e.appendChild(document.createTextNode(""));
      if (entry.text.data !== node.label) entry.text.data = node.label;
      if (said && !entry.said) {
        entry.said = e.appendChild(document.createElement("span"));
        entry.said.dataset.saidFor = node.id;
      }
      if (said && entry.said.textContent !== said) entry.said.textContent = said;
      if (!said && entry.said) entry.said = entry.said.remove();
    } else {
      set("aria-label", node.label || null);
      set("aria-description", said || null);
    }
    if (ranged) {
      set("aria-valuenow", node.range?.current ?? null);
      set("aria-valuemin", node.range?.minimum ?? null);
      set("aria-valuemax", node.range?.maximum ?? null);
      set("aria-valuetext", node.value || null);
      set("aria-orientation", node.orientation);
    } else if (texted) {
      if (e.value !== node.value) e.value = node.value;
    }
    set("tabindex", s & TAB_STOP ? "0" : "-1");
    set("aria-disabled", s & STATE.disabled ? "true" : null);
    set("aria-expanded", ranged ? null : s & STATE.expanded ? "true" : s & STATE.collapsed ? "false" : null);
    set("aria-selected", node.role === "listItem" && s & STATE.selected ? "true" : null);
    set("aria-pressed", node.role === "button" && s & STATE.checked ? "true" : null);
    set("aria-modal", s & STATE.modal ? "true" : null);
    set("aria-posinset", node.position?.index ?? null);
    set("aria-setsize", node.position?.count ?? null);
    if (node.role === "staticText" || node.role === "image" || node.role === "window" || node.role === "group"
        || node.role === "list") {
      if (!(s & TAB_STOP)) e.removeAttribute("tabindex");
    }
    // The other actions (Remove, Move up, Expand, scroll down, dismiss…) as buttons inside the
    // node, reached by a screen reader's next item, not by Tab.
    const others = node.actions.map((name, i) => [name, node.titles[i]]).filter(([name]) => !ownAction(node, name));
    const before = entry.actions.map((b) => `${b.dataset.action}\u001e${b.textContent}`);
    if (others.map((o) => o.join("\u001e")).join("\u001f") !== before.join("\u001f")) {
      for (const b of entry.actions) b.remove();
      entry.actions = others.map(([name, title]) => {
        const b = document.createElement("div");
        b.setAttribute("role", "button");
        b.setAttribute("tabindex", "-1");
        b.className = "fluid-action";
        b.dataset.action = name;
        b.dataset.for = node.id;
        b.textContent = title;
        return b;
      });
    }
    const host = entry.tag === "input" ? entry.container : e;
    for (const b of entry.actions) {
      if (entry.tag === "input") {
        Object.assign(b.style, {
          left: `${node.x - offset.x}px`, top: `${node.y - offset.y}px`,
          width: `${Math.max(0, node.width)}px`, height: `${Math.max(0, node.height)}px`,
        });
      }
      if (b.parentNode !== host) host.append(b);
    }
  }

  /** Puts each element in its parent's element in reading order, its action buttons last. */
  order(nodes) {
    const wanted = new Map();
    wanted.set(this.root, []);
    for (const node of nodes) {
      const entry = this.shown.get(node.id);
      const host = entry.parentEntry ? entry.parentEntry.container : this.root;
      if (!wanted.has(host)) wanted.set(host, []);
      wanted.get(host).push(entry.element);
      if (entry.tag === "input") wanted.get(host).push(...entry.actions);
      if (entry.tag !== "input" && !wanted.has(entry.element)) wanted.set(entry.element, []);
    }
    for (const node of nodes) {
      const entry = this.shown.get(node.id);
      if (entry.tag !== "input") wanted.get(entry.element).push(...entry.actions);
    }
    for (const [host, children] of wanted) {
      children.forEach((child, i) => {
        if (host.children[i] !== child) host.insertBefore(child, host.children[i] ?? null);
      });
    }
  }

  /** Asks the session to perform `action` on the node `id`; true when the node offered it. */
  request(id, action) {
    const done = this.fluid.semanticAction(id, action, this.now());
    if (done) {
      this.changed();
      this.sync();
    }
    return done;
  }

  /**
   * A click a screen reader made (VoiceOver's or TalkBack's double tap, `element.click()`), not
   * the end of a press the canvas already took: those follow a pointer down within PRESS_CLICK_MS.
   */
  clicked(e) {
    if (performance.now() - this.pressed < PRESS_CLICK_MS) return;
    const target = e.target.closest("[data-node], [data-action]");
    if (!target || !this.root.contains(target)) return;
    if (target.dataset.action) {
      this.request(target.dataset.for, target.dataset.action);
      return;
    }
    const entry = this.shown.get(target.dataset.node);
    if (entry?.node.actions.includes("activate")) this.request(entry.node.id, "activate");
  }

  /**
   * A key on an element. Arrows on a slider increment or decrement it — what the browser sends
   * when a screen reader adjusts an ARIA slider (VoiceOver's swipe up, TalkBack's volume keys),
   * where the scene's keyboard focus may be elsewhere. Tab is the browser's; the rest go to the
   * scene as the canvas's keys do.
   */
  keyDown(e, key) {
    if (e.key === "Tab") return;
    const entry = this.shown.get(e.target.dataset?.node);
    const step = { ArrowUp: "increment", ArrowRight: "increment", ArrowDown: "decrement",
      ArrowLeft: "decrement" }[e.key];
    if (entry?.node.role === "adjustable" && step && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      if (entry.node.actions.includes(step)) this.request(entry.node.id, step);
      return;
    }
    key(e);
  }

  /** Text from a phone's keyboard or an input method into a text field: typed into the scene. */
  beforeInput(e) {
    const entry = this.shown.get(e.target.dataset.node);
    if (!entry || entry.node.role !== "textField") return;
    e.preventDefault();
    if (e.inputType === "insertText" && e.data) this.fluid.typeText(e.data, this.now());
    else if (e.inputType === "deleteContentBackward") this.fluid.key("backspace", this.now());
    else return;
    this.changed();
  }

  focusIn(e) {
    const id = e.target.dataset?.node;
    if (this.syncing || !id || id === this.focusedID) return;
    this.request(id, "focus");
  }

  /** Focus left the scene (Tab past its last control): no node keeps the scene's focus. */
  focusOut(e) {
    if (this.syncing) return;
    const next = e.relatedTarget;
    if (next && (this.root.contains(next) || next === this.canvas)) return;
    this.fluid.semanticsBlur();
    this.changed();
  }

  /** [{id, role, label, value, states}] of the shown nodes, as the overlay last wrote them (tests). */
  nodes() {
    return [...this.shown.values()].map(({ node }) => node);
  }
}

// What every tablebook table view shares: building elements, the conversation with Python, and mount(),
// the bootstrap every view's render() calls with its panels.
//
// Python owns the state; a view draws the synced `model` and sends intents with model.send:
//   {type: "act", action}  {type: "explain", action}  {type: "chance"}  {type: "undo"}  {type: "redo"}  {type: "hint"}
// Python answers "explain" by setting the synced `explanation`, and "hint" by setting the synced `coach` (which
// also carries, at every position, what to consider and the odds of a pending roll or draw). Views import this module as any other;
// Python joins a view's modules into one module, sent once per view (tablebook/views/front_end.py); node tests it directly.
//
// Rules for every view:
// - Colour never says alone who owns what: every owner's mark (a die, a counter, a control marker, a
//   seat) is built with ownerMark(), the seat's colour from PALETTE *and* its letter. PALETTE is the
//   single source of the seats' colours; tests/views/test_palette.py reads it and checks that the
//   colours stay apart under simulated protanopia, deuteranopia and tritanopia.
// - The keyboard plays everything the mouse does: clickable() and explainable() give a control its
//   name, Enter/Space and "why not" on focus as on hover; redraw inside keepFocus() so that focus
//   stays on the acted element (or the next sensible one) instead of falling back to the page.

/**
 * @typedef {{action?: string, label?: string | null, legal?: boolean, reason?: string, rule?: string | null}} Explanation
 * @typedef {{get(name: string): any, on(event: string, cb: () => void): void, off(event: string, cb: () => void): void,
 *            send(message: object): void}} AnyModel
 * @typedef {{class?: string, text?: string | number, title?: string, testid?: string, colour?: string | null,
 *            attrs?: Record<string, string>}} ElementOptions
 * @typedef {{text: string, rule: string}} CoachNote
 * @typedef {{what: string, kinds: [string, string][], events: [string, string][]}} CoachOdds
 * @typedef {{action: string, move: string, why: string, label?: string}} CoachHint
 * @typedef {{can_hint?: boolean, thinking?: boolean, hint?: CoachHint | null, problem?: string | null,
 *            consider?: CoachNote[], odds?: CoachOdds | null}} Coach
 *   the synced `coach`: whether a hint can be asked now, the hint asked for (or why there is none), what to
 *   consider at this decision and the odds of the pending roll or draw
 */

/** How long the pointer rests on a target before the view asks Python why (not). */
export const HOVER_MS = 150;

// The seats' colours of each game. Kept as strict JSON between the markers: the palette test parses it.
// Alien Frontiers keeps its red, green, blue and yellow, shifted apart for colour-blind eyes (a more
// orange red, a bluish green, a deeper blue); Space Station's seats avoid the six hues of its module kinds;
// Space Station Phoenix's red, blue, yellow and green seats take Alien Frontiers' tested shades.
/* palette-json-begin */
export const PALETTE = {
  "alien-frontiers": { "red": "#dc3918", "green": "#14b881", "blue": "#1957e6", "yellow": "#f4c325" },
  "space-station": { "violet": "#8f5fe4", "cyan": "#14d9fe", "pink": "#ec0f75", "lime": "#8db350", "white": "#ecedf0", "teal": "#279f9c" },
  "space-station-phoenix": { "red": "#dc3918", "blue": "#1957e6", "yellow": "#f4c325", "green": "#14b881" }
};
/* palette-json-end */

/** Text drawn on a mark of that colour: dark or white, whichever contrasts more (WCAG 2 luminance). */
export const INK = { dark: "#1d1a05", light: "#ffffff" };

/** WCAG 2 relative luminance of "#rrggbb". @param {string} hex */
export function luminance(hex) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return 0;
  const [r, g, b] = m.slice(1).map((x) => {
    const c = parseInt(x, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The ink (INK.dark or INK.light) more legible on ``hex``. @param {string} hex */
export function inkFor(hex) {
  const l = luminance(hex);
  const onDark = (l + 0.05) / (luminance(INK.dark) + 0.05);
  const onLight = 1.05 / (l + 0.05);
  return onDark >= onLight ? INK.dark : INK.light;
}

/** The letter that marks a seat of that colour name ("red" → "R"; "p3" → "3"). @param {string | null | undefined} name */
export function seatLetter(name) {
  if (!name) return "?";
  const digits = /\d+$/.exec(name);
  return digits ? digits[0] : name[0].toUpperCase();
}

/** The stable key of a focusable element (its data-testid or data-key), or null. @param {any} e */
export function focusKey(e) {
  return e?.dataset?.testid ?? e?.dataset?.key ?? null;
}

/**
 * Element builders for one palette: ``h(tag, options, children)`` sets text with textContent only,
 * and ``colour`` sets the CSS variables --tb-c (the colour) and --tb-ink (legible text on it).
 * @param {Record<string, string>} colours names → CSS colours; other names are used as given
 * @param {Set<string>} [darkInk] names of colours that need dark text (default: inkFor decides)
 */
export function elements(colours, darkInk) {
  /** @param {string | null | undefined} name */
  const paint = (name) => (name ? colours[name] ?? name : "#8a93a6");

  /** @param {string | null | undefined} colour */
  const ink = (colour) => {
    if (!colour) return INK.light;
    if (darkInk) return darkInk.has(colour) ? INK.dark : INK.light;
    return inkFor(paint(colour));
  };

  /** @param {HTMLElement | SVGElement} e @param {string | null | undefined} colour */
  function setColour(e, colour) {
    e.style.setProperty("--tb-c", paint(colour));
    e.style.setProperty("--tb-ink", ink(colour));
  }

  /**
   * @param {string} tag @param {ElementOptions} [o] @param {(Node | null | undefined | false)[]} [children]
   * @returns {HTMLElement}
   */
  function h(tag, o = {}, children = []) {
    const e = document.createElement(tag);
    if (o.class) e.className = o.class;
    if (o.text !== undefined) e.textContent = String(o.text);
    if (o.title) e.title = o.title;
    if (o.testid) e.dataset.testid = o.testid;
    if (o.colour !== undefined) setColour(e, o.colour);
    for (const [k, v] of Object.entries(o.attrs ?? {})) e.setAttribute(k, v);
    for (const c of children) if (c) e.appendChild(c);
    return e;
  }

  /** @param {string} text @param {string} [cls] @param {string} [title] */
  const chip = (text, cls = "", title = "") => h("span", { class: `tb-chip ${cls}`.trim(), text, title });

  /**
   * The mark of an owner: the seat's colour *and* its letter, so that colour never speaks alone.
   * @param {string | null | undefined} colour the seat's colour name
   * @param {{letter?: string, label?: string, cls?: string, testid?: string}} [o] letter (default
   *   seatLetter(colour)), accessible name (default "<Colour>'s"), extra classes
   */
  function ownerMark(colour, o = {}) {
    const name = colour ? colour[0].toUpperCase() + colour.slice(1) : "nobody";
    const e = h("span", {
      class: `tb-owner ${o.cls ?? ""}`.trim(),
      text: o.letter ?? seatLetter(colour),
      colour: colour ?? null,
      testid: o.testid,
      attrs: { "aria-label": o.label ?? name, title: o.label ?? name },
    });
    e.dataset.owner = colour ?? "";
    return e;
  }

  /**
   * The last move as the table tells it: its narration (or its action line) and the rule it follows.
   * @param {{action: string, narration?: string | null, rule?: string | null}} last
   */
  function lastMove(last) {
    return h("div", { class: "tb-last" }, [
      h("span", { class: "tb-last-label", text: "Last move" }),
      h("span", { class: "tb-last-text", text: last.narration ?? last.action }),
      last.rule ? h("span", { class: "tb-rule", text: last.rule }) : null,
    ]);
  }

  return { paint, setColour, h, chip, ownerMark, lastMove };
}

/**
 * Keep keyboard focus across a redraw (views replace their elements on every model change): remember
 * the key of the focused element inside ``root``, redraw, then focus the element with that key again,
 * or else the first of ``fallbacks`` (keys, in order of preference) that exists. Focus is only moved
 * when it was inside the table before, so a table redrawn by code never steals focus from the page.
 * @param {{contains(n: any): boolean, querySelector(s: string): any}} root
 * @param {{activeElement: any, body?: any}} [doc]
 */
export function focusKeeper(root, doc = globalThis.document) {
  /** @type {string | null} the key to focus after the next redraw, wished by the view */
  let wish = null;

  /** @param {string} key */
  const find = (key) => root.querySelector(`[data-testid="${CSS_escape(key)}"], [data-key="${CSS_escape(key)}"]`);

  return {
    /** After the next redraw, focus ``key`` first (e.g. the next die once one is docked). @param {string | null} key */
    next(key) {
      wish = key;
    },
    /**
     * Run ``draw`` and put focus back where it belongs.
     * @param {() => void} draw @param {string[]} [fallbacks]
     */
    around(draw, fallbacks = []) {
      const active = doc.activeElement;
      const inside = active && active !== doc.body && root.contains(active);
      draw();
      const keys = [wish, inside ? focusKey(active) : null, ...fallbacks].filter((k) => k !== null && k !== undefined);
      wish = null;
      if (!inside) return;
      for (const key of keys) {
        const e = find(/** @type {string} */ (key));
        if (e && typeof e.focus === "function" && !e.disabled) {
          e.focus();
          // an element may keep its key but no longer take focus (an exit just built on): then the next key
          if (doc.activeElement === e) return;
        }
      }
    },
  };
}

/** @param {string} s a value for a quoted attribute selector */
function CSS_escape(s) {
  return String(s).replace(/["\\]/g, "\\$&");
}

/**
 * The view's side of the conversation with Python: the message line, "why not?" on hover and click,
 * and listening to the synced traits. Nothing is sent while the table is not interactive (a replay).
 * @param {AnyModel} model
 * @param {HTMLElement} message the element where hints and explanations appear
 * @param {(tag: string, o?: ElementOptions) => HTMLElement} h
 * @param {{setTimeout: typeof setTimeout, clearTimeout: typeof clearTimeout}} [clock] timers (tests pass fakes)
 */
export function conversation(model, message, h, clock = globalThis) {
  /** @type {ReturnType<typeof setTimeout> | null} */
  let hoverTimer = null;
  let asked = "";
  /** @type {[string, () => void][]} */
  const listeners = [];

  const interactive = () => model.get("interactive") !== false;
  const legal = () => /** @type {string[]} */ ((model.get("model") ?? {}).legal ?? []);
  /** While a computer seat plays, the sentence that says so ("Blue (computer) is playing…"); else "". */
  const computerTurn = () => /** @type {string} */ ((model.get("model") ?? {}).computer_turn ?? "");

  /** @param {object} msg */
  function send(msg) {
    if (interactive()) model.send(msg);
  }

  /** @param {string} text @param {"hint" | "why" | "ok" | "info"} kind @param {string | null} [rule] */
  function say(text, kind, rule = null) {
    message.replaceChildren();
    message.className = `tb-message tb-msg-${kind}`;
    message.appendChild(h("span", { class: "tb-msg-text", text }));
    if (rule) message.appendChild(h("span", { class: "tb-rule", text: rule }));
  }

  function showExplanation() {
    const x = /** @type {Explanation} */ (model.get("explanation") ?? {});
    if (!x || !x.action) return;
    if (x.legal) say(`✓ ${x.label ?? x.action} is legal${interactive() ? " — click to play it" : ""}`, "ok", x.rule ?? null);
    else say(`why not: ${x.reason ?? "not allowed"}`, "why", x.rule ?? null);
  }

  function cancelHover() {
    if (hoverTimer !== null) clock.clearTimeout(hoverTimer);
    hoverTimer = null;
  }

  /**
   * Ask Python why (not). traitlets does not resend a value equal to the current one, so an answer
   * already held for this action is shown at once.
   * @param {string} action
   */
  function askWhy(action) {
    asked = action;
    const x = /** @type {Explanation} */ (model.get("explanation") ?? {});
    if (x && x.action === action) showExplanation();
    send({ type: "explain", action });
  }

  /** The pointer rests on a target that would play ``action``: ask why (not) after HOVER_MS. @param {string} action */
  function hover(action) {
    cancelHover();
    if (!interactive() || action === asked) return;
    hoverTimer = clock.setTimeout(() => {
      hoverTimer = null;
      askWhy(action);
    }, HOVER_MS);
  }

  /** Play ``action`` if it is legal, else say why not. @param {string} action */
  function attempt(action) {
    cancelHover();
    if (legal().includes(action)) send({ type: "act", action });
    else askWhy(action);
  }

  /** Forget the last question, so that hovering the same target asks again (after a redraw). */
  function forget() {
    asked = "";
  }

  /**
   * Make an element clickable (mouse and keyboard) while the table is interactive, with an accessible name.
   * @param {HTMLElement} e @param {() => void} onClick @param {string} [label] its accessible name (aria-label)
   */
  function clickable(e, onClick, label) {
    if (label) e.setAttribute("aria-label", label);
    if (!interactive()) return;
    e.tabIndex = 0;
    e.setAttribute("role", "button");
    e.addEventListener("click", onClick);
    e.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" || ev.key === " ") {
        ev.preventDefault();
        onClick();
      }
    });
  }

  /**
   * Ask why (not) when the pointer rests on ``e`` *or* the keyboard focuses it: ``onEnter`` decides what
   * to ask (it calls hover() or cancelHover()); leaving or blurring cancels a pending question.
   * @param {HTMLElement} e @param {() => void} onEnter
   */
  function explainable(e, onEnter) {
    if (!interactive()) return;
    e.addEventListener("mouseenter", onEnter);
    e.addEventListener("focus", onEnter);
    e.addEventListener("mouseleave", cancelHover);
    e.addEventListener("blur", cancelHover);
  }

  /**
   * Start a redraw: no question pending, and the root marked while the table only replays a game
   * (tb-readonly) or the game is over (tb-over). @param {HTMLElement} root @param {boolean} over
   */
  function beginDraw(root, over) {
    cancelHover();
    root.classList.toggle("tb-readonly", !interactive());
    root.classList.toggle("tb-over", over);
  }

  /** Call ``cb`` when a synced trait changes, until close(). @param {string} trait @param {() => void} cb */
  function on(trait, cb) {
    model.on(`change:${trait}`, cb);
    listeners.push([`change:${trait}`, cb]);
  }

  /**
   * Follow Python: a new position or a change of ``interactive`` redraws the table, a change of what
   * can be undone redraws its head. @param {() => void} redraw @param {() => void} redrawHead
   */
  function follow(redraw, redrawHead) {
    on("model", redraw);
    on("interactive", redraw);
    on("can_undo", redrawHead);
    on("can_redo", redrawHead);
  }

  /** Stop listening and cancel any pending question: the view is being removed. */
  function close() {
    cancelHover();
    for (const [event, cb] of listeners.splice(0)) model.off(event, cb);
  }

  on("explanation", showExplanation);
  return {
    interactive, legal, computerTurn, send, say, showExplanation, askWhy, hover, attempt, forget, cancelHover, clickable,
    explainable, beginDraw, ...buttons(model, h, { interactive, computerTurn, send }), on, follow, close,
  };
}

/**
 * The buttons every table shows: the roll (or draw) and undo, redo. Each sends its intent, never while the
 * table only replays a game. @param {AnyModel} model @param {(tag: string, o?: ElementOptions) => HTMLElement} h
 * @param {{interactive(): boolean, computerTurn(): string, send(msg: object): void}} talk
 */
function buttons(model, h, { interactive, computerTurn, send }) {
  /**
   * The button that lets chance decide (roll the dice, draw a card), or null while the table only
   * replays a game or a computer seat's roll is due (the learner only watches). @param {string} label @param {string} [title]
   */
  function chanceButton(label, title = "") {
    if (!interactive() || computerTurn()) return null;
    const b = h("button", { class: "tb-btn tb-btn-chance", text: label, testid: "chance", title, attrs: { type: "button", "aria-label": title ? `${label}: ${title}` : label } });
    b.addEventListener("click", () => send({ type: "chance" }));
    return b;
  }

  /** The undo, redo and Hint buttons (none while the table only replays a game; in a guided game, Back and Hint). */
  function controls() {
    const box = h("div", { class: "tb-controls" });
    if (!interactive()) return box;
    const coach = /** @type {Coach} */ (model.get("coach") ?? {});
    const ask = /** @type {HTMLButtonElement} */ (h("button", { class: "tb-btn tb-btn-quiet tb-btn-hint", text: "? Hint", testid: "hint",
      attrs: { type: "button", "aria-label": "Hint: the coach suggests a move and says why" } }));
    ask.disabled = !coach.can_hint || !!computerTurn();
    ask.addEventListener("click", () => send({ type: "hint" }));
    const guided = !!(model.get("model") ?? {}).guided;
    const kinds = guided
      ? [["undo", "↶ Back", "can_undo", "Back to the step before"]]
      : [["undo", "↶ Undo", "can_undo", "Undo the last move"], ["redo", "Redo ↷", "can_redo", "Redo the move undone"]];
    for (const [verb, text, trait, name] of kinds) {
      const b = /** @type {HTMLButtonElement} */ (h("button", { class: "tb-btn tb-btn-quiet", text, testid: verb, attrs: { type: "button", "aria-label": name } }));
      b.disabled = !model.get(trait);
      b.addEventListener("click", () => send({ type: verb }));
      box.appendChild(b);
    }
    box.appendChild(ask);
    return box;
  }

  return { chanceButton, controls };
}

/** The look of a part of the table a guided game points at (kept here: every view shares it). */
const HIGHLIGHT_CSS = `
.tb-highlight { outline: 3px solid #f5a623; outline-offset: 3px; border-radius: 6px;
  box-shadow: 0 0 0 6px rgba(245, 166, 35, 0.35); animation: tb-point 1.4s ease-in-out 3; }
@keyframes tb-point { 50% { box-shadow: 0 0 0 10px rgba(245, 166, 35, 0.15); } }
@media (prefers-reduced-motion: reduce) { .tb-highlight { animation: none; } }`;

/**
 * Point at the parts of the table a guided game names (their data-testid or data-key), and at nothing else.
 * @param {{querySelectorAll(s: string): Iterable<any>}} root @param {string[] | undefined} keys
 * @returns {number} how many elements were marked
 */
export function highlight(root, keys) {
  for (const e of root.querySelectorAll(".tb-highlight")) e.classList.remove("tb-highlight");
  let marked = 0;
  for (const key of keys ?? []) {
    for (const e of root.querySelectorAll(`[data-testid="${CSS_escape(key)}"], [data-key="${CSS_escape(key)}"]`)) {
      e.classList.add("tb-highlight");
      marked += 1;
    }
  }
  return marked;
}

// --- the glossary: a searchable panel of the game's terms and its cheat sheet, opened from every table ----------

/**
 * @typedef {{name: string, kind: string, text: string, rule: string, designed?: string, see?: string[]}} Term
 * @typedef {{title?: string, sheet?: {heading: string, lines: string[]}[], terms?: Term[]}} Glossary
 */

/**
 * The terms holding every word of ``query`` in their name, kind or text, names that match first (as
 * tablebook.glossary.Glossary.find); every term, in order, for an empty query.
 * @param {Term[]} terms @param {string} query @returns {Term[]}
 */
export function findTerms(terms, query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return terms.slice();
  const holds = (/** @type {string} */ text) => words.every((w) => text.toLowerCase().includes(w));
  const found = terms.filter((t) => holds(`${t.name} ${t.kind} ${t.text}`));
  return [...found.filter((t) => holds(t.name)), ...found.filter((t) => !holds(t.name))];
}

let glossaries = 0; // the panel's id must be unique when several tables share a page

const GLOSSARY_CSS = `
.tb-gloss-bar { display: flex; justify-content: flex-end; margin: 0 0 4px; font: 14px/1.35 system-ui, sans-serif; }
.tb-gloss-open { font: inherit; cursor: pointer; padding: 4px 12px; border-radius: 8px; border: 1px solid #33436b;
  background: #1d2844; color: #e6ecff; }
.tb-gloss-open:focus-visible, .tb-gloss-panel button:focus-visible, .tb-gloss-search:focus-visible { outline: 3px solid #ffb454; outline-offset: 2px; }
.tb-gloss-panel { position: relative; z-index: 5; margin: 0 0 8px; padding: 10px 12px; border-radius: 10px;
  border: 1px solid #33436b; background: #10172b; color: #e6ecff; max-height: 28rem; overflow: auto; }
.tb-gloss-panel[hidden] { display: none; }
.tb-gloss-top { display: flex; gap: 8px; align-items: center; position: sticky; top: -10px; background: #10172b; padding: 2px 0 6px; }
.tb-gloss-search { flex: 1; font: inherit; padding: 4px 8px; border-radius: 6px; border: 1px solid #33436b; background: #0a0f1f; color: #e6ecff; }
.tb-gloss-panel button { font: inherit; cursor: pointer; padding: 2px 10px; border-radius: 6px; border: 1px solid #33436b; background: #1d2844; color: #e6ecff; }
.tb-gloss-count, .tb-gloss-kind, .tb-gloss-rule { color: #9aa7c7; font-size: 12px; }
.tb-gloss-sheet h4, .tb-gloss-term h4 { margin: 8px 0 2px; font-size: 14px; }
.tb-gloss-sheet ul { margin: 0 0 4px 18px; padding: 0; }
.tb-gloss-list { list-style: none; margin: 0; padding: 0; }
.tb-gloss-term p { margin: 0; } .tb-gloss-designed { color: #ffb454; }
.tb-gloss-see { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 2px; font-size: 12px; }
`;

/**
 * The Glossary button and the panel it opens: a search box, the cheat sheet (while nothing is searched) and the
 * terms found, each with its rule and related terms (a click searches for one). Escape, or Close, shuts the panel
 * and gives focus back to the button; the keyboard reaches everything.
 * @param {(tag: string, o?: ElementOptions, children?: (Node | null | undefined | false)[]) => HTMLElement} h
 * @param {Glossary} glossary @returns {HTMLElement} the bar holding the button and the panel
 */
export function glossaryPanel(h, glossary) {
  const terms = glossary.terms ?? [];
  const title = glossary.title ?? "";
  const id = `tb-glossary-${++glossaries}`;
  const style = h("style", { text: GLOSSARY_CSS });
  const open = /** @type {HTMLButtonElement} */ (h("button", { class: "tb-gloss-open", text: "Glossary", testid: "glossary-open",
    attrs: { type: "button", "aria-expanded": "false", "aria-controls": id, "aria-label": `${title} glossary and cheat sheet` } }));
  const search = /** @type {HTMLInputElement} */ (h("input", { class: "tb-gloss-search", testid: "glossary-search",
    attrs: { type: "search", placeholder: "Search the glossary", "aria-label": "Search the glossary" } }));
  const close = h("button", { class: "tb-gloss-close", text: "Close", testid: "glossary-close", attrs: { type: "button", "aria-label": "Close the glossary" } });
  const count = h("span", { class: "tb-gloss-count", attrs: { "aria-live": "polite" } });
  const results = h("div", { class: "tb-gloss-results" });
  const panel = h("section", { class: "tb-gloss-panel", testid: "glossary",
    attrs: { role: "dialog", "aria-label": `${title} glossary`, id } },
    [h("div", { class: "tb-gloss-top" }, [search, count, close]), results]);
  panel.hidden = true;

  /** @param {string} query */
  function show(query) {
    const found = findTerms(terms, query);
    count.textContent = query.trim() ? `${found.length} of ${terms.length} terms` : `${terms.length} terms`;
    const parts = [];
    if (!query.trim())
      for (const s of glossary.sheet ?? [])
        parts.push(h("div", { class: "tb-gloss-sheet" }, [h("h4", { text: s.heading }), h("ul", {}, s.lines.map((l) => h("li", { text: l })))]));
    parts.push(h("ul", { class: "tb-gloss-list", testid: "glossary-terms" }, found.map((t) => {
      const see = (t.see ?? []).map((name) => {
        const b = h("button", { class: "tb-gloss-seeterm", text: name, attrs: { type: "button", "aria-label": `Look up ${name}` } });
        b.addEventListener("click", () => lookUp(name));
        return b;
      });
      return h("li", { class: "tb-gloss-term", testid: `term-${t.name}` }, [
        h("h4", { text: t.name }, [h("span", { class: "tb-gloss-kind", text: ` ${t.kind}` })]),
        h("p", { text: t.text }),
        t.designed ? h("p", { class: "tb-gloss-designed", text: `◇ our design: ${t.designed}` }) : null,
        h("p", { class: "tb-gloss-rule", text: t.rule }),
        see.length ? h("div", { class: "tb-gloss-see" }, [h("span", { text: "See also:" }), ...see]) : null,
      ]);
    })));
    results.replaceChildren(...parts);
  }

  /** Search for one term by its name (a "see also" click). @param {string} name */
  function lookUp(name) {
    search.value = name;
    show(name);
    search.focus();
  }

  function setOpen(/** @type {boolean} */ on) {
    panel.hidden = !on;
    open.setAttribute("aria-expanded", String(on));
    if (on) {
      show(search.value ?? "");
      search.focus();
    } else open.focus();
  }

  open.addEventListener("click", () => setOpen(panel.hidden));
  close.addEventListener("click", () => setOpen(false));
  search.addEventListener("input", () => show(search.value ?? ""));
  panel.addEventListener("keydown", (/** @type {KeyboardEvent} */ ev) => {
    if (ev.key === "Escape") {
      ev.preventDefault();
      ev.stopPropagation?.();
      setOpen(false);
    }
  });
  return h("div", { class: "tb-gloss-bar", testid: "glossary-bar" }, [style, open, panel]);
}

/**
 * @typedef {ReturnType<typeof elements> & {model: AnyModel, root: HTMLElement, message: HTMLElement,
 *   talk: ReturnType<typeof conversation>, focus: ReturnType<typeof focusKeeper>, vm: () => any, draw: () => void}} Table
 *   what a view's panels share: the element builders, the conversation, the focus keeper, the synced view
 *   model (vm()) and draw(), which redraws every panel
 * @typedef {{draw(): void, hint(): void, drawHead(): void, fallbacks(): string[], headFallbacks?: string[],
 *   reset?(): void, start?(): void, close?(): void, coachTargets?(action: string): string[]}} Drawing
 *   how a view draws its panels: draw() all of them, hint() the message line, drawHead() the head alone (undo
 *   and redo changed); fallbacks() where focus goes after a move if the focused element is gone; reset() forgets
 *   what was chosen when a new position arrives; start() runs once drawn, close() when the view is removed;
 *   coachTargets(action) the keys (data-testid) of the elements that play the coach's suggested move
 * @typedef {{root: string, colours: Record<string, string>, darkInk?: Set<string>, setup(table: Table): Drawing}} View
 */

/** The coach's look, one style element per table (the views' own stylesheets know nothing of it). */
export const COACH_CSS = `
.tb-coach { margin: 6px 0; padding: 6px 10px; border-left: 3px solid #f5b700; font-size: 13px; line-height: 1.4; }
.tb-coach:empty { display: none; }
.tb-coach-move { font-weight: 600; }
.tb-coach-title { font-weight: 600; margin-top: 4px; }
.tb-coach ul { margin: 2px 0; padding-left: 18px; }
.tb-coach .tb-rule { opacity: 0.75; font-size: 11px; margin-left: 4px; }
.tb-coach-pick { outline: 3px dashed #f5b700 !important; outline-offset: 2px; }
`;

/**
 * The coach's panel: the hint asked for (the move in words and why), what to consider at this decision and the
 * odds of the pending roll or draw, all from the synced `coach`. An aria-live region, so a screen reader hears the
 * answer to the Hint button. @param {Coach} coach @param {HTMLElement} box
 * @param {(tag: string, o?: ElementOptions, children?: any[]) => HTMLElement} h
 */
export function drawCoach(coach, box, h) {
  box.replaceChildren();
  if (coach.thinking) box.appendChild(h("div", { class: "tb-coach-thinking", text: "The coach is thinking…" }));
  if (coach.problem) box.appendChild(h("div", { class: "tb-coach-problem", text: coach.problem }));
  if (coach.hint) {
    box.appendChild(h("div", { class: "tb-coach-move", testid: "coach-move", text: `Suggested: ${coach.hint.move}` }));
    box.appendChild(h("div", { class: "tb-coach-why", testid: "coach-why", text: coach.hint.why }));
  }
  if (coach.consider?.length) {
    box.appendChild(h("div", { class: "tb-coach-title", text: "To consider" }));
    box.appendChild(h("ul", { testid: "coach-consider" }, coach.consider.map((n) =>
      h("li", {}, [h("span", { text: n.text }), h("span", { class: "tb-rule", text: n.rule })]))));
  }
  if (coach.odds) {
    box.appendChild(h("div", { class: "tb-coach-title", text: `Odds of ${coach.odds.what}` }));
    const lines = [...coach.odds.kinds, ...coach.odds.events];
    box.appendChild(h("ul", { testid: "coach-odds" }, lines.map(([words, chance]) => h("li", { text: `${words}: ${chance}` }))));
  }
}

/**
 * Mark the elements that play the suggested move (``keys``, data-testids), unmarking the others.
 * @param {{querySelectorAll(s: string): any}} root @param {string[]} keys
 */
export function markSuggested(root, keys) {
  for (const e of root.querySelectorAll(".tb-coach-pick")) e.classList.remove("tb-coach-pick");
  for (const key of keys) root.querySelector(`[data-testid="${CSS_escape(key)}"]`)?.classList.add("tb-coach-pick");
}

/**
 * Mount a table view in ``el``: the bootstrap every table shares. Builds the root and its message line, the
 * conversation with Python and the focus keeper, lets ``view.setup`` put its panels in the root, draws, then
 * follows Python: a new position resets the view's choice and redraws with focus kept; undo and redo
 * becoming possible redraw the head alone.
 * @param {{model: AnyModel, el: HTMLElement}} ctx @param {View} view
 * @returns {() => void} the cleanup anywidget calls when the view is removed
 */
export function mount({ model, el }, view) {
  const parts = elements(view.colours, view.darkInk);
  const root = parts.h("div", { class: view.root });
  const message = parts.h("div", { class: "tb-message", testid: "message", attrs: { "aria-live": "polite" } });
  const talk = conversation(model, message, parts.h);
  const vm = () => model.get("model") ?? {};
  const coachBox = parts.h("div", { class: "tb-coach", testid: "coach", attrs: { "aria-live": "polite" } });
  /** The coach's panel under the message line (wherever the view put it), and the suggested move marked. */
  const showCoach = () => {
    const coach = /** @type {Coach} */ (model.get("coach") ?? {});
    drawCoach(coach, coachBox, parts.h);
    if (message.parentNode) message.after(coachBox);
    else root.appendChild(coachBox);
    markSuggested(root, coach.hint ? drawing.coachTargets?.(coach.hint.action) ?? [] : []);
  };
  const draw = () => {
    talk.beginDraw(root, !!vm().over);
    drawing.draw();
    highlight(root, vm().highlight);
    showCoach();
  };
  /** @type {Table} */
  const table = { ...parts, model, root, message, talk, focus: focusKeeper(root), vm, draw };
  const drawing = view.setup(table);
  root.appendChild(parts.h("style", { text: HIGHLIGHT_CSS }));
  root.appendChild(parts.h("style", { text: COACH_CSS }));
  // the game's glossary (none for a game without one): a bar above the table, outside the view's own layout
  const glossary = /** @type {Glossary} */ (model.get("glossary") ?? {});
  const bar = (glossary.terms ?? []).length ? glossaryPanel(parts.h, glossary) : null;
  if (bar) el.appendChild(bar);
  el.appendChild(root);
  const redraw = () => {
    drawing.reset?.();
    talk.forget();
    table.focus.around(() => {
      draw();
      drawing.hint();
    }, drawing.fallbacks());
  };
  talk.follow(redraw, () => table.focus.around(drawing.drawHead, drawing.headFallbacks ?? ["undo", "redo"]));
  talk.on("coach", () => table.focus.around(() => {
    drawing.drawHead();
    showCoach();
  }, ["hint", ...(drawing.headFallbacks ?? ["undo", "redo"])]));
  draw();
  drawing.hint();
  drawing.start?.();
  return () => {
    talk.close();
    drawing.close?.();
    bar?.remove();
    root.remove();
  };
}

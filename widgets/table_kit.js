// What every tablebook table view shares: building elements, and the conversation with Python.
//
// Python owns the state; a view draws the synced `model` and sends intents with model.send:
//   {type: "act", action}  {type: "explain", action}  {type: "chance"}  {type: "undo"}  {type: "redo"}
// Python answers "explain" by setting the synced `explanation`. Each view imports this module from
// the synced trait `kit_esm` (a blob: URL cannot import relative paths); node tests it directly.

/**
 * @typedef {{action?: string, legal?: boolean, reason?: string, rule?: string | null}} Explanation
 * @typedef {{get(name: string): any, on(event: string, cb: () => void): void, off(event: string, cb: () => void): void,
 *            send(message: object): void}} AnyModel
 * @typedef {{class?: string, text?: string | number, title?: string, testid?: string, colour?: string | null,
 *            attrs?: Record<string, string>}} ElementOptions
 */

/** How long the pointer rests on a target before the view asks Python why (not). */
export const HOVER_MS = 150;

/**
 * Element builders for one palette: ``h(tag, options, children)`` sets text with textContent only,
 * and ``colour`` sets the CSS variables --tb-c (the colour) and --tb-ink (legible text on it).
 * @param {Record<string, string>} colours names → CSS colours; other names are used as given
 * @param {Set<string>} darkInk names of colours light enough to need dark text
 */
export function elements(colours, darkInk) {
  /** @param {string | null | undefined} name */
  const paint = (name) => (name ? colours[name] ?? name : "#8a93a6");

  /** @param {HTMLElement | SVGElement} e @param {string | null | undefined} colour */
  function setColour(e, colour) {
    e.style.setProperty("--tb-c", paint(colour));
    e.style.setProperty("--tb-ink", colour && darkInk.has(colour) ? "#1d1a05" : "#ffffff");
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

  return { paint, setColour, h, chip };
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
    if (x.legal) say(`✓ ${x.action} is legal${interactive() ? " — click to play it" : ""}`, "ok", x.rule ?? null);
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
   * Make an element clickable (mouse and keyboard) while the table is interactive.
   * @param {HTMLElement} e @param {() => void} onClick
   */
  function clickable(e, onClick) {
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
   * Start a redraw: no question pending, and the root marked while the table only replays a game
   * (tb-readonly) or the game is over (tb-over). @param {HTMLElement} root @param {boolean} over
   */
  function beginDraw(root, over) {
    cancelHover();
    root.classList.toggle("tb-readonly", !interactive());
    root.classList.toggle("tb-over", over);
  }

  /**
   * The button that lets chance decide (roll the dice, draw a card), or null while the table only
   * replays a game. @param {string} label @param {string} [title]
   */
  function chanceButton(label, title = "") {
    if (!interactive()) return null;
    const b = h("button", { class: "tb-btn tb-btn-chance", text: label, testid: "chance", title, attrs: { type: "button" } });
    b.addEventListener("click", () => send({ type: "chance" }));
    return b;
  }

  /** The undo and redo buttons (none while the table only replays a game). */
  function controls() {
    const box = h("div", { class: "tb-controls" });
    if (!interactive()) return box;
    for (const [verb, text, trait] of [["undo", "↶ Undo", "can_undo"], ["redo", "Redo ↷", "can_redo"]]) {
      const b = /** @type {HTMLButtonElement} */ (h("button", { class: "tb-btn tb-btn-quiet", text, testid: verb, attrs: { type: "button" } }));
      b.disabled = !model.get(trait);
      b.addEventListener("click", () => send({ type: verb }));
      box.appendChild(b);
    }
    return box;
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
    interactive, legal, send, say, showExplanation, askWhy, hover, attempt, forget, cancelHover, clickable,
    beginDraw, chanceButton, controls, on, follow, close,
  };
}

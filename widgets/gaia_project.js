// The Gaia Project table view: an anywidget ES module (plain ESM, JSDoc types, no build step).
//
// anywidget imports this file from a blob: URL, where a relative import cannot be resolved. The pure helpers
// (hex geometry, outlines, structure shapes, action lines) live in gaia_project_layout.js, and what every table
// shares (elements, the conversation with Python) in table_kit.js; node tests both. Python sends their text as
// the synced traits `layout_esm` and `kit_esm`, and render() imports them.
//
// The view draws the synced `model` (tablebook/views/gaia_project_model.py). Acting: choose a tool (a kind of
// build) and the hexes where it is legal glow; click one, or hover/focus another to hear why not. Every other
// decision is a button. Arrow keys walk the map; Tab visits the glowing hexes and the buttons.

/** @type {typeof import("./gaia_project_layout.js")} */
let L;
/** @typedef {ReturnType<typeof import("./table_kit.js").elements>} Elements */
/** @type {Elements["h"]} */
let h;
/** @type {Elements["chip"]} */
let chip;
/** @type {Elements["ownerMark"]} */
let ownerMark;
/** @type {typeof import("./table_kit.js")} */
let K;

/**
 * @typedef {{seat: number, kind: string, name: string}} Building
 * @typedef {{key: string, q: number, r: number, label: string, sector: string, planet: string, planet_name: string,
 *            building: Building | null, guest: number | null, gaiaformer: number | null, station: number | null,
 *            satellites: number[], lost: boolean}} Hex
 * @typedef {{seat: number, short: string, letter: string, name: string, faction: string | null, planet: string | null,
 *            colour: string | null, vp: number, vp_sources: {source: string, points: number, details: string}[], ore: number,
 *            credits: number, knowledge: number, qic: number,
 *            power: {I: number, II: number, III: number, gaia: number, brainstone: string | null},
 *            gaiaformers: {available: number, on_map: number, in_gaia_area: number},
 *            structures: {kind: string, name: string, total: number, left: number}[], income: {code: string, n: number, text: string}[],
 *            research: Record<string, number>, range: number, techs: {id: string, covered: boolean, advanced: boolean, text: string}[],
 *            booster: {id: string, text: string} | null, federations: {id: string, green: boolean, text: string}[],
 *            specials: {source: string, text: string, action: string, used: boolean}[], passed: boolean, active: boolean,
 *            deciding: boolean, viewer: boolean}} Player
 * @typedef {{action: string, verb: string, label: string}} ActionButton
 * @typedef {import("./table_kit.js").AnyModel} AnyModel
 */

/** The planets' colours as printed (a faction's colour is its home planet's). */
const PLANET_HEX = /** @type {Record<string, string>} */ ({
  r: "#2f6fde", o: "#d8382a", v: "#f0851c", d: "#f2d23a", s: "#8a5a2b", t: "#8e949c", i: "#eef3f8",
  g: "#37b24d", m: "#8e44ad", l: "#ff5fa2",
});
/** Colour names the model uses for seats → the planets' colours. */
const COLOUR_HEX = /** @type {Record<string, string>} */ ({
  blue: PLANET_HEX.r, red: PLANET_HEX.o, orange: PLANET_HEX.v, yellow: PLANET_HEX.d, brown: PLANET_HEX.s,
  grey: PLANET_HEX.t, white: PLANET_HEX.i,
});
const HEX = 30; // the map's hex size (centre to corner) in SVG units
const SVG_NS = "http://www.w3.org/2000/svg";
const POWER_WORDS = { I: "area I", II: "area II", III: "area III (spendable)", gaia: "Gaia area" };
const RESOURCE_WORDS = [["ore", "ore", "o"], ["credits", "credits", "c"], ["knowledge", "knowledge", "k"], ["qic", "QIC", "q"]];

/** Import a module Python sends as text (a blob: URL cannot import relative paths). @param {string} source */
async function importText(source) {
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  try {
    return await import(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** An SVG element; text through textContent only. @param {string} tag @param {Record<string, string | number>} [attrs] @param {string} [text] */
function s(tag, attrs = {}, text) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A seat's colour as a CSS colour. @param {Player | undefined} p */
const seatHex = (p) => (p?.colour ? COLOUR_HEX[p.colour] ?? "#8a93a6" : "#8a93a6");

/**
 * @param {{model: AnyModel, el: HTMLElement}} ctx
 * @returns {Promise<() => void>}
 */
async function render({ model, el }) {
  const [kit, layout] = await Promise.all([importText(model.get("kit_esm")), importText(model.get("layout_esm"))]);
  K = kit;
  L = layout;
  ({ h, chip, ownerMark } = kit.elements(COLOUR_HEX));
  const root = h("div", { class: "tb-gp" });
  const head = h("header", { class: "tb-head" });
  const strip = h("section", { class: "tb-strip", attrs: { "aria-label": "round and final scoring, turn order" } });
  const mapBox = h("section", { class: "tb-mapbox", attrs: { "aria-label": "the map" } });
  const consoleBox = h("section", { class: "tb-console", attrs: { "aria-label": "your decisions" } });
  const researchBox = h("section", { class: "tb-research", attrs: { "aria-label": "the research board" } });
  const boards = h("section", { class: "tb-boards", attrs: { "aria-label": "the players' boards" } });
  const message = h("div", { class: "tb-message", testid: "message", attrs: { "aria-live": "polite" } });
  const main = h("div", { class: "tb-main" }, [consoleBox, mapBox]);
  root.append(head, strip, main, researchBox, boards);
  el.appendChild(root);
  const talk = kit.conversation(model, message, h);
  const { interactive, legal, say, cancelHover, clickable, explainable } = talk;
  const focus = kit.focusKeeper(root);

  /** @type {string | null} the chosen tool (``build m`` …) */
  let tool = null;
  /** @type {string | null} the hex (key) the arrow keys start from */
  let roving = null;

  const vm = () => /** @type {any} */ (model.get("model") ?? {});
  const players = () => /** @type {Player[]} */ (vm().players ?? []);
  const seatName = (/** @type {number} */ seat) => players()[seat]?.name ?? `Player ${seat + 1}`;

  /** The owner's mark of a seat: colour and letter. @param {number} seat @param {string} [cls] */
  const seatMark = (seat, cls = "") => {
    const p = players()[seat];
    return ownerMark(p?.colour ?? null, { letter: p?.letter ?? String(seat + 1), label: p?.name ?? `Player ${seat + 1}`, cls });
  };

  function hint() {
    const m = vm();
    if (m.over) say(m.status ?? "The game is over.", "hint");
    else if (!interactive()) say("Replaying a game: the table follows the stepper.", "hint");
    else if (talk.computerTurn()) say(talk.computerTurn(), "hint");
    else if (!m.your_turn) say(`Waiting for ${m.decider_name ?? "the others"}: ${m.now}.`, "hint");
    else if (m.charge) say(`${m.charge.name}: charge ${m.charge.amount} power for ${m.charge.vp_cost} VP, or decline.`, "hint", m.charge.rule);
    else if (tool) {
      const t = (m.tools ?? []).find((x) => x.tool === tool);
      say(`${t?.label ?? tool}: click a glowing hex (${t?.count ?? 0}). Hover or focus another hex to hear why not.`, "hint", t?.rule ?? null);
    } else if ((m.tools ?? []).length) say("Choose a build on the left, then a glowing hex — or one of the other actions.", "hint");
    else say("Choose one of the actions.", "hint");
  }

  // --- intents -----------------------------------------------------------------------------------
  /** @param {string | null} next */
  function chooseTool(next) {
    tool = tool === next ? null : next;
    talk.forget();
    focus.around(() => {
      drawConsole();
      drawMap();
    });
    hint();
  }

  /** @param {Hex} x */
  function describeHex(x) {
    const bits = [`${x.label}: ${x.planet === "e" ? "empty space" : x.planet_name}`];
    if (x.building) bits.push(`${L.possessive(seatName(x.building.seat))} ${x.building.name}`);
    if (x.guest !== null && x.guest !== undefined) bits.push(`${L.possessive(seatName(x.guest))} guest mine`);
    if (x.gaiaformer !== null && x.gaiaformer !== undefined) bits.push(`${L.possessive(seatName(x.gaiaformer))} Gaiaformer`);
    if (x.station !== null && x.station !== undefined) bits.push(`${L.possessive(seatName(x.station))} space station`);
    if (x.satellites.length) bits.push(`satellites of ${x.satellites.map(seatName).join(", ")}`);
    return bits.join(" · ");
  }

  /** @param {Hex} x */
  function clickHex(x) {
    roving = x.key;
    if (!tool) {
      say(`${describeHex(x)} — choose a build first.`, "info");
      return;
    }
    talk.attempt(L.actionFor(tool, x.label));
  }

  /** @param {Hex} x */
  function hoverHex(x) {
    if (tool) talk.hover(L.actionFor(tool, x.label));
    else {
      cancelHover();
      say(describeHex(x), "info");
    }
  }

  /** Mark the hexes a federation would join (its labels), or none. @param {string[]} labels */
  function preview(labels) {
    const wanted = new Set(labels.map(L.hexTestId));
    for (const g of mapBox.querySelectorAll(".tb-hex")) g.classList.toggle("tb-preview", wanted.has(/** @type {any} */ (g).dataset.testid));
  }

  /** A button for an action line; a federation's button shows its hexes on the map. @param {ActionButton} a @param {string} [cls] */
  function actionButton(a, cls = "") {
    const b = h("button", { class: `tb-btn tb-btn-action tb-verb-${a.verb} ${cls}`.trim(), text: a.label, testid: L.actionTestId(a.action), title: a.action, attrs: { type: "button", "aria-label": a.label } });
    b.addEventListener("click", () => talk.attempt(a.action));
    if (a.verb === "federation") {
      const labels = L.federationHexes(a.action);
      for (const on of ["mouseenter", "focus"]) b.addEventListener(on, () => preview(labels));
      for (const off of ["mouseleave", "blur"]) b.addEventListener(off, () => preview([]));
    }
    return b;
  }

  // --- drawing: head and strip --------------------------------------------------------------------
  function drawHead() {
    const m = vm();
    head.replaceChildren();
    head.appendChild(h("div", { class: "tb-title" }, [h("span", { text: m.title ?? "Gaia Project" }),
      h("span", { class: "tb-sub", text: m.round ? `Round ${m.round} of ${m.rounds}` : "Setup" })]));
    const status = h("div", { class: "tb-status", testid: "status" }, [h("span", { class: "tb-now", text: m.over ? m.status : m.now })]);
    if (!m.over && m.decider && m.decider !== "chance") {
      const seat = Number(m.decider.slice(1)) - 1;
      const p = players()[seat];
      status.appendChild(h("span", { class: "tb-chip tb-chip-col tb-whose", testid: "whose", colour: p?.colour ?? null, text: `${p?.letter ?? ""} · ${m.your_turn && m.viewer !== null && m.viewer !== undefined ? "your decision" : `${m.decider_name} decides`}` }));
    }
    for (const [seat, name] of Object.entries(m.computers ?? {})) status.appendChild(chip(`${seat}: computer (${name})`, "tb-chip-computer"));
    head.appendChild(status);
    head.appendChild(talk.controls());
  }

  function drawStrip() {
    const m = vm();
    strip.replaceChildren();
    const rounds = h("div", { class: "tb-rounds" }, [h("span", { class: "tb-strip-label", text: "Round scoring" })]);
    for (const r of m.scoring?.round ?? []) {
      rounds.appendChild(h("span", { class: `tb-tile tb-round-tile ${r.current ? "tb-current" : ""} ${r.past ? "tb-past" : ""}`.replace(/ +/g, " ").trim(), title: `Round ${r.round} (${r.id}): ${r.text}` }, [
        h("b", { text: r.round }), h("span", { text: r.text }),
      ]));
    }
    strip.appendChild(rounds);
    const finals = h("div", { class: "tb-finals" }, [h("span", { class: "tb-strip-label", text: "Final scoring" })]);
    for (const f of m.scoring?.final ?? []) {
      const counts = h("span", { class: "tb-final-counts" });
      f.counts.forEach((/** @type {number} */ n, /** @type {number} */ seat) => counts.append(seatMark(seat, "tb-mini"), h("span", { text: n })));
      if (f.neutral !== null && f.neutral !== undefined) counts.append(h("span", { class: "tb-neutral", text: `neutral ${f.neutral}`, title: "the neutral player of a two-player game" }));
      finals.appendChild(h("span", { class: "tb-tile tb-final-tile", title: `${f.id}: ${f.text}` }, [h("span", { text: f.text }), counts]));
    }
    strip.appendChild(finals);
    const order = h("div", { class: "tb-order", testid: "turn-order" }, [h("span", { class: "tb-strip-label", text: "Turn order" })]);
    for (const short of m.order ?? []) {
      const seat = Number(short.slice(1)) - 1;
      const p = players()[seat];
      const mark = seatMark(seat, `tb-order-seat ${p?.passed ? "tb-passed" : ""} ${p?.active ? "tb-active" : ""}`.trim());
      mark.title = `${p?.name}${p?.passed ? " (passed)" : ""}${p?.active ? " (active)" : ""}`;
      order.appendChild(mark);
    }
    if ((m.passed_order ?? []).length) order.appendChild(h("span", { class: "tb-muted", text: `passed: ${m.passed_order.map((/** @type {string} */ x) => players()[Number(x.slice(1)) - 1]?.letter).join(" ")}` }));
    strip.appendChild(order);
  }

  // --- drawing: the map -----------------------------------------------------------------------------
  function drawMap() {
    const m = vm();
    const map = m.map ?? { hexes: [], sectors: [], federations: [] };
    mapBox.replaceChildren();
    /** @type {Hex[]} */
    const hexes = map.hexes;
    const svg = s("svg", { class: "tb-map", viewBox: L.viewBox(hexes, HEX, 6), role: "group", "aria-label": "the map: arrow keys move between hexes" });
    const targets = L.targetsOf(m.targets ?? {}, tool);
    const keys = new Set(hexes.map((x) => x.key));
    const chargeHex = m.charge?.hex ?? null;
    // sectors: their outlines and numbers
    /** @type {Map<string, string[]>} */
    const bySector = new Map();
    for (const x of hexes) bySector.set(x.sector, [...(bySector.get(x.sector) ?? []), x.key]);
    const cells = s("g", { class: "tb-hexes" });
    const marks = s("g", { class: "tb-planet-marks" });
    for (const x of hexes) cells.appendChild(hexCell(x, targets.has(x.label), x.key === chargeHex, marks));
    svg.appendChild(cells);
    const over = s("g", { class: "tb-sectors" });
    for (const sec of map.sectors ?? []) {
      const c = L.hexCentre(sec.q, sec.r, HEX);
      over.appendChild(s("path", { class: "tb-sector-line", d: L.outline(bySector.get(sec.sector) ?? [], HEX) }));
      const at = L.atBearing(c.x, c.y, 300, HEX * 0.78);
      over.appendChild(s("text", { class: "tb-sector-number", x: at.x, y: at.y + 3 }, sec.sector));
    }
    svg.appendChild(over);
    // federations: their outline in the owner's colour, with the owner's letter at their first hex
    const feds = s("g", { class: "tb-federations" });
    for (const f of map.federations ?? []) {
      const p = players()[f.seat];
      const path = s("path", { class: "tb-federation", d: L.outline(f.hexes, HEX, 0.92), stroke: seatHex(p) });
      path.appendChild(s("title", {}, `${p?.name}'s federation (${f.hexes.length} hexes)`));
      feds.appendChild(path);
    }
    svg.appendChild(feds);
    // the planets' marks above the federations' lines, which would otherwise cross a mark on a planet's rim
    svg.appendChild(marks);
    if (targets.size) svg.appendChild(s("path", { class: "tb-range", d: L.outline(hexes.filter((x) => targets.has(x.label)).map((x) => x.key), HEX) }));
    mapBox.appendChild(svg);
    // the keyboard: arrow keys walk every hex; Tab visits only the glowing ones (or one hex, to enter the map)
    const first = roving && keys.has(roving) ? roving : hexes.find((x) => targets.has(x.label))?.key ?? hexes.find((x) => x.key === "0x0")?.key ?? hexes[0]?.key;
    for (const g of /** @type {NodeListOf<SVGGElement>} */ (cells.querySelectorAll(".tb-hex"))) {
      if (!interactive()) break;
      const key = g.dataset.key ?? "";
      g.tabIndex = g.classList.contains("tb-target") || key === first ? 0 : -1;
      g.addEventListener("keydown", (ev) => {
        const next = L.arrowStep(keys, key, ev.key);
        if (next === key) return;
        ev.preventDefault();
        roving = next;
        /** @type {SVGGElement | null} */ (cells.querySelector(`[data-key="${next}"]`))?.focus();
      });
    }
  }

  /**
   * One hex: the planet, what stands on it, and its button; the planet's mark goes into ``marks``, a layer drawn
   * above the federations. @param {Hex} x @param {boolean} target @param {boolean} charged @param {SVGElement} marks
   */
  function hexCell(x, target, charged, marks) {
    const c = L.hexCentre(x.q, x.r, HEX);
    const nope = tool && !target ? "tb-nope" : "";
    const cls = ["tb-hex", target ? "tb-target" : "", nope, charged ? "tb-charged" : ""];
    const g = s("g", { class: cls.join(" ").replace(/ +/g, " ").trim(), "data-key": x.key, "data-testid": L.hexTestId(x.label), "data-planet": x.planet });
    g.appendChild(s("path", { class: "tb-hex-bg", d: L.hexPath(c.x, c.y, HEX - 1) }));
    if (x.planet !== "e") {
      const colour = PLANET_HEX[x.planet] ?? "#999";
      g.appendChild(s("circle", { class: `tb-planet tb-planet-${x.planet}`, cx: c.x, cy: c.y, r: HEX * 0.7, fill: colour }));
      const mark = L.PLANETS[x.planet]?.mark ?? x.planet;
      const hasThing = x.building || x.gaiaformer !== null;
      // under a structure the mark sits on the planet's rim: a dark outline keeps it legible on a white or yellow planet
      marks.appendChild(s("text", { class: `${hasThing ? "tb-planet-mark tb-planet-mark-under" : "tb-planet-mark"} ${nope}`.trim(), x: c.x, y: hasThing ? c.y + HEX * 0.82 : c.y + 4, fill: hasThing ? "#dfe6ff" : K.inkFor(colour) }, mark));
    }
    if (x.building) structure(g, x.building.kind, x.building.seat, c.x, c.y - 2, HEX * 0.5);
    if (x.guest !== null && x.guest !== undefined) structure(g, "m", x.guest, c.x + HEX * 0.45, c.y - HEX * 0.35, HEX * 0.26);
    if (x.gaiaformer !== null && x.gaiaformer !== undefined) structure(g, "gf", x.gaiaformer, c.x, c.y - 2, HEX * 0.5);
    if (x.station !== null && x.station !== undefined) structure(g, "sp", x.station, c.x, c.y, HEX * 0.5);
    // satellites sit on empty space: one in the middle, more side by side
    x.satellites.forEach((seat, i) => {
      const at = x.satellites.length === 1 ? c : L.atBearing(c.x, c.y, 270 + (180 * i) / (x.satellites.length - 1), HEX * 0.4);
      const p = players()[seat];
      const sat = s("circle", { class: "tb-satellite", cx: at.x, cy: at.y, r: HEX * 0.3, fill: seatHex(p) });
      g.appendChild(sat);
      g.appendChild(s("text", { class: "tb-owner-letter tb-sat-letter", x: at.x, y: at.y + 3.5, fill: K.inkFor(seatHex(p)) }, p?.letter ?? "?"));
    });
    if (x.lost) g.appendChild(s("text", { class: "tb-lost-mark", x: c.x, y: c.y - HEX * 0.7 }, "Lost Planet"));
    g.appendChild(s("title", {}, describeHex(x)));
    const name = `${describeHex(x)}${target ? ` — ${tool}: legal here` : ""}`;
    clickable(/** @type {any} */ (g), () => clickHex(x), name);
    explainable(/** @type {any} */ (g), () => hoverHex(x));
    g.addEventListener("focus", () => (roving = x.key));
    return g;
  }

  /** A structure: its own shape in the owner's colour, with the owner's letter. @param {SVGElement} g @param {string} kind @param {number} seat @param {number} x @param {number} y @param {number} size */
  function structure(g, kind, seat, x, y, size) {
    const p = players()[seat];
    const fill = seatHex(p);
    const shape = s("path", { class: `tb-structure tb-structure-${kind}`, d: L.structurePath(kind, x, y, size), fill });
    g.appendChild(shape);
    const text = kind === "m" || kind === "gf" || kind === "sp" ? p?.letter ?? "?" : `${p?.letter ?? "?"}${L.STRUCTURE_MARK[kind] === "A" ? "A" : L.STRUCTURE_MARK[kind].slice(0, 2)}`;
    g.appendChild(s("text", { class: "tb-owner-letter", x, y: y + size * 0.45, fill: K.inkFor(fill), "font-size": Math.max(7, size * (text.length > 2 ? 0.62 : 0.8)) }, text));
  }

  // --- drawing: the console (tools, charge offer, buttons, free actions) ------------------------------
  function drawConsole() {
    const m = vm();
    consoleBox.replaceChildren();
    if (m.over) {
      const final = h("div", { class: "tb-final" }, [h("div", { class: "tb-group-title", text: "Final score" })]);
      for (const p of [...players()].sort((a, b) => b.vp - a.vp)) final.appendChild(h("div", { class: "tb-final-item" }, [seatMark(p.seat), h("span", { text: p.name }), h("b", { text: `${p.vp} VP` })]));
      consoleBox.appendChild(final);
    }
    if (m.charge) {
      const c = m.charge;
      const box = h("div", { class: "tb-charge", testid: "charge-offer", colour: players()[c.seat]?.colour ?? null }, [
        h("div", { class: "tb-charge-title" }, [seatMark(c.seat), h("span", { text: ` ${c.name}: charge power?` })]),
        h("div", { class: "tb-charge-text", text: `${c.builder} built on ${c.label}: charge ${c.amount} power for ${c.vp_cost} VP (power − 1).` }),
      ]);
      const buttons = h("div", { class: "tb-actions" });
      for (const g of m.groups ?? []) {
        if (g.verb !== "charge" && g.verb !== "decline") continue;
        // a replay shows the choices without offering them
        for (const a of g.actions) buttons.appendChild(interactive() ? actionButton(a, g.verb === "charge" ? "tb-hot" : "") : chip(a.label));
      }
      box.appendChild(buttons);
      consoleBox.appendChild(box);
    }
    if (interactive() && (m.tools ?? []).length) {
      if (m.tools.length === 1 && !(m.groups ?? []).length && tool === null) tool = m.tools[0].tool;
      const box = h("div", { class: "tb-group tb-tools" }, [h("div", { class: "tb-group-title", text: "On the map" })]);
      const list = h("div", { class: "tb-actions" });
      for (const t of m.tools) {
        const b = h("button", { class: `tb-btn tb-btn-action tb-tool ${tool === t.tool ? "tb-selected" : ""}`.trim(), text: `${t.label} (${t.count})`, testid: `tool-${t.tool.replace(/\s+/g, "-")}`, title: t.rule, attrs: { type: "button", "aria-pressed": String(tool === t.tool) } });
        b.addEventListener("click", () => chooseTool(t.tool));
        list.appendChild(b);
      }
      box.appendChild(list);
      consoleBox.appendChild(box);
    }
    if (interactive()) {
      for (const g of m.groups ?? []) {
        if (m.charge && (g.verb === "charge" || g.verb === "decline")) continue;
        const box = h("div", { class: `tb-group tb-group-${g.verb}` }, [h("div", { class: "tb-group-title", text: g.title })]);
        const list = h("div", { class: "tb-actions" });
        if (g.verb === "federation") federationChoices(list, g.actions);
        else for (const a of g.actions) list.appendChild(actionButton(a));
        box.appendChild(list);
        consoleBox.appendChild(box);
      }
      if ((m.free ?? []).length) {
        const box = h("details", { class: "tb-group tb-free" }, [h("summary", { class: "tb-group-title", text: "Free actions (conversions)" })]);
        const list = h("div", { class: "tb-actions tb-free-list" });
        for (const f of m.free) list.appendChild(actionButton({ action: f.action, verb: "spend", label: f.label }, f.legal ? "" : "tb-off"));
        box.appendChild(list);
        consoleBox.appendChild(box);
      }
    }
    if (m.last) {
      const last = h("div", { class: "tb-last", testid: "last-move" }, [h("span", { class: "tb-last-label", text: "Last move" }), h("span", { class: "tb-last-text", text: m.last.narration ?? m.last.action })]);
      if (m.last.rule) last.appendChild(h("span", { class: "tb-rule", text: m.last.rule }));
      consoleBox.appendChild(last);
    }
    consoleBox.appendChild(message);
  }

  /** The federations on offer: one line per group of hexes (shown on the map when hovered or focused), then a
   * button per token left. @param {HTMLElement} list @param {(ActionButton & {hexes: string[], token: string, short: string})[]} actions */
  function federationChoices(list, actions) {
    /** @type {Map<string, typeof actions>} */
    const byHexes = new Map();
    for (const a of actions) byHexes.set(a.hexes.join(","), [...(byHexes.get(a.hexes.join(",")) ?? []), a]);
    for (const [hexes, options] of byHexes) {
      const labels = hexes.split(",");
      const line = h("div", { class: "tb-fed-option" }, [h("span", { class: "tb-fed-hexes", text: `${labels.length} hexes: ${labels.join(" ")}` })]);
      for (const a of options) line.appendChild(actionButton({ ...a, label: a.short }));
      line.addEventListener("mouseenter", () => preview(labels));
      line.addEventListener("mouseleave", () => preview([]));
      list.appendChild(line);
    }
  }

  // --- drawing: the research board and the action spaces ------------------------------------------------
  /** A tech tile; clickable where taking it is legal. @param {{position: string, tile: string | null, text: string}} t @param {string} cls */
  function techTile(t, cls) {
    const action = `tech ${t.position}`;
    const takeable = legal().includes(action);
    const coverable = legal().includes(`cover ${t.position}`);
    const e = h("div", { class: `tb-tech ${cls} ${takeable || coverable ? "tb-legal" : ""} ${t.tile ? "" : "tb-gone"}`.replace(/ +/g, " ").trim(), testid: `tech-${t.position}`, title: t.tile ? `${t.tile}: ${t.text}` : "taken" }, [
      h("b", { text: t.tile ? t.tile.replace("advtech", "adv ").replace("tech", "tech ") : "—" }),
      h("span", { text: t.tile ? t.text : "taken" }),
    ]);
    // while a tile is to be taken (or covered), every tile answers: the legal ones act, the others say why not
    const phase = vm().phase;
    if (t.tile && (phase === "tech" || phase === "cover") && interactive()) {
      const line = `${phase} ${t.position}`;
      clickable(e, () => talk.attempt(line), `${phase === "tech" ? "Take" : "Cover"} ${t.tile}: ${t.text}`);
      explainable(e, () => talk.hover(line));
    }
    return e;
  }

  function drawResearch() {
    const m = vm();
    const r = m.research ?? { tracks: [], free: [] };
    researchBox.replaceChildren();
    researchBox.appendChild(h("div", { class: "tb-box-title", text: "Research board", title: r.rule }));
    const grid = h("div", { class: "tb-tracks" });
    for (const t of r.tracks) {
      const col = h("div", { class: `tb-track tb-track-${t.id}`, testid: `track-${t.id}` });
      const up = `up ${t.id}`;
      const head2 = h("div", { class: `tb-track-name ${legal().includes(up) ? "tb-legal" : ""}`.trim(), text: t.name });
      if (legal().includes(up)) clickable(head2, () => talk.attempt(up), `Advance in ${t.name}`);
      col.appendChild(head2);
      col.appendChild(techTile(t.advanced, "tb-tech-adv"));
      for (let level = 5; level >= 0; level--) {
        const info = t.levels[level];
        const cell = h("div", { class: `tb-level tb-level-${level}`, title: `${t.name} ${level}: ${info.text}${info.vp ? ` · ${info.vp} VP at the end` : ""}` }, [h("span", { class: "tb-level-n", text: level })]);
        if (level === 5 && t.federation) cell.appendChild(h("span", { class: "tb-fed-token", text: t.federation, title: `federation token ${t.federation}: ${t.federation_text}` }));
        if (level === 5 && t.id === "nav") cell.appendChild(h("span", { class: "tb-lp-token", text: "LP", title: "the Lost Planet goes to whoever reaches Navigation 5" }));
        const marks = h("span", { class: "tb-markers" });
        for (const mk of t.markers) if (mk.level === level) marks.appendChild(seatMark(mk.seat, "tb-mini"));
        cell.appendChild(marks);
        col.appendChild(cell);
      }
      col.appendChild(techTile(t.tech, "tb-tech-std"));
      grid.appendChild(col);
    }
    researchBox.appendChild(grid);
    const free = h("div", { class: "tb-free-techs" }, [h("span", { class: "tb-strip-label", text: "Free tech tiles" })]);
    for (const t of r.free) free.appendChild(techTile(t, "tb-tech-std"));
    researchBox.appendChild(free);
    const spaces = h("div", { class: "tb-spaces", testid: "action-spaces" }, [h("div", { class: "tb-box-title", text: "Power and QIC actions" })]);
    const row = h("div", { class: "tb-space-row" });
    for (const a of m.action_spaces ?? []) {
      const action = `action ${a.id}`;
      const ok = legal().includes(action);
      const e = h("div", { class: `tb-space ${a.qic ? "tb-space-qic" : "tb-space-power"} ${a.used ? "tb-used" : ""} ${ok ? "tb-legal" : ""}`.replace(/ +/g, " ").trim(), testid: `space-${a.id}`, title: `${a.id}: ${a.text}${a.used ? " — taken this round" : " — free"}` }, [
        h("b", { text: a.cost }), h("span", { text: a.text.split(" → ")[1] }), a.used ? h("span", { class: "tb-taken", text: "taken" }) : null,
      ]);
      if (interactive()) {
        clickable(e, () => talk.attempt(action), `${a.id}: ${a.text}${a.used ? ", taken this round" : ""}`);
        explainable(e, () => talk.hover(action));
      }
      row.appendChild(e);
    }
    spaces.appendChild(row);
    const boosters = h("div", { class: "tb-boosters" }, [h("span", { class: "tb-strip-label", text: "Boosters left" })]);
    for (const b of m.boosters ?? []) boosters.appendChild(h("span", { class: "tb-tile tb-booster", text: b.id.replace("booster", "B"), title: `${b.id}: ${b.text}` }));
    const feds = h("div", { class: "tb-boosters" }, [h("span", { class: "tb-strip-label", text: "Federation tokens" })]);
    for (const f of m.federation_supply ?? []) feds.appendChild(h("span", { class: "tb-tile tb-booster", text: `${f.id.replace("fed", "F")}×${f.left}`, title: `${f.id}: ${f.text} (${f.left} left)` }));
    spaces.append(boosters, feds);
    researchBox.appendChild(spaces);
  }

  // --- drawing: the players' boards ---------------------------------------------------------------------
  /** A power bowl. @param {string} name @param {number} n @param {boolean} brainstone */
  function bowl(name, n, brainstone) {
    const words = `${POWER_WORDS[/** @type {keyof typeof POWER_WORDS} */ (name)]}: ${n} token${n === 1 ? "" : "s"}${brainstone ? " and the brainstone" : ""}`;
    return h("span", { class: `tb-bowl tb-bowl-${name}`, title: words, attrs: { "aria-label": words } }, [
      h("span", { class: "tb-bowl-name", text: name === "gaia" ? "Gaia" : name }),
      h("b", { text: n }),
      brainstone ? h("span", { class: "tb-brainstone", text: "B", title: "brainstone (worth 3 when spent)" }) : null,
    ]);
  }

  /** @param {Player} p */
  function board(p) {
    const m = vm();
    const cls = ["tb-board", p.deciding ? "tb-deciding" : "", p.active ? "tb-active" : "", p.passed ? "tb-passed" : "", p.viewer ? "tb-mine" : ""];
    const e = h("section", { class: cls.join(" ").replace(/ +/g, " ").trim(), testid: `board-${p.seat}`, colour: p.colour });
    e.appendChild(h("header", { class: "tb-board-head" }, [
      seatMark(p.seat, "tb-seat"),
      h("span", { class: "tb-board-name", text: `${p.name}${p.viewer ? " (you)" : ""}` }),
      p.planet ? h("span", { class: "tb-muted", text: L.PLANETS[p.planet]?.name ?? "" }) : null,
      p.deciding ? chip("decides", "tb-chip-decides") : null,
      p.passed ? chip("passed", "tb-chip-passed") : null,
      h("span", { class: "tb-vp", text: `${p.vp} VP`, testid: `vp-${p.seat}` }),
    ]));
    const stone = p.power.brainstone;
    e.appendChild(h("div", { class: "tb-bowls" }, [
      bowl("I", p.power.I, stone === "area1"), bowl("II", p.power.II, stone === "area2"),
      bowl("III", p.power.III, stone === "area3"), bowl("gaia", p.power.gaia, false),
    ]));
    const res = h("div", { class: "tb-resources" });
    for (const [key, word, code] of RESOURCE_WORDS) res.appendChild(h("span", { class: `tb-res tb-res-${code}`, title: word }, [h("b", { text: p[/** @type {"ore"} */ (key)] }), h("span", { text: ` ${word}` })]));
    res.appendChild(h("span", { class: "tb-res", title: "Gaiaformers: available / on the map" }, [h("b", { text: `${p.gaiaformers.available}` }), h("span", { text: " GF" })]));
    res.appendChild(h("span", { class: "tb-res", title: "range (Navigation)" }, [h("b", { text: p.range }), h("span", { text: " range" })]));
    e.appendChild(res);
    const left = h("div", { class: "tb-left", title: "structures left to build" });
    for (const st of p.structures) {
      const icon = s("svg", { class: "tb-icon", viewBox: "-12 -12 24 24", width: 20, height: 20, "aria-hidden": "true" });
      icon.appendChild(s("path", { d: L.structurePath(st.kind, 0, 0, 9), fill: seatHex(p), stroke: "#0b1020" }));
      left.appendChild(h("span", { class: `tb-left-item ${st.left ? "" : "tb-none"}`.trim(), title: `${st.name}: ${st.left} of ${st.total} left`, attrs: { "aria-label": `${st.name}: ${st.left} of ${st.total} left` } }, [/** @type {any} */ (icon), h("span", { text: `${st.left}/${st.total}` })]));
    }
    e.appendChild(left);
    if (p.income.length) e.appendChild(h("div", { class: "tb-income", title: "income each round" }, [h("span", { class: "tb-muted", text: "Income " }), ...p.income.map((i) => chip(`+${i.n}${i.code}`, "", i.text))]));
    const tiles = h("div", { class: "tb-tiles" });
    if (p.booster) tiles.appendChild(chip(p.booster.id.replace("booster", "booster "), "tb-chip-booster", p.booster.text));
    for (const t of p.techs) tiles.appendChild(chip(t.id, `tb-chip-tech ${t.covered ? "tb-covered" : ""} ${t.advanced ? "tb-chip-adv" : ""}`.trim(), `${t.text}${t.covered ? " (covered)" : ""}`));
    for (const f of p.federations) tiles.appendChild(chip(f.id, `tb-chip-fed ${f.green ? "tb-green" : "tb-grey"}`, `${f.text} (${f.green ? "green side: can pay for level 5 or an advanced tile" : "flipped"})`));
    for (const sp of p.specials) {
      const c = chip(`★ ${sp.text}`, `tb-chip-special ${sp.used ? "tb-used" : ""}`.trim(), `special action from ${sp.source}${sp.used ? " (used this round)" : ""}`);
      if (interactive() && legal().includes(sp.action)) clickable(c, () => talk.attempt(sp.action), `Special action ${sp.text} from ${sp.source}`);
      tiles.appendChild(c);
    }
    e.appendChild(tiles);
    const books = h("details", { class: "tb-vp-sources" }, [h("summary", { text: "VP by source" })]);
    const table = h("div", { class: "tb-vp-table" });
    for (const v of p.vp_sources) table.append(h("span", { text: v.source, title: v.details }), h("b", { text: v.points }));
    books.appendChild(table);
    if (m.over) books.setAttribute("open", "");
    e.appendChild(books);
    return e;
  }

  function drawBoards() {
    boards.replaceChildren(...players().map(board));
  }

  function draw() {
    talk.beginDraw(root, !!vm().over);
    if (tool && !(vm().targets ?? {})[tool]) tool = null;
    drawHead();
    drawStrip();
    drawConsole();
    drawMap();
    drawResearch();
    drawBoards();
  }

  // --- listening to Python -----------------------------------------------------------------------------
  const redraw = () => {
    tool = null; // a new position: choose again
    talk.forget();
    focus.around(() => {
      draw();
      hint();
    }, [...((vm().groups ?? []).flatMap((/** @type {any} */ g) => g.actions.map((/** @type {ActionButton} */ a) => L.actionTestId(a.action)))), "undo"]);
  };
  talk.follow(redraw, () => focus.around(drawHead, ["undo", "redo"]));
  // Escape puts the chosen build down
  root.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape" && tool) chooseTool(tool);
  });
  draw();
  hint();
  return () => {
    talk.close();
    root.remove();
  };
}

export default { render };

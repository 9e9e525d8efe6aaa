// The Alien Frontiers table view: an anywidget ES module (plain ESM, JSDoc types, no build step).
//
// anywidget imports this file from a blob: URL, where a relative import cannot be resolved. The pure
// helpers (layout maths, legal docks for a selection) live in alien_frontiers_layout.js, and what every
// table shares (elements, the conversation with Python) in table_kit.js; node tests both. The Python
// side sends their text as the synced traits `layout_esm` and `kit_esm`, and render() imports them.

/** @type {typeof import("./alien_frontiers_layout.js")} */
let L;
/** @typedef {ReturnType<typeof import("./table_kit.js").elements>} Elements */
/** @type {Elements["h"]} */
let h;
/** @type {Elements["setColour"]} */
let setColour;
/** @type {Elements["chip"]} */
let chip;
/** @type {Elements["ownerMark"]} */
let ownerMark;
/** @type {Elements["lastMove"]} */
let lastMove;

/** Import a module Python sends as text (a blob: URL cannot import relative paths); every view needs
 * this much of its own, since it is how the kit itself arrives. @param {string} source */
async function importText(source) {
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  try {
    return await import(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

// ---------------------------------------------------------------------------------------------
// The view draws the synced `model` (see tablebook/views/alien_frontiers_model.py); the intents it
// sends and the traits it follows are those of table_kit.js.

/**
 * @typedef {{id: string, colour: string | null, value: number, relic: boolean}} Ship
 * @typedef {{size: number, blocked: boolean, ships: Ship[], seat?: number, colour?: string | null, circle?: number}} Group
 * @typedef {{id: string, name: string, summary: string, requirement: string, rule: string, angle: number, groups: Group[]}} Facility
 * @typedef {{id: string, name: string, bonus: string, x: number, y: number, colonies: {colour: string, count: number}[],
 *            controller: string | null, fields: {id: string, name: string}[], relic_home: boolean}} Territory
 * @typedef {{id: string, name: string, power: string, discard: string, vp: number, used: boolean}} Card
 * @typedef {{seat: number, colour: string, name: string, fuel: number, ore: number, colonies_left: number,
 *            hub_circle: number, ships: {fleet: number, bay: number, docked: number, stock: number}, relic: boolean,
 *            cards: Card[], score: number, breakdown: {source: string, detail: string, points: number}[],
 *            active: boolean, deciding: boolean}} Player
 * @typedef {{token: string, value: number, kind: "plain" | "relic" | "teleported", colour: string}} FleetDie
 * @typedef {{action: string, verb: string, label: string}} ActionButton
 * @typedef {{title: string, turn: number, active: string, decider: string | null, now: string, computer_turn?: string, over: boolean,
 *            end: string | null, winners: string[], players: Player[], facilities: Facility[], territories: Territory[],
 *            relic: Ship & {at: string}, display: Card[], deck_count: number, discard_count: number, fleet: FleetDie[],
 *            legal: string[], actions: ActionButton[], last: {action: string, narration: string, rule: string | null} | null}} ViewModel
 * @typedef {import("./table_kit.js").AnyModel} AnyModel
 */

/** The stage is drawn at this size and scaled to the width available. */
const STAGE = { width: 1000, height: 800 };
const PLANET = { cx: 500, cy: 398, r: 230 };
/** The inner edge of the facility panels lies on this orbit (drawn as a dashed ring). */
const ORBIT = { cx: 500, cy: 398, rx: 272, ry: 262 };
const PORTS = { die: 28, inner: 4, pad: 4, gap: 8, rowGap: 6, maxWidth: 250 };
const HUB_CIRCLES = 7;
let instances = 0; // SVG ids must be unique when several tables share a page

/** @param {string} s */
function capitalise(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 * @returns {SVGElement}
 */
function svg(tag, attrs = {}) {
  const e = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/**
 * A die face with pips.
 * @param {number} value
 * @param {{colour?: string | null, kind?: "plain" | "relic" | "teleported" | "blocked", tag?: string, cls?: string, label?: string}} [o]
 * @returns {HTMLElement}
 */
function die(value, o = {}) {
  const kind = o.kind ?? "plain";
  const e = h(o.tag ?? "span", { class: `tb-die tb-die-${kind} ${o.cls ?? ""}`.trim(), colour: kind === "blocked" ? null : o.colour ?? null });
  e.setAttribute("aria-label", o.label ?? `${kind === "relic" ? "Relic Ship" : kind === "blocked" ? "blocked port" : "ship"} showing ${value}`);
  const on = new Set(L.pipCells(value));
  for (let i = 0; i < 9; i++) e.appendChild(h("span", { class: on.has(i) ? "tb-pip" : "tb-nopip" }));
  if (kind === "teleported") e.appendChild(h("span", { class: "tb-die-tag", text: "T", title: "teleported this turn" }));
  // whose ship: the seat's letter as well as its colour (a blocked port belongs to nobody)
  if (o.colour && kind !== "blocked") e.appendChild(ownerMark(o.colour, { cls: "tb-die-owner", label: `${capitalise(o.colour)}'s` }));
  return e;
}

/** @param {Ship} ship */
function shipDie(ship) {
  const d = die(ship.value, {
    colour: ship.colour,
    kind: ship.relic ? "relic" : "plain",
    label: `${ship.relic ? "Relic Ship" : capitalise(ship.colour ?? "") + " ship"} showing ${ship.value}`,
  });
  if (ship.relic && ship.colour) d.title = `Relic Ship, flown by ${capitalise(ship.colour)}`;
  return d;
}

/**
 * @param {{model: AnyModel, el: HTMLElement}} ctx
 * @returns {Promise<() => void>}
 */
async function render({ model, el }) {
  const [kit, layout] = await Promise.all([importText(model.get("kit_esm")), importText(model.get("layout_esm"))]);
  L = layout;
  ({ h, setColour, chip, ownerMark, lastMove } = kit.elements(kit.PALETTE["alien-frontiers"]));
  const uid = `tb-af-${++instances}`;
  const root = h("div", { class: "tb-af" });
  const head = h("header", { class: "tb-head" });
  const main = h("div", { class: "tb-main" });
  const boardCol = h("div", { class: "tb-boardcol" });
  const stageWrap = h("div", { class: "tb-stagewrap" });
  const stage = h("div", { class: "tb-stage" });
  const side = h("div", { class: "tb-side" });
  const consoleBox = h("section", { class: "tb-console tb-console-fleet" });
  const actionsBox = h("section", { class: "tb-console tb-console-actions" });
  const players = h("div", { class: "tb-players" });
  const tech = h("section", { class: "tb-tech" });
  const message = h("div", { class: "tb-message", testid: "message", attrs: { "aria-live": "polite" } });
  stageWrap.appendChild(stage);
  boardCol.append(stageWrap, tech);
  side.append(actionsBox, players);
  // the order of the keyboard: the dice (or the roll), then the board's targets, then the other actions,
  // undo and redo; CSS grid places them as before (the head on top, the console beside the board)
  main.append(consoleBox, boardCol, side);
  root.append(main, head);
  el.appendChild(root);
  const talk = kit.conversation(model, message, h);
  const { interactive, legal, send, say, cancelHover, clickable, explainable } = talk;
  const focus = kit.focusKeeper(root);

  /** @type {number[]} indices of the selected fleet dice */
  let selected = [];
  /** @type {Map<string, HTMLElement>} */
  let facilityEls = new Map();
  /** @type {Map<string, {angle: number, w: number, h: number}>} angle and estimated size of each panel */
  let facilityGeometry = new Map();
  /** @type {HTMLElement[]} */
  let dieEls = [];

  const vm = () => /** @type {ViewModel} */ (model.get("model") ?? {});
  const fleet = () => vm().fleet ?? [];
  const selectedTokens = () => selected.map((i) => fleet()[i]?.token).filter((t) => t !== undefined);

  function hint() {
    const m = vm();
    if (m.over) {
      const w = (m.winners ?? []).map(capitalise);
      say(w.length ? `${w.join(" and ")} win${w.length > 1 ? "" : "s"}${m.end ? `: the game ended with the ${m.end}` : ""}.` : "The game is over.", "hint");
    }
    else if (!interactive()) say("Replaying a game: the table follows the stepper.", "hint");
    else if (talk.computerTurn()) say(talk.computerTurn(), "hint");
    else if (m.decider === "chance") say("Chance decides next: press Roll / draw.", "hint");
    else if (fleet().length) say("Click dice to select them, then click a facility. Hover a facility to ask why not.", "hint");
    else if ((m.actions ?? []).length) say("Choose one of the actions.", "hint");
    else say("", "hint");
  }

  // --- selection -------------------------------------------------------------------------------
  function applySelection() {
    const tokens = selectedTokens();
    const ok = new Set(L.legalDockFacilities(legal(), tokens));
    const partial = new Set(L.partialDockFacilities(legal(), tokens));
    const options = L.dockOptions(legal());
    dieEls.forEach((d, i) => {
      d.classList.toggle("tb-selected", selected.includes(i));
      d.setAttribute("aria-pressed", String(selected.includes(i)));
    });
    for (const [id, fel] of facilityEls) {
      const any = tokens.length > 0;
      fel.classList.toggle("tb-legal", any && ok.has(id));
      fel.classList.toggle("tb-illegal", any && !ok.has(id));
      fel.classList.toggle("tb-partial", any && !ok.has(id) && partial.has(id));
      fel.classList.toggle("tb-dockable", !any && options.has(id));
    }
    root.classList.toggle("tb-selecting", tokens.length > 0);
  }

  /** @param {number} i */
  function toggleDie(i) {
    if (!interactive()) return;
    selected = L.toggleSelection(selected, i);
    talk.forget();
    applySelection();
  }

  // --- facility intents ------------------------------------------------------------------------
  /** @param {Facility} f */
  function clickFacility(f) {
    if (!interactive()) return;
    const tokens = selectedTokens();
    if (tokens.length === 0) {
      say(`${f.name}: ${f.summary}`, "info", f.rule);
      return;
    }
    const action = L.dockAction(f.id, tokens);
    if (legal().includes(action) && tokens.length < fleet().length) focus.next("die-0");
    talk.attempt(action);
  }

  /** @param {Facility} f */
  function hoverFacility(f) {
    if (selected.length === 0) cancelHover();
    else talk.hover(L.dockAction(f.id, selectedTokens()));
  }

  // --- drawing ---------------------------------------------------------------------------------
  function drawHead() {
    const m = vm();
    head.replaceChildren();
    head.appendChild(h("div", { class: "tb-title", text: m.title ?? "Alien Frontiers" }));
    const status = h("div", { class: "tb-status", testid: "status" });
    status.appendChild(h("span", { class: "tb-turn", text: `Turn ${m.turn ?? "–"}` }));
    if (m.over) {
      const names = (m.winners ?? []).map(capitalise).join(" and ");
      status.appendChild(h("span", { class: "tb-now", text: `${m.now}${m.end ? ` (${m.end})` : ""}` }));
      if (names) {
        const w = h("span", { class: "tb-chip tb-chip-col tb-winner-chip", text: `${names} win${(m.winners ?? []).length > 1 ? "" : "s"}` });
        setColour(w, (m.winners ?? [])[0]);
        status.appendChild(w);
      }
    } else {
      status.appendChild(h("span", { class: "tb-now", text: capitalise(m.now ?? "") }));
      if (m.decider === "chance") status.appendChild(chip("chance decides", "tb-chip-chance"));
      else if (m.decider) {
        const d = h("span", { class: "tb-chip tb-chip-col", text: `${capitalise(m.decider)} decides` });
        setColour(d, m.decider);
        status.appendChild(d);
      }
    }
    head.appendChild(status);
    head.appendChild(talk.controls());
  }

  function drawConsole() {
    const m = vm();
    consoleBox.replaceChildren();
    const activeName = capitalise(m.active ?? "");
    const fleetBox = h("div", { class: "tb-fleet", colour: m.over ? (m.winners ?? [])[0] ?? null : m.active });
    const list = fleet();
    fleetBox.appendChild(
      h("div", { class: "tb-fleet-label", text: m.over ? "Final score" : list.length ? `${activeName}'s ships to place` : m.decider === "chance" ? (talk.computerTurn() ? `${activeName} rolls next` : `${activeName}: roll the dice`) : `${activeName}: no ships to place` })
    );
    if (m.over) {
      const final = h("div", { class: "tb-final" });
      const ranked = [...(m.players ?? [])].sort((a, b) => b.score - a.score);
      for (const p of ranked) final.appendChild(h("span", { class: "tb-final-item", colour: p.colour }, [h("span", { text: p.name }), h("b", { text: p.score })]));
      fleetBox.appendChild(final);
    }
    const diceRow = h("div", { class: "tb-fleet-dice" });
    dieEls = list.map((d, i) => {
      const what = d.kind === "relic" ? "Relic Ship" : d.kind === "teleported" ? `${capitalise(d.colour)} ship (teleported)` : `${capitalise(d.colour)} ship`;
      const b = die(d.value, { colour: d.colour, kind: d.kind, tag: "button", cls: "tb-die-big", label: `${what} showing ${d.value}, die ${i + 1} of ${list.length}` });
      b.dataset.testid = `die-${i}`;
      b.setAttribute("type", "button");
      b.title = d.kind === "relic" ? `Relic Ship (${d.token})` : d.kind === "teleported" ? `teleported ship (${d.token})` : `ship showing ${d.value}`;
      if (interactive() && !talk.computerTurn()) b.addEventListener("click", () => toggleDie(i));
      else /** @type {HTMLButtonElement} */ (b).disabled = true;  // a replay, or a computer seat's ships
      return b;
    });
    diceRow.append(...dieEls);
    if (list.length) fleetBox.appendChild(diceRow);
    consoleBox.appendChild(fleetBox);
    const roll = m.decider === "chance" ? talk.chanceButton("Roll / draw", m.now) : null;
    if (roll) consoleBox.appendChild(roll);

    actionsBox.replaceChildren();
    if (interactive() && (m.actions ?? []).length) {
      const actions = h("div", { class: "tb-actions" });
      for (const a of m.actions) {
        const b = h("button", { class: `tb-btn tb-btn-action tb-verb-${a.verb}`, text: a.label, testid: L.actionTestId(a.action), title: a.action, attrs: { type: "button", "aria-label": a.label } });
        b.addEventListener("click", () => send({ type: "act", action: a.action }));
        actions.appendChild(b);
      }
      actionsBox.appendChild(actions);
    }
    if (m.last) actionsBox.appendChild(lastMove(m.last));
    actionsBox.appendChild(message);
  }

  function drawStage() {
    const m = vm();
    stage.replaceChildren();
    facilityEls = new Map();
    const lands = L.legalTargets(legal(), "land");

    // the planet, split into its territories
    const territories = m.territories ?? [];
    const scale = L.territoryScale(territories, PLANET.r, 0.64);
    const sites = L.territoryPoints(territories, { cx: PLANET.cx, cy: PLANET.cy, scale });
    const cells = L.territoryCells(sites, PLANET);
    const map = svg("svg", { class: "tb-map", width: STAGE.width, height: STAGE.height, viewBox: `0 0 ${STAGE.width} ${STAGE.height}`, "aria-hidden": "true" });
    const defs = svg("defs");
    const grad = svg("radialGradient", { id: `${uid}-planet`, cx: "38%", cy: "34%", r: "75%" });
    for (const [off, col] of [["0%", "#f3a46b"], ["45%", "#c8602f"], ["85%", "#7d2d16"], ["100%", "#4a170b"]]) grad.appendChild(svg("stop", { offset: off, "stop-color": col }));
    defs.appendChild(grad);
    map.appendChild(defs);
    map.appendChild(svg("ellipse", { class: "tb-orbit", cx: ORBIT.cx, cy: ORBIT.cy, rx: ORBIT.rx, ry: ORBIT.ry }));
    map.appendChild(svg("circle", { class: "tb-atmosphere", cx: PLANET.cx, cy: PLANET.cy, r: PLANET.r + 7 }));
    map.appendChild(svg("circle", { class: "tb-planet", cx: PLANET.cx, cy: PLANET.cy, r: PLANET.r, fill: `url(#${uid}-planet)` }));
    for (const t of territories) {
      const d = L.polygonPath(cells.get(t.id) ?? []);
      const path = svg("path", { class: "tb-cell", d });
      map.appendChild(path);
      if (t.controller) {
        path.classList.add("tb-cell-controlled");
        setColour(path, t.controller);
        // a band in the controller's colour just inside the territory's border
        const clip = svg("clipPath", { id: `${uid}-clip-${t.id}` });
        clip.appendChild(svg("path", { d }));
        defs.appendChild(clip);
        const band = svg("path", { class: "tb-cell-border", d, "clip-path": `url(#${uid}-clip-${t.id})` });
        setColour(band, t.controller);
        map.appendChild(band);
      }
      if (interactive() && lands.has(t.id)) {
        path.classList.add("tb-cell-legal");
        path.addEventListener("click", () => send({ type: "act", action: `land ${t.id}` }));
      }
    }
    map.appendChild(svg("circle", { class: "tb-planet-rim", cx: PLANET.cx, cy: PLANET.cy, r: PLANET.r }));
    stage.appendChild(map);

    // facilities come before territories in the keyboard's order (CSS keeps facilities on top, as drawn before)
    facilityGeometry = new Map();
    for (const f of m.facilities ?? []) {
      const fel = drawFacility(f);
      facilityEls.set(f.id, fel);
      facilityGeometry.set(f.id, { angle: f.angle, ...estimateSize(f) });
      stage.appendChild(fel);
    }
    for (const t of territories) {
      const site = sites.get(t.id) ?? { x: PLANET.cx, y: PLANET.cy };
      const c = L.polygonCentroid(cells.get(t.id) ?? []);
      const at = { x: (site.x + 2 * c.x) / 3, y: (site.y + 2 * c.y) / 3 };
      stage.appendChild(drawTerritory(t, at, lands.has(t.id), m));
    }
    placeFacilities();
  }

  /**
   * A panel's size before the browser has laid it out (the module may render detached).
   * @param {Facility} f
   */
  function estimateSize(f) {
    const name = f.name.length * 10.5 + 22;
    if (f.requirement === "track") return { w: Math.max(name, 286), h: 48 + 41 * f.groups.length };
    const lay = L.portLayout(f.groups.map((g) => g.size), PORTS);
    return { w: Math.max(150, name, lay.width + 22), h: lay.height + 52 };
  }

  /** Put each panel's inner edge on the orbit (sizes as laid out, once the browser knows them), then
   *  nudge panels apart where big ones would overlap. */
  function placeFacilities() {
    const ids = [...facilityEls.keys()].filter((id) => facilityGeometry.has(id));
    const rects = ids.map((id) => {
      const fel = /** @type {HTMLElement} */ (facilityEls.get(id));
      const g = /** @type {{angle: number, w: number, h: number}} */ (facilityGeometry.get(id));
      const hw = (fel.offsetWidth || g.w) / 2;
      const hh = (fel.offsetHeight || g.h) / 2;
      return { ...L.panelCentre(g.angle, ORBIT, hw, hh, { ...STAGE, margin: 8 }), hw, hh };
    });
    const placed = L.separatePanels(rects, { ...PLANET, r: PLANET.r + 10 }, { ...STAGE, margin: 8 }, 10);
    ids.forEach((id, i) => {
      const fel = /** @type {HTMLElement} */ (facilityEls.get(id));
      fel.style.left = `${placed[i].x}px`;
      fel.style.top = `${placed[i].y}px`;
    });
  }

  /**
   * @param {Territory} t
   * @param {{x: number, y: number}} at
   * @param {boolean} canLand
   * @param {ViewModel} m
   */
  function drawTerritory(t, at, canLand, m) {
    const e = h("div", { class: "tb-territory", testid: `territory-${t.id}`, title: `${t.name}: ${t.bonus}` });
    e.style.left = `${at.x}px`;
    e.style.top = `${at.y}px`;
    const name = h("div", { class: "tb-ter-name" });
    if (t.controller) {
      const flag = h("span", { class: "tb-flag", title: `controlled by ${capitalise(t.controller)}` }, [
        ownerMark(t.controller, { cls: "tb-flag-banner", label: `controlled by ${capitalise(t.controller)}` }),
      ]);
      name.appendChild(flag);
    }
    name.appendChild(h("span", { text: t.name }));
    e.appendChild(name);
    const tokens = h("div", { class: "tb-ter-tokens" });
    for (const col of t.colonies) {
      const words = `${col.count} ${capitalise(col.colour)} ${col.count === 1 ? "colony" : "colonies"}`;
      const tok = ownerMark(col.colour, { cls: "tb-colony", label: words });
      if (col.count > 1) tok.appendChild(h("span", { class: "tb-colony-n", text: col.count, attrs: { "aria-hidden": "true" } }));
      tokens.appendChild(tok);
    }
    if (t.relic_home) {
      const r = die(m.relic?.value ?? 1, { kind: "relic", cls: "tb-die-relic-home", label: "the Relic Ship, at home in Burroughs Desert" });
      r.title = "The Relic Ship waits here";
      tokens.appendChild(r);
    }
    if (tokens.childNodes.length) e.appendChild(tokens);
    if (t.fields.length) {
      const fields = h("div", { class: "tb-ter-fields" });
      for (const f of t.fields) fields.appendChild(h("span", { class: `tb-field tb-field-${f.id}`, text: f.name.replace(/ Field$/, ""), title: f.name }));
      e.appendChild(fields);
    }
    const held = t.controller ? `, controlled by ${capitalise(t.controller)}` : "";
    if (canLand && interactive()) {
      e.classList.add("tb-legal");
      clickable(e, () => send({ type: "act", action: `land ${t.id}` }), `Land a colony on ${t.name}${held}`);
    } else {
      clickable(e, () => say(`${t.name}: ${t.bonus}`, "info", `Alien Frontiers › Territories › ${t.name}`), `${t.name}${held}: ${t.bonus}`);
    }
    return e;
  }

  /** @param {Facility} f */
  function drawFacility(f) {
    const e = h("div", { class: `tb-facility tb-fac-${f.id}`, testid: `facility-${f.id}`, title: `${f.name}: ${f.summary}` });
    // a long name over few ports (Terraforming Station) goes on two lines, keeping the panel compact
    const portsWidth = f.requirement === "track" ? 260 : L.portLayout(f.groups.map((g) => g.size), PORTS).width;
    if (f.name.length * 10 > portsWidth + 60) e.classList.add("tb-fac-narrow");
    e.appendChild(h("div", { class: "tb-fac-head" }, [h("span", { class: "tb-fac-name", text: f.name }), h("span", { class: "tb-fac-req", text: L.requirementLabel(f.requirement) })]));
    if (f.requirement === "track") e.appendChild(drawHub(f));
    else e.appendChild(drawPorts(f.groups));
    clickable(e, () => clickFacility(f), `${f.name} (${L.requirementLabel(f.requirement)}): ${f.summary}`);
    explainable(e, () => hoverFacility(f));
    return e;
  }

  /** @param {Group} g @param {{x: number, y: number}[]} slots @param {HTMLElement} into @param {{x: number, y: number}} origin */
  function drawSlots(g, slots, into, origin) {
    slots.forEach((s, k) => {
      const ship = g.ships[k];
      const item = g.blocked ? die(1, { kind: "blocked", label: "port blocked by an unused die" }) : ship ? shipDie(ship) : h("span", { class: "tb-port", attrs: { "aria-label": "empty port" } });
      item.classList.add("tb-slot");
      item.style.left = `${s.x - origin.x}px`;
      item.style.top = `${s.y - origin.y}px`;
      into.appendChild(item);
    });
  }

  /** @param {Group[]} groups */
  function drawPorts(groups) {
    const lay = L.portLayout(groups.map((g) => g.size), PORTS);
    const box = h("div", { class: "tb-ports" });
    box.style.width = `${lay.width}px`;
    box.style.height = `${lay.height}px`;
    lay.groups.forEach((gb, i) => {
      const g = groups[i];
      const frame = h("div", { class: `tb-group tb-group-${g.size}${g.blocked ? " tb-group-blocked" : ""}` });
      frame.style.left = `${gb.x}px`;
      frame.style.top = `${gb.y}px`;
      frame.style.width = `${gb.w}px`;
      frame.style.height = `${gb.h}px`;
      drawSlots(g, gb.slots, frame, { x: gb.x, y: gb.y });
      box.appendChild(frame);
    });
    return box;
  }

  /** @param {Facility} f */
  function drawHub(f) {
    const box = h("div", { class: "tb-hub" });
    for (const g of f.groups) {
      const track = h("div", { class: "tb-hub-track", colour: g.colour ?? null, title: `${capitalise(g.colour ?? "")}'s colony track: circle ${g.circle ?? 0} of ${HUB_CIRCLES}` });
      track.appendChild(ownerMark(g.colour, { cls: "tb-hub-seat", label: `${capitalise(g.colour ?? "")}'s colony track` }));
      const circles = h("div", { class: "tb-hub-circles" });
      for (let c = 1; c <= HUB_CIRCLES; c++) {
        const on = g.circle === c;
        const dot = h("span", { class: `tb-hub-circle${on ? " tb-on" : ""}${c === HUB_CIRCLES ? " tb-hub-launch" : ""}`, text: on ? "" : c });
        if (on) dot.setAttribute("aria-label", `${capitalise(g.colour ?? "")} colony on circle ${c}`);
        circles.appendChild(dot);
      }
      track.appendChild(circles);
      const lay = L.portLayout([g.size], PORTS);
      const frame = h("div", { class: `tb-group tb-group-${g.size} tb-hub-ports${g.blocked ? " tb-group-blocked" : ""}` });
      frame.style.width = `${lay.groups[0].w}px`;
      frame.style.height = `${lay.groups[0].h}px`;
      drawSlots(g, lay.groups[0].slots, frame, { x: 0, y: 0 });
      track.appendChild(frame);
      box.appendChild(track);
    }
    return box;
  }

  function drawPlayers() {
    const m = vm();
    players.replaceChildren();
    const winners = new Set(m.winners ?? []);
    for (const p of m.players ?? []) {
      const cls = ["tb-player", p.active ? "tb-active" : "", p.deciding ? "tb-deciding" : "", winners.has(p.colour) ? "tb-winner" : ""].filter(Boolean).join(" ");
      const e = h("section", { class: cls, testid: `player-${p.colour}`, colour: p.colour });
      const top = h("div", { class: "tb-player-top" });
      top.appendChild(ownerMark(p.colour, { cls: "tb-swatch", label: p.name }));
      top.appendChild(h("span", { class: "tb-pname", text: p.name }));
      if (p.active && !m.over) top.appendChild(chip("to play", "tb-chip-active"));
      if (p.deciding) top.appendChild(chip("deciding", "tb-chip-deciding"));
      if (winners.has(p.colour)) top.appendChild(chip("winner", "tb-chip-winner"));
      top.appendChild(h("span", { class: "tb-score" }, [h("span", { class: "tb-score-n", text: p.score, testid: `score-${p.colour}` }), h("span", { class: "tb-score-vp", text: "VP" })]));
      e.appendChild(top);

      const res = h("div", { class: "tb-res" });
      res.append(
        h("span", { class: "tb-stat", title: "fuel" }, [h("span", { class: "tb-ico tb-ico-fuel" }), h("b", { text: p.fuel }), h("span", { text: "fuel" })]),
        h("span", { class: "tb-stat", title: "ore" }, [h("span", { class: "tb-ico tb-ico-ore" }), h("b", { text: p.ore }), h("span", { text: "ore" })]),
        h("span", { class: "tb-stat", title: "colonies not yet on the planet" }, [h("span", { class: "tb-ico tb-ico-colony" }), h("b", { text: p.colonies_left }), h("span", { text: "colonies left" })])
      );
      e.appendChild(res);
      const s = p.ships;
      const ships = h("div", { class: "tb-ships", title: "ships: unplaced / in the Maintenance Bay / docked / in the stock" });
      ships.appendChild(h("span", { class: "tb-label", text: "ships" }));
      for (const [k, label] of [["fleet", "fleet"], ["bay", "bay"], ["docked", "docked"], ["stock", "stock"]]) {
        ships.appendChild(h("span", { class: "tb-shipcount" }, [h("b", { text: s[/** @type {"fleet"} */ (k)] }), h("span", { text: ` ${label}` })]));
      }
      if (p.relic) ships.appendChild(h("span", { class: "tb-chip tb-chip-relic", text: "Relic Ship", title: "flies the Relic Ship" }));
      e.appendChild(ships);
      if (p.cards.length) {
        const cards = h("div", { class: "tb-hand" });
        for (const c of p.cards) cards.appendChild(h("span", { class: `tb-handcard${c.used ? " tb-used" : ""}`, text: c.name, title: `${c.name}: ${c.power}${c.used ? " (used this turn)" : ""}` }));
        e.appendChild(cards);
      }
      const bd = L.groupBreakdown(p.breakdown ?? []);
      if (bd.length) {
        const list = h("ul", { class: "tb-breakdown" });
        for (const g of bd) {
          const li = h("li", {}, [h("span", { class: "tb-bd-source", text: g.source }), h("span", { class: "tb-bd-points", text: `+${g.points}` })]);
          const details = h("span", { class: "tb-bd-details" });
          for (const it of g.items) details.appendChild(h("span", { class: "tb-bd-item", text: it.points === 1 ? it.detail : `${it.detail} ${it.points}` }));
          li.appendChild(details);
          list.appendChild(li);
        }
        e.appendChild(list);
      }
      players.appendChild(e);
    }
  }

  function drawTech() {
    const m = vm();
    tech.replaceChildren();
    const claims = L.legalTargets(legal(), "claim");
    tech.appendChild(
      h("div", { class: "tb-tech-head" }, [
        h("span", { class: "tb-tech-title", text: "Alien tech" }),
        h("span", { class: "tb-pile", title: "cards left in the draw pile" }, [h("b", { text: m.deck_count ?? 0 }), h("span", { text: " in the deck" })]),
        h("span", { class: "tb-pile", title: "cards in the discard pile" }, [h("b", { text: m.discard_count ?? 0 }), h("span", { text: " discarded" })]),
      ])
    );
    const row = h("div", { class: "tb-tech-row" });
    (m.display ?? []).forEach((c, i) => {
      const card = h("article", { class: "tb-card", testid: `card-${c.id}`, attrs: { "data-index": String(i) } });
      card.appendChild(h("div", { class: "tb-card-name", text: c.name }));
      card.appendChild(h("div", { class: "tb-card-power", text: c.power }));
      if (c.discard && c.discard !== "none") card.appendChild(h("div", { class: "tb-card-discard" }, [h("b", { text: "Discard: " }), h("span", { text: c.discard })]));
      if (c.vp) card.appendChild(h("div", { class: "tb-card-vp", text: `${c.vp} VP` }));
      if (claims.has(c.id) && interactive()) {
        card.classList.add("tb-legal");
        clickable(card, () => send({ type: "act", action: `claim ${c.id}` }), `Claim ${c.name}: ${c.power}`);
      }
      row.appendChild(card);
    });
    tech.appendChild(row);
  }

  function draw() {
    talk.beginDraw(root, !!vm().over);
    drawHead();
    drawConsole();
    drawStage();
    drawPlayers();
    drawTech();
    applySelection();
  }

  // --- scaling the stage to the width available ---------------------------------------------------
  function fit() {
    const s = L.stageScale(stageWrap.clientWidth, STAGE.width, 1.2);
    stage.style.transform = `scale(${s})`;
    stage.style.left = `${Math.max(0, (stageWrap.clientWidth - STAGE.width * s) / 2)}px`;
    stageWrap.style.height = `${STAGE.height * s}px`;
    placeFacilities();
  }
  let fitFrame = 0;
  let fittedWidth = -1;
  // fit in the next frame: changing the wrap's height inside the observer's callback would loop
  const resize =
    typeof ResizeObserver === "function"
      ? new ResizeObserver(() => {
          if (stageWrap.clientWidth === fittedWidth) return;
          cancelAnimationFrame(fitFrame);
          fitFrame = requestAnimationFrame(() => {
            fittedWidth = stageWrap.clientWidth;
            fit();
          });
        })
      : null;
  resize?.observe(stageWrap);

  // --- listening to Python -----------------------------------------------------------------------
  // after a move, focus stays where it was or goes to the next sensible stop: a die, the roll, an action
  const NEXT = ["die-0", "chance"];
  const redraw = () => {
    selected = [];
    talk.forget();
    focus.around(() => {
      draw();
      hint();
    }, [...NEXT, ...(vm().actions ?? []).map((a) => L.actionTestId(a.action)), "undo"]);
  };
  talk.follow(redraw, () => focus.around(drawHead, ["undo", "redo", ...NEXT]));

  draw();
  hint();
  fit();

  return () => {
    talk.close();
    if (fitFrame) cancelAnimationFrame(fitFrame);
    resize?.disconnect();
    root.remove();
  };
}

export default { render };

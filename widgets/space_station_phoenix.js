// The Space Station Phoenix table view: an anywidget ES module (plain ESM, JSDoc types, no build step).
//
// anywidget imports this file from a blob: URL, where a relative import cannot be resolved. The pure
// helpers (what a click selects or plays, the marks of our design) live in space_station_phoenix_layout.js,
// and what every table shares (elements, the conversation with Python) in table_kit.js; node tests both.
// The Python side sends their text as the synced traits `layout_esm` and `kit_esm`, and render() imports them.

/** @type {typeof import("./space_station_phoenix_layout.js")} */
let L;
/** @typedef {ReturnType<typeof import("./table_kit.js").elements>} Elements */
/** @type {Elements["h"]} */
let h;
/** @type {Elements["chip"]} */
let chip;
/** @type {Elements["ownerMark"]} */
let ownerMark;
/** @type {Elements["lastMove"]} */
let lastMove;

/** Import a module Python sends as text (a blob: URL cannot import relative paths). @param {string} source */
async function importText(source) {
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  try {
    return await import(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

// ---------------------------------------------------------------------------------------------
// The view draws the synced `model` (see tablebook/views/space_station_phoenix_model.py); the intents
// it sends and the traits it follows are those of table_kit.js.

/**
 * @typedef {import("./space_station_phoenix_layout.js").Move} Move
 * @typedef {{key: string, verb: string, ship: string | null, label: string, target_kind: string | null}} Pick
 * @typedef {{field: string, name: string, value: number}} Stat
 * @typedef {{id: string, name: string, type: string, type_name: string, level: number, neutral: boolean, owner: string | null,
 *            gems: number, used: boolean, user: string | null, token: string | null, stats: Stat[], designed: Record<string, string>}} Ship
 * @typedef {{income: string | null, resident: string | null, fresh: boolean}} Quarter
 * @typedef {{id: string, colour: string, level: number, cost: number, quarters: Quarter[], text: string, works: boolean,
 *            designed: Record<string, string>}} Sector
 * @typedef {{id: string, text: string, basic: boolean, back: Record<string, number>, quarters: Quarter[],
 *            not_implemented: boolean, compensation: number, designed: Record<string, string>}} Hub
 * @typedef {{seat: number, colour: string, name: string, letter: string, gems: number, res: Record<string, number>,
 *            points: number, score: number, breakdown: {source: string, detail: string, points: number}[], hub: Hub | null,
 *            hub_offer: Hub[], wings: {colour: string, built: boolean, sectors: (Sector | null)[]}[], wing_count: number,
 *            sectors: number, residents: Record<string, number>, diplomacy: Record<string, number>, ships: Ship[],
 *            neutral_token: string | null, active: boolean, deciding: boolean, acting: boolean, viewer: boolean}} Player
 * @typedef {{id: string, name: string, levels: {level: number, cost: number, bonus: string}[],
 *            markers: {colour: string, level: number}[], designed: Record<string, string>}} Track
 * @typedef {{title: string, active: string | null, setup: boolean, decider: string | null, deciders: string[], acting: string | null,
 *            viewer: number | null, viewer_name: string, your_turn: boolean, now: string, status: string, over: boolean,
 *            winners: string[], trigger: string | null, computers?: Record<string, string>, computer_turn?: string,
 *            pending: {kind: string, seats: string[], pool?: Record<string, number>, capacity?: number, rerolls?: number,
 *                      dice?: number, track?: string, tops?: Record<string, number>, left?: number} | null,
 *            players: Player[], neutral: Ship[], draft: Ship[], market: Sector[],
 *            diplomacy: {tracks: Track[], levels: number, designed: Record<string, string>, rule: string},
 *            score_track: {end: number, markers: {colour: string, points: number}[]},
 *            supply: {aliens: Record<string, number>, aliens_left: number, end_at: number, terra: number},
 *            legal: string[], moves: Move[], picks: Pick[],
 *            probes: Record<string, string>, legend: string, rules: Record<string, string>,
 *            last: {action: string, narration: string, rule: string | null} | null}} ViewModel
 * @typedef {import("./table_kit.js").AnyModel} AnyModel
 */

/** Colours of what is not a seat: the residents' species, the Sectors' wings, the neutral ships. */
const THING_COLOURS = /** @type {Record<string, string>} */ ({
  teal: "#23b5a8", brown: "#a0693a", pink: "#e47fc0", gold: "#e0b42a", human: "#d7dee8", neutral: "#8a93a6",
});
const RESIDENT_NAMES = /** @type {Record<string, string>} */ ({
  teal: "teal Alien (Turkanshee)", brown: "brown Alien (Zonri)", pink: "pink Alien (Ensaroo)", gold: "gold Alien (Whijinga)", human: "Human",
});
const FACE_GLYPHS = /** @type {Record<string, string>} */ ({ food: "F", water: "W", metal: "M", human: "H" });

/**
 * @param {{model: AnyModel, el: HTMLElement}} ctx
 * @returns {Promise<() => void>}
 */
async function render({ model, el }) {
  const [kit, layout] = await Promise.all([importText(model.get("kit_esm")), importText(model.get("layout_esm"))]);
  L = layout;
  const seats = /** @type {Record<string, string>} */ (kit.PALETTE["space-station-phoenix"]);
  ({ h, chip, ownerMark, lastMove } = kit.elements({ ...THING_COLOURS, ...seats }));
  const root = h("div", { class: "tb-ssp" });
  const head = h("header", { class: "tb-head" });
  const consoleBox = h("section", { class: "tb-console", attrs: { "aria-label": "Decisions" } });
  const stations = h("div", { class: "tb-stations" });
  const board = h("section", { class: "tb-board", attrs: { "aria-label": "Diplomacy board, score track, supply and display" } });
  const message = h("div", { class: "tb-message", testid: "message", attrs: { "aria-live": "polite" } });
  // the keyboard's order: the decision first, then the stations and fleets, then the board
  const main = h("div", { class: "tb-main" }, [consoleBox, stations, board]);
  root.append(head, main);
  el.appendChild(root);
  const talk = kit.conversation(model, message, h);
  const { interactive, say, askWhy, cancelHover, clickable, explainable } = talk;
  const focus = kit.focusKeeper(root);

  /** @type {string | null} the selected pick (a ship's "VERB SHIP", or a kind of resident) */
  let selected = null;

  const vm = () => /** @type {ViewModel} */ (model.get("model") ?? {});
  const pickOf = (/** @type {string | null} */ key) => (vm().picks ?? []).find((p) => p.key === key) ?? null;
  const player = (/** @type {string | null | undefined} */ colour) => (vm().players ?? []).find((p) => p.colour === colour);
  const seatName = (/** @type {string | null | undefined} */ colour) => (colour ? colour[0].toUpperCase() + colour.slice(1) : "");

  function hint() {
    const m = vm();
    const pick = pickOf(selected);
    if (m.over) say(m.status ?? "The game is over.", "hint");
    else if (!interactive()) say("Replaying a game: the table follows the stepper.", "hint");
    else if (talk.computerTurn()) say(talk.computerTurn(), "hint");
    else if (m.decider === "chance") say("The Expedition dice are rolled next: press Roll.", "hint");
    else if (!m.your_turn && m.computers && m.now) say(m.now, "hint");
    else if (!m.your_turn) say(`Waiting for ${m.deciders.map(seatName).join(" and ")}: the table clicks for ${m.viewer_name}.`, "hint");
    else if (pick) say(`${pick.label}: ${pick.target_kind ? `click a highlighted ${pick.target_kind === "ship" ? "ship" : pick.target_kind === "track" ? "Diplomacy track" : "Sector"}` : "press its button"}. Hover any other to ask why not.`, "hint");
    else if ((m.picks ?? []).some((p) => p.ship)) say(`${seatName(m.acting)}: click a ship (highlighted ones can act), then its target — or one of the buttons.`, "hint");
    else say(`${seatName(m.acting)}: ${m.now}.`, "hint");
  }

  // --- intents ---------------------------------------------------------------------------------
  /** A click on something that may be a target: play it (or say why not); false if it is no target now. @param {string} target */
  function clickTarget(target) {
    if (!interactive()) return false;
    cancelHover();
    const m = vm();
    const direct = L.targetsOf(m.moves ?? [], null).get(target);
    if (selected && pickOf(selected)?.target_kind === L.targetKind(target)) talk.attempt(L.actionFor(selected, target));
    else if (direct) talk.attempt(direct);
    else return false;
    return true;
  }

  /** @param {string} target */
  function hoverTarget(target) {
    const m = vm();
    const direct = L.targetsOf(m.moves ?? [], null).get(target);
    if (selected && pickOf(selected)?.target_kind === L.targetKind(target)) talk.hover(L.actionFor(selected, target));
    else if (direct) talk.hover(direct);
    else if (L.targetKind(target) === "ship" && m.probes?.[L.targetId(target)] && !selected) talk.hover(m.probes[L.targetId(target)]);
    else cancelHover();
  }

  /** @param {Ship} ship */
  function clickShip(ship) {
    if (!interactive()) return;
    const target = `ship:${ship.id}`;
    if (clickTarget(target)) return;
    const mine = L.picksOfShip(vm().picks ?? [], ship.id);
    if (mine.length) select(mine.includes(selected ?? "") ? null : mine[0]);
    else if (vm().probes?.[ship.id]) askWhy(vm().probes[ship.id]);
    else say(`${ship.name}: ${statLine(ship)}`, "info");
  }

  /** @param {string | null} key */
  function select(key) {
    selected = key;
    talk.forget();
    const first = key ? [...L.targetsOf(vm().moves ?? [], key).keys()][0] : null;
    focus.next(key ? (first ? L.testId(first) : pickButtonId(key)) : null);
    focus.around(draw);
    hint();
  }

  const pickButtonId = (/** @type {string} */ key) => L.actionTestId(key);

  // --- pieces ----------------------------------------------------------------------------------
  /** @param {Record<string, string>} designed @param {Record<string, string>} [words] */
  function designMark(designed, words) {
    const title = L.designTitle(designed ?? {}, words);
    return title ? h("span", { class: "tb-designed", text: L.DESIGN_MARK, title, attrs: { "aria-label": title } }) : null;
  }

  /** @param {string | null} kind @param {boolean} [fresh] */
  function resident(kind, fresh = false) {
    if (!kind) return h("span", { class: "tb-res tb-res-empty", text: "" });
    const words = `${RESIDENT_NAMES[kind] ?? kind}${fresh ? " (arrived this turn: works from the next)" : ""}`;
    return h("span", { class: `tb-res ${fresh ? "tb-fresh" : ""}`.trim(), text: L.residentLetter(kind), colour: kind, title: words, attrs: { "aria-label": words } });
  }

  /** @param {Ship} ship */
  function statLine(ship) {
    return ship.stats.map((s) => `${s.name} ${s.value}${ship.designed[s.field] ? ` ${L.DESIGN_MARK}` : ""}`).join(", ");
  }

  /** @param {Ship} ship @param {{targets: Map<string, string>, direct: Map<string, string>}} live */
  function shipEl(ship, live) {
    const m = vm();
    const target = `ship:${ship.id}`;
    const picks = L.picksOfShip(m.picks ?? [], ship.id);
    const isTarget = live.targets.has(target) || live.direct.has(target);
    const cls = ["tb-ship", ship.neutral ? "tb-ship-neutral" : "", ship.used ? "tb-used" : "", picks.length ? "tb-usable" : "",
      picks.includes(selected ?? "") ? "tb-selected" : "", isTarget ? "tb-target" : ""];
    const e = h("div", { class: cls.filter(Boolean).join(" "), colour: ship.owner ?? "neutral", testid: L.testId(target), title: `${ship.name}: ${statLine(ship)}${ship.used ? ` — used: ${ship.gems} GEMs on it` : ""}` });
    e.appendChild(h("div", { class: "tb-ship-band" }, [
      ship.owner ? ownerMark(ship.owner, { cls: "tb-ship-owner", label: `${seatName(ship.owner)}'s ship` }) : h("span", { class: "tb-owner tb-ship-owner", text: "N", colour: "neutral", title: "neutral ship: no owner, no fee" }),
      h("span", { class: "tb-ship-level", text: `L${ship.level}` }),
      h("span", { class: "tb-ship-type", text: ship.type_name }),
      designMark(Object.fromEntries(Object.entries(ship.designed).filter(([f]) => f === "type" || f === "level"))),
    ]));
    const stats = h("div", { class: "tb-ship-stats" });
    for (const s of ship.stats) {
      if (s.field === "fee" && ship.neutral) continue;
      stats.appendChild(h("span", { class: `tb-stat tb-stat-${s.field}`, title: s.name }, [h("b", { text: s.value }), h("span", { text: ` ${short(s.field)}` }), designMark(ship.designed[s.field] ? { [s.field]: ship.designed[s.field] } : {}, { [s.field]: s.name })]));
    }
    e.appendChild(stats);
    if (ship.used || ship.token) {
      const on = h("div", { class: "tb-ship-on" });
      if (ship.used) on.appendChild(h("span", { class: "tb-gems-on", text: `◆ ${ship.gems}`, title: `${ship.gems} GEMs on the ship: used until its ${ship.owner ? "owner's" : "user's"} Income` }));
      if (ship.user) on.appendChild(ownerMark(ship.user, { cls: "tb-user", label: `used by ${seatName(ship.user)}` }));
      if (ship.token) on.appendChild(h("span", { class: "tb-token", title: `${seatName(ship.token)}'s Neutral Ship token` }, [ownerMark(ship.token, { label: `${seatName(ship.token)}'s Neutral Ship token` }), h("span", { text: "token" })]));
      e.appendChild(on);
    }
    e.setAttribute("aria-pressed", String(picks.includes(selected ?? "")));
    clickable(e, () => clickShip(ship), `${ship.name}${ship.used ? `, used (${ship.gems} GEMs)` : ", unused"}${isTarget ? ", a target" : ""}`);
    explainable(e, () => hoverTarget(target));
    return e;
  }

  /** @param {string} field */
  function short(field) {
    return /** @type {Record<string, string>} */ ({ cost: "cost", fee: "fee", metal: "metal", extra_metal: "+metal", discount: "−metal", transactions: "deals", duration: "dice", capacity: "keep", tracks: "tracks", food: "food", water: "water" })[field] ?? field;
  }

  /** @param {Quarter[]} quarters */
  function quartersEl(quarters) {
    const row = h("div", { class: "tb-quarters" });
    for (const q of quarters) {
      const words = `${q.income ? `income ${q.income}` : "no income"}${q.resident ? `, ${RESIDENT_NAMES[q.resident]}` : ", empty"}`;
      row.appendChild(h("span", { class: `tb-quarter ${q.income ? "tb-quarter-income" : ""}`.trim(), title: words }, [
        h("span", { class: "tb-income", text: L.incomeGlyph(q.income) }),
        resident(q.resident, q.fresh),
      ]));
    }
    return row;
  }

  /** @param {Sector} s @param {{targets: Map<string, string>, direct: Map<string, string>}} live @param {boolean} built */
  function sectorEl(s, live, built) {
    const target = `sector:${s.id}`;
    const isTarget = live.targets.has(target) || live.direct.has(target);
    const band = L.sectorBand(s);
    const e = h("div", { class: `tb-sector ${isTarget ? "tb-target" : ""} ${built && !s.works ? "tb-idle" : ""}`.replace(/ +/g, " ").trim(), colour: s.colour, testid: L.testId(target), title: `Sector ${s.id} (${s.colour}, Level ${s.level}): ${s.text}${built ? (s.works ? " — its ability works" : " — its ability needs a resident on its rightmost quarter") : ""}` }, [
      h("div", { class: "tb-sector-band" }, [
        h("span", { class: "tb-sector-colour", text: band.letter, title: band.words, attrs: { "aria-label": band.words } }),
        h("span", { class: "tb-sector-place", text: band.place }),
        h("span", { class: "tb-sector-cost", title: "metal to build" }, [h("span", { text: band.cost }), designMark(s.designed.cost ? { cost: s.designed.cost } : {}, { cost: "cost" })]),
      ]),
      quartersEl(s.quarters),
      h("div", { class: "tb-sector-text" }, [h("span", { text: s.text }), designMark(Object.fromEntries(Object.entries(s.designed).filter(([f]) => f !== "cost")))]),
    ]);
    if (interactive() && (isTarget || selected)) {
      clickable(e, () => clickTarget(target) || say(`Sector ${s.id}: ${s.text}`, "info"), `Sector ${s.id}, ${s.colour} Level ${s.level}${isTarget ? ", a target" : ""}`);
      explainable(e, () => hoverTarget(target));
    }
    return e;
  }

  /** @param {Player} p @param {{targets: Map<string, string>, direct: Map<string, string>}} live */
  function hubEl(p, live) {
    const hub = p.hub;
    const box = h("div", { class: "tb-hub", colour: p.colour });
    if (!hub) {
      box.appendChild(h("div", { class: "tb-hub-name", text: p.hub_offer.length ? "Hub: one of two to keep" : "Hub: not chosen yet" }));
      for (const offer of p.hub_offer) {
        const target = `hub:${offer.id}`;
        const b = h("button", { class: `tb-btn tb-hub-offer ${live.direct.has(target) ? "tb-target" : ""}`.trim(), testid: L.testId(target), title: `Hub ${offer.id}: ${offer.text}`, attrs: { type: "button", "aria-label": `Keep Hub ${offer.id}: ${offer.text}` } }, [
          h("b", { text: `Hub ${offer.id}` }), h("span", { class: "tb-hub-text", text: offer.text }), hubBack(offer),
        ]);
        b.addEventListener("click", () => clickTarget(target) || askWhy(`hub ${offer.id}`));
        explainable(b, () => hoverTarget(target));
        box.appendChild(b);
      }
      return box;
    }
    const target = "sector:hub";
    const mine = p.acting && (live.targets.has(target) || live.direct.has(target));
    box.appendChild(h("div", { class: "tb-hub-name" }, [h("b", { text: `Hub ${hub.id}` }), h("span", { class: "tb-muted", text: hub.basic ? " basic" : " advanced" })]));
    box.appendChild(h("div", { class: "tb-hub-text", text: hub.text + (hub.not_implemented ? " (not yet implemented: shown only)" : "") }));
    if (hub.quarters.length) {
      const q = quartersEl(hub.quarters);
      if (mine) {
        q.classList.add("tb-target");
        q.dataset.testid = "sector-hub";
        clickable(q, () => clickTarget(target), "the Hub's living quarters, a target");
        explainable(q, () => hoverTarget(target));
      }
      box.appendChild(q);
    }
    box.appendChild(hubBack(hub));
    return box;
  }

  /** What a Hub's back gives at the start, with the turn-order compensation. @param {Hub} hub */
  function hubBack(hub) {
    const back = hub.back;
    return h("div", { class: "tb-hub-back", title: "the Hub's back: starting GEMs, resources and Diplomacy steps" }, [
      h("span", { text: `start: ${back.gems} GEMs, ${back.food}F ${back.water}W ${back.metal}M, ${back.steps} step${back.steps === 1 ? "" : "s"}; +${hub.compensation} GEMs for turn order` }),
      designMark(hub.designed, { back: "the Hub's back", compensation: "turn-order compensation" }),
    ]);
  }

  // --- drawing ---------------------------------------------------------------------------------
  function drawHead() {
    const m = vm();
    head.replaceChildren();
    head.appendChild(h("div", { class: "tb-title" }, [h("span", { text: m.title ?? "Space Station Phoenix" }), h("span", { class: "tb-viewer", text: `clicks for: ${m.viewer_name ?? "—"}` })]));
    const status = h("div", { class: "tb-status", testid: "status" }, [h("span", { class: "tb-now", text: m.over ? m.status : m.now })]);
    if (!m.over && m.decider === "chance") status.appendChild(chip("chance decides", "tb-chip-chance"));
    for (const c of m.deciders ?? []) {
      const who = `${seatName(c)} decides${c === m.acting ? " (your clicks)" : ""}`;
      status.appendChild(h("span", { class: `tb-decider ${c === m.acting ? "tb-acting" : ""}`.trim(), testid: `decider-${c}`, title: who }, [ownerMark(c, { label: who }), h("span", { text: `${seatName(c)} decides` })]));
    }
    if (m.trigger) status.appendChild(chip(`end triggered: ${m.trigger}`, "tb-chip-end"));
    head.appendChild(status);
    head.appendChild(talk.controls());
  }

  function live() {
    const moves = vm().moves ?? [];
    return { targets: selected ? L.targetsOf(moves, selected) : new Map(), direct: L.targetsOf(moves, null) };
  }

  function drawStations() {
    const m = vm();
    const lv = live();
    stations.replaceChildren();
    for (const p of m.players ?? []) {
      const cls = ["tb-station", p.deciding ? "tb-deciding" : "", p.acting ? "tb-station-acting" : "", p.active ? "tb-station-active" : ""];
      const panel = h("section", { class: cls.filter(Boolean).join(" "), testid: `station-${p.seat}`, colour: p.colour, attrs: { "aria-label": `${p.name}'s station` } });
      const computer = m.computers?.[p.name];
      const score = h("span", { class: "tb-stat tb-stat-vp", text: `${p.score}${m.over ? " points" : " if it ended now"}`, title: p.breakdown.map((i) => `${i.source} (${i.detail}): ${i.points}`).join("\n") || "nothing yet" });
      panel.appendChild(h("header", { class: "tb-station-head" }, [
        ownerMark(p.colour, { cls: "tb-seat", label: `${p.name}'s seat` }),
        h("span", { class: "tb-station-name", text: `${p.name}${p.viewer ? " (you)" : ""}${computer ? ` (computer: ${computer})` : ""}` }),
        p.active ? chip("their turn", "tb-chip-turn") : null,
        p.deciding ? chip(p.acting ? "decides: your clicks" : "decides", "tb-chip-decides") : null,
        h("span", { class: "tb-stats" }, [
          h("span", { class: "tb-stat tb-stat-gems", text: `◆ ${p.gems}`, title: `${p.gems} GEMs` }),
          h("span", { class: "tb-stat", text: `F ${p.res.food}`, title: `${p.res.food} food` }),
          h("span", { class: "tb-stat", text: `W ${p.res.water}`, title: `${p.res.water} water` }),
          h("span", { class: "tb-stat", text: `M ${p.res.metal}`, title: `${p.res.metal} metal` }),
          h("span", { class: "tb-stat tb-stat-points", text: `★ ${p.points}`, title: `${p.points} points on the score track` }),
          score,
        ]),
      ]));
      const body = h("div", { class: "tb-station-body" }, [hubEl(p, lv)]);
      const wings = h("div", { class: "tb-wings" });
      for (const w of p.wings) {
        const wing = h("div", { class: `tb-wing ${w.built ? "" : "tb-wing-empty"}`.trim(), colour: w.colour, title: `${w.colour} wing${w.built ? "" : " (not started)"}` });
        w.sectors.forEach((s, i) => wing.appendChild(s ? sectorEl(s, lv, true) : h("div", { class: "tb-slot", text: `L${i + 1}` })));
        wings.appendChild(wing);
      }
      body.appendChild(wings);
      panel.appendChild(body);
      const fleet = h("div", { class: "tb-fleet", attrs: { "aria-label": `${p.name}'s fleet` } });
      for (const ship of p.ships) fleet.appendChild(shipEl(ship, lv));
      panel.appendChild(fleet);
      stations.appendChild(panel);
    }
  }

  function drawBoard() {
    const m = vm();
    const lv = live();
    board.replaceChildren();
    // the Diplomacy board: four tracks, start space and five levels, each row with its lobbying cost
    const dip = h("div", { class: "tb-diplomacy", testid: "diplomacy" });
    dip.appendChild(h("div", { class: "tb-board-title" }, [h("span", { text: "Diplomacy" }), designMark(m.diplomacy.designed, { cost: "lobbying costs" })]));
    const grid = h("div", { class: "tb-dip-grid" });
    grid.style.setProperty("--tb-tracks", String(m.diplomacy.tracks.length));
    grid.appendChild(h("span", { class: "tb-dip-corner", text: "level · cost" }));
    for (const t of m.diplomacy.tracks) {
      const target = `track:${t.id}`;
      const isTarget = lv.targets.has(target) || lv.direct.has(target);
      const th = h("div", { class: `tb-dip-head ${isTarget ? "tb-target" : ""}`.trim(), testid: L.testId(target), title: `the ${t.name} track: rewarded after every ${t.name} ship action` }, [h("span", { text: t.name }), designMark(t.designed, { bonus: "bonuses" })]);
      if (interactive() && (isTarget || selected)) {
        clickable(th, () => clickTarget(target) || say(`${t.name} track`, "info"), `${t.name} track${isTarget ? ", a target" : ""}`);
        explainable(th, () => hoverTarget(target));
      }
      grid.appendChild(th);
    }
    for (let level = m.diplomacy.levels; level >= 0; level--) {
      const row = m.diplomacy.tracks[0].levels[level - 1];
      grid.appendChild(h("span", { class: "tb-dip-level", text: level ? `${level} · ${row.cost}◆` : "start" }));
      for (const t of m.diplomacy.tracks) {
        const spec = t.levels[level - 1];
        const cell = h("div", { class: `tb-dip-cell ${level >= 4 ? "tb-dip-two" : ""}`.trim(), title: level ? `${t.name} level ${level}: ${spec.bonus}` : "start space" }, [h("span", { class: "tb-dip-bonus", text: level ? spec.bonus : "" })]);
        const here = t.markers.filter((x) => x.level === level);
        if (here.length) cell.appendChild(h("span", { class: "tb-dip-markers" }, here.map((x) => ownerMark(x.colour, { label: `${seatName(x.colour)} on ${t.name} level ${level}` }))));
        grid.appendChild(cell);
      }
    }
    dip.appendChild(grid);
    board.appendChild(dip);

    // the score track, 0 to the end's 40
    const end = m.score_track.end;
    const track = h("div", { class: "tb-score", testid: "score-track", title: `score track: the game ends when a player reaches ${end}` }, [h("span", { class: "tb-board-title", text: `Score track (ends at ${end})` })]);
    const spaces = h("div", { class: "tb-score-spaces" });
    const stacks = L.stackByPoints(m.score_track.markers.map((x) => ({ colour: x.colour, points: L.scoreSpace(x.points, end) })));
    for (let i = 0; i <= end; i++) {
      const space = h("span", { class: `tb-space ${i % 5 === 0 ? "tb-space-five" : ""}`.trim(), text: i % 5 === 0 ? String(i) : "" });
      for (const c of stacks.get(i) ?? []) space.appendChild(ownerMark(c, { cls: "tb-score-marker", label: `${seatName(c)}: ${player(c)?.points ?? 0} points` }));
      spaces.appendChild(space);
    }
    track.appendChild(spaces);
    board.appendChild(track);

    // the supply of Aliens and Terra's Humans
    const sup = m.supply;
    const supply = h("div", { class: "tb-supply", testid: "supply" }, [h("span", { class: "tb-board-title", text: "Supply" })]);
    for (const [kind, n] of Object.entries(sup.aliens)) supply.appendChild(h("span", { class: "tb-supply-item", title: `${n} ${RESIDENT_NAMES[kind]}s left` }, [resident(kind), h("b", { text: n })]));
    supply.appendChild(h("span", { class: "tb-supply-left", text: `${sup.aliens_left} Aliens left (the game ends at ${sup.end_at} or fewer)` }));
    supply.appendChild(h("span", { class: "tb-terra", title: `${sup.terra} Humans left on Terra` }, [h("span", { text: "Terra" }), resident("human"), h("b", { text: sup.terra })]));
    board.appendChild(supply);

    const row = (/** @type {string} */ title, /** @type {HTMLElement[]} */ items, /** @type {string} */ testid) =>
      h("div", { class: "tb-row", testid }, [h("span", { class: "tb-board-title", text: title }), h("div", { class: "tb-row-items" }, items)]);
    board.appendChild(row("Neutral ships", m.neutral.map((s) => shipEl(s, lv)), "neutral"));
    if (m.draft.length) board.appendChild(row("Ships to draft", m.draft.map((s) => shipEl(s, lv)), "draft"));
    const display = h("div", { class: "tb-market", testid: "market" }, [h("span", { class: "tb-board-title", text: "Sectors on display" })]);
    for (const level of [1, 2, 3]) {
      const these = m.market.filter((s) => s.level === level);
      if (these.length) display.appendChild(h("div", { class: "tb-market-row" }, these.map((s) => sectorEl(s, lv, false))));
    }
    board.appendChild(display);
  }

  function drawConsole() {
    const m = vm();
    consoleBox.replaceChildren();
    if (m.over) {
      const final = h("div", { class: "tb-final" });
      for (const p of [...m.players].sort((a, b) => b.score - a.score)) final.appendChild(h("span", { class: "tb-final-item", colour: p.colour }, [ownerMark(p.colour), h("span", { text: p.name }), h("b", { text: `${p.score}` })]));
      consoleBox.appendChild(final);
    }
    const pend = m.pending;
    if (pend?.kind === "reward" && pend.tops) {
      const box = h("div", { class: "tb-pending", testid: "rewards" }, [h("div", { class: "tb-group-title", text: `${pend.track} Diplomacy rewards: each seat chooses` })]);
      for (const [c, top] of Object.entries(pend.tops)) {
        if (!top) continue;
        const still = pend.seats.includes(c);
        box.appendChild(h("div", { class: `tb-reward-seat ${c === m.acting ? "tb-acting" : ""}`.trim() }, [ownerMark(c), h("span", { text: `${seatName(c)}: up to level ${top}${still ? (c === m.acting ? " — your clicks" : " — to choose") : " — chosen"}` })]));
      }
      consoleBox.appendChild(box);
    }
    if (pend?.kind === "keep" && pend.pool) {
      const lv = live();
      const dice = h("div", { class: "tb-dice", testid: "dice" });
      L.poolDice(pend.pool).forEach((face, i) => {
        const target = `die:${face}`;
        const isTarget = lv.direct.has(target);
        const d = h("span", { class: `tb-die tb-die-${face} ${isTarget ? "tb-target" : ""}`.trim(), text: FACE_GLYPHS[face], testid: `die-${i}`, title: `a die showing ${face}` });
        d.dataset.key = `die-${i}`;
        if (isTarget) {
          clickable(d, () => clickTarget(target), `keep a ${face} die`);
          explainable(d, () => hoverTarget(target));
        }
        dice.appendChild(d);
      });
      consoleBox.appendChild(h("div", { class: "tb-pending" }, [h("div", { class: "tb-group-title", text: `Expedition dice: keep up to ${pend.capacity} more${pend.rerolls ? `, ${pend.rerolls} reroll(s) left` : ""}` }), dice]));
    }
    if (pend?.kind === "transaction") consoleBox.appendChild(h("div", { class: "tb-group-title", text: `Transport transactions: ${pend.left} left (${pend.made} made)` }));
    const roll = m.decider === "chance" ? talk.chanceButton(`Roll ${pend?.dice ?? ""} Expedition dice`, m.now) : null;
    if (roll) consoleBox.appendChild(roll);
    if (interactive()) {
      const moves = m.moves ?? [];
      const others = (m.picks ?? []).filter((p) => !p.ship);
      if (others.length) {
        const box = h("div", { class: "tb-group" }, [h("div", { class: "tb-group-title", text: "Choose what to place, then a highlighted Sector" })]);
        const list = h("div", { class: "tb-actions" });
        for (const p of others) {
          const b = h("button", { class: `tb-btn tb-btn-pick ${selected === p.key ? "tb-hot" : ""}`.trim(), text: p.label, testid: pickButtonId(p.key), attrs: { type: "button", "aria-pressed": String(selected === p.key) } });
          b.addEventListener("click", () => select(L.togglePick(selected, p.key)));
          list.appendChild(b);
        }
        box.appendChild(list);
        consoleBox.appendChild(box);
      }
      const pick = pickOf(selected);
      if (pick) {
        const box = h("div", { class: "tb-group tb-group-pick" }, [h("div", { class: "tb-group-title", text: `Selected: ${pick.label}` })]);
        const list = h("div", { class: "tb-actions" });
        for (const mv of L.buttonsOf(moves, selected)) list.appendChild(actionButton(mv));
        for (const [, action] of L.targetsOf(moves, selected)) {
          const mv = moves.find((x) => x.action === action);
          if (mv) list.appendChild(actionButton(mv, "tb-btn-alt"));
        }
        const cancel = h("button", { class: "tb-btn tb-btn-quiet", text: "Cancel", testid: "cancel-pick", attrs: { type: "button" } });
        cancel.addEventListener("click", () => select(null));
        box.append(list, cancel);
        consoleBox.appendChild(box);
      }
      const free = L.buttonsOf(moves, null);
      const direct = [...L.targetsOf(moves, null).values()].map((a) => moves.find((x) => x.action === a)).filter((x) => x !== undefined);
      if (free.length || direct.length) {
        const box = h("div", { class: "tb-group" }, [h("div", { class: "tb-group-title", text: (m.picks ?? []).some((p) => p.ship) ? "Or" : "Choose" })]);
        const list = h("div", { class: "tb-actions" });
        for (const mv of free) list.appendChild(actionButton(mv));
        for (const mv of direct) list.appendChild(actionButton(/** @type {Move} */ (mv), "tb-btn-alt"));
        box.appendChild(list);
        consoleBox.appendChild(box);
      }
    }
    if (m.last) consoleBox.appendChild(lastMove(m.last));
    consoleBox.appendChild(message);
    consoleBox.appendChild(h("div", { class: "tb-legend", testid: "legend" }, [
      h("div", {}, [h("span", { class: "tb-designed", text: L.DESIGN_MARK }), h("span", { text: ` ${m.legend.replace(/^◇ /, "")}` })]),
      h("div", { text: "Residents: T teal, B brown, P pink, G gold Aliens, H Humans (a dashed ring: arrived this turn). Sectors: T teal, B brown, P pink on the colour band. Quarters' income: ◆ GEMs, F food, W water, M metal." }),
    ]));
  }

  /** A button that plays a move (the same for mouse and keyboard). @param {Move} mv @param {string} [cls] */
  function actionButton(mv, cls = "") {
    const b = h("button", { class: `tb-btn tb-btn-action tb-verb-${mv.verb} ${cls}`.trim(), text: mv.label, testid: L.actionTestId(mv.action), title: mv.action, attrs: { type: "button", "aria-label": mv.label } });
    b.addEventListener("click", () => talk.attempt(mv.action));
    explainable(b, () => talk.hover(mv.action));
    return b;
  }

  function draw() {
    talk.beginDraw(root, !!vm().over);
    drawHead();
    drawConsole();
    drawStations();
    drawBoard();
  }

  // --- listening to Python -----------------------------------------------------------------------
  const redraw = () => {
    // a pick stays selected only while it is still offered (a transaction after a transaction)
    if (selected && !pickOf(selected)) selected = null;
    talk.forget();
    const m = vm();
    const firstShip = (m.picks ?? []).find((p) => p.ship);
    const fallbacks = ["chance", "die-0", ...(firstShip ? [`ship-${firstShip.ship}`] : []), ...(m.moves ?? []).map((x) => L.actionTestId(x.action)), "undo"];
    focus.around(() => {
      draw();
      hint();
    }, fallbacks);
  };
  talk.follow(redraw, () => focus.around(drawHead, ["undo", "redo"]));

  draw();
  hint();

  return () => {
    talk.close();
    root.remove();
  };
}

export default { render };

// The Space Station table view: an anywidget ES module (plain ESM, JSDoc types, no build step).
//
// anywidget imports this file from a blob: URL, where a relative import cannot be resolved. The pure
// helpers (grid geometry, legal exits for a selected card) live in space_station_layout.js, and what
// every table shares (elements, the conversation with Python) in table_kit.js; node tests both. The
// Python side sends their text as the synced traits `layout_esm` and `kit_esm`, and render() imports them.

/** @type {typeof import("./space_station_layout.js")} */
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
// The view draws the synced `model` (see tablebook/views/space_station_model.py, built only from what
// the viewer may see); the intents it sends and the traits it follows are those of table_kit.js.

/**
 * @typedef {{mark: string, short: string, note: string}} Design what of a card is our design, in words
 * @typedef {{id: string, name: string, kind: string, kind_name: string, colour: string, colour_estimate: string | null,
 *            text: string, source: string, estimated: Record<string, string>, design: Design | null, event: boolean,
 *            exits: string, crew: number, rule: string}} CardInfo
 * @typedef {CardInfo & {index: number, buildable: boolean, playable: boolean}} HandCard
 * @typedef {{letter: string, dir: number, x: number, y: number, state: "linked" | "blocked" | "free" | "closed", to: string | null}} Exit
 * @typedef {CardInfo & {card: string, x: number, y: number, rot: number, entrance: number | null, parent: string | null,
 *            parent_exit: string | null, exits: Exit[], damage: {temporary: number, permanent: number}, functioning: boolean,
 *            crew_on: number, uses: number, core: boolean, immune: boolean, exterior: boolean,
 *            action: {type: string, crew: number, cost: number, often: string} | null}} Module
 * @typedef {{seat: number, short: string, name: string, colour: string, money: number, crew: number, score: number,
 *            breakdown: {source: string, detail: string, points: number}[], hand_size: number, active: boolean,
 *            first: boolean, deciding: boolean, viewer: boolean, efficiency: boolean, modules: Module[], functioning: number}} Player
 * @typedef {{kind: string, name: string, colour: string, role: string, source: string, colour_estimate: string | null,
 *            counts: number[], best: number, leaders: number[], points: number}} Majority
 * @typedef {{action: string, verb: string, label: string, card: string | null}} ActionButton
 * @typedef {{verb: string, title: string, actions: ActionButton[]}} Group
 * @typedef {{title: string, year: number, years: number, die: {value: number, last: boolean, vp: number}, active: string,
 *            decider: string | null, viewer: number | null, viewer_name: string, your_turn: boolean, now: string, computer_turn?: string, status: string,
 *            over: boolean, end: string | null, winners: string[], players: Player[], kinds: Majority[], hand: HandCard[] | null,
 *            deck_count: number, discard_count: number, discard_top: CardInfo | null, legal: string[],
 *            builds: Record<string, {module: string, exit: string, action: string, cost: number}[]>, groups: Group[],
 *            last: {action: string, narration: string, rule: string | null} | null}} ViewModel
 * @typedef {import("./table_kit.js").AnyModel} AnyModel
 */

const GRID = { cell: 104, gap: 30, pad: 46 };

/** Colours as drawn: the six module kinds and events (the seats' colours come from the kit's PALETTE). */
const KIND_COLOURS = /** @type {Record<string, string>} */ ({
  red: "#e5484d", green: "#30a46c", yellow: "#f5d90a", orange: "#f76b15", blue: "#3e8ef7", grey: "#8b8d98", event: "#9b5de5",
});

/** A small die face. @param {number} value @param {string} [cls] */
function die(value, cls = "") {
  const e = h("span", { class: `tb-die ${cls}`.trim(), attrs: { "aria-label": `year die showing ${value}` } });
  const on = new Set(L.pipCells(value));
  for (let i = 0; i < 9; i++) e.appendChild(h("span", { class: on.has(i) ? "tb-pip" : "tb-nopip" }));
  return e;
}

/** The mark of a card (wholly or partly) of our design, in words, explained on hover. @param {CardInfo} c */
function designMark(c) {
  return c.design ? h("span", { class: "tb-designed", text: c.design.mark, title: c.design.note }) : null;
}

/**
 * @param {{model: AnyModel, el: HTMLElement}} ctx
 * @returns {Promise<() => void>}
 */
async function render({ model, el }) {
  const [kit, layout] = await Promise.all([importText(model.get("kit_esm")), importText(model.get("layout_esm"))]);
  L = layout;
  const seats = /** @type {Record<string, string>} */ (kit.PALETTE["space-station"]);
  const darkInk = new Set(["yellow", ...Object.keys(seats).filter((n) => kit.inkFor(seats[n]) === kit.INK.dark)]);
  ({ h, chip, ownerMark, lastMove } = kit.elements({ ...KIND_COLOURS, ...seats }, darkInk));
  const root = h("div", { class: "tb-ss" });
  const head = h("header", { class: "tb-head" });
  const strip = h("section", { class: "tb-strip" });
  const main = h("div", { class: "tb-main" });
  const stations = h("div", { class: "tb-stations" });
  const handBox = h("section", { class: "tb-hand" });
  const consoleBox = h("section", { class: "tb-console" });
  const message = h("div", { class: "tb-message", testid: "message", attrs: { "aria-live": "polite" } });
  // the order of the keyboard: the hand, then the stations' exits, then the actions, undo and redo;
  // CSS grid places them as before (the head on top, the hand and the console beside the stations)
  main.append(handBox, stations, consoleBox);
  root.append(strip, main, head);
  el.appendChild(root);
  const talk = kit.conversation(model, message, h);
  const { interactive, legal, send, say, askWhy, cancelHover, clickable, explainable } = talk;
  const focus = kit.focusKeeper(root);

  /** @type {number | null} index of the selected hand card */
  let selected = null;

  const vm = () => /** @type {ViewModel} */ (model.get("model") ?? {});
  const selectedCard = () => (selected === null ? null : (vm().hand ?? [])[selected] ?? null);

  function hint() {
    const m = vm();
    const card = selectedCard();
    if (m.over) say(m.status ?? "The game is over.", "hint");
    else if (!interactive()) say("Replaying a game: the table follows the stepper.", "hint");
    else if (talk.computerTurn()) say(talk.computerTurn(), "hint");
    else if (m.decider === "chance") say("A card is drawn next: press Draw.", "hint");
    else if (m.viewer === null || m.viewer === undefined) say("Spectator view: hands are hidden. Set the table's viewer to a seat to play.", "hint");
    else if (!m.your_turn && m.computers && m.now) say(`${m.viewer_name}: ${m.now}.`, "hint");  // a computer player is at it
    else if (!m.your_turn) say(`${m.viewer_name}: waiting for ${m.decider ? m.decider.replace("p", "Player ") : "the others"}.`, "hint");
    else if (card && !card.event) say(`${card.name}: click a green exit of your station to build it. Hover another exit to ask why not.`, "hint");
    else if (card) say(`${card.name}: ${card.text}${card.design ? ` (${card.design.short})` : ""}`, "info", card.rule);
    else if (Object.keys(m.builds ?? {}).length) say("Choose a card of your hand, then a highlighted exit — or one of the actions.", "hint");
    else say("Choose one of the actions.", "hint");
  }

  // --- intents ---------------------------------------------------------------------------------
  /** @param {number} seat @param {Module} mod @param {Exit} ex */
  function clickExit(seat, mod, ex) {
    if (!interactive()) return;
    cancelHover();
    const m = vm();
    const card = selectedCard();
    if (seat !== m.viewer) {
      say("You can only build on your own station.", "info");
      return;
    }
    if (!card) {
      say(`The ${L.DIR_NAMES[ex.dir]} exit of ${mod.name}: choose a card of your hand first, then click an exit.`, "info");
      return;
    }
    talk.attempt(L.buildAction(card.id, mod.id, ex.letter));
  }

  /** @param {number} seat @param {Module} mod @param {Exit} ex */
  function hoverExit(seat, mod, ex) {
    const card = selectedCard();
    if (!card || seat !== vm().viewer) cancelHover();
    else talk.hover(L.buildAction(card.id, mod.id, ex.letter));
  }

  /** @param {number} i */
  function clickCard(i) {
    if (!interactive()) return;
    selected = L.toggleCard(selected, i);
    talk.forget();
    focus.around(() => {
      drawHand();
      drawStations();
      drawConsole();
    });
    const card = selectedCard();
    if (card && !card.event && !card.buildable && vm().your_turn) {
      // no legal exit: ask why, on the first free exit of the station (or the Core)
      const me = (vm().players ?? []).find((p) => p.seat === vm().viewer);
      const free = me?.modules.flatMap((mod) => mod.exits.filter((e) => e.state === "free").map((e) => [mod.id, e.letter]))[0];
      askWhy(L.buildAction(card.id, free ? free[0] : "core", free ? free[1] : "U"));
    } else hint();
  }

  // --- drawing ---------------------------------------------------------------------------------
  function drawHead() {
    const m = vm();
    head.replaceChildren();
    head.appendChild(h("div", { class: "tb-title" }, [h("span", { text: m.title ?? "Space Station" }), h("span", { class: "tb-viewer", text: `viewed by ${m.viewer_name ?? "—"}` })]));
    const yearBox = h("div", { class: `tb-year ${m.die?.last ? "tb-year-last" : ""}`, title: `Year ${m.year} of ${m.years}: colour majorities score ${m.die?.vp ?? 1} VP each at the year's end` }, [
      die(m.die?.value ?? 1),
      h("span", { class: "tb-year-text" }, [h("b", { text: `Year ${m.year ?? "–"}` }), h("span", { text: ` of ${m.years ?? 6}` })]),
    ]);
    head.appendChild(yearBox);
    const status = h("div", { class: "tb-status", testid: "status" }, [h("span", { class: "tb-now", text: m.over ? m.status ?? "" : m.now ?? "" })]);
    if (!m.over && m.decider === "chance") status.appendChild(chip("chance decides", "tb-chip-chance"));
    else if (!m.over && m.decider) status.appendChild(h("span", { class: "tb-chip tb-chip-col", text: m.your_turn ? "you decide" : `${m.decider.replace("p", "Player ")} decides`, colour: (m.players ?? [])[Number(m.decider.slice(1)) - 1]?.colour }));
    head.appendChild(status);
    head.appendChild(talk.controls());
  }

  function drawStrip() {
    const m = vm();
    strip.replaceChildren();
    strip.appendChild(h("span", { class: "tb-strip-label", text: `Majorities (${m.die?.vp ?? 1} VP each)` }));
    const players = m.players ?? [];
    for (const k of m.kinds ?? []) {
      const box = h("div", { class: "tb-major", colour: k.colour, title: `${k.name} (${k.role}): most functioning modules scores ${k.points} VP at the year's end` });
      box.appendChild(h("span", { class: "tb-major-name", text: k.name }));
      if (k.colour_estimate) box.appendChild(h("span", { class: "tb-designed", text: "colour estimated", title: k.colour_estimate }));
      const counts = h("span", { class: "tb-major-counts" });
      k.counts.forEach((n, seat) => {
        const lead = k.leaders.includes(seat);
        const words = `${players[seat]?.name}: ${n} functioning ${k.name}${lead ? " — leads" : ""}`;
        const c = h("span", { class: `tb-major-count ${lead ? "tb-lead" : ""}`.trim(), colour: players[seat]?.colour, title: words, attrs: { "aria-label": words } }, [
          ownerMark(players[seat]?.colour, { letter: String(seat + 1), cls: "tb-major-seat", label: players[seat]?.name ?? "" }),
          h("span", { class: "tb-major-n", text: n }),
        ]);
        counts.appendChild(c);
      });
      box.appendChild(counts);
      box.appendChild(h("span", { class: "tb-major-lead", text: k.leaders.length ? `★ ${k.leaders.map((s) => players[s]?.short.toUpperCase()).join(" ")}` : "nobody" }));
      strip.appendChild(box);
    }
    const piles = h("div", { class: "tb-piles" }, [
      h("span", { class: "tb-pile tb-pile-deck", title: "cards left to draw" }, [h("b", { text: m.deck_count ?? 0 }), h("span", { text: "deck" })]),
      h("span", { class: "tb-pile tb-pile-discard", title: m.discard_top ? `top: ${L.cardTitle(m.discard_top)}` : "empty", colour: m.discard_top?.colour }, [h("b", { text: m.discard_count ?? 0 }), h("span", { text: "discards" })]),
    ]);
    strip.appendChild(piles);
  }

  /** A module card on the grid. @param {Player} p @param {Module} mod @param {import("./space_station_layout.js").Bounds} b @param {Set<string>} targets */
  function moduleEl(p, mod, b, targets) {
    const pos = L.cellPosition(mod.x, mod.y, b, GRID);
    const cls = ["tb-module", mod.core ? "tb-core" : "", mod.functioning ? "" : "tb-damaged"];
    const card = h("div", { class: cls.join(" ").replace(/ +/g, " ").trim(), colour: mod.colour, title: L.cardTitle(mod) });
    card.style.left = `${pos.left}px`;
    card.style.top = `${pos.top}px`;
    card.style.width = card.style.height = `${GRID.cell}px`;
    card.dataset.module = mod.id;
    card.appendChild(h("div", { class: "tb-module-band" }, [h("span", { text: mod.core ? "★ CORE" : mod.kind_name })]));
    const mark = designMark(mod);
    if (mark) card.appendChild(mark);
    card.appendChild(h("div", { class: "tb-module-name", text: mod.name }));
    const foot = h("div", { class: "tb-module-foot" });
    if (mod.crew) foot.appendChild(h("span", { class: "tb-supports", text: `crew ${mod.crew}`, title: `supports ${mod.crew} crew` }));
    if (mod.action) {
      const a = mod.action;
      foot.appendChild(h("span", { class: `tb-act ${a.type === "crew" && mod.uses ? "tb-act-used" : ""}`, text: a.type === "crew" ? `◆ ${a.cost} M€` : `▶ ${a.cost} M€`, title: a.type === "crew" ? `crew action: ${a.crew} crew + ${a.cost} M€, ${a.often}${mod.uses ? " (used)" : ""}` : `module action: ${a.cost} M€, ${a.often}` }));
    }
    card.appendChild(foot);
    if (mod.crew_on) {
      const crew = h("div", { class: "tb-crew-on", title: `${mod.crew_on} crew working here this year` });
      for (let i = 0; i < mod.crew_on; i++) crew.appendChild(ownerMark(p.colour, { letter: String(p.seat + 1), cls: "tb-crew-token", label: `${p.name}'s crew` }));
      card.appendChild(crew);
    }
    const dmg = mod.damage ?? { temporary: 0, permanent: 0 };
    if (dmg.temporary || dmg.permanent) {
      const marks = h("div", { class: "tb-damage", title: `damage: ${dmg.temporary} temporary, ${dmg.permanent} permanent — not functioning` });
      for (let i = 0; i < dmg.temporary; i++) marks.appendChild(h("span", { class: "tb-dmg tb-dmg-temp", text: "✕" }));
      for (let i = 0; i < dmg.permanent; i++) marks.appendChild(h("span", { class: "tb-dmg tb-dmg-perm", text: "✕" }));
      card.appendChild(marks);
    }
    // the entrance needs no mark of its own: the parent's exit arrow points into it
    const out = [card];
    for (const ex of mod.exits) {
      const at = L.exitPosition(mod.x, mod.y, ex.dir, b, GRID);
      const key = `${mod.id} ${ex.letter}`;
      const legalHere = p.viewer && targets.has(key);
      const cls2 = ["tb-exit", `tb-exit-${ex.state}`, legalHere ? "tb-exit-legal" : "", p.viewer && selected !== null && !legalHere && ex.state === "free" ? "tb-exit-nope" : ""];
      const arrow = h("span", {
        class: cls2.join(" ").replace(/ +/g, " ").trim(),
        text: "▲",
        testid: L.exitTestId(p.seat, mod.id, ex.letter),
        colour: mod.colour,
        title: `${mod.name}, exit ${ex.letter} (${L.DIR_NAMES[ex.dir]}): ${ex.state === "linked" ? "connected" : ex.state === "blocked" ? "blocked by a neighbour" : ex.state === "closed" ? "damaged module: no new modules" : "free"}`,
      });
      arrow.style.left = `${at.left}px`;
      arrow.style.top = `${at.top}px`;
      arrow.style.setProperty("--tb-rot", `${L.arrowDegrees(ex.dir)}deg`);
      if (legalHere) {
        const cost = (vm().builds?.[selectedCard()?.id ?? ""] ?? []).find((t) => t.module === mod.id && t.exit === ex.letter)?.cost;
        if (cost !== undefined) {
          const tag = h("span", { class: "tb-exit-cost", text: `${cost} M€`, title: "price of building here" });
          const [dx, dy] = L.STEP[ex.dir];
          tag.style.left = `${at.left + dx * 34}px`;
          tag.style.top = `${at.top - dy * 21}px`;
          out.push(tag);
        }
      }
      if (p.viewer && (ex.state === "free" || ex.state === "closed") && interactive()) {
        clickable(arrow, () => clickExit(p.seat, mod, ex), `${legalHere ? "Build at" : "Exit"} ${ex.letter} of ${mod.name}, pointing ${L.DIR_NAMES[ex.dir]}${ex.state === "closed" ? " (closed: the module is damaged)" : ""}`);
        explainable(arrow, () => hoverExit(p.seat, mod, ex));
      }
      out.push(arrow);
    }
    return out;
  }

  function drawStations() {
    const m = vm();
    stations.replaceChildren();
    const card = selectedCard();
    const targets = L.exitsForCard(legal(), card ? card.id : null);
    const players = [...(m.players ?? [])].sort((a, b) => Number(b.viewer) - Number(a.viewer) || a.seat - b.seat);
    for (const p of players) {
      const panel = h("section", { class: `tb-station ${p.viewer ? "tb-station-mine" : ""} ${p.deciding ? "tb-deciding" : ""}`.trim(), testid: `station-${p.seat}`, colour: p.colour });
      const vp = h("span", { class: "tb-stat tb-stat-vp", text: `${p.score} VP`, title: p.breakdown.length ? p.breakdown.map((i) => `${i.source} (${i.detail}): ${i.points}`).join("\n") : "no VP yet" });
      panel.appendChild(h("header", { class: "tb-station-head" }, [
        ownerMark(p.colour, { letter: p.short.toUpperCase(), cls: "tb-seat", label: `${p.name}'s seat` }),
        h("span", { class: "tb-station-name", text: `${p.name}${p.viewer ? " (you)" : ""}` }),
        p.first ? chip("first", "tb-chip-first", "starts this year") : null,
        p.efficiency ? chip("efficiency", "tb-chip-first", "crew actions twice this year") : null,
        h("span", { class: "tb-stats" }, [
          h("span", { class: "tb-stat tb-stat-money", text: `${p.money} M€`, title: "money" }),
          h("span", { class: "tb-stat", text: `${p.crew} crew`, title: "unused crew" }),
          h("span", { class: "tb-stat", text: `${p.hand_size} cards`, title: "cards in hand" }),
          vp,
        ]),
      ]));
      const b = L.gridBounds(p.modules);
      const size = L.gridSize(b, GRID);
      const grid = h("div", { class: "tb-grid" });
      grid.style.width = `${size.width}px`;
      grid.style.height = `${size.height}px`;
      for (const mod of p.modules) for (const e of moduleEl(p, mod, b, targets)) grid.appendChild(e);
      const wrap = h("div", { class: "tb-gridwrap" }, [grid]);
      panel.appendChild(wrap);
      if (p.breakdown.length) {
        const bd = h("div", { class: "tb-breakdown" });
        const bySource = new Map();
        for (const i of p.breakdown) bySource.set(i.source, (bySource.get(i.source) ?? 0) + i.points);
        for (const [s, pts] of bySource) bd.appendChild(chip(`${s.replace(/^most /, "")} ${pts}`, "tb-chip-vp"));
        panel.appendChild(bd);
      }
      stations.appendChild(panel);
      // fit the grid to the panel (scaled down, never up)
      requestAnimationFrame(() => {
        const avail = wrap.clientWidth - 4;
        const s = L.fitScale(avail, size.width, p.viewer ? 1 : 0.72);
        grid.style.transform = `scale(${s})`;
        wrap.style.height = `${size.height * s}px`;
      });
    }
  }

  function drawHand() {
    const m = vm();
    handBox.replaceChildren();
    if (!m.hand) {
      handBox.appendChild(h("div", { class: "tb-hand-title", text: "Hands are hidden (spectator)" }));
      return;
    }
    handBox.appendChild(h("div", { class: "tb-hand-title" }, [h("span", { text: `${m.viewer_name}'s hand` }), h("span", { class: "tb-muted", text: ` · ${m.hand.length} card${m.hand.length === 1 ? "" : "s"}` })]));
    const row = h("div", { class: "tb-hand-cards" });
    m.hand.forEach((c, i) => {
      const cls = ["tb-card", c.event ? "tb-card-event" : "", selected === i ? "tb-selected" : "", c.buildable || c.playable ? "tb-card-usable" : ""];
      const card = h("div", { class: cls.join(" ").replace(/ +/g, " ").trim(), colour: c.colour, testid: `hand-card-${i}`, title: L.cardTitle(c) }, [
        h("div", { class: "tb-card-band" }, [h("span", { text: c.kind_name }), designMark(c)]),
        h("div", { class: "tb-card-name", text: c.name }),
        h("div", { class: "tb-card-text", text: c.text }),
        c.design ? h("div", { class: "tb-card-design", text: c.design.short }) : null,
        h("div", { class: "tb-card-foot" }, [
          c.event ? h("span", { text: "event" }) : h("span", { text: `exits ${c.exits || "none"}` }),
          c.crew ? h("span", { text: `crew ${c.crew}` }) : null,
        ]),
      ]);
      card.setAttribute("aria-pressed", String(selected === i));
      clickable(card, () => clickCard(i), `${c.name}, ${c.event ? "event" : c.kind_name}: ${c.text}`);
      row.appendChild(card);
    });
    handBox.appendChild(row);
  }

  function drawConsole() {
    const m = vm();
    consoleBox.replaceChildren();
    if (m.over) {
      const final = h("div", { class: "tb-final" });
      const ranked = [...(m.players ?? [])].sort((a, b) => b.score - a.score);
      for (const p of ranked) final.appendChild(h("span", { class: "tb-final-item", colour: p.colour }, [h("span", { text: p.name }), h("b", { text: `${p.score} VP` })]));
      consoleBox.appendChild(final);
    }
    const roll = m.decider === "chance" ? talk.chanceButton("Draw a card", m.now) : null;
    if (roll) consoleBox.appendChild(roll);
    if (interactive()) {
      const card = selectedCard();
      for (const g of m.groups ?? []) {
        const acts = card && card.event && g.verb === "play" ? g.actions.filter((a) => a.card === card.id) : g.actions;
        const box = h("div", { class: `tb-group tb-group-${g.verb}` }, [h("div", { class: "tb-group-title", text: g.title })]);
        const list = h("div", { class: "tb-actions" });
        for (const a of acts) {
          const b = h("button", { class: `tb-btn tb-btn-action tb-verb-${a.verb} ${card && a.card === card.id ? "tb-hot" : ""}`.trim(), text: a.label, testid: L.actionTestId(a.action), title: a.action, attrs: { type: "button", "aria-label": a.label } });
          b.addEventListener("click", () => send({ type: "act", action: a.action }));
          list.appendChild(b);
        }
        box.appendChild(list);
        consoleBox.appendChild(box);
      }
    }
    if (m.last) consoleBox.appendChild(lastMove(m.last));
    consoleBox.appendChild(message);
  }

  function draw() {
    talk.beginDraw(root, !!vm().over);
    drawHead();
    drawStrip();
    drawHand();
    drawStations();
    drawConsole();
  }

  // --- listening to Python -----------------------------------------------------------------------
  // after a move, focus stays where it was or goes to the next sensible stop: a card of the hand, the draw
  const NEXT = ["hand-card-0", "chance"];
  const redraw = () => {
    selected = null;
    talk.forget();
    focus.around(() => {
      draw();
      hint();
    }, [...NEXT, ...(vm().groups ?? []).flatMap((g) => g.actions.map((a) => L.actionTestId(a.action))), "undo"]);
  };
  talk.follow(redraw, () => focus.around(drawHead, ["undo", "redo", ...NEXT]));

  draw();
  hint();

  return () => {
    talk.close();
    root.remove();
  };
}

export default { render };

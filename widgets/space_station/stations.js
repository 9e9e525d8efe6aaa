// Every station of the Space Station table: its seat's head (money, crew, cards, VP), its modules as cards on a grid
// and their exits; with a card of the hand chosen, the viewer's exits where it may be built glow (with the price),
// and clicking or hovering any other free exit asks Python why not.

import { arrowDegrees, buildAction, cardTitle, cellPosition, DIR_NAMES, exitPosition, exitsForCard, exitTestId, fitScale, gridBounds, gridSize, STEP } from "../space_station_layout.js";
import { designMark, GRID, selectedCard } from "./pieces.js";

/**
 * @typedef {import("../space_station.js").SpaceStation} SpaceStation
 * @typedef {import("../space_station.js").Player} Player
 * @typedef {import("../space_station.js").Module} Module
 * @typedef {import("../space_station.js").Exit} Exit
 * @typedef {import("../space_station_layout.js").Bounds} Bounds
 */

/** Build the chosen card at ``ex`` (or say why not, or what to do first). @param {SpaceStation} t @param {number} seat @param {Module} mod @param {Exit} ex */
function clickExit(t, seat, mod, ex) {
  const { talk } = t;
  if (!talk.interactive()) return;
  talk.cancelHover();
  const card = selectedCard(t);
  if (seat !== t.vm().viewer) talk.say("You can only build on your own station.", "info");
  else if (!card) talk.say(`The ${DIR_NAMES[ex.dir]} exit of ${mod.name}: choose a card of your hand first, then click an exit.`, "info");
  else talk.attempt(buildAction(card.id, mod.id, ex.letter));
}

/** @param {SpaceStation} t @param {number} seat @param {Module} mod @param {Exit} ex */
function hoverExit(t, seat, mod, ex) {
  const card = selectedCard(t);
  if (!card || seat !== t.vm().viewer) t.talk.cancelHover();
  else t.talk.hover(buildAction(card.id, mod.id, ex.letter));
}

/** A module card on the grid: its kind, name, crew it supports, its action, crew working on it, damage.
 * @param {SpaceStation} t @param {Player} p @param {Module} mod @param {Bounds} b */
function moduleCard(t, p, mod, b) {
  const { h } = t;
  const pos = cellPosition(mod.x, mod.y, b, GRID);
  const cls = ["tb-module", mod.core ? "tb-core" : "", mod.functioning ? "" : "tb-damaged"];
  const card = h("div", { class: cls.join(" ").replace(/ +/g, " ").trim(), colour: mod.colour, title: cardTitle(mod) });
  card.style.left = `${pos.left}px`;
  card.style.top = `${pos.top}px`;
  card.style.width = card.style.height = `${GRID.cell}px`;
  card.dataset.module = mod.id;
  card.appendChild(h("div", { class: "tb-module-band" }, [h("span", { text: mod.core ? "★ CORE" : mod.kind_name })]));
  const mark = designMark(t, mod);
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
    for (let i = 0; i < mod.crew_on; i++) crew.appendChild(t.ownerMark(p.colour, { letter: String(p.seat + 1), cls: "tb-crew-token", label: `${p.name}'s crew` }));
    card.appendChild(crew);
  }
  const dmg = mod.damage ?? { temporary: 0, permanent: 0 };
  if (dmg.temporary || dmg.permanent) {
    const marks = h("div", { class: "tb-damage", title: `damage: ${dmg.temporary} temporary, ${dmg.permanent} permanent — not functioning` });
    for (let i = 0; i < dmg.temporary; i++) marks.appendChild(h("span", { class: "tb-dmg tb-dmg-temp", text: "✕" }));
    for (let i = 0; i < dmg.permanent; i++) marks.appendChild(h("span", { class: "tb-dmg tb-dmg-perm", text: "✕" }));
    card.appendChild(marks);
  }
  return card;
}

/** A module's exit arrows (the entrance needs no mark: the parent's exit points into it), and the price beside each
 * exit where the chosen card may be built. @param {SpaceStation} t @param {Player} p @param {Module} mod @param {Bounds} b
 * @param {Set<string>} targets */
function exitArrows(t, p, mod, b, targets) {
  const { h, talk } = t;
  const out = [];
  for (const ex of mod.exits) {
    const at = exitPosition(mod.x, mod.y, ex.dir, b, GRID);
    const legalHere = p.viewer && targets.has(`${mod.id} ${ex.letter}`);
    const cls = ["tb-exit", `tb-exit-${ex.state}`, legalHere ? "tb-exit-legal" : "", p.viewer && t.selected !== null && !legalHere && ex.state === "free" ? "tb-exit-nope" : ""];
    const arrow = h("span", {
      class: cls.join(" ").replace(/ +/g, " ").trim(),
      text: "▲",
      testid: exitTestId(p.seat, mod.id, ex.letter),
      colour: mod.colour,
      title: `${mod.name}, exit ${ex.letter} (${DIR_NAMES[ex.dir]}): ${t.vm().words.exits[ex.state]}`,
    });
    arrow.style.left = `${at.left}px`;
    arrow.style.top = `${at.top}px`;
    arrow.style.setProperty("--tb-rot", `${arrowDegrees(ex.dir)}deg`);
    const cost = legalHere ? (t.vm().builds?.[selectedCard(t)?.id ?? ""] ?? []).find((x) => x.module === mod.id && x.exit === ex.letter)?.cost : undefined;
    if (cost !== undefined) {
      const tag = h("span", { class: "tb-exit-cost", text: `${cost} M€`, title: "price of building here" });
      const [dx, dy] = STEP[ex.dir];
      tag.style.left = `${at.left + dx * 34}px`;
      tag.style.top = `${at.top - dy * 21}px`;
      out.push(tag);
    }
    if (p.viewer && (ex.state === "free" || ex.state === "closed") && talk.interactive()) {
      talk.clickable(arrow, () => clickExit(t, p.seat, mod, ex), `${legalHere ? "Build at" : "Exit"} ${ex.letter} of ${mod.name}, pointing ${DIR_NAMES[ex.dir]}${ex.state === "closed" ? ` (${t.vm().words.exits.closed})` : ""}`);
      talk.explainable(arrow, () => hoverExit(t, p.seat, mod, ex));
    }
    out.push(arrow);
  }
  return out;
}

/** A station's head: seat, name, first player and efficiency chips, money, crew, cards, VP. @param {SpaceStation} t @param {Player} p */
function stationHead(t, p) {
  const { h, chip } = t;
  const vp = h("span", { class: "tb-stat tb-stat-vp", text: `${p.score} VP`, title: p.breakdown.length ? p.breakdown.map((i) => `${i.source} (${i.detail}): ${i.points}`).join("\n") : "no VP yet" });
  return h("header", { class: "tb-station-head" }, [
    t.ownerMark(p.colour, { letter: p.short.toUpperCase(), cls: "tb-seat", label: `${p.name}'s seat` }),
    h("span", { class: "tb-station-name", text: `${p.name}${p.viewer ? " (you)" : ""}` }),
    p.first ? chip("first", "tb-chip-first", "starts this year") : null,
    p.efficiency ? chip("efficiency", "tb-chip-first", t.vm().words.efficiency) : null,
    h("span", { class: "tb-stats" }, [
      h("span", { class: "tb-stat tb-stat-money", text: `${p.money} M€`, title: "money" }),
      h("span", { class: "tb-stat", text: `${p.crew} crew`, title: "unused crew" }),
      h("span", { class: "tb-stat", text: `${p.hand_size} cards`, title: "cards in hand" }),
      vp,
    ]),
  ]);
}

/** The stations, the viewer's first, each grid fitted to its panel (scaled down, never up). @param {SpaceStation} t @param {HTMLElement} stations */
export function drawStations(t, stations) {
  const { h } = t;
  stations.replaceChildren();
  const card = selectedCard(t);
  const targets = exitsForCard(t.talk.legal(), card ? card.id : null);
  const players = [...(t.vm().players ?? [])].sort((a, b) => Number(b.viewer) - Number(a.viewer) || a.seat - b.seat);
  for (const p of players) {
    const panel = h("section", { class: `tb-station ${p.viewer ? "tb-station-mine" : ""} ${p.deciding ? "tb-deciding" : ""}`.trim(), testid: `station-${p.seat}`, colour: p.colour });
    panel.appendChild(stationHead(t, p));
    const b = gridBounds(p.modules);
    const size = gridSize(b, GRID);
    const grid = h("div", { class: "tb-grid" });
    grid.style.width = `${size.width}px`;
    grid.style.height = `${size.height}px`;
    for (const mod of p.modules) for (const e of [moduleCard(t, p, mod, b), ...exitArrows(t, p, mod, b, targets)]) grid.appendChild(e);
    const wrap = h("div", { class: "tb-gridwrap" }, [grid]);
    panel.appendChild(wrap);
    if (p.breakdown.length) {
      const bd = h("div", { class: "tb-breakdown" });
      const bySource = new Map();
      for (const i of p.breakdown) bySource.set(i.source, (bySource.get(i.source) ?? 0) + i.points);
      for (const [s, pts] of bySource) bd.appendChild(t.chip(`${s.replace(/^most /, "")} ${pts}`, "tb-chip-vp"));
      panel.appendChild(bd);
    }
    stations.appendChild(panel);
    requestAnimationFrame(() => {
      const s = fitScale(wrap.clientWidth - 4, size.width, p.viewer ? 1 : 0.72);
      grid.style.transform = `scale(${s})`;
      wrap.style.height = `${size.height * s}px`;
    });
  }
}

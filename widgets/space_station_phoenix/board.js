// The common board of the Space Station Phoenix table: the Diplomacy board, the score track, the supply of Aliens and
// Terra's Humans, the neutral ships, the ships to draft and the Sectors on display.

import { scoreSpace, stackByPoints, testId } from "../space_station_phoenix_layout.js";
import { clickTarget, hoverTarget } from "./picks.js";
import { designMark, live, RESIDENT_NAMES, resident, seatName } from "./pieces.js";
import { sectorEl } from "./sectors.js";
import { shipEl } from "./ships.js";

/** @typedef {import("../space_station_phoenix.js").Phoenix} Phoenix @typedef {import("./pieces.js").Live} Live */

/** The Diplomacy board: its tracks (targets while a pick may lobby), the start space and the levels, each row with
 * its lobbying cost. @param {Phoenix} t @param {Live} lv */
function diplomacy(t, lv) {
  const { h, talk } = t;
  const m = t.vm();
  const dip = h("div", { class: "tb-diplomacy", testid: "diplomacy" });
  dip.appendChild(h("div", { class: "tb-board-title" }, [h("span", { text: "Diplomacy" }), designMark(t, m.diplomacy.designed, { cost: "lobbying costs" })]));
  const grid = h("div", { class: "tb-dip-grid" });
  grid.style.setProperty("--tb-tracks", String(m.diplomacy.tracks.length));
  grid.appendChild(h("span", { class: "tb-dip-corner", text: "level · cost" }));
  for (const tr of m.diplomacy.tracks) {
    const target = `track:${tr.id}`;
    const isTarget = lv.targets.has(target) || lv.direct.has(target);
    const th = h("div", { class: `tb-dip-head ${isTarget ? "tb-target" : ""}`.trim(), testid: testId(target), title: `the ${tr.name} track: rewarded after every ${tr.name} ship action` }, [h("span", { text: tr.name }), designMark(t, tr.designed, { bonus: "bonuses" })]);
    if (talk.interactive() && (isTarget || t.selected)) {
      talk.clickable(th, () => clickTarget(t, target) || talk.say(`${tr.name} track`, "info"), `${tr.name} track${isTarget ? ", a target" : ""}`);
      talk.explainable(th, () => hoverTarget(t, target));
    }
    grid.appendChild(th);
  }
  for (let level = m.diplomacy.levels; level >= 0; level--) {
    const row = m.diplomacy.tracks[0].levels[level - 1];
    grid.appendChild(h("span", { class: "tb-dip-level", text: level ? `${level} · ${row.cost}◆` : "start" }));
    for (const tr of m.diplomacy.tracks) {
      const spec = tr.levels[level - 1];
      const cell = h("div", { class: `tb-dip-cell ${level >= 4 ? "tb-dip-two" : ""}`.trim(), title: level ? `${tr.name} level ${level}: ${spec.bonus}` : "start space" }, [h("span", { class: "tb-dip-bonus", text: level ? spec.bonus : "" })]);
      const here = tr.markers.filter((x) => x.level === level);
      if (here.length) cell.appendChild(h("span", { class: "tb-dip-markers" }, here.map((x) => t.ownerMark(x.colour, { label: `${seatName(x.colour)} on ${tr.name} level ${level}` }))));
      grid.appendChild(cell);
    }
  }
  dip.appendChild(grid);
  return dip;
}

/** The score track, 0 to the end's 40, each player's marker on its space. @param {Phoenix} t */
function scoreTrack(t) {
  const { h } = t;
  const m = t.vm();
  const end = m.score_track.end;
  const track = h("div", { class: "tb-score", testid: "score-track", title: `score track: the game ends when a player reaches ${end}` }, [h("span", { class: "tb-board-title", text: `Score track (ends at ${end})` })]);
  const spaces = h("div", { class: "tb-score-spaces" });
  const stacks = stackByPoints(m.score_track.markers.map((/** @type {{colour: string, points: number}} */ x) => ({ colour: x.colour, points: scoreSpace(x.points, end) })));
  for (let i = 0; i <= end; i++) {
    const space = h("span", { class: `tb-space ${i % 5 === 0 ? "tb-space-five" : ""}`.trim(), text: i % 5 === 0 ? String(i) : "" });
    for (const c of stacks.get(i) ?? []) space.appendChild(t.ownerMark(c, { cls: "tb-score-marker", label: `${seatName(c)}: ${(m.players ?? []).find((/** @type {{colour: string}} */ p) => p.colour === c)?.points ?? 0} points` }));
    spaces.appendChild(space);
  }
  track.appendChild(spaces);
  return track;
}

/** The supply of Aliens (how many are left before the end) and Terra's Humans. @param {Phoenix} t */
function supply(t) {
  const { h } = t;
  const sup = t.vm().supply;
  const box = h("div", { class: "tb-supply", testid: "supply" }, [h("span", { class: "tb-board-title", text: "Supply" })]);
  for (const [kind, n] of Object.entries(sup.aliens)) box.appendChild(h("span", { class: "tb-supply-item", title: `${n} ${RESIDENT_NAMES[kind]}s left` }, [resident(t, kind), h("b", { text: n })]));
  box.appendChild(h("span", { class: "tb-supply-left", text: `${sup.aliens_left} Aliens left (the game ends at ${sup.end_at} or fewer)` }));
  box.appendChild(h("span", { class: "tb-terra", title: `${sup.terra} Humans left on Terra` }, [h("span", { text: "Terra" }), resident(t, "human"), h("b", { text: sup.terra })]));
  return box;
}

/** @param {Phoenix} t @param {HTMLElement} board */
export function drawBoard(t, board) {
  const { h } = t;
  const m = t.vm();
  const lv = live(t);
  board.replaceChildren(diplomacy(t, lv), scoreTrack(t), supply(t));
  const row = (/** @type {string} */ title, /** @type {HTMLElement[]} */ items, /** @type {string} */ testid) =>
    h("div", { class: "tb-row", testid }, [h("span", { class: "tb-board-title", text: title }), h("div", { class: "tb-row-items" }, items)]);
  board.appendChild(row("Neutral ships", m.neutral.map((/** @type {any} */ s) => shipEl(t, s, lv)), "neutral"));
  if (m.draft.length) board.appendChild(row("Ships to draft", m.draft.map((/** @type {any} */ s) => shipEl(t, s, lv)), "draft"));
  const display = h("div", { class: "tb-market", testid: "market" }, [h("span", { class: "tb-board-title", text: "Sectors on display" })]);
  for (const level of [1, 2, 3]) {
    const these = m.market.filter((/** @type {{level: number}} */ s) => s.level === level);
    if (these.length) display.appendChild(h("div", { class: "tb-market-row" }, these.map((/** @type {any} */ s) => sectorEl(t, s, lv, false))));
  }
  board.appendChild(display);
}

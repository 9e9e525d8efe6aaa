// The pieces the Space Station Phoenix table's panels share: the mark of our design, residents, living quarters,
// a ship's stats in words, the move buttons, and what can be clicked now (the targets of the chosen pick, and the
// targets any click plays).

import { actionTestId, designTitle, DESIGN_MARK, incomeGlyph, residentLetter, targetsOf } from "../space_station_phoenix_layout.js";

/**
 * @typedef {import("../space_station_phoenix.js").Phoenix} Phoenix
 * @typedef {import("../space_station_phoenix.js").Ship} Ship
 * @typedef {import("../space_station_phoenix.js").Quarter} Quarter
 * @typedef {import("../space_station_phoenix_layout.js").Move} Move
 * @typedef {{targets: Map<string, string>, direct: Map<string, string>}} Live
 */

export const RESIDENT_NAMES = /** @type {Record<string, string>} */ ({
  teal: "teal Alien (Turkanshee)", brown: "brown Alien (Zonri)", pink: "pink Alien (Ensaroo)", gold: "gold Alien (Whijinga)", human: "Human",
});

/** "red" → "Red". @param {string | null | undefined} colour */
export const seatName = (colour) => (colour ? colour[0].toUpperCase() + colour.slice(1) : "");

/** The pick offered under ``key`` ("VERB SHIP", or a kind of resident), or null. @param {Phoenix} t @param {string | null} key */
export const pickOf = (t, key) => (t.vm().picks ?? []).find((/** @type {{key: string}} */ p) => p.key === key) ?? null;

/** The targets of the chosen pick, and those a click plays with no pick. @param {Phoenix} t @returns {Live} */
export function live(t) {
  const moves = t.vm().moves ?? [];
  return { targets: t.selected ? targetsOf(moves, t.selected) : new Map(), direct: targetsOf(moves, null) };
}

/** The mark of what is our design, its words on hover. @param {Phoenix} t @param {Record<string, string>} designed @param {Record<string, string>} [words] */
export function designMark(t, designed, words) {
  const title = designTitle(designed ?? {}, words);
  return title ? t.h("span", { class: "tb-designed", text: DESIGN_MARK, title, attrs: { "aria-label": title } }) : null;
}

/** A resident (or an empty quarter). @param {Phoenix} t @param {string | null} kind @param {boolean} [fresh] arrived this turn */
export function resident(t, kind, fresh = false) {
  if (!kind) return t.h("span", { class: "tb-res tb-res-empty", text: "" });
  const words = `${RESIDENT_NAMES[kind] ?? kind}${fresh ? ` (${t.vm().fresh_words})` : ""}`;
  return t.h("span", { class: `tb-res ${fresh ? "tb-fresh" : ""}`.trim(), text: residentLetter(kind), colour: kind, title: words, attrs: { "aria-label": words } });
}

/** A ship's stats in words ("Cost 2, Fee 1 ◇"). @param {Ship} ship */
export function statLine(ship) {
  return ship.stats.map((s) => `${s.name} ${s.value}${ship.designed[s.field] ? ` ${DESIGN_MARK}` : ""}`).join(", ");
}

/** Living quarters: each one's income and resident. @param {Phoenix} t @param {Quarter[]} quarters */
export function quartersEl(t, quarters) {
  const row = t.h("div", { class: "tb-quarters" });
  for (const q of quarters) {
    const words = `${q.income ? `income ${q.income}` : "no income"}${q.resident ? `, ${RESIDENT_NAMES[q.resident]}` : ", empty"}`;
    row.appendChild(t.h("span", { class: `tb-quarter ${q.income ? "tb-quarter-income" : ""}`.trim(), title: words }, [
      t.h("span", { class: "tb-income", text: incomeGlyph(q.income) }),
      resident(t, q.resident, q.fresh),
    ]));
  }
  return row;
}

/** A button that plays a move (the same for mouse and keyboard). @param {Phoenix} t @param {Move} mv @param {string} [cls] */
export function actionButton(t, mv, cls = "") {
  const b = t.h("button", { class: `tb-btn tb-btn-action tb-verb-${mv.verb} ${cls}`.trim(), text: mv.label, testid: actionTestId(mv.action), title: mv.action, attrs: { type: "button", "aria-label": mv.label } });
  b.addEventListener("click", () => t.talk.attempt(mv.action));
  t.talk.explainable(b, () => t.talk.hover(mv.action));
  return b;
}

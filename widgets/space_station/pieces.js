// The pieces the Space Station table's panels share: the year die, the mark of a card of our design, the grid.

import { pipCells } from "../space_station_layout.js";

/** @typedef {import("../space_station.js").SpaceStation} SpaceStation @typedef {import("../space_station.js").CardInfo} CardInfo */

export const GRID = { cell: 104, gap: 30, pad: 46 };

/** A small die face. @param {SpaceStation} t @param {number} value @param {string} [cls] */
export function die(t, value, cls = "") {
  const e = t.h("span", { class: `tb-die ${cls}`.trim(), attrs: { "aria-label": `year die showing ${value}` } });
  const on = new Set(pipCells(value));
  for (let i = 0; i < 9; i++) e.appendChild(t.h("span", { class: on.has(i) ? "tb-pip" : "tb-nopip" }));
  return e;
}

/** The mark of a card (wholly or partly) of our design, in words, explained on hover. @param {SpaceStation} t @param {CardInfo} c */
export function designMark(t, c) {
  return c.design ? t.h("span", { class: "tb-designed", text: c.design.mark, title: c.design.note }) : null;
}

/** The selected card of the viewer's hand, or null. @param {SpaceStation} t */
export function selectedCard(t) {
  return t.selected === null ? null : (t.vm().hand ?? [])[t.selected] ?? null;
}

// The pieces of the Alien Frontiers table that every panel draws: dice (ships, the Relic Ship, blocked ports)
// and SVG elements. Each takes the table (see table_kit.js mount) for its element builders.

import { pipCells } from "../alien_frontiers_layout.js";

/**
 * @typedef {{id: string, colour: string | null, value: number, relic: boolean}} Ship
 * @typedef {import("../table_kit.js").Table} Table
 */

/** "red" → "Red". @param {string} s */
export function capitalise(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 * @returns {SVGElement}
 */
export function svg(tag, attrs = {}) {
  const e = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/**
 * A die face with pips, marked with its owner's colour and letter.
 * @param {Table} t @param {number} value
 * @param {{colour?: string | null, kind?: "plain" | "relic" | "teleported" | "blocked", tag?: string, cls?: string, label?: string}} [o]
 * @returns {HTMLElement}
 */
export function die(t, value, o = {}) {
  const kind = o.kind ?? "plain";
  const e = t.h(o.tag ?? "span", { class: `tb-die tb-die-${kind} ${o.cls ?? ""}`.trim(), colour: kind === "blocked" ? null : o.colour ?? null });
  e.setAttribute("aria-label", o.label ?? `${kind === "relic" ? "Relic Ship" : kind === "blocked" ? "blocked port" : "ship"} showing ${value}`);
  const on = new Set(pipCells(value));
  for (let i = 0; i < 9; i++) e.appendChild(t.h("span", { class: on.has(i) ? "tb-pip" : "tb-nopip" }));
  if (kind === "teleported") e.appendChild(t.h("span", { class: "tb-die-tag", text: "T", title: "teleported this turn" }));
  // whose ship: the seat's letter as well as its colour (a blocked port belongs to nobody)
  if (o.colour && kind !== "blocked") e.appendChild(t.ownerMark(o.colour, { cls: "tb-die-owner", label: `${capitalise(o.colour)}'s` }));
  return e;
}

/** A docked ship (or the Relic Ship, with who flies it). @param {Table} t @param {Ship} ship */
export function shipDie(t, ship) {
  const d = die(t, ship.value, {
    colour: ship.colour,
    kind: ship.relic ? "relic" : "plain",
    label: `${ship.relic ? "Relic Ship" : capitalise(ship.colour ?? "") + " ship"} showing ${ship.value}`,
  });
  if (ship.relic && ship.colour) d.title = `Relic Ship, flown by ${capitalise(ship.colour)}`;
  return d;
}

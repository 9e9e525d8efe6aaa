// The pieces the Gaia Project table's panels share: the planets' and seats' colours, SVG elements, a seat's mark
// and name, and a hex told in words.

import { possessive } from "../gaia_project_layout.js";

/** @typedef {import("../gaia_project.js").GaiaProject} GaiaProject @typedef {import("../gaia_project.js").Player} Player
 *  @typedef {import("../gaia_project.js").Hex} Hex */

/** The planets' colours as printed (a faction's colour is its home planet's). */
export const PLANET_HEX = /** @type {Record<string, string>} */ ({
  r: "#2f6fde", o: "#d8382a", v: "#f0851c", d: "#f2d23a", s: "#8a5a2b", t: "#8e949c", i: "#eef3f8",
  g: "#37b24d", m: "#8e44ad", l: "#ff5fa2",
});
/** Colour names the model uses for seats → the planets' colours. */
export const COLOUR_HEX = /** @type {Record<string, string>} */ ({
  blue: PLANET_HEX.r, red: PLANET_HEX.o, orange: PLANET_HEX.v, yellow: PLANET_HEX.d, brown: PLANET_HEX.s,
  grey: PLANET_HEX.t, white: PLANET_HEX.i,
});
export const HEX = 30; // the map's hex size (centre to corner) in SVG units
const SVG_NS = "http://www.w3.org/2000/svg";

/** An SVG element; text through textContent only. @param {string} tag @param {Record<string, string | number>} [attrs] @param {string} [text] */
export function s(tag, attrs = {}, text) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A seat's colour as a CSS colour. @param {Player | undefined} p */
export const seatHex = (p) => (p?.colour ? COLOUR_HEX[p.colour] ?? "#8a93a6" : "#8a93a6");

/** The players, by seat. @param {GaiaProject} t @returns {Player[]} */
export const players = (t) => t.vm().players ?? [];

/** @param {GaiaProject} t @param {number} seat */
export const seatName = (t, seat) => players(t)[seat]?.name ?? `Player ${seat + 1}`;

/** The owner's mark of a seat: colour and letter. @param {GaiaProject} t @param {number} seat @param {string} [cls] */
export function seatMark(t, seat, cls = "") {
  const p = players(t)[seat];
  return t.ownerMark(p?.colour ?? null, { letter: p?.letter ?? String(seat + 1), label: p?.name ?? `Player ${seat + 1}`, cls });
}

/** A hex in words: its planet and what stands on it. @param {GaiaProject} t @param {Hex} x */
export function describeHex(t, x) {
  const whose = (/** @type {number} */ seat) => possessive(seatName(t, seat));
  const bits = [`${x.label}: ${x.planet === "e" ? "empty space" : x.planet_name}`];
  if (x.building) bits.push(`${whose(x.building.seat)} ${x.building.name}`);
  if (x.guest !== null && x.guest !== undefined) bits.push(`${whose(x.guest)} guest mine`);
  if (x.gaiaformer !== null && x.gaiaformer !== undefined) bits.push(`${whose(x.gaiaformer)} Gaiaformer`);
  if (x.station !== null && x.station !== undefined) bits.push(`${whose(x.station)} space station`);
  if (x.satellites.length) bits.push(`satellites of ${x.satellites.map((seat) => seatName(t, seat)).join(", ")}`);
  return bits.join(" · ");
}

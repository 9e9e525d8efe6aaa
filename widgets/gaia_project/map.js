// The Gaia Project map in SVG: each hex with its planet and what stands on it, the sectors' outlines and numbers,
// the federations in their owners' colours, and the range of the tool held. Arrow keys walk every hex; Tab visits
// the glowing ones.

import { inkFor } from "../table_kit.js";
import { arrowStep, atBearing, hexCentre, hexPath, hexTestId, outline, PLANETS, STRUCTURE_MARK, structurePath, targetsOf, viewBox } from "../gaia_project_layout.js";
import { describeHex, HEX, PLANET_HEX, players, s, seatHex } from "./pieces.js";
import { clickHex, hoverHex } from "./tools.js";

/** @typedef {import("../gaia_project.js").GaiaProject} GaiaProject @typedef {import("../gaia_project.js").Hex} Hex */

/** A structure: its own shape in the owner's colour, with the owner's letter.
 * @param {GaiaProject} t @param {SVGElement} g @param {string} kind @param {number} seat @param {number} x @param {number} y @param {number} size */
function structure(t, g, kind, seat, x, y, size) {
  const p = players(t)[seat];
  const fill = seatHex(p);
  g.appendChild(s("path", { class: `tb-structure tb-structure-${kind}`, d: structurePath(kind, x, y, size), fill }));
  const text = kind === "m" || kind === "gf" || kind === "sp" ? p?.letter ?? "?" : `${p?.letter ?? "?"}${STRUCTURE_MARK[kind] === "A" ? "A" : STRUCTURE_MARK[kind].slice(0, 2)}`;
  g.appendChild(s("text", { class: "tb-owner-letter", x, y: y + size * 0.45, fill: inkFor(fill), "font-size": Math.max(7, size * (text.length > 2 ? 0.62 : 0.8)) }, text));
}

/** One hex: the planet, what stands on it, and its button; the planet's mark goes into ``marks``, a layer drawn above
 * the federations. @param {GaiaProject} t @param {Hex} x @param {boolean} target @param {boolean} charged @param {SVGElement} marks */
function hexCell(t, x, target, charged, marks) {
  const c = hexCentre(x.q, x.r, HEX);
  const nope = t.tool && !target ? "tb-nope" : "";
  const cls = ["tb-hex", target ? "tb-target" : "", nope, charged ? "tb-charged" : ""];
  const g = s("g", { class: cls.join(" ").replace(/ +/g, " ").trim(), "data-key": x.key, "data-testid": hexTestId(x.label), "data-planet": x.planet });
  g.appendChild(s("path", { class: "tb-hex-bg", d: hexPath(c.x, c.y, HEX - 1) }));
  if (x.planet !== "e") {
    const colour = PLANET_HEX[x.planet] ?? "#999";
    g.appendChild(s("circle", { class: `tb-planet tb-planet-${x.planet}`, cx: c.x, cy: c.y, r: HEX * 0.7, fill: colour }));
    const mark = PLANETS[x.planet]?.mark ?? x.planet;
    const hasThing = x.building || x.gaiaformer !== null;
    // under a structure the mark sits on the planet's rim: a dark outline keeps it legible on a white or yellow planet
    marks.appendChild(s("text", { class: `${hasThing ? "tb-planet-mark tb-planet-mark-under" : "tb-planet-mark"} ${nope}`.trim(), x: c.x, y: hasThing ? c.y + HEX * 0.82 : c.y + 4, fill: hasThing ? "#dfe6ff" : inkFor(colour) }, mark));
  }
  if (x.building) structure(t, g, x.building.kind, x.building.seat, c.x, c.y - 2, HEX * 0.5);
  if (x.guest !== null && x.guest !== undefined) structure(t, g, "m", x.guest, c.x + HEX * 0.45, c.y - HEX * 0.35, HEX * 0.26);
  if (x.gaiaformer !== null && x.gaiaformer !== undefined) structure(t, g, "gf", x.gaiaformer, c.x, c.y - 2, HEX * 0.5);
  if (x.station !== null && x.station !== undefined) structure(t, g, "sp", x.station, c.x, c.y, HEX * 0.5);
  // satellites sit on empty space: one in the middle, more side by side
  x.satellites.forEach((seat, i) => {
    const at = x.satellites.length === 1 ? c : atBearing(c.x, c.y, 270 + (180 * i) / (x.satellites.length - 1), HEX * 0.4);
    const p = players(t)[seat];
    g.appendChild(s("circle", { class: "tb-satellite", cx: at.x, cy: at.y, r: HEX * 0.3, fill: seatHex(p) }));
    g.appendChild(s("text", { class: "tb-owner-letter tb-sat-letter", x: at.x, y: at.y + 3.5, fill: inkFor(seatHex(p)) }, p?.letter ?? "?"));
  });
  if (x.lost) g.appendChild(s("text", { class: "tb-lost-mark", x: c.x, y: c.y - HEX * 0.7 }, "Lost Planet"));
  g.appendChild(s("title", {}, describeHex(t, x)));
  t.talk.clickable(/** @type {any} */ (g), () => clickHex(t, x), `${describeHex(t, x)}${target ? ` — ${t.tool}: legal here` : ""}`);
  t.talk.explainable(/** @type {any} */ (g), () => hoverHex(t, x));
  g.addEventListener("focus", () => (t.roving = x.key));
  return g;
}

/** The sectors' outlines and numbers. @param {Hex[]} hexes @param {{sector: string, q: number, r: number}[]} sectors */
function sectorLines(hexes, sectors) {
  /** @type {Map<string, string[]>} */
  const bySector = new Map();
  for (const x of hexes) bySector.set(x.sector, [...(bySector.get(x.sector) ?? []), x.key]);
  const over = s("g", { class: "tb-sectors" });
  for (const sec of sectors) {
    const c = hexCentre(sec.q, sec.r, HEX);
    over.appendChild(s("path", { class: "tb-sector-line", d: outline(bySector.get(sec.sector) ?? [], HEX) }));
    const at = atBearing(c.x, c.y, 300, HEX * 0.78);
    over.appendChild(s("text", { class: "tb-sector-number", x: at.x, y: at.y + 3 }, sec.sector));
  }
  return over;
}

/** Federations: their outline in the owner's colour. @param {GaiaProject} t @param {{seat: number, hexes: string[]}[]} federations */
function federationLines(t, federations) {
  const feds = s("g", { class: "tb-federations" });
  for (const f of federations) {
    const p = players(t)[f.seat];
    const path = s("path", { class: "tb-federation", d: outline(f.hexes, HEX, 0.92), stroke: seatHex(p) });
    path.appendChild(s("title", {}, `${p?.name}'s federation (${f.hexes.length} hexes)`));
    feds.appendChild(path);
  }
  return feds;
}

/** The keyboard on the map: arrow keys walk every hex; Tab visits only the glowing ones (or one hex, to enter the
 * map). @param {GaiaProject} t @param {SVGElement} cells @param {Hex[]} hexes @param {Set<string>} targets */
function walkable(t, cells, hexes, targets) {
  const keys = new Set(hexes.map((x) => x.key));
  const first = t.roving && keys.has(t.roving) ? t.roving : hexes.find((x) => targets.has(x.label))?.key ?? hexes.find((x) => x.key === "0x0")?.key ?? hexes[0]?.key;
  for (const g of /** @type {NodeListOf<SVGGElement>} */ (cells.querySelectorAll(".tb-hex"))) {
    if (!t.talk.interactive()) break;
    const key = g.dataset.key ?? "";
    g.tabIndex = g.classList.contains("tb-target") || key === first ? 0 : -1;
    g.addEventListener("keydown", (ev) => {
      const next = arrowStep(keys, key, ev.key);
      if (next === key) return;
      ev.preventDefault();
      t.roving = next;
      /** @type {SVGGElement | null} */ (cells.querySelector(`[data-key="${next}"]`))?.focus();
    });
  }
}

/** @param {GaiaProject} t */
export function drawMap(t) {
  const m = t.vm();
  const map = m.map ?? { hexes: [], sectors: [], federations: [] };
  t.mapBox.replaceChildren();
  /** @type {Hex[]} */
  const hexes = map.hexes;
  const svg = s("svg", { class: "tb-map", viewBox: viewBox(hexes, HEX, 6), role: "group", "aria-label": "the map: arrow keys move between hexes" });
  const targets = targetsOf(m.targets ?? {}, t.tool);
  const chargeHex = m.charge?.hex ?? null;
  const cells = s("g", { class: "tb-hexes" });
  const marks = s("g", { class: "tb-planet-marks" });
  for (const x of hexes) cells.appendChild(hexCell(t, x, targets.has(x.label), x.key === chargeHex, marks));
  svg.appendChild(cells);
  svg.appendChild(sectorLines(hexes, map.sectors ?? []));
  svg.appendChild(federationLines(t, map.federations ?? []));
  // the planets' marks above the federations' lines, which would otherwise cross a mark on a planet's rim
  svg.appendChild(marks);
  if (targets.size) svg.appendChild(s("path", { class: "tb-range", d: outline(hexes.filter((x) => targets.has(x.label)).map((x) => x.key), HEX) }));
  t.mapBox.appendChild(svg);
  walkable(t, cells, hexes, targets);
}

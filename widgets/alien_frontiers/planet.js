// The stage of the Alien Frontiers table: the planet split into its territories (colonies, controllers, fields,
// the Relic Ship's home), with the facilities around it on their orbit.

import { legalTargets, polygonCentroid, polygonPath, territoryCells, territoryPoints, territoryScale } from "../alien_frontiers_layout.js";
import { drawFacility, estimateSize, ORBIT, PLANET, placeFacilities, STAGE } from "./facilities.js";
import { capitalise, die, svg } from "./pieces.js";

/**
 * @typedef {import("../alien_frontiers.js").AlienFrontiers} AlienFrontiers
 * @typedef {import("../alien_frontiers.js").Territory} Territory
 */

/** The planet in SVG: its gradient, the orbit, each territory's cell (a band in its controller's colour, a
 * click to land where landing is legal). @param {AlienFrontiers} t @param {Territory[]} territories
 * @param {Map<string, {x: number, y: number}[]>} cells @param {Set<string>} lands */
function planetMap(t, territories, cells, lands) {
  const map = svg("svg", { class: "tb-map", width: STAGE.width, height: STAGE.height, viewBox: `0 0 ${STAGE.width} ${STAGE.height}`, "aria-hidden": "true" });
  const defs = svg("defs");
  const grad = svg("radialGradient", { id: `${t.uid}-planet`, cx: "38%", cy: "34%", r: "75%" });
  for (const [off, col] of [["0%", "#f3a46b"], ["45%", "#c8602f"], ["85%", "#7d2d16"], ["100%", "#4a170b"]]) grad.appendChild(svg("stop", { offset: off, "stop-color": col }));
  defs.appendChild(grad);
  map.appendChild(defs);
  map.appendChild(svg("ellipse", { class: "tb-orbit", cx: ORBIT.cx, cy: ORBIT.cy, rx: ORBIT.rx, ry: ORBIT.ry }));
  map.appendChild(svg("circle", { class: "tb-atmosphere", cx: PLANET.cx, cy: PLANET.cy, r: PLANET.r + 7 }));
  map.appendChild(svg("circle", { class: "tb-planet", cx: PLANET.cx, cy: PLANET.cy, r: PLANET.r, fill: `url(#${t.uid}-planet)` }));
  for (const ter of territories) {
    const d = polygonPath(cells.get(ter.id) ?? []);
    const path = svg("path", { class: "tb-cell", d });
    map.appendChild(path);
    if (ter.controller) {
      path.classList.add("tb-cell-controlled");
      t.setColour(path, ter.controller);
      // a band in the controller's colour just inside the territory's border
      const clip = svg("clipPath", { id: `${t.uid}-clip-${ter.id}` });
      clip.appendChild(svg("path", { d }));
      defs.appendChild(clip);
      const band = svg("path", { class: "tb-cell-border", d, "clip-path": `url(#${t.uid}-clip-${ter.id})` });
      t.setColour(band, ter.controller);
      map.appendChild(band);
    }
    if (t.talk.interactive() && lands.has(ter.id)) {
      path.classList.add("tb-cell-legal");
      path.addEventListener("click", () => t.talk.send({ type: "act", action: `land ${ter.id}` }));
    }
  }
  map.appendChild(svg("circle", { class: "tb-planet-rim", cx: PLANET.cx, cy: PLANET.cy, r: PLANET.r }));
  return map;
}

/** @param {AlienFrontiers} t @param {HTMLElement} stage */
export function drawStage(t, stage) {
  const m = t.vm();
  stage.replaceChildren();
  t.facilityEls = new Map();
  const lands = legalTargets(t.talk.legal(), "land");
  const territories = m.territories ?? [];
  const scale = territoryScale(territories, PLANET.r, 0.64);
  const sites = territoryPoints(territories, { cx: PLANET.cx, cy: PLANET.cy, scale });
  const cells = territoryCells(sites, PLANET);
  stage.appendChild(planetMap(t, territories, cells, lands));

  // facilities come before territories in the keyboard's order (CSS keeps facilities on top, as drawn before)
  t.facilityGeometry = new Map();
  for (const f of m.facilities ?? []) {
    const fel = drawFacility(t, f);
    t.facilityEls.set(f.id, fel);
    t.facilityGeometry.set(f.id, { angle: f.angle, ...estimateSize(f) });
    stage.appendChild(fel);
  }
  for (const ter of territories) {
    const site = sites.get(ter.id) ?? { x: PLANET.cx, y: PLANET.cy };
    const c = polygonCentroid(cells.get(ter.id) ?? []);
    const at = { x: (site.x + 2 * c.x) / 3, y: (site.y + 2 * c.y) / 3 };
    stage.appendChild(drawTerritory(t, ter, at, lands.has(ter.id)));
  }
  placeFacilities(t);
}

/** A territory's label: its name (and controller's flag), colonies, the Relic Ship at home, its fields; a click lands
 * a colony where that is legal, else says the territory's bonus.
 * @param {AlienFrontiers} t @param {Territory} ter @param {{x: number, y: number}} at @param {boolean} canLand */
function drawTerritory(t, ter, at, canLand) {
  const { h, talk } = t;
  const e = h("div", { class: "tb-territory", testid: `territory-${ter.id}`, title: `${ter.name}: ${ter.bonus}` });
  e.style.left = `${at.x}px`;
  e.style.top = `${at.y}px`;
  const held = ter.controller ? `controlled by ${capitalise(ter.controller)}` : "";
  const name = h("div", { class: "tb-ter-name" });
  if (ter.controller) name.appendChild(h("span", { class: "tb-flag", title: held }, [t.ownerMark(ter.controller, { cls: "tb-flag-banner", label: held })]));
  name.appendChild(h("span", { text: ter.name }));
  e.appendChild(name);
  const tokens = h("div", { class: "tb-ter-tokens" });
  for (const col of ter.colonies) {
    const words = `${col.count} ${capitalise(col.colour)} ${col.count === 1 ? "colony" : "colonies"}`;
    const tok = t.ownerMark(col.colour, { cls: "tb-colony", label: words });
    if (col.count > 1) tok.appendChild(h("span", { class: "tb-colony-n", text: col.count, attrs: { "aria-hidden": "true" } }));
    tokens.appendChild(tok);
  }
  if (ter.relic_home) {
    const r = die(t, t.vm().relic?.value ?? 1, { kind: "relic", cls: "tb-die-relic-home", label: "the Relic Ship, at home in Burroughs Desert" });
    r.title = "The Relic Ship waits here";
    tokens.appendChild(r);
  }
  if (tokens.childNodes.length) e.appendChild(tokens);
  if (ter.fields.length) {
    const fields = h("div", { class: "tb-ter-fields" });
    for (const f of ter.fields) fields.appendChild(h("span", { class: `tb-field tb-field-${f.id}`, text: f.name.replace(/ Field$/, ""), title: f.name }));
    e.appendChild(fields);
  }
  if (canLand && talk.interactive()) {
    e.classList.add("tb-legal");
    talk.clickable(e, () => talk.send({ type: "act", action: `land ${ter.id}` }), `Land a colony on ${ter.name}${held ? `, ${held}` : ""}`);
  } else {
    talk.clickable(e, () => talk.say(`${ter.name}: ${ter.bonus}`, "info", ter.rule), `${ter.name}${held ? `, ${held}` : ""}: ${ter.bonus}`);
  }
  return e;
}

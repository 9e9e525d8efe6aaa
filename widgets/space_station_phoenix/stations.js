// Every player's station on the Space Station Phoenix table: the seat's head (GEMs, resources, points), the Hub, the
// wings with their Sectors, and the fleet.

import { hubEl, sectorEl } from "./sectors.js";
import { shipEl } from "./ships.js";
import { live } from "./pieces.js";

/** @typedef {import("../space_station_phoenix.js").Phoenix} Phoenix @typedef {import("../space_station_phoenix.js").Player} Player */

/** @param {Phoenix} t @param {Player} p */
function stationHead(t, p) {
  const { h, chip } = t;
  const m = t.vm();
  const computer = m.computers?.[p.name];
  const score = h("span", { class: "tb-stat tb-stat-vp", text: `${p.score}${m.over ? " points" : " if it ended now"}`, title: p.breakdown.map((i) => `${i.source} (${i.detail}): ${i.points}`).join("\n") || "nothing yet" });
  return h("header", { class: "tb-station-head" }, [
    t.ownerMark(p.colour, { cls: "tb-seat", label: `${p.name}'s seat` }),
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
  ]);
}

/** @param {Phoenix} t @param {HTMLElement} stations */
export function drawStations(t, stations) {
  const { h } = t;
  const lv = live(t);
  stations.replaceChildren();
  for (const p of t.vm().players ?? []) {
    const cls = ["tb-station", p.deciding ? "tb-deciding" : "", p.acting ? "tb-station-acting" : "", p.active ? "tb-station-active" : ""];
    const panel = h("section", { class: cls.filter(Boolean).join(" "), testid: `station-${p.seat}`, colour: p.colour, attrs: { "aria-label": `${p.name}'s station` } });
    panel.appendChild(stationHead(t, p));
    const wings = h("div", { class: "tb-wings" });
    for (const w of p.wings) {
      const wing = h("div", { class: `tb-wing ${w.built ? "" : "tb-wing-empty"}`.trim(), colour: w.colour, title: `${w.colour} wing${w.built ? "" : " (not started)"}` });
      w.sectors.forEach((s, i) => wing.appendChild(s ? sectorEl(t, s, lv, true) : h("div", { class: "tb-slot", text: `L${i + 1}` })));
      wings.appendChild(wing);
    }
    panel.appendChild(h("div", { class: "tb-station-body" }, [hubEl(t, p, lv), wings]));
    const fleet = h("div", { class: "tb-fleet", attrs: { "aria-label": `${p.name}'s fleet` } });
    for (const ship of p.ships) fleet.appendChild(shipEl(t, ship, lv));
    panel.appendChild(fleet);
    stations.appendChild(panel);
  }
}

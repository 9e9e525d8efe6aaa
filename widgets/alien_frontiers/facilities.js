// The orbital facilities of the Alien Frontiers table: each a panel of docking ports (the Colony Constructor's
// colony tracks for the Colonist Hub), placed with its inner edge on the orbit around the planet.

import { panelCentre, portLayout, separatePanels } from "../alien_frontiers_layout.js";
import { capitalise, die, shipDie } from "./pieces.js";
import { clickFacility, hoverFacility } from "./selection.js";

/**
 * @typedef {import("../alien_frontiers.js").AlienFrontiers} AlienFrontiers
 * @typedef {import("../alien_frontiers.js").Facility} Facility
 * @typedef {import("../alien_frontiers.js").Group} Group
 */

/** The stage is drawn at this size and scaled to the width available. */
export const STAGE = { width: 1000, height: 800 };
export const PLANET = { cx: 500, cy: 398, r: 230 };
/** The inner edge of the facility panels lies on this orbit (drawn as a dashed ring). */
export const ORBIT = { cx: 500, cy: 398, rx: 272, ry: 262 };
const PORTS = { die: 28, inner: 4, pad: 4, gap: 8, rowGap: 6, maxWidth: 250 };

/** A panel's size before the browser has laid it out (the module may render detached). @param {Facility} f */
export function estimateSize(f) {
  const name = f.name.length * 10.5 + 22;
  if (f.requirement === "track") return { w: Math.max(name, 286), h: 48 + 41 * f.groups.length };
  const lay = portLayout(f.groups.map((g) => g.size), PORTS);
  return { w: Math.max(150, name, lay.width + 22), h: lay.height + 52 };
}

/** Put each panel's inner edge on the orbit (sizes as laid out, once the browser knows them), then nudge panels
 * apart where big ones would overlap. @param {AlienFrontiers} t */
export function placeFacilities(t) {
  const ids = [...t.facilityEls.keys()].filter((id) => t.facilityGeometry.has(id));
  const rects = ids.map((id) => {
    const fel = /** @type {HTMLElement} */ (t.facilityEls.get(id));
    const g = /** @type {{angle: number, w: number, h: number}} */ (t.facilityGeometry.get(id));
    const hw = (fel.offsetWidth || g.w) / 2;
    const hh = (fel.offsetHeight || g.h) / 2;
    return { ...panelCentre(g.angle, ORBIT, hw, hh, { ...STAGE, margin: 8 }), hw, hh };
  });
  const placed = separatePanels(rects, { ...PLANET, r: PLANET.r + 10 }, { ...STAGE, margin: 8 }, 10);
  ids.forEach((id, i) => {
    const fel = /** @type {HTMLElement} */ (t.facilityEls.get(id));
    fel.style.left = `${placed[i].x}px`;
    fel.style.top = `${placed[i].y}px`;
  });
}

/** A facility's panel, clickable (dock the selected dice there) and explainable. @param {AlienFrontiers} t @param {Facility} f */
export function drawFacility(t, f) {
  const { h, talk } = t;
  const e = h("div", { class: `tb-facility tb-fac-${f.id}`, testid: `facility-${f.id}`, title: `${f.name}: ${f.summary}` });
  // a long name over few ports (Terraforming Station) goes on two lines, keeping the panel compact
  const portsWidth = f.requirement === "track" ? 260 : portLayout(f.groups.map((g) => g.size), PORTS).width;
  if (f.name.length * 10 > portsWidth + 60) e.classList.add("tb-fac-narrow");
  e.appendChild(h("div", { class: "tb-fac-head" }, [h("span", { class: "tb-fac-name", text: f.name }), h("span", { class: "tb-fac-req", text: f.docking })]));
  e.appendChild(f.requirement === "track" ? drawHub(t, f) : drawPorts(t, f.groups));
  talk.clickable(e, () => clickFacility(t, f), `${f.name} (${f.docking_words}): ${f.summary}`);
  talk.explainable(e, () => hoverFacility(t, f));
  return e;
}

/** The ports of a group: a docked ship, a blocked port or an empty one in each slot.
 * @param {AlienFrontiers} t @param {Group} g @param {{x: number, y: number}[]} slots @param {HTMLElement} into @param {{x: number, y: number}} origin */
function drawSlots(t, g, slots, into, origin) {
  slots.forEach((s, k) => {
    const ship = g.ships[k];
    const item = g.blocked ? die(t, 1, { kind: "blocked", label: "port blocked by an unused die" }) : ship ? shipDie(t, ship) : t.h("span", { class: "tb-port", attrs: { "aria-label": "empty port" } });
    item.classList.add("tb-slot");
    item.style.left = `${s.x - origin.x}px`;
    item.style.top = `${s.y - origin.y}px`;
    into.appendChild(item);
  });
}

/** @param {AlienFrontiers} t @param {Group[]} groups */
function drawPorts(t, groups) {
  const lay = portLayout(groups.map((g) => g.size), PORTS);
  const box = t.h("div", { class: "tb-ports" });
  box.style.width = `${lay.width}px`;
  box.style.height = `${lay.height}px`;
  lay.groups.forEach((gb, i) => {
    const g = groups[i];
    const frame = t.h("div", { class: `tb-group tb-group-${g.size}${g.blocked ? " tb-group-blocked" : ""}` });
    frame.style.left = `${gb.x}px`;
    frame.style.top = `${gb.y}px`;
    frame.style.width = `${gb.w}px`;
    frame.style.height = `${gb.h}px`;
    drawSlots(t, g, gb.slots, frame, { x: gb.x, y: gb.y });
    box.appendChild(frame);
  });
  return box;
}

/** The Colonist Hub: each player's colony track and its port. @param {AlienFrontiers} t @param {Facility} f */
function drawHub(t, f) {
  const { h } = t;
  const box = h("div", { class: "tb-hub" });
  for (const g of f.groups) {
    const whose = capitalise(g.colour ?? "");
    const track = h("div", { class: "tb-hub-track", colour: g.colour ?? null, title: `${whose}'s colony track: circle ${g.circle ?? 0} of ${f.circles}` });
    track.appendChild(t.ownerMark(g.colour, { cls: "tb-hub-seat", label: `${whose}'s colony track` }));
    const circles = h("div", { class: "tb-hub-circles" });
    for (let c = 1; c <= (f.circles ?? 0); c++) {
      const on = g.circle === c;
      const dot = h("span", { class: `tb-hub-circle${on ? " tb-on" : ""}${c === f.circles ? " tb-hub-launch" : ""}`, text: on ? "" : c });
      if (on) dot.setAttribute("aria-label", `${whose} colony on circle ${c}`);
      circles.appendChild(dot);
    }
    track.appendChild(circles);
    const lay = portLayout([g.size], PORTS);
    const frame = h("div", { class: `tb-group tb-group-${g.size} tb-hub-ports${g.blocked ? " tb-group-blocked" : ""}` });
    frame.style.width = `${lay.groups[0].w}px`;
    frame.style.height = `${lay.groups[0].h}px`;
    drawSlots(t, g, lay.groups[0].slots, frame, { x: 0, y: 0 });
    track.appendChild(frame);
    box.appendChild(track);
  }
  return box;
}

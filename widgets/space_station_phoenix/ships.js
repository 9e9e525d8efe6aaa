// A ship of Space Station Phoenix as the table draws it: owner (or neutral), level, type, stats, GEMs on it, who used
// it and a Neutral Ship token; clicking picks what it does, or plays it as a target.

import { picksOfShip, testId } from "../space_station_phoenix_layout.js";
import { clickShip, hoverTarget } from "./picks.js";
import { designMark, seatName, statLine } from "./pieces.js";

/** @typedef {import("../space_station_phoenix.js").Phoenix} Phoenix @typedef {import("../space_station_phoenix.js").Ship} Ship
 *  @typedef {import("./pieces.js").Live} Live */

/** The short word of a stat on the ship's card. @param {string} field */
function short(field) {
  return /** @type {Record<string, string>} */ ({ cost: "cost", fee: "fee", metal: "metal", extra_metal: "+metal", discount: "−metal", transactions: "deals", duration: "dice", capacity: "keep", tracks: "tracks", food: "food", water: "water" })[field] ?? field;
}

/** What lies on a used ship: its GEMs, its user, a Neutral Ship token. @param {Phoenix} t @param {Ship} ship */
function onShip(t, ship) {
  const { h, ownerMark } = t;
  const on = h("div", { class: "tb-ship-on" });
  if (ship.used) on.appendChild(h("span", { class: "tb-gems-on", text: `◆ ${ship.gems}`, title: `${ship.gems} GEMs on the ship: used until its ${ship.owner ? "owner's" : "user's"} Income` }));
  if (ship.user) on.appendChild(ownerMark(ship.user, { cls: "tb-user", label: `used by ${seatName(ship.user)}` }));
  if (ship.token) on.appendChild(h("span", { class: "tb-token", title: `${seatName(ship.token)}'s Neutral Ship token` }, [ownerMark(ship.token, { label: `${seatName(ship.token)}'s Neutral Ship token` }), h("span", { text: "token" })]));
  return on;
}

/** @param {Phoenix} t @param {Ship} ship @param {Live} live */
export function shipEl(t, ship, live) {
  const { h } = t;
  const target = `ship:${ship.id}`;
  const picks = picksOfShip(t.vm().picks ?? [], ship.id);
  const isTarget = live.targets.has(target) || live.direct.has(target);
  const cls = ["tb-ship", ship.neutral ? "tb-ship-neutral" : "", ship.used ? "tb-used" : "", picks.length ? "tb-usable" : "",
    picks.includes(t.selected ?? "") ? "tb-selected" : "", isTarget ? "tb-target" : ""];
  const e = h("div", { class: cls.filter(Boolean).join(" "), colour: ship.owner ?? "neutral", testid: testId(target), title: `${ship.name}: ${statLine(ship)}${ship.used ? ` — used: ${ship.gems} GEMs on it` : ""}` });
  e.appendChild(h("div", { class: "tb-ship-band" }, [
    ship.owner ? t.ownerMark(ship.owner, { cls: "tb-ship-owner", label: `${seatName(ship.owner)}'s ship` }) : h("span", { class: "tb-owner tb-ship-owner", text: "N", colour: "neutral", title: "neutral ship: no owner, no fee" }),
    h("span", { class: "tb-ship-level", text: `L${ship.level}` }),
    h("span", { class: "tb-ship-type", text: ship.type_name }),
    designMark(t, Object.fromEntries(Object.entries(ship.designed).filter(([f]) => f === "type" || f === "level"))),
  ]));
  const stats = h("div", { class: "tb-ship-stats" });
  for (const s of ship.stats) {
    if (s.field === "fee" && ship.neutral) continue;
    stats.appendChild(h("span", { class: `tb-stat tb-stat-${s.field}`, title: s.name }, [h("b", { text: s.value }), h("span", { text: ` ${short(s.field)}` }), designMark(t, ship.designed[s.field] ? { [s.field]: ship.designed[s.field] } : {}, { [s.field]: s.name })]));
  }
  e.appendChild(stats);
  if (ship.used || ship.token) e.appendChild(onShip(t, ship));
  e.setAttribute("aria-pressed", String(picks.includes(t.selected ?? "")));
  t.talk.clickable(e, () => clickShip(t, ship), `${ship.name}${ship.used ? `, used (${ship.gems} GEMs)` : ", unused"}${isTarget ? ", a target" : ""}`);
  t.talk.explainable(e, () => hoverTarget(t, target));
  return e;
}

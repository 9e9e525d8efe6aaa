// Sectors and Hubs of Space Station Phoenix as the table draws them: the colour band, level and cost, the living
// quarters and the ability; a Hub's back; a Sector (or the Hub's quarters) that is a target can be clicked.

import { sectorBand, testId } from "../space_station_phoenix_layout.js";
import { clickTarget, hoverTarget } from "./picks.js";
import { designMark, quartersEl } from "./pieces.js";

/**
 * @typedef {import("../space_station_phoenix.js").Phoenix} Phoenix
 * @typedef {import("../space_station_phoenix.js").Sector} Sector
 * @typedef {import("../space_station_phoenix.js").Hub} Hub
 * @typedef {import("../space_station_phoenix.js").Player} Player
 * @typedef {import("./pieces.js").Live} Live
 */

/** @param {Phoenix} t @param {Sector} s @param {Live} live @param {boolean} built in a wing (else on display) */
export function sectorEl(t, s, live, built) {
  const { h, talk } = t;
  const target = `sector:${s.id}`;
  const isTarget = live.targets.has(target) || live.direct.has(target);
  const band = sectorBand(s);
  const e = h("div", { class: `tb-sector ${isTarget ? "tb-target" : ""} ${built && !s.works ? "tb-idle" : ""}`.replace(/ +/g, " ").trim(), colour: s.colour, testid: testId(target), title: `Sector ${s.id} (${s.colour}, Level ${s.level}): ${s.text}${built ? (s.works ? " — its ability works" : " — its ability needs a resident on its rightmost quarter") : ""}` }, [
    h("div", { class: "tb-sector-band" }, [
      h("span", { class: "tb-sector-colour", text: band.letter, title: band.words, attrs: { "aria-label": band.words } }),
      h("span", { class: "tb-sector-place", text: band.place }),
      h("span", { class: "tb-sector-cost", title: "metal to build" }, [h("span", { text: band.cost }), designMark(t, s.designed.cost ? { cost: s.designed.cost } : {}, { cost: "cost" })]),
    ]),
    quartersEl(t, s.quarters),
    h("div", { class: "tb-sector-text" }, [h("span", { text: s.text }), designMark(t, Object.fromEntries(Object.entries(s.designed).filter(([f]) => f !== "cost")))]),
  ]);
  if (talk.interactive() && (isTarget || t.selected)) {
    talk.clickable(e, () => clickTarget(t, target) || talk.say(`Sector ${s.id}: ${s.text}`, "info"), `Sector ${s.id}, ${s.colour} Level ${s.level}${isTarget ? ", a target" : ""}`);
    talk.explainable(e, () => hoverTarget(t, target));
  }
  return e;
}

/** What a Hub's back gives at the start, with the turn-order compensation. @param {Phoenix} t @param {Hub} hub */
function hubBack(t, hub) {
  const back = hub.back;
  return t.h("div", { class: "tb-hub-back", title: "the Hub's back: starting GEMs, resources and Diplomacy steps" }, [
    t.h("span", { text: `start: ${back.gems} GEMs, ${back.food}F ${back.water}W ${back.metal}M, ${back.steps} step${back.steps === 1 ? "" : "s"}; +${hub.compensation} GEMs for turn order` }),
    designMark(t, hub.designed, { back: "the Hub's back", compensation: "turn-order compensation" }),
  ]);
}

/** The two Hubs offered, one to keep (buttons). @param {Phoenix} t @param {Player} p @param {Live} live @param {HTMLElement} box */
function hubOffer(t, p, live, box) {
  const { h } = t;
  box.appendChild(h("div", { class: "tb-hub-name", text: p.hub_offer.length ? "Hub: one of two to keep" : "Hub: not chosen yet" }));
  for (const offer of p.hub_offer) {
    const target = `hub:${offer.id}`;
    const b = h("button", { class: `tb-btn tb-hub-offer ${live.direct.has(target) ? "tb-target" : ""}`.trim(), testid: testId(target), title: `Hub ${offer.id}: ${offer.text}`, attrs: { type: "button", "aria-label": `Keep Hub ${offer.id}: ${offer.text}` } }, [
      h("b", { text: `Hub ${offer.id}` }), h("span", { class: "tb-hub-text", text: offer.text }), hubBack(t, offer),
    ]);
    b.addEventListener("click", () => clickTarget(t, target) || t.talk.askWhy(`hub ${offer.id}`));
    t.talk.explainable(b, () => hoverTarget(t, target));
    box.appendChild(b);
  }
  return box;
}

/** A player's Hub (or the Hubs offered): its text, living quarters (a target for the acting seat) and back.
 * @param {Phoenix} t @param {Player} p @param {Live} live */
export function hubEl(t, p, live) {
  const { h, talk } = t;
  const hub = p.hub;
  const box = h("div", { class: "tb-hub", colour: p.colour });
  if (!hub) return hubOffer(t, p, live, box);
  const target = "sector:hub";
  const mine = p.acting && (live.targets.has(target) || live.direct.has(target));
  box.appendChild(h("div", { class: "tb-hub-name" }, [h("b", { text: `Hub ${hub.id}` }), h("span", { class: "tb-muted", text: hub.basic ? " basic" : " advanced" })]));
  box.appendChild(h("div", { class: "tb-hub-text", text: hub.text + (hub.not_implemented ? " (not yet implemented: shown only)" : "") }));
  if (hub.quarters.length) {
    const q = quartersEl(t, hub.quarters);
    if (mine) {
      q.classList.add("tb-target");
      q.dataset.testid = "sector-hub";
      talk.clickable(q, () => clickTarget(t, target), "the Hub's living quarters, a target");
      talk.explainable(q, () => hoverTarget(t, target));
    }
    box.appendChild(q);
  }
  box.appendChild(hubBack(t, hub));
  return box;
}

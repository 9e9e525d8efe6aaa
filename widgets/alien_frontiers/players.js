// The players' panels of the Alien Frontiers table: score, resources, ships, alien tech cards and the VP by source.

import { groupBreakdown } from "../alien_frontiers_layout.js";

/** @typedef {import("../alien_frontiers.js").AlienFrontiers} AlienFrontiers @typedef {import("../alien_frontiers.js").Player} Player */

/** The name line: mark, name, chips (to play, deciding, winner) and score. @param {AlienFrontiers} t @param {Player} p @param {boolean} won */
function top(t, p, won) {
  const { h, chip } = t;
  const e = h("div", { class: "tb-player-top" });
  e.appendChild(t.ownerMark(p.colour, { cls: "tb-swatch", label: p.name }));
  e.appendChild(h("span", { class: "tb-pname", text: p.name }));
  if (p.active && !t.vm().over) e.appendChild(chip("to play", "tb-chip-active"));
  if (p.deciding) e.appendChild(chip("deciding", "tb-chip-deciding"));
  if (won) e.appendChild(chip("winner", "tb-chip-winner"));
  e.appendChild(h("span", { class: "tb-score" }, [h("span", { class: "tb-score-n", text: p.score, testid: `score-${p.colour}` }), h("span", { class: "tb-score-vp", text: "VP" })]));
  return e;
}

/** Fuel, ore, colonies left; then the ships by where they are. @param {AlienFrontiers} t @param {Player} p */
function holdings(t, p) {
  const { h } = t;
  /** @param {string} ico @param {number} n @param {string} word @param {string} title */
  const stat = (ico, n, word, title) => h("span", { class: "tb-stat", title }, [h("span", { class: `tb-ico tb-ico-${ico}` }), h("b", { text: n }), h("span", { text: word })]);
  const res = h("div", { class: "tb-res" }, [
    stat("fuel", p.fuel, "fuel", "fuel"), stat("ore", p.ore, "ore", "ore"),
    stat("colony", p.colonies_left, "colonies left", "colonies not yet on the planet"),
  ]);
  const ships = h("div", { class: "tb-ships", title: "ships: unplaced / in the Maintenance Bay / docked / in the stock" });
  ships.appendChild(h("span", { class: "tb-label", text: "ships" }));
  for (const k of /** @type {const} */ (["fleet", "bay", "docked", "stock"])) {
    ships.appendChild(h("span", { class: "tb-shipcount" }, [h("b", { text: p.ships[k] }), h("span", { text: ` ${k}` })]));
  }
  if (p.relic) ships.appendChild(h("span", { class: "tb-chip tb-chip-relic", text: "Relic Ship", title: "flies the Relic Ship" }));
  return [res, ships];
}

/** The VP by source, each source's items beside it. @param {AlienFrontiers} t @param {Player} p */
function breakdown(t, p) {
  const { h } = t;
  const list = h("ul", { class: "tb-breakdown" });
  for (const g of groupBreakdown(p.breakdown ?? [])) {
    const details = h("span", { class: "tb-bd-details" });
    for (const it of g.items) details.appendChild(h("span", { class: "tb-bd-item", text: it.points === 1 ? it.detail : `${it.detail} ${it.points}` }));
    list.appendChild(h("li", {}, [h("span", { class: "tb-bd-source", text: g.source }), h("span", { class: "tb-bd-points", text: `+${g.points}` }), details]));
  }
  return list.children.length ? list : null;
}

/** @param {AlienFrontiers} t @param {HTMLElement} players */
export function drawPlayers(t, players) {
  const { h } = t;
  const m = t.vm();
  players.replaceChildren();
  const winners = new Set(m.winners ?? []);
  for (const p of m.players ?? []) {
    const cls = ["tb-player", p.active ? "tb-active" : "", p.deciding ? "tb-deciding" : "", winners.has(p.colour) ? "tb-winner" : ""].filter(Boolean).join(" ");
    const e = h("section", { class: cls, testid: `player-${p.colour}`, colour: p.colour }, [top(t, p, winners.has(p.colour)), ...holdings(t, p)]);
    if (p.cards.length) {
      const cards = h("div", { class: "tb-hand" });
      for (const c of p.cards) cards.appendChild(h("span", { class: `tb-handcard${c.used ? " tb-used" : ""}`, text: c.name, title: `${c.name}: ${c.power}${c.used ? " (used this turn)" : ""}` }));
      e.appendChild(cards);
    }
    const bd = breakdown(t, p);
    if (bd) e.appendChild(bd);
    players.appendChild(e);
  }
}

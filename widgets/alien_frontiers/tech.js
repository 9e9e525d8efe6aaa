// The alien tech of the Alien Frontiers table: the piles and the display of cards, those that may be claimed clickable.

import { legalTargets } from "../alien_frontiers_layout.js";

/** @typedef {import("../alien_frontiers.js").AlienFrontiers} AlienFrontiers */

/** @param {AlienFrontiers} t @param {HTMLElement} tech */
export function drawTech(t, tech) {
  const { h, talk } = t;
  const m = t.vm();
  tech.replaceChildren();
  const claims = legalTargets(talk.legal(), "claim");
  tech.appendChild(
    h("div", { class: "tb-tech-head" }, [
      h("span", { class: "tb-tech-title", text: "Alien tech" }),
      h("span", { class: "tb-pile", title: "cards left in the draw pile" }, [h("b", { text: m.deck_count ?? 0 }), h("span", { text: " in the deck" })]),
      h("span", { class: "tb-pile", title: "cards in the discard pile" }, [h("b", { text: m.discard_count ?? 0 }), h("span", { text: " discarded" })]),
    ])
  );
  const row = h("div", { class: "tb-tech-row" });
  (m.display ?? []).forEach((/** @type {any} */ c, /** @type {number} */ i) => {
    const card = h("article", { class: "tb-card", testid: `card-${c.id}`, attrs: { "data-index": String(i) } });
    card.appendChild(h("div", { class: "tb-card-name", text: c.name }));
    card.appendChild(h("div", { class: "tb-card-power", text: c.power }));
    if (c.discard && c.discard !== "none") card.appendChild(h("div", { class: "tb-card-discard" }, [h("b", { text: "Discard: " }), h("span", { text: c.discard })]));
    if (c.vp) card.appendChild(h("div", { class: "tb-card-vp", text: `${c.vp} VP` }));
    if (claims.has(c.id) && talk.interactive()) {
      card.classList.add("tb-legal");
      talk.clickable(card, () => talk.send({ type: "act", action: `claim ${c.id}` }), `Claim ${c.name}: ${c.power}`);
    }
    row.appendChild(card);
  });
  tech.appendChild(row);
}

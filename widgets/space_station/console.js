// The console of the Space Station table: the final score, the draw, the actions by group (a chosen event's own
// actions alone), the last move and the message line.

import { actionTestId } from "../space_station_layout.js";
import { selectedCard } from "./pieces.js";

/** @typedef {import("../space_station.js").SpaceStation} SpaceStation */

/** @param {SpaceStation} t @param {HTMLElement} consoleBox */
export function drawConsole(t, consoleBox) {
  const { h, talk } = t;
  const m = t.vm();
  consoleBox.replaceChildren();
  if (m.over) {
    const final = h("div", { class: "tb-final" });
    const ranked = [...(m.players ?? [])].sort((a, b) => b.score - a.score);
    for (const p of ranked) final.appendChild(h("span", { class: "tb-final-item", colour: p.colour }, [h("span", { text: p.name }), h("b", { text: `${p.score} VP` })]));
    consoleBox.appendChild(final);
  }
  const roll = m.decider === "chance" ? talk.chanceButton("Draw a card", m.now) : null;
  if (roll) consoleBox.appendChild(roll);
  if (talk.interactive()) {
    const card = selectedCard(t);
    for (const g of m.groups ?? []) {
      const acts = card && card.event && g.verb === "play" ? g.actions.filter((a) => a.card === card.id) : g.actions;
      const box = h("div", { class: `tb-group tb-group-${g.verb}` }, [h("div", { class: "tb-group-title", text: g.title })]);
      const list = h("div", { class: "tb-actions" });
      for (const a of acts) {
        const b = h("button", { class: `tb-btn tb-btn-action tb-verb-${a.verb} ${card && a.card === card.id ? "tb-hot" : ""}`.trim(), text: a.label, testid: actionTestId(a.action), title: a.action, attrs: { type: "button", "aria-label": a.label } });
        b.addEventListener("click", () => talk.send({ type: "act", action: a.action }));
        list.appendChild(b);
      }
      box.appendChild(list);
      consoleBox.appendChild(box);
    }
  }
  if (m.last) consoleBox.appendChild(t.lastMove(m.last));
  consoleBox.appendChild(t.message);
}

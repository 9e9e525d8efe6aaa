// The viewer's hand of the Space Station table: click a card to choose it (again to put it down); a card that can be
// built nowhere asks Python why at once.

import { buildAction, cardTitle, toggleCard } from "../space_station_layout.js";
import { designMark, selectedCard } from "./pieces.js";
import { hint } from "./head.js";

/** @typedef {import("../space_station.js").SpaceStation} SpaceStation */

/** Choose (or put down) card ``i`` of the hand, and redraw what the choice changes. @param {SpaceStation} t @param {number} i */
function clickCard(t, i) {
  if (!t.talk.interactive()) return;
  t.selected = toggleCard(t.selected, i);
  t.talk.forget();
  t.focus.around(t.drawChoice);
  const m = t.vm();
  const card = selectedCard(t);
  if (card && !card.event && !card.buildable && m.your_turn) {
    // no legal exit: ask why, on the first free exit of the station (or the Core)
    const me = (m.players ?? []).find((p) => p.seat === m.viewer);
    const free = me?.modules.flatMap((mod) => mod.exits.filter((e) => e.state === "free").map((e) => [mod.id, e.letter]))[0];
    t.talk.askWhy(buildAction(card.id, free ? free[0] : "core", free ? free[1] : "U"));
  } else hint(t);
}

/** @param {SpaceStation} t @param {HTMLElement} handBox */
export function drawHand(t, handBox) {
  const { h } = t;
  const m = t.vm();
  handBox.replaceChildren();
  if (!m.hand) {
    handBox.appendChild(h("div", { class: "tb-hand-title", text: "Hands are hidden (spectator)" }));
    return;
  }
  handBox.appendChild(h("div", { class: "tb-hand-title" }, [h("span", { text: `${m.viewer_name}'s hand` }), h("span", { class: "tb-muted", text: ` · ${m.hand.length} card${m.hand.length === 1 ? "" : "s"}` })]));
  const row = h("div", { class: "tb-hand-cards" });
  m.hand.forEach((c, i) => {
    const cls = ["tb-card", c.event ? "tb-card-event" : "", t.selected === i ? "tb-selected" : "", c.buildable || c.playable ? "tb-card-usable" : ""];
    const card = h("div", { class: cls.join(" ").replace(/ +/g, " ").trim(), colour: c.colour, testid: `hand-card-${i}`, title: cardTitle(c) }, [
      h("div", { class: "tb-card-band" }, [h("span", { text: c.kind_name }), designMark(t, c)]),
      h("div", { class: "tb-card-name", text: c.name }),
      h("div", { class: "tb-card-text", text: c.text }),
      c.design ? h("div", { class: "tb-card-design", text: c.design.short }) : null,
      h("div", { class: "tb-card-foot" }, [
        c.event ? h("span", { text: "event" }) : h("span", { text: `exits ${c.exits || "none"}` }),
        c.crew ? h("span", { text: `crew ${c.crew}` }) : null,
      ]),
    ]);
    card.setAttribute("aria-pressed", String(t.selected === i));
    t.talk.clickable(card, () => clickCard(t, i), `${c.name}, ${c.event ? "event" : c.kind_name}: ${c.text}`);
    row.appendChild(card);
  });
  handBox.appendChild(row);
}

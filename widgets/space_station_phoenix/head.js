// The head of the Space Station Phoenix table (whose clicks, what happens now, who decides, the end triggered, undo
// and redo) and the hint in the message line.

import { pickOf, seatName } from "./pieces.js";

/** @typedef {import("../space_station_phoenix.js").Phoenix} Phoenix */

/** @param {Phoenix} t @param {HTMLElement} head */
export function drawHead(t, head) {
  const { h } = t;
  const m = t.vm();
  head.replaceChildren();
  head.appendChild(h("div", { class: "tb-title" }, [h("span", { text: m.title ?? "Space Station Phoenix" }), h("span", { class: "tb-viewer", text: `clicks for: ${m.viewer_name ?? "—"}` })]));
  const status = h("div", { class: "tb-status", testid: "status" }, [h("span", { class: "tb-now", text: m.over ? m.status : m.now })]);
  if (!m.over && m.decider === "chance") status.appendChild(t.chip("chance decides", "tb-chip-chance"));
  for (const c of m.deciders ?? []) {
    const who = `${seatName(c)} decides${c === m.acting ? " (your clicks)" : ""}`;
    status.appendChild(h("span", { class: `tb-decider ${c === m.acting ? "tb-acting" : ""}`.trim(), testid: `decider-${c}`, title: who }, [t.ownerMark(c, { label: who }), h("span", { text: `${seatName(c)} decides` })]));
  }
  if (m.trigger) status.appendChild(t.chip(`end triggered: ${m.trigger}`, "tb-chip-end"));
  head.appendChild(status);
  head.appendChild(t.talk.controls());
}

/** What the learner can do now, in the message line. @param {Phoenix} t */
export function hint(t) {
  const { talk } = t;
  const say = (/** @type {string} */ text) => talk.say(text, "hint");
  const m = t.vm();
  const pick = pickOf(t, t.selected);
  const kinds = /** @type {Record<string, string>} */ ({ ship: "ship", track: "Diplomacy track" });
  if (m.over) say(m.status ?? "The game is over.");
  else if (!talk.interactive()) say("Replaying a game: the table follows the stepper.");
  else if (talk.computerTurn()) say(talk.computerTurn());
  else if (m.decider === "chance") say("The Expedition dice are rolled next: press Roll.");
  else if (!m.your_turn && m.computers && m.now) say(m.now);
  else if (!m.your_turn) say(`Waiting for ${m.deciders.map(seatName).join(" and ")}: the table clicks for ${m.viewer_name}.`);
  else if (pick) say(`${pick.label}: ${pick.target_kind ? `click a highlighted ${kinds[pick.target_kind] ?? "Sector"}` : "press its button"}. Hover any other to ask why not.`);
  else if ((m.picks ?? []).some((/** @type {{ship: string | null}} */ p) => p.ship)) say(`${seatName(m.acting)}: click a ship (highlighted ones can act), then its target — or one of the buttons.`);
  else say(`${seatName(m.acting)}: ${m.now}.`);
}

// The head of the Alien Frontiers table (the turn, what happens now, who decides or who won, undo and redo)
// and the hint in the message line.

import { capitalise } from "./pieces.js";

/** @typedef {import("../alien_frontiers.js").AlienFrontiers} AlienFrontiers */

/** @param {AlienFrontiers} t @param {HTMLElement} head */
export function drawHead(t, head) {
  const { h, chip, setColour } = t;
  const m = t.vm();
  head.replaceChildren();
  head.appendChild(h("div", { class: "tb-title", text: m.title ?? "Alien Frontiers" }));
  const status = h("div", { class: "tb-status", testid: "status" });
  status.appendChild(h("span", { class: "tb-turn", text: `Turn ${m.turn ?? "–"}` }));
  if (m.over) {
    const names = (m.winners ?? []).map(capitalise).join(" and ");
    status.appendChild(h("span", { class: "tb-now", text: `${m.now}${m.end ? ` (${m.end})` : ""}` }));
    if (names) {
      const w = h("span", { class: "tb-chip tb-chip-col tb-winner-chip", text: `${names} win${(m.winners ?? []).length > 1 ? "" : "s"}` });
      setColour(w, (m.winners ?? [])[0]);
      status.appendChild(w);
    }
  } else {
    status.appendChild(h("span", { class: "tb-now", text: capitalise(m.now ?? "") }));
    if (m.decider === "chance") status.appendChild(chip("chance decides", "tb-chip-chance"));
    else if (m.decider) {
      const d = h("span", { class: "tb-chip tb-chip-col", text: `${capitalise(m.decider)} decides` });
      setColour(d, m.decider);
      status.appendChild(d);
    }
  }
  head.appendChild(status);
  head.appendChild(t.talk.controls());
}

/** What the learner can do now, in the message line. @param {AlienFrontiers} t */
export function hint(t) {
  const { talk } = t;
  const m = t.vm();
  if (m.over) {
    const w = (m.winners ?? []).map(capitalise);
    talk.say(w.length ? `${w.join(" and ")} win${w.length > 1 ? "" : "s"}${m.end ? `: the game ended with the ${m.end}` : ""}.` : "The game is over.", "hint");
  }
  else if (!talk.interactive()) talk.say("Replaying a game: the table follows the stepper.", "hint");
  else if (talk.computerTurn()) talk.say(talk.computerTurn(), "hint");
  else if (m.decider === "chance") talk.say("Chance decides next: press Roll / draw.", "hint");
  else if ((m.fleet ?? []).length) talk.say("Click dice to select them, then click a facility. Hover a facility to ask why not.", "hint");
  else if ((m.actions ?? []).length) talk.say("Choose one of the actions.", "hint");
  else talk.say("", "hint");
}

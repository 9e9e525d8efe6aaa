// The console of the Alien Frontiers table: the active player's ships to place (or the roll, or the final score),
// the other actions as buttons, the last move and the message line.

import { actionTestId } from "../alien_frontiers_layout.js";
import { capitalise, die } from "./pieces.js";
import { toggleDie } from "./selection.js";

/** @typedef {import("../alien_frontiers.js").AlienFrontiers} AlienFrontiers */

/** What the fleet's label says: whose ships, the roll to come, or the final score. @param {AlienFrontiers} t */
function fleetLabel(t) {
  const m = t.vm();
  const who = capitalise(m.active ?? "");
  if (m.over) return "Final score";
  if ((m.fleet ?? []).length) return `${who}'s ships to place`;
  if (m.decider === "chance") return t.talk.computerTurn() ? `${who} rolls next` : `${who}: roll the dice`;
  return `${who}: no ships to place`;
}

/** The players by score, once the game is over. @param {AlienFrontiers} t */
function finalScore(t) {
  const final = t.h("div", { class: "tb-final" });
  const ranked = [...(t.vm().players ?? [])].sort((a, b) => b.score - a.score);
  for (const p of ranked) final.appendChild(t.h("span", { class: "tb-final-item", colour: p.colour }, [t.h("span", { text: p.name }), t.h("b", { text: p.score })]));
  return final;
}

/** The fleet's dice as buttons that select them (disabled in a replay, or while a computer seat plays). @param {AlienFrontiers} t */
function fleetDice(t) {
  const list = t.vm().fleet ?? [];
  return list.map((d, i) => {
    const what = d.kind === "relic" ? "Relic Ship" : d.kind === "teleported" ? `${capitalise(d.colour)} ship (teleported)` : `${capitalise(d.colour)} ship`;
    const b = die(t, d.value, { colour: d.colour, kind: d.kind, tag: "button", cls: "tb-die-big", label: `${what} showing ${d.value}, die ${i + 1} of ${list.length}` });
    b.dataset.testid = `die-${i}`;
    b.setAttribute("type", "button");
    b.title = d.kind === "relic" ? `Relic Ship (${d.token})` : d.kind === "teleported" ? `teleported ship (${d.token})` : `ship showing ${d.value}`;
    if (t.talk.interactive() && !t.talk.computerTurn()) b.addEventListener("click", () => toggleDie(t, i));
    else /** @type {HTMLButtonElement} */ (b).disabled = true;
    return b;
  });
}

/** @param {AlienFrontiers} t @param {HTMLElement} consoleBox the fleet and the roll @param {HTMLElement} actionsBox */
export function drawConsole(t, consoleBox, actionsBox) {
  const { h, talk } = t;
  const m = t.vm();
  consoleBox.replaceChildren();
  const fleetBox = h("div", { class: "tb-fleet", colour: m.over ? (m.winners ?? [])[0] ?? null : m.active });
  fleetBox.appendChild(h("div", { class: "tb-fleet-label", text: fleetLabel(t) }));
  if (m.over) fleetBox.appendChild(finalScore(t));
  t.dieEls = fleetDice(t);
  if (t.dieEls.length) fleetBox.appendChild(h("div", { class: "tb-fleet-dice" }, t.dieEls));
  consoleBox.appendChild(fleetBox);
  const roll = m.decider === "chance" ? talk.chanceButton("Roll / draw", m.now) : null;
  if (roll) consoleBox.appendChild(roll);

  actionsBox.replaceChildren();
  if (talk.interactive() && (m.actions ?? []).length) {
    const actions = h("div", { class: "tb-actions" });
    for (const a of m.actions) {
      const b = h("button", { class: `tb-btn tb-btn-action tb-verb-${a.verb}`, text: a.label, testid: actionTestId(a.action), title: a.action, attrs: { type: "button", "aria-label": a.label } });
      b.addEventListener("click", () => talk.send({ type: "act", action: a.action }));
      actions.appendChild(b);
    }
    actionsBox.appendChild(actions);
  }
  if (m.last) actionsBox.appendChild(t.lastMove(m.last));
  actionsBox.appendChild(t.message);
}

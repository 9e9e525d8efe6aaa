// The console of the Space Station Phoenix table: the final score, what is pending (Diplomacy rewards each seat
// chooses, Expedition dice to keep, transactions left), the roll, the picks and moves as buttons, the last move, the
// message line and the legend.

import { buttonsOf, DESIGN_MARK, poolDice, togglePick, targetsOf, actionTestId } from "../space_station_phoenix_layout.js";
import { clickTarget, hoverTarget, select } from "./picks.js";
import { actionButton, live, pickOf, seatName } from "./pieces.js";

/** @typedef {import("../space_station_phoenix.js").Phoenix} Phoenix @typedef {import("../space_station_phoenix_layout.js").Move} Move */

const FACE_GLYPHS = /** @type {Record<string, string>} */ ({ food: "F", water: "W", metal: "M", human: "H" });

/** The players by score, once the game is over. @param {Phoenix} t */
function finalScore(t) {
  const final = t.h("div", { class: "tb-final" });
  for (const p of [...t.vm().players].sort((a, b) => b.score - a.score)) final.appendChild(t.h("span", { class: "tb-final-item", colour: p.colour }, [t.ownerMark(p.colour), t.h("span", { text: p.name }), t.h("b", { text: `${p.score}` })]));
  return final;
}

/** What is pending: each seat's Diplomacy reward, the Expedition dice to keep, the transactions left.
 * @param {Phoenix} t @returns {HTMLElement[]} */
function pending(t) {
  const { h, talk } = t;
  const m = t.vm();
  const pend = m.pending;
  const out = [];
  if (pend?.kind === "reward" && pend.tops) {
    const box = h("div", { class: "tb-pending", testid: "rewards" }, [h("div", { class: "tb-group-title", text: `${pend.track} Diplomacy rewards: each seat chooses` })]);
    for (const [c, top] of Object.entries(pend.tops)) {
      if (!top) continue;
      const still = pend.seats.includes(c);
      box.appendChild(h("div", { class: `tb-reward-seat ${c === m.acting ? "tb-acting" : ""}`.trim() }, [t.ownerMark(c), h("span", { text: `${seatName(c)}: up to level ${top}${still ? (c === m.acting ? " — your clicks" : " — to choose") : " — chosen"}` })]));
    }
    out.push(box);
  }
  if (pend?.kind === "keep" && pend.pool) {
    const lv = live(t);
    const dice = h("div", { class: "tb-dice", testid: "dice" });
    poolDice(pend.pool).forEach((face, i) => {
      const target = `die:${face}`;
      const isTarget = lv.direct.has(target);
      const d = h("span", { class: `tb-die tb-die-${face} ${isTarget ? "tb-target" : ""}`.trim(), text: FACE_GLYPHS[face], testid: `die-${i}`, title: `a die showing ${face}` });
      d.dataset.key = `die-${i}`;
      if (isTarget) {
        talk.clickable(d, () => clickTarget(t, target), `keep a ${face} die`);
        talk.explainable(d, () => hoverTarget(t, target));
      }
      dice.appendChild(d);
    });
    out.push(h("div", { class: "tb-pending" }, [h("div", { class: "tb-group-title", text: `Expedition dice: keep up to ${pend.capacity} more${pend.rerolls ? `, ${pend.rerolls} reroll(s) left` : ""}` }), dice]));
  }
  if (pend?.kind === "transaction") out.push(h("div", { class: "tb-group-title", text: `Transport transactions: ${pend.left} left (${pend.made} made)` }));
  return out;
}

/** A titled group of buttons. @param {Phoenix} t @param {string} cls @param {string} title @param {HTMLElement[]} buttons */
function group(t, cls, title, buttons) {
  return t.h("div", { class: cls }, [t.h("div", { class: "tb-group-title", text: title }), t.h("div", { class: "tb-actions" }, buttons)]);
}

/** The picks that are no ship (residents to place), the chosen pick's moves, and the moves any click plays.
 * @param {Phoenix} t @returns {HTMLElement[]} */
function choices(t) {
  const { h } = t;
  const m = t.vm();
  const moves = m.moves ?? [];
  const find = (/** @type {string} */ action) => moves.find((/** @type {Move} */ x) => x.action === action);
  const out = [];
  const others = (m.picks ?? []).filter((/** @type {{ship: string | null}} */ p) => !p.ship);
  if (others.length) {
    out.push(group(t, "tb-group", "Choose what to place, then a highlighted Sector", others.map((/** @type {{key: string, label: string}} */ p) => {
      const b = h("button", { class: `tb-btn tb-btn-pick ${t.selected === p.key ? "tb-hot" : ""}`.trim(), text: p.label, testid: actionTestId(p.key), attrs: { type: "button", "aria-pressed": String(t.selected === p.key) } });
      b.addEventListener("click", () => select(t, togglePick(t.selected, p.key)));
      return b;
    })));
  }
  const pick = pickOf(t, t.selected);
  if (pick) {
    const alts = [...targetsOf(moves, t.selected).values()].map(find).filter((x) => x !== undefined);
    const box = group(t, "tb-group tb-group-pick", `Selected: ${pick.label}`, [...buttonsOf(moves, t.selected).map((mv) => actionButton(t, mv)), ...alts.map((mv) => actionButton(t, mv, "tb-btn-alt"))]);
    const cancel = h("button", { class: "tb-btn tb-btn-quiet", text: "Cancel", testid: "cancel-pick", attrs: { type: "button" } });
    cancel.addEventListener("click", () => select(t, null));
    box.appendChild(cancel);
    out.push(box);
  }
  const free = buttonsOf(moves, null);
  const direct = [...targetsOf(moves, null).values()].map(find).filter((x) => x !== undefined);
  if (free.length || direct.length) {
    const title = (m.picks ?? []).some((/** @type {{ship: string | null}} */ p) => p.ship) ? "Or" : "Choose";
    out.push(group(t, "tb-group", title, [...free.map((mv) => actionButton(t, mv)), ...direct.map((mv) => actionButton(t, mv, "tb-btn-alt"))]));
  }
  return out;
}

/** @param {Phoenix} t @param {HTMLElement} consoleBox */
export function drawConsole(t, consoleBox) {
  const { h, talk } = t;
  const m = t.vm();
  consoleBox.replaceChildren();
  if (m.over) consoleBox.appendChild(finalScore(t));
  for (const e of pending(t)) consoleBox.appendChild(e);
  const roll = m.decider === "chance" ? talk.chanceButton(`Roll ${m.pending?.dice ?? ""} Expedition dice`, m.now) : null;
  if (roll) consoleBox.appendChild(roll);
  if (talk.interactive()) for (const e of choices(t)) consoleBox.appendChild(e);
  if (m.last) consoleBox.appendChild(t.lastMove(m.last));
  consoleBox.appendChild(t.message);
  consoleBox.appendChild(h("div", { class: "tb-legend", testid: "legend" }, [
    h("div", {}, [h("span", { class: "tb-designed", text: DESIGN_MARK }), h("span", { text: ` ${m.legend.replace(/^◇ /, "")}` })]),
    h("div", { text: "Residents: T teal, B brown, P pink, G gold Aliens, H Humans (a dashed ring: arrived this turn). Sectors: T teal, B brown, P pink on the colour band. Quarters' income: ◆ GEMs, F food, W water, M metal." }),
  ]));
}

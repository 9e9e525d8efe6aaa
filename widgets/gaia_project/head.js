// The head of the Gaia Project table (the round, what happens now, whose decision, computer seats, undo and redo),
// the strip of round and final scoring and turn order, and the hint in the message line.

import { players, seatMark } from "./pieces.js";

/** @typedef {import("../gaia_project.js").GaiaProject} GaiaProject */

/** @param {GaiaProject} t @param {HTMLElement} head */
export function drawHead(t, head) {
  const { h } = t;
  const m = t.vm();
  head.replaceChildren();
  head.appendChild(h("div", { class: "tb-title" }, [h("span", { text: m.title ?? "Gaia Project" }),
    h("span", { class: "tb-sub", text: m.round ? `Round ${m.round} of ${m.rounds}` : "Setup" })]));
  const status = h("div", { class: "tb-status", testid: "status" }, [h("span", { class: "tb-now", text: m.over ? m.status : m.now })]);
  if (!m.over && m.decider && m.decider !== "chance") {
    const p = players(t)[Number(m.decider.slice(1)) - 1];
    status.appendChild(h("span", { class: "tb-chip tb-chip-col tb-whose", testid: "whose", colour: p?.colour ?? null, text: `${p?.letter ?? ""} · ${m.your_turn && m.viewer !== null && m.viewer !== undefined ? "your decision" : `${m.decider_name} decides`}` }));
  }
  for (const [seat, name] of Object.entries(m.computers ?? {})) status.appendChild(t.chip(`${seat}: computer (${name})`, "tb-chip-computer"));
  head.appendChild(status);
  head.appendChild(t.talk.controls());
}

/** The round scoring tiles, the final scoring with each seat's count, and the turn order (who passed).
 * @param {GaiaProject} t @param {HTMLElement} strip */
export function drawStrip(t, strip) {
  const { h } = t;
  const m = t.vm();
  strip.replaceChildren();
  const rounds = h("div", { class: "tb-rounds" }, [h("span", { class: "tb-strip-label", text: "Round scoring" })]);
  for (const r of m.scoring?.round ?? []) {
    rounds.appendChild(h("span", { class: `tb-tile tb-round-tile ${r.current ? "tb-current" : ""} ${r.past ? "tb-past" : ""}`.replace(/ +/g, " ").trim(), title: `Round ${r.round} (${r.id}): ${r.text}` }, [
      h("b", { text: r.round }), h("span", { text: r.text }),
    ]));
  }
  strip.appendChild(rounds);
  const finals = h("div", { class: "tb-finals" }, [h("span", { class: "tb-strip-label", text: "Final scoring" })]);
  for (const f of m.scoring?.final ?? []) {
    const counts = h("span", { class: "tb-final-counts" });
    f.counts.forEach((/** @type {number} */ n, /** @type {number} */ seat) => counts.append(seatMark(t, seat, "tb-mini"), h("span", { text: n })));
    if (f.neutral !== null && f.neutral !== undefined) counts.append(h("span", { class: "tb-neutral", text: `neutral ${f.neutral}`, title: "the neutral player of a two-player game" }));
    finals.appendChild(h("span", { class: "tb-tile tb-final-tile", title: `${f.id}: ${f.text}` }, [h("span", { text: f.text }), counts]));
  }
  strip.appendChild(finals);
  const order = h("div", { class: "tb-order", testid: "turn-order" }, [h("span", { class: "tb-strip-label", text: "Turn order" })]);
  for (const short of m.order ?? []) {
    const seat = Number(short.slice(1)) - 1;
    const p = players(t)[seat];
    const mark = seatMark(t, seat, `tb-order-seat ${p?.passed ? "tb-passed" : ""} ${p?.active ? "tb-active" : ""}`.trim());
    mark.title = `${p?.name}${p?.passed ? " (passed)" : ""}${p?.active ? " (active)" : ""}`;
    order.appendChild(mark);
  }
  if ((m.passed_order ?? []).length) order.appendChild(h("span", { class: "tb-muted", text: `passed: ${m.passed_order.map((/** @type {string} */ x) => players(t)[Number(x.slice(1)) - 1]?.letter).join(" ")}` }));
  strip.appendChild(order);
}

/** What the learner can do now, in the message line. @param {GaiaProject} t */
export function hint(t) {
  const { talk } = t;
  const m = t.vm();
  if (m.over) talk.say(m.status ?? "The game is over.", "hint");
  else if (!talk.interactive()) talk.say("Replaying a game: the table follows the stepper.", "hint");
  else if (talk.computerTurn()) talk.say(talk.computerTurn(), "hint");
  else if (!m.your_turn) talk.say(`Waiting for ${m.decider_name ?? "the others"}: ${m.now}.`, "hint");
  else if (m.charge) talk.say(`${m.charge.name}: charge ${m.charge.amount} power for ${m.charge.vp_cost} VP, or decline.`, "hint", m.charge.rule);
  else if (t.tool) {
    const held = (m.tools ?? []).find((/** @type {{tool: string}} */ x) => x.tool === t.tool);
    talk.say(`${held?.label ?? t.tool}: click a glowing hex (${held?.count ?? 0}). Hover or focus another hex to hear why not.`, "hint", held?.rule ?? null);
  } else if ((m.tools ?? []).length) talk.say("Choose a build on the left, then a glowing hex — or one of the other actions.", "hint");
  else talk.say("Choose one of the actions.", "hint");
}

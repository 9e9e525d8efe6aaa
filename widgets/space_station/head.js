// The head of the Space Station table (title and viewer, the year die, what happens now and who decides, undo and
// redo), the strip of colour majorities and piles, and the hint in the message line.

import { cardTitle } from "../space_station_layout.js";
import { die, selectedCard } from "./pieces.js";

/** @typedef {import("../space_station.js").SpaceStation} SpaceStation */

/** @param {SpaceStation} t @param {HTMLElement} head */
export function drawHead(t, head) {
  const { h } = t;
  const m = t.vm();
  head.replaceChildren();
  head.appendChild(h("div", { class: "tb-title" }, [h("span", { text: m.title ?? "Space Station" }), h("span", { class: "tb-viewer", text: `viewed by ${m.viewer_name ?? "—"}` })]));
  const yearBox = h("div", { class: `tb-year ${m.die?.last ? "tb-year-last" : ""}`, testid: "year", title: `Year ${m.year} of ${m.years}: colour majorities score ${m.die?.vp ?? 1} VP each at the year's end` }, [
    die(t, m.die?.value ?? 1),
    h("span", { class: "tb-year-text" }, [h("b", { text: `Year ${m.year ?? "–"}` }), h("span", { text: ` of ${m.years ?? 6}` })]),
  ]);
  head.appendChild(yearBox);
  const status = h("div", { class: "tb-status", testid: "status" }, [h("span", { class: "tb-now", text: m.over ? m.status ?? "" : m.now ?? "" })]);
  if (!m.over && m.decider === "chance") status.appendChild(t.chip("chance decides", "tb-chip-chance"));
  else if (!m.over && m.decider) status.appendChild(h("span", { class: "tb-chip tb-chip-col", text: m.your_turn ? "you decide" : `${m.decider.replace("p", "Player ")} decides`, colour: (m.players ?? [])[Number(m.decider.slice(1)) - 1]?.colour }));
  head.appendChild(status);
  head.appendChild(t.talk.controls());
}

/** Each module kind's majority (functioning modules by seat, who leads), then the deck and the discards.
 * @param {SpaceStation} t @param {HTMLElement} strip */
export function drawStrip(t, strip) {
  const { h } = t;
  const m = t.vm();
  strip.replaceChildren();
  strip.appendChild(h("span", { class: "tb-strip-label", text: `Majorities (${m.die?.vp ?? 1} VP each)` }));
  const players = m.players ?? [];
  for (const k of m.kinds ?? []) {
    const box = h("div", { class: "tb-major", colour: k.colour, testid: `majority-${k.kind}`, title: `${k.name} (${k.role}): most functioning modules scores ${k.points} VP at the year's end` });
    box.appendChild(h("span", { class: "tb-major-name", text: k.name }));
    if (k.colour_estimate) box.appendChild(h("span", { class: "tb-designed", text: "colour estimated", title: k.colour_estimate }));
    const counts = h("span", { class: "tb-major-counts" });
    k.counts.forEach((n, seat) => {
      const lead = k.leaders.includes(seat);
      const words = `${players[seat]?.name}: ${n} functioning ${k.name}${lead ? " — leads" : ""}`;
      const c = h("span", { class: `tb-major-count ${lead ? "tb-lead" : ""}`.trim(), colour: players[seat]?.colour, title: words, attrs: { "aria-label": words } }, [
        t.ownerMark(players[seat]?.colour, { letter: String(seat + 1), cls: "tb-major-seat", label: players[seat]?.name ?? "" }),
        h("span", { class: "tb-major-n", text: n }),
      ]);
      counts.appendChild(c);
    });
    box.appendChild(counts);
    box.appendChild(h("span", { class: "tb-major-lead", text: k.leaders.length ? `★ ${k.leaders.map((s) => players[s]?.short.toUpperCase()).join(" ")}` : "nobody" }));
    strip.appendChild(box);
  }
  const piles = h("div", { class: "tb-piles" }, [
    h("span", { class: "tb-pile tb-pile-deck", testid: "pile-deck", title: "cards left to draw" }, [h("b", { text: m.deck_count ?? 0 }), h("span", { text: "deck" })]),
    h("span", { class: "tb-pile tb-pile-discard", testid: "pile-discard", title: m.discard_top ? `top: ${cardTitle(m.discard_top)}` : "empty", colour: m.discard_top?.colour }, [
      h("b", { text: m.discard_count ?? 0 }), h("span", { text: "discards" }),
      m.discard_top ? h("span", { class: "tb-pile-top", text: m.discard_top.name }) : null,  // the pile is open: its top card shows
    ]),
  ]);
  strip.appendChild(piles);
}

/** What the viewer can do now, in the message line. @param {SpaceStation} t */
export function hint(t) {
  const { talk } = t;
  const say = (/** @type {string} */ text, kind = "hint", /** @type {string | null} */ rule = null) => talk.say(text, /** @type {"hint"} */ (kind), rule);
  const m = t.vm();
  const card = selectedCard(t);
  if (m.over) say(m.status ?? "The game is over.");
  else if (!talk.interactive()) say("Replaying a game: the table follows the stepper.");
  else if (talk.computerTurn()) say(talk.computerTurn());
  else if (m.decider === "chance") say("A card is drawn next: press Draw.");
  else if (m.viewer === null || m.viewer === undefined) say("Spectator view: hands are hidden. Set the table's viewer to a seat to play.");
  else if (!m.your_turn && m.computers && m.now) say(`${m.viewer_name}: ${m.now}.`);  // a computer player is at it
  else if (!m.your_turn) say(`${m.viewer_name}: waiting for ${m.decider ? m.decider.replace("p", "Player ") : "the others"}.`);
  else if (card && !card.event) say(`${card.name}: click a green exit of your station to build it. Hover another exit to ask why not.`);
  else if (card) say(`${card.name}: ${card.text}${card.design ? ` (${card.design.short})` : ""}`, "info", card.rule);
  else if (Object.keys(m.builds ?? {}).length) say("Choose a card of your hand, then a highlighted exit — or one of the actions.");
  else say("Choose one of the actions.");
}

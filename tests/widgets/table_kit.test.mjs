// The conversation every table holds with Python, with a fake model, DOM and clock.
import assert from "node:assert/strict";
import { test } from "node:test";

import { fakeClock, fakeModel, installDocument } from "./fake_dom.mjs";
import { conversation, drawCoach, elements, focusKeeper, focusKey, HOVER_MS, INK, inkFor, markSuggested, PALETTE, seatLetter } from "../../widgets/table_kit.js";

installDocument();

const { h } = elements({}, new Set());

function setUp(traits = {}) {
  const model = fakeModel({ interactive: true, model: { legal: ["dock solar-converter 3"] }, explanation: {}, ...traits });
  const message = h("div");
  const clock = fakeClock();
  const talk = conversation(model, message, h, clock);
  return { model, message, clock, talk };
}

test("a legal attempt is played, an illegal one is asked about", () => {
  const { model, talk } = setUp();
  talk.attempt("dock solar-converter 3");
  talk.attempt("dock lunar-mine 3");
  assert.deepEqual(model.sent, [
    { type: "act", action: "dock solar-converter 3" },
    { type: "explain", action: "dock lunar-mine 3" },
  ]);
});

test("a table that is not interactive sends nothing and makes nothing clickable", () => {
  const { model, talk, clock } = setUp({ interactive: false });
  talk.attempt("dock solar-converter 3");
  talk.hover("dock lunar-mine 3");
  const e = h("span");
  talk.clickable(e, () => {});
  assert.deepEqual(model.sent, []);
  assert.equal(clock.pending().length, 0);
  assert.equal(e.listeners.click, undefined);
});

test("hovering asks why after a pause, once per target until forgotten", () => {
  const { model, talk, clock } = setUp();
  talk.hover("dock lunar-mine 3");
  assert.deepEqual(clock.pending().map((t) => t.ms), [HOVER_MS]);
  assert.deepEqual(model.sent, []);
  clock.fire();
  assert.deepEqual(model.sent, [{ type: "explain", action: "dock lunar-mine 3" }]);
  talk.hover("dock lunar-mine 3");
  assert.equal(clock.pending().length, 0, "the same target is not asked about twice");
  talk.forget();
  talk.hover("dock lunar-mine 3");
  talk.cancelHover();
  clock.fire();
  assert.equal(model.sent.length, 1, "a cancelled hover sends nothing");
});

test("the explanation Python sends is shown with its rule", () => {
  const { model, message } = setUp();
  model.set("explanation", { action: "dock lunar-mine 3", legal: false, reason: "Too low", rule: "Alien Frontiers › Orbital Facilities › Lunar Mine" });
  assert.equal(message.className, "tb-message tb-msg-why");
  assert.equal(message.text(), "why not: Too low | Alien Frontiers › Orbital Facilities › Lunar Mine");
  model.set("explanation", { action: "dock solar-converter 3", legal: true, rule: null });
  assert.equal(message.className, "tb-message tb-msg-ok");
  assert.equal(message.text(), "✓ dock solar-converter 3 is legal — click to play it");
  model.set("explanation", { action: "dock solar-converter 4", label: "Dock 4 at the Solar Converter", legal: true, rule: null });
  assert.equal(message.text(), "✓ Dock 4 at the Solar Converter is legal — click to play it", "the button's words, when Python gives them");
});

test("asking again about the action already explained shows the answer at once", () => {
  const explanation = { action: "dock lunar-mine 3", legal: false, reason: "Too low", rule: null };
  const { message, talk, model } = setUp({ explanation });
  talk.askWhy("dock lunar-mine 3");
  assert.equal(message.text(), "why not: Too low");
  assert.equal(model.sent.length, 1);
});

test("clickable elements answer Enter and Space as well as clicks", () => {
  const { talk } = setUp();
  let clicks = 0;
  const e = h("span");
  talk.clickable(e, () => clicks++);
  e.listeners.click();
  for (const key of ["Enter", " ", "a"]) e.listeners.keydown({ key, preventDefault() {} });
  assert.equal(clicks, 3);
  assert.equal(e.attributes.role, "button");
});

test("close() stops every listener and any pending question", () => {
  const { model, talk, clock } = setUp();
  let redraws = 0;
  talk.on("model", () => redraws++);
  model.set("model", { legal: [] });
  talk.hover("dock lunar-mine 3");
  talk.close();
  model.set("model", { legal: [] });
  assert.equal(redraws, 1);
  assert.equal(model.listening("change:model") + model.listening("change:explanation"), 0);
  assert.equal(clock.pending().length, 0);
});

test("elements paint colours by name and pick legible ink", () => {
  const { h: paintBox } = elements({ yellow: "#f2c417" }, new Set(["yellow"]));
  const e = paintBox("div", { class: "a", text: 3, testid: "x", colour: "yellow" }, [paintBox("i"), null, false]);
  assert.equal(e.styles["--tb-c"], "#f2c417");
  assert.equal(e.styles["--tb-ink"], "#1d1a05");
  assert.equal(e.textContent, "3");
  assert.equal(e.dataset.testid, "x");
  assert.equal(e.children.length, 1);
  assert.equal(paintBox("div", { colour: "#123456" }).styles["--tb-c"], "#123456");
});

test("undo and redo buttons follow can_undo and can_redo, and only on an interactive table", () => {
  const { model, talk } = setUp({ can_undo: true, can_redo: false });
  const [undo, redo] = talk.controls().children;
  assert.deepEqual([undo.dataset.testid, undo.disabled, redo.dataset.testid, redo.disabled], ["undo", false, "redo", true]);
  undo.listeners.click();
  assert.deepEqual(model.sent, [{ type: "undo" }]);
  model.traits.interactive = false;
  assert.equal(talk.controls().children.length, 0);
});

test("follow() redraws the table for a new position and the head for undo and redo", () => {
  const { model, talk } = setUp();
  const calls = [];
  talk.follow(() => calls.push("table"), () => calls.push("head"));
  for (const trait of ["model", "interactive", "can_undo", "can_redo"]) model.set(trait, true);
  assert.deepEqual(calls, ["table", "table", "head", "head"]);
});

test("the chance button asks Python to let chance decide, and is absent from a replay", () => {
  const { model, talk } = setUp();
  const b = talk.chanceButton("Roll / draw", "red rolls");
  assert.deepEqual([b.textContent, b.dataset.testid, b.title], ["Roll / draw", "chance", "red rolls"]);
  b.listeners.click();
  assert.deepEqual(model.sent, [{ type: "chance" }]);
  model.traits.interactive = false;
  assert.equal(talk.chanceButton("Roll / draw"), null);
});

test("while a computer seat plays, the kit says so and offers no chance button", () => {
  // Python's view model names the computer's turn (table.py); the learner then only watches
  const { talk } = setUp({ model: { legal: [], computer_turn: "Blue (computer) is playing…" } });
  assert.equal(talk.computerTurn(), "Blue (computer) is playing…");
  assert.equal(talk.chanceButton("Roll / draw"), null);
  assert.equal(setUp().talk.computerTurn(), "");
});

test("beginDraw cancels a pending question and marks a replayed or finished table", () => {
  const { talk, clock, model } = setUp();
  const classes = new Set();
  const root = { classList: { toggle: (c, on) => (on ? classes.add(c) : classes.delete(c)) } };
  talk.hover("dock lunar-mine 3");
  talk.beginDraw(root, true);
  assert.equal(clock.pending().length, 0);
  assert.deepEqual([...classes], ["tb-over"]);
  model.traits.interactive = false;
  talk.beginDraw(root, false);
  assert.deepEqual([...classes], ["tb-readonly"]);
});

test("ownerMark carries the seat's letter and name as well as its colour", () => {
  const { ownerMark } = elements(PALETTE["alien-frontiers"]);
  const red = ownerMark("red");
  assert.equal(red.textContent, "R");
  assert.equal(red.styles["--tb-c"], PALETTE["alien-frontiers"].red);
  assert.equal(red.attributes["aria-label"], "Red");
  assert.equal(red.className, "tb-owner");
  const crew = ownerMark("teal", { letter: "3", cls: "tb-crew-token", label: "Player 3's crew" });
  assert.deepEqual([crew.textContent, crew.className, crew.attributes["aria-label"], crew.dataset.owner], ["3", "tb-owner tb-crew-token", "Player 3's crew", "teal"]);
  assert.equal(seatLetter("yellow"), "Y");
  assert.equal(seatLetter("p12"), "12");
  assert.equal(seatLetter(null), "?");
});

test("lastMove tells the narration (or the action line) and the rule, if any", () => {
  const { lastMove } = elements({});
  const told = lastMove({ action: "income", narration: "Red takes Income (+5 GEMs)", rule: "Space Station Phoenix › Turn Option B" });
  assert.equal(told.className, "tb-last");
  assert.equal(told.text(), "Last move | Red takes Income (+5 GEMs) | Space Station Phoenix › Turn Option B");
  assert.equal(lastMove({ action: "roll", narration: null, rule: null }).text(), "Last move | roll");
});

test("ink is dark on light seats and white on dark ones", () => {
  assert.equal(inkFor("#f4c325"), INK.dark);
  assert.equal(inkFor("#ffffff"), INK.dark);
  assert.equal(inkFor("#1957e6"), INK.light);
  assert.equal(inkFor("#000000"), INK.light);
  const { h: paint } = elements(PALETTE["alien-frontiers"]);
  assert.equal(paint("i", { colour: "yellow" }).styles["--tb-ink"], INK.dark);
  assert.equal(paint("i", { colour: "blue" }).styles["--tb-ink"], INK.light);
});

test("the palette holds a colour for every seat of each game", () => {
  assert.deepEqual(Object.keys(PALETTE["alien-frontiers"]), ["red", "green", "blue", "yellow"]);
  assert.equal(Object.keys(PALETTE["space-station"]).length, 6);
  for (const colours of Object.values(PALETTE)) for (const c of Object.values(colours)) assert.match(c, /^#[0-9a-f]{6}$/);
});

test("clickable names the control, explainable asks why on focus as on hover", () => {
  const { talk, clock, model } = setUp();
  const e = h("div");
  talk.clickable(e, () => {}, "Lunar Mine: dock a die");
  assert.equal(e.attributes["aria-label"], "Lunar Mine: dock a die");
  assert.equal(e.tabIndex, 0);
  talk.explainable(e, () => talk.hover("dock lunar-mine 3"));
  e.listeners.focus();
  assert.equal(clock.pending().length, 1, "focus asks, like the pointer resting");
  e.listeners.blur();
  assert.equal(clock.pending().length, 0, "leaving cancels");
  e.listeners.mouseenter();
  clock.fire();
  assert.deepEqual(model.sent, [{ type: "explain", action: "dock lunar-mine 3" }]);
});

/** A table of keyed elements, its redraw replacing them all, as the views do. */
function keyedTable(keys) {
  const root = h("div");
  const draw = (ks = keys) => {
    root.replaceChildren();
    for (const k of ks) root.appendChild(h("span", { testid: k }));
  };
  draw();
  return { root, draw };
}

test("focus stays on the element with the same key after a redraw", () => {
  const { root, draw } = keyedTable(["die-0", "die-1", "facility-lunar-mine"]);
  const keeper = focusKeeper(root);
  root.querySelector('[data-testid="facility-lunar-mine"]').focus();
  const before = document.activeElement;
  keeper.around(() => draw());
  assert.notEqual(document.activeElement, before, "a new element");
  assert.equal(focusKey(document.activeElement), "facility-lunar-mine");
});

test("a wish or the fallbacks take over when the focused element is gone", () => {
  const { root, draw } = keyedTable(["chance"]);
  const keeper = focusKeeper(root);
  root.querySelector('[data-testid="chance"]').focus();
  keeper.around(() => draw(["die-0", "die-1"]), ["die-0", "chance"]);
  assert.equal(focusKey(document.activeElement), "die-0");
  keeper.next("die-1");
  keeper.around(() => draw(["die-0", "die-1"]));
  assert.equal(focusKey(document.activeElement), "die-1", "the wish comes first");
  keeper.around(() => draw(["undo"]), ["die-0"]);
  assert.ok(!root.contains(document.activeElement), "no key found: focus is not moved to some other element");
});

test("a key whose new element cannot take focus hands focus on to the fallbacks", () => {
  // the exit just built on keeps its key but is no longer a control: focus must not fall to the page
  const { root, draw } = keyedTable(["exit-0-core-L", "hand-card-0"]);
  const keeper = focusKeeper(root);
  root.querySelector('[data-testid="exit-0-core-L"]').focus();
  keeper.around(() => {
    draw();
    root.querySelector('[data-testid="exit-0-core-L"]').focusable = false;
  }, ["hand-card-0"]);
  assert.equal(focusKey(document.activeElement), "hand-card-0");
});

test("a table redrawn while focus is elsewhere leaves focus there", () => {
  const { root, draw } = keyedTable(["die-0"]);
  const keeper = focusKeeper(root);
  const outside = h("input");
  outside.focus();
  keeper.next("die-0");
  keeper.around(() => draw(), ["die-0"]);
  assert.equal(document.activeElement, outside);
});

test("the Hint button asks Python for the coach, only when a hint can be given and never on a replay", () => {
  const { model, talk } = setUp({ coach: { can_hint: true } });
  const ask = talk.controls().children.find((b) => b.dataset.testid === "hint");
  assert.equal(ask.disabled, false);
  assert.match(ask.getAttribute("aria-label"), /suggests a move and says why/);
  ask.listeners.click();
  assert.deepEqual(model.sent, [{ type: "hint" }]);
  model.traits.coach = { can_hint: false };
  assert.equal(talk.controls().children.find((b) => b.dataset.testid === "hint").disabled, true);
  model.traits.coach = { can_hint: true };
  model.traits.model = { computer_turn: "Blue (computer) is playing…" };
  assert.equal(talk.controls().children.find((b) => b.dataset.testid === "hint").disabled, true, "not while a computer plays");
  model.traits.interactive = false;
  assert.equal(talk.controls().children.length, 0);
});

test("the coach's panel shows the suggested move and why, what to consider with its rule, and the odds", () => {
  const box = h("div");
  drawCoach({
    hint: { action: "dock shipyard 4 4", move: "Red docks 4 4 at the Shipyard", why: "It gains 1 ship in play." },
    consider: [{ text: "Charging 1 power costs 0 VP: it is free.", rule: "Gaia Project › The Power Cycle › Charge Power" }],
    odds: { what: "red's roll of 3 ships", kinds: [["a pair", "5/12 (41.7 %)"]], events: [["a pair or better", "4/9 (44.4 %)"]] },
  }, box, h);
  assert.equal(box.byTestId("coach-move").textContent, "Suggested: Red docks 4 4 at the Shipyard");
  assert.equal(box.byTestId("coach-why").textContent, "It gains 1 ship in play.");
  assert.equal(box.byTestId("coach-consider").text(), "Charging 1 power costs 0 VP: it is free. | Gaia Project › The Power Cycle › Charge Power");
  assert.equal(box.byTestId("coach-odds").text(), "a pair: 5/12 (41.7 %) | a pair or better: 4/9 (44.4 %)");
  assert.match(box.text(), /Odds of red's roll of 3 ships/);
  drawCoach({ thinking: true }, box, h);
  assert.equal(box.text(), "The coach is thinking…");
  drawCoach({ problem: "it is not your decision now" }, box, h);
  assert.equal(box.text(), "it is not your decision now");
  drawCoach({}, box, h);
  assert.equal(box.children.length, 0);
});

test("markSuggested marks the elements that play the suggested move and unmarks the others", () => {
  const root = h("div", {}, [h("div", { testid: "facility-shipyard" }), h("div", { testid: "facility-lunar-mine" })]);
  markSuggested(root, ["facility-shipyard", "no-such-element"]);
  assert.deepEqual(root.querySelectorAll(".tb-coach-pick").map((e) => e.dataset.testid), ["facility-shipyard"]);
  markSuggested(root, ["facility-lunar-mine"]);
  assert.deepEqual(root.querySelectorAll(".tb-coach-pick").map((e) => e.dataset.testid), ["facility-lunar-mine"]);
  markSuggested(root, []);
  assert.deepEqual(root.querySelectorAll(".tb-coach-pick"), []);
});

// The Glossary panel every table opens: search, the cheat sheet, related terms, and the keyboard (Escape closes).
import assert from "node:assert/strict";
import { test } from "node:test";

import { fakeModel, installDocument } from "./fake_dom.mjs";
import { elements, findTerms, glossaryPanel, mount } from "../../widgets/table_kit.js";

installDocument();

const { h } = elements({}, new Set());

const GLOSSARY = {
  title: "Alien Frontiers",
  sheet: [{ heading: "Your turn", lines: ["Roll all your ships.", "Dock them."] }],
  terms: [
    { name: "Fuel", kind: "resource", text: "Orange tokens from the Solar Converter.", rule: "Alien Frontiers › Orbital Facilities › Solar Converter", see: ["Solar Converter"] },
    { name: "Ore", kind: "resource", text: "Grey tokens; pays for colonies.", rule: "Alien Frontiers › Orbital Facilities › Lunar Mine" },
    { name: "Solar Converter", kind: "orbital facility", text: "Dock one ship of any value. Fuel equal to half its value.", rule: "Alien Frontiers › Orbital Facilities › Solar Converter", see: ["Fuel"] },
    { name: "Barracks", kind: "module", text: "Supports 1 crew.", rule: "Space Station › Module card", designed: "the printed card is not known" },
  ],
};

const names = (/** @type {any[]} */ terms) => terms.map((t) => t.name);

test("a search keeps the terms holding every word, names that match first", () => {
  assert.deepEqual(names(findTerms(GLOSSARY.terms, "")), ["Fuel", "Ore", "Solar Converter", "Barracks"]);
  assert.deepEqual(names(findTerms(GLOSSARY.terms, "fuel")), ["Fuel", "Solar Converter"]);
  assert.deepEqual(names(findTerms(GLOSSARY.terms, "  SOLAR   converter ")), ["Solar Converter", "Fuel"]);
  assert.deepEqual(names(findTerms(GLOSSARY.terms, "resource grey")), ["Ore"]);
  assert.deepEqual(findTerms(GLOSSARY.terms, "dragon"), []);
});

function opened() {
  const bar = glossaryPanel(h, GLOSSARY);
  const open = bar.byTestId("glossary-open");
  const panel = bar.byTestId("glossary");
  const search = bar.byTestId("glossary-search");
  return { bar, open, panel, search };
}

test("the button opens the panel on the cheat sheet and every term, with focus in the search box", () => {
  const { open, panel, search } = opened();
  assert.equal(panel.hidden, true);
  assert.equal(open.getAttribute("aria-expanded"), "false");
  assert.equal(open.getAttribute("aria-controls"), panel.getAttribute("id"));
  open.dispatch("click");
  assert.equal(panel.hidden, false);
  assert.equal(open.getAttribute("aria-expanded"), "true");
  assert.equal(document.activeElement, search);
  assert.equal(panel.getAttribute("role"), "dialog");
  assert.match(panel.text(), /Your turn \| Roll all your ships\./);
  assert.equal(panel.byTestId("glossary-terms").children.length, 4);
  assert.match(panel.byTestId("term-Barracks").text(), /◇ our design: the printed card is not known/);
  assert.match(panel.byTestId("term-Fuel").text(), /Alien Frontiers › Orbital Facilities › Solar Converter/);
});

test("typing searches; the cheat sheet steps aside and the count says how many were found", () => {
  const { open, panel, search } = opened();
  open.dispatch("click");
  search.value = "fuel";
  search.dispatch("input");
  assert.deepEqual(panel.byTestId("glossary-terms").children.map((li) => li.dataset.testid), ["term-Fuel", "term-Solar Converter"]);
  assert.doesNotMatch(panel.text(), /Roll all your ships/);
  assert.match(panel.text(), /2 of 4 terms/);
});

test("a related term is looked up by a click, and focus goes back to the search box", () => {
  const { open, panel, search } = opened();
  open.dispatch("click");
  const see = panel.byTestId("term-Fuel").all().find((e) => e.textContent === "Solar Converter" && e.tag === "button");
  assert.ok(see, "Fuel's related terms offer the Solar Converter");
  see.dispatch("click");
  assert.equal(search.value, "Solar Converter");
  assert.equal(panel.byTestId("glossary-terms").children[0].dataset.testid, "term-Solar Converter");
  assert.equal(document.activeElement, search);
});

test("Escape (or Close) shuts the panel and gives focus back to the button", () => {
  const { open, panel } = opened();
  open.dispatch("click");
  panel.dispatch("keydown", { key: "a" });
  assert.equal(panel.hidden, false, "other keys leave it open");
  panel.dispatch("keydown", { key: "Escape" });
  assert.equal(panel.hidden, true);
  assert.equal(open.getAttribute("aria-expanded"), "false");
  assert.equal(document.activeElement, open);
  open.dispatch("click");
  panel.byTestId("glossary-close").dispatch("click");
  assert.equal(panel.hidden, true);
  assert.equal(document.activeElement, open);
});

test("every mounted table shows the bar when its game has a glossary, and none without", () => {
  const view = { root: "tb-test", colours: {}, setup: () => ({ draw() {}, hint() {}, drawHead() {}, fallbacks: () => [] }) };
  for (const [glossary, shown] of [[GLOSSARY, true], [{}, false]]) {
    const el = h("div");
    const cleanup = mount({ model: fakeModel({ interactive: true, model: {}, explanation: {}, glossary }), el }, view);
    assert.equal(!!el.byTestId("glossary-open"), shown);
    cleanup();
    assert.equal(el.byTestId("glossary-open"), null, "removed with the view");
  }
});

// Every table view mounted by the kit in a fake DOM, on the view models the Python side sends today (setup, in play,
// over): its panels draw, a new position redraws with focus kept, clicks become intents, and removing the view
// stops listening.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { test } from "node:test";

import { FakeElement, fakeModel, installDocument } from "./fake_dom.mjs";

installDocument();

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const POSITIONS = JSON.parse(execFileSync(process.env.PYTHON ?? "python", ["-m", "tests.widgets.view_models"], {
  cwd: ROOT,
  env: { ...process.env, PYTHONPATH: [ROOT, process.env.PYTHONPATH].filter(Boolean).join(":") },
  maxBuffer: 256 * 1024 * 1024,
}));
const ROOTS = { alien_frontiers: "tb-af", gaia_project: "tb-gp", space_station: "tb-ss", space_station_phoenix: "tb-ssp" };

/** Mount ``view`` on ``position`` in a fresh element. */
async function mounted(view, position, traits = {}) {
  const { default: widget } = await import(`../../widgets/${view}.js`);
  const model = fakeModel({ interactive: true, explanation: {}, ...structuredClone(POSITIONS[view][position]), ...traits });
  const el = new FakeElement("div");
  const close = widget.render({ model, el });
  return { model, el, root: el.children[0], close };
}

for (const view of Object.keys(ROOTS)) {
  for (const position of ["setup", "playing", "over"]) {
    test(`${view} at ${position}: every panel draws, the head says what happens, every player is shown`, async () => {
      const { root, model } = await mounted(view, position);
      assert.ok(root.classList.contains(ROOTS[view]));
      assert.equal(root.classList.contains("tb-over"), position === "over");
      for (const id of ["message", "status", "undo", "redo"]) assert.ok(root.byTestId(id), `no ${id}`);
      const text = root.text();
      const vm = model.get("model");
      for (const p of vm.players) assert.ok(text.includes(p.name), `${p.name} is not on the table`);
      assert.ok(text.toLowerCase().includes((vm.over ? vm.status ?? "" : vm.now ?? "").toLowerCase()), "the head says what happens now");
    });
  }

  test(`${view}: a new position redraws, focus stays on the control it was on, and closing stops listening`, async () => {
    const { root, model, el, close } = await mounted(view, "setup", { can_undo: true });
    const undo = root.byTestId("undo");
    undo.focus();
    model.set("model", POSITIONS[view].playing.model);
    assert.notEqual(root.byTestId("undo"), undo, "the head was drawn again");
    assert.equal(document.activeElement, root.byTestId("undo"), "focus followed the redraw");
    for (const p of POSITIONS[view].playing.model.players) assert.ok(root.text().includes(p.name));
    close();
    assert.equal(model.listening("change:model"), 0);
    assert.equal(model.listening("change:explanation"), 0);
    assert.deepEqual(el.children, []);
  });

  test(`${view}: a replay offers no controls and sends nothing`, async () => {
    const { root, model } = await mounted(view, "playing", { interactive: false });
    assert.equal(root.byTestId("undo"), null);
    assert.ok(root.classList.contains("tb-readonly"));
    for (const e of root.all()) e.dispatch("click");
    assert.deepEqual(model.sent, []);
  });

  test(`${view}: undo and a Python answer go through the kit`, async () => {
    const { root, model } = await mounted(view, "playing", { can_undo: true });
    root.byTestId("undo").dispatch("click");
    assert.deepEqual(model.sent, [{ type: "undo" }]);
    model.set("explanation", { action: "pass", legal: false, reason: "not now", rule: "a rule" });
    assert.match(root.byTestId("message").text(), /why not: not now \| a rule/);
  });
}

test("alien_frontiers: each facility shows its docking requirement in the rules' words", async () => {
  const { root, model } = await mounted("alien_frontiers", "setup");
  for (const f of model.get("model").facilities) {
    const panel = root.byTestId(`facility-${f.id}`);
    assert.ok(f.docking && panel.text().includes(f.docking), `${f.id} does not show ${f.docking}`);
  }
});

for (const view of Object.keys(ROOTS)) {
  test(`${view}: the coach's panel follows the message line, and the suggested move is marked on the table`, async () => {
    const { root, model } = await mounted(view, "playing");
    const coach = model.get("coach");
    const panel = root.byTestId("coach");
    assert.equal(panel.getAttribute("aria-live"), "polite");
    const siblings = root.byTestId("message").parent.children;
    assert.equal(siblings[siblings.indexOf(root.byTestId("message")) + 1], panel, "the panel comes right after the message line");
    assert.equal(root.byTestId("hint").disabled, !coach.can_hint);
    if (coach.hint) {
      assert.equal(panel.byTestId("coach-move").textContent, `Suggested: ${coach.hint.move}`);
      assert.ok(root.querySelectorAll(".tb-coach-pick").length, "the suggested move's place is marked");
    }
    model.set("coach", { can_hint: true, consider: [{ text: "a note", rule: "a rule" }] });
    assert.deepEqual(root.querySelectorAll(".tb-coach-pick"), [], "a position without a hint marks nothing");
    assert.match(root.byTestId("coach").text(), /a note \| a rule/);
    root.byTestId("hint").dispatch("click");
    assert.deepEqual(model.sent, [{ type: "hint" }]);
    model.set("model", POSITIONS[view].over.model);
    assert.ok(root.byTestId("coach"), "a redraw keeps the panel");
  });
}

test("space_station: each exit says its state in the rules' words", async () => {
  const { root, model } = await mounted("space_station", "over");
  const vm = model.get("model");
  const seen = new Set();
  for (const p of vm.players) for (const mod of p.modules) for (const ex of mod.exits) {
    const arrow = root.byTestId(`exit-${p.seat}-${mod.id}-${ex.letter}`);
    assert.ok(arrow.title.endsWith(`: ${vm.words.exits[ex.state]}`), `${mod.id} ${ex.letter} says ${arrow.title}`);
    seen.add(ex.state);
  }
  assert.ok(seen.has("linked") && seen.has("free"), "a finished game shows connected and free exits");
});

test("alien_frontiers: a die selected glows and a facility clicked docks it (or asks why not)", async () => {
  const { root, model } = await mounted("alien_frontiers", "playing");
  const vm = model.get("model");
  assert.ok(vm.fleet.length, "the position has ships to place");
  root.byTestId("die-0").dispatch("click");
  assert.ok(root.byTestId("die-0").classList.contains("tb-selected"));
  assert.ok(root.classList.contains("tb-selecting"));
  const facility = vm.facilities.find((f) => root.byTestId(`facility-${f.id}`).classList.contains("tb-legal")) ?? vm.facilities[0];
  root.byTestId(`facility-${facility.id}`).dispatch("click");
  assert.equal(model.sent.length, 1);
  assert.match(model.sent[0].action, new RegExp(`^dock ${facility.id} `));
});

test("space_station: a card of the hand chosen is marked, and chosen again is put down", async () => {
  const { root, model } = await mounted("space_station", "playing");
  assert.ok(model.get("model").hand.length, "the viewer holds cards");
  root.byTestId("hand-card-0").dispatch("click");
  assert.equal(root.byTestId("hand-card-0").getAttribute("aria-pressed"), "true");
  root.byTestId("hand-card-0").dispatch("click");
  assert.equal(root.byTestId("hand-card-0").getAttribute("aria-pressed"), "false");
});

test("gaia_project: a tool taken up marks the hexes where it is legal, and Escape puts it down", async () => {
  const { root, model } = await mounted("gaia_project", "playing");
  const tool = model.get("model").tools[0];
  assert.ok(tool, "the position offers a build on the map");
  const button = () => root.byTestId(`tool-${tool.tool.replace(/\s+/g, "-")}`);
  if (button().getAttribute("aria-pressed") !== "true") button().dispatch("click");
  assert.equal(button().getAttribute("aria-pressed"), "true");
  assert.equal(root.querySelectorAll(".tb-target").length, tool.count);
  root.dispatch("keydown", { key: "Escape" });
  assert.equal(button().getAttribute("aria-pressed"), "false");
  assert.equal(root.querySelectorAll(".tb-target").length, 0);
});

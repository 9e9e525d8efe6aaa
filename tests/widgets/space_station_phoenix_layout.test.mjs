// node --test tests/widgets/ — the pure helpers of the Space Station Phoenix table view.
// Expected values are worked out by hand in the comments.

import assert from "node:assert/strict";
import { test } from "node:test";

import {
  actionFor,
  actionTestId,
  buttonsOf,
  designTitle,
  incomeGlyph,
  picksOfShip,
  poolDice,
  residentLetter,
  scoreSpace,
  sectorBand,
  stackByPoints,
  targetId,
  targetKind,
  targetsOf,
  testId,
  togglePick,
} from "../../widgets/space_station_phoenix_layout.js";

// a turn's moves as the view model lists them (shortened): a Dismantle ship with two targets, a Transport
// ship with none, Income, and a free step clicked straight on a track
const MOVES = [
  { action: "dismantle red-dismantle red-transport", label: "", verb: "dismantle", pick: "dismantle red-dismantle", target: "ship:red-transport" },
  { action: "dismantle red-dismantle l2-farm-1", label: "", verb: "dismantle", pick: "dismantle red-dismantle", target: "ship:l2-farm-1" },
  { action: "transport red-transport", label: "", verb: "transport", pick: "transport red-transport", target: null },
  { action: "income", label: "", verb: "income", pick: null, target: null },
  { action: "lobby transport", label: "", verb: "lobby", pick: null, target: "track:transport" },
];

test("a target's kind and id split at the first colon", () => {
  assert.equal(targetKind("sector:102"), "sector");
  assert.equal(targetId("sector:102"), "102");
  assert.equal(targetId("ship:l3-diplomacy-1"), "l3-diplomacy-1");
});

test("actionFor puts the target's id after the pick's words", () => {
  assert.equal(actionFor("dismantle red-dismantle", "ship:red-transport"), "dismantle red-dismantle red-transport");
  assert.equal(actionFor("deal alien teal", "sector:101"), "deal alien teal 101");
  // any target can be asked about, legal or not: the same line the rules engine explains
  assert.equal(actionFor("construct red-construction", "sector:301"), "construct red-construction 301");
});

test("targetsOf lists a pick's targets, or with no pick the targets clicked at once", () => {
  assert.deepEqual([...targetsOf(MOVES, "dismantle red-dismantle")], [
    ["ship:red-transport", "dismantle red-dismantle red-transport"],
    ["ship:l2-farm-1", "dismantle red-dismantle l2-farm-1"],
  ]);
  assert.deepEqual([...targetsOf(MOVES, null)], [["track:transport", "lobby transport"]]);
  assert.equal(targetsOf(MOVES, "transport red-transport").size, 0);
});

test("buttonsOf: a pick's moves without a target, or with none selected the moves that need neither", () => {
  assert.deepEqual(buttonsOf(MOVES, "transport red-transport").map((m) => m.action), ["transport red-transport"]);
  assert.deepEqual(buttonsOf(MOVES, null).map((m) => m.action), ["income"]);
  assert.deepEqual(buttonsOf(MOVES, "dismantle red-dismantle"), []);
});

test("a ship card stands for its picks; clicking the selected pick again deselects it", () => {
  const picks = [{ key: "transport red-transport", ship: "red-transport" }, { key: "place human", ship: null }];
  assert.deepEqual(picksOfShip(picks, "red-transport"), ["transport red-transport"]);
  assert.deepEqual(picksOfShip(picks, "red-farm"), []);
  assert.equal(togglePick(null, "a"), "a");
  assert.equal(togglePick("a", "a"), null);
  assert.equal(togglePick("a", "b"), "b");
});

test("test ids: targets with a dash, actions with underscores", () => {
  assert.equal(testId("ship:red-transport"), "ship-red-transport");
  assert.equal(testId("track:dismantle"), "track-dismantle");
  assert.equal(actionTestId("deal buy food"), "action-deal_buy_food");
});

test("designTitle names every designed field with its provenance, or nothing", () => {
  assert.equal(designTitle({}), "");
  const t = designTitle({ fee: "estimate", cost: "estimate (the Level-2 ship of its type)" }, { fee: "owner's fee" });
  assert.ok(t.startsWith("◇ our design"));
  assert.ok(t.includes("owner's fee: estimate"));
  assert.ok(t.includes("cost: estimate (the Level-2 ship of its type)"));
});

test("score markers stack by space; a score past the end stays on the last space", () => {
  const stacks = stackByPoints([{ colour: "red", points: 3 }, { colour: "blue", points: 0 }, { colour: "yellow", points: 3 }]);
  assert.deepEqual([...stacks], [[3, ["red", "yellow"]], [0, ["blue"]]]);
  assert.equal(scoreSpace(12, 40), 12);
  assert.equal(scoreSpace(47, 40), 40);
  assert.equal(scoreSpace(-1, 40), 0);
});

test("residents, income icons and dice read as letters and glyphs", () => {
  assert.deepEqual(["teal", "brown", "pink", "gold", "human"].map(residentLetter), ["T", "B", "P", "G", "H"]);
  assert.deepEqual(["gems", "food", "water", "metal", null].map(incomeGlyph), ["◆", "F", "W", "M", ""]);
  // 2 food, 0 water, 1 metal, 1 Human: four dice in face order
  assert.deepEqual(poolDice({ food: 2, water: 0, metal: 1, human: 1 }), ["food", "food", "metal", "human"]);
});

test("a Sector's colour band says its colour with a letter too, never by colour alone", () => {
  // Space Station Phoenix › Space Station Sectors: a wing's Sectors are all pink, all teal or all brown; the
  // letters are those of the Aliens each hosts (the residents' T, B, P), so the legend holds for both
  const band = (colour) => sectorBand({ id: "218", colour, level: 2, cost: 8 });
  assert.deepEqual(["teal", "brown", "pink"].map((c) => band(c).letter), ["T", "B", "P"]);
  assert.deepEqual(["teal", "brown", "pink"].map((c) => band(c).words), ["teal Sector", "brown Sector", "pink Sector"]);
  // then the Level and the number (thin spaces around the dot), and the metal it costs
  assert.deepEqual(band("brown"), { letter: "B", words: "brown Sector", place: "L2\u2009·\u2009218", cost: "8 M" });
});

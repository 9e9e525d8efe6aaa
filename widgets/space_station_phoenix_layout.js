// Pure helpers of the Space Station Phoenix table view: what a click selects or plays, and how values are
// marked. No DOM here, so node tests them (tests/widgets/space_station_phoenix_layout.test.mjs); the view and its
// panels import it.
//
// The view model lists every legal action as a move {action, label, verb, pick, target}: `pick` is what is
// clicked first (a ship's "VERB SHIP", or a kind of resident to place, as the action's first words), `target`
// what is clicked next ("ship:ID", "sector:ID", "track:ID", "hub:ID", "die:FACE"), either may be null.

/** @typedef {{action: string, label: string, verb: string, pick: string | null, target: string | null}} Move */

/** The id of a target ("sector:102" → "102"). @param {string} target */
export function targetId(target) {
  return target.slice(target.indexOf(":") + 1);
}

/** The kind of a target ("sector:102" → "sector"). @param {string} target */
export function targetKind(target) {
  return target.slice(0, target.indexOf(":"));
}

/**
 * The action line a click on target ``target`` plays once ``pick`` is selected: the pick's words, then the
 * target's id (so that a target no move lists can still be asked about: "why not?").
 * @param {string} pick @param {string} target
 */
export function actionFor(pick, target) {
  return `${pick} ${targetId(target)}`;
}

/**
 * The targets a selected pick reaches, target → action (none selected: the targets clicked directly).
 * @param {Move[]} moves @param {string | null} pick
 * @returns {Map<string, string>}
 */
export function targetsOf(moves, pick) {
  return new Map(moves.filter((m) => m.pick === pick && m.target).map((m) => [/** @type {string} */ (m.target), m.action]));
}

/**
 * The moves that are buttons: of the selected pick, those with no target; with no pick selected, the moves
 * that need neither (Income, a trade, a reward…).
 * @param {Move[]} moves @param {string | null} pick
 */
export function buttonsOf(moves, pick) {
  return moves.filter((m) => m.pick === pick && !m.target);
}

/**
 * The picks a ship card stands for ("transport red-transport" for the red Transport).
 * @param {{key: string, ship: string | null}[]} picks @param {string} ship
 */
export function picksOfShip(picks, ship) {
  return picks.filter((p) => p.ship === ship).map((p) => p.key);
}

/** Clicking the selected pick again deselects it. @param {string | null} selected @param {string} key */
export function togglePick(selected, key) {
  return selected === key ? null : key;
}

/** data-testid of a target or a ship ("ship:red-transport" → "ship-red-transport"). @param {string} target */
export function testId(target) {
  return target.replace(":", "-");
}

/** data-testid of a button playing an action: spaces become underscores. @param {string} action */
export function actionTestId(action) {
  return "action-" + action.replace(/ /g, "_");
}

/** The mark of a value of our design. */
export const DESIGN_MARK = "◇";

/**
 * The tooltip of a designed mark: each designed field in the card's words, with its provenance.
 * @param {Record<string, string>} designed field → provenance @param {Record<string, string>} [words] field → name
 */
export function designTitle(designed, words = {}) {
  const lines = Object.entries(designed).map(([f, why]) => `${words[f] ?? f}: ${why}`);
  return lines.length ? `${DESIGN_MARK} our design (the printed value is not known) — ${lines.join("; ")}` : "";
}

/**
 * The score track's markers stacked by space: points → colours on it, in seat order.
 * @param {{colour: string, points: number}[]} markers
 * @returns {Map<number, string[]>}
 */
export function stackByPoints(markers) {
  const out = new Map();
  for (const m of markers) out.set(m.points, [...(out.get(m.points) ?? []), m.colour]);
  return out;
}

/**
 * Where a score marker stands on a track of spaces 0…end (the game ends at ``end``; a score past it
 * stays on the last space, with its number shown).
 * @param {number} points @param {number} end
 */
export function scoreSpace(points, end) {
  return Math.max(0, Math.min(points, end));
}

/** The letter on a resident token: teal T, brown B, pink P, gold G, Human H. @param {string} kind */
export function residentLetter(kind) {
  return kind === "human" ? "H" : kind[0].toUpperCase();
}

/**
 * What a Sector card's colour band says: the letter of its colour (teal T, brown B, pink P: the letters of the
 * Aliens it hosts), so that the colour never speaks alone, with its words; then its level and number, and its cost.
 * @param {{id: string, colour: string, level: number, cost: number}} sector
 */
export function sectorBand(sector) {
  return { letter: residentLetter(sector.colour), words: `${sector.colour} Sector`, place: `L${sector.level}\u2009·\u2009${sector.id}`, cost: `${sector.cost} M` };
}

/** The glyph of an income icon on a quarter. @param {string | null} icon */
export function incomeGlyph(icon) {
  return /** @type {Record<string, string>} */ ({ gems: "◆", food: "F", water: "W", metal: "M" })[icon ?? ""] ?? "";
}

/**
 * The dice of a pool, one entry per die, in the order food, water, metal, Human.
 * @param {Record<string, number>} pool
 */
export function poolDice(pool) {
  return ["food", "water", "metal", "human"].flatMap((f) => Array.from({ length: pool[f] ?? 0 }, () => f));
}

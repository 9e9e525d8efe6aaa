// Pure helpers of the Space Station table view: grid geometry and the legal list. No DOM here, so
// node tests them (tests/widgets/space_station_layout.test.mjs); the view and its panels import it.
//
// Geometry as in the rules package (station.py): a module fills one grid cell (x, y), y grows to the
// north; absolute directions 0 N, 1 E, 2 S, 3 W; a card's local exits U, R, D, L turn with its
// rotation, so local letter L on a card of rotation r points at (LOCAL[L] + r) % 4.

/** @typedef {{x: number, y: number}} Cell */
/** @typedef {{minX: number, maxX: number, minY: number, maxY: number, cols: number, rows: number}} Bounds */
/** @typedef {{left: number, top: number}} Pos */

export const LOCAL = /** @type {Record<string, number>} */ ({ U: 0, R: 1, D: 2, L: 3 });
export const STEP = /** @type {[number, number][]} */ ([[0, 1], [1, 0], [0, -1], [-1, 0]]);
export const DIR_NAMES = ["N", "E", "S", "W"];

/**
 * The absolute direction (0 N, 1 E, 2 S, 3 W) of a card's local exit letter at rotation rot.
 * @param {string} letter @param {number} rot
 */
export function absDir(letter, rot) {
  return (LOCAL[letter] + rot) % 4;
}

/**
 * The cell a module's exit points at.
 * @param {{x: number, y: number, rot: number}} m @param {string} letter
 * @returns {Cell}
 */
export function exitCell(m, letter) {
  const [dx, dy] = STEP[absDir(letter, m.rot)];
  return { x: m.x + dx, y: m.y + dy };
}

/**
 * The smallest box of cells holding every module; with withFree, also every cell a free exit points
 * at (room for the module to come). Exit arrows sit in the gaps, so padding of a gap shows them all.
 * @param {{x: number, y: number, exits?: {x: number, y: number, state: string}[]}[]} modules
 * @param {boolean} [withFree]
 * @returns {Bounds}
 */
export function gridBounds(modules, withFree = false) {
  const xs = [], ys = [];
  for (const m of modules) {
    xs.push(m.x);
    ys.push(m.y);
    for (const e of m.exits ?? []) {
      if (withFree && e.state === "free") {
        xs.push(e.x);
        ys.push(e.y);
      }
    }
  }
  if (!xs.length) return { minX: 0, maxX: 0, minY: 0, maxY: 0, cols: 1, rows: 1 };
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  return { minX, maxX, minY, maxY, cols: maxX - minX + 1, rows: maxY - minY + 1 };
}

/**
 * Top-left pixel corner of a cell: columns left to right, rows from the north (largest y) down.
 * @param {number} x @param {number} y @param {Bounds} b
 * @param {{cell: number, gap: number, pad?: number}} g cell size, gap between cells, outer padding
 * @returns {Pos}
 */
export function cellPosition(x, y, b, g) {
  const pad = g.pad ?? 0;
  return { left: pad + (x - b.minX) * (g.cell + g.gap), top: pad + (b.maxY - y) * (g.cell + g.gap) };
}

/**
 * Pixel size of the whole grid.
 * @param {Bounds} b @param {{cell: number, gap: number, pad?: number}} g
 */
export function gridSize(b, g) {
  const pad = g.pad ?? 0;
  return { width: 2 * pad + b.cols * g.cell + (b.cols - 1) * g.gap, height: 2 * pad + b.rows * g.cell + (b.rows - 1) * g.gap };
}

/**
 * Centre of the marker of an exit (or entrance) facing absolute direction dir: in the middle of the
 * gap beside the cell, on that side.
 * @param {number} x @param {number} y @param {number} dir @param {Bounds} b
 * @param {{cell: number, gap: number, pad?: number}} g
 * @returns {Pos}
 */
export function exitPosition(x, y, dir, b, g) {
  const c = cellPosition(x, y, b, g);
  const mid = g.cell / 2, out = g.cell + g.gap / 2;
  const [cx, cy] = [[mid, -g.gap / 2], [out, mid], [mid, out], [-g.gap / 2, mid]][dir];
  return { left: c.left + cx, top: c.top + cy };
}

/**
 * Rotation in degrees of an arrow drawn pointing up (north) so it points at dir.
 * @param {number} dir
 */
export function arrowDegrees(dir) {
  return ((dir % 4) + 4) % 4 * 90;
}

/**
 * The build actions in the legal list, parsed: "build CARD MODULE EXIT".
 * @param {string[]} legal
 * @returns {{card: string, module: string, exit: string, action: string}[]}
 */
export function buildMoves(legal) {
  const out = [];
  for (const action of legal) {
    const w = action.split(" ");
    if (w[0] === "build" && w.length === 4) out.push({ card: w[1], module: w[2], exit: w[3], action });
  }
  return out;
}

/**
 * The exits a selected card may be built on, as "MODULE EXIT" keys (empty when no card is selected).
 * @param {string[]} legal @param {string | null} card
 * @returns {Set<string>}
 */
export function exitsForCard(legal, card) {
  return new Set(card ? buildMoves(legal).filter((m) => m.card === card).map((m) => `${m.module} ${m.exit}`) : []);
}

/**
 * The distinct cards of the hand that have at least one legal build.
 * @param {string[]} legal
 * @returns {Set<string>}
 */
export function buildableCards(legal) {
  return new Set(buildMoves(legal).map((m) => m.card));
}

/**
 * The action line of a build.
 * @param {string} card @param {string} module @param {string} exit
 */
export function buildAction(card, module, exit) {
  return `build ${card} ${module} ${exit}`;
}

/**
 * data-testid of an action button: spaces become underscores.
 * @param {string} action
 */
export function actionTestId(action) {
  return "action-" + action.replace(/ /g, "_");
}

/**
 * data-testid of an exit marker.
 * @param {number} seat @param {string} module @param {string} exit
 */
export function exitTestId(seat, module, exit) {
  return `exit-${seat}-${module}-${exit}`;
}

/**
 * Clicking the same hand card again deselects it.
 * @param {number | null} selected @param {number} i
 */
export function toggleCard(selected, i) {
  return selected === i ? null : i;
}

/**
 * Scale to fit content of natural width w into the width available (never above max).
 * @param {number} available @param {number} w @param {number} [max]
 */
export function fitScale(available, w, max = 1) {
  if (!(available > 0) || !(w > 0)) return 1;
  return Math.min(max, available / w);
}

/**
 * A card's tooltip: its name, kind and text, then what of it is our design and, where the printed
 * colour of its kind is unknown, that the colour is our estimate (both in the model's words).
 * @param {{name: string, kind_name: string, text: string, design: {note: string} | null, colour_estimate?: string | null}} c
 */
export function cardTitle(c) {
  const parts = [`${c.name} (${c.kind_name})`, c.text];
  if (c.design) parts.push(c.design.note);
  if (c.colour_estimate) parts.push(`colour estimated: ${c.colour_estimate}`);
  return parts.join(" — ");
}

/**
 * Year die: which of the 9 pip cells (row-major 3×3) are on for a value 1–6.
 * @param {number} v
 * @returns {number[]}
 */
export function pipCells(v) {
  return /** @type {Record<number, number[]>} */ ({ 1: [4], 2: [2, 6], 3: [2, 4, 6], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] })[v] ?? [];
}

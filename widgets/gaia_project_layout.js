// Pure helpers of the Gaia Project table (no DOM): the hex map's geometry, outlines, shapes and action texts.
// node --test tests/widgets/gaia_project_layout.test.mjs
//
// Hexes are axial (q, r) as the rules engine and the logs write them ("qxr"). As boardgamers.space draws the
// board (reference §3.1): flat-topped hexes, +q points north, +r north-east; on screen x = 1.5·r, y(up) = √3·(q + r/2)
// in units of the hex's size (centre to corner). SVG's y grows downwards, so y = −√3·(q + r/2)·size.

const SQRT3 = Math.sqrt(3);

/** The six neighbour directions (q, r) and their compass bearings (degrees clockwise from north). */
export const DIRECTIONS = /** @type {[number, number, number][]} */ ([
  [1, 0, 0], [0, 1, 60], [-1, 1, 120], [-1, 0, 180], [0, -1, 240], [1, -1, 300],
]);

/** Planet codes → a readable two-letter mark and name (colour is never the only cue). */
export const PLANETS = /** @type {Record<string, {mark: string, name: string}>} */ ({
  r: { mark: "Te", name: "Terra" }, o: { mark: "Ox", name: "Oxide" }, v: { mark: "Vo", name: "Volcanic" },
  d: { mark: "De", name: "Desert" }, s: { mark: "Sw", name: "Swamp" }, t: { mark: "Ti", name: "Titanium" },
  i: { mark: "Ic", name: "Ice" }, g: { mark: "Ga", name: "Gaia" }, m: { mark: "Tr", name: "Transdim" },
  l: { mark: "LP", name: "Lost Planet" },
});

/** Where a hex's centre is drawn. @param {number} q @param {number} r @param {number} size */
export function hexCentre(q, r, size) {
  return { x: 1.5 * r * size, y: -SQRT3 * (q + r / 2) * size };
}

/** A point at ``distance`` from (x, y) on a compass bearing. @param {number} x @param {number} y @param {number} bearing degrees @param {number} distance */
export function atBearing(x, y, bearing, distance) {
  const a = (bearing * Math.PI) / 180;
  return { x: x + distance * Math.sin(a), y: y - distance * Math.cos(a) };
}

/** The six corners of a flat-topped hex, clockwise from the north-east one. @param {number} x @param {number} y @param {number} size */
export function hexCorners(x, y, size) {
  return [30, 90, 150, 210, 270, 330].map((b) => atBearing(x, y, b, size));
}

/** @param {number} v */
const fmt = (v) => (Math.round(v * 100) / 100).toString();

/** An SVG path of a hex. @param {number} x @param {number} y @param {number} size */
export function hexPath(x, y, size) {
  return "M" + hexCorners(x, y, size).map((p) => `${fmt(p.x)},${fmt(p.y)}`).join("L") + "Z";
}

/** "qxr" → [q, r]. @param {string} key @returns {[number, number]} */
export function unkey(key) {
  const [q, r] = key.split("x").map(Number);
  return [q, r];
}

/** [q, r] → "qxr". @param {number} q @param {number} r */
export function hexKey(q, r) {
  return `${q}x${r}`;
}

/**
 * The box around every hex, with a margin: an SVG viewBox "x y w h".
 * @param {{q: number, r: number}[]} hexes @param {number} size @param {number} [margin]
 */
export function viewBox(hexes, size, margin = 0) {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const h of hexes) {
    const c = hexCentre(h.q, h.r, size);
    minX = Math.min(minX, c.x - size);
    maxX = Math.max(maxX, c.x + size);
    minY = Math.min(minY, c.y - (SQRT3 / 2) * size);
    maxY = Math.max(maxY, c.y + (SQRT3 / 2) * size);
  }
  if (!hexes.length) return "0 0 0 0";
  return [minX - margin, minY - margin, maxX - minX + 2 * margin, maxY - minY + 2 * margin].map(fmt).join(" ");
}

/**
 * The outline of a set of hexes (a sector, a federation, the hexes where a build is legal): one "M…L…" segment per hex edge
 * whose neighbour lies outside the set. ``inset`` below 1 draws each edge that much nearer its own hex's
 * centre, inside the hex (so a federation's line stays off the sector lines); the hexes stay where the map
 * draws them. @param {Iterable<string>} keys hexes as "qxr" @param {number} size @param {number} [inset]
 */
export function outline(keys, size, inset = 1) {
  const set = new Set(keys);
  const parts = [];
  for (const key of set) {
    const [q, r] = unkey(key);
    const c = hexCentre(q, r, size);
    for (const [dq, dr, bearing] of DIRECTIONS) {
      if (set.has(hexKey(q + dq, r + dr))) continue;
      const a = atBearing(c.x, c.y, bearing - 30, size * inset);
      const b = atBearing(c.x, c.y, bearing + 30, size * inset);
      parts.push(`M${fmt(a.x)},${fmt(a.y)}L${fmt(b.x)},${fmt(b.y)}`);
    }
  }
  return parts.join("");
}

/**
 * The shape of a structure, a closed SVG path centred on (x, y), ``s`` its half-size. Each kind has its own
 * silhouette, so that a building reads without its colour: mine a house, trading station a square with a
 * chimney block, lab a hexagonal flask-like nut, PI a wide pediment, academies a dome, a Gaiaformer a diamond,
 * a space station a star. @param {string} kind m, ts, lab, PI, ac1, ac2, gf, sp @param {number} x @param {number} y @param {number} s
 */
export function structurePath(kind, x, y, s) {
  /** @param {[number, number][]} pts */
  const poly = (pts) => "M" + pts.map(([px, py]) => `${fmt(x + px * s)},${fmt(y + py * s)}`).join("L") + "Z";
  switch (kind) {
    case "m": return poly([[0, -1], [0.8, -0.25], [0.8, 0.8], [-0.8, 0.8], [-0.8, -0.25]]);
    case "ts": return poly([[-0.85, -0.35], [-0.2, -0.35], [-0.2, -0.9], [0.85, -0.9], [0.85, 0.85], [-0.85, 0.85]]);
    case "lab": return poly([[0, -1], [0.87, -0.5], [0.87, 0.5], [0, 1], [-0.87, 0.5], [-0.87, -0.5]]);
    case "PI": return poly([[0, -1], [1.15, -0.35], [1.15, 0.85], [-1.15, 0.85], [-1.15, -0.35]]);
    case "ac1": case "ac2": {
      // a dome: a flat base and a half circle
      return `M${fmt(x - s)},${fmt(y + 0.8 * s)}L${fmt(x - s)},${fmt(y)}A${fmt(s)},${fmt(s)} 0 0 1 ${fmt(x + s)},${fmt(y)}L${fmt(x + s)},${fmt(y + 0.8 * s)}Z`;
    }
    case "gf": return poly([[0, -1], [0.75, 0], [0, 1], [-0.75, 0]]);
    case "sp": {
      /** @type {[number, number][]} */
      const pts = [];
      for (let i = 0; i < 10; i++) {
        const a = (i * Math.PI) / 5;
        const rad = i % 2 ? 0.45 : 1;
        pts.push([rad * Math.sin(a), -rad * Math.cos(a)]);
      }
      return poly(pts);
    }
    default: return poly([[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]]);
  }
}

/** The letter a structure shows under its owner's letter. */
export const STRUCTURE_MARK = /** @type {Record<string, string>} */ ({
  m: "M", ts: "TS", lab: "L", PI: "PI", ac1: "A", ac2: "A", gf: "GF", sp: "SP",
});

/** The action line for a tool (``build mine``) aimed at a hex label (``3B4``). @param {string} tool @param {string} label */
export function actionFor(tool, label) {
  return `${tool} ${label}`;
}

/** The set of hex labels where ``tool`` is legal now. @param {Record<string, string[]>} targets @param {string | null} tool */
export function targetsOf(targets, tool) {
  return new Set(tool ? targets?.[tool] ?? [] : []);
}

/** The hex the arrow keys move to from ``key`` (bearing 0 north … 300 north-west), if it is on the map.
 * @param {Set<string>} map keys of the map's hexes @param {string} key @param {number} bearing one of DIRECTIONS' */
export function step(map, key, bearing) {
  const [q, r] = unkey(key);
  const d = DIRECTIONS.find((x) => x[2] === bearing);
  if (!d) return key;
  const next = hexKey(q + d[0], r + d[1]);
  return map.has(next) ? next : key;
}

/** A name's possessive: faction names are plurals ("Geodens' mine"), a seat number is not ("Player 1's"). @param {string} name */
export function possessive(name) {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}

/** The data-testid of a hex button. @param {string} label */
export function hexTestId(label) {
  return `hex-${label}`;
}

/** A data-testid for an action button. @param {string} action */
export function actionTestId(action) {
  return "act-" + action.replace(/[^A-Za-z0-9]+/g, "-");
}

/** Arrow keys over the map: up north, down south, right north-east (else south-east), left south-west (else
 * north-west); a key with no hex that way stays. @param {Set<string>} map @param {string} key @param {string} arrow */
export function arrowStep(map, key, arrow) {
  const tries = /** @type {Record<string, number[]>} */ ({ ArrowUp: [0], ArrowDown: [180], ArrowRight: [60, 120], ArrowLeft: [240, 300] })[arrow] ?? [];
  for (const bearing of tries) {
    const next = step(map, key, bearing);
    if (next !== key) return next;
  }
  return key;
}

/** The hexes (labels) a federation action line names: ``form-federation 1A1,1B1,2A4 fed2`` → 1A1, 1B1, 2A4. @param {string} action */
export function federationHexes(action) {
  const words = action.split(" ");
  return words[0] === "form-federation" && words[1] ? words[1].split(",") : [];
}

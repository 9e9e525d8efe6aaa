// Each player's board on the Gaia Project table: power bowls and the brainstone, resources, Gaiaformers and range,
// structures left, income, tiles (booster, techs, federations, special actions) and the VP by source.

import { PLANETS, structurePath } from "../gaia_project_layout.js";
import { players, s, seatHex, seatMark } from "./pieces.js";

/** @typedef {import("../gaia_project.js").GaiaProject} GaiaProject @typedef {import("../gaia_project.js").Player} Player */

const RESOURCE_WORDS = [["ore", "ore", "o"], ["credits", "credits", "c"], ["knowledge", "knowledge", "k"], ["qic", "QIC", "q"]];

/** A power bowl, named in the rules' words. @param {GaiaProject} t @param {Player["power"]} power @param {"I" | "II" | "III" | "gaia"} name @param {boolean} brainstone */
function bowl(t, power, name, brainstone) {
  const { h } = t;
  const n = power[name];
  const words = `${power.areas[name]}: ${n} token${n === 1 ? "" : "s"}${brainstone ? " and the brainstone" : ""}`;
  return h("span", { class: `tb-bowl tb-bowl-${name}`, title: words, attrs: { "aria-label": words } }, [
    h("span", { class: "tb-bowl-name", text: name === "gaia" ? "Gaia" : name }),
    h("b", { text: n }),
    brainstone ? h("span", { class: "tb-brainstone", text: "B", title: power.brainstone_words }) : null,
  ]);
}

/** Resources, Gaiaformers, range; then the structures left to build. @param {GaiaProject} t @param {Player} p */
function holdings(t, p) {
  const { h } = t;
  const res = h("div", { class: "tb-resources" });
  for (const [key, word, code] of RESOURCE_WORDS) res.appendChild(h("span", { class: `tb-res tb-res-${code}`, title: word }, [h("b", { text: p[/** @type {"ore"} */ (key)] }), h("span", { text: ` ${word}` })]));
  res.appendChild(h("span", { class: "tb-res", title: "Gaiaformers: available / on the map" }, [h("b", { text: `${p.gaiaformers.available}` }), h("span", { text: " GF" })]));
  res.appendChild(h("span", { class: "tb-res", title: "range (Navigation)" }, [h("b", { text: p.range }), h("span", { text: " range" })]));
  const left = h("div", { class: "tb-left", title: "structures left to build" });
  for (const st of p.structures) {
    const icon = s("svg", { class: "tb-icon", viewBox: "-12 -12 24 24", width: 20, height: 20, "aria-hidden": "true" });
    icon.appendChild(s("path", { d: structurePath(st.kind, 0, 0, 9), fill: seatHex(p), stroke: "#0b1020" }));
    left.appendChild(h("span", { class: `tb-left-item ${st.left ? "" : "tb-none"}`.trim(), title: `${st.name}: ${st.left} of ${st.total} left`, attrs: { "aria-label": `${st.name}: ${st.left} of ${st.total} left` } }, [/** @type {any} */ (icon), h("span", { text: `${st.left}/${st.total}` })]));
  }
  return [res, left];
}

/** The booster, tech tiles, federation tokens and special actions (clickable where legal). @param {GaiaProject} t @param {Player} p */
function tiles(t, p) {
  const { chip, talk } = t;
  const box = t.h("div", { class: "tb-tiles" });
  if (p.booster) box.appendChild(chip("Round booster", "tb-chip-booster", p.booster.text));
  for (const tech of p.techs) box.appendChild(chip(tech.text, `tb-chip-tech ${tech.covered ? "tb-covered" : ""} ${tech.advanced ? "tb-chip-adv" : ""}`.trim(), `${tech.advanced ? "advanced tech tile" : "tech tile"}${tech.covered ? " (covered)" : ""}`));
  for (const f of p.federations) box.appendChild(chip(`Federation ${f.text}`, `tb-chip-fed ${f.green ? "tb-green" : "tb-grey"}`, `federation token (${f.side})`));
  for (const sp of p.specials) {
    const c = chip(`★ ${sp.text}`, `tb-chip-special ${sp.used ? "tb-used" : ""}`.trim(), `special action from ${sp.from}${sp.used ? " (used this round)" : ""}`);
    if (talk.interactive() && talk.legal().includes(sp.action)) talk.clickable(c, () => talk.attempt(sp.action), `Special action ${sp.text} from ${sp.from}`);
    box.appendChild(c);
  }
  return box;
}

/** @param {GaiaProject} t @param {Player} p */
function board(t, p) {
  const { h, chip } = t;
  const cls = ["tb-board", p.deciding ? "tb-deciding" : "", p.active ? "tb-active" : "", p.passed ? "tb-passed" : "", p.viewer ? "tb-mine" : ""];
  const e = h("section", { class: cls.join(" ").replace(/ +/g, " ").trim(), testid: `board-${p.seat}`, colour: p.colour });
  e.appendChild(h("header", { class: "tb-board-head" }, [
    seatMark(t, p.seat, "tb-seat"),
    h("span", { class: "tb-board-name", text: `${p.name}${p.viewer ? " (you)" : ""}` }),
    p.planet ? h("span", { class: "tb-muted", text: PLANETS[p.planet]?.name ?? "" }) : null,
    p.deciding ? chip("decides", "tb-chip-decides") : null,
    p.passed ? chip("passed", "tb-chip-passed") : null,
    h("span", { class: "tb-vp", text: `${p.vp} VP`, testid: `vp-${p.seat}` }),
  ]));
  const stone = p.power.brainstone;
  e.appendChild(h("div", { class: "tb-bowls" }, [
    bowl(t, p.power, "I", stone === "area1"), bowl(t, p.power, "II", stone === "area2"),
    bowl(t, p.power, "III", stone === "area3"), bowl(t, p.power, "gaia", false),
  ]));
  e.append(...holdings(t, p));
  if (p.income.length) e.appendChild(h("div", { class: "tb-income", title: "income each round" }, [h("span", { class: "tb-muted", text: "Income " }), ...p.income.map((i) => chip(i.text, "", "income each round"))]));
  e.appendChild(tiles(t, p));
  const books = h("details", { class: "tb-vp-sources" }, [h("summary", { text: "VP by source" })]);
  const table = h("div", { class: "tb-vp-table" });
  for (const v of p.vp_sources) table.append(h("span", { text: v.source, title: v.details }), h("b", { text: v.points }));
  books.appendChild(table);
  if (t.vm().over) books.setAttribute("open", "");
  e.appendChild(books);
  return e;
}

/** @param {GaiaProject} t @param {HTMLElement} boards */
export function drawBoards(t, boards) {
  boards.replaceChildren(...players(t).map((p) => board(t, p)));
}

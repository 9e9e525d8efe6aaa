// The console of the Gaia Project table: the final score, a charge offer (asked of the seat it belongs to, with its
// VP cost), the tools for the map, the other decisions as buttons by group (federations by their hexes), the free
// actions, the last move and the message line.

import { actionButton, chooseTool, preview } from "./tools.js";
import { players, seatMark } from "./pieces.js";

/** @typedef {import("../gaia_project.js").GaiaProject} GaiaProject @typedef {import("../gaia_project.js").ActionButton} ActionButton */

/** The players by VP, once the game is over. @param {GaiaProject} t */
function finalScore(t) {
  const { h } = t;
  const final = h("div", { class: "tb-final" }, [h("div", { class: "tb-group-title", text: "Final score" })]);
  for (const p of [...players(t)].sort((a, b) => b.vp - a.vp)) final.appendChild(h("div", { class: "tb-final-item" }, [seatMark(t, p.seat), h("span", { text: p.name }), h("b", { text: `${p.vp} VP` })]));
  return final;
}

/** The charge offer and its answers (shown, not offered, in a replay). @param {GaiaProject} t */
function chargeOffer(t) {
  const { h } = t;
  const m = t.vm();
  const c = m.charge;
  const box = h("div", { class: "tb-charge", testid: "charge-offer", colour: players(t)[c.seat]?.colour ?? null }, [
    h("div", { class: "tb-charge-title" }, [seatMark(t, c.seat), h("span", { text: ` ${c.name}: charge power?` })]),
    h("div", { class: "tb-charge-text", text: `${c.builder} built on ${c.label}: charge ${c.amount} power for ${c.vp_cost} VP (power − 1).` }),
  ]);
  const buttons = h("div", { class: "tb-actions" });
  for (const g of m.groups ?? []) {
    if (g.verb !== "charge-power" && g.verb !== "decline") continue;
    for (const a of g.actions) buttons.appendChild(t.talk.interactive() ? actionButton(t, a, g.verb === "charge-power" ? "tb-hot" : "") : t.chip(a.label));
  }
  box.appendChild(buttons);
  return box;
}

/** The tools for the map (the only one taken up at once when nothing else is offered). @param {GaiaProject} t */
function tools(t) {
  const { h } = t;
  const m = t.vm();
  if (m.tools.length === 1 && !(m.groups ?? []).length && t.tool === null) t.tool = m.tools[0].tool;
  const list = h("div", { class: "tb-actions" });
  for (const tl of m.tools) {
    const b = h("button", { class: `tb-btn tb-btn-action tb-tool ${t.tool === tl.tool ? "tb-selected" : ""}`.trim(), text: `${tl.label} (${tl.count})`, testid: `tool-${tl.tool.replace(/\s+/g, "-")}`, title: tl.rule, attrs: { type: "button", "aria-pressed": String(t.tool === tl.tool) } });
    b.addEventListener("click", () => chooseTool(t, tl.tool));
    list.appendChild(b);
  }
  return h("div", { class: "tb-group tb-tools" }, [h("div", { class: "tb-group-title", text: "On the map" }), list]);
}

/** The federations on offer: one line per group of hexes (shown on the map when hovered or focused), then a button
 * per token left. @param {GaiaProject} t @param {HTMLElement} list @param {(ActionButton & {hexes: string[], token: string, short: string})[]} actions */
function federationChoices(t, list, actions) {
  /** @type {Map<string, typeof actions>} */
  const byHexes = new Map();
  for (const a of actions) byHexes.set(a.hexes.join(","), [...(byHexes.get(a.hexes.join(",")) ?? []), a]);
  for (const [hexes, options] of byHexes) {
    const labels = hexes.split(",");
    const line = t.h("div", { class: "tb-fed-option" }, [t.h("span", { class: "tb-fed-hexes", text: `${labels.length} hexes: ${labels.join(" ")}` })]);
    for (const a of options) line.appendChild(actionButton(t, { ...a, label: a.short }));
    line.addEventListener("mouseenter", () => preview(t, labels));
    line.addEventListener("mouseleave", () => preview(t, []));
    list.appendChild(line);
  }
}

/** The decisions by group (but the charge offer's), then the free actions. @param {GaiaProject} t @returns {HTMLElement[]} */
function decisions(t) {
  const { h } = t;
  const m = t.vm();
  const out = [];
  for (const g of m.groups ?? []) {
    if (m.charge && (g.verb === "charge-power" || g.verb === "decline")) continue;
    const list = h("div", { class: "tb-actions" });
    if (g.verb === "form-federation") federationChoices(t, list, g.actions);
    else for (const a of g.actions) list.appendChild(actionButton(t, a));
    out.push(h("div", { class: `tb-group tb-group-${g.verb}` }, [h("div", { class: "tb-group-title", text: g.title }), list]));
  }
  if ((m.free ?? []).length) {
    const list = h("div", { class: "tb-actions tb-free-list" });
    for (const f of m.free) list.appendChild(actionButton(t, { action: f.action, verb: "spend", label: f.label }, f.legal ? "" : "tb-off"));
    out.push(h("details", { class: "tb-group tb-free" }, [h("summary", { class: "tb-group-title", text: "Free actions (conversions)" }), list]));
  }
  return out;
}

/** @param {GaiaProject} t @param {HTMLElement} consoleBox */
export function drawConsole(t, consoleBox) {
  const { h, talk } = t;
  const m = t.vm();
  consoleBox.replaceChildren();
  if (m.over) consoleBox.appendChild(finalScore(t));
  if (m.charge) consoleBox.appendChild(chargeOffer(t));
  if (talk.interactive() && (m.tools ?? []).length) consoleBox.appendChild(tools(t));
  if (talk.interactive()) for (const e of decisions(t)) consoleBox.appendChild(e);
  if (m.last) {
    const last = h("div", { class: "tb-last", testid: "last-move" }, [h("span", { class: "tb-last-label", text: "Last move" }), h("span", { class: "tb-last-text", text: m.last.narration ?? m.last.action })]);
    if (m.last.rule) last.appendChild(h("span", { class: "tb-rule", text: m.last.rule }));
    consoleBox.appendChild(last);
  }
  consoleBox.appendChild(t.message);
}

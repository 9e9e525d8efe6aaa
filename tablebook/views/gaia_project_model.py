"""The Gaia Project table as a view model: plain JSON the browser draws, derived from a State.

No widget or Jupyter import here, so the model is tested like any other function. Everything the front end
needs is spelled out (the map hex by hex, the research board, each player's board, what is legal and which hexes
each kind of build may target), so the JavaScript never re-implements a rule: it draws this dictionary and sends
back the action lines it lists, or asks Python why a line it composed (``build mine 3B4``) is not legal.

Gaia Project has no hidden information, so every ``viewer`` sees the same table; ``viewer`` only says whose
decisions the browser may take.

VP by source are the rules' own book (``score_breakdown``: every VP booked where it was won or paid), summed by
source with the details in words.
"""

from __future__ import annotations

from tablebook.core import CHANCE, Action
from tablebook.games.gaia_project import charging, free_actions, income, power_actions, research as research_tracks, scoring
from tablebook.games.gaia_project import citations as rule
from tablebook.games.gaia_project.board import unhx
from tablebook.games.gaia_project.data import ROUNDS, STRUCTURE_COUNT, TRACKS, actions, factions, research, tile
from tablebook.games.gaia_project.narration import STRUCTURES
from tablebook.games.gaia_project.planets import COLOURS, NAMES
from tablebook.games.gaia_project.rewards import parse
from tablebook.games.gaia_project.turn import describe_now, kind
from tablebook.games.gaia_project.words import (
    BRAINSTONE, FEDERATION_SIDE, FINAL_WORDS, POWER_AREAS, TILE_KINDS, cost_words, counted, gains, level_words, price,
    space_words, special_words, tile_text, words,
)

from .header import Voice, header

BUILDING_NAMES = STRUCTURES

# What a player may choose before a target on the map: the tool, its button, and the rule that governs it.
TOOLS = {
    "build mine": ("Build a mine", rule.MINE), "build gaia-project": ("Start a Gaia project", rule.GAIA_PROJECT),
    "build trading-station": ("Upgrade to a trading station", rule.UPGRADE),
    "build research-lab": ("Upgrade to a research lab", rule.UPGRADE),
    "build planetary-institute": ("Upgrade to the planetary institute", rule.UPGRADE),
    "build knowledge-academy": ("Upgrade to the knowledge academy", rule.UPGRADE),
    "build qic-academy": ("Upgrade to the QIC academy", rule.UPGRADE),
    "build space-station": ("Place a space station", rule.FACTIONS),
    "lost-planet": ("Place the Lost Planet", rule.RESEARCH_BOARD), "swap": ("Swap the PI with a mine", rule.FACTIONS),
}

VERB_TITLES = {
    "faction": "Choose a faction", "sector": "Lay the next sector tile (turns × 60° clockwise)",
    "booster": "Choose a round booster", "income": "Order your income",
    "brainstone": "Place the brainstone", "research": "Advance in research", "action-space": "Power and QIC actions",
    "special-action": "Special actions", "form-federation": "Form a federation", "pass": "Pass",
    "end-turn": "End the turn", "charge-power": "Charge power", "decline": "Decline", "tech-tile": "Take a tech tile",
    "cover": "Cover a standard tile", "federation-token": "Score a federation token again",
    "spend": "Gaia phase: spend tokens", "burn-power": "Burn power",
}
VERB_ORDER = ("charge-power", "decline", "faction", "sector", "booster", "income", "brainstone", "tech-tile", "cover",
              "federation-token", "research", "action-space", "special-action", "form-federation", "spend", "burn-power",
              "pass", "end-turn")

def _letters(state) -> list[str]:
    """Each seat's letter: its faction's initial, two letters where two factions share one, the seat number before
    factions are chosen."""
    names = [state.faction(p)["name"] if state.pl[p]["faction"] else None for p in range(state.players)]
    initials = [n[0] if n else None for n in names]
    return [str(p + 1) if n is None else (n[:2] if initials.count(n[0]) > 1 else n[0]) for p, n in enumerate(names)]


def _short(p: int) -> str:
    return f"p{p + 1}"


def _name(state, p: int) -> str:
    """A seat's name: its faction's, or "Player 2" before factions are chosen."""
    return state.seat_name(p) if state.pl[p]["faction"] else f"Player {p + 1}"


def _now(state) -> str:
    """What is going on, led by the name of the seat whose decision it is."""
    now = describe_now(state)
    now = now[0].upper() + now[1:]
    decider = state.decider()
    return f"{_name(state, decider)}: {now}" if state.agenda and decider is not CHANCE else now


VOICE = Voice(key=lambda state, p: _short(p), now=_now, name=_name)


# --- VP by source ---------------------------------------------------------------------------------------
def _vp_sources(state, p: int) -> list[dict]:
    """Seat ``p``'s VP by source as the rules booked them (``score_breakdown``), each source's details in words."""
    sources: dict[str, dict] = {}
    for item in state.score_breakdown(p):
        entry = sources.setdefault(item.source, {"source": item.source, "points": 0, "details": []})
        entry["points"] += item.points
        entry["details"].append(f"{item.points:+d} {item.detail}")
    return [{**entry, "details": "; ".join(entry["details"])} for entry in sources.values()]


# --- the parts of the table -----------------------------------------------------------------------------
def _map(state) -> dict:
    board = state.board
    hexes = []
    for h, code in board.planet.items():
        key = f"{h[0]}x{h[1]}"
        planet = state.planet(key)
        owner_kind = state.bld.get(key)
        hexes.append({
            "key": key, "q": h[0], "r": h[1], "label": board.label(h), "sector": board.sector[h],
            "planet": planet, "planet_name": NAMES[planet], "printed": code,
            "building": None if owner_kind is None else {"seat": owner_kind[0], "kind": owner_kind[1],
                                                          "name": BUILDING_NAMES[owner_kind[1]]},
            "guest": state.guests.get(key),
            "gaiaformer": state.gf_on.get(key),
            "station": state.stations.get(key),
            "satellites": sorted(state.sats.get(key, [])),
            "lost": key == state.lost,
        })
    hexes.sort(key=lambda x: (x["q"], x["r"]))
    sectors = [{"sector": p.sector, "number": p.number, "rotation": p.rotation, "q": p.centre[0], "r": p.centre[1]}
               for p in board.placements]
    federations = [{"seat": f["p"], "hexes": list(f["hexes"])} for f in state.feds]
    return {"hexes": hexes, "sectors": sectors, "federations": federations, "mirror": board.mirror}


def _research(state) -> dict:
    data = research()
    tracks = []
    for t in TRACKS:
        track = data[t]
        levels = [{"level": lvl, "text": level_words(t, lvl) or "—", "vp": data["endgame_vp"][lvl]} for lvl in range(6)]
        standard = state.techs.get(t)
        advanced = state.techs.get(f"adv-{t}")
        tracks.append({
            "id": t, "name": track["name"], "levels": levels,
            "markers": [{"seat": p, "level": state.pl[p]["research"][t]} for p in range(state.players)],
            "tech": {"position": t, "tile": standard, "text": tile_text("tech", standard) if standard else ""},
            "advanced": {"position": f"adv-{t}", "tile": advanced,
                         "text": tile_text("advtech", advanced) if advanced else "taken"},
            "level5": state.level5.get(t),
            "federation": state.terra_fed if t == "terra" else None,
            "federation_text": tile_text("federation", state.terra_fed) if t == "terra" and state.terra_fed else "",
        })
    free = [{"position": pos, "tile": state.techs.get(pos),
             "text": tile_text("tech", state.techs[pos]) if state.techs.get(pos) else ""}
            for pos in ("free1", "free2", "free3")]
    return {"tracks": tracks, "free": free, "rule": str(rule.RESEARCH_BOARD)}


def _action_spaces(state) -> list[dict]:
    spaces = actions()["power"]
    return [{"id": a, "cost": price(spaces[a]["cost"]),
             "text": f"{cost_words(spaces[a]['cost'])} → " + space_words(spaces[a]["reward"]),
             "qic": a.startswith("qic"), "used": a in state.used} for a in spaces if isinstance(spaces[a], dict)]


def _income_total(state, p: int) -> list[dict]:
    totals: dict[str, int] = {}
    for _, text in income.current(state, p):
        for n, code in parse(text):
            totals[code] = totals.get(code, 0) + n
    order = ("o", "c", "k", "q", "pw", "t")
    return [{"code": c, "n": totals[c], "text": f"+{counted(totals[c], c)}"}
            for c in sorted(totals, key=lambda c: order.index(c) if c in order else 99)]


def _special_source(state, source: str) -> str:
    """Where a special action comes from, in words: "your round booster", "your planetary institute", "the Bescods"."""
    if source in BUILDING_NAMES:
        return f"your {BUILDING_NAMES[source]}"
    for prefix, kind_ in (("booster", "booster"), ("advtech", "advtech"), ("tech", "tech")):
        if source.startswith(prefix):
            return f"your {TILE_KINDS[kind_]}"
    return f"the {factions()[source]['name']}"


def _player(state, p: int, letters, decider, viewer) -> dict:
    pl = state.pl[p]
    fid = pl["faction"]
    planet = state.faction(p)["planet"] if fid else None
    structures = [{"kind": k, "name": BUILDING_NAMES[k], "total": n, "left": n - state.count(p, k)}
                  for k, n in STRUCTURE_COUNT.items()]
    specials = [{"source": src, "from": _special_source(state, src), "text": special_words(txt),
                 "action": f"special-action {txt}", "used": src in pl["specials_used"]}
                for src, txt in (power_actions.specials(state, p).items() if fid else ())]
    return {
        "seat": p, "short": _short(p), "letter": letters[p],
        "name": _name(state, p), "faction": fid,
        "planet": planet, "colour": COLOURS.get(planet) if planet else None,
        "vp": pl["vp"], "score": pl["vp"],
        "vp_sources": _vp_sources(state, p),
        "ore": pl["ore"], "credits": pl["credits"], "knowledge": pl["knowledge"], "qic": pl["qic"],
        "power": {**dict(zip(("I", "II", "III"), pl["power_areas"])), "gaia": pl["gaia_area"],
                  "brainstone": pl["brainstone"], "areas": POWER_AREAS, "brainstone_words": BRAINSTONE},
        "gaiaformers": {"available": pl["gaiaformers"], "on_map": sum(1 for q in state.gf_on.values() if q == p),
                        "in_gaia_area": pl["gaiaformers_in_gaia_area"]},
        "structures": structures,
        "income": _income_total(state, p) if fid else [],
        "research": dict(pl["research"]),
        "range": research_tracks.navigation_range(state, p),
        "techs": [{"id": t, "covered": c, "advanced": t.startswith("adv"),
                   "text": tile_text("advtech" if t.startswith("adv") else "tech", t)} for t, c in pl["tech_tiles"]],
        "booster": None if not pl["booster"] else {"id": pl["booster"], "text": tile_text("booster", pl["booster"])},
        "federations": [{"id": t, "green": g, "side": FEDERATION_SIDE[g], "text": tile_text("federation", t)}
                        for t, g in pl["federation_tokens"]],
        "specials": specials,
        "passed": pl["passed"],
        "active": not state.ended and p == state.active and state.round > 0,
        "deciding": decider == p,
        "viewer": p == viewer,
    }


def _scoring(state) -> dict:
    rounds = [{"round": i + 1, "id": t, "text": tile_text("round", t), "current": i + 1 == state.round,
               "past": i + 1 < state.round} for i, t in enumerate(state.setup["roundScoring"])]
    finals = []
    ranks = " / ".join(str(vp) for vp in tile("final", "ranks") if vp)  # the VP by place, as final scoring pays them
    for t in state.setup["finalScoring"]:
        finals.append({"id": t, "text": f"most {FINAL_WORDS[t]}: {ranks} VP",
                       "counts": [scoring.counts(state, p, t) for p in range(state.players)],
                       "neutral": tile("final", t)["neutral"] if state.players == 2 else None})
    return {"round": rounds, "final": finals}


def _targets(legal: list[Action]) -> dict[str, list[str]]:
    """For each tool (``build mine`` …), the hexes (by label) where it is legal now."""
    out: dict[str, list[str]] = {}
    for a in legal:
        if a.verb == "build" and len(a.args) == 2:
            out.setdefault(f"build {a.args[0]}", []).append(a.args[1])
        elif a.verb in ("lost-planet", "swap") and len(a.args) == 1:
            out.setdefault(a.verb, []).append(a.args[0])
    return out


def _charge(state, decider) -> dict | None:
    if kind(state) != "charge" or decider is None or decider is CHANCE:
        return None
    entry = state.agenda[-1]
    n = charging.amount(state, decider, entry)
    return {"seat": decider, "short": _short(decider), "name": state.seat_name(decider), "amount": n,
            "vp_cost": charging.vp_cost(n), "hex": entry["source"], "label": state.board.label(unhx(entry["source"])),
            "builder": state.seat_name(state.active), "rule": str(rule.CHARGE)}


def _free_actions(state, seat) -> list[dict]:
    """The conversions seat ``seat`` may use on its turn, each with whether it is possible now."""
    if seat is None or kind(state) != "turn" or state.ended:
        return []
    out = []
    for pay, get in free_actions.conversions(state, seat):
        action = f"spend {pay} for {get}"
        out.append({"action": action, "label": f"{gains(pay)} → {gains(get)}", "text": f"pay {cost_words(pay)} for {words(get)}",
                    "legal": state.explain(action, seat) is None})
    return out


def view_model(state, last: dict | None = None, viewer: int | None = None) -> dict:
    """Everything the table view draws for ``state``; ``last`` describes the action that led here."""
    decider = state.decider()
    over = decider is None
    letters = _letters(state)
    acting = viewer if viewer is not None else decider
    mine = not over and decider is not CHANCE and (viewer is None or viewer in state.deciders())
    legal = state.legal_actions(player=acting) if mine and acting is not None else []
    targets = _targets(legal)
    groups = []
    for verb in VERB_ORDER:
        if verb == "spend" and kind(state) == "turn":
            continue  # the free actions' panel offers each conversion once (a multiple is clicked again and again)
        acts = [{"action": str(a), "verb": verb, "label": state.label(a)} for a in legal if a.verb == verb]
        if verb == "form-federation":
            for act, a in zip(acts, (a for a in legal if a.verb == verb)):
                act.update(hexes=a.args[0].split(","), token=a.args[1], short=f"take {tile_text('federation', a.args[1])}")
        if acts:
            groups.append({"verb": verb, "title": VERB_TITLES[verb], "actions": acts})
    tools = [{"tool": t, "label": TOOLS[t][0], "rule": str(TOOLS[t][1]), "count": len(targets[t])}
             for t in TOOLS if t in targets]
    return {
        "game": "gaia-project", "title": "Gaia Project",
        "round": state.round, "rounds": ROUNDS, "turn": state.round, "phase": "over" if over else kind(state),
        "active": _short(state.active), **header(state, VOICE, yours=viewer is not None and mine),
        "decider_name": None if over or decider is CHANCE else _name(state, decider),
        "viewer": viewer, "your_turn": mine,
        "players": [_player(state, p, letters, decider, viewer) for p in range(state.players)],
        "order": [_short(p) for p in state.order], "passed_order": [_short(p) for p in state.passed_order],
        "map": _map(state),
        "research": _research(state),
        "action_spaces": _action_spaces(state),
        "boosters": [{"id": b, "text": tile_text("booster", b)} for b in state.boosters],
        "scoring": _scoring(state),
        "federation_supply": [{"id": t, "left": n, "text": tile_text("federation", t)}
                              for t, n in state.fed_supply.items()],
        "charge": _charge(state, decider),
        "free": _free_actions(state, acting if mine else None),
        "tools": tools, "targets": targets, "groups": groups,
        "legal": [str(a) for a in legal],
        "last": last,
    }

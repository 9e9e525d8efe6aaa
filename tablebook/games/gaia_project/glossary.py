"""Gaia Project's glossary: the written terms of ``data/glossary.toml`` and terms made from the rules' own data: every
faction (home planet, starting resources, planetary institute income, with its ability in our words), every research
track level, the structures and their costs, the action spaces, round boosters, tech tiles, federation tokens and
scoring tiles, so that each number is the one the engine uses."""

from __future__ import annotations

from tablebook.glossary import Term, read, written

from . import citations as rule
from .data import CAPS, FOLDER, ROUNDS, STRUCTURE_COUNT, TRACKS, actions, factions, ids, research, tiles
from .federations import requirement
from .mines import MINE_COST
from .scoring import RESOURCES_PER_VP
from .state import PV
from .narration import STRUCTURES
from .planets import NAMES
from .upgrades import UPGRADES, trading_station_cost
from .victory_points import STARTING_VP
from .words import FINAL_WORDS, cost_words, gains, level_words, price, space_words, tile_text


def facts() -> dict:
    """The rules' numbers the written terms name (a federation's power value asked of a table with no faction)."""
    ranks, vp = tiles()["final"]["ranks"], research()["endgame_vp"]
    return {"rounds": ROUNDS, "start_vp": STARTING_VP, "step_cost": research()["step_cost"],
            "ore_cap": CAPS["o"], "credit_cap": CAPS["c"], "knowledge_cap": CAPS["k"],
            "final_ranks": " / ".join(map(str, ranks[:3])), "research_vp": ", ".join(map(str, vp[3:])),
            "resources_per_vp": RESOURCES_PER_VP, "federation_pv": requirement(_Table(False), 0),
            "pv_mine": PV["m"], "pv_ts": PV["ts"], "pv_big": PV["PI"]}


class _Table:
    """A table of factionless seats, with one other player's structure beside the hex ``0x0`` (or none): what a
    trading station costs there, or a federation needs, asked of the rules' own functions."""

    players = 2

    @staticmethod
    def is_faction(p, fid):
        return False

    def __init__(self, neighbour: bool):
        self.bld = {"1x0": [1, "m"]} if neighbour else {}  # the other player's mine, as the map holds it
        self.guests = {}


def costs() -> dict[str, str]:
    """Each structure's cost in words, from the rules' costs."""
    out = {"m": f"{MINE_COST['o']} ore and {MINE_COST['c']} credits, plus any terraforming"}
    near, alone = (trading_station_cost(_Table(n), 0, "0x0") for n in (True, False))
    out["ts"] = (f"{near['o']} ore and {near['c']} credits with another player's structure within 2 spaces, "
                 f"else {alone['o']} ore and {alone['c']} credits")
    for kind in ("lab", "PI", "ac1", "ac2"):
        c = UPGRADES[kind].cost(None, 0, "")
        out[kind] = f"{c['o']} ore and {c['c']} credits" + (" (and a tech tile)" if kind in ("lab", "ac1", "ac2") else "")
    return out


def _faction(fid: str, board: dict, said: dict) -> Term:
    start = (f"{board['ore']} ore, {board['credits']} credits, {board['knowledge']} knowledge, {board['qic']} QIC, "
             f"power {board['power'][0]}/{board['power'][1]}/{board['power'][2]} in areas I/II/III")
    text = (f"Home planet {NAMES[board['planet']]}. Starts with {start}. Ability: {said['ability']} "
            f"Planetary institute: income {gains(board['pi_income'])}; {said['pi']}")
    return Term(board["name"], "faction", text, rule.cite("Factions", board["name"]))


def _track(code: str) -> Term:
    data = research()[code]
    levels = "; ".join(f"level {lvl}: {level_words(code, lvl)}" for lvl in range(1, 6) if level_words(code, lvl))
    return Term(f"{data['name']} track", "research track", f"{levels}.", rule.RESEARCH_BOARD.child(data["name"]))


def _listed(name: str, text: str, cited, listed: list[str]) -> Term:
    return Term(name, "tile", f"{text} {' · '.join(listed)}.", cited)


def glossary():
    cost = costs()
    actions_line = [f"{STRUCTURES[k][0].upper()}{STRUCTURES[k][1:]}: {cost[k]}" for k in ("m", "ts", "lab", "PI", "ac1", "ac2")]
    sheet, terms = read(FOLDER, rule.cite, facts(), {"Actions": actions_line})
    said = written(FOLDER)["ability"]
    terms += [_faction(fid, board, said[fid]) for fid, board in factions().items()]
    terms += [_track(code) for code in TRACKS]
    terms += [Term(STRUCTURES[k][0].upper() + STRUCTURES[k][1:], "structure",
                   f"Costs {cost[k]}; you have {STRUCTURE_COUNT[k]}.", rule.MINE if k == "m" else rule.UPGRADE)
              for k in ("m", "ts", "lab", "PI", "ac1", "ac2")]
    spaces = actions()["power"]
    terms.append(Term("Power and QIC actions", "action",
                      "Each space once a round for the whole table: " + " · ".join(
                          f"{price(s['cost'])}: {space_words(s['reward'])}" for s in spaces.values() if isinstance(s, dict)) + ".",
                      rule.POWER_ACTION))
    terms.append(Term("Conversions", "free action", " · ".join(
        f"{cost_words(pay)} → {gains(get)}" for pay, get in actions()["conversions"]["standard"]) + ".", rule.FREE))
    terms += [
        _listed("Round booster", "Each player holds one a round and swaps it on passing. The ten:",
                rule.BOOSTERS, [tile_text("booster", t) for t in ids("booster")]),
        _listed("Tech tile", "Taken with a research lab or academy, with a free research step in its track. The nine:",
                rule.TECH, [tile_text("tech", t) for t in ids("tech")]),
        _listed("Advanced tech tile",
                "Needs level 4 of its track and a green federation token flipped; covers a tech tile. The fifteen:",
                rule.TECH, [tile_text("advtech", t) for t in ids("advtech")]),
        _listed("Federation token", "Taken on forming a federation (green ones pay for level 5 and advanced "
                "tiles). The tokens:", rule.FEDERATION,
                [tile_text("federation", t) for t in ids("federation") if t != "gleens"]),
        _listed("Round scoring tile", "One a round, paying for what you do that round:", rule.ROUND_SCORING,
                sorted({tile_text("round", t) for t in ids("round")})),
        _listed("Final scoring tile", f"Two are used; each pays {' / '.join(map(str, tiles()['final']['ranks'][:3]))} "
                "VP for most, second and third. The kinds, most of:", rule.SCORING, [FINAL_WORDS[t] for t in ids("final")]),
    ]
    return sheet, terms


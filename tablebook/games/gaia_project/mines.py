"""Build a mine and start a Gaia project (Gaia Project › Actions › Build a Mine, Start a Gaia Project).

A mine costs 2 credits and 1 ore, and goes on an empty planet within range of one of your planets (navigation
range, +2 per QIC spent; the QIC needed are paid automatically, as the reference engine does), terraformed to
your home type at the ore per step of your Terraforming level (free steps first), or on a Gaia planet for 1 QIC
(Gleens: 1 ore; none on a planet your own Gaiaformer made). Lantids may build on a planet another player has
colonised (the Lost Planet too), without terraforming. A Gaia project puts a Gaiaformer on a Transdim planet in range, moving power
tokens into the Gaia area (6, 4 or 3 by Gaia Project level).
"""

from __future__ import annotations

from tablebook.core import IllegalAction

from . import charging, events, federations
from . import citations as rule
from .data import research
from .resources import discard_tokens
from .board import hx, unhx
from .planets import HOME_TYPES, steps
from .victory_points import FACTION, score


def mine_cost(s, p: int, key: str, free_steps: int = 0, extra_range: int = 0):
    """``(cost dict, terraforming steps)`` for seat ``p``'s mine on ``key``, or the IllegalAction that forbids it."""
    pl, planet, name = s.pl[p], s.planet(key), s.board.label(unhx(key))
    guest = False
    if key in s.bld:  # a Lantids guest mine stands only beside another player's structure
        owner = s.bld[key][0]
        if not (s.is_faction(p, "lantids") and owner != p and key not in s.guests):
            by = " and ".join("you" if q == p else f"the {s.seat_name(q)}" for q in (owner, s.guests.get(key))
                              if q is not None)
            return IllegalAction(f"a mine goes on an empty planet; {name} is already colonised by {by}", rule.MINE)
        guest = True
    if key in s.gf_on and s.gf_on[key] != p:
        return IllegalAction(f"another player's Gaiaformer stands on {name}", rule.GAIA_PROJECT)
    if planet == "e" or (planet == "l" and not guest):
        return IllegalAction(f"{name} is empty space, not a planet", rule.MINE)
    if planet == "m" and s.gf_on.get(key) == p:
        return IllegalAction(f"your Gaiaformer on {name} makes it a Gaia planet in the next Gaia phase; build the mine "
                             "after that", rule.GAIA_PHASE)
    if planet == "m":
        return IllegalAction(f"{name} is a Transdim planet: start a Gaia project there first", rule.HABITABILITY)
    if s.count(p, "m") >= 8:
        return IllegalAction("all 8 of your mines are on the map", rule.MINE)
    cost = {"c": 2, "o": 1, "q": 0}
    terraforming = 0
    if not guest and key not in s.gf_on:
        home = s.faction(p)["planet"]
        if planet in HOME_TYPES:
            terraforming = steps(planet, home)
            ore_per_step = research()["terra"]["ore_per_step"][pl["res"]["terra"]]
            cost["o"] += max(0, terraforming - free_steps) * ore_per_step
        elif planet == "g":
            cost["o" if s.is_faction(p, "gleens") else "q"] += 1
    needed = 0 if s.gf_on.get(key) == p else qic_for_range(s, p, key, extra_range)
    if needed is None:
        return out_of_range(s, p, key, extra_range)
    cost["q"] += needed
    if any(pl[code] < n for code, n in cost.items()):
        steps_paid = max(0, terraforming - free_steps)
        why = [f"{steps_paid} terraforming step{'s' * (steps_paid != 1)}"] if steps_paid else []
        if planet == "g" and not guest and key not in s.gf_on:
            why.append(f"1 {'ore' if s.is_faction(p, 'gleens') else 'QIC'} makes a Gaia planet habitable")
        if needed:
            why.append(f"{needed} QIC for range")
        return IllegalAction(f"a mine on {name} costs {_text(cost)}{' (' + '; '.join(why) + ')' if why else ''}; "
                             f"you have {pl['o']} ore, {pl['c']} credits, {pl['q']} QIC",
                             rule.HABITABILITY if steps_paid or planet == "g" else rule.MINE)
    return cost, terraforming


def out_of_range(s, p: int, key: str, extra_range: int = 0) -> IllegalAction:
    """Why ``key`` is beyond seat ``p``'s reach, in the rule's terms: distance, range by Navigation level, QIC."""
    name, distance, pl = s.board.label(unhx(key)), s.reach(p, key), s.pl[p]
    if distance == 99:
        return IllegalAction(f"{name} is out of range: you have no planet to measure range from", rule.ACCESSIBILITY)
    level = pl["res"]["nav"]
    base = research()["nav"]["range"][level]
    extra = f" + {extra_range} from this action" if extra_range else ""
    need = -(-(distance - base - extra_range) // 2)
    return IllegalAction(f"{name} is out of range: it is {distance} spaces from your nearest planet"
                         f"{' or space station' if s.is_faction(p, 'ivits') else ''}, your range is "
                         f"{base}{extra} (Navigation level {level}) and each QIC spent adds 2; it needs {need} QIC, "
                         f"you have {pl['q']}", rule.ACCESSIBILITY)


def qic_for_range(s, p: int, key: str, extra_range: int = 0) -> int | None:
    """QIC seat ``p`` must spend to reach ``key`` (2 range each), or None when even all its QIC fall short."""
    distance = s.reach(p, key)
    base = research()["nav"]["range"][s.pl[p]["res"]["nav"]] + extra_range
    needed = max(0, -(-(distance - base) // 2))
    return needed if needed <= s.pl[p]["q"] else None


def _text(cost: dict) -> str:
    names = {"o": "ore", "c": "credits", "q": "QIC"}
    return ", ".join(f"{cost[code]} {name}" for code, name in names.items() if cost[code])


def build_mine(s, p: int, key: str, cost: dict, terraforming: int) -> None:
    pl = s.pl[p]
    for code, n in cost.items():
        pl[code] -= n
    if key in s.bld:
        s.guests[key] = p
        if s.has_built(p, "PI"):
            pl["k"] = min(15, pl["k"] + 2)
    else:
        s.bld[key] = [p, "m"]
    if s.gf_on.get(key) == p:
        del s.gf_on[key]
        pl["gf"] += 1
    planet = s.planet(key)
    events.happened(s, p, "mine")
    events.happened(s, p, "terraforming-step", terraforming)
    if planet == "g" and key not in s.guests:
        events.happened(s, p, "gaia-mine")
        if s.is_faction(p, "gleens"):
            score(s, p, 2, (FACTION, "Gleens: a mine on a Gaia planet"))
    federations.join(s, p, key)
    _geodens_new_type(s, p, key)
    charging.built(s, p, key)


def _geodens_new_type(s, p: int, key: str) -> None:
    """Geodens with their PI gain 3 knowledge for a mine on a planet type none of their other planets has (Factions ›
    Geodens: not for types colonised before the PI; the Lost Planet counts, as a mine built on its own type)."""
    if not (s.is_faction(p, "geodens") and s.has_built(p, "PI")):
        return
    planet = s.planet(key)
    if all(s.planet(k) != planet for k in s.structures(p) if k != key):
        s.pl[p]["k"] = min(15, s.pl[p]["k"] + 3)


def can_build_after(s, p: int, steps: int = 0, extra_range: int = 0, gaia: bool = False) -> bool:
    """Whether a mine (or, with ``gaia``, a Gaia project) could follow a free-steps or range action: the reference
    engine refuses such an action otherwise (reference §15.2)."""
    for h, code in s.board.planet.items():
        key = hx(h)
        if code == "m" or key in s.gaia_made:
            if gaia and key not in s.gaia_made and gaia_project_problem(s, p, key, extra_range) is None:
                return True
            if key not in s.gaia_made:
                continue
        if code != "e" and not isinstance(mine_cost(s, p, key, steps, extra_range), IllegalAction):
            return True
    return False


def gaia_project_problem(s, p: int, key: str, extra_range: int = 0):
    pl, name = s.pl[p], s.board.label(unhx(key))
    if key in s.gf_on:
        whose = "your" if s.gf_on[key] == p else f"the {s.seat_name(s.gf_on[key])}'"
        return IllegalAction(f"a Gaia project needs a Transdim planet without a Gaiaformer; {whose} Gaiaformer stands "
                             f"on {name}", rule.GAIA_PROJECT)
    if s.planet(key) != "m" or key in s.bld:
        return IllegalAction(f"a Gaia project needs a Transdim planet; {name} is not one", rule.GAIA_PROJECT)
    if pl["gf"] < 1:
        return IllegalAction("you have no Gaiaformer free (the Gaia Project track gives them)", rule.GAIA_PROJECT)
    tokens = research()["gaia"]["gaia_project_cost"][pl["res"]["gaia"]]
    if sum(pl["pw"]) + (pl["bs"] in ("area1", "area2", "area3")) < tokens:
        return IllegalAction(f"a Gaia project moves {tokens} power tokens to the Gaia area; you have "
                             f"{sum(pl['pw'])}", rule.GAIA_PROJECT)
    if qic_for_range(s, p, key, extra_range) is None:
        return out_of_range(s, p, key, extra_range)
    return None


def start_gaia_project(s, p: int, key: str, extra_range: int = 0) -> None:
    pl = s.pl[p]
    pl["q"] -= qic_for_range(s, p, key, extra_range)
    discard_tokens(s, p, research()["gaia"]["gaia_project_cost"][pl["res"]["gaia"]], to_gaia=True)
    pl["gf"] -= 1
    s.gf_on[key] = p


def lost_planet_problem(s, p: int, key: str):
    name = s.board.label(unhx(key))
    if s.board.planet.get(unhx(key)) != "e" or key in s.stations or key in s.sats:
        return IllegalAction(f"the Lost Planet goes on an empty space with no satellite or space station; {name} is "
                             "not one", rule.RESEARCH_BOARD)
    if qic_for_range(s, p, key) is None:
        return out_of_range(s, p, key)
    return None


def place_lost_planet(s, p: int, key: str) -> None:
    s.pl[p]["q"] -= qic_for_range(s, p, key)
    s.lost = key
    s.bld[key] = [p, "m"]
    federations.join(s, p, key)
    events.happened(s, p, "mine")
    _geodens_new_type(s, p, key)
    charging.built(s, p, key)


"""Build a mine (Gaia Project › Actions › Build a Mine).

A mine costs 2 credits and 1 ore, and goes on an empty planet within range (navigation.py) made habitable for you
(terraforming.py): your home type after terraforming, or a Gaia planet (none to pay on a planet your own Gaiaformer
made). Lantids may build on a planet another player has colonised (the Lost Planet too), without terraforming.
"""

from __future__ import annotations

from tablebook.core import IllegalAction

from . import charging, events, federations, gaia_projects, income, terraforming
from . import citations as rule
from .board import unhx
from .faction_board import RESOURCE
from .navigation import out_of_range, qic_for_range, reach_limit
from .planets import GAIA
from .victory_points import FACTION, score


MINE_COST = {"c": 2, "o": 1}  # Actions › Build a Mine: before terraforming, QIC for range or a Gaia planet


def mine_cost(s, p: int, key: str, free_steps: int = 0, extra_range: int = 0):
    """``(cost dict, terraforming steps)`` for seat ``p``'s mine on ``key``, or the IllegalAction that forbids it."""
    pl, planet = s.pl[p], s.planet(key)
    guest = False
    if key in s.bld:  # a Lantids guest mine stands only beside another player's structure
        owner = s.bld[key][0]
        if not (s.is_faction(p, "lantids") and owner != p and key not in s.guests):
            by = " and ".join("you" if q == p else f"the {s.seat_name(q)}" for q in (owner, s.guests.get(key))
                              if q is not None)
            return IllegalAction(f"a mine goes on an empty planet; {label(s, key)} is already colonised by {by}",
                                 rule.MINE)
        guest = True
    if key in s.gf_on and s.gf_on[key] != p:
        return IllegalAction(f"another player's Gaiaformer stands on {label(s, key)}", rule.GAIA_PROJECT)
    if planet == "e" or (planet == "l" and not guest):
        return IllegalAction(f"{label(s, key)} is empty space, not a planet", rule.MINE)
    if planet == "m" and s.gf_on.get(key) == p:
        return IllegalAction(f"your Gaiaformer on {label(s, key)} makes it a Gaia planet in the next Gaia phase; build "
                             "the mine after that", rule.GAIA_PHASE)
    if planet == "m":
        return IllegalAction(f"{label(s, key)} is a Transdim planet: start a Gaia project there first",
                             rule.HABITABILITY)
    if s.count(p, "m") >= 8:
        return IllegalAction("all 8 of your mines are on the map", rule.MINE)
    habitable = guest or key in s.gf_on  # a guest mine or your Gaiaformer's planet needs no more
    cost, steps = price(s, p, planet, habitable, free_steps)
    needed = 0 if s.gf_on.get(key) == p else qic_for_range(s, p, key, extra_range)
    if needed is None:
        return out_of_range(s, p, key, extra_range)
    cost["q"] += needed
    if any(pl[RESOURCE[code]] < n for code, n in cost.items()):
        why = [] if habitable else terraforming.why(s, p, planet, steps, free_steps)
        if needed:
            why.append(f"{needed} QIC for range")
        return IllegalAction(f"a mine on {label(s, key)} costs {_text(cost)}"
                             f"{' (' + '; '.join(why) + ')' if why else ''}; you have {pl['ore']} ore, "
                             f"{pl['credits']} credits, {pl['qic']} QIC",
                             rule.HABITABILITY if steps > free_steps or planet == GAIA else rule.MINE)
    return cost, steps


def price(s, p: int, planet: str, habitable: bool, free_steps: int = 0) -> tuple[dict, int]:
    """Seat ``p``'s mine on a planet of this type before range: ``(cost dict, terraforming steps)``, the cost in
    credits, ore (with the terraforming steps not free), a Gaia planet's QIC (Gleens: ore), none of which a
    ``habitable`` planet (a guest mine's, your Gaiaformer's) asks."""
    cost = {**MINE_COST, "q": 0}
    steps = 0
    if not habitable:
        steps = terraforming.steps_needed(s, p, planet)
        cost["o"] += terraforming.ore(s, p, steps, free_steps)
        if planet == GAIA:
            cost[terraforming.gaia_payment(s, p)] += 1
    return cost, steps


def payable(s, p: int, planet: str, free_steps: int = 0) -> bool:
    """Whether seat ``p`` holds the ``price`` of a mine on a planet of this type it must make habitable: a condition
    of every such mine (QIC for range come on top), the same for every planet of the type."""
    pl = s.pl[p]
    return all(pl[RESOURCE[code]] >= n for code, n in price(s, p, planet, False, free_steps)[0].items())


def label(s, key: str) -> str:
    """A hex's name in a refusal (worked out only when a mine is refused: most checks pass or fail before words)."""
    return s.board.label(unhx(key))


def _text(cost: dict) -> str:
    names = {"o": "ore", "c": "credits", "q": "QIC"}
    return ", ".join(f"{cost[code]} {name}" for code, name in names.items() if cost[code])


def build_mine(s, p: int, key: str, cost: dict, steps: int) -> None:
    pl = s.pl[p]
    for code, n in cost.items():
        pl[RESOURCE[code]] -= n
    if key in s.bld:
        s.guests[key] = p
        if s.has_built(p, "PI"):
            pl["knowledge"] = min(15, pl["knowledge"] + 2)
    else:
        s.bld[key] = [p, "m"]
    income.touched(s, p)
    if s.gf_on.get(key) == p:
        del s.gf_on[key]
        pl["gaiaformers"] += 1
    planet = s.planet(key)
    events.happened(s, p, "mine")
    events.happened(s, p, "terraforming-step", steps)
    if planet == "g" and key not in s.guests:
        events.happened(s, p, "gaia-mine")
        if s.is_faction(p, "gleens"):
            score(s, p, 2, (FACTION, "Gleens: a mine on a Gaia planet"))
    federations.join(s, p, key)
    geodens_new_type(s, p, key)
    charging.built(s, p, key)


def geodens_new_type(s, p: int, key: str) -> None:
    """Geodens with their PI gain 3 knowledge for a mine on a planet type none of their other planets has (Factions ›
    Geodens: not for types colonised before the PI; the Lost Planet counts, as a mine built on its own type)."""
    if not (s.is_faction(p, "geodens") and s.has_built(p, "PI")):
        return
    planet = s.planet(key)
    if all(s.planet(k) != planet for k in s.structures(p) if k != key):
        s.pl[p]["knowledge"] = min(15, s.pl[p]["knowledge"] + 3)


def can_build_after(s, p: int, steps: int = 0, extra_range: int = 0, gaia: bool = False) -> bool:
    """Whether a mine (or, with ``gaia``, a Gaia project) could follow a free-steps or range action: the reference
    engine refuses such an action otherwise (reference §15.2). A hex is tried first against the seat's reach with
    all its QIC (``reach_limit``; or its own Gaiaformer there), a necessary condition of both, cheap to test: most
    hexes of the map are out of reach."""
    reach, limit = s.reacher(p), reach_limit(s, p, extra_range)
    for key, code in s.board.key_planet.items():
        if code == "e":
            continue
        in_reach = s.gf_on.get(key) == p or reach(key) <= limit
        if code == "m" and key not in s.gaia_made:  # a Transdim planet: a Gaia project's, if anything
            if gaia and in_reach and gaia_projects.problem(s, p, key, extra_range) is None:
                return True
        elif in_reach and not isinstance(mine_cost(s, p, key, steps, extra_range), IllegalAction):
            return True
    return False

"""The ``build`` verb and the five decisions it answers, each checked and carried out by the rule it names.

``build <what> <hex>`` places what the rulebook names (``mine``, ``gaia-project``, ``trading-station``,
``research-lab``, ``planetary-institute``, ``knowledge-academy``, ``qic-academy``, ``space-station``) on a hex: a
starting structure (setup.py), the turn's action (Build a Mine, Start a Gaia Project or Upgrade a Structure:
mines.py, gaia_projects.py, upgrades.py), the mine a free-steps or range special action gave, a Firaks lab
downgraded to a trading station, or an Ivits space station (pi_actions.py). The rules below take the structure's
code (``m``, ``gf``, ``ts``…, data.STRUCTURE_WORDS), as the state keeps it.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from tablebook.core import Action, IllegalAction

from . import citations as rule
from . import gaia_projects, mines, pi_actions, setup, upgrades
from .board import hx
from .data import STRUCTURE_CODES, STRUCTURE_COUNT, STRUCTURE_WORDS
from .navigation import reach_limit
from .resources import holds


def parse_hex(s, text: str):
    """(hex key, None) or (None, the IllegalAction a bad hex name gets)."""
    try:
        return hx(s.board.parse(text)), None
    except ValueError as error:
        return None, IllegalAction(str(error), rule.MINE)


def main_open(s):
    """The refusal of a second action in one turn, or None."""
    if s.main:
        return IllegalAction("you have taken your action this turn: free actions or end-turn", rule.ACTIONS)
    return None


def _mine_problem(s, p: int, key: str, free_steps: int = 0, extra_range: int = 0):
    found = mines.mine_cost(s, p, key, free_steps, extra_range)
    return found if isinstance(found, IllegalAction) else None


def _build_mine(s, p: int, key: str, free_steps: int = 0, extra_range: int = 0) -> None:
    mines.build_mine(s, p, key, *mines.mine_cost(s, p, key, free_steps, extra_range))


# --- the turn's action: a mine, a Gaia project or an upgrade ---------------------------------------------
def action_problem(s, p: int, what: str, key: str):
    closed = main_open(s)
    if closed:
        return closed
    if what == "m":
        return _mine_problem(s, p, key)
    if what == "gf":
        return gaia_projects.problem(s, p, key)
    if what in upgrades.UPGRADES:
        return upgrades.problem(s, p, key, what)
    return IllegalAction(f"there is no structure {STRUCTURE_WORDS.get(what, what)!r} to build", rule.ACTIONS)


def action(s, p: int, what: str, key: str) -> None:
    s.main = True
    if what == "m":
        _build_mine(s, p, key)
    elif what == "gf":
        gaia_projects.start(s, p, key)
    else:
        upgrades.upgrade(s, p, key, what)


# --- the mine (or Gaia project) a special action gave ----------------------------------------------------
def free_mine_problem(s, p: int, what: str, key: str):
    entry = s.agenda[-1]
    if what == "gf" and entry["gaia"]:
        return gaia_projects.problem(s, p, key, entry["range"])
    if what != "m":
        return IllegalAction("this action builds a mine" + (" or starts a Gaia project" if entry["gaia"] else "") +
                             ": build mine <hex>" + (" or build gaia-project <hex>" if entry["gaia"] else ""),
                             rule.SPECIAL)
    return _mine_problem(s, p, key, entry["steps"], entry["range"])


def free_mine(s, p: int, what: str, key: str) -> None:
    entry = s.agenda.pop()
    if what == "gf":
        gaia_projects.start(s, p, key, entry["range"])
    else:
        _build_mine(s, p, key, entry["steps"], entry["range"])


class Decision(NamedTuple):
    problem: Callable  # (s, p, what, key) → IllegalAction | None
    do: Callable       # (s, p, what, key)


DECISIONS = {
    "turn": Decision(action_problem, action),
    "free-mine": Decision(free_mine_problem, free_mine),
    "down-lab": Decision(pi_actions.downgrade_problem, lambda s, p, what, key: pi_actions.downgrade(s, p, key)),
    "space-station": Decision(pi_actions.space_station_problem,
                              lambda s, p, what, key: pi_actions.place_space_station(s, p, key)),
}


def _kind(s) -> str:
    return s.agenda[-1]["kind"] if s.agenda else "turn"


def _coded(args) -> tuple | None:
    """A build's arguments with the structure by its code (``mine`` → ``m``), or None if it names none."""
    if len(args) != 2 or args[0] not in STRUCTURE_CODES:
        return None
    return STRUCTURE_CODES[args[0]], args[1]


def problem(s, p, args):
    now = _kind(s)
    coded = _coded(args)
    if coded is None:
        return IllegalAction(f"write: build <{'|'.join(STRUCTURE_CODES)}> <hex>",
                             rule.SETUP if now == "setup-build" else rule.ACTIONS)
    if now == "setup-build":
        return setup.setup_build_problem(s, p, coded)
    key, error = parse_hex(s, coded[1])
    return error or DECISIONS[now].problem(s, p, coded[0], key)


def build(s, p, args) -> None:
    now = _kind(s)
    what, where = _coded(args)
    if now == "setup-build":
        setup.setup_build(s, p, (what, where))
    else:
        DECISIONS[now].do(s, p, what, parse_hex(s, where)[0])


def legal(s, p) -> list[Action]:
    """The candidates without a problem; none on a turn whose main action is taken, where ``problem`` gives every
    candidate the same refusal (agents ask for builds at every free action after it). Each candidate's hex is the
    generator's own, so it is checked by its key, not read again from its label."""
    now = _kind(s)
    if now == "setup-build":
        return [Action("build", (STRUCTURE_WORDS[what], where)) for what, where in setup.setup_build_candidates(s, p)
                if setup.setup_build_problem(s, p, (what, where)) is None]
    if now == "turn" and main_open(s) is not None:
        return []
    check = DECISIONS[now].problem
    return [Action("build", (STRUCTURE_WORDS[what], label)) for what, key, label in _promising(s, p, now)
            if check(s, p, what, key) is None]


def _promising(s, p: int, now: str) -> list[tuple[str, str, str]]:
    """``_keyed``'s candidates, in its order, but those that fail a condition every build the checks pass meets,
    tested kind by kind with what it needs found once: most of the map's planets are out of reach, taken or too
    dear, and a check words each refusal. A mine needs its base cost, a mine left on the faction board, an empty
    planet (Lantids: or another's), the seat's reach with all its QIC (or its own Gaiaformer there), and on a planet
    to make habitable its price before range (``mines.payable``, found once a planet type); a Gaia project a
    Gaiaformer and the reach; a space station the reach; a turn's upgrade the structure it replaces."""
    if now == "down-lab":
        return _keyed(s, p, now)
    entry = s.agenda[-1] if now == "free-mine" else {}
    pl, bld, gf_on, reach, label = s.pl[p], s.bld, s.gf_on, s.reacher(p), s.board.key_label
    limit = reach_limit(s, p, entry.get("range", 0))
    if now == "space-station":
        return [("sp", k, label[k]) for k, planet in s.planets().items() if planet == "e" and reach(k) <= limit]
    worlds = s.worlds()  # every planet of the map, in map order
    out = []
    if all(holds(s, p, code) >= n for code, n in mines.MINE_COST.items()) and s.count(p, "m") < STRUCTURE_COUNT["m"]:
        lantids, free_steps, payable = s.is_faction(p, "lantids"), entry.get("steps", 0), {}
        for k, planet in worlds:
            if planet == "m" or (k in bld and not lantids):
                continue
            if gf_on.get(k) != p:
                if reach(k) > limit:
                    continue
                if k not in bld and k not in gf_on:  # a planet to make habitable
                    if planet not in payable:
                        payable[planet] = mines.payable(s, p, planet, free_steps)
                    if not payable[planet]:
                        continue
            out.append(("m", k, label[k]))
    if pl["gaiaformers"] >= 1:
        out += [("gf", k, label[k]) for k, planet in worlds if planet == "m" and reach(k) <= limit]
    if now == "turn":  # upgrades (a Firaks lab turned trading station is no upgrade)
        replaced = [(up, upgrades.replaced(s, p, up)) for up in upgrades.UPGRADES]
        for k, (q, kind) in bld.items():
            if q == p:
                out += [(up, k, label[k]) for up, start in replaced if kind == start]
    return out


def spelled_as_listed(s, p, args) -> bool:
    """Whether a build the checks pass is written as ``candidates`` lists it: its hex by label."""
    return s.board.label(s.board.parse(args[1])) == args[1]


def candidates(s, p):
    return [(STRUCTURE_WORDS[what], where) for what, where in _coded_candidates(s, p)]


def _coded_candidates(s, p):
    now = _kind(s)
    if now == "setup-build":
        return setup.setup_build_candidates(s, p)
    return [(what, label) for what, _, label in _keyed(s, p, now)]


def _keyed(s, p, now: str) -> list[tuple[str, str, str]]:
    """The candidates of a decision other than setup's, each as (structure, hex key, hex label)."""
    label = s.board.key_label
    if now == "down-lab":
        return [("ts", k, label[k]) for k, (q, what) in s.bld.items() if q == p and what == "lab"]
    if now == "space-station":
        return [("sp", k, label[k]) for k, planet in s.planets().items() if planet == "e"]
    worlds = s.worlds()  # every planet of the map, in map order
    out = [("m", k, label[k]) for k, planet in worlds if planet != "m"]
    out += [("gf", k, label[k]) for k, planet in worlds if planet == "m"]
    if now == "turn":
        for k, (q, _) in s.bld.items():
            if q == p:
                out += [(up, k, label[k]) for up in upgrades.UPGRADES]
    return out

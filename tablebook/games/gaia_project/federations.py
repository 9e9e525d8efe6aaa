"""Form a federation (Gaia Project › Actions › Form a Federation).

A federation joins your structures (and satellites on the spaces between them) into one connected group whose
power values add up to 7 or more (Xenos with their PI: 6; Ivits: 7 for each federation token they would then own,
Terraforming's excepted). Each new satellite costs a power token, discarded (Ivits: a QIC). A structure belongs to
one federation only. The federation token taken pays its reward and counts as forming a federation. A log lists the
federation's hexes, structures and satellites; every structure of yours next to them joins it.

Which federations are legal: the definition the check applies and the generator lists.

* Its hexes: your structures in no federation, and satellites on empty space, not in or next to one of your
  federations (the reference engine bars those spaces); connected; every structure of yours in no federation next
  to one of its hexes is in it. The Ivits' one federation grows: once they have it, every new federation of theirs
  takes it in whole (its satellites free), and their space stations join like structures (1 each).
* Its power value reaches the requirement, and its new satellites are ones you can pay for.
* It connects no more than needed ("if the federation would be valid with at least 1 fewer planet and 1 fewer
  satellite, you must change the federation"): no federation with fewer satellites gathers the requirement from
  its planets, be they all of them (the same planets joined more cheaply) or some. That cheaper federation may
  take in other planets on its way, as a satellite beside a planet does: the reference engine compares so for the
  same planets; for some of them the reading is ours (the engine compares only with federations it found).

``options`` lists every legal federation: for each set of planets it takes in, every placement of the fewest
satellites, with each federation token left (``satellites.py`` finds the joins and the placements).
"""

from __future__ import annotations

from functools import lru_cache, partial

from tablebook.core import IllegalAction

from . import citations as rule
from . import events
from .board import hx, next_to, unhx
from .data import tile
from .faction_board import tokens_in_cycle
from .resources import discard_tokens, gain
from .satellites import ClosurePlan, Plan, path_costs, placements
from .victory_points import federation


def members(s, p: int) -> set[str]:
    """Hexes already in seat ``p``'s federations."""
    return {k for fed in s.feds if fed["p"] == p for k in fed["hexes"]}


def requirement(s, p: int) -> int:
    if s.is_faction(p, "xenos") and s.has_built(p, "PI"):
        return 6
    if s.is_faction(p, "ivits"):
        return 7 * (formed(s, p) + 1)
    return 7


def formed(s, p: int) -> int:
    """Federations seat ``p`` has formed: its tokens but the one from Terraforming level 5 (their only other source,
    the Gleens' token, is the Gleens')."""
    return len(s.pl[p]["federation_tokens"]) - (s.pl[p]["research"]["terra"] == 5)


def grows(s, p: int) -> set[str]:
    """The hexes of the Ivits' one federation, which every new federation of theirs extends (empty otherwise)."""
    return members(s, p) if s.is_faction(p, "ivits") else set()


def node_value(s, p: int, key: str, own: dict[str, str]) -> int:
    """A hex's power value in seat ``p``'s federation: its structure's, 1 for a space station, 0 for a satellite."""
    if key in own:
        return s.pv(p, key, own[key])
    return 1 if s.stations.get(key) == p else 0


def shape(s, p: int, listed: list[str]):
    """The federation the listed hexes make: (all its hexes, structures and stations joined, new satellites, power
    value). The Ivits' federation takes in their old one whole."""
    own = s.structures(p)
    stations = {k for k, q in s.stations.items() if q == p}
    taken = members(s, p) if not s.is_faction(p, "ivits") else set()
    group = set(listed) | grows(s, p)
    grew = True
    while grew:
        grew = False
        for k in list(group):
            for nk in next_to(k):
                if (nk in own or nk in stations) and nk not in group and nk not in taken:
                    group.add(nk)
                    grew = True
    joined = [k for k in sorted(group) if (k in own or k in stations) and k not in taken]
    satellites = [k for k in sorted(group) if k not in own and k not in stations and p not in s.sats.get(k, [])]
    value = sum(node_value(s, p, k, own) for k in joined)
    return group, joined, satellites, value


def problem(s, p: int, args):
    if len(args) != 2:
        return IllegalAction("write: form-federation <hex,hex,…> <token>, e.g. form-federation 1A1,1B1,2A4 fed2",
                             rule.FEDERATION)
    try:
        listed = [hx(s.board.parse(t)) for t in args[0].split(",")]
    except ValueError as error:
        return IllegalAction(str(error), rule.FEDERATION)
    token = args[1]
    if s.fed_supply.get(token, 0) < 1:
        return IllegalAction(f"no {token} token is left; left: "
                             f"{', '.join(t for t, n in s.fed_supply.items() if n)}", rule.FEDERATION)
    others = {k for k, (q, _) in s.bld.items() if q != p} | {k for k, q in s.guests.items() if q != p}
    if any(k in others and k not in s.structures(p) for k in listed):
        return IllegalAction("a federation cannot include another player's planet", rule.FEDERATION)
    group, _, satellites, value = shape(s, p, listed)
    on_planets = [s.board.label(unhx(k)) for k in satellites if s.planet(k) != "e"]
    if on_planets:
        return IllegalAction(f"satellites cannot be placed on planets: {', '.join(on_planets)}", rule.FEDERATION)
    usable = passable(s, p)
    barred = sorted(s.board.label(unhx(k)) for k in group if k not in usable)
    if barred:
        return IllegalAction(f"a new federation cannot use a hex in or next to one of your federations: "
                             f"{', '.join(barred)}", rule.FEDERATION)
    if not _connected(group):
        if grows(s, p):
            return IllegalAction("the Ivits have one federation and grow it: the hexes must connect to it",
                                 rule.FACTIONS)
        return IllegalAction("a federation's hexes must form one connected group", rule.FEDERATION)
    need = requirement(s, p)
    if value < need:
        return IllegalAction(f"this federation's power value is {value}; it needs {need} (a mine counts 1, a trading "
                             "station or research lab 2, a planetary institute or academy 3)", rule.FEDERATION)
    waste = wasteful(s, p, group, len(satellites))
    if waste:
        return IllegalAction(waste, rule.FEDERATION)
    if affordable(s, p) < len(satellites):
        paid = "QIC" if s.is_faction(p, "ivits") else "power tokens"
        return IllegalAction(f"{len(satellites)} satellites cost {len(satellites)} {paid}; you have "
                             f"{affordable(s, p)}", rule.FEDERATION)
    return None


def passable(s, p: int) -> dict[str, int]:
    """Hexes a new federation of seat ``p`` may use: 0 for a hex that joins for free (a structure of theirs not yet in
    a federation; for the Ivits also their space stations and their federation), 1 for a space that may take a
    satellite (not in or beside one of their federations, but for the Ivits, who grow theirs)."""
    taken = members(s, p)
    weight = free_joins(s, p, taken)
    near = set() if s.is_faction(p, "ivits") else taken | {n for k in taken for n in next_to(k)}
    for k, code in s.board.key_planet.items():
        if code == "e" and k != s.lost and k not in near and k not in weight:
            weight[k] = 1
    return weight


def free_joins(s, p: int, taken: set[str]) -> dict[str, int]:
    """The hexes that join a new federation of seat ``p`` for free (``passable``'s 0s), given its federations' hexes."""
    if s.is_faction(p, "ivits"):
        return dict.fromkeys([*s.structures(p), *(k for k, q in s.stations.items() if q == p), *sorted(taken)], 0)
    return {k: 0 for k in s.structures(p) if k not in taken}


def clusters(keys: set[str]) -> list[list[str]]:
    """The groups of mutually adjacent hexes among ``keys``, each sorted, in a stable order."""
    out, seen = [], set()
    for start in sorted(keys):
        if start in seen:
            continue
        group, todo = [], [start]
        seen.add(start)
        while todo:
            k = todo.pop()
            group.append(k)
            for nk in next_to(k):
                if nk in keys and nk not in seen:
                    seen.add(nk)
                    todo.append(nk)
        out.append(sorted(group))
    return out


def affordable(s, p: int) -> int:
    """How many satellites seat ``p`` can pay for now: a power token each (the brainstone counts), Ivits a QIC."""
    pl = s.pl[p]
    return pl["qic"] if s.is_faction(p, "ivits") else tokens_in_cycle(pl)


class Groups:
    """Seat ``p``'s groups of hexes that join a federation for free (``passable``), with their power values, the
    value needed, and the Ivits' federation's group (``anchor``, which every federation of theirs takes in)."""

    def __init__(self, s, p: int, groups: list[list[str]], weight: dict[str, int]):
        own, old = s.structures(p), grows(s, p)
        self.groups, self.weight, self.need = groups, weight, requirement(s, p)
        self.values = [sum(node_value(s, p, k, own) for k in g) for g in groups]
        self.anchor = next((1 << i for i, g in enumerate(groups) if old & set(g)), 0)

    def value(self, mask: int) -> int:
        return sum(v for i, v in enumerate(self.values) if mask >> i & 1)

    def reaches(self, mask: int) -> bool:
        """The groups in ``mask`` make a federation's power value (the Ivits': with their federation)."""
        return mask & self.anchor == self.anchor and self.value(mask) >= self.need

    def hexes(self, mask: int) -> set[str]:
        return {k for i, g in enumerate(self.groups) if mask >> i & 1 for k in g}


def candidates(s, p: int) -> tuple[Groups, dict[int, set[str]]]:
    """Every legal federation of seat ``p`` now, one per set of groups joined (as a mask): its hexes, satellites
    included. Remembered for the position (agents and tables ask for every federation at every decision)."""
    memo = s.memo()
    if ("federations", p) not in memo:
        weight = passable(s, p)
        groups = Groups(s, p, clusters({k for k, w in weight.items() if w == 0}), weight)
        memo[("federations", p)] = (groups, _search(groups, affordable(s, p)))
    return memo[("federations", p)]


def _search(g: Groups, limit: int) -> dict[int, set[str]]:
    """The legal federations (the module's definition), each once: none without a plan where no set of groups that
    reaches the value needed can be joined with the satellites the seat can pay for (``_within_reach``), as where
    federations are open at all their groups most often lie too far apart."""
    return _planned(g, limit) if _within_reach(g, limit) else {}


def _within_reach(g: Groups, limit: int) -> bool:
    """Whether some set of groups that reaches the value needed has no two groups further apart than ``limit``
    satellites (``satellites.path_costs``): a necessary condition of its join costing no more (tests compare
    ``_search`` with ``_planned``)."""
    costs = _path_costs(tuple(map(tuple, g.groups)), tuple(g.weight.items()), limit)
    near = [sum(1 << j for j, cost in enumerate(row) if cost <= limit) for row in costs]  # as masks of groups
    return any(g.reaches(mask) and all(mask & ~near[i] == 0 for i in range(len(near)) if mask >> i & 1)
               for mask in range(1, 1 << len(near)))


@lru_cache(maxsize=32)
def _path_costs(groups: tuple[tuple[str, ...], ...], weight: tuple[tuple[str, int], ...], limit: int) -> list:
    """``satellites.path_costs``, shared by every position with the same groups, free spaces and satellites affordable."""
    return path_costs([list(group) for group in groups], dict(weight), limit)


def _planned(g: Groups, limit: int) -> dict[int, set[str]]:
    """The legal federations, each once, from the plan of every lean set of groups.

    A legal federation's satellites are as few as those of the cheapest join of any least set of its groups that
    reaches the value needed (fewer would make it wasteful; more is not possible, joining that set costs no more),
    so every legal federation is what a cheapest join of some least set takes in on its way: each set of groups so
    taken in is legal unless a least set among its groups joins more cheaply. The plan stops at the satellites the
    seat can pay for (``limit``)."""
    plan = _closure_plan(tuple(map(tuple, g.groups)), tuple(g.weight.items()), limit,
                         (tuple(g.values), g.need, g.anchor))
    least = sorted((cost, mask) for mask, cost in plan.cost.items() if cost is not None and g.reaches(mask))

    def cheaper(groups: int, cost: int) -> bool:
        return any(m & groups == m for c, m in least if c < cost)

    found: dict[int, set[str]] = {}
    for cost, mask in least:
        for closure in sorted(plan.closures(mask)):
            if closure not in found and not cheaper(closure, cost):
                found[closure] = plan.join(mask, closure) | g.hexes(closure)
    return found


def _lean(values: tuple[int, ...], need: int, anchor: int, mask: int) -> bool:
    """No group in ``mask`` is to spare: without any one of them (never the anchor) the rest, with the anchor,
    falls short. Subsets of a lean set are lean; the least sets that reach the value needed are lean."""
    spare = [v for i, v in enumerate(values) if mask >> i & 1 and not anchor >> i & 1]
    total = sum(v for i, v in enumerate(values) if (mask | anchor) >> i & 1)
    return not spare or total - min(spare) < need


@lru_cache(maxsize=32)
def _closure_plan(groups: tuple[tuple[str, ...], ...], weight: tuple[tuple[str, int], ...], limit: int,
                  lean: tuple) -> ClosurePlan:
    """The lean sets' plan, shared by every position that has the same groups, free spaces and satellites
    affordable (a seat's structures and the free spaces change seldom from one decision to the next)."""
    index = {k: 1 << i for i, group in enumerate(groups) for k in group}
    touch = {k: index.get(k, 0) | sum({index[n] for n in next_to(k) if n in index})
             for k, _ in weight}
    return ClosurePlan([list(group) for group in groups], dict(weight), touch, limit, partial(_lean, *lean))


def plan_for(groups: list[list[str]], weight: dict[str, int], limit: int = 1 << 30) -> Plan:
    """The plan for these groups over these hexes, shared by every position that has them."""
    return _plan(tuple(map(tuple, groups)), tuple(weight.items()), limit)


@lru_cache(maxsize=32)
def _plan(groups: tuple[tuple[str, ...], ...], weight: tuple[tuple[str, int], ...], limit: int) -> Plan:
    return Plan([list(g) for g in groups], dict(weight), limit)  # in the given order: ties break the same way


def wasteful(s, p: int, group: set[str], used: int) -> str | None:
    """Why a federation connects more than needed, or None: the same planets join with fewer satellites, or some of
    them that reach the value needed do (other planets may join on the way). The Ivits' federation is never left
    out."""
    if not used:
        return None
    weight = passable(s, p)
    g = Groups(s, p, clusters({k for k in group if weight.get(k) == 0}), weight)
    plan = plan_for(g.groups, weight, used - 1)
    full = (1 << len(g.groups)) - 1
    if plan.cost.get(full) is not None:
        return f"these planets can be joined with {plan.cost[full]} satellites; this federation uses {used}"
    for mask in sorted(plan.cost, key=lambda m: (-bin(m).count("1"), -m)):
        if plan.cost[mask] is not None and g.reaches(mask):
            left = sorted(s.board.label(unhx(k)) for k in g.hexes(full ^ mask))
            return (f"the federation is valid without {', '.join(left)} and with fewer satellites: a federation may "
                    "not connect more than it needs")
    return None


def options(s, p: int) -> list[tuple[str, str]]:
    """Federations seat ``p`` may form now: for each set of planets joined, every placement of the fewest
    satellites, each with every token left; the hexes written as ``spelled`` writes them."""
    tokens = [t for t, n in s.fed_supply.items() if n]
    own = s.structures(p)
    if not tokens or sum(node_value(s, p, k, own) for k in free_joins(s, p, members(s, p))) < requirement(s, p):
        return []  # not even every free hex together makes the power value needed: no plan to make
    groups, found = candidates(s, p)
    listed = []
    for closure, hexes in found.items():
        joined = [g for i, g in enumerate(groups.groups) if closure >> i & 1]
        cost = sum(groups.weight[k] for k in hexes)
        planets = groups.hexes(closure)
        listed += [spelled(s, planets | satellites) for satellites in _placements(
            tuple(map(tuple, joined)), tuple(groups.weight.items()), cost)]
    return [(hexes, token) for hexes in sorted(listed) for token in tokens]


def spelled_as_listed(s, p: int, args) -> bool:
    """Whether a federation the checks pass is written as ``options`` lists it: every hex it takes in (``spelled``)."""
    return args[0] == spelled(s, shape(s, p, [hx(s.board.parse(t)) for t in args[0].split(",")])[0])


def spelled(s, hexes) -> str:
    """A federation's hexes as the generator writes them: every one (structures and satellites), by label, in text
    order (a log may leave out structures next to them, which join anyway: log.py writes them in)."""
    return ",".join(sorted(s.board.label(unhx(k)) for k in hexes))


@lru_cache(maxsize=256)
def _placements(joined: tuple[tuple[str, ...], ...], weight: tuple[tuple[str, int], ...],
                cost: int) -> list[frozenset[str]]:
    """Every placement of ``cost`` satellites joining these groups, shared by the positions that have them."""
    return placements([list(g) for g in joined], dict(weight), cost)


def _connected(group: set[str]) -> bool:
    if not group:
        return False
    start = next(iter(group))
    seen, todo = {start}, [start]
    while todo:
        for k in next_to(todo.pop()):
            if k in group and k not in seen:
                seen.add(k)
                todo.append(k)
    return seen == group


def form(s, p: int, args) -> None:
    listed = [hx(s.board.parse(t)) for t in args[0].split(",")]
    _, joined, satellites, _ = shape(s, p, listed)
    pl = s.pl[p]
    if s.is_faction(p, "ivits"):
        pl["qic"] -= len(satellites)
        fed = next((f for f in s.feds if f["p"] == p), None)
    else:
        discard_tokens(s, p, len(satellites))
        fed = None
    for k in satellites:
        s.sats.setdefault(k, []).append(p)
    if fed is None:
        s.feds.append({"p": p, "hexes": sorted(set(joined) | set(satellites))})
    else:
        fed["hexes"] = sorted(set(fed["hexes"]) | set(joined) | set(satellites))
    s.fed_supply[args[1]] -= 1
    take_token(s, p, args[1])


def join(s, p: int, key: str) -> None:
    """A new colony next to one of seat ``p``'s federations joins it, with no reward (reference §15.8)."""
    near = set(next_to(key))
    for fed in s.feds:
        if fed["p"] == p and near & set(fed["hexes"]):
            fed["hexes"] = sorted(set(fed["hexes"]) | {key})
            return


def take_token(s, p: int, token: str) -> None:
    """Seat ``p`` gains a federation token: its reward, and it counts as forming a federation."""
    effect = tile("federation", token)
    s.pl[p]["federation_tokens"].append([token, effect["green"]])
    gain(s, p, effect["reward"], federation(token))
    events.happened(s, p, "federation")


def rescore_problem(s, p: int, token: str):
    if not any(t == token for t, _ in s.pl[p]["federation_tokens"]):
        return IllegalAction(f"you own no {token} token to score again", rule.POWER_ACTION)
    return None


def rescore(s, p: int, token: str) -> None:
    s.agenda.pop()
    gain(s, p, tile("federation", token)["reward"], federation(token))

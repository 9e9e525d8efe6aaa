"""Form a federation (Gaia Project › Actions › Form a Federation).

A federation joins your structures (and satellites on the spaces between them) into one connected group whose
power values add up to 7 or more (Xenos with their PI: 6; Ivits: 7 for each federation token they would then own,
Terraforming's excepted). Each new satellite costs a power token, discarded (Ivits: a QIC). A structure belongs to
one federation only. The federation token taken pays its reward and counts as forming a federation.

A log lists the federation's hexes: your structures and the satellites; every structure of yours adjacent to the
group joins it. A federation must not connect more than needed (the rulebook): the same planets may not be joinable
with fewer satellites, and it may not stay valid with a group of planets fewer and a satellite fewer
(``satellites.py`` finds the fewest). The Ivits' one federation grows: once they have it, each new federation is
that one with more planets and space stations joined (a space station counts 1), its whole power value counts, and
the same two checks apply with the old federation as a group that cannot be left out (its satellites are free).
"""

from __future__ import annotations

from functools import lru_cache

from tablebook.core import IllegalAction

from . import citations as rule
from . import events
from .board import hx, neighbours, unhx
from .data import tile
from .resources import discard_tokens, gain
from .satellites import Plan
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
    return len(s.pl[p]["feds"]) - (s.pl[p]["res"]["terra"] == 5)


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
            for n in neighbours(unhx(k)):
                nk = hx(n)
                if (nk in own or nk in stations) and nk not in group and nk not in taken:
                    group.add(nk)
                    grew = True
    joined = [k for k in sorted(group) if (k in own or k in stations) and k not in taken]
    satellites = [k for k in sorted(group) if k not in own and k not in stations and p not in s.sats.get(k, [])]
    value = sum(node_value(s, p, k, own) for k in joined)
    return group, joined, satellites, value


def problem(s, p: int, args):
    if len(args) != 2:
        return IllegalAction("write: federation <hex,hex,…> <token>, e.g. federation 1A1,1B1,2A4 fed2",
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
    if not _connected(group):
        if grows(s, p):
            return IllegalAction("the Ivits have one federation and grow it: the hexes must connect to it",
                                 rule.FACTIONS)
        return IllegalAction("a federation's hexes must form one connected group", rule.FEDERATION)
    need = requirement(s, p)
    if value < need:
        return IllegalAction(f"this federation's power value is {value}; it needs {need} (a mine counts 1, a trading "
                             "station or research lab 2, a planetary institute or academy 3)", rule.FEDERATION)
    waste = wasteful(s, p, group, len(satellites), value, need)
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
    if s.is_faction(p, "ivits"):
        weight = dict.fromkeys([*s.structures(p), *(k for k, q in s.stations.items() if q == p), *sorted(taken)], 0)
        near = set()
    else:
        near = taken | {hx(n) for k in taken for n in neighbours(unhx(k))}
        weight = {k: 0 for k in s.structures(p) if k not in taken}
    for h, code in s.board.planet.items():
        k = hx(h)
        if code == "e" and k != s.lost and k not in near and k not in weight:
            weight[k] = 1
    return weight


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
            for n in neighbours(unhx(k)):
                nk = hx(n)
                if nk in keys and nk not in seen:
                    seen.add(nk)
                    todo.append(nk)
        out.append(sorted(group))
    return out


def free_plan(s, p: int) -> tuple[list[list[str]], Plan]:
    """Seat ``p``'s groups of hexes that join a federation for free (``ranked``) and the fewest satellites, up to the
    ones it can pay for, joining each subset of them; remembered for the position (agents ask for every
    federation)."""
    memo = s.memo()
    if ("federation-plan", p) not in memo:
        weight = passable(s, p)
        free = ranked(s, p, clusters({k for k, w in weight.items() if w == 0}))
        memo[("federation-plan", p)] = (free, plan_for(free, weight, affordable(s, p)))
    return memo[("federation-plan", p)]


def affordable(s, p: int) -> int:
    """How many satellites seat ``p`` can pay for now: a power token each (the brainstone counts), Ivits a QIC."""
    pl = s.pl[p]
    return pl["q"] if s.is_faction(p, "ivits") else sum(pl["pw"]) + (pl["bs"] in ("area1", "area2", "area3"))


def plan_for(groups: list[list[str]], weight: dict[str, int], limit: int = 1 << 30) -> Plan:
    """The plan for these groups over these hexes, shared by every position that has them: a seat's structures and
    the free spaces change seldom from one decision to the next."""
    return _plan(tuple(map(tuple, groups)), tuple(weight.items()), limit)


@lru_cache(maxsize=32)
def _plan(groups: tuple[tuple[str, ...], ...], weight: tuple[tuple[str, int], ...], limit: int) -> Plan:
    return Plan([list(g) for g in groups], dict(weight), limit)  # in the given order: ties break the same way


def ranked(s, p: int, groups: list[list[str]]) -> list[list[str]]:
    """The groups agents' federations may join: the Ivits' federation first, then the eight of highest power value.

    The cap keeps every plan cheap: the exact plan grows as 3 to the number of groups, tempered by the satellites
    the seat can pay for, so each group more may triple its cost; and it is paid again whenever the seat's
    structures, the free spaces or its tokens change (``plan_for`` shares the rest), while agents ask for every
    federation at every decision. Players of greedy games have stayed well under eight groups at once, so the cap
    rarely bites; a federation of other groups is still checked in full when a player names it
    (``wasteful`` plans for exactly its groups)."""
    own, old = s.structures(p), grows(s, p)
    anchor = [g for g in groups if old & set(g)]
    rest = sorted((g for g in groups if g not in anchor), key=lambda g: -sum(node_value(s, p, k, own) for k in g))
    return anchor + rest[:8]


def wasteful(s, p: int, group: set[str], used: int, value: int, need: int) -> str | None:
    """Why a federation connects more than needed, or None. The Ivits' old federation is never left out."""
    own, old = s.structures(p), grows(s, p)
    free, plan = free_plan(s, p)
    groups = clusters({k for k in group if plan.weight.get(k) == 0})
    if all(g in free for g in groups):
        index = {tuple(g): i for i, g in enumerate(free)}
        bits = [1 << index[tuple(g)] for g in groups]
    else:
        plan = plan_for(groups, plan.weight)
        bits = [1 << i for i in range(len(groups))]
    full = sum(bits)
    fewest = plan.cost.get(full)
    if fewest is not None and fewest < used:
        return f"these planets can be joined with {fewest} satellites; this federation uses {used}"
    for bit, planets in zip(bits, groups):
        if old & set(planets):
            continue
        rest = full ^ bit
        smaller = value - sum(node_value(s, p, k, own) for k in planets)
        if rest and smaller >= need and plan.cost.get(rest) is not None and plan.cost[rest] < used:
            return (f"the federation is valid without {', '.join(s.board.label(unhx(k)) for k in planets)} and with "
                    "fewer satellites: a federation may not connect more than it needs")
    return None


def options(s, p: int) -> list[tuple[str, str]]:
    """Federations seat ``p`` may form now, one per group of planets joined with the fewest satellites, each with
    every token left: agents' and tables' candidates (the groups ``ranked`` keeps are considered; the Ivits' always
    take in their federation)."""
    own, need, old = s.structures(p), requirement(s, p), grows(s, p)
    if sum(node_value(s, p, k, own) for k in passable(s, p)) < need:
        return []
    free, plan = free_plan(s, p)
    tokens = [t for t, n in s.fed_supply.items() if n]
    out = []
    for mask, cost in plan.cost.items():
        value = sum(node_value(s, p, k, own) for i, g in enumerate(free) if mask >> i & 1 for k in g)
        if cost is None or value < need or (old and not mask & 1):
            continue
        hexes = ",".join(sorted(s.board.label(unhx(k)) for k in plan.tree(mask) | old))
        out += [(hexes, token) for token in tokens]
    return out


def _connected(group: set[str]) -> bool:
    if not group:
        return False
    start = next(iter(group))
    seen, todo = {start}, [start]
    while todo:
        for n in neighbours(unhx(todo.pop())):
            k = hx(n)
            if k in group and k not in seen:
                seen.add(k)
                todo.append(k)
    return seen == group


def form(s, p: int, args) -> None:
    listed = [hx(s.board.parse(t)) for t in args[0].split(",")]
    _, joined, satellites, _ = shape(s, p, listed)
    pl = s.pl[p]
    if s.is_faction(p, "ivits"):
        pl["q"] -= len(satellites)
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
    near = {hx(n) for n in neighbours(unhx(key))}
    for fed in s.feds:
        if fed["p"] == p and near & set(fed["hexes"]):
            fed["hexes"] = sorted(set(fed["hexes"]) | {key})
            return


def take_token(s, p: int, token: str) -> None:
    """Seat ``p`` gains a federation token: its reward, and it counts as forming a federation."""
    effect = tile("federation", token)
    s.pl[p]["feds"].append([token, effect["green"]])
    gain(s, p, effect["reward"], federation(token))
    events.happened(s, p, "federation")


def rescore_problem(s, p: int, token: str):
    if not any(t == token for t, _ in s.pl[p]["feds"]):
        return IllegalAction(f"you own no {token} token to score again", rule.POWER_ACTION)
    return None


def rescore(s, p: int, token: str) -> None:
    s.agenda.pop()
    gain(s, p, tile("federation", token)["reward"], federation(token))

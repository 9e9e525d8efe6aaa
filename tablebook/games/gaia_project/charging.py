"""Charge power (Gaia Project › The Power Cycle › Charge Power): the passive action.

When a player builds a mine or upgrades a structure, every other player with a structure within distance 2 may
charge as much power as the power value of their single highest such structure, paying that amount minus one in
VP. All or nothing, but the offer shrinks to what their areas can take and to their VP plus one. Players who have
passed may charge too. Gaiaformers and space stations cause no offers; the Lost Planet does. Offers are made after
the builder's turn, clockwise from the builder. Taklons with their planetary institute also gain a power token,
before or after charging as they choose, and are offered it even with no power to charge (Factions › Taklons: "Each
time you would charge power"; the rulebook is silent on an empty charge, the reference engine offers it).
"""

from __future__ import annotations

from tablebook.core import IllegalAction

from . import citations as rule
from . import power
from .resources import charge as charge_power
from .rewards import parse, same
from .board import within_two
from .victory_points import CHARGE, score


def offers_for(s, p: int, key: str) -> list[list[int]]:
    """[seat, power] for every other seat with a structure within distance 2 of ``key``, clockwise from ``p``: the
    hexes around are read once for all of them (every build and upgrade asks, a look-ahead for every one it tries),
    each seat's structures as ``structures`` gives them (Lantids' guest mines too)."""
    bld, guests = s.bld, s.guests
    near: dict[int, list[tuple[str, str]]] = {}
    for k in within_two(key):
        if k in bld and bld[k][0] != p:
            near.setdefault(bld[k][0], []).append((k, bld[k][1]))
        if k in guests and guests[k] != p:
            near.setdefault(guests[k], []).append((k, "m"))
    out = []
    for i in range(1, s.players):
        q = (p + i) % s.players
        best = max((s.pv(q, k, kind) for k, kind in near.get(q, ())), default=0)
        if best:
            out.append([q, best])
    return out


def built(s, p: int, key: str) -> None:
    """Seat ``p`` built or upgraded on ``key``: remember the offers for the end of the turn."""
    offers = offers_for(s, p, key)
    if offers:
        s.pending.append({"hex": key, "offers": offers})


def amount(s, q: int, entry: dict) -> int:
    """What seat ``q`` may charge for this offer now."""
    pl = s.pl[q]
    return min(entry["amount"], power.chargeable(pl), pl["vp"] + 1)


def choices(s, q: int, entry: dict) -> list[str]:
    n = amount(s, q, entry)
    if s.is_faction(q, "taklons") and s.has_built(q, "PI"):
        return [f"{n}pw,1t", f"1t,{amount_after_token(s, q, entry)}pw"]
    return [f"{n}pw"]


def vp_cost(n: int) -> int:
    """The VP a charge of ``n`` power costs: one less than the power (a Taklons' token alone costs nothing)."""
    return max(0, n - 1)


def amount_after_token(s, q: int, entry: dict) -> int:
    pl = s.pl[q]
    return min(entry["amount"], power.chargeable(pl) + 2, pl["vp"] + 1)


def vacuous(s, entry: dict) -> bool:
    """An offer with no power to charge is not made, except to Taklons with their PI: the token alone is worth
    taking, and may then be charged (``0pw,1t`` or ``1t,2pw``), as the reference engine offers it."""
    q = entry["seat"]
    return amount(s, q, entry) <= 0 and not (s.is_faction(q, "taklons") and s.has_built(q, "PI"))


def charge_problem(s, q, args):
    options = choices(s, q, s.agenda[-1])
    if len(args) != 1 or not any(same(args[0], o) and args[0].split(",")[0] == o.split(",")[0] for o in options):
        return IllegalAction(f"you may charge {' or '.join(options)} (or decline)", rule.CHARGE)
    return None


def charge_candidates(s, q):
    return [(o,) for o in choices(s, q, s.agenda[-1])]


def charge(s, q, args) -> None:
    s.agenda.pop()
    pl = s.pl[q]
    for n, code in parse(args[0]):
        if code == "pw" and n:
            charge_power(s, q, n)
            score(s, q, -vp_cost(n), (CHARGE, "1 VP less than the power charged"))
        else:
            pl["power_areas"][0] += n


def decline(s, q, args) -> None:
    s.agenda.pop()

"""A stalled table: a position from which no end condition can ever be reached (our rule).

The rulebook calls a game that cannot end "extremely rare" and says nothing more. It happens with every ship
dismantled and nobody holding a GEM: each ship action costs GEMs (at least 1), GEMs come from ships and Income,
and without them only Income and trades of resources are left, turn after turn. So that no game runs forever,
the game ends at the end of a turn when every seat is *frozen*, and is scored as any other end.

A seat is frozen when nothing it can still do changes points, Sectors or the Aliens' supply (the three end
conditions) or brings it a GEM; each clause below closes one way out, and one that cannot be proven closed
keeps the game going (a stall is declared only when it is certain):

* no ship of its own, and no GEM or fewer than any ship asks with no resident to move (1 GEM each at Income)
  and no transaction (buying costs GEMs): its GEMs can buy nothing;
* its Income brings no GEM and no point: no GEMs per ship or fixed, no GEM or point from a quarter or an
  Income power (one counting residents counts those it has, which cannot change while it is frozen), and no
  Income power but resources (gained or picked, or a transaction);
* with an Income transaction, it holds fewer resources than an Alien costs and its Income brings none, since
  a trade gives 1 resource for 2 and buying one costs GEMs;
* no point to cash for GEMs (B-6), no Human then Income (A-8), no resident waiting on Hub A-11 (a settled one
  could start a quarter paying GEMs).

Whoever is frozen stays frozen while everyone is: the others cannot pay it a fee, start a Diplomacy reward or
give it anything. And nobody meets an end condition already (the check at their turn's end would end the game).
"""

from __future__ import annotations

from tablebook.core.state import STALLED

from . import game_end, station
from .data import RULES
from .income import hub_income, move_candidates, own_ships, quarter_income
from .ships import cost, fee
from .supply import resources_total

PLAIN_INCOME = {"kind", "gain", "per", "every", "choose", "transactions"}  # Income powers that only move resources


def _yield(s, p: int, power: dict) -> dict:
    """What an Income power gives now: its gain, times the residents it counts (which cannot change while frozen)."""
    if power.get("per") == "high-tokens":
        return {"points": 1}  # it may give points: never frozen
    times = station.count(s, p, power["per"]) // power["every"] if "per" in power else 1
    return {k: n * times for k, n in power.get("gain", {}).items() if n * times}


def _gems_idle(s, p: int) -> bool:
    """Seat ``p``'s GEMs can buy nothing: fewer than any ship asks, no resident to move and no transaction."""
    return (all(s.gems[p] < cost(s, p, sid) + fee(s, p, sid) for sid in s.ships) and not move_candidates(s, p)
            and not any("transactions" in a for a in station.abilities(s, p, "income")))


def frozen(s, p: int) -> bool:
    """True when seat ``p`` can never again gain a GEM or a point, build, or take an Alien (see the module)."""
    if own_ships(s, p) or hub_income(s, p) or s.gems[p] and not _gems_idle(s, p):
        return False
    powers = station.abilities(s, p, "income")
    if any(set(a) - PLAIN_INCOME for a in powers):
        return False
    got = dict(quarter_income(s, p))
    for power in powers:
        got.update(_yield(s, p, power))
    if "gems" in got or "points" in got:
        return False
    if any("transactions" in a for a in powers):
        if got or any("choose" in a for a in powers) or resources_total(s, p) >= len(RULES["aerobic_alien_cost"]):
            return False
    cash = station.abilities(s, p, "cash")
    if any(s.points[p] >= a["points"] for a in cash) or station.abilities(s, p, "recruit-income"):
        return False
    return not (s.hub_residents[p] and station.abilities(s, p, "settle-hub"))


def stalled(s) -> str | None:
    """Why no end condition can be reached any more, or None (checked at the end of a turn before the trigger).

    A seat with a ship of its own is never frozen: one look at the fleet settles nearly every turn."""
    if any(owner is not None for owner in s.ships.values()):
        return None
    if not all(frozen(s, p) for p in range(s.players)) or any(game_end.trigger(s, p) for p in range(s.players)):
        return None
    return (f"{STALLED}: nobody can reach an end condition any more (nobody has a ship of their own or GEMs that "
            "can buy anything, and no Income brings any); the game ends here (our rule: the rulebook is silent)")

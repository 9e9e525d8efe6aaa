"""The special actions three factions' planetary institutes give (Gaia Project › Factions), each a decision of
its own after the action is taken (power_actions.py): the Ambas swap their PI with a mine, the Firaks turn a
research lab back into a trading station (and take a research step), the Ivits place a space station.
"""

from __future__ import annotations

from tablebook.core import IllegalAction

from . import charging, events, income
from . import citations as rule
from .navigation import out_of_range, qic_for_range


def swap_problem(s, p: int, key: str):
    """Ambas: the PI swaps with one of their mines."""
    if s.bld.get(key) != [p, "m"]:
        return IllegalAction("the PI swaps with one of your mines", rule.FACTIONS)
    return None


def swap(s, p: int, key: str) -> None:
    """Ambas: the PI and a mine change places; no VP, no charges, federations unchanged."""
    s.agenda.pop()
    pi = next(k for k, (q, w) in s.bld.items() if q == p and w == "PI")
    s.bld[pi], s.bld[key] = [p, "m"], [p, "PI"]
    income.touched(s, p)


def downgrade_problem(s, p: int, what: str, key: str):
    """Firaks: one of their research labs becomes a trading station."""
    if what != "ts" or s.bld.get(key) != [p, "lab"]:
        return IllegalAction("name one of your research labs: build trading-station <hex>", rule.FACTIONS)
    return None


def downgrade(s, p: int, key: str) -> None:
    """Firaks: the lab is a trading station again, which scores and charges as one built."""
    s.agenda.pop()
    s.bld[key] = [p, "ts"]
    income.touched(s, p)
    events.happened(s, p, "trading-station")
    charging.built(s, p, key)


def space_station_problem(s, p: int, what: str, key: str):
    """Ivits: a space station goes on an empty space in range."""
    if what != "sp":
        return IllegalAction("write: build space-station <hex>", rule.FACTIONS)
    if s.planet(key) != "e" or key in s.stations or p in s.sats.get(key, ()):
        return IllegalAction("a space station goes on an empty space without a station or a satellite of yours "
                             "(the reference engine allows other players' satellites there)", rule.FACTIONS)
    return None if qic_for_range(s, p, key) is not None else out_of_range(s, p, key)


def place_space_station(s, p: int, key: str) -> None:
    s.agenda.pop()
    s.pl[p]["qic"] -= qic_for_range(s, p, key)
    s.stations[key] = p

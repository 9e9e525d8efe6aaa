"""Setup: the table for 2, 3 or 4 players (from reference §2: the rule text lacks this page).

Player counts change three things: colonies each, docking ports blocked by dice of unused colours,
and fuel and ore that later seats start with to make up for playing later. The options
(``colonies``, ``compensation``) change the first and the last.
"""

from __future__ import annotations

from tablebook.core.agenda import by_chance
from tablebook.core.options import COMPENSATION

from .data import BLOCKED, COLOURS, FACILITIES, SETUP, TERRITORIES, deck


def starting_resources(players: int, compensation: str) -> list[list[int]]:
    """Fuel and ore each seat starts with: the rulebook's turn-order compensation, none, or twice it."""
    times = COMPENSATION[compensation]
    return [[times * fuel, times * ore] for fuel, ore in SETUP["start"][str(players)]]


def ship_ids(colour: str) -> tuple[str, ...]:
    """A colour's ships in table order: ``red1``…``red6``."""
    return tuple(f"{colour}{k}" for k in range(1, SETUP["ships_per_colour"] + 1))


def docks(players: int) -> dict[str, list[list[str]]]:
    """Empty docking groups per facility; a group covered by dice of unused colours holds a marker."""
    out = {}
    for f, fac in FACILITIES.items():
        blocked = fac.blocked_groups(players)
        out[f] = [[] for _ in range(fac.groups - blocked)] + [[BLOCKED] for _ in range(blocked)]
    return out


def lay_out(s) -> None:
    """Fill a new state's fields; the deal is left to chance as pending draws."""
    n = s.players
    s.colours = COLOURS[:n]
    s.active, s.turn, s.ended = 0, 1, None
    start = starting_resources(n, s.options["compensation"])
    s.fuel = [f for f, _ in start]
    s.ore = [o for _, o in start]
    s.supply = [s.options["colonies"]] * n
    s.hub = [0] * n
    s.colonies = {t: [0] * n for t in TERRITORIES}
    s.fields = {"isolation-field": None, "positron-field": None, "repulsor-field": None}
    s.ships = {}
    for p, colour in enumerate(s.colours):
        for k, ship in enumerate(ship_ids(colour), 1):
            s.ships[ship] = {"owner": p, "value": 1, "at": "bay" if k <= SETUP["ships_at_start"] else "stock"}
    s.ships["relic"] = {"owner": None, "value": 1, "at": "desert"}
    s.docks = docks(n)
    s.display, s.discards = [], []
    s.deck = deck(s.options["deck"])
    s.drawn = 0  # cards drawn so far: the draw's key (turn.chance_key)
    s.hands = [[] for _ in range(n)]
    s.this_turn = {}
    # the stack is worked from its end: first the display, then one card to each player, then the roll
    s.agenda = [by_chance("roll")]
    s.agenda += [by_chance("draw", to=p) for p in reversed(range(n))]
    s.agenda += [by_chance("draw", to="display") for _ in range(SETUP["display_size"])]

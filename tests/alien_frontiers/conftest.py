"""Small, generic helpers to build Alien Frontiers positions for tests.

Shared by every test file in this folder: add helpers, never change or delete one.
"""

from __future__ import annotations

import pytest

import tablebook
from tablebook.core import CHANCE, IllegalAction

GAME = tablebook.load("alien-frontiers")
COLOURS = ("red", "green", "blue", "yellow")
RED, GREEN, BLUE, YELLOW = range(4)


@pytest.fixture
def game():
    return GAME


def _ships(state, colour, where):
    return [i for i, x in state.ships.items() if i != "relic" and i.startswith(colour) and x["at"] == where]


def ships_of(state, colour, where):
    """Ids of the colour's ships at a place: 'fleet', 'bay', 'stock' or a facility id."""
    return _ships(state, colour, where)


def values_at(state, facility):
    """Sorted values of the ships docked at a facility (dice of unused colours left out)."""
    return sorted(state.ships[i]["value"] for i in state.docked(facility))


def rolled(players, seed, *dice, seat=0, **options):
    """A new game (setup dealt from ``seed``) in which ``seat`` has just rolled ``dice``.

    ``dice`` are the values of the seat's colour ships (any order; 1 to 6 of them: ships move
    between the seat's stock and Maintenance Bay before the roll so the count fits). A die written
    as a string "R4" is the Relic Ship, handed to the seat in its Maintenance Bay before the roll
    (give the seat control of Burroughs Desert with set_colonies if the position needs it to stay).
    """
    s = GAME.setup(players=players, seed=seed, **options)
    colour = COLOURS[seat]
    plain = sorted(int(d) for d in dice if not str(d).startswith("R"))
    relic = [int(str(d)[1:]) for d in dice if str(d).startswith("R")]
    assert 1 <= len(plain) <= 6 and len(relic) <= 1, dice
    with s.edit():
        s.active = seat
        in_play = _ships(s, colour, "bay")
        while len(in_play) < len(plain):
            ship = _ships(s, colour, "stock")[0]
            s.place(ship, "bay")
            in_play.append(ship)
        while len(in_play) > len(plain):
            s.place(in_play.pop(), "stock")
        if relic:
            s.ships["relic"]["owner"] = seat
            s.place("relic", "bay")
    text = "roll " + " ".join(str(v) for v in plain) + (f" R{relic[0]}" if relic else "")
    s.apply(text)
    return s


def dock_other(state, colour, facility, *values):
    """Dock ships of ``colour`` at ``facility`` showing ``values``, as if left there on an earlier turn.

    Pair, triple and run facilities take all the values as one group (one call per group); single-ship
    facilities take each value in its own port; the Colonist Hub uses the colour's own track.
    Ships come from the colour's Maintenance Bay first, then its ship stock. Returns their ids.
    """
    seat = COLOURS.index(colour)
    single = facility in ("solar-converter", "lunar-mine", "alien-artifact", "terraforming-station")
    placed = []
    with state.edit():
        group = seat if facility == "colonist-hub" else (None if single else state.free_group(facility))
        if group is None and not single:
            raise ValueError(f"no free group at {facility}")
        for v in values:
            free = _ships(state, colour, "bay") or _ships(state, colour, "stock")
            if not free:
                raise ValueError(f"no {colour} ship left to dock")
            ship = free[0]
            g = state.free_group(facility) if single else group
            if g is None:
                raise ValueError(f"no free port at {facility}")
            state.place(ship, facility, g)
            state.set_ship(ship, "value", v)
            placed.append(ship)
    return placed


def set_colonies(state, territory, *counts):
    """Colonies on a territory per seat (missing seats: 0); each seat's unplaced supply changes by the difference."""
    with state.edit():
        for p in range(state.players):
            n = counts[p] if p < len(counts) else 0
            state.supply[p] -= n - state.colonies[territory][p]
            state.colonies[territory][p] = n


def give(state, seat, fuel=None, ore=None, cards=None):
    """Set a seat's fuel, ore and/or alien tech hand (a list of card ids)."""
    with state.edit():
        if fuel is not None:
            state.fuel[seat] = fuel
        if ore is not None:
            state.ore[seat] = ore
        if cards is not None:
            state.hands[seat] = list(cards)


def position(roll, *, seed, players=4, active=RED, hand=(), fuel=0, ore=0, extra_ships=0, colonies=None,
             display=None, relic_owner=None, relic_at="bay"):
    """A new game (setup dealt from ``seed``) in which seat ``active`` has just rolled ``roll``
    (e.g. "1 3 4"); every seat starts with no fuel, ore or cards except what is given here.
    ``extra_ships`` more ships of the active colour are taken from the stock first (so they are
    rolled too). ``colonies``: {territory: [per seat]}. ``display``: the alien tech display.
    ``relic_owner``: the seat owning the Relic Ship (put at ``relic_at`` before the roll: "bay"
    means it is rolled with that seat's fleet if the seat is active)."""
    s = GAME.setup(players=players, seed=seed)
    colour = COLOURS[active]
    with s.edit():
        s.active = active
        s.fuel = [0] * players
        s.ore = [0] * players
        s.fuel[active], s.ore[active] = fuel, ore
        s.hands = [[] for _ in range(players)]
        s.hands[active] = list(hand)
        for k in range(4, 4 + extra_ships):
            s.place(f"{colour}{k}", "bay")
        for t, counts in (colonies or {}).items():
            s.colonies[t] = list(counts)
            s.supply = [n - c for n, c in zip(s.supply, counts)]
        if display is not None:
            s.display = list(display)
        if relic_owner is not None:
            s.ships["relic"]["owner"] = relic_owner
            s.place("relic", relic_at, s.free_group(relic_at) if relic_at in s.docks else None)
    s.apply(f"roll {roll}")
    assert s.decider() == active
    return s


def dock_ship(s, ship, facility, value, group=None):
    """Put the ship ``ship`` (any player's) on a facility showing ``value`` (a port group of its own
    unless ``group``; at the Colonist Hub its owner's track)."""
    with s.edit():
        if group is None:
            group = s.ships[ship]["owner"] if facility == "colonist-hub" else s.free_group(facility)
        s.place(ship, facility, group)
        s.set_ship(ship, "value", value)


def tokens(s, p=None):
    """The sorted tokens of seat ``p``'s unplaced ships (default: the active seat)."""
    return tuple(sorted(s.fleet_tokens(s.active if p is None else p)))


def outcomes(s):
    """The chance outcomes now, as {action text: probability}."""
    return {str(a): pr for a, pr in s.chance_outcomes()}


def assert_illegal(state, action, *rules, rule=None):
    """``action`` must raise IllegalAction and leave the state exactly as it was. Given rule texts
    (``rule=`` or positionally), the error must cite a rule whose text contains at least one of them.
    Returns the error."""
    texts = rules + ((rule,) if rule is not None else ())
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.to_json() == before, f"{action!r} changed the state although it was refused"
    if texts:
        cited = info.value.rule
        assert cited is not None and any(text in str(cited) for text in texts), (
            f"{action!r} cites {str(cited)!r}, expected one of {texts}", info.value.reason)
    return info.value


def finish_turn(state, *, through_chance=False):
    """Finish the active player's turn: dock the remaining ships wherever legal (Solar Converter first),
    decline follow-up choices (keep the display, stop raids, land on the first territory offered), end the
    turn and return excess resources (first choice offered). Stops at the next chance event or game end.

    ``through_chance=True`` plays through the chance events of the turn (a reroll, a card draw: the first
    outcome offered) and stops only at the next seat's roll or game end."""
    seat = state.active
    for _ in range(100):
        who = state.decider()
        if who is None or (through_chance and state.active != seat):
            return state
        if who is CHANCE:
            if not through_chance:
                return state
            state.apply(state.chance_outcomes()[0][0])
            continue
        kind = state.agenda[-1]["kind"] if state.agenda else "turn"
        if kind == "cycle":
            state.apply("keep")
        elif kind == "raid":
            state.apply("stop")
        elif kind == "plasma":
            state.apply("done")
        elif kind in ("land", "limit"):
            state.apply(state.legal_actions()[0])
        elif state.explain("end") is None:
            state.apply("end")
        else:
            docks = state.legal_actions("dock")
            solar = [a for a in docks if a.args[0] == "solar-converter"]
            state.apply((solar or docks)[0])
    raise AssertionError("finish_turn did not finish")

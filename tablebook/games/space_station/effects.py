"""The effects that module actions and events carry out, one small vocabulary for both.

A card names its effect in the data file (``effect = "draw", amount = 2``); each effect here lists
candidate arguments, says why arguments cannot be carried out, and carries them out. ``Ctx`` says
who acts (gains and pays), whose station the effect works on (``home``: the acting player's own,
except for a Visiting Worker at another station), which module carries it, and where it comes from.
Events and crew actions share the rule "if you can't perform the text, you can't play it": an
effect with nothing to act on has no legal arguments.
"""

from __future__ import annotations

import sys
from typing import Callable, Iterable, NamedTuple

from tablebook.core import IllegalAction, Rule

from . import citations as rule
from . import deck
from .data import CARDS, ENHANCED_CORE
from .build import exit_problem, module_cards, place, requirement_problem
from .station import IMMUNE, MARKERS, attach, cells, count_kind, exit_cells, exterior, exterior_modules, free_exits, passive
from .year import year_word


class Ctx(NamedTuple):
    actor: int
    home: int
    module: str | None  # the module carrying the effect (None for an event)
    spec: dict
    rule: Rule
    event: str | None = None  # the event card being played (still in the hand while it is checked)


class Effect(NamedTuple):
    targets: Callable[[object, Ctx], Iterable[tuple[str, ...]]]
    problem: Callable[[object, Ctx, tuple[str, ...]], IllegalAction | None]
    do: Callable[[object, Ctx, tuple[str, ...]], None]
    # the targets are exactly the arguments without a problem (once the module's use or the event may go ahead), so
    # listing the legal ones asks no problem of each: an effect whose problem can refuse a target leaves it False
    exact: bool = False


def no_targets(s, c):
    """An effect that acts on nothing chosen: its one candidate is no arguments."""
    return [()]


def no_arguments(s, c, args):
    return IllegalAction("this effect takes no arguments", c.rule) if args else None


def hand_without_event(s, c) -> list[str]:
    """The actor's hand as the effect will find it: without the event card being played."""
    hand = list(s.hands[c.actor])
    if c.event:
        hand.remove(c.event)
    return hand


def hand_cards(s, c):
    return [(card,) for card in sorted(set(hand_without_event(s, c)))]


def hand_problem(s, c, args):
    if len(args) != 1 or args[0] not in hand_without_event(s, c):
        return IllegalAction("name one other card of your hand", c.rule)
    return None


# --- gains ----------------------------------------------------------------------------------------
def money(s, c, args):
    s.money[c.actor] += c.spec["amount"]


def per_kind(s, c) -> int:
    return c.spec["amount"] * count_kind(s.stations[c.home], c.spec["kind"])


def per_kind_problem(s, c, args):
    if not per_kind(s, c):
        return IllegalAction(f"you have no functioning {c.spec['kind'].capitalize()} module: nothing to gain", c.rule)
    return no_arguments(s, c, args)


def money_per_kind(s, c, args):
    s.money[c.actor] += per_kind(s, c)


def crew(s, c, args):
    s.crew[c.actor] += c.spec["amount"]


def vp(s, c, args):
    name = sys.intern(CARDS[s.stations[c.home][c.module]["card"]].name)  # interned, as a position's words (``data.CARDS``)
    s.vp[c.actor].append([name, year_word(s), c.spec["amount"]])


def draw_problem(s, c, args):
    if deck.pile_size(s) < c.spec["amount"]:
        return IllegalAction(f"there are not {c.spec['amount']} cards left to draw", c.rule)
    return no_arguments(s, c, args)


def draw(s, c, args):
    deck.push_draw(s, c.actor, c.spec["amount"])


def recycle(s, c, args):
    deck.discard(s, c.actor, args[0])
    deck.push_draw(s, c.actor, 1)


def junk(s, c, args):
    deck.discard(s, c.actor, args[0])


def flip(s, c, args):
    s.stations[c.home]["core"]["card"] = ENHANCED_CORE
    s.crew[c.actor] += 1


# --- repair and damage ----------------------------------------------------------------------------
def repair_targets(s, c):
    return [(i, k) for i, m in s.stations[c.home].items() for k in MARKERS if m[k]]


def repair_problem(s, c, args):
    station = s.stations[c.home]
    if len(args) != 2 or args[1] not in MARKERS:
        return IllegalAction("write the module and the marker: m3 temporary | m3 permanent", c.rule)
    if args[0] not in station or not station[args[0]][args[1]]:
        if c.home != c.actor:  # a Visiting Worker at another player's Workshop
            return IllegalAction(f"{s.seat_word(c.home)}'s station has no {args[1]} damage marker on {args[0]}: "
                                 f"a {CARDS[station[c.module]['card']].name} can only repair damage on its own station",
                                 rule.card(CARDS["visiting-worker"]))
        return IllegalAction(f"your station has no {args[1]} damage marker on {args[0]}", c.rule)
    return None


def remove_marker(s, home: int, args) -> None:
    s.stations[home][args[0]][args[1]] -= 1


def repair(s, c, args):
    remove_marker(s, c.home, args)


def damage_targets(s, c):
    """Every module another player's event or module may hit: none of a station an event cannot get past. A list,
    not a generator: listings ask it of every damage event in a hand, and a solo game's is always empty."""
    found = []
    for q in range(s.players):
        if q != c.actor and not (c.event and passive(s.stations[q], "point_defence")):
            word = s.seat_word(q)
            for i, m in s.stations[q].items():
                if m["card"] not in IMMUNE:
                    found.append((word, i))
    return found


def damage_problem(s, c, args):
    """Damage hits a module of another player, never a Core Module, and no event gets past a Point Defence."""
    if len(args) != 2:
        return IllegalAction("name a player and a module: p2 m3", c.rule)
    q = s.read_seat(args[0])
    if q == c.actor:
        return IllegalAction("damage a module of another player's station", c.rule)
    station = s.stations[q]
    if args[1] not in station:
        return IllegalAction(f"{args[0]} has no module {args[1]}", c.rule)
    if station[args[1]]["card"] in IMMUNE:
        return IllegalAction("the Core Module's card makes it immune to damage", rule.MODULE_CARD)
    if c.event and passive(station, "point_defence"):
        return IllegalAction(f"{args[0]}'s Point Defence stops other players' events from damaging the station", c.rule)
    return None


def damage_marker(s, q: int, marker: str) -> str:
    """The marker a hit really puts down: all damage is temporary in the first year and behind a shield."""
    if s.year == 1 or passive(s.stations[q], "shield"):
        return "temporary"
    return marker


def damage(s, c, args):
    q = s.read_seat(args[0])
    s.stations[q][args[1]][damage_marker(s, q, c.spec["marker"])] += 1


# --- building and moving --------------------------------------------------------------------------
def command_targets(s, c):
    """Each module card of the hand its requirement allows, on each free exit of this module of your own station."""
    if c.home != c.actor:
        return []
    station = s.stations[c.home]
    exits = [letter for i, letter in free_exits(station) if i == c.module]
    return [(card, letter) for card in module_cards(s, c.actor) if requirement_problem(s, c.actor, card) is None
            for letter in exits]


def command_problem(s, c, args):
    """The Command Center's free build: a module of your hand on one of its own exits, asked as a Build is
    (``build.exit_problem``, ``build.requirement_problem``), on your own station only."""
    if c.home != c.actor:
        return IllegalAction("a Visiting Worker cannot build onto another player's station", rule.card(CARDS["visiting-worker"]))
    if len(args) != 2 or args[0] not in hand_without_event(s, c) or CARDS[args[0]].is_event:
        return IllegalAction("name a module card of your hand and an exit of this module: dormitory U", c.rule)
    return exit_problem(s.stations[c.home], c.module, args[1]) or requirement_problem(s, c.actor, args[0])


def command_build(s, c, args):
    place(s, c.actor, args[0], c.module, args[1])


def move_targets(s, c):
    """Each exterior module onto each free exit of the station without it, but the one it is on. The station's cells
    and exits are found once: without the module, its own exits are gone and the cell it is lifted off is free."""
    station = s.stations[c.home]
    movable = exterior_modules(station)
    if not movable:
        return
    taken, exits = cells(station), exit_cells(station)
    for mid in movable:
        m = station[mid]
        here, lifted = (m["parent"], m["exit"]), (m["x"], m["y"])
        for parent, letter, cell in exits:
            if parent != mid and (cell not in taken or cell == lifted) and (parent, letter) != here:
                yield (mid, parent, letter)


def move_problem(s, c, args):
    """The Robotic Arm moves an exterior module to a new connection, any free exit but the one it is on."""
    station = s.stations[c.home]
    if len(args) != 3:
        return IllegalAction("name the exterior module, then the module and exit to move it to: m3 core L", c.rule)
    mid, parent, letter = args
    if not exterior(station, mid):
        return not_exterior(station, mid)
    if (station[mid]["parent"], station[mid]["exit"]) == (parent, letter):
        return IllegalAction(f"{mid} is already there: move it to a new connection", c.rule)
    return exit_problem(station, parent, letter, without=mid)


def not_exterior(station: dict, mid: str) -> IllegalAction:
    """Why ``mid`` is not an exterior module, for a Robotic Arm that tries to move it."""
    if mid not in station:
        return IllegalAction(f"your station has no module {mid}", rule.EXTERIOR)
    if mid == "core":
        return IllegalAction("the Core Module has no entrance: it is never exterior, and it stays where it is", rule.EXTERIOR)
    on = ", ".join(i for i, m in station.items() if m["parent"] == mid)
    return IllegalAction(f"{mid} is not exterior, so it cannot be moved: {on} is connected to its exits "
                         "(a module is exterior if only its entrance is connected, and none of its exits)", rule.EXTERIOR)


def move(s, c, args):
    station = s.stations[c.home]
    attach(station, args[0], station[args[0]]["card"], args[1], args[2])


EFFECTS: dict[str, Effect] = {
    "money": Effect(no_targets, no_arguments, money, exact=True),
    "money_per_kind": Effect(no_targets, per_kind_problem, money_per_kind),
    "crew": Effect(no_targets, no_arguments, crew, exact=True),
    "vp": Effect(no_targets, no_arguments, vp, exact=True),
    "draw": Effect(no_targets, draw_problem, draw),
    "recycle": Effect(hand_cards, hand_problem, recycle, exact=True),
    "junk": Effect(hand_cards, hand_problem, junk, exact=True),
    "flip": Effect(no_targets, no_arguments, flip, exact=True),
    "repair": Effect(repair_targets, repair_problem, repair, exact=True),
    "damage": Effect(damage_targets, damage_problem, damage, exact=True),
    "build": Effect(command_targets, command_problem, command_build, exact=True),
    "move": Effect(move_targets, move_problem, move, exact=True),
}

"""Build Action: a module from your hand onto a free exit of a functioning module of your station.

Price: 6 M€ (Technical Support: 5), 1 M€ less when the module it joins is of the same colour (the
Core counts as its current colour), 1 M€ less per functioning Extra Docking Port; never below 0.
A build is refused, in this order, for: the notation, the card (from your hand, and a module, not
an event), the exit (the module's own, on a functioning module, pointing at an empty cell), the
card's requirement (Card clarifications: Shipyard, Galleria), the price. The Command Center's free
build (``effects.py``) asks the same exit and requirement questions.
"""

from __future__ import annotations

from tablebook.core import Action, IllegalAction, Verb, new_action

from . import citations as rule
from .data import CARDS, EVENTS, KINDS, RULES
from .station import DAMAGED_EXIT, attach, card_of, cells, count_kind, exit_target, free_exit_kinds, free_exits
from .station import functioning, kind_of, next_id, passive

# each module card's price before discounts, its colour and the colour it requires (None: none), read once: a build
# listing asks them of every module card of the hand
BUILDS = {i: (c.base_cost or RULES["build_cost"], c.kind, c.requires) for i, c in CARDS.items() if not c.is_event}


def module_cards(s, p: int) -> list[str]:
    """The distinct module cards (not events) in a player's hand."""
    return sorted(set(s.hands[p]).difference(EVENTS))  # in C: asked at every build listing


def cost(s, p: int, card: str, parent: str) -> int:
    """What seat ``p`` pays to build ``card`` onto its module ``parent``."""
    station = s.stations[p]
    return price(s, card, station[parent], passive(station, "build_discount"))


def price(s, card: str, parent: dict, discount: int) -> int:
    """The price of ``card`` joining module ``parent``, given the station's build discount (Extra Docking Ports)."""
    own, other = prices(s, card, discount)
    return own if kind_of(parent) == BUILDS[card][1] else other


def prices(s, card: str, discount: int) -> tuple[int, int]:
    """``price`` onto a module of the card's own colour and onto one of another: a card has just these two prices."""
    base = BUILDS[card][0] - discount
    own = base - s.options["same_colour_discount"]
    return (own if own > 0 else 0), (base if base > 0 else 0)  # never below 0 (a test, not max(): half the cost)


def card_problem(s, p: int, card: str) -> IllegalAction | None:
    """A build takes a module "from your hand": not a card elsewhere, not an event (events are played)."""
    if card not in s.hands[p]:
        return IllegalAction(f"{card} is not in your hand", rule.BUILD)
    if CARDS[card].is_event:
        return IllegalAction(f"{CARDS[card].name} is an event: play it, do not build it", rule.EVENT)
    return None


def requirement_problem(s, p: int, card: str) -> IllegalAction | None:
    """Shipyard and Galleria need another functioning module of a kind already in the station (the
    Galleria's kind is our design, and the refusal says so)."""
    c = CARDS[card]
    if c.requires and not count_kind(s.stations[p], c.requires):
        ours = f" (the kind is our design: {c.estimated['requires']})" if "requires" in c.estimated else ""
        return IllegalAction(f"To build a {c.name}, you must already have another functioning {KINDS[c.requires]['name']} module{ours}", rule.card(c))
    return None


def exit_problem(station: dict, mid: str, letter: str, without: str | None = None) -> IllegalAction | None:
    """Why a module cannot be connected to exit ``letter`` of module ``mid`` (``without``: the module being
    moved, as if lifted off), in the words of the rule that forbids it."""
    m = station.get(mid)
    if m is None or mid == without:
        return IllegalAction(f"your station has no module {mid} to connect to", rule.BUILD)
    card = card_of(m)
    if letter not in card.exits:
        exits = ", ".join(card.exits) or "none"
        return IllegalAction(f"{card.name} ({mid}) has no exit {letter}; its exits (out-arrows) are: {exits}", rule.BUILD)
    if not functioning(m):
        return IllegalAction(f"{card.name} ({mid}) is damaged: {DAMAGED_EXIT}", rule.DAMAGE)
    if exit_target(m, letter)[1] in cells(station, without):
        return IllegalAction(f"the {letter} exit of {card.name} ({mid}) is taken: a module already fills the place it points at",
                             rule.BUILD)
    return None


def price_problem(s, p: int, card: str, parent: str) -> IllegalAction | None:
    """The price is paid in full when the module is built."""
    due = cost(s, p, card, parent)
    if due > s.money[p]:
        return IllegalAction(f"Building this costs {due} M€; you have {s.money[p]} M€", rule.BUILD)
    return None


def place(s, p: int, card: str, parent: str, letter: str) -> None:
    """The card leaves the hand and joins the station, its entrance on the parent's exit."""
    s.hands[p].remove(card)
    station = s.stations[p]
    attach(station, next_id(station), card, parent, letter)


def build_candidates(s, p):
    """Every module card of the hand on every free exit (price and requirement not yet asked)."""
    exits = free_exits(s.stations[p])
    return [(card, mid, letter) for card in module_cards(s, p) for mid, letter in exits]


def legal_builds(s, p) -> list[Action]:
    """The candidates without a ``build_problem``, with the station's discount and each card's requirement found
    once (the candidates are cards of the hand, none an event, on free exits). A card has two prices, onto its own
    colour and onto another (``prices``), so each card asks only which exits it can afford; the free exits are
    found only if some card is affordable (most of the time none is, or the hand holds no module)."""
    cards = module_cards(s, p)
    if not cards:
        return []
    station = s.stations[p]
    discount, money = passive(station, "build_discount"), s.money[p]
    affordable = []  # (card, its colour, affordable onto another colour too)
    for card in cards:
        own, other = prices(s, card, discount)
        _, colour, requires = BUILDS[card]
        # onto its own colour is never dearer (the discount is not negative): a card unaffordable there is unaffordable
        # everywhere, and its requirement (whose refusal costs words, and most cards have none) need not be asked
        if own <= money and (not requires or count_kind(station, requires)):
            affordable.append((card, colour, other <= money))
    if not affordable:
        return []
    exits = free_exit_kinds(station)
    # each action built in C (``new_action``), all in one comprehension: most of a listing's work
    return [new_action(("build", (card, mid, letter)))
            for card, colour, other in affordable for mid, letter, kind in exits if other or kind == colour]


def build_problem(s, p, args) -> IllegalAction | None:
    """Why ``build CARD MODULE EXIT`` is refused: the first rule it breaks, in the order of the module docstring."""
    if len(args) != 3:
        return IllegalAction("write: build CARD MODULE EXIT, e.g. build dormitory core U", rule.BUILD)
    card, mid, letter = args
    return (card_problem(s, p, card) or exit_problem(s.stations[p], mid, letter)
            or requirement_problem(s, p, card) or price_problem(s, p, card, mid))


def build(s, p, args) -> None:
    """Pay the price, then place the module."""
    card, mid, letter = args
    s.money[p] -= cost(s, p, card, mid)
    place(s, p, card, mid, letter)


VERBS = {"build": Verb(build_candidates, build_problem, build, legal_builds)}

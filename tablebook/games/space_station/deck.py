"""Cards in hand: the draw pile, draws as chance events, and the year's discard-and-draw step.

The deck is kept as counts of card ids, not as an order: drawing from a shuffled deck is the same
as drawing uniformly from what is left, so each draw is one explicit chance event with exact
probabilities (``draw CARD``) and there is no deck order that a view could leak. When the deck is
empty at a draw, the discard pile is shuffled into a new deck (The beginning of each year, step 4).

Agenda entries drive the step: the decisions ``refill`` (may discard one; the step ``refill-draw``
under it then draws) and ``trim`` (must discard down to ``to``), and the chance event ``draw``
(``count`` cards for seat ``to``). An event card whose text draws cards goes to the discard pile by
the step ``discard`` under its draws, once they are done.
"""

from __future__ import annotations

import random
import sys
from collections import Counter

from tablebook.core import IllegalAction, draw_outcomes, new_action
from tablebook.core.agenda import by_chance, decision, step
from tablebook.core.chance import draw_one

from . import citations as rule
from .data import CARDS, RULES
from .station import passive

DRAWS = {card: new_action(("draw", (card,))) for card in CARDS}  # each card's draw, made once (an action never changes)
SORTED_CARDS = tuple(sorted(CARDS))  # the order ``draw_one`` walks a pile in, sorted once rather than at every draw


def pile(s) -> dict[str, int]:
    """The pile the next card comes from: the deck, or the discards that will be reshuffled."""
    return s.deck if s.deck else dict(Counter(s.discards))


def pile_size(s) -> int:
    """Cards that can still be drawn: the deck and the discard pile that would be reshuffled."""
    return sum(s.deck.values()) + len(s.discards)


def pile_empty(s) -> bool:
    """No card left to draw (``pile_size`` 0), found without counting the deck: asked before every draw."""
    return not (s.discards or any(s.deck.values()))


def push_draw(s, player: int, count: int) -> None:
    s.agenda.append(by_chance("draw", to=player, count=count))


def draw(s, p, args) -> None:
    card = sys.intern(args[0])  # a position's words are interned (``data.CARDS``): a record's line names it afresh
    if not s.deck:  # the deck ran out: shuffle the discard pile to make a new deck
        s.deck = dict(Counter(s.discards))
        s.discards.clear()
    s.deck[card] -= 1
    s.drawn += 1
    if not s.deck[card]:
        del s.deck[card]
    top = s.agenda[-1]
    s.hands[top["to"]].append(card)
    top["count"] -= 1


def chance_outcomes(s):
    return [(DRAWS[c], p) for c, p in draw_outcomes(pile(s))]


def check_chance(s, action) -> None:
    if action.verb != "draw":
        # a discard right after the year's one optional discard (only the beginning of each year has that verb)
        once = (" (a player may discard only 1 card before drawing, and more only to come down to the hand size)"
                if action.verb == "discard" and s.history and s.history[-1].startswith("discard ") else "")
        raise IllegalAction(f"A card is being drawn for {s.seat_word(s.agenda[-1]['to'])}: no player acts until it is drawn{once}",
                            rule.HAND)
    if len(action.args) != 1 or not pile(s).get(action.args[0]):
        raise IllegalAction(f"A card is being drawn; the pile holds: {', '.join(sorted(pile(s)))}", rule.HAND)


def chance_key(s) -> tuple:
    """A draw is the game's how-many-th card: games of one seed draw the same cards while their piles hold the same
    (whoever draws them, whenever)."""
    return ("draw", s.drawn)


def sample_chance(s, rng: random.Random):
    return DRAWS[draw_one(pile(s), rng, SORTED_CARDS)]


def hand_target(s) -> int:
    """Cards drawn up to: 5 (``hand_size``), or 10 in the first year of the Enhanced start."""
    return RULES["enhanced_draw"] if s.year == 1 and s.options["enhanced_start"] else s.options["hand_size"]


def after_refill_choice(s, p: int) -> None:
    """Step 4 after the optional discard: discard down to 5 or draw up to 5, then Library extras.

    With the Enhanced start the first year draws 10 and then discards down to 5.
    """
    extra = passive(s.stations[p], "extra_draw")
    if extra:
        push_draw(s, p, extra)
    hand, target, size = len(s.hands[p]), hand_target(s), s.options["hand_size"]
    if max(hand, target) > size:  # discard down to 5 (after drawing, if drawing above 5)
        s.agenda.append(decision("trim", p, to=size))
    if hand < target:
        push_draw(s, p, target - hand)


def discard(s, p: int, card: str) -> None:
    s.hands[p].remove(card)
    s.discards.append(sys.intern(card))


def refill(p: int) -> list[dict]:
    """Step 4 for one player: may discard one card, then draw (pushed so the choice comes first)."""
    return [step("refill-draw", seat=p), decision("refill", p)]


def vacuous(s, entry: dict) -> bool:
    """Nothing left to decide: a finished draw or one from an empty pile, a met hand size, an empty hand to discard from."""
    kind = entry["kind"]
    if kind == "draw":
        return entry["count"] <= 0 or pile_empty(s)
    if kind == "trim":
        return len(s.hands[entry["seat"]]) <= entry["to"]
    return kind == "refill" and not s.hands[entry["seat"]]


STEPS = {
    "refill-draw": lambda s, entry: after_refill_choice(s, entry["seat"]),
    "discard": lambda s, entry: s.discards.append(sys.intern(entry["card"])),
}

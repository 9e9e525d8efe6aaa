"""Event Action: play an event from your hand; it goes to the discard pile once its text is done.

"If you can't perform the text, you can't play it": an event is legal only with arguments its
effect can carry out (a damage event needs a module of another player it may hit, a draw needs
cards left to draw…).
"""

from __future__ import annotations

from tablebook.core import IllegalAction, Verb
from tablebook.core.agenda import step

from . import citations as rule
from .data import CARDS
from .effects import EFFECTS, Ctx
from .modules import VISIT

EVENT_EFFECTS = {**EFFECTS, "visit": VISIT}


def _ctx(s, p: int, card: str) -> Ctx:
    c = CARDS[card]
    return Ctx(p, p, None, c.event, rule.card(c), event=card)


def _candidates(s, p):
    for card in sorted(set(s.hands[p])):
        if CARDS[card].is_event:
            for args in EVENT_EFFECTS[CARDS[card].event["effect"]].targets(s, _ctx(s, p, card)):
                yield (card, *args)


def _problem(s, p, args):
    if not args or args[0] not in s.hands[p]:
        return IllegalAction("name an event card of your hand: play CARD ...", rule.EVENT)
    card = CARDS[args[0]]
    if not card.is_event:
        return IllegalAction(f"{card.name} is a module: build it", rule.BUILD)
    return EVENT_EFFECTS[card.event["effect"]].problem(s, _ctx(s, p, args[0]), args[1:])


def _do(s, p, args):
    card = args[0]
    s.hands[p].remove(card)
    s.agenda.append(step("discard", card=card))  # runs once the draws its text pushes on top are done
    EVENT_EFFECTS[CARDS[card].event["effect"]].do(s, _ctx(s, p, card), args[1:])


VERBS = {"play": Verb(_candidates, _problem, _do)}

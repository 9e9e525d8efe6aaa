"""Event Action: play an event from your hand; it goes to the discard pile once its text is done.

"If you can't perform the text, you can't play it": an event is legal only with arguments its
effect can carry out (a damage event needs a module of another player it may hit, a draw needs
cards left to draw…).

The rule sheet names two events (Card clarifications), whose rules are here whole: Efficiency and
Visiting Worker. The other event cards are our stand-ins for the printed ones nobody could find
(``source = "estimate"``); the data gives each one effect of the vocabulary module actions share
(``effects.py``), with its amount or marker: Meteor Strike (``damage``, permanent), Solar Flare
(``damage``, temporary), Government Grant (``money``), Tourism Boom (``money_per_kind``), Supply Shuttle
(``draw``), New Recruits (``crew``), Emergency Repairs (``repair``).
"""

from __future__ import annotations

from tablebook.core import Action, IllegalAction, Verb, new_action
from tablebook.core.agenda import step

from . import citations as rule
from .data import CARDS, EVENTS
from .effects import EFFECTS, Ctx, Effect, no_arguments, no_targets
from .modules import action_problem, do_action, usable


# --- Efficiency: "use your modules' crew actions twice, meaning two separate turns and paying twice" ---
def efficiency_problem(s, c, args) -> IllegalAction | None:
    """Twice is the most: a second Efficiency in the same year would do nothing, so it cannot be played."""
    if s.efficiency[c.actor]:
        return IllegalAction("Efficiency is already in effect for you this year", c.rule)
    return no_arguments(s, c, args)


EFFICIENCY_IN_EFFECT = "crew actions twice this year"  # what a played Efficiency does, in words


def efficiency(s, c, args) -> None:
    """This year (our reading: the sheet does not say how long), each crew action of the station may be used twice."""
    s.efficiency[c.actor] = True


# --- Visiting Worker: "can use any available crew action" ------------------------------------------
def visiting_worker_targets(s, c):
    """Every crew action of every station the visitor may use, its own included, with its arguments (exact)."""
    for q in range(s.players):
        word = s.seat_word(q)
        for args in usable(s, c.actor, q, "crew", c.event):
            yield (word, *args)


def visiting_worker_problem(s, c, args) -> IllegalAction | None:
    """The visited crew action's own refusals, asked of its station with the visitor paying (no crew but
    the Shipyard's)."""
    if len(args) < 2:
        return IllegalAction("name a station and a module: p2 m3 ...", c.rule)
    return action_problem(s, c.actor, s.read_seat(args[0]), args[1], args[2:], "crew", visitor=c.event)


def visiting_worker(s, c, args) -> None:
    """The visitor gains what the action gives; the module counts as used for the year."""
    do_action(s, c.actor, s.read_seat(args[0]), args[1], args[2:], visitor=c.event)


EFFICIENCY = Effect(no_targets, efficiency_problem, efficiency)
VISITING_WORKER = Effect(visiting_worker_targets, visiting_worker_problem, visiting_worker, exact=True)
EVENT_EFFECTS = {**EFFECTS, "efficiency": EFFICIENCY, "visit": VISITING_WORKER}


# each event card -> the effect its data names, its text's data and the rule it is played under, read once: a listing
# asks them of every event of the hand
TEXTS = {card: (EVENT_EFFECTS[CARDS[card].event["effect"]], CARDS[card].event, rule.card(CARDS[card])) for card in EVENTS}


def text_of(card: str) -> Effect:
    """What an event card's text carries out: the effect its data names."""
    return TEXTS[card][0]


# --- Event Action ---------------------------------------------------------------------------------
# each event card's context for each of the six seats (an event acts for its player, on their station), made once: a
# listing asks it of every event of the hand
CONTEXTS = {card: tuple(Ctx(p, p, None, spec, cited, event=card) for p in range(6)) for card, (_, spec, cited) in TEXTS.items()}


def _ctx(s, p: int, card: str) -> Ctx:
    return CONTEXTS[card][p]


def play_candidates(s, p):
    """Each event card of the hand with every argument its text may take."""
    for card in sorted(set(s.hands[p])):
        if card in EVENTS:
            for args in text_of(card).targets(s, _ctx(s, p, card)):
                yield (card, *args)


def legal_plays(s, p) -> list[Action]:
    """The candidates without a ``play_problem``: each event of the hand is playable (so the card is not asked
    again), and only a text whose targets are not exact asks its problem of each."""
    actions = []
    for card in sorted(EVENTS.intersection(s.hands[p])):  # the hand's events, found in C (most hands hold none)
        effect, c = text_of(card), _ctx(s, p, card)
        actions += [new_action(("play", (card, *args))) for args in effect.targets(s, c)
                    if effect.exact or effect.problem(s, c, tuple(args)) is None]
    return actions


def play_problem(s, p, args) -> IllegalAction | None:
    """An event of your hand (a module is built), whose text can be performed with these arguments."""
    if not args or args[0] not in s.hands[p]:
        return IllegalAction("name an event card of your hand: play CARD ...", rule.EVENT)
    card = CARDS[args[0]]
    if not card.is_event:
        return IllegalAction(f"{card.name} is a module: build it", rule.BUILD)
    return text_of(args[0]).problem(s, _ctx(s, p, args[0]), args[1:])


def play(s, p, args) -> None:
    """The card leaves the hand, its text is performed, then it goes to the discard pile."""
    card = args[0]
    s.hands[p].remove(card)
    s.agenda.append(step("discard", card=card))  # runs once the draws its text pushes on top are done
    text_of(card).do(s, _ctx(s, p, card), args[1:])


VERBS = {"play": Verb(play_candidates, play_problem, play, legal_plays)}

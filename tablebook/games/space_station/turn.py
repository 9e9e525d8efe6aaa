"""The turn: one action per turn (Build, Module, Repair, Event or Pass); the year ends the moment
every player has passed in a row. Also the table of every verb and which verbs fit the decision
pending now (the year-start choices belong to each player in turn, whoever is active).
"""

from __future__ import annotations

from tablebook.core import IllegalAction, Verb, bare, new_action

from . import build, deck, events, modules, year
from . import citations as rule
from .data import CARDS, RULES
from .effects import remove_marker
from .station import MARKERS, damaged, passive


# --- Repair Action ----------------------------------------------------------------------------------
def repair_cost(s, p: int) -> int:
    return max(0, RULES["repair_cost"] - passive(s.stations[p], "repair_discount"))


def repair_problem(s, p, args):
    if len(args) != 2 or args[1] not in MARKERS:
        return IllegalAction("write: repair MODULE temporary|permanent", rule.REPAIR)
    if (args[0], args[1]) not in damaged(s.stations[p]):
        return IllegalAction(f"your station has no {args[1]} damage marker on {args[0]}", rule.REPAIR)
    if repair_cost(s, p) > s.money[p]:
        return IllegalAction(f"a repair costs {repair_cost(s, p)} M€; you have {s.money[p]} M€", rule.REPAIR)
    return None


def legal_repairs(s, p):
    """Every marker on the station, if a repair is affordable (``repair_problem``: the price is all that can refuse
    a marker that is there). The markers are found first: most stations have none, and then the price is not asked."""
    markers = damaged(s.stations[p])
    if not markers or repair_cost(s, p) > s.money[p]:
        return []
    return [new_action(("repair", args)) for args in markers]


def repair(s, p, args):
    s.money[p] -= repair_cost(s, p)
    remove_marker(s, p, args)


# --- Pass Action and the next turn --------------------------------------------------------------------
def pass_problem(s, p, args):
    return IllegalAction("write just: pass", rule.PASS) if args else None


def pass_turn(s, p, args):
    s.passes += 1


def end_turn(s, verb: str) -> None:
    """After a turn's action: count passes in a row; the year ends when every player has passed."""
    if verb != "pass":
        s.passes = 0
    if s.passes == s.players:
        year.end_year(s)
    else:
        s.active = (s.active + 1) % s.players


# --- step 4 of the year: discard and draw ---------------------------------------------------------------
def hand_candidates(s, p):
    return [(c,) for c in sorted(set(s.hands[p]))]


DISCARDS = {card: new_action(("discard", (card,))) for card in CARDS}  # each card's discard, made once


def legal_discards(s, p):
    """Any card of the hand may be discarded (``hand_candidates``, none refused): each one's action made once."""
    return [DISCARDS[card] for card, in hand_candidates(s, p)]


def discard_problem(s, p, args):
    if len(args) != 1 or args[0] not in s.hands[p]:
        return IllegalAction("name one card of your hand: discard CARD", rule.HAND)
    return None


def discard(s, p, args):
    deck.discard(s, p, args[0])
    if s.agenda[-1]["kind"] == "refill":  # one card only; a trim goes on until the hand is down to 5
        s.agenda.pop()


def keep(s, p, args):
    s.agenda.pop()


def chance_problem(s, p, args):
    return IllegalAction("Chance decides this; it is not a player's action", rule.HAND)


TURN_VERBS = ("build", "crew", "use", "repair", "play", "pass")


VERBS: dict[str, Verb] = {
    **build.VERBS,
    **modules.VERBS,
    **events.VERBS,
    **year.VERBS,
    "repair": Verb(lambda s, p: damaged(s.stations[p]), repair_problem, repair, legal_repairs),
    "pass": bare("pass", pass_turn, problem=pass_problem),
    "discard": Verb(hand_candidates, discard_problem, discard, legal_discards),
    "keep": bare("keep", keep, rule=rule.HAND),
    "draw": Verb(lambda s, p: [], chance_problem, deck.draw),
}

PHASE_VERBS = {
    "turn": TURN_VERBS,
    "income": ("income",),
    "refill": ("discard", "keep"),
    "trim": ("discard",),
}


def describe_now(s) -> str:
    if not s.agenda:
        return f"it is {s.seat_word(s.active)}'s turn"
    return {
        "income": "each player chooses a colour for income",
        "refill": f"each player may discard one card before drawing to {s.options['hand_size']}",
        "trim": f"the player must discard down to {s.options['hand_size']} cards",
        "draw": "a card is being drawn",
    }[s.agenda[-1]["kind"]]

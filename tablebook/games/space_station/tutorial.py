"""What the Space Station tutorial's words may promise about the table, and the questions its quizzes ask.

``facts`` is read by a step's ``check`` (the authors' check verifies each one) and by the quizzes; every value is
asked of the rules, so a tutorial's text and the table cannot drift apart. Only what the learner's seat may see is
used: its own hand, the stations, the money, the open discard pile; of the rival's hand only its size.
"""

from __future__ import annotations

from fractions import Fraction

from tablebook.prob import at_least_one

from .coaching import unseen
from .data import CARDS, KINDS
from .deck import hand_target
from .station import count_kind
from .year import majorities, majority_vp


def facts(state, seat: int) -> dict:
    """Plain facts about ``seat``: money, crew, cards, VP, the colours it leads, the year."""
    rival = (seat + 1) % state.players
    return {
        "year": state.year,
        "money": state.money[seat],
        "crew": state.crew[seat],
        "cards": len(state.hands[seat]),
        "hand": sorted(CARDS[c].name for c in state.hands[seat]),
        "rival_cards": len(state.hands[rival]),
        "score": state.score(seat),
        "rival_score": state.score(rival),
        "leads": leads(state, seat),
        "vp_if_the_year_ended": vp_if_the_year_ended(state, seat),
        "counts": {KINDS[kind]["name"]: count_kind(state.stations[seat], kind) for kind in KINDS},
        "discard_top": CARDS[state.discards[-1]].name if state.discards else None,
        "first": state.first == seat,
    }


def leads(state, seat: int) -> list[str]:
    """The colours whose most functioning modules ``seat`` has (alone or tied), in the rule sheet's order."""
    return [KINDS[kind]["name"] for kind, seats in majorities(state).items() if seat in seats]


def vp_if_the_year_ended(state, seat: int) -> int:
    """What the majorities would pay ``seat`` if the year ended now (1 VP a colour, 2 in the last year)."""
    return majority_vp(state) * len(leads(state, seat))


def kept_draws(state, seat: int) -> int:
    """Cards ``seat`` draws at the year's step 4 if it keeps its whole hand."""
    return max(0, hand_target(state) - len(state.hands[seat]))


def chance_of_kind_if_kept(state, seat: int, kind: str) -> Fraction:
    """The chance that the cards drawn after keeping the hand hold at least one module of ``kind``, as ``seat``
    knows the cards: each unseen card is as likely as any other to be among them."""
    pool = unseen(state, seat)
    copies = sum(n for card, n in pool.items() if CARDS[card].kind == kind)
    return at_least_one(deck=sum(pool.values()), copies=copies, drawn=kept_draws(state, seat))


def in_tens(chance: Fraction) -> str:
    """``about 4 in 10``: a chance in the words a quiz's choices use."""
    return f"about {round(chance * 10)} in 10"


def winner(state, seat: int) -> str:
    """Who won (ties on VP go to the most M€, then the most functioning modules)."""
    return " and ".join(state.seat_name(p) for p in state.winners())


QUESTIONS = {
    "money": lambda state, seat: state.money[seat],
    "crew": lambda state, seat: state.crew[seat],
    "score": lambda state, seat: state.score(seat),
    "rival_cards": lambda state, seat: len(state.hands[(seat + 1) % state.players]),
    "vp_if_the_year_ended": vp_if_the_year_ended,
    "draws_after_a_discard": lambda state, seat: kept_draws(state, seat) + 1,
    "support_if_kept": lambda state, seat: in_tens(chance_of_kind_if_kept(state, seat, "support")),
    "winner": winner,
}

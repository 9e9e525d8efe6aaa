"""Narration: one sentence per action saying what happened and which rule applied.

Computed from the state before the action and the state after it, so every amount in the sentence
(M€ paid or gained, VP scored) is what the rules engine really did. A draw is narrated for the
table without naming the card: only its owner may see it.
"""

from __future__ import annotations

from tablebook.core import Action, Rule

from . import citations as rule
from .data import CARDS, KINDS


def _who(p: int) -> str:
    return f"Player {p + 1}"


def _money(before, after, p: int) -> str:
    d = after.money[p] - before.money[p]
    return f" ({'+' if d > 0 else '−'}{abs(d)} M€)" if d else ""


def _card(state, p: int, mid: str):
    """The card of module ``mid`` of seat ``p``'s station."""
    return CARDS[state.stations[p][mid]["card"]]


def _year_end(before, after) -> str:
    if after.year == before.year and not after.ended:
        return ""
    gained = [f"{_who(p)} +{sum(i[2] for i in after.vp[p][len(before.vp[p]):])} VP" for p in range(before.players)]
    return f"; the year ends: {', '.join(gained)}"


def narrate(before, action: Action, after) -> tuple[str, Rule | None]:
    verb, args = action.verb, action.args
    actor = before.decider()
    p = actor if isinstance(actor, int) else before.agenda[-1]["to"]
    who, paid = _who(p), _money(before, after, p)
    if verb == "draw":
        return f"{who} draws a card", rule.HAND
    if verb == "income":
        return f"{who} takes income for {KINDS[args[0]]['name']}{paid}", rule.INCOME
    if verb == "keep":
        return f"{who} keeps the hand", rule.HAND
    if verb == "discard":
        return f"{who} discards {CARDS[args[0]].name}", rule.HAND
    if verb == "build":
        return f"{who} builds {CARDS[args[0]].name} on the {args[2]} exit of {_card(before, p, args[1]).name}{paid}", rule.BUILD
    if verb in ("crew", "use"):
        card = _card(before, p, args[0])
        return f"{who} uses the {card.name}{(': ' + ' '.join(args[1:])) if args[1:] else ''}{paid}", rule.card(card)
    if verb == "repair":
        return f"{who} repairs {args[1]} damage on {_card(before, p, args[0]).name}{paid}", rule.REPAIR
    if verb == "play":
        card = CARDS[args[0]]
        return f"{who} plays {card.name}{(': ' + ' '.join(args[1:])) if args[1:] else ''}{paid}", rule.card(card)
    if verb == "pass":
        return f"{who} passes{_year_end(before, after)}", rule.PASS
    return f"{who}: {action}", None

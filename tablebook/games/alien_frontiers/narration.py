"""Narration: one sentence per action saying what happened and which rule applied.

Computed from the state before the action and the state after it, so every number in the
sentence (fuel gained, ore paid, the colony's circle) is what the rules engine really did.
"""

from __future__ import annotations

from tablebook.core import Action, Rule

from . import citations as rule
from .data import CARDS, FACILITIES, TERRITORIES

FIELD_NAMES = {"isolation-field": "Isolation Field", "positron-field": "Positron Field", "repulsor-field": "Repulsor Field"}


def _delta(before, after, p: int) -> str:
    parts = []
    for resource in ("fuel", "ore"):
        d = getattr(after, resource)[p] - getattr(before, resource)[p]
        if d:
            parts.append(f"{'+' if d > 0 else '−'}{abs(d)} {resource}")
    return f" ({', '.join(parts)})" if parts else ""


def _who(state, p) -> str:
    return state.colours[p].capitalize()


def _words(args) -> str:
    """Action arguments in the rulebook's words: territory, field and card names instead of ids."""
    names = {**{t: TERRITORIES[t].name for t in TERRITORIES}, **FIELD_NAMES, **{c: CARDS[c].name for c in CARDS}}
    return " ".join(names.get(a, a.capitalize() if a in ("red", "green", "blue", "yellow") else a) for a in args)


def _consequences(before, after) -> str:
    """Control won or lost and victory points moved, which the snapshot score makes happen at once."""
    notes = []
    for t in TERRITORIES:
        was, now = before.controller(t), after.controller(t)
        if was != now:
            if now is None:
                notes.append(f"{_who(before, was)} loses control of {TERRITORIES[t].name}")
            else:
                notes.append(f"{_who(before, now)} takes control of {TERRITORIES[t].name}")
    old, new = before.scores(), after.scores()
    moved = [f"{_who(before, p)} {'+' if new[p] > old[p] else '−'}{abs(new[p] - old[p])} VP" for p in range(before.players) if new[p] != old[p]]
    if moved:
        notes.append(", ".join(moved))
    return ("; " + "; ".join(notes)) if notes else ""


def narrate(before, action: Action, after) -> tuple[str, Rule | None]:
    """A sentence for ``action`` taken in ``before`` that led to ``after``, with its consequences, and the rule behind it."""
    text, rule = _sentence(before, action, after)
    return text + _consequences(before, after), rule


def _sentence(before, action: Action, after) -> tuple[str, Rule | None]:
    verb, args = action.verb, action.args
    actor = before.decider()
    p = before.active if not isinstance(actor, int) else actor
    who = _who(before, p)
    gained = _delta(before, after, p)
    if verb == "roll":
        return f"{who} gathers and rolls the fleet: {' '.join(args)}", rule.ROLL
    if verb == "reroll":
        return f"{who} re-rolls with the Temporal Warper: {' '.join(args)}", rule.card("Temporal Warper")
    if verb == "draw":
        to = before.agenda[-1]["to"]
        place = "the alien tech display" if to == "display" else f"{_who(before, to)}'s hand"
        return f"{CARDS[args[0]].name} is drawn to {place}", rule.ALIEN_TECH
    if verb == "dock":
        name = FACILITIES[args[0]].name
        extra = ""
        if args[0] == "colonist-hub":
            extra = f"; the colony moves to circle {min(after.hub[p], 7)}"
        return f"{who} docks {' '.join(args[1:])} at the {name}{gained}{extra}", rule.facility(name)
    if verb == "land":
        return f"{who} lands a colony on {TERRITORIES[args[0]].name}", rule.TERRITORY_BONUSES
    if verb == "launch":
        return f"{who} launches a colony from the Colonist Hub{gained}", rule.facility("Colonist Hub")
    if verb == "trade":
        return f"{who} trades at the Orbital Market{gained}", rule.facility("Orbital Market")
    if verb == "claim":
        return f"{who} claims the {CARDS[args[0]].name}", rule.facility("Alien Artifact")
    if verb in ("cycle", "keep"):
        text = "cycles the alien tech display" if verb == "cycle" else "keeps the display as it is"
        return f"{who} {text}", rule.facility("Alien Artifact")
    if verb == "steal":
        what = args[1] if args[1] in ("fuel", "ore") else f"the {CARDS[args[1]].name}"
        return f"{who} raids {args[0].capitalize()}: steals {'1 ' if args[1] in ('fuel', 'ore') else ''}{what}", rule.facility("Raiders' Outpost")
    if verb == "stop":
        return f"{who} ends the raid", rule.facility("Raiders' Outpost")
    if verb == "use":
        card = CARDS[args[0]].name
        return f"{who} uses the {card}{(': ' + _words(args[1:])) if args[1:] else ''}{gained}", rule.card(card)
    if verb == "discard":
        card = CARDS[args[0]].name
        return f"{who} discards the {card}: {_words(args[1:])}", rule.card(card)
    if verb == "fire":
        return f"{who} fires the Plasma Cannon at {args[0].capitalize()}'s {args[1]}{gained}", rule.card("Plasma Cannon")
    if verb == "done":
        return f"{who} stops firing", rule.card("Plasma Cannon")
    if verb == "buy-relic":
        return f"{who} buys the Relic Ship{gained}", rule.territory("Burroughs Desert")
    if verb == "end":
        return f"{who} ends the turn; ships that could not dock go to the Maintenance Bay", rule.END_OF_TURN
    if verb == "return":
        return f"{who} returns {args[0]} fuel and {args[2]} ore to keep eight resources", rule.END_OF_TURN
    return f"{who}: {action}", None

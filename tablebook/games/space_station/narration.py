"""Narration, labels and names: what each verb did, in one sentence with its rule, how it reads on a button, and
what the rulebook calls that kind of action.

Computed from the state before the action and the state after it, so every amount in the sentence
(M€ paid or gained, VP scored) is what the rules engine really did. A draw is narrated for the
table without naming the card: only its owner may see it.
"""

from __future__ import annotations

from . import citations as rule
from .data import CARDS, KINDS
from .station import count_kind


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


def _uses(before, p, args, after):
    card = _card(before, p, args[0])
    rest = module_words(before, p, args)
    return f"{_who(p)} uses the {card.name}{(': ' + rest) if rest else ''}{_money(before, after, p)}", rule.card(card)


def _plays(before, p, args, after):
    card = CARDS[args[0]]
    rest = " ".join(_targets(before, before.stations[p], list(args[1:])))
    return f"{_who(p)} plays {card.name}{(': ' + rest) if rest else ''}{_money(before, after, p)}", rule.card(card)


# What each verb did, in one sentence, and the rule behind it. A draw never names its card.
TELL = {
    "draw": lambda before, p, args, after: (f"{_who(before.agenda[-1]['to'])} draws a card", rule.HAND),
    "income": lambda before, p, args, after: (
        f"{_who(p)} takes income for {KINDS[args[0]]['name']}{_money(before, after, p)}", rule.INCOME),
    "keep": lambda before, p, args, after: (f"{_who(p)} keeps the hand", rule.HAND),
    "discard": lambda before, p, args, after: (f"{_who(p)} discards {CARDS[args[0]].name}", rule.HAND),
    "build": lambda before, p, args, after: (
        f"{_who(p)} builds {CARDS[args[0]].name} on the {args[2]} exit of {_card(before, p, args[1]).name}{_money(before, after, p)}",
        rule.BUILD),
    "crew": _uses,
    "use": _uses,
    "repair": lambda before, p, args, after: (
        f"{_who(p)} repairs {args[1]} damage on {_card(before, p, args[0]).name}{_money(before, after, p)}", rule.REPAIR),
    "play": _plays,
    "pass": lambda before, p, args, after: (f"{_who(p)} passes{_year_end(before, after)}", rule.PASS),
}


# --- labels: how an action reads on a button, from what its player may see --------------------------
def _name(state, station: dict | None, word: str) -> str:
    """An action argument in words: a module id, a card id, a seat word or a colour."""
    if station is not None and word in station:
        return CARDS[station[word]["card"]].name
    if word in CARDS:
        return CARDS[word].name
    if word in KINDS:
        return KINDS[word]["name"]
    if word[:1] == "p" and word[1:].isdigit():
        return f"Player {word[1:]}"
    return word


def _targets(state, station: dict, rest: list[str]) -> list[str]:
    """The words after a module or event: another station's module reads "Player 2's Hotel"."""
    words, rest = [], list(rest)
    while rest:
        word = rest.pop(0)
        if word[:1] == "p" and word[1:].isdigit():
            other = state.stations[int(word[1:]) - 1]
            word = _name(state, None, word) + ("'s " + _name(state, other, rest.pop(0)) if rest else "")
        else:
            word = _name(state, station, word)
        words.append(word)
    return words


def module_words(state, p: int, args) -> str:
    """What a module's action does with its arguments (after the module), in words; empty if it takes none."""
    station, rest = state.stations[p], list(args[1:])
    effect = (_card(state, p, args[0]).action or {}).get("effect") if args[0] in station else None
    if effect == "move" and len(rest) == 3:
        return f"move {_name(state, station, rest[0])} to {_name(state, station, rest[1])} exit {rest[2]}"
    if effect == "build" and len(rest) == 2:
        return f"build {_name(state, station, rest[0])} on exit {rest[1]} for free"
    return " ".join(_targets(state, station, rest))


def _module_label(verb: str):
    def label(state, p, args):
        name, text = _name(state, state.stations[p], args[0]), module_words(state, p, args)
        return f"{name}: {text}" if text else f"{'Crew' if verb == 'crew' else 'Use'} {name}"
    return label


LABEL = {
    "pass": lambda state, p, args: "Pass",
    "keep": lambda state, p, args: "Keep the hand",
    "income": lambda state, p, args: f"{KINDS[args[0]]['name']} (+{count_kind(state.stations[p], args[0])} M€)",
    "discard": lambda state, p, args: f"Discard {CARDS[args[0]].name}",
    "repair": lambda state, p, args: f"Repair {_name(state, state.stations[p], args[0])} ({args[1]})",
    "crew": _module_label("crew"),
    "use": _module_label("use"),
    "play": lambda state, p, args: CARDS[args[0]].name + (
        ": " + " ".join(_targets(state, state.stations[p], list(args[1:]))) if args[1:] else ""),
    "build": lambda state, p, args: f"Build {CARDS[args[0]].name} on {_name(state, state.stations[p], args[1])} {args[2]}",
}

# Each kind of action by the rule sheet's name for it, as the design lab shows it (The turn, The beginning of each year).
NAME = {
    "build": "Build a module", "crew": "Use a crew action", "use": "Other module action", "repair": "Repair damage",
    "play": "Play an event", "pass": "Pass", "income": "Choose an income colour", "discard": "Discard a card",
    "keep": "Keep the hand", "draw": "Draw a card",
}


# --- what of a card is our design, in words (the table's marks, the glossary) -----------------------------
# a card's fields in a learner's words, where the data's name is not already the word
FIELD_WORDS = {"passive": "effect", "event": "effect", "requires": "build requirement", "base_cost": "price", "immune": "immunity"}


def design(c) -> dict | None:
    """What of a card is our design, in words: a mark, a short line and the explanation (None: none)."""
    if c.designed == "whole":
        return {"mark": "designed", "short": "ours: the whole card",
                "note": "Our design: the printed card is not known (the rule sheet has no card list)."}
    if c.designed is None:
        return None
    ours = "; ".join(f"{FIELD_WORDS.get(f, f)} ({why})" for f, why in c.estimated.items())
    rest = f"the rule sheet's ({rule.card(c)})" if c.source == "rulebook" else "the printed card's, as the reference lists it"
    return {"mark": "partly designed", "short": "ours: " + ", ".join(FIELD_WORDS.get(f, f) for f in c.estimated),
            "note": f"Partly our design: {ours}. The rest is {rest}."}

"""Narration, labels and names: what each verb did, in one sentence with its rule, how it reads on a button, and
what the rulebook calls that kind of action.

Computed from the state before the action and the state after it, so every number in the
sentence (fuel gained, ore paid, the colony's circle) is what the rules engine really did.
"""

from __future__ import annotations

from . import citations as rule
from .data import CARDS, FACILITIES, TERRITORIES
from .field_generators import FIELD_NAMES, PLACED_BY


def _delta(before, after, p: int) -> str:
    parts = []
    for resource in ("fuel", "ore"):
        d = getattr(after, resource)[p] - getattr(before, resource)[p]
        if d:
            parts.append(f"{'+' if d > 0 else '−'}{abs(d)} {resource}")
    return f" ({', '.join(parts)})" if parts else ""


def in_words(n: int) -> str:
    """Small counts as the rulebook writes them ("eight resources"), larger ones in digits."""
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
    return words[n] if 0 <= n < len(words) else str(n)


def _who(state, p) -> str:
    return state.colours[p].capitalize()


def _words(args) -> str:
    """Action arguments in the rulebook's words: territory, field, facility and card names instead of ids."""
    names = {**{t: TERRITORIES[t].name for t in TERRITORIES}, **FIELD_NAMES, **{c: CARDS[c].name for c in CARDS},
             **{f: f"the {FACILITIES[f].name}" for f in FACILITIES}, "bay": "the Maintenance Bay"}
    return " ".join(names.get(a, a.capitalize() if a in ("red", "green", "blue", "yellow") else a) for a in args)


def _at(where: str) -> str:
    return "in the Maintenance Bay" if where == "bay" else f"at the {FACILITIES[where].name}"


# What a card's power does with its arguments, in words ("Green's colony from Bradbury Plateau to Asimov Crater");
# the powers not named here take ships' values or one territory, field or card, which _words names.
_POWER_WORDS = {
    ("use", "orbital-teleporter"): lambda f, ship: f"move the {ship} {_at(f)}",
    ("use", "plasma-cannon"): lambda f: f"fire {_at(f)}",
    ("discard", "orbital-teleporter"): lambda colour, a, b: f"{_words((colour,))}'s colony from {_words((a,))} to {_words((b,))}",
    ("discard", "polarity-device"): lambda a, c, b, d: (
        f"swap {_words((c,))}'s colony on {_words((a,))} with {_words((d,))}'s on {_words((b,))}"),
    ("discard", "plasma-cannon"): lambda colour, where, ship: f"{_words((colour,))}'s {ship} {_at(where)}",
    ("discard", "temporal-warper"): lambda card: f"take the {CARDS[card].name}",
    ("discard", "booster-pod"): lambda field: f"remove the {FIELD_NAMES[field]}",
    **{("discard", card): (lambda field: lambda t: f"the {FIELD_NAMES[field]} to {_words((t,))}")(field)
       for card, field in PLACED_BY.items()},
}


def card_power_words(kind: str, args) -> str:
    """The arguments of ``use`` or ``discard`` (after the card) in words; empty if there are none."""
    card, rest = args[0], tuple(args[1:])
    words = _POWER_WORDS.get((kind, card))
    return words(*rest) if words is not None and rest else _words(rest)


def consequences(before, after) -> str:
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


def _docked(before, p, args, after):
    name = FACILITIES[args[0]].name
    extra = f"; the colony moves to circle {min(after.hub[p], 7)}" if args[0] == "colonist-hub" else ""
    return f"{_who(before, p)} docks {' '.join(args[1:])} at the {name}{_delta(before, after, p)}{extra}", rule.facility(name)


def _drawn(before, p, args, after):
    to = before.agenda[-1]["to"]
    place = "the alien tech display" if to == "display" else f"{_who(before, to)}'s hand"
    return f"{CARDS[args[0]].name} is drawn to {place}", rule.ALIEN_TECH


def _stolen(before, p, args, after):
    resource = args[1] in ("fuel", "ore")
    what = args[1] if resource else f"the {CARDS[args[1]].name}"
    return f"{_who(before, p)} raids {args[0].capitalize()}: steals {'1 ' if resource else ''}{what}", rule.facility("Raiders' Outpost")


def _card_used(verb):
    def tell(before, p, args, after):
        card = CARDS[args[0]].name
        rest = card_power_words(verb, args)
        if verb == "use":
            return f"{_who(before, p)} uses the {card}{(': ' + rest) if rest else ''}{_delta(before, after, p)}", rule.card(card)
        return f"{_who(before, p)} discards the {card}: {rest}", rule.card(card)
    return tell


def _simple(text, cited, gained=False):
    """A sentence that needs only who acted (and, if ``gained``, what their fuel and ore did)."""
    return lambda before, p, args, after: (f"{_who(before, p)} {text}{_delta(before, after, p) if gained else ''}", cited)


# What each verb did, in one sentence, and the rule behind it (p is who acted; chance's rolls are the active player's).
TELL = {
    "roll": lambda before, p, args, after: (f"{_who(before, before.active)} gathers and rolls the fleet: {' '.join(args)}", rule.ROLL),
    "reroll": lambda before, p, args, after: (
        f"{_who(before, before.active)} re-rolls with the Temporal Warper: {' '.join(args)}", rule.card("Temporal Warper")),
    "draw": _drawn,
    "dock": _docked,
    "land": lambda before, p, args, after: (f"{_who(before, p)} lands a colony on {TERRITORIES[args[0]].name}", rule.TERRITORY_BONUSES),
    "launch": _simple("launches a colony from the Colonist Hub", rule.facility("Colonist Hub"), gained=True),
    "trade": _simple("trades at the Orbital Market", rule.facility("Orbital Market"), gained=True),
    "claim": lambda before, p, args, after: (f"{_who(before, p)} claims the {CARDS[args[0]].name}", rule.facility("Alien Artifact")),
    "cycle": _simple("cycles the alien tech display", rule.facility("Alien Artifact")),
    "keep": _simple("keeps the display as it is", rule.facility("Alien Artifact")),
    "steal": _stolen,
    "stop": _simple("ends the raid", rule.facility("Raiders' Outpost")),
    "use": _card_used("use"),
    "discard": _card_used("discard"),
    "fire": lambda before, p, args, after: (
        f"{_who(before, p)} fires the Plasma Cannon at {args[0].capitalize()}'s {args[1]}{_delta(before, after, p)}",
        rule.card("Plasma Cannon")),
    "done": _simple("stops firing", rule.card("Plasma Cannon")),
    "buy-relic": _simple("buys the Relic Ship", rule.territory("Burroughs Desert"), gained=True),
    "end": _simple("ends the turn; ships that could not dock go to the Maintenance Bay", rule.END_OF_TURN),
    "return": lambda before, p, args, after: (
        f"{_who(before, p)} returns {args[0]} fuel and {args[2]} ore to keep {in_words(before.options['resource_limit'])} resources",
        rule.END_OF_TURN),
}

# How each verb reads on a button (verbs not named here read as their action text).
LABEL = {
    **{verb: (lambda text: lambda s, p, args: text)(text) for verb, text in {
        "end": "End turn", "trade": "Trade fuel for 1 ore", "launch": "Launch colony (1 fuel + 1 ore)",
        "buy-relic": "Buy the Relic Ship", "cycle": "Cycle the display", "keep": "Keep the display",
        "stop": "Stop the raid", "done": "Stop firing"}.items()},
    "use": lambda s, p, args: f"Use {CARDS[args[0]].name}{': ' + card_power_words('use', args) if args[1:] else ''}",
    "discard": lambda s, p, args: f"Discard {CARDS[args[0]].name}{': ' + card_power_words('discard', args) if args[1:] else ''}",
    "claim": lambda s, p, args: f"Claim {CARDS[args[0]].name}",
    "dock": lambda s, p, args: f"Dock {' '.join(args[1:])} at the {FACILITIES[args[0]].name}",
    "land": lambda s, p, args: f"Land on {TERRITORIES[args[0]].name}",
    "steal": lambda s, p, args: f"Steal {args[1] if args[1] in ('fuel', 'ore') else CARDS[args[1]].name} from {args[0].capitalize()}",
    "fire": lambda s, p, args: f"Fire at {args[0].capitalize()}'s {args[1]}",
    "return": lambda s, p, args: f"Return {args[0]} fuel and {args[2]} ore",
}

# Each kind of action by the rulebook's name for it, as the design lab shows it (Game Play, the facilities, the cards).
NAME = {
    "roll": "Roll the fleet", "reroll": "Re-roll ships", "dock": "Dock ships", "trade": "Trade fuel for ore",
    "launch": "Launch a colony", "land": "Place a colony", "claim": "Claim alien tech", "cycle": "Cycle the display",
    "keep": "Keep the display", "draw": "Draw alien tech", "steal": "Steal from an opponent", "stop": "End the raid",
    "use": "Use alien tech", "discard": "Discard alien tech", "fire": "Fire the Plasma Cannon", "done": "Stop firing",
    "buy-relic": "Purchase the Relic Ship", "end": "End the turn", "return": "Return excess resources",
}

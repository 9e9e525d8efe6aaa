"""What each verb did, in a sentence, and how it reads on a button (the views and the stepper use these)."""

from __future__ import annotations

from . import citations as rule

WORDS = {
    "faction": ("chooses the {0}", rule.SETUP),
    "booster": ("takes {0}", rule.SETUP),
    "income": ("takes income {0} first", rule.INCOME),
    "build": ("builds {0} on {1}", rule.ACTIONS),
    "up": ("advances in {0}", rule.RESEARCH),
    "action": ("takes the action {0}", rule.POWER_ACTION),
    "special": ("uses the special action {0}", rule.SPECIAL),
    "federation": ("forms a federation and takes {1}", rule.FEDERATION),
    "spend": ("converts {0} into {2}", rule.FREE),
    "burn": ("burns {0} power", rule.POWER_CYCLE),
    "pass": ("passes", rule.PASS),
    "endturn": ("ends the turn", rule.ACTIONS),
    "charge": ("charges {0}", rule.CHARGE),
    "decline": ("declines", rule.CHARGE),
    "brainstone": ("puts the brainstone in {0}", rule.POWER_CYCLE),
    "tech": ("takes the tech tile at {0}", rule.TECH),
    "cover": ("covers the tech tile at {0}", rule.TECH),
    "lostplanet": ("places the Lost Planet on {0}", rule.RESEARCH_BOARD),
    "swap-pi": ("swaps the planetary institute with the mine on {0}", rule.FACTIONS),
    "fedtile": ("scores {0} again", rule.POWER_ACTION),
}


def _tell(verb):
    text, cited = WORDS[verb]

    def tell(before, p, args, after):
        return f"{before.seat_name(p)} {text.format(*args, *[''] * 3)}.", cited
    return tell


def _label(verb):
    def label(state, p, args):
        return " ".join((verb, *args))
    return label


BRAINSTONE_BURNED = {"area2": "; the brainstone stays in area II", "discard": "; the brainstone is discarded"}


def _tell_burn(before, p, args, after):
    """``burn N`` and the Taklons' ``burn N area2`` / ``burn N discard`` (power.py)."""
    where = BRAINSTONE_BURNED[args[1]] if len(args) > 1 else ""
    return f"{before.seat_name(p)} burns {args[0]} power{where}.", WORDS["burn"][1]


TELL = {verb: _tell(verb) for verb in WORDS} | {"burn": _tell_burn}
LABEL = {verb: _label(verb) for verb in WORDS}

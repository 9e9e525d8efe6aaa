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
    "federation": ("forms a federation, taking {1}", rule.FEDERATION),
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


STRUCTURES = {"m": "mine", "ts": "trading station", "lab": "research lab", "PI": "planetary institute",
              "ac1": "academy (knowledge)", "ac2": "academy (QIC)", "gf": "Gaiaformer", "sp": "space station"}


def agree(verb: str, plural: bool) -> str:
    """A verb as written for one subject ("builds"), made to agree with a plural one: "build", "pass"."""
    if not plural:
        return verb
    return verb[:-2] if verb.endswith(("sses", "shes", "ches")) else verb[:-1]


def _subject(before, p) -> tuple[str, bool]:
    """Who acted, and whether their name is plural: faction names are ("the Geodens build"), seat names not."""
    return before.seat_name(p), isinstance(p, int) and bool(before.pl[p]["f"])


def _tell(verb):
    text, cited = WORDS[verb]
    first, _, rest = text.partition(" ")

    def tell(before, p, args, after):
        name, plural = _subject(before, p)
        return " ".join(filter(None, (name, agree(first, plural), rest.format(*args, *[""] * 3)))) + ".", cited
    return tell


def _tell_build(before, p, args, after):
    """``build m 3A3`` → "… build a mine on 3A3"; ``build gf`` starts a Gaia project."""
    name, plural = _subject(before, p)
    if args[0] == "gf":
        return f"{name} {agree('starts', plural)} a Gaia project on {args[1]}.", rule.GAIA_PROJECT
    what = STRUCTURES.get(args[0], args[0])
    article = "the" if args[0] == "PI" else "an" if what[0] in "aeiou" else "a"
    return f"{name} {agree('builds', plural)} {article} {what} on {args[1]}.", WORDS["build"][1]


def _tell_faction(before, p, args, after):
    from .data import factions

    chosen = factions().get(args[0], {}).get("name", args[0])
    return f"{before.seat_name(p)} chooses the {chosen}.", WORDS["faction"][1]


def _label(verb):
    def label(state, p, args):
        return " ".join((verb, *args))
    return label


BRAINSTONE_BURNED = {"area2": "; the brainstone stays in area II", "discard": "; the brainstone is discarded"}


def _tell_burn(before, p, args, after):
    """``burn N`` and the Taklons' ``burn N area2`` / ``burn N discard`` (power.py)."""
    where = BRAINSTONE_BURNED[args[1]] if len(args) > 1 else ""
    name, plural = _subject(before, p)
    return f"{name} {agree('burns', plural)} {args[0]} power{where}.", WORDS["burn"][1]


TELL = {verb: _tell(verb) for verb in WORDS} | {"burn": _tell_burn, "build": _tell_build, "faction": _tell_faction}
LABEL = {verb: _label(verb) for verb in WORDS}

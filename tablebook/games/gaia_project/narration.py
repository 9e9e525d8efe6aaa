"""What each verb did, in a sentence, how it reads on a button and its name, in the rulebook's words (the log keeps its codes).

The views, the stepper and ``State.label`` all read these; the names come from ``words`` and the data tables.
"""

from __future__ import annotations

from . import citations as rule
from .data import STRUCTURE_CODES, TRACK_CODES, TRACKS, factions
from .planets import NAMES
from .rewards import parse
from .turn import kind
from .words import TILE_KINDS, action_space, charged, cost_words, counted, gains, special_words, tile_named, tile_text, track, words

WORDS = {
    "faction": ("chooses the {0}", rule.SETUP),
    "sector": ("lays sector {0} on the next place, turned {1} × 60° clockwise", rule.VARIABLE_BOARD),
    "booster": ("takes {0}", rule.SETUP),
    "income": ("chooses to {0}", rule.INCOME),
    "build": ("builds {0} on {1}", rule.ACTIONS),
    "research": ("advances in {0}", rule.RESEARCH),
    "action-space": ("takes {0}", rule.POWER_ACTION),
    "special-action": ("uses the special action '{0}'", rule.SPECIAL),
    "form-federation": ("forms a federation, taking {1}", rule.FEDERATION),
    "spend": ("converts {0} into {2}", rule.FREE),
    "burn-power": ("burns {0} power", rule.POWER_CYCLE),
    "pass": ("passes", rule.PASS),
    "end-turn": ("ends the turn", rule.ACTIONS),
    "charge-power": ("charges {0} power ({1} VP){2}", rule.CHARGE),
    "decline": ("declines", rule.CHARGE),
    "brainstone": ("puts the brainstone {0}", rule.POWER_CYCLE),
    "tech-tile": ("takes the {0} {1} ({2})", rule.TECH),
    "cover": ("covers the {0} {1} ({2})", rule.TECH),
    "lost-planet": ("places the Lost Planet on {0}", rule.RESEARCH_BOARD),
    "swap": ("swaps the planetary institute with the mine on {0}", rule.FACTIONS),
    "federation-token": ("scores {0} again", rule.POWER_ACTION),
}


# Where a brainstone may be told to go (the log's codes); a discarded one, like a burned token, leaves the game
BRAINSTONE_PLACES = {"area1": "area I", "area2": "area II", "area3": "area III", "gaia": "the Gaia area"}

STRUCTURES = {"m": "mine", "ts": "trading station", "lab": "research lab", "PI": "planetary institute",
              "ac1": "academy (knowledge)", "ac2": "academy (QIC)", "gf": "Gaiaformer", "sp": "space station"}


def _structure(code: str) -> str:
    """``"PI"`` → "the planetary institute", ``"m"`` → "a mine": a structure with its article."""
    what = STRUCTURES[code]
    return f"{'the' if code == 'PI' else 'an' if what[0] in 'aeiou' else 'a'} {what}"


def agree(verb: str, plural: bool) -> str:
    """A verb as written for one subject ("builds"), made to agree with a plural one: "build", "pass"."""
    if not plural:
        return verb
    return verb[:-2] if verb.endswith(("sses", "shes", "ches")) else verb[:-1]


def _subject(before, p) -> tuple[str, bool]:
    """Who acted, and whether their name is plural: faction names are ("the Geodens build"), seat names not."""
    return before.seat_name(p), isinstance(p, int) and bool(before.pl[p]["faction"])


def _tech_tile(state, position: str) -> tuple[str, str, str]:
    """The kind of tile at a tech position ("tech tile", "advanced tech tile"), where it lies, and what it does."""
    tile_id = state.techs[position]
    kind_ = "advtech" if tile_id.startswith("adv") else "tech"
    return TILE_KINDS[kind_], _place(position), tile_text(kind_, tile_id)


def _place(position: str) -> str:
    """``"int"`` → "under Artificial Intelligence", ``"adv-int"`` → "above Artificial Intelligence" (reference §6)."""
    if position.startswith("adv-"):
        return f"above {track(position[4:])}"
    return f"under {track(position)}" if position in TRACKS else "from the free tiles"


def _power_first(item: str) -> str:
    """``"1t"`` → "gain 1 power token before charging power": which power income a player with both kinds took
    first (Income: you choose the order in which you charge and gain power)."""
    (n, code), = parse(item)
    if code == "t":
        return f"gain {counted(n, code)} before charging power"
    return f"charge {n} power before gaining power tokens"


# Each verb's arguments as its sentence names them (the log's codes → the rulebook's words); the rest as written.
SAID = {
    "income": lambda before, args: (_power_first(args[0]),),
    "research": lambda before, args: (track(TRACK_CODES[args[0]]),),
    "action-space": lambda before, args: (action_space(args[0]),),
    "special-action": lambda before, args: (special_words(args[0]),),
    "spend": lambda before, args: (cost_words(args[0]), args[1], "a tech tile" if args[2] == "tech" else gains(args[2])),
    "charge-power": lambda before, args: (charged(args[0]), max(0, charged(args[0]) - 1),
                                    ", after taking a power token" if args[0].startswith("1t") else ""),
    "booster": lambda before, args: (tile_named("booster", args[0]),),
    "form-federation": lambda before, args: (args[0], tile_named("federation", args[1])),
    "federation-token": lambda before, args: (tile_named("federation", args[0]),),
    "tech-tile": lambda before, args: _tech_tile(before, args[0]),
    "cover": lambda before, args: _tech_tile(before, args[0]),
    "brainstone": lambda before, args: ("out of the game" if args[0] == "discard" else f"in {BRAINSTONE_PLACES[args[0]]}",),
}


def _tell(verb):
    text, cited = WORDS[verb]
    first, _, rest = text.partition(" ")
    said = SAID.get(verb, lambda before, args: args)

    def tell(before, p, args, after):
        name, plural = _subject(before, p)
        return " ".join(filter(None, (name, agree(first, plural), rest.format(*said(before, args), *[""] * 3)))) + ".", cited
    return tell


def _tell_build(before, p, args, after):
    """``build mine 3A3`` → "… build a mine on 3A3"; ``build gaia-project`` starts a Gaia project."""
    name, plural = _subject(before, p)
    if args[0] == "gaia-project":
        return f"{name} {agree('starts', plural)} a Gaia project on {args[1]}.", rule.GAIA_PROJECT
    return f"{name} {agree('builds', plural)} {_structure(STRUCTURE_CODES[args[0]])} on {args[1]}.", WORDS["build"][1]


def _tell_pass(before, p, args, after):
    """``pass booster3`` → "… pass, take the round booster (…) and return the round booster (…)"; in round 6 no
    new booster is taken."""
    name, plural = _subject(before, p)
    old = before.pl[p]["booster"]
    returned = f"{agree('returns', plural)} {tile_named('booster', old)}" if old else ""
    if not args:
        said = f" and {returned}, taking no new booster in the last round" if returned else ""
        return f"{name} {agree('passes', plural)}{said}.", WORDS["pass"][1]
    taken = f"{agree('takes', plural)} {tile_named('booster', args[0])}"
    return f"{name} {agree('passes', plural)}, {taken}{f' and {returned}' if returned else ''}.", WORDS["pass"][1]


def _tell_faction(before, p, args, after):
    chosen = factions().get(args[0], {}).get("name", args[0])
    return f"Player {p + 1} chooses the {chosen}.", WORDS["faction"][1]


BRAINSTONE_BURNED = {"area2": "; the brainstone stays in area II", "discard": "; the brainstone is discarded"}


def _tell_burn(before, p, args, after):
    """``burn-power N`` and the Taklons' ``burn-power N area2`` / ``burn-power N discard`` (power.py)."""
    where = BRAINSTONE_BURNED[args[1]] if len(args) > 1 else ""
    name, plural = _subject(before, p)
    return f"{name} {agree('burns', plural)} {args[0]} power{where}.", WORDS["burn-power"][1]


TELL = {verb: _tell(verb) for verb in WORDS} | {"burn-power": _tell_burn, "build": _tell_build, "faction": _tell_faction,
                                               "pass": _tell_pass}


def _charge_label(state, p, args) -> str:
    n = charged(args[0])
    return f"Charge {n} power for {max(0, n - 1)} VP" + (" (+1 token first)" if args[0].startswith("1t") else "")


def _tech_label(verb: str):
    def label(state, p, args) -> str:
        what, place, text = _tech_tile(state, args[0])
        return f"{'Take' if verb == 'tech-tile' else 'Cover'} the {what} {place}: {text}"
    return label


def _space_label(state, p, args) -> str:
    return f"Take {action_space(args[0])}"


def _faction_label(state, p, args) -> str:
    faction = factions()[args[0]]
    return f"{faction['name']} ({NAMES[faction['planet']]})"


# Each kind of action by the rulebook's name for it, as the design lab shows it (Setup, the Actions phase and its nine
# actions, the power cycle, the factions; burning power is the free action "discard 1 power token from area II…").
NAME = {
    "faction": "Choose a faction", "sector": "Place a sector tile", "booster": "Take a round booster",
    "income": "Order power income", "build": "Build or upgrade", "research": "Research progress",
    "action-space": "Power or QIC action", "special-action": "Special action", "form-federation": "Form a federation",
    "spend": "Take a free action", "burn-power": "Burn power", "pass": "Pass", "end-turn": "End the turn",
    "charge-power": "Charge power", "decline": "Decline an option", "brainstone": "Place the brainstone",
    "tech-tile": "Gain a tech tile", "cover": "Cover a tech tile", "swap": "Swap the planetary institute",
    "lost-planet": "Place the Lost Planet", "federation-token": "Rescore a federation token",
}


DECLINE_WORDS = {"charge": "Decline the charge", "research-step": "Skip the research step",
                 "gaia": "Done with the Gaia phase"}

# How each verb reads on its button (state, p, args) → text.
LABEL = {
    "charge-power": _charge_label,
    "decline": lambda state, p, args: DECLINE_WORDS.get(kind(state), "Decline"),
    "action-space": _space_label,
    "research": lambda state, p, args: f"Research: {track(TRACK_CODES[args[0]])}",
    "pass": lambda state, p, args: f"Pass, take {tile_named('booster', args[0])}" if args else "Pass",
    "booster": lambda state, p, args: tile_text("booster", args[0]).capitalize(),
    "special-action": lambda state, p, args: f"Special: {special_words(args[0])}",
    "form-federation": lambda state, p, args: (f"Federation of {len(args[0].split(','))} hexes "
                                               f"({', '.join(args[0].split(','))}), "
                                               f"take {tile_named('federation', args[1])}"),
    "end-turn": lambda state, p, args: "End the turn",
    "burn-power": lambda state, p, args: f"Burn {args[0]} (discard {args[0]} from II, move {args[0]} to III)" + (
        {"area2": ", the brainstone stays in II", "discard": ", the brainstone discarded"}[args[1]] if len(args) > 1
        else ", the brainstone to III" if state.pl[state.decider()]["brainstone"] == "area2" else ""),
    "tech-tile": _tech_label("tech-tile"),
    "cover": _tech_label("cover"),
    "income": lambda state, p, args: f"Income first: {words(args[0])}",
    "brainstone": lambda state, p, args: ("Discard the brainstone" if args[0] == "discard" else
                                       f"Brainstone to {BRAINSTONE_PLACES[args[0]]}"),
    "federation-token": lambda state, p, args: f"Score {tile_named('federation', args[0])} again",
    "spend": lambda state, p, args: f"Spend {cost_words(args[0])} for {'a tech tile' if args[2] == 'tech' else words(args[2])}",
    "faction": _faction_label,
    "sector": lambda state, p, args: f"Sector {args[0]}, turned {args[1]} × 60°",
    "build": lambda state, p, args: (f"Start a Gaia project on {args[1]}" if args[0] == "gaia-project" else
                                     f"Build {_structure(STRUCTURE_CODES[args[0]])} on {args[1]}"),
    "lost-planet": lambda state, p, args: f"Place the Lost Planet on {args[0]}",
    "swap": lambda state, p, args: f"Swap the planetary institute with the mine on {args[0]}",
}

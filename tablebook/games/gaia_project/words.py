"""Gaia Project's codes in the rulebook's words: rewards, costs, tiles and round scoring.

One table of names for the narration, the button labels and the table view (the log keeps its codes).
"""

from __future__ import annotations

from functools import cache

from .data import actions, research, tile
from .power import BRAINSTONE_WORTH
from .rewards import parse

# The reward codes in words (reference §1).
CODE_WORDS = {
    "o": "ore", "c": "credit", "k": "knowledge", "q": "QIC", "pw": "power (charge)", "t": "power token",
    "tg": "Gaia-area token", "vp": "VP", "gf": "Gaiaformer", "step": "terraforming step",
    "tech": "tech tile", "fed": "federation token scored again", "t-a3": "token from area III to the Gaia area",
    "up-lowest": "step on your lowest research track", "swap-PI": "swap PI and a mine",
    "down-lab": "lab to trading station + research step", "space-station": "space station",
}

# The player board's power areas and tokens, in the rulebook's words (The Power Cycle; Research: level 5 and
# advanced tech tiles take a green federation token, which turns grey)
POWER_AREAS = {"I": "area I", "II": "area II", "III": "area III (spendable)", "gaia": "Gaia area"}
BRAINSTONE = f"brainstone (worth {BRAINSTONE_WORTH} when spent)"
FEDERATION_SIDE = {True: "green side: can pay for level 5 or an advanced tile", False: "flipped"}

PLURAL = frozenset({"c", "t", "tg", "gf", "step", "tech"})  # codes whose words take an s for more than one


def counted(n: int, code: str) -> str:
    """``2 credits``, ``1 credit``: a count and its code in words."""
    word = CODE_WORDS.get(code, code)
    return f"{n} {word}{'s' if n != 1 and code in PLURAL else ''}"


# What a tile counts (its "when", "once_per" or "pass_per"), in the rulebook's words (reference §6–§9).
COUNTED = {"terraforming-step": "terraforming step", "research-step": "research step", "mine": "mine",
           "federation": "federation", "trading-station": "trading station", "lab": "research lab",
           "gaia-mine": "mine on a Gaia planet", "gaia-planet": "Gaia planet", "planet-type": "planet type",
           "sector": "sector", "pi-or-academy": "planetary institute or academy",
           "big": "planetary institute or academy"}

# What a final scoring tile ranks the players by, in the rulebook's words (Game End and Scoring).
FINAL_WORDS = {"structure": "structures on the map", "structureFed": "structures in federations",
               "planetType": "planet types", "gaia": "Gaia planets", "sector": "sectors",
               "satellite": "satellites (and space stations)"}


def words(reward: str) -> str:
    """``"2c,1pw"`` → ``"+2 credits, +1 power (charge)"``: a reward string in words."""
    if not reward:
        return "nothing"
    out = []
    for n, code in parse(reward):
        if code.startswith("range+"):
            out.append(f"range +{code[6:]}")
        else:
            out.append(f"+{counted(n, code)}")
    return ", ".join(out) or "nothing"


def special_words(text: str) -> str:
    """A special action's gain in words: a faction's action by name (``swap-PI``), a reward as ``words`` reads it."""
    return CODE_WORDS[text] if text in CODE_WORDS and text != "step" else words(text)


def cost_words(cost: str) -> str:
    """``"4pw"`` → ``"4 power from area III"``: a cost in words (paying power spends it from area III)."""
    spent = {"pw": "power from area III", "t-a3": "token from area III to the Gaia area"}
    return ", ".join(f"{n} {spent[code]}" if code in spent else counted(n, code) for n, code in parse(cost))


def tile_text(kind_: str, tile_id: str) -> str:
    """What a tech tile, booster or federation token does, in words (reference §6–§8)."""
    effect = tile(kind_, tile_id)
    parts = []
    if "once" in effect:
        parts.append(f"once: {words(effect['once'])}")
    if "once_per" in effect:
        got = f"{effect['vp']} VP" if "vp" in effect else words(effect["reward"])
        parts.append(f"once: {got} per {COUNTED[effect['once_per']]}")
    if "income" in effect:
        parts.append(f"income: {words(effect['income'])}")
    if "special" in effect:
        parts.append(f"action each round: {words(effect['special'])}")
    if "pass_per" in effect:
        parts.append(f"on passing: {effect['vp']} VP per {COUNTED[effect['pass_per']]}")
    if "when" in effect:
        parts.append(f"{effect['vp']} VP per {COUNTED[effect['when']]}")
    if "passive" in effect:
        parts.append("PI and academies have power value 4")
    if "reward" in effect and "once_per" not in effect:
        parts.append(words(effect["reward"]))
    return "; ".join(parts)


# What a learner calls each kind of tile: the tiles print no names, so the table names them by what they do.
TILE_KINDS = {"booster": "round booster", "tech": "tech tile", "advtech": "advanced tech tile",
              "federation": "federation token", "round": "round scoring tile"}


def tile_named(kind_: str, tile_id: str) -> str:
    """``booster6`` → "the round booster (income: +1 ore; on passing: 1 VP per mine)": a tile by what it does."""
    return f"the {TILE_KINDS[kind_]} ({tile_text(kind_, tile_id)})"


def space_words(reward: str) -> str:
    """What an action space gives, as the research board prints it: ``"2o"`` → ``"+2 ore"``, ``"tech"`` → ``"a tech tile"``."""
    special = {"tech": "a tech tile", "fed": "score a federation token again", "3vp": "3 VP + 1 VP per planet type",
               "1step": "a mine with 1 free terraforming step", "2step": "a mine with 2 free terraforming steps"}
    return special.get(reward) or words(reward)


def gains(reward: str) -> str:
    """``"2o,1k"`` → ``"2 ore, 1 knowledge"``: a reward as a sentence says it (``words`` without the plus signs)."""
    return ", ".join(part.removeprefix("+") for part in words(reward).split(", "))


def level_words(code: str, level: int) -> str:
    """What level ``level`` of a research track gives, as the research board prints it ("" for nothing)."""
    track_ = research()[code]
    gains = []
    if track_["once"][level]:
        gains.append(f"once {words(track_['once'][level])}")
    if "income" in track_ and track_["income"][level]:
        gains.append(f"income {words(track_['income'][level])}")
    if "range" in track_:
        gains.append(f"range {track_['range'][level]}")
    if "ore_per_step" in track_:
        gains.append(f"{track_['ore_per_step'][level]} ore per terraforming step")
    if "gaia_project_cost" in track_ and track_["gaia_project_cost"][level]:
        gains.append(f"Gaia project: {track_['gaia_project_cost'][level]} tokens")
    return "; ".join(gains)


def track(code: str) -> str:
    """``"int"`` → ``"Artificial Intelligence"``: a research track by the name the research board prints."""
    return research()[code]["name"]


PAID_WITH = {"pw": "power", "q": "QIC"}


def price(cost: str) -> str:
    """``"4pw"`` → ``"4 power"``: what an action space costs, as its button shows it."""
    (n, code), = parse(cost)
    return f"{n} {PAID_WITH[code]}"


@cache
def action_space(space: str) -> str:
    """``"power3"`` → ``"the power action 'gain 2 ore' (4 power)"``: an action space as the research board shows it
    (remembered: a refusal of each space taken or too dear words it at every listing)."""
    fields = actions()["power"][space]
    given = space_words(fields["reward"])
    given = f"gain {gains(fields['reward'])}" if given.startswith("+") else given
    (_, code), = parse(fields["cost"])
    return f"the {PAID_WITH[code]} action '{given}' ({price(fields['cost'])})"


def charged(text: str) -> int:
    """How much power a ``charge`` line moves: ``"2pw"`` → 2, ``"1t,3pw"`` (a token first) → 3."""
    return sum(n for n, code in parse(text) if code == "pw")

"""A player's faction board as plain data, keyed by the rulebook's names (Gaia Project › Setup).

The state keeps one per seat (``GaiaState.pl``) as a plain dict, so that records, clones and agents' look-ahead copy
it cheaply as JSON; ``FactionBoard`` names and types its keys. Costs and rewards stay written in the data's reward
codes (rewards.py: ``2o,1q``); ``RESOURCE`` says which count of the board each code moves. The boardgamers.space
log's own keys (``o``, ``pw``, ``bs``…) are met only at the edge (log.py, trace.py).
"""

from __future__ import annotations

from typing import TypedDict

from .data import TRACKS
from .power import AREAS


class FactionBoard(TypedDict):
    faction: str | None              # the faction's id (data/factions.toml), None until chosen
    vp: int                          # the VP marker on the VP track
    vp_book: dict[str, dict[str, int]]  # the same VP by source and detail (victory_points.py)
    ore: int
    credits: int
    knowledge: int
    qic: int
    power_areas: list[int]           # power tokens in areas I, II and III of the power cycle
    gaia_area: int                   # power tokens in the Gaia area
    brainstone: str | None           # Taklons: area1, area2, area3 or gaia; None once discarded, or for others
    research: dict[str, int]         # the level (0-5) in each research area (data.TRACKS)
    gaiaformers: int                 # Gaiaformers on the board, free for a Gaia project
    gaiaformers_in_gaia_area: int    # used by a Gaia project, back on the board in the next Gaia phase
    tech_tiles: list[list]           # [tile id, covered], in the order taken
    booster: str | None              # the round booster held
    federation_tokens: list[list]    # [token id, green side up], in the order taken
    passed: bool                     # passed in this round
    specials_used: list[str]         # the sources of the special actions used this round
    income: list[list[str]]          # [source, income] in the order gained (income.py)


# a reward code → the count on the board it gains or pays
RESOURCE = {"o": "ore", "c": "credits", "k": "knowledge", "q": "qic", "vp": "vp", "gf": "gaiaformers",
            "tg": "gaia_area"}


def new() -> FactionBoard:
    """A board before its faction is chosen: everything at zero."""
    return FactionBoard(faction=None, vp=0, vp_book={}, ore=0, credits=0, knowledge=0, qic=0, power_areas=[0, 0, 0],
                        gaia_area=0, brainstone=None, research=dict.fromkeys(TRACKS, 0), gaiaformers=0,
                        gaiaformers_in_gaia_area=0, tech_tiles=[], booster=None, federation_tokens=[], passed=False,
                        specials_used=[], income=[])


def tokens_in_cycle(board: FactionBoard) -> int:
    """Power tokens in areas I-III, the brainstone as one: what a Gaia project or satellites may take."""
    return sum(board["power_areas"]) + (board["brainstone"] in AREAS)

"""Game end and scoring (Gaia Project › Game End and Scoring).

VP run on a track during the game, each booked to its source (victory_points.py). After round 6: the two final
scoring tiles rank the players (18, 12, 6 VP by place; tied players share the places' VP, rounded down; a count of 0
scores nothing; with 2 players a neutral player takes a rank), 4 VP per research level above 2 on each track, and
resources: as the reference engine does, all power that can be burned is burned, area III power is spent for credits
(1 each; Nevlas with PI 2; the brainstone 3), QIC become ore, then 1 VP per 3 ore, credits and knowledge together
(credits capped at 30 and ore at 15 on the way). That engine pays the credits as a payment of their worth divided by
the token's rate, so Nevlas with their PI move only half their area III tokens (rounded up) back to area I: the same
VP, and the power areas that engine shows.
"""

from __future__ import annotations

from functools import lru_cache

from . import power
from .free_actions import burn
from .resources import gain_one, spend_power
from .data import research, tile
from .faction_board import RESOURCE
from .victory_points import FINAL_TILE, RESEARCH_SCORING, RESOURCE_SCORING, research_level, score
from .words import FINAL_WORDS, counted


RESOURCES_PER_VP = 3  # Game End and Scoring: 1 VP for every 3 credits, knowledge and ore left
FINAL_TALLY = {"structure": "structure", "structureFed": "federated-structure", "planetType": "planet-type",
               "gaia": "gaia-planet", "sector": "sector", "satellite": "satellite"}


def counts(s, p: int, final_tile: str) -> int:
    """What a final scoring tile ranks seat ``p`` by (Ivits' space stations count as satellites)."""
    return s.tally(p, FINAL_TALLY[final_tile])


def final_counts(s) -> list[tuple[str, list[int]]]:
    """Each final scoring tile with its ``counts`` of every seat, each seat's structures found once (a look-ahead
    asks them for many moves)."""
    own = s.structures_by_seat()
    return [(final_tile, [s.tally(p, FINAL_TALLY[final_tile], own[p]) for p in range(s.players)])
            for final_tile in s.setup["finalScoring"]]


def ranking(s, final_tile: str, counted: list[int] | None = None) -> list[int]:
    """VP each seat gets from one final scoring tile (``counted``: every seat's ``counts``, when known)."""
    counted = [counts(s, p, final_tile) for p in range(s.players)] if counted is None else counted
    return list(_places(final_tile, tuple(counted)))


@lru_cache(maxsize=4096)
def _places(final_tile: str, counted: tuple[int, ...]) -> tuple[int, ...]:
    """``ranking`` from the counts alone (a neutral player takes a rank at two seats), remembered: a look-ahead ranks
    the same few counts for every move it tries that places a structure."""
    players = len(counted)
    ranks = tile("final", "ranks")
    entrants = [(count, p) for p, count in enumerate(counted)]
    if players == 2:
        entrants.append((tile("final", final_tile)["neutral"], None))
    entrants.sort(key=lambda e: -e[0])
    vp = [0] * players
    place = 0
    while place < len(entrants):
        tied = [e for e in entrants if e[0] == entrants[place][0]]
        share = sum(ranks[i] if i < len(ranks) else 0 for i in range(place, place + len(tied))) // len(tied)
        for count, p in tied:
            if p is not None and count > 0:
                vp[p] = share
        place += len(tied)
    return tuple(vp)


def final(s) -> None:
    for final_tile in s.setup["finalScoring"]:
        for p, vp in enumerate(ranking(s, final_tile)):
            score(s, p, vp, (FINAL_TILE, f"most {FINAL_WORDS[final_tile]}: {counts(s, p, final_tile)}"))
    for p, pl in enumerate(s.pl):
        for code, level in pl["research"].items():
            score(s, p, research()["endgame_vp"][level], research_level(code, level, RESEARCH_SCORING))
        burnable = power.burnable(pl)
        if burnable:
            burn(s, p, (str(burnable),))
        worth, per_token = power.spendable(pl, s.nevlas_pi(p)), 2 if s.nevlas_pi(p) else 1
        if worth:
            spend_power(s, p, worth // per_token)
            gain_one(s, p, worth, "c")
        if pl["qic"]:
            gain_one(s, p, pl["qic"], "o")
            pl["qic"] = 0
        score(s, p, (pl["ore"] + pl["credits"] + pl["knowledge"]) // RESOURCES_PER_VP,
              (RESOURCE_SCORING, ", ".join(counted(pl[RESOURCE[code]], code) for code in ("o", "c", "k"))))


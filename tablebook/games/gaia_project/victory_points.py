"""The VP track and where every VP on it came from (Gaia Project › Setup: the VP marker starts on space 10; Game End
and Scoring: "The player with the most VP wins the game").

Every VP gained or paid goes through ``score``, which moves the player's VP marker (``pl["vp"]``) and books the
points in their VP book (``pl["vp_book"]``: source → detail → points, in the order first booked), so the book adds
up to the track at every moment. The sources are named as the rulebook names what pays: the starting VP, round
scoring tiles, tech tiles, advanced tech tiles, federation tokens (scored again too), round boosters (on passing),
the research board (Gaia Project level 5), the QIC action "gain VP for planet types", faction abilities (the
Gleens' Gaia mines), VP spent to charge power, and at the end the final scoring tiles, research scoring and resource
scoring. The details are ours: the tile, track or token that paid.
"""

from __future__ import annotations

import re

from functools import cache

from tablebook.core import ScoreItem
from tablebook.core.scoring import total

from .words import tile_text, track

START = "starting VP"
STARTING_VP = 10  # Setup: the VP marker on "space 10 (10 VP) of the VP track"
ROUND_TILE = "round scoring tiles"
TECH = "tech tiles"
ADVANCED_TECH = "advanced tech tiles"
FEDERATION = "federation tokens"
BOOSTER = "round boosters"
RESEARCH = "research board"
QIC_ACTION = "QIC actions"
FACTION = "faction abilities"
CHARGE = "charge power"
FINAL_TILE = "final scoring tiles"
RESEARCH_SCORING = "research scoring"
RESOURCE_SCORING = "resource scoring"
EDITED = "edited by hand"

Source = tuple[str, str]  # (source, detail); the makers below are cached: a tile's words never change


def score(s, p: int, points: int, source: Source) -> None:
    """Seat ``p`` gains ``points`` VP (pays them when negative) from ``source``: the marker moves and the book
    records it."""
    kind, detail = source
    if points == 0:
        return
    pl = s.pl[p]
    pl["vp"] += points
    details = pl["vp_book"].setdefault(kind, {})
    details[detail] = details.get(detail, 0) + points


@cache
def tech_tile(tile_id: str) -> Source:
    """A standard or advanced tech tile as a source of VP."""
    kind = "advtech" if tile_id.startswith("adv") else "tech"
    return (ADVANCED_TECH if kind == "advtech" else TECH), f"{tile_id}: {tile_text(kind, tile_id)}"


@cache
def booster(tile_id: str) -> Source:
    return BOOSTER, f"{tile_id}: {tile_text('booster', tile_id)}"


@cache
def federation(token: str) -> Source:
    return FEDERATION, f"{token}: {tile_text('federation', token)}"


@cache
def round_tile(round_: int, tile_id: str) -> Source:
    return ROUND_TILE, f"round {round_} ({tile_id}): {tile_text('round', tile_id)}"


@cache
def research_level(code: str, level: int, kind: str = RESEARCH) -> Source:
    """A level on a research track, as a source of VP on reaching it or at the end (``kind``)."""
    return kind, f"{track(code)} level {level}"


# The book keys a tile's words with its id ("booster6: …", "round 1 (score4): …"), as states saved since rules
# version 3 hold them; the breakdown a learner reads says the words alone (its source names the kind of tile).
_TILE_ID = re.compile(r"^(?:booster|advtech|tech|fed)\d+: | \(score\d+\)")


def breakdown(s, p: int) -> list[ScoreItem]:
    """Seat ``p``'s VP by source and detail, in the order first booked; they add up to the VP track. A position
    edited by hand (``State.edit``) may have VP that no rule booked: they are one item of their own."""
    items = [ScoreItem(kind, _TILE_ID.sub("", detail), points) for kind, details in s.pl[p]["vp_book"].items()
             for detail, points in details.items()]
    unbooked = s.pl[p]["vp"] - total(items)
    if unbooked and s.options.get("edited"):
        items.append(ScoreItem(EDITED, "VP set by editing the position", unbooked))
    return items


def booked(s, p: int) -> int:
    """``breakdown``'s total without its words (a look-ahead asks the score of every move it tries): the VP track,
    which the book adds up to (``score`` moves both; tests hold them equal at every step of random and reference
    games), and in a position edited by hand ``breakdown`` makes up the difference."""
    return s.pl[p]["vp"]

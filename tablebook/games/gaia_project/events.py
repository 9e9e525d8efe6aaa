"""VP for things done during a round: the round's scoring tile and tiles that pay per event.

Events (data/tiles.toml): mine, gaia-mine (a mine on a Gaia planet), trading-station, pi-or-academy,
research-step, terraforming-step, federation.
"""

from __future__ import annotations

from .data import tile
from .victory_points import round_tile, score, tech_tile


def happened(s, p: int, event: str, times: int = 1) -> None:
    """Seat ``p`` did ``event`` ``times`` times: the round tile and p's uncovered tiles that pay for it score."""
    if times <= 0:
        return
    pl = s.pl[p]
    if 1 <= s.round <= 6:
        tile_id = s.setup["roundScoring"][s.round - 1]
        scoring_tile = tile("round", tile_id)
        if scoring_tile["when"] == event:
            score(s, p, scoring_tile["vp"] * times, round_tile(s.round, tile_id))
    for tile_id, covered in pl["techs"]:
        if not covered:
            effect = tile("advtech" if tile_id.startswith("adv") else "tech", tile_id)
            if effect.get("when") == event:
                score(s, p, effect["vp"] * times, tech_tile(tile_id))

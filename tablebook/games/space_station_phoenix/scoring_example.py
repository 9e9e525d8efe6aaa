"""The rulebook's scoring example (3 players), rebuilt from the positions it describes, for tests and lessons.

Game End Scoring › Scoring Example: Anna 142, Beth 141, Connor 159, with Anna and Connor tied for first
in pink (8 each) and sharing (10 + 5) // 2 = 7. The Sectors are chosen so that the quarters match the
text: Anna's 7 Sectors are all full (25 residents), Beth's Level-3 teal Sector is 308 (1 point per
Human), Connor keeps Hub A-1 and one ship. Only the Sector numbers are our choice: the rulebook names
the Sectors by colour, level and residents, not by number.
"""

from __future__ import annotations

from .data import SECTORS, TRACKS
from .ships import remove_ship

ANNA, BETH, CONNOR = 0, 1, 2


def build_station(s, p: int, sectors: dict[str, list[str]]) -> None:
    """Give seat ``p`` these Sectors (id → residents, left to right), taken out of the display if there."""
    s.stations[p] = {}
    for sid, residents in sectors.items():
        s.stations[p].setdefault(SECTORS[sid]["colour"], []).append(sid)
        s.residents[sid] = list(residents)
        if sid in s.market:
            s.market.remove(sid)


def bare_table(s) -> None:
    """Nobody holds anything: no GEMs, resources, points, Sectors or Diplomacy steps."""
    for p in range(s.players):
        s.gems[p], s.points[p] = 0, 0
        s.res[p] = {"food": 0, "water": 0, "metal": 0}
        s.stations[p] = {}
        s.diplomacy[p] = {t: 0 for t in TRACKS}
        s.hub_residents[p] = []
    s.residents, s.fresh = {}, []


def scoring_example():
    """The three stations of the example at the end of the game (Anna, Beth and Connor are seats 0, 1 and 2)."""
    from . import GAME

    s = GAME.setup(3, 4, setup="first-game")
    with s.edit():
        bare_table(s)
        s.hubs = ["B-5", "B-3", "A-1"]
        build_station(s, ANNA, {
            "102": ["teal", "teal"], "202": ["teal", "teal", "teal", "teal"], "302": ["teal", "gold", "gold", "gold"],
            "121": ["pink", "pink", "pink"], "225": ["pink", "pink", "pink", "gold", "gold"],
            "323": ["pink", "pink", "gold", "gold"],
            "111": ["gold", "gold", "human"]})
        build_station(s, BETH, {
            "103": ["teal", "teal", "teal"], "203": ["teal", "teal", "human", "human"],
            "308": ["human", "human", "human", "human", "human"],
            "113": ["brown", "brown", "brown"], "213": ["brown", "brown", "human", "human"], "313": ["human", "human"],
            "124": []})
        build_station(s, CONNOR, {
            "104": ["teal", "teal"], "204": ["teal", "gold", "gold", "gold"], "301": ["gold"],
            "114": ["brown", "brown"], "214": ["brown", "brown", "brown", "brown"],
            "317": ["brown", "brown", "brown", "brown"],
            "126": ["pink", "pink"], "226": ["pink", "pink", "pink", "pink", "pink"], "321": ["pink"]})
        s.points = [1, 24, 9]
        s.gems = [5, 2, 22]
        s.res = [{"food": 2, "water": 2, "metal": 2}, {"food": 1, "water": 1, "metal": 0},
                 {"food": 4, "water": 4, "metal": 3}]
        connors = [x for x, owner in s.ships.items() if owner == CONNOR]
        for x in connors[1:]:
            remove_ship(s, x)
    return s

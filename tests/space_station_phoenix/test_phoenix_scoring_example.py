"""The rulebook's scoring example (3 players), rebuilt from the positions it describes.

Game End Scoring › Scoring Example: Anna 142, Beth 141, Connor 159, with Anna and Connor tied for first
in pink (8 each) and sharing (10 + 5) // 2 = 7. The Sectors are chosen so that the quarters match the
text: Anna's 7 Sectors are all full (25 residents), Beth's Level-3 teal Sector is 308 (1 point per
Human), Connor keeps Hub A-1 and one ship.
"""

from __future__ import annotations

from .phoenix_helpers import bare_table, build_station, first_game

ANNA, BETH, CONNOR = 0, 1, 2


def scoring_example():
    s = first_game(3, seed=4)
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
        connors = [x for x, ship in s.ships.items() if ship["owner"] == CONNOR]
        for x in connors[1:]:
            del s.ships[x]
    return s


def rows(s, p):
    found = {}
    for item in s.score_breakdown(p):
        found[item.source] = found.get(item.source, 0) + item.points
    return found


def test_the_scoring_example_gives_142_141_and_159():
    assert scoring_example().scores() == [142, 141, 159]


def test_each_row_of_the_score_sheet():
    s = scoring_example()
    # the score sheet printed under the example, row by row
    assert rows(s, ANNA) == {"score track": 1, "sectors": 44, "residents": 50, "majorities": 5 + 10 + 10 + 7,
                             "station bonuses": 14, "leftovers": 1}
    assert rows(s, BETH) == {"score track": 24, "sectors": 44, "residents": 42, "majorities": 10 + 5 + 5,
                             "station bonuses": 11}
    assert rows(s, CONNOR) == {"score track": 9, "sectors": 60, "residents": 50, "majorities": 5 + 7 + 10,
                               "station bonuses": 15, "leftovers": 3}


def test_the_tie_for_first_in_pink_shares_fifteen_rounded_down():
    s = scoring_example()
    pink = {p: [i.points for i in s.score_breakdown(p) if i.source == "majorities" and "pink" in i.detail]
            for p in (ANNA, BETH, CONNOR)}
    assert pink == {ANNA: [7], BETH: [], CONNOR: [7]}


def test_connor_wins():
    assert scoring_example().winners() == [CONNOR]

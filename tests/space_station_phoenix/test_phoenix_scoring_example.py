"""The rulebook's scoring example (Game End Scoring › Scoring Example), checked row by row against the score
sheet printed under it: Anna 142, Beth 141, Connor 159, the tie for first in pink shared 7 and 7."""

from __future__ import annotations

from tablebook.games.space_station_phoenix.scoring_example import ANNA, BETH, CONNOR, scoring_example


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


def test_the_score_is_the_breakdowns_total_in_played_positions():
    """``score`` adds the rows without their words: at every 9th position of a seeded four-player game it is the sum
    of the breakdown's rows."""
    from tablebook.core.scoring import total
    from tests.games import positions

    for state in positions("space-station-phoenix", 4, seed=3, every=9, limit=1500):
        assert [state.score(p) for p in range(4)] == [total(state.score_breakdown(p)) for p in range(4)]

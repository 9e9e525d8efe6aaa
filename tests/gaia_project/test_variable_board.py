"""The variable game board (Gaia Project › Variants › Variable game board): methods 1 and 2, and the 3-player board
without sectors 9 and 10. Expected places are written out by hand from the reference's tables (§3.3 shapes, §3.4
the basic setup's 3–4 player board), not read from our data."""

from __future__ import annotations

import pytest

import tablebook
from tablebook.agents.simulate import play
from tablebook.core import IllegalAction
from tablebook.games.gaia_project.board import Board, distance, faces

G = tablebook.load("gaia-project")

# the basic setup's places of tiles 1-4 for 3-4 players (reference §3.4: 1 at (2, 3), 2 at (0, 0), 3 at (-3, 5),
# 4 at (-5, 2), all at rotation 0)
BASIC = {"1": (2, 3), "2": (0, 0), "3": (-3, 5), "4": (-5, 2)}
LARGE = {(0, 0), (5, -2), (2, 3), (-3, 5), (-5, 2), (-2, -3), (3, -5), (-1, 8), (-6, 10), (-8, 7)}
# the large shape less its west centre and its middle east centre (the reference engine's 8-sector board)
EIGHT = LARGE - {(3, -5), (-6, 10)}


def placed(state) -> dict[str, tuple[int, tuple[int, int]]]:
    """Each tile of the board: its rotation and centre."""
    return {s["sector"]: (s["rotation"], (s["center"]["q"], s["center"]["r"]))
            for s in state.setup["placement"]["sectors"]}


def test_method_1_keeps_tiles_1_to_4_as_in_the_basic_setup_and_places_the_rest_at_random():
    boards = [placed(G.setup(4, seed, layout="method1")) for seed in range(6)]
    for board in boards:
        assert {name: board[name] for name in BASIC} == {name: (0, c) for name, c in BASIC.items()}
        assert {c for _, c in board.values()} == LARGE
        assert set(board) == {"1", "2", "3", "4", "5A", "6A", "7A", "8", "9", "10"}  # 5-7 solid side up
    rest = {tuple(sorted((name, spot) for name, spot in board.items() if name not in BASIC)) for board in boards}
    assert len(rest) == 6  # "randomly place tiles 05 through 10": places and turns differ from seed to seed


def test_method_2_shuffles_tiles_1_to_4_over_their_basic_places_in_the_basic_orientation():
    boards = [placed(G.setup(3, seed, layout="method2")) for seed in range(8)]
    for board in boards:
        assert {board[name][1] for name in BASIC} == set(BASIC.values())
        assert all(board[name][0] == 0 for name in BASIC)
    assert len({tuple(board[name][1] for name in BASIC) for board in boards}) > 1


@pytest.mark.parametrize("layout", ["random", "method1", "method2"])
def test_the_3_player_board_without_sectors_9_and_10_has_8_tiles_and_49_planets(layout):
    for seed in range(3):
        state = G.setup(3, seed, layout=layout, sectors="without-9-10")
        board = placed(state)
        assert set(board) == {"1", "2", "3", "4", "5A", "6A", "7A", "8"}
        assert {c for _, c in board.values()} == EIGHT
        # reference §3.2, planets per face: 6 + 7 + 6 + 6 + 6 + 6 + 6 + 6
        assert len(state.board.planets()) == 49
        assert Board.from_placement(state.setup["placement"]).problems() == []
    # one board: each tile touches another (centres 5 apart)
    assert all(any(distance(a, b) == 5 for b in EIGHT if b != a) for a in EIGHT)
    assert sum(len(faces()[n].replace("e", "")) for n in ("1", "2", "3", "4", "5A", "6A", "7A", "8")) == 49


def test_a_3_player_game_on_the_8_tile_board_plays_to_the_end():
    state = play(G, 3, 2, ["random"], 5000, sectors="without-9-10")[0]
    assert state.is_over() and state.round == 6
    assert {h for h in state.bld} <= {f"{q}x{r}" for q, r in state.board.planets()}


@pytest.mark.parametrize("players, options, words", [
    (2, {"layout": "method1"}, "layout=method1 is a variable board for 3 or 4 players"),
    (2, {"layout": "method2"}, "layout=method2 is a variable board for 3 or 4 players"),
    (4, {"sectors": "without-9-10"}, "only a 3-player game may leave out sectors 9 and 10"),
    (3, {"sectors": "without-9-10", "layout": "introductory"}, "the introductory board uses all 10 sector tiles"),
    (3, {"sectors": "none"}, "option sectors must be all or without-9-10, not 'none'"),
])
def test_a_variable_board_the_rulebook_does_not_describe_is_refused(players, options, words):
    with pytest.raises(IllegalAction) as info:
        G.setup(players, 1, **options)
    assert words in str(info.value)


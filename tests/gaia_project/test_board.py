"""The map: sector faces, rotations, the legacy mirror, log coordinates and the layout rule."""

from __future__ import annotations

import pytest

from tablebook.games.gaia_project.board import (Board, Placement, distance, faces, mirrored, neighbours,
                                                turned)
from tests.gaia_project.reference_games import game_folders, seed_of, setup_of

FOLDERS = game_folders()


@pytest.mark.parametrize("folder", FOLDERS, ids=[f.name for f in FOLDERS])
def test_the_board_of_each_reference_game_has_the_planets_the_reference_engine_drew(folder):
    setup = setup_of(folder)
    board = Board.from_placement(setup["placement"], seed_of(folder))
    ours = sorted([q, r, code, board.sector[(q, r)]] for (q, r), code in board.planets().items())
    assert ours == sorted(setup["hexes"])
    assert board.problems() == []  # every drawn board keeps the layout rule


def test_there_are_40_planets_for_two_players_and_61_for_more():
    # reference §3.2: 4 of each home type + 5 Gaia + 7 Transdim; 6 of each + 7 Gaia + 12 Transdim
    def count(names):
        return "".join(faces()[n] for n in names)
    small = count(["1", "2", "3", "4", "5B", "6B", "7B"])
    large = count(["1", "2", "3", "4", "5A", "6A", "7A", "8", "9", "10"])
    assert [small.count(c) for c in "rovdsti gm" if c != " "] == [4] * 7 + [5, 7]
    assert [large.count(c) for c in "rovdsti gm" if c != " "] == [6] * 7 + [7, 12]


def test_one_turn_clockwise_moves_north_to_the_second_hex_of_the_outer_ring():
    assert turned((2, 0), 1) == (0, 2)       # A0 → A2: 60° of the outer ring's 30° steps
    assert turned((1, 0), 1) == (0, 1)       # B0 → B1
    assert turned((2, 0), 6) == (2, 0)


def test_a_rotated_tile_puts_its_north_planet_where_the_rotation_says():
    # sector 1 has Transdim at A3 (east); turned twice (120° clockwise) it lies at A7
    board = Board([Placement("1", 2, (0, 0))])
    assert board.planet[board.parse("1A7")] == "m"
    assert board.planet[board.parse("1A3")] == "e"


def test_the_legacy_mirror_swaps_the_rings_but_keeps_north_and_the_centre():
    face = faces()["2"]
    flipped = mirrored(face)
    assert flipped[0] == face[0] and flipped[12] == face[12] and flipped[18] == face[18]
    assert flipped[1] == face[11] and flipped[13] == face[17]
    assert mirrored(flipped) == face


def test_log_coordinates_in_both_forms_name_the_same_hex():
    board = Board([Placement("1", 0, (0, 0)), Placement("10", 3, (5, -2))])
    assert board.parse("10A4") == (5 - 2, -2 + 2)
    assert board.parse("3x0") == board.parse("10A4")
    assert board.parse("1C") == (0, 0)
    for h in board.planet:
        assert board.parse(board.label(h)) == h
    for bad in ("2A1", "1A12", "1B6", "x", "9x9"):
        with pytest.raises(ValueError):
            board.parse(bad)


def test_distance_and_neighbours():
    assert distance((0, 0), (2, -1)) == 2
    assert distance((0, 0), (2, 1)) == 3
    assert distance((-3, 5), (2, 3)) == 5
    assert all(distance((1, 1), n) == 1 for n in neighbours((1, 1)))
    assert len(set(neighbours((1, 1)))) == 6


def test_the_layout_rule_refuses_two_neighbouring_planets_of_one_home_type():
    # sector 1 has Volcanic at A5, offset (-2, 1); sector 2 has Volcanic at A11, offset (2, -1): centred at (-5, 2)
    # that planet lies at (-3, 1), next to (-2, 1)
    board = Board([Placement("1", 0, (0, 0)), Placement("2", 0, (-5, 2))])
    assert board.problems() == ["2A11 and 1A5 are both v"]
    assert Board([Placement("1", 0, (0, 0)), Placement("2", 1, (-5, 2))]).problems() == []

"""The variable game board (Gaia Project › Variants › Variable game board): methods 1 and 2, and the 3-player board
without sectors 9 and 10. Expected places are written out by hand from the reference's tables (§3.3 shapes, §3.4
the basic setup's 3–4 player board), not read from our data."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

import tablebook
from tablebook.agents.simulate import play
from tablebook.core import IllegalAction
from tablebook.games.gaia_project import assembly
from tablebook.games.gaia_project.board import Board, Placement, distance, faces
from tablebook.games.gaia_project.draw import introductory

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



# --- the last player assembles the board (layout=assembled) ----------------------------------------------------
def assembling(players: int, seed: int = 1, **options):
    """A game whose factions are chosen (no two of one home type): the last seat is to lay the first tile."""
    state = G.setup(players, seed, layout="assembled", **options)
    for faction in ("terrans", "xenos", "ivits", "nevlas")[:players]:
        state.apply(f"faction {faction}")
    return state


@pytest.mark.parametrize("players, options, places, planets", [
    (2, {}, 7, 40), (4, {}, 10, 61), (3, {"sectors": "without-9-10"}, 8, 49)])
def test_the_last_player_lays_every_tile_after_the_factions_then_the_mines_come(players, options, places, planets):
    # Variants › Variable game board: "after players have chosen their factions, the last player in turn order
    # assembles it"; places and planets as in the shapes above (reference §3.2-§3.3)
    state = assembling(players, **options)
    laid = 0
    while state.phase() == "sector":
        assert state.decider() == players - 1
        state.apply(state.legal_actions()[-1])
        laid += 1
    assert laid == places and state.phase() == "setup-build" and state.decider() == 0
    assert len(state.board.planets()) == planets and state.board.problems() == []
    assert len(state.setup["hexes"]) == planets
    assert state.record().replay(G).setup == state.setup  # the record lays the same board again


def test_a_tile_is_refused_exactly_where_it_would_break_the_layout_rule_and_the_table_stays():
    # every tile and turn at every place of one assembly, checked against Board.problems, which reads the whole board
    rng, refused = random.Random(5), 0
    state = assembling(4, seed=5)
    tiles = ("1", "2", "3", "4", "5A", "6A", "7A", "8", "9", "10")
    while state.phase() == "sector":
        done = [Placement(x["sector"], x["rotation"], (x["center"]["q"], x["center"]["r"]))
                for x in state.setup["placement"]["sectors"]]
        place = PLACES[len(done)]
        for tile in tiles:
            for turns in range(6):
                problem = state.explain(f"sector {tile} {turns}")
                if tile in {p.sector for p in done}:
                    assert f"sector {tile} is not a tile left to place" in str(problem)
                    continue
                clash = Board(done + [Placement(tile, turns, place)]).problems()
                assert (problem is None) == (not clash), (tile, turns, problem, clash)
                if problem:
                    refused += 1
                    assert "two planets of the same type can never be directly adjacent" in problem.reason
                    assert "Variants › Variable game board" in str(problem)
                    before = state.to_json()
                    with pytest.raises(IllegalAction):
                        state.apply(f"sector {tile} {turns}")
                    assert state.to_json() == before
        state.apply(rng.choice(state.legal_actions()))
    assert refused > 0


# the places in the order they are filled: the shape's centres as reference §3.3 lists them for 3-4 players
PLACES = [(0, 0), (5, -2), (2, 3), (-3, 5), (-5, 2), (-2, -3), (3, -5), (-1, 8), (-6, 10), (-8, 7)]


def test_a_tile_that_would_leave_the_board_unfinishable_is_refused():
    # by hand: sector 1 has a Volcanic planet on its outer ring (A5), which stays on the outer ring however the tile
    # is turned; with every hex just outside the place Volcanic, no turn of sector 1 fits there
    ring = [(q, r) for q in range(-3, 4) for r in range(-3, 4) if distance((0, 0), (q, r)) == 3]
    assert not assembly._fills(dict.fromkeys(ring, "v"), frozenset({"1"}), ((0, 0),))
    assert assembly._fills(dict.fromkeys(ring, "i"), frozenset({"1"}), ((0, 0),))  # sector 1 has no Ice planet


def test_a_seat_other_than_the_last_may_not_lay_a_tile_and_a_bad_word_is_explained():
    state = assembling(3)
    assert "not" in str(state.explain("sector 1 0", player=0))
    assert "write: sector <tile> <turns 0-5>" in str(state.explain("sector 1 6"))
    assert "sector 11 is not a tile left to place" in str(state.explain("sector 11 0"))


def test_an_assembled_game_plays_to_the_end_and_tells_each_tile():
    state = play(G, 2, 4, ["random"], 5000, layout="assembled")[0]
    assert state.is_over() and state.round == 6
    line = next(i for i, text in enumerate(state.history) if text.startswith("sector"))
    before = state.record().replay(G, upto=line)
    after = before.clone().apply(state.history[line], state.seats[line])
    tile, turns = state.history[line].split()[1:]
    # a faction's name is plural: "the Lantids lay"
    assert G.narrate(before, state.history[line], after)[0] == (
        f"{before.seat_name(1)} lay sector {tile} on the next place, turned {turns} × 60° clockwise.")
    assert state.record().replay(G).to_json() == state.to_json()


# --- chance scheme 2: variants that change the board deal the default game's tiles ---------------------------------
TILES = ("boosters", "techs", "terraformingFederation", "federationSupply", "roundScoring", "finalScoring")
# the whole setups of seeds 0-2 (sha256 of their JSON, sorted keys, first 16 digits), taken before variants came to
# share the default game's tiles: scheme 1 keeps them all, and the default games keep theirs under both schemes
BEFORE = [(2, {}, "f4e4df269a6b2acd"), (3, {}, "88a0af41053a7c0b"), (4, {}, "9bec8cd6af4621f5"),
          (2, {"layout": "introductory"}, "e079f87966852a9f"), (4, {"layout": "method1"}, "2338410e143336c0"),
          (3, {"layout": "method2"}, "d76a1ad190a0e413"), (3, {"sectors": "without-9-10"}, "89ba167b5cfb1cbf"),
          (2, {"layout": "assembled"}, "ba93c2d41841e00e"),
          (3, {"setup": {"placement": introductory(3)}}, "da9e38aaa53f99ef")]
BOARD_VARIANTS = [(players, options) for players, options, _ in BEFORE if options]


def tiles(state) -> dict:
    return {part: state.setup[part] for part in TILES}


@pytest.mark.parametrize("players, options", BOARD_VARIANTS)
def test_a_variant_board_deals_the_default_games_tiles_under_chance_scheme_2_only(players, options):
    for seed in range(4):
        default, variant = G.setup(players, seed), G.setup(players, seed, **options)
        assert tiles(variant) == tiles(default)
        assert variant.setup["placement"] != default.setup["placement"]
    # under scheme 1 the variant's board takes the seed's stream first, and its tiles differ
    assert any(tiles(G.setup(players, seed, chance=1, **options)) != tiles(G.setup(players, seed)) for seed in range(4))


@pytest.mark.parametrize("players, options, digest", BEFORE)
@pytest.mark.parametrize("chance", [1, 2])
def test_scheme_1_setups_and_default_games_deal_as_before(players, options, digest, chance):
    text = json.dumps([G.setup(players, seed, chance=chance, **options).setup for seed in range(3)], sort_keys=True)
    assert (hashlib.sha256(text.encode()).hexdigest()[:16] == digest) == (chance == 1 or not options)


def test_a_record_lays_out_its_game_under_its_own_scheme():
    for chance in (1, 2):
        state = G.setup(2, 3, chance=chance, layout="introductory")
        state.apply(state.legal_actions()[0])
        assert state.record().replay(G).setup == state.setup
    assert G.setup(2, 3, chance=1, layout="introductory").setup != state.setup

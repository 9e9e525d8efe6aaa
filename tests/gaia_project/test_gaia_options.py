"""The rule variants Gaia Project declares: round scoring tiles fixed or at random, factions chosen or dealt, turn
order by passing or clockwise."""

import pytest

import tablebook
from tablebook.core import GameRecord, IllegalAction
from tablebook.games.gaia_project.data import factions
from tests.gaia_project.helpers import started

G = tablebook.load("gaia-project")


def test_fixed_round_tiles_are_score1_to_score6_and_the_rest_of_the_setup_as_drawn():
    for seed in range(4):
        fixed, drawn = G.setup(3, seed, round_tiles="fixed").setup, G.setup(3, seed).setup
        assert fixed["roundScoring"] == ["score1", "score2", "score3", "score4", "score5", "score6"]
        assert {part for part in fixed if fixed[part] != drawn[part]} <= {"roundScoring"}
    # Setup: "Randomly place 1 round scoring tile": the rulebook's varies with the seed
    assert len({tuple(G.setup(3, seed).setup["roundScoring"]) for seed in range(4)}) > 1


def test_random_factions_deal_one_each_with_different_home_planets():
    for seed in range(6):
        s = G.setup(4, seed, factions="random")
        chosen = []
        while s.agenda and s.agenda[-1]["kind"] == "faction":
            (only,) = s.legal_actions()
            chosen.append(only.args[0])
            s.apply(only)
        assert len(chosen) == 4
        assert len({factions()[f]["planet"] for f in chosen}) == 4
        assert [s.pl[p]["faction"] for p in range(4)] == chosen


def test_a_faction_not_dealt_is_refused_and_the_state_stays():
    s = G.setup(2, 3, factions="random")
    (dealt,) = s.legal_actions()
    other = next(f for f in factions() if f != dealt.args[0])
    before = s.to_json()
    with pytest.raises(IllegalAction, match="dealt at random"):
        s.apply(f"faction {other}")
    assert s.to_json() == before


def test_by_choice_every_faction_is_open_to_the_first_player():
    assert len(G.setup(2, 3).legal_actions()) == len(factions()) == 14


@pytest.mark.parametrize("options, words", [
    ({"round_tiles": "tournament"}, "option round_tiles must be random or fixed, not 'tournament'"),
    ({"factions": "auction"}, "option factions must be choice or random, not 'auction'"),
    ({"layout": 1}, "option layout must be random, method1, method2, assembled or introductory, not 1"),
])
def test_bad_values_are_refused(options, words):
    with pytest.raises(IllegalAction) as info:
        G.setup(2, 1, **options)
    assert words in str(info.value)


def test_a_record_replays_with_its_options():
    s = G.setup(2, 8, factions="random", round_tiles="fixed")
    for _ in range(2):
        s.apply(s.legal_actions()[0])
    record = GameRecord.from_json(s.record().to_json())
    assert record.options == {"layout": "random", "sectors": "all", "round_tiles": "fixed", "turn_order": "passing",
                              "factions": "random"}
    assert record.replay(G).to_json() == s.to_json()


@pytest.mark.parametrize("turn_order, expected", [("passing", [1, 0, 2]), ("clockwise", [1, 2, 0])])
def test_round_2_goes_in_passing_order_or_clockwise_from_the_first_to_pass(turn_order, expected):
    # Variants › Variable turn order: the order of passing; Actions › Pass: "The first time a player passes during a
    # round, that player takes the first player marker", and play goes clockwise from the first player.
    state = started("xenos", "geodens", "terrans", turn_order=turn_order)
    with state.edit():
        for pl in state.pl:
            pl["power_areas"] = [0, 0, 12]
    assert state.order == [0, 1, 2]
    for line in ("action-space power3", "end-turn", "pass booster", "action-space power4", "end-turn", "pass booster",
                 "pass booster"):   # seat 1 passes first, then seat 0, then seat 2
        if line.startswith("pass"):
            line = "pass " + next(b for b in state.boosters)
        state.apply(line)
    assert state.round == 2 and state.order == expected

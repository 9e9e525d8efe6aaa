"""The rule variants Space Station Phoenix declares: each does what its setup step says, and options that make no
game together are refused before anything is laid out."""

import pytest

import tablebook
from tablebook.core import IllegalAction
from tablebook.games.space_station_phoenix.data import HUBS, SECTORS

GAME = tablebook.load("space-station-phoenix")


@pytest.mark.parametrize("compensation, times", [("rulebook", 1), ("none", 0), ("double", 2)])
def test_compensation_gives_later_seats_their_gems(compensation, times):
    # step 14: GEMs by seat in turn order (0, 1, 2, 3: our estimate of the lost table), on top of the Hub's back
    s = GAME.setup(4, 2, setup="first-game", compensation=compensation)
    assert [s.gems[p] - HUBS[s.hubs[p]]["back"]["gems"] for p in range(4)] == [0, times, 2 * times, 3 * times]


def test_the_first_game_uses_sectors_numbered_1_to_4_and_basic_hubs():
    s = GAME.setup(3, 5, setup="first-game")
    assert all(int(x[-1]) <= 4 for x in s.market) and len(s.market) == 27  # 3 players + 0, × 3 colours × 3 levels
    assert all(HUBS[h]["basic"] for h in s.hubs)


def test_advanced_hubs_are_dealt_from_all_24():
    offered = set()
    for seed in range(12):
        s = GAME.setup(4, seed, hubs="advanced")
        offered |= {h for offer in s.hub_offer for h in offer}
    assert any(not HUBS[h]["basic"] for h in offered)  # 96 Hubs dealt from 24: an Advanced one among them
    basic = {h for seed in range(12) for offer in GAME.setup(4, seed).hub_offer for h in offer}
    assert all(HUBS[h]["basic"] for h in basic)


def test_the_friendly_variant_in_a_first_game_of_two_or_three():
    s = GAME.setup(3, 5, setup="first-game", friendly=1)
    assert len(s.market) == (3 + 1) * 9 and all(int(x[-1]) <= 4 for x in s.market)
    assert len(set(s.market)) == len(s.market) and set(s.market) <= set(SECTORS)


@pytest.mark.parametrize("players, options, words", [
    (4, {"setup": "first-game", "friendly": 1}, "4 of each colour and level: too few for the friendly variant"),
    (2, {"setup": "first-game", "hubs": "advanced"}, "hubs=advanced needs setup=draft"),
    (3, {"friendly": 2}, "option friendly must be 0 or 1, not 2"),
    (3, {"friendly": True}, "option friendly must be 0 or 1, not True"),
    (3, {"compensation": 3}, "option compensation must be rulebook, none or double, not 3"),
    (3, {"hubs": "expert"}, "option hubs must be basic or advanced, not 'expert'"),
])
def test_refused_options_name_the_problem(players, options, words):
    with pytest.raises(IllegalAction) as info:
        GAME.setup(players, 1, **options)
    assert words in str(info.value)


def test_a_record_replays_with_its_options():
    from tablebook.agents import simulate

    table = simulate(GAME, 2, 1, seed=2, keep_records=True, max_actions=300, friendly=1, compensation="none")
    record = table.records[0]
    assert record.options == {"setup": "draft", "hubs": "basic", "friendly": 1, "compensation": "none"}
    replayed = record.replay(GAME)
    assert len(replayed.history) == table.rows[0]["actions"] and replayed.scores() == list(table.rows[0]["scores"])


def test_the_table_shows_the_compensation_the_option_gives():
    from tablebook.views.space_station_phoenix_model import view_model

    for compensation, times in (("rulebook", 1), ("none", 0), ("double", 2)):
        s = GAME.setup(3, 4, setup="first-game", compensation=compensation)
        hubs = [seat["hub"] for seat in view_model(s)["players"]]
        assert [hub["compensation"] for hub in hubs] == [0, times, 2 * times]

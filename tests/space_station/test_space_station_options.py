"""The rule variants Space Station declares, each changing what its rule-sheet passage says (and the default is
the rule sheet's: tests in this folder check 5 cards, 6 M€ − 1 on the same colour and 2 VP in the last year)."""

import pytest

from tablebook.core import IllegalAction

from .space_station_helpers import GAME, finish_year_start, give, set_money, year_started


@pytest.mark.parametrize("size", [3, 5, 7])
def test_hand_size_is_the_hand_each_player_draws_to(size):
    s = year_started(3, 4, hand_size=size)
    assert [len(hand) for hand in s.hands] == [size] * 3


def test_the_enhanced_start_discards_down_to_the_hand_size():
    s = GAME.setup(2, 4, enhanced_start=True, hand_size=3)
    most = [0, 0]
    while s.agenda:
        verbs = s.verbs()
        s.apply(s.sample_chance() if not verbs else "income structural" if "income" in verbs
                else "keep" if "keep" in verbs else s.legal_actions()[0])
        most = [max(m, len(hand)) for m, hand in zip(most, s.hands)]
    assert most == [10, 10]  # each drew 10 (Enhanced start) ...
    assert [len(hand) for hand in s.hands] == [3, 3]  # ... and kept 3


@pytest.mark.parametrize("discount, price", [(0, 6), (1, 5), (3, 3)])
def test_same_colour_discount_is_taken_off_a_module_built_on_its_colour(discount, price):
    s = year_started(2, 3, same_colour_discount=discount)
    give(s, 0, "dormitory", "hotel")
    set_money(s, 0, 30)
    s.apply("build dormitory core L")  # the Core Module is Structural, and so is the Dormitory
    assert s.money[0] == 30 - price
    s.apply("pass")
    s.apply("build hotel core U")  # Luxury on the Core: the full 6 M€ whatever the discount
    assert s.money[0] == 30 - price - 6


@pytest.mark.parametrize("last, scores", [(2, [2, 2]), (1, [1, 1]), (3, [3, 3])])
def test_last_year_vp_is_the_majority_award_of_year_6_only(last, scores):
    s = year_started(2, 6, last_year_vp=last)
    s.apply("pass").apply("pass")  # year 1: a Structural tie, 1 VP each whatever the option
    assert s.scores() == [1, 1]
    finish_year_start(s)
    with s.edit():
        s.year = 6
    s.apply("pass").apply("pass")
    assert s.is_over() and [v - 1 for v in s.scores()] == scores


@pytest.mark.parametrize("options, words", [
    ({"hand_size": 0}, "option hand_size must be a whole number from 1 to 10, not 0"),
    ({"hand_size": 11}, "not 11"),
    ({"same_colour_discount": -1}, "option same_colour_discount must be a whole number from 0 to 6, not -1"),
    ({"last_year_vp": 2.0}, "option last_year_vp must be a whole number from 0 to 6, not 2.0"),
    ({"enhanced_start": "yes"}, "option enhanced_start must be False or True, not 'yes'"),
])
def test_bad_values_are_refused(options, words):
    with pytest.raises(IllegalAction) as info:
        GAME.setup(3, 1, **options)
    assert words in str(info.value)


def test_a_record_replays_with_its_options():
    from tablebook.agents import simulate

    table = simulate("space-station", 2, 1, seed=3, keep_records=True, hand_size=4, last_year_vp=3)
    record = table.records[0]
    assert record.options == {"enhanced_start": False, "hand_size": 4, "same_colour_discount": 1, "last_year_vp": 3}
    assert record.replay(GAME).scores() == list(table.rows[0]["scores"])


def test_the_table_shows_the_years_majority_award():
    from tablebook.views.space_station_model import view_model

    s = year_started(2, 6, last_year_vp=3)
    assert view_model(s)["die"]["vp"] == 1
    with s.edit():
        s.year = 6
    model = view_model(s)
    assert model["die"]["vp"] == 3 and {kind["points"] for kind in model["kinds"]} == {3}

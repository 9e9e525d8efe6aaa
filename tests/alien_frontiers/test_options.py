"""The rule variants Alien Frontiers declares: each changes what its rulebook passage says, and nothing else.

The rulebook's values (colonies 8/7/6, "more than 7" at the Alien Artifact, eight resources, seat 2 one fuel,
seat 3 one ore, seat 4 one of each) are the defaults; tests/alien_frontiers/test_setup.py checks them.
"""

import pytest

from .conftest import GAME, assert_illegal, give, rolled, set_colonies
from tablebook.core import CHANCE, IllegalAction


@pytest.mark.parametrize("colonies", [1, 3, 8])
def test_colonies_each_is_the_supply_and_placing_the_last_ends_the_game(colonies):
    s = rolled(4, 36, 1, 5, 5, 5, colonies=colonies)
    assert s.supply == [colonies] * 4
    set_colonies(s, "lem-badlands", colonies - 1)  # red has one left to place
    give(s, 0, fuel=0, ore=3)
    s.apply("dock colony-constructor 5 5 5")
    s.apply("land asimov-crater")
    assert s.is_over() and s.supply[0] == 0


def test_more_colonies_than_the_rulebook_go_on_after_the_rulebooks_last():
    # 4 players place 6 each; with 7 the sixth colony does not end the game
    s = rolled(4, 36, 1, 5, 5, 5, colonies=7)
    set_colonies(s, "lem-badlands", 5)
    give(s, 0, ore=3)
    s.apply("dock colony-constructor 5 5 5")
    s.apply("land asimov-crater")
    assert not s.is_over() and s.supply[0] == 1


class TestArtifactTotal:
    def _claimable(self, dice, **options):
        s = rolled(4, 16, *dice, **options)
        with s.edit():
            s.display = ["polarity-device", "booster-pod", "stasis-beam"]
            s.hands[0] = []
        for value in dice[:2]:
            s.apply(f"dock alien-artifact {value}")
            s.apply("keep")
        return s

    def test_rulebook_needs_more_than_7(self):
        s = self._claimable((3, 4, 1))  # 3 + 4 = 7: not more than 7
        assert_illegal(s, "claim booster-pod", rule="Alien Artifact")

    def test_a_lower_total_lets_7_claim(self):
        s = self._claimable((3, 4, 1), artifact_total=6)
        s.apply("claim booster-pod")
        assert s.hands[0] == ["booster-pod"]

    def test_a_higher_total_refuses_what_the_rulebook_allows(self):
        s = self._claimable((4, 5, 1), artifact_total=9)  # 9 > 7 but not > 9
        with pytest.raises(IllegalAction, match="more than 9"):
            s.apply("claim booster-pod")


class TestResourceLimit:
    def _ending_with(self, fuel, ore, **options):
        s = rolled(4, 41, 1, 2, 3, **options)
        give(s, 0, fuel=fuel, ore=ore)
        for v in (1, 2, 3):
            s.apply(f"dock colonist-hub {v}")
        s.apply("end")
        return s

    def test_ten_tokens_under_a_limit_of_ten_stay(self):
        s = self._ending_with(6, 4, resource_limit=10)
        assert s.decider() is CHANCE and (s.fuel[0], s.ore[0]) == (6, 4)

    def test_a_limit_of_five_returns_five_of_ten(self):
        s = self._ending_with(6, 4, resource_limit=5)
        assert s.decider() == 0
        assert {str(a) for a in s.legal_actions()} == {f"return {f} fuel {5 - f} ore" for f in range(1, 6)}  # at most 4 ore
        with pytest.raises(IllegalAction, match="over 5: 5"):
            s.apply("return 1 fuel 1 ore")


@pytest.mark.parametrize("compensation, start", [
    ("rulebook", [(0, 0), (1, 0), (0, 1), (1, 1)]),
    ("none", [(0, 0)] * 4),
    ("double", [(0, 0), (2, 0), (0, 2), (2, 2)]),
])
def test_compensation_is_the_later_seats_starting_fuel_and_ore(compensation, start):
    s = GAME.setup(4, 2, compensation=compensation)
    assert [(s.fuel[p], s.ore[p]) for p in range(4)] == start


def test_options_change_nothing_else_of_the_setup():
    base = GAME.setup(3, 8).to_json()
    for options in ({"artifact_total": 9}, {"resource_limit": 6}):
        other = GAME.setup(3, 8, **options).to_json()
        assert other["data"] == base["data"] and other["history"] == base["history"]


@pytest.mark.parametrize("options, words", [
    ({"colonies": 0}, "option colonies must be a whole number from 1 to 8, not 0"),
    ({"colonies": 9}, "from 1 to 8, not 9"),
    ({"colonies": True}, "not True"),
    ({"artifact_total": 7.5}, "option artifact_total must be a whole number from 0 to 18"),
    ({"resource_limit": "8"}, "option resource_limit must be a whole number from 0 to 30, not '8'"),
    ({"compensation": "app"}, "option compensation must be rulebook, none or double, not 'app'"),
    ({"long_game": 1}, "option long_game must be True or False, not 1"),
    ({"long_game": True, "colonies": 6}, "option long_game sets colonies: give one or the other"),
])
def test_bad_values_are_refused_naming_the_option_and_its_values(options, words):
    with pytest.raises(IllegalAction) as info:
        GAME.setup(3, 1, **options)
    assert words in str(info.value)


def test_a_record_carries_its_options_and_replays_with_them(tmp_path):
    from tablebook.core import GameRecord

    s = GAME.setup(2, 5, colonies=3, resource_limit=6, compensation="none")
    while not s.is_over() and len(s.history) < 400:
        s.apply(s.sample_chance() if s.decider() is CHANCE else s.legal_actions()[-1])
    s.record().save(tmp_path / "game.json")
    record = GameRecord.load(tmp_path / "game.json")
    assert record.options == {"colonies": 3, "artifact_total": 7, "resource_limit": 6, "compensation": "none",
                              "deck": "first-print"}
    assert record.replay(GAME).to_json() == s.to_json()

"""Setup for 2, 3 and 4 players (reference §2, from the first-print rulebook's setup page, and §3 ports).

Every expected number below is taken from the reference tables or worked out by hand in the comment.
"""

from fractions import Fraction

import pytest

from .conftest import COLOURS, GAME, assert_illegal, dock_other, give, rolled, ships_of
from tablebook.core import CHANCE, IllegalAction

FACILITIES = (
    "solar-converter", "lunar-mine", "orbital-market", "shipyard", "colony-constructor",
    "terraforming-station", "colonist-hub", "alien-artifact", "raiders-outpost",
)
TERRITORIES = (
    "asimov-crater", "bradbury-plateau", "burroughs-desert", "heinlein-plains",
    "herbert-valley", "lem-badlands", "pohl-foothills", "van-vogt-mountains",
)


def blocked(s, facility):
    return sum(1 for g in s.docks[facility] if g == ["blocked"])


def free(s, facility):
    return sum(1 for g in s.docks[facility] if g == [])


# --- colonies ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players, each", [(2, 8), (3, 7), (4, 6)])
def test_colonies_each_by_player_count(players, each):
    # reference §2: 4 players 6 colonies each, 3 players 7, 2 players 8
    s = GAME.setup(players=players, seed=3)
    assert s.supply == [each] * players
    assert s.hub == [0] * players
    assert all(counts == [0] * players for counts in s.colonies.values())
    assert set(s.colonies) == set(TERRITORIES)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_long_game_gives_eight_colonies_each(players):
    # reference §2: long game 8 each (2 players already have 8); records of tablebook 0.1 write it long_game=True
    for s in (GAME.setup(players=players, seed=3, colonies=8), GAME.setup(players=players, seed=3, long_game=True)):
        assert s.supply == [8] * players and s.options["colonies"] == 8


def test_two_player_long_game_is_the_ordinary_game():
    # reference §2: the long game is for 3 or 4 players, 8 each: what 2 players place anyway
    assert GAME.setup(2, 9, long_game=True).to_json() == GAME.setup(2, 9).to_json()


def test_long_game_keeps_the_player_count_ports_and_resources():
    # reference §2: long game "as for the player count" for ports and starting resources
    short, long = GAME.setup(players=3, seed=5), GAME.setup(players=3, seed=5, colonies=8)
    assert long.docks == short.docks
    assert (long.fuel, long.ore) == (short.fuel, short.ore)


# --- ships ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_three_ships_in_the_bay_and_three_in_stock_per_colour(players):
    # reference §2 step 6: 3 ships of each colour in the Maintenance Bay, the other 3 form the stock
    s = GAME.setup(players=players, seed=11)
    assert s.colours == list(COLOURS[:players])
    for p, colour in enumerate(COLOURS[:players]):
        assert len(ships_of(s, colour, "bay")) == 3
        assert len(ships_of(s, colour, "stock")) == 3
        assert all(s.ships[i]["owner"] == p for i in ships_of(s, colour, "bay") + ships_of(s, colour, "stock"))
        assert s.colour_ships_in_play(p) == 3
    # unused colours have no ships in play (their dice only block ports)
    for colour in COLOURS[players:]:
        assert not any(i.startswith(colour) for i in s.ships)


def test_relic_ship_starts_on_burroughs_desert_unowned():
    # reference §2 step 2: the Relic Ship on its square in Burroughs Desert
    s = GAME.setup(players=4, seed=2)
    assert s.ships["relic"]["at"] == "desert"
    assert s.ships["relic"]["owner"] is None


def test_fields_start_off_the_board_and_scores_are_zero():
    # reference §2 step 5: the field generators go beside the board; the VP markers start on 0
    s = GAME.setup(players=4, seed=2)
    assert s.fields == {"isolation-field": None, "positron-field": None, "repulsor-field": None}
    assert s.scores() == [0, 0, 0, 0]


def test_tie_at_the_start_goes_by_cards_then_ore_then_fuel():
    # all on 0 VP with one card each; ore: seats 2 and 3 have 1; fuel: seat 3 has 1, seat 2 none -> seat 3
    s = GAME.setup(players=4, seed=2)
    assert s.winners() == [3]


# --- starting resources ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "players, fuel, ore",
    [
        (2, [0, 1], [0, 0]),              # P1 none; P2 1 fuel
        (3, [0, 1, 0], [0, 0, 1]),        # P1 none; P2 1 fuel; P3 1 ore
        (4, [0, 1, 0, 1], [0, 0, 1, 1]),  # ...; P4 1 fuel + 1 ore
    ],
)
def test_starting_fuel_and_ore_by_seat(players, fuel, ore):
    s = GAME.setup(players=players, seed=4)
    assert s.fuel == fuel
    assert s.ore == ore


# --- blocked docking ports -------------------------------------------------------------------------
def test_four_players_block_no_port():
    s = GAME.setup(players=4, seed=1)
    assert all(blocked(s, f) == 0 for f in FACILITIES)
    # printed ports (reference §3, 4p column): Solar 8, Lunar 5, Market 2 pairs, Shipyard 3 pairs,
    # Constructor 2 triples, Terraforming 1, Artifact 4, Raiders 1 triple
    assert [free(s, f) for f in ("solar-converter", "lunar-mine", "orbital-market", "shipyard", "colony-constructor",
                                 "terraforming-station", "alien-artifact", "raiders-outpost")] == [8, 5, 2, 3, 2, 1, 4, 1]


def test_three_players_block_solar_1_lunar_1_market_pair_shipyard_pair():
    # reference §2: 3 players: Solar Converter 1, Lunar Mine 1, Orbital Market 2 (one pair), Shipyard 2 (one pair)
    s = GAME.setup(players=3, seed=1)
    expected_blocked = {"solar-converter": 1, "lunar-mine": 1, "orbital-market": 1, "shipyard": 1}
    for f in FACILITIES:
        assert blocked(s, f) == expected_blocked.get(f, 0), f
    # so (reference §3, 3p column): Solar 7, Lunar 4, Market 1 pair, Shipyard 2 pairs, Constructor 2 triples
    assert free(s, "solar-converter") == 7
    assert free(s, "lunar-mine") == 4
    assert free(s, "orbital-market") == 1
    assert free(s, "shipyard") == 2
    assert free(s, "colony-constructor") == 2


def test_two_players_block_all_dotted_ports():
    # reference §2: Solar 1, Lunar 2, Market 2 (1 pair), Constructor 3 (1 triple), Shipyard 4 (2 pairs)
    s = GAME.setup(players=2, seed=1)
    expected_blocked = {"solar-converter": 1, "lunar-mine": 2, "orbital-market": 1, "colony-constructor": 1, "shipyard": 2}
    for f in FACILITIES:
        assert blocked(s, f) == expected_blocked.get(f, 0), f
    # ports per group: Solar 1, Lunar 1, Market 2, Constructor 3, Shipyard 2;
    # 1 + 2 + 2 + 3 + 4 = 12 dice = both unused colours (6 ships each)
    size = {"solar-converter": 1, "lunar-mine": 1, "orbital-market": 2, "colony-constructor": 3, "shipyard": 2}
    assert sum(blocked(s, f) * n for f, n in size.items()) == 12
    # left for play (reference §3, 2p column): Solar 7, Lunar 3, Market 1 pair, Shipyard 1 pair, Constructor 1 triple
    assert [free(s, f) for f in ("solar-converter", "lunar-mine", "orbital-market", "shipyard", "colony-constructor")] == [7, 3, 1, 1, 1]


def test_three_players_second_market_pair_is_refused():
    # the one open Orbital Market pair is taken by green: red's pair finds no port (3p: one pair blocked)
    s = rolled(3, 8, 4, 4, 1)
    dock_other(s, "green", "orbital-market", 2, 2)
    err = assert_illegal(s, "dock orbital-market 4 4", rule="Orbital Market")
    assert err.reason


def test_two_players_lunar_mine_has_three_ports():
    # 2p: 5 - 2 blocked = 3 ports; green holds 1, 1, 1; red's 6 cannot dock although 6 >= 1
    s = rolled(2, 8, 6, 6, 6)
    dock_other(s, "green", "lunar-mine", 1, 1, 1)
    assert_illegal(s, "dock lunar-mine 6", rule="Lunar Mine")


def test_two_players_shipyard_takes_one_pair():
    # 2p: 3 pairs printed - 2 blocked = 1 pair; green's pair fills it
    s = rolled(2, 8, 3, 3, 5)
    give(s, 0, fuel=5, ore=5)
    dock_other(s, "green", "shipyard", 2, 2)
    assert_illegal(s, "dock shipyard 3 3", rule="Shipyard")


def test_two_players_constructor_takes_one_triple():
    s = rolled(2, 8, 4, 4, 4)
    give(s, 0, ore=5)
    dock_other(s, "green", "colony-constructor", 2, 2, 2)
    assert_illegal(s, "dock colony-constructor 4 4 4", rule="Colony Constructor")


# --- alien tech deal -------------------------------------------------------------------------------
FIRST_PRINT = {
    "alien-city": 1, "alien-monument": 1, "booster-pod": 2, "data-crystal": 2, "gravity-manipulator": 2,
    "holographic-decoy": 2, "orbital-teleporter": 2, "plasma-cannon": 2, "polarity-device": 2,
    "resource-cache": 2, "stasis-beam": 2, "temporal-warper": 2,
}


def all_cards(s):
    counts = dict.fromkeys(FIRST_PRINT, 0)
    for c, k in s.deck.items():
        counts[c] += k
    for c in s.display + [c for hand in s.hands for c in hand] + s.discards:
        counts[c] += 1
    return counts


@pytest.mark.parametrize("players", [2, 3, 4])
def test_three_on_display_and_one_card_each(players):
    # reference §2 step 4: 3 face up beside the Alien Artifact, 1 face up to each player
    s = GAME.setup(players=players, seed=9)
    assert len(s.display) == 3
    assert [len(h) for h in s.hands] == [1] * players
    assert s.discards == []
    # 22 - 3 - players remain in the draw pile
    assert sum(s.deck.values()) == 22 - 3 - players


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_first_print_deck_has_22_cards(seed):
    # reference §5: 1 + 1 + 10 x 2 = 22
    s = GAME.setup(players=4, seed=seed)
    assert all_cards(s) == FIRST_PRINT
    assert sum(all_cards(s).values()) == 22


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_app_deck_has_20_cards_without_temporal_warper(seed):
    # reference §5: the app leaves both Temporal Warpers out: 22 - 2 = 20
    s = GAME.setup(players=4, seed=seed, deck="app")
    counts = all_cards(s)
    assert counts["temporal-warper"] == 0
    assert sum(counts.values()) == 20
    assert sum(s.deck.values()) == 20 - 3 - 4
    assert "temporal-warper" not in s.display and all("temporal-warper" not in h for h in s.hands)


def test_deal_before_setup_is_pending_chance():
    # new_state: the table before the deal; the deal is a series of chance draws
    s = GAME.new_state(3, 7)
    assert s.display == [] and s.hands == [[], [], []]
    assert s.decider() is CHANCE
    assert s.in_setup()
    assert sum(s.deck.values()) == 22
    s.finish_setup()
    assert not s.in_setup()
    assert len(s.display) == 3 and [len(h) for h in s.hands] == [1, 1, 1]


# --- first turn ---------------------------------------------------------------------------------------
def test_first_player_is_seat_zero_and_must_roll_three_ships():
    s = GAME.setup(players=3, seed=7)
    assert s.active == 0
    assert s.decider() is CHANCE
    outcomes = dict((str(a), p) for a, p in s.chance_outcomes())
    # three dice, sorted: C(6+3-1, 3) = 56 distinct results
    assert len(outcomes) == 56
    assert sum(outcomes.values()) == 1
    # a triple has 1 ordering of 216, three different faces 3! = 6, a pair 3
    assert outcomes["roll 1 1 1"] == Fraction(1, 216)
    assert outcomes["roll 1 2 3"] == Fraction(6, 216)
    assert outcomes["roll 2 2 5"] == Fraction(3, 216)


def test_roll_with_wrong_number_of_dice_is_refused():
    s = GAME.setup(players=3, seed=7)
    assert_illegal(s, "roll 1 2")
    assert_illegal(s, "roll 1 2 3 4")
    assert_illegal(s, "roll 3 2 1")  # dice are written sorted
    s.apply("roll 1 2 3")
    assert s.fleet_tokens(0) == ("1", "2", "3")
    assert s.decider() == 0


def test_turn_order_is_seat_order_and_wraps():
    # "Play begins with player one and moves clockwise"
    from .conftest import finish_turn

    s = GAME.setup(players=3, seed=7)
    seen = []
    for _ in range(4):
        seen.append(s.active)
        s.apply("roll 1 2 3")
        assert s.decider() == s.active
        finish_turn(s)
    assert seen == [0, 1, 2, 0]
    assert s.turn == 5


def test_no_player_may_act_before_the_roll():
    s = GAME.setup(players=3, seed=7)
    assert_illegal(s, "dock solar-converter 3")
    assert_illegal(s, "end")


# --- seeds -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_same_seed_same_setup(players):
    a = GAME.setup(players=players, seed=42)
    b = GAME.setup(players=players, seed=42)
    assert a.to_json() == b.to_json()
    assert a.sample_chance() == b.sample_chance()


def test_different_seeds_give_different_deals():
    # 22 cards dealt 3 + 4: the chance that ten seeds all deal identically is negligible
    deals = {(tuple(s.display), tuple(map(tuple, s.hands))) for s in (GAME.setup(players=4, seed=k) for k in range(10))}
    assert len(deals) > 1


def test_setup_is_the_new_state_with_its_seeded_draws():
    a = GAME.new_state(4, 13).finish_setup()
    b = GAME.setup(players=4, seed=13)
    assert a.to_json() == b.to_json()


# --- bad setups --------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [0, 1, 5, 6, -2])
def test_bad_player_counts_raise(players):
    with pytest.raises(IllegalAction):
        GAME.setup(players=players, seed=1)


@pytest.mark.parametrize("players", ["3", 3.0, True, None])
def test_player_count_must_be_a_whole_number(players):
    with pytest.raises(IllegalAction):
        GAME.setup(players=players, seed=1)


def test_unknown_option_raises():
    with pytest.raises(IllegalAction):
        GAME.setup(players=3, seed=1, expansion=True)
    with pytest.raises(IllegalAction):
        GAME.new_state(3, 1, colonies=9)


@pytest.mark.parametrize("options", [{"deck": "later-edition"}, {"deck": 24}, {"long_game": "yes"}])
def test_bad_option_values_raise(options):
    with pytest.raises(IllegalAction):
        GAME.setup(players=3, seed=1, **options)

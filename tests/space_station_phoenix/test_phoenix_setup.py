"""Setup: the supply by player count, the first game's sets, the draft and the Hubs' setup effects."""

from __future__ import annotations

import pytest

from tablebook.games.space_station_phoenix.data import HUBS, SEAT_COLOURS, SETUP, SHIPS

from .phoenix_helpers import GAME, hub_states


@pytest.mark.parametrize("players, humans, aliens, sectors", [(2, 16, 50, 18), (3, 20, 70, 27), (4, 24, 90, 36)])
def test_supply_and_display_by_player_count(players, humans, aliens, sectors):
    s = GAME.setup(players, 3)
    assert s.supply["human"] == humans
    assert sum(s.supply[k] for k in ("teal", "pink", "brown", "gold")) == aliens
    assert len(s.market) == sectors
    assert len(s.display) == {2: 10, 3: 14, 4: 18}[players]  # Level-3 and Level-2 ships shown: 5 / 7 / 9 each


def test_first_game_sets_without_a_draft():
    s = GAME.setup(4, 2, setup="first-game")
    assert sorted(s.hubs) == ["B-1", "B-2", "B-3", "B-4"]
    assert s.phase() == "lobby" and s.hubs[s.decider()] == "B-4"  # B-4's back: a free Diplomacy step
    s.apply("lobby transport")
    assert s.phase() == "turn" and s.diplomacy[s.hubs.index("B-4")]["transport"] == 1
    for p, hub in enumerate(s.hubs):
        fleet = sorted((SHIPS[x]["level"], SHIPS[x]["type"]) for x, owner in s.ships.items() if owner == p)
        wanted = [(3, t) for t in SETUP["first_game"]["ships"][hub]["level3"]] + \
                 [(2, t) for t in SETUP["first_game"]["ships"][hub]["level2"]]
        assert [f for f in fleet if f[0] > 1] == sorted(wanted)
        assert sum(1 for f in fleet if f[0] == 1) == 5
    assert all(int(x[-1]) <= 4 for x in s.market)  # Sectors numbered …1–…4 only


def test_the_draft_order_and_each_player_ends_with_nine_ships():
    s = GAME.setup(3, 5)
    order = []
    while s.phase() == "draft":
        order.append(s.decider())
        s.apply(s.legal_actions()[0])
    # Level-3: turn order then reverse; Level-2: reverse then turn order
    assert order[:12] == [0, 1, 2, 2, 1, 0, 2, 1, 0, 0, 1, 2]
    while s.phase() == "hub":
        s.apply(s.legal_actions()[0])
    while s.phase() != "turn":
        s.apply(s.legal_actions()[0])
    for p in range(3):
        hub = HUBS[s.hubs[p]]["setup"]
        expected = 9 - ("diplomacy" in hub.get("discard", [])) - ("level-2" in hub.get("discard", [])) \
            + (hub.get("extra_l2", [0, 0])[1])
        assert list(s.ships.values()).count(p) == expected


def test_turn_order_compensation_and_hub_backs():
    s = GAME.setup(4, 2, setup="first-game")
    for p in range(4):
        back = HUBS[s.hubs[p]]["back"]
        assert s.gems[p] == back["gems"] + SETUP["compensation"]["gems"][p]


def test_the_friendly_variant_adds_one_sector_of_each_colour_at_each_level():
    assert len(GAME.setup(3, 3, friendly=1).market) == 27 + 9


# the Reference Guide's setup effects: (Level-2 ships kept, L1 Diplomacy ship kept, free Level-1 Sector colour,
# pink Aliens on the Hub, free Diplomacy steps besides the back's)
HUB_SETUP = {
    "B-2": (4, True, None, 0, 0),       # "draw three extra Level-2 ships … keep two of them"
    "B-6": (2, False, "brown", 0, 0),   # "discard the Level-1 Diplomacy ship. Then, take a free Level-1 brown Sector"
    "B-7": (2, True, "brown", 0, 0), "B-8": (2, True, "teal", 0, 0), "B-9": (2, True, "teal", 0, 0),
    "B-10": (2, True, "pink", 0, 0),
    "B-11": (2, True, "pink", 3, 0),    # "a free Level-1 pink Sector and place 3 pink Aliens on this Hub"
    "A-1": (3, True, None, 0, 0),       # "draw two Level-2 ships and discard one of them"
    "A-4": (2, False, None, 0, 0),      # "discard your Level-1 Diplomacy ship"
    "A-5": (1, False, None, 0, 2),      # "discard your Level-1 Diplomacy ship and one of your Level-2 ships", 2 steps
    "A-7": (2, True, None, 0, 2),       # "move up two spaces on one Diplomacy track or one space each on two"
    "A-8": (3, True, None, 0, 0),       # "draw two Level-2 ships and discard one"
    "A-9": (1, True, None, 0, 0),       # "discard one Level-2 ship"
    "A-12": (2, True, None, 0, 2),
}


@pytest.mark.parametrize("hub", sorted(HUB_SETUP))
def test_each_hubs_setup_effect(hub):
    s = next(state for state in hub_states(hub, 3) if state.phase() == "turn")
    p = s.hubs.index(hub)
    level2, diplomacy_ship, colour, on_hub, steps = HUB_SETUP[hub]
    fleet = [x for x, owner in s.ships.items() if owner == p]
    assert sum(1 for x in fleet if SHIPS[x]["level"] == 2) == level2
    assert (f"{SEAT_COLOURS[p]}-diplomacy" in fleet) == diplomacy_ship
    assert sum(1 for x in fleet if SHIPS[x]["level"] == 3) == 2
    assert sum(1 for x in fleet if SHIPS[x]["level"] == 1) == 5 - (not diplomacy_ship)
    if colour:
        assert [x for wing in s.stations[p].values() for x in wing] == s.stations[p].get(colour, [None])[:1]
        assert len(s.stations[p][colour]) == 1 and s.stations[p][colour][0].startswith("1")
    assert s.hub_residents[p].count("pink") == on_hub
    # the Hub's own steps are a "may": declined whole (setup's only decline) or taken whole
    assert sum(s.diplomacy[p].values()) == HUBS[hub]["back"]["steps"] + steps * ("decline" not in s.history)

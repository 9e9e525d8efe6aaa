"""Alien Frontiers' table after every action of random games (2, 3 and 4 players, rule variants): every ship and
colony accounted for, the alien tech cards conserved, no negative resources, the resource limit kept at the end
of each turn, the score its breakdown's total; every turn rolls and ends. The kernel's contract over the same games
is tests/core/test_properties.py.

The expected constants (6 ships a colour, colonies each by player count, 22 alien tech cards, blocked docking
groups, the limit of 8 resources) are the rulebook's and the reference's.
"""

from __future__ import annotations

import pytest

from ..contract import plain_game, play_checked
from .conftest import GAME
from .names import COLOURS, FACILITIES, TERRITORIES

SHIPS_PER_COLOUR = 6
RESOURCE_LIMIT = 8
HUB_CIRCLES = 7
# colonies each by player count (Alien Frontiers reference §2: 4p 6, 3p 7, 2p 8; the long game 8 each)
COLONIES_EACH = {2: 8, 3: 7, 4: 6}
# docking groups covered by dice of unused colours (Alien Frontiers reference §2): groups, i.e. pairs count once
BLOCKED_GROUPS = {
    2: {"solar-converter": 1, "lunar-mine": 2, "orbital-market": 1, "colony-constructor": 1, "shipyard": 2},
    3: {"solar-converter": 1, "lunar-mine": 1, "orbital-market": 1, "shipyard": 1},
    4: {},
}
# ships one use docks, i.e. the most a docking group can hold
GROUP_SIZE = {
    "solar-converter": 1, "lunar-mine": 1, "orbital-market": 2, "shipyard": 2, "colony-constructor": 3,
    "terraforming-station": 1, "colonist-hub": 3, "alien-artifact": 1, "raiders-outpost": 3,
}
DECK_SIZE = {"first-print": 22, "app": 20}


# --- the invariants ----------------------------------------------------------------------------
def check_ships(s):
    n = s.players
    expected = {f"{c}{k}" for c in COLOURS[:n] for k in range(1, SHIPS_PER_COLOUR + 1)} | {"relic"}
    assert set(s.ships) == expected, "ships conserved: 6 per colour and the Relic Ship"
    places = {"stock", "fleet", "bay", "desert", *FACILITIES}
    for i, ship in s.ships.items():
        assert ship["at"] in places, (i, ship)
        assert 1 <= ship["value"] <= 6, (i, ship)
        if i == "relic":
            assert ship["owner"] in (None, *range(n))
            assert (ship["at"] == "desert") == (ship["owner"] is None), ship
            assert ship["at"] != "stock"
        else:
            assert ship["owner"] == COLOURS.index(i.rstrip("0123456789")), (i, ship)
            assert ship["at"] != "desert", (i, ship)
        if ship["at"] == "fleet":
            assert ship["owner"] == s.active, ("only the active player has unplaced ships", i)
    # a Relic Ship in use belongs to the player controlling Burroughs Desert, bonus not isolated
    owner = s.ships["relic"]["owner"]
    if owner is not None:
        counts = s.colonies["burroughs-desert"]
        assert counts[owner] > 0 and all(counts[q] < counts[owner] for q in range(n) if q != owner)
        assert s.fields["isolation-field"] != "burroughs-desert"
    # docking ports: each docked ship in exactly one group of its facility, nothing else there
    assert set(s.docks) == set(FACILITIES)
    for f, groups in s.docks.items():
        blocked = [g for g in groups if "blocked" in g]
        assert all(g == ["blocked"] for g in blocked), (f, groups)
        assert len(blocked) == BLOCKED_GROUPS[n].get(f, 0), (f, groups)
        in_groups = [i for g in groups for i in g if i != "blocked"]
        assert len(in_groups) == len(set(in_groups)), (f, groups)
        assert set(in_groups) == {i for i, x in s.ships.items() if x["at"] == f}, (f, groups)
        for g in groups:
            assert len(g) <= GROUP_SIZE[f], (f, groups)
        if f == "colonist-hub":
            assert len(groups) >= n
            assert all(not g for g in groups[n:]), "no track for an empty seat"
            for seat, g in enumerate(groups):
                assert all(s.ships[i]["owner"] == seat for i in g), ("a hub track takes its own colour", groups)
        if f == "raiders-outpost":
            assert len(groups) == 1


def check_colonies(s, each):
    for p in range(s.players):
        on_board = sum(s.colonies[t][p] for t in TERRITORIES)
        waiting = sum(1 for d in s.agenda if d.get("kind") == "land" and d["seat"] == p)
        assert s.supply[p] >= 0 and s.hub[p] >= 0
        assert s.supply[p] + (1 if s.hub[p] > 0 else 0) + on_board + waiting == each, (
            "colonies conserved", p, s.supply[p], s.hub[p], on_board, waiting,
        )
    assert set(s.colonies) == set(TERRITORIES)
    assert all(t is None or t in TERRITORIES for t in s.fields.values())


def check_cards(s, deck_total):
    held = sum(s.deck.values()) + len(s.display) + len(s.discards) + sum(len(h) for h in s.hands)
    assert held == deck_total, "alien tech cards conserved"
    assert all(k >= 0 for k in s.deck.values())
    assert len(s.display) <= 3
    for hand in s.hands:
        assert len(hand) == len(set(hand)), ("one copy of each card", hand)


def check_resources(s, roll_pending: bool):
    assert all(f >= 0 for f in s.fuel) and all(o >= 0 for o in s.ore), (s.fuel, s.ore)
    if roll_pending:
        before = (s.active - 1) % s.players  # the player whose turn just ended
        assert s.fuel[before] + s.ore[before] <= s.options["resource_limit"], (before, s.fuel, s.ore)
        assert all(0 <= h <= HUB_CIRCLES for h in s.hub), s.hub
        assert not any(x["at"] == "fleet" for x in s.ships.values())


def check_score(s):
    """The score, counted without its breakdown (the greedy agent asks it of every move), is the breakdown's total."""
    for p in range(s.players):
        assert s.score(p) == sum(item.points for item in s.score_breakdown(p)), (p, s.score_breakdown(p))


def check_state(s, each, deck_total):
    check_ships(s)
    check_colonies(s, each)
    check_cards(s, deck_total)
    check_score(s)
    roll_pending = bool(s.agenda) and s.agenda[-1]["kind"] == "roll" and not s.in_setup()
    check_resources(s, roll_pending)


def play(players, seed, agent_seed, options=None):
    """One random game with its table checked after every action (the kernel's contract lightly: tests/core audits it)."""
    options = options or {}
    each = options.get("colonies", COLONIES_EACH[players])
    deck_total = DECK_SIZE[options.get("deck", "first-print")]
    s = GAME.setup(players, seed, **options)
    assert s.supply == [each] * players
    assert s.options["resource_limit"] == options.get("resource_limit", RESOURCE_LIMIT)  # the rulebook's eight
    s = play_checked(GAME, players, seed, agent_seed, options=options, deep=False,
                     table=lambda s: check_state(s, each, deck_total))
    assert s.end_reason() == "last colony"
    assert any(s.supply[p] == 0 and s.hub[p] == 0 for p in range(players)), "someone placed their last colony"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_table(players):
    play(players, players, agent_seed=7)


@pytest.mark.heavy
@pytest.mark.parametrize("players, options", [
    (3, {"colonies": 8}), (4, {"deck": "app"}),
    (2, {"colonies": 4, "deck": "app", "resource_limit": 5, "artifact_total": 4, "compensation": "none"}),
    (4, {"resource_limit": 12, "artifact_total": 10, "compensation": "double"})])
def test_random_games_with_options_keep_the_table(players, options):
    play(players, 40 + players, agent_seed=7, options=options)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_turn_has_a_roll_and_an_end(players):
    s = plain_game(GAME, players, 5, 5)
    rolls = sum(1 for line in s.history if line.startswith("roll "))
    ends = sum(1 for line in s.history if line == "end")
    # every turn starts with a roll and every finished turn with 'end'; the last turn ends mid-way
    assert rolls == s.turn
    assert ends == rolls - 1
    # the seat order is red, green, ... in turn: the roll of turn t belongs to seat (t-1) % players
    assert s.active == (s.turn - 1) % players

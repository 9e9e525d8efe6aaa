"""Positions built by hand for the Space Station Phoenix tests."""

from __future__ import annotations

import tablebook
from tablebook.agents.players import RandomAgent
from tablebook.core import CHANCE
from tablebook.games.space_station_phoenix.scoring_example import bare_table, build_station  # noqa: F401 (shared)

GAME = tablebook.load("space-station-phoenix")


def first_game(players: int = 3, seed: int = 1):
    """A first game (fixed sets, no draft) at the first player's first turn."""
    return GAME.setup(players, seed, setup="first-game")


def at_turn(s, p: int, ships: dict[str, int | None] | None = None, gems=None) -> None:
    """Seat ``p`` to act on an empty agenda; ``ships`` (id → owner) replaces every fleet, all unused."""
    s.active, s.agenda, s.fresh = p, [], []
    s.neutral_token = [None] * s.players
    if ships is not None:
        s.ships, s.ship_gems, s.ship_users = dict(ships), dict.fromkeys(ships, 0), dict.fromkeys(ships)
    if gems is not None:
        s.gems = list(gems)


def bare_three_seats(ships, gems=(20, 20, 20), hubs=("B-7", "B-7", "B-7")):
    """A first game of three with nothing on the table, Red to act with ``ships`` (id → owner).

    The default Hub, B-7, has no ship abilities (income and end only), so nothing but the rule under test acts."""
    s = first_game(3, seed=2)
    with s.edit():
        bare_table(s)
        at_turn(s, 0, ships, gems)
        s.hubs = list(hubs)
    return s


def play(s, *actions):
    """Apply actions (each "seat: text", or text for the decider) and return the state."""
    for a in actions:
        if isinstance(a, tuple):
            s.apply(a[1], a[0])
        else:
            s.apply(a)
    return s


def hub_states(hub: str, players: int):
    """The states of a random advanced game in which a seat keeps ``hub`` (the first seed that deals it)."""
    seed = next(n for n in range(100)
                if any(hub in offer for offer in GAME.setup(players, n, hubs="advanced").hub_offer))
    s, agent = GAME.setup(players, seed, hubs="advanced"), RandomAgent(seed)
    while not s.is_over():
        yield s
        if s.phase() == "hub" and hub in s.hub_offer[s.decider()]:
            s.apply(f"hub {hub}")
        else:
            s.apply(s.sample_chance() if s.decider() is CHANCE else agent.choose(s))
    yield s

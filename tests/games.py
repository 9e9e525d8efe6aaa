"""The package's four games by name, for tests parametrised over every game (``tablebook.game_names()`` would also
list a game a test registers, such as ``tests/core/relay_game.py``)."""

GAMES = ("alien-frontiers", "gaia-project", "space-station", "space-station-phoenix")


def positions(name: str, players: int, seed: int, every: int = 7, limit: int = 3000):
    """Every ``every``-th position of a seeded game between random agents where a seat decides, for at most ``limit``
    actions (chance resolved from the seed)."""
    from tablebook.agents.players import RandomAgent
    from tablebook.core import CHANCE
    from tablebook.registry import load

    state = load(name).setup(players, seed)
    agents = [RandomAgent(seed * 7 + p) for p in range(players)]
    while not state.is_over() and len(state.history) < limit:
        who = state.decider()
        if who is CHANCE:
            state.resolve_chance()
            continue
        if len(state.history) % every == 0:
            yield state
        state.apply(agents[who].choose(state.view(who)))

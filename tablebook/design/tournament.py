"""Round-robin tournaments between agents, rated with openskill.

Ratings use the Plackett-Luce model of Weng & Lin (2011), "A Bayesian approximation method for online ranking"
(JMLR 12), through ``openskill``: made for games of more than two players, where Elo is not. Every lineup plays in
every seat rotation and the same seeds, so no agent gains from its seat or its dice.
"""

from __future__ import annotations

import itertools
from typing import Any, Sequence

from tablebook.agents.workers import Batch
from tablebook.core import CHANCE_SCHEME, Game
from tablebook.registry import load

from .intervals import rate_row
from .measures import report, usage_by_round
from .skill import skill_share
from .sweep import label, play_settings
from .table import StudyTable


def lineups(agents: Sequence, players: int) -> list[tuple]:
    """Every lineup of ``players`` different agents, in every rotation of its seats; with fewer agents than seats,
    every mix of them (an agent in several seats) but never one agent alone."""
    if len(agents) >= players:
        mixes = itertools.combinations(agents, players)
    else:
        mixes = (mix for mix in itertools.combinations_with_replacement(agents, players) if len(set(mix)) > 1)
    result = []
    for mix in mixes:
        for turn in range(players):
            rotated = mix[turn:] + mix[:turn]
            if rotated not in result:
                result.append(rotated)
    return result


def entrants(agents: Sequence) -> list[str]:
    """The agents' names; ValueError if one is named twice (each agent takes part once)."""
    names = [label(a) for a in agents]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise ValueError(f"agent {', '.join(twice)} named twice: each agent takes part once (a round robin seats "
                         "an agent in several seats when the agents are fewer than the seats)")
    return names


def rank(scores: list, winners: list[int]) -> list[int]:
    """Ranks for openskill, 1 the best: the winners first — the game's tiebreaks decide, as they do for the win
    rates — then the other seats by score, tied scores sharing a rank."""
    others = [score for seat, score in enumerate(scores) if seat not in winners]
    return [1 if seat in winners else 1 + len(winners) + sum(other > score for other in others)
            for seat, score in enumerate(scores)]


def ratings(table: StudyTable, agents: Sequence[str]) -> dict[str, Any]:
    """Each agent's openskill rating after the table's games, rated in the table's order. An agent in several seats
    of one game is rated as each of them, then takes the mean of those seats' new ratings."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    rated = {agent: model.rating(name=agent) for agent in agents}
    for row in table.rows:
        # a rating object per seat: openskill treats one object in two seats as one player
        seats = [[model.rating(mu=rated[agent].mu, sigma=rated[agent].sigma, name=agent)] for agent in row["lineup"]]
        after = model.rate(seats, ranks=rank(row["scores"], row["winners"]))
        for agent in set(row["lineup"]):
            mine = [team[0] for team, seat_agent in zip(after, row["lineup"]) if seat_agent == agent]
            rated[agent] = model.rating(mu=sum(r.mu for r in mine) / len(mine), sigma=sum(r.sigma for r in mine) / len(mine),
                                        name=agent)
    return rated


def standings(table: StudyTable, agents: Sequence[str]) -> list[dict]:
    """One row per agent, best first: rating (mu, sigma, ordinal = mu − 3 sigma) and win rate per seat played."""
    rated = ratings(table, agents)
    rows = []
    for agent in agents:
        wins = sum(1 / len(row["winners"]) for row in table.rows for seat in row["winners"] if row["lineup"][seat] == agent)
        seats = sum(row["lineup"].count(agent) for row in table.rows)
        rating = rated[agent]
        rows.append({"agent": agent, "mu": rating.mu, "sigma": rating.sigma, "ordinal": rating.ordinal(),
                     **rate_row(wins, seats)})
    return sorted(rows, key=lambda row: -row["ordinal"])


def tournament(
    game: str | Game,
    players: int,
    agents: Sequence = ("random", "greedy"),
    games: int = 10,
    seed: int = 0,
    max_actions: int = 100_000,
    workers: int | None = None,
    scheduler: Any = None,
    progress: bool | None = None,
    options: dict | None = None,
    chance: int = CHANCE_SCHEME,
) -> dict:
    """A round robin: every lineup (``lineups``) plays ``games`` seeds of the game with ``options`` (its rule
    variants; the rulebook's by default). Returns ``table`` (one row per game, with its lineup and measures),
    ``standings`` (``standings``), ``skill_share`` (``skill.skill_share``), ``measures`` (the literature's, over all
    the games: ``measures.report``), ``usage`` (``measures.usage_by_round``), ``transitivity`` (the check of the
    ratings' assumption, ``transitivity.nash_average``) and ``paired``: every seating against the first on the same
    seeds, seat by seat where their agents differ (``paired.lineup_report``). ``chance``: the chance scheme
    (``core.chance``)."""
    from .paired import lineup_report
    from .transitivity import nash_average

    names = entrants(agents)
    game = load(game) if isinstance(game, str) else game
    chosen = game.check_setup(players, seed, dict(options or {}))
    settings = [({"players": players, "agents": ",".join(label(a) for a in seats)}, Batch(game.name, players, seats,
                 tuple(sorted(chosen.items())), max_actions=max_actions, trace=True, chance=chance))
                for seats in lineups(list(agents), players)]
    table = play_settings(settings, games, seed, workers=workers, scheduler=scheduler, progress=progress,
                          label=f"tournament {game.name}")
    return {"table": table, "standings": standings(table, names), "skill_share": skill_share(table.rows),
            "measures": report(table.rows, players), "usage": usage_by_round(table.rows),
            "transitivity": nash_average(table.rows, names), "paired": lineup_report(table.rows, by=("players",))}

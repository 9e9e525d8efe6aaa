"""Sweeps: a game's declared options × player counts × agents, the same seeds for every setting.

Whatever options a game declares (``Game.options``) can be swept; every setting plays the games of the same seeds
(common random numbers), so differences between settings are the rules' and not the dice's — compared game by game,
each seed's twins (``paired.variant_report``), they show with fewer games.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any, Iterable, Sequence

from tablebook.agents.workers import Batch, run
from tablebook.core import CHANCE_SCHEME, Game, IllegalAction
from tablebook.core.options import declared
from tablebook.registry import load

from .balance import seat_balance
from .measures import report, usage_by_round
from .metrics import game_metrics, summary
from .skill import skill_share
from .table import StudyTable


def variants(game: Game, options: Iterable[str] | dict[str, Sequence] | None = None, grid: bool = False) -> list[dict]:
    """The option settings to play, as changes to the rulebook's game: ``{}`` (the rulebook's) first, then each value
    of one option at a time (or, with ``grid``, every combination). ``options``: option names (the values their
    declaration names for sweeps, ``Option.trials``), names → values, or None (every option). A bad value is
    refused here, before any game is played."""
    named = declared(game.options, [o.name for o in game.options] if options is None else options, game.title)
    if isinstance(options, dict):
        values = {name: [named[name].check(value) for value in chosen] for name, chosen in options.items()}
    else:
        values = {name: option.trials() for name, option in named.items()}
    if grid:
        return [dict(zip(values, combo)) for combo in itertools.product(*values.values())]
    return [{}] + [{name: value} for name, chosen in values.items() for value in chosen]


def resolve(game: Game, settings: list[dict], players: int, grid: bool = False) -> list[tuple[str, dict]]:
    """Each distinct game the settings make for ``players`` (every option's value, checked), named, the rulebook's
    first: two settings that make the same game (8 colonies each is the rulebook's for 2 players) are played once.
    On a ``grid``, a combination the game refuses for this player count (``Game.options_problem``) is left out."""
    return [(name, chosen) for name, (_, chosen) in _distinct(game, settings, players, grid).items()]


def _distinct(game: Game, settings: list[dict], players: int, grid: bool) -> dict[str, tuple[int, dict]]:
    """``resolve``'s games by name, each with the index of the first setting that makes it."""
    games: dict[str, tuple[int, dict]] = {}
    for index, setting in enumerate(settings):
        try:
            chosen = game.check_setup(players, 0, setting)
        except IllegalAction:
            if grid:
                continue
            raise
        games.setdefault(variant_name(chosen, game, players), (index, chosen))
    return dict(sorted(games.items(), key=lambda item: (item[0] != "rulebook", item[1][0])))


def variant_name(setting: dict, game: Game, players: int) -> str:
    """'rulebook' for the rulebook's values at this player count, else the options that differ: 'colonies=8'."""
    changed = [f"{o.name}={setting[o.name]}" for o in game.options if setting[o.name] != o.default_for(players)]
    return ", ".join(changed) or "rulebook"


def lineup(agents: Any, players: int) -> tuple:
    """One agent per seat: a name or Agent class for every seat, or one per seat (cycled when there are more seats)."""
    agents = [agents] if isinstance(agents, (str, type)) else list(agents)
    if len(agents) > players:
        raise ValueError(f"{len(agents)} agents for {players} seats: {', '.join(map(label, agents))}")
    return tuple(agents[p % len(agents)] for p in range(players))


def label(agent: Any) -> str:
    return agent if isinstance(agent, str) else agent.__name__


def play_settings(settings: list[tuple[dict, Batch]], games: int, seed: int, **scale) -> StudyTable:
    """Play ``games`` seeds for every (columns, batch) setting; rows carry the columns, the lineup and, for a batch
    with a trace, each game's measures (its score trace and decisions are dropped once measured)."""
    jobs = [(batch, seed + k) for _, batch in settings for k in range(games)]
    rows = run(jobs, **scale)
    table = StudyTable()
    for (columns, batch), start in zip(settings, range(0, len(rows), games)):
        for row in rows[start:start + games]:
            measures = game_metrics(row) if batch.trace else {}
            row.pop("trace", None)
            row.pop("decisions", None)
            table.rows.append({**columns, "lineup": tuple(label(a) for a in batch.agents), **row, **measures})
    return table


def sweep(
    game: str | Game,
    players: Iterable[int] | None = None,
    agents: Sequence = ("random",),
    options: Iterable[str] | dict[str, Sequence] | None = None,
    grid: bool = False,
    games: int = 100,
    seed: int = 0,
    max_actions: int = 100_000,
    workers: int | None = None,
    scheduler: Any = None,
    progress: bool | None = None,
    chance: int = CHANCE_SCHEME,
) -> StudyTable:
    """Every option setting (``variants``) × player count (default: all) × agents, ``games`` seeds each; a setting
    that makes the rulebook's game at some player count (``resolve``) is played once there, as the rulebook's.

    ``agents``: the lineups to try, each an agent for every seat or one per seat: ``("random", "greedy")`` is two
    lineups, ``[("greedy", "random")]`` one mixed one (its agents keep their seats: a tournament rotates them).
    Rows: ``variant``, every option, ``players``, ``agents``, ``lineup``, the game's row (with the game's own
    ``study_columns``, such as Gaia Project's factions) and its measures (``metrics.game_metrics``). ``chance``: the
    chance scheme (``core.chance``): under scheme 2 a roll or draw is the same in every setting of a seed as long as
    the games allow, which is what makes the paired comparisons sharp.
    """
    game = load(game) if isinstance(game, str) else game
    counts = list(players) if players is not None else list(range(game.min_players, game.max_players + 1))
    wanted = variants(game, options, grid)
    games_of = {count: _distinct(game, wanted, count, grid) for count in counts}
    first = {}
    for count in counts:
        for name, (index, _) in games_of[count].items():
            first[name] = min(first.get(name, index), index)
    settings = []
    for name, count, agent in itertools.product(sorted(first, key=lambda n: (n != "rulebook", first[n])), counts, agents):
        if name not in games_of[count]:  # this variant is the rulebook's game for this player count
            continue
        setting = games_of[count][name][1]
        seats = lineup(agent, count)
        columns = {"variant": name, **setting, "players": count, "agents": ",".join(dict.fromkeys(label(a) for a in seats))}
        settings.append((columns, Batch(game.name, count, seats, tuple(sorted(setting.items())), max_actions, trace=True,
                                                  chance=chance)))
    return play_settings(settings, games, seed, workers=workers, scheduler=scheduler, progress=progress,
                         label=f"sweep {game.name}")


def summarise(table: StudyTable, by: Sequence[str] = ("variant", "players", "agents")) -> list[dict]:
    """One row per setting: games, mean measures, seat balance (chi-square p, first seat's edge and interval), the
    share of the outcome the agents explain, ``rotated``: whether every agent sat in every seat equally often, and
    for games that logged their decisions, ``measures``: the literature's measures with their intervals
    (``measures.report``) and ``usage``: each kind of action's share of each round's decisions
    (``measures.usage_by_round``).
    Only rotated are seat and agent apart; in a lineup whose agents keep their seats, seat 1's rate and the balance
    test measure the agent in it as much as the seat, and the skill share the seat as much as the agent."""
    result = []
    for key, group in table.groups(*by).items():
        players = group.rows[0]["players"]
        balance = seat_balance(group.rows, players)
        first = balance["seats"][0]
        # rows stored before the decisions were logged carry no usage, nor the measures read off them
        logged = all("usage" in row for row in group.rows)
        result.append({**dict(zip(by, key)), "games": len(group), **summary(group.rows),
                       "balance_p": balance["p"], "first_seat_rate": first["rate"], "first_seat_low": first["low"],
                       "first_seat_high": first["high"], "skill_share": skill_share(group.rows),
                       "rotated": rotated(group.rows),
                       **({"measures": report(group.rows, players), "usage": usage_by_round(group.rows)}
                          if logged else {})})
    return result


def rotated(rows: list[dict]) -> bool:
    """Whether every agent of these games (``lineup``) sat in every seat equally often."""
    sat = Counter((seat, agent) for row in rows for seat, agent in enumerate(row["lineup"]))
    seats = range(max((len(row["lineup"]) for row in rows), default=0))
    return all(len({sat[seat, agent] for seat in seats}) == 1 for agent in {agent for _, agent in sat})


def agent_mix(lineup: Sequence[str]) -> str:
    """A lineup's agents whatever their seats: 'greedy,random' for greedy–random and random–greedy alike."""
    return ",".join(sorted(set(lineup)))

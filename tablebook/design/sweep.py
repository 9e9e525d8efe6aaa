"""Sweeps: a game's declared options × player counts × agents, the same seeds for every setting.

Whatever options a game declares (``Game.options``) can be swept; every setting plays the games of the same seeds
(common random numbers), so differences between settings are the rules' and not the dice's.
"""

from __future__ import annotations

import itertools
from typing import Any, Iterable, Sequence

from tablebook.agents.workers import Batch, run
from tablebook.core import Game, load

from .balance import seat_balance
from .metrics import game_metrics, summary
from .skill import skill_share
from .table import StudyTable


def variants(game: Game, options: Iterable[str] | dict[str, Sequence] | None = None, grid: bool = False) -> list[dict]:
    """The option settings to play: the defaults first, then each other value of one option at a time (or, with
    ``grid``, every combination). ``options``: option names (all their values), names → values, or None (all)."""
    declared = {option.name: option for option in game.options}
    options = list(declared) if options is None else options
    unknown = sorted(set(options) - set(declared))
    if unknown:
        raise ValueError(f"unknown option(s) {', '.join(unknown)}; {game.title} knows: {', '.join(declared) or 'none'}")
    values = dict(options) if isinstance(options, dict) else {name: declared[name].choices for name in options}
    defaults = {name: option.default for name, option in declared.items()}
    if grid:
        settings = [dict(defaults, **dict(zip(values, combo))) for combo in itertools.product(*values.values())]
        settings.sort(key=lambda s: s != defaults)  # the defaults first, if they are among them
    else:
        settings = [defaults] + [dict(defaults, **{name: value}) for name, choices in values.items()
                                 for value in choices if value != defaults[name]]
    for setting in settings:
        game.check_setup(game.min_players, 0, setting)  # a bad value is refused before any game is played
    return settings


def variant_name(setting: dict, game: Game) -> str:
    """'rulebook' for the defaults, else the options that differ from them: 'long_game=True'."""
    changed = [f"{o.name}={setting[o.name]}" for o in game.options if setting[o.name] != o.default]
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
    """Play ``games`` seeds for every (columns, batch) setting; rows carry the columns, the lineup and each game's
    measures (its score trace is dropped once measured)."""
    jobs = [(batch, seed + k) for _, batch in settings for k in range(games)]
    rows = run(jobs, **scale)
    table = StudyTable()
    for (columns, batch), start in zip(settings, range(0, len(rows), games)):
        for row in rows[start:start + games]:
            measures = game_metrics(row)
            del row["trace"]
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
) -> StudyTable:
    """Every option setting (``variants``) × player count (default: all) × agents, ``games`` seeds each.

    ``agents``: the lineups to try, each an agent for every seat or one per seat: ``("random", "greedy")`` is two
    lineups, ``[("greedy", "random")]`` one mixed one (its agents keep their seats: a tournament rotates them).
    Rows: ``variant``, every option, ``players``, ``agents``, ``lineup``, the game's row (with the game's own
    ``study_columns``, such as Gaia Project's factions) and its measures (``metrics.game_metrics``).
    """
    game = load(game) if isinstance(game, str) else game
    counts = list(players) if players is not None else list(range(game.min_players, game.max_players + 1))
    settings = []
    for setting, count, agent in itertools.product(variants(game, options, grid), counts, agents):
        seats = lineup(agent, count)
        columns = {"variant": variant_name(setting, game), **setting, "players": count,
                   "agents": ",".join(dict.fromkeys(label(a) for a in seats))}
        settings.append((columns, Batch(game.name, count, seats, tuple(sorted(setting.items())), max_actions, trace=True)))
    return play_settings(settings, games, seed, workers=workers, scheduler=scheduler, progress=progress,
                         label=f"sweep {game.name}")


def summarise(table: StudyTable, by: Sequence[str] = ("variant", "players", "agents")) -> list[dict]:
    """One row per setting: games, mean measures, seat balance (chi-square p, first seat's edge and interval) and
    the share of the outcome the agents explain."""
    result = []
    for key, group in table.groups(*by).items():
        players = group.rows[0]["players"]
        balance = seat_balance(group.rows, players)
        first = balance["seats"][0]
        result.append({**dict(zip(by, key)), "games": len(group), **summary(group.rows),
                       "balance_p": balance["p"], "first_seat_rate": first["rate"], "first_seat_low": first["low"],
                       "first_seat_high": first["high"], "skill_share": skill_share(group.rows)})
    return result

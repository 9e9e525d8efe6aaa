"""Restricted-play ablations: how much each kind of action matters, by how much less an agent wins without it.

Jaffe, Miller, Andersen, Liu, Karlin & Popović (2012), "Evaluating competitive game balance with restricted play"
(AIIDE): bar an agent from one kind of move and measure its win rate against agents that are not barred; a rule whose
loss costs nothing is a rule players can ignore, one whose loss costs everything dominates the game.

Here one seat's agent is barred from one kind of action (``agents.players.Restricted``: it still takes it when nothing
else is open), the others are the same agent free, and each seat in turn is the barred one, on the same seeds, so
every seat is barred equally often. Free, the agent would win exactly 1/players of the games on average over the
seats (the seats' shares of each game add up to one), so the **drop** is 1/players − the barred agent's win rate;
its 95 % interval is the Wilson interval of that rate. The kinds tried are those the free agents took at a real
choice (another kind open) at least once a game in the baseline games (the eight most taken); the baseline also
gives the literature's measures and the usage by round.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

from tablebook.agents.players import WITHOUT
from tablebook.agents.workers import Batch
from tablebook.core import CHANCE_SCHEME, Game
from tablebook.registry import load

from .intervals import rate_row
from .paired import win
from .measures import report, usage_by_round
from .sweep import play_settings


def chosen_kinds(rows: list[dict]) -> list[tuple[str, int]]:
    """The kinds of action taken at a choice between kinds, over the rows' ``usage``, most often first."""
    counts: Counter = Counter()
    for row in rows:
        for _, verb, _, chosen in row["usage"]:
            counts[verb] += chosen
    return [(verb, count) for verb, count in counts.most_common() if count]


MAIN_KINDS = 8  # at most: each kind costs as many games as the baseline, and a game's main kinds are few


def main_kinds(rows: list[dict]) -> list[str]:
    """The kinds taken at a choice at least once a game on average, the ``MAIN_KINDS`` most taken: the game's main
    kinds of move (a rarer one would take as many games to rank, for a difference few games ever feel)."""
    return [verb for verb, count in chosen_kinds(rows) if count >= len(rows)][:MAIN_KINDS]


def barred_lineup(agent: str, verb: str, seat: int, players: int) -> tuple[str, ...]:
    return tuple(f"{agent}{WITHOUT}{verb}" if p == seat else agent for p in range(players))


def ablate(
    game: str | Game,
    players: int,
    agent: str = "greedy",
    verbs: list[str] | None = None,
    games: int = 24,
    seed: int = 0,
    options: dict | None = None,
    max_actions: int | None = None,
    workers: int | None = None,
    scheduler: Any = None,
    progress: bool | None = None,
    chance: int = CHANCE_SCHEME,
) -> dict:
    """Baseline games of ``agent`` in every seat, then, for each kind of action (``verbs``, or ``main_kinds`` of the
    baseline), ``games`` games with one seat barred from it (rounded up to whole turns of the table, so every seat
    is barred as often). The same seeds for every kind.

    Returns ``baseline`` (its ``measures`` and ``usage`` by round) and ``kinds``: one row per kind, the most
    important first: ``verb``, its ``name`` in the rulebook's words (``Game.verb_name``: "Launch a colony"),
    ``chosen`` (times the free agents took it at a choice in the baseline), the barred agent's ``wins``, ``games``,
    ``rate`` with ``low`` and ``high``, ``drop`` with ``drop_low`` and ``drop_high``, and ``cut_off``: games stopped
    at ``max_actions`` (scored as they stood).

    A barred agent can stall a game (barred from passing, a Space Station player may use its modules for ever), so
    ``max_actions`` (None) stops the barred games at four times the longest baseline game; the baseline plays to
    its end (up to 100 000 actions). ``chance``: the chance scheme (``core.chance``).
    """
    game = load(game) if isinstance(game, str) else game
    chosen = tuple(sorted(game.check_setup(players, seed, dict(options or {})).items()))
    games = players * math.ceil(games / players)
    scale = {"workers": workers, "scheduler": scheduler, "progress": progress}

    def batch(lineup, limit):
        return Batch(game.name, players, lineup, chosen, limit, trace=True, chance=chance)

    baseline = play_settings([({"barred": None}, batch((agent,) * players, max_actions or 100_000))], games, seed,
                             **scale, label=f"baseline {game.name}").rows
    limit = max_actions or 4 * max(row["actions"] for row in baseline)
    counts = dict(chosen_kinds(baseline))
    kinds = list(verbs) if verbs is not None else main_kinds(baseline)
    settings = [({"barred": verb, "seat": seat}, batch(barred_lineup(agent, verb, seat, players), limit))
                for verb in kinds for seat in range(players)]
    # each (kind, seat) setting plays the same games // players seeds: every seat barred in turn
    rows = play_settings(settings, games // players, seed, **scale, label=f"ablate {game.name}").rows if kinds else []
    results = []
    for verb in kinds:
        mine = [row for row in rows if row["barred"] == verb]
        wins = sum(win(row["seat"])(row) for row in mine)
        rate = rate_row(wins, len(mine), verb=verb, name=game.verb_name(verb), chosen=counts.get(verb, 0))
        fair = 1 / players
        results.append({**rate, "drop": fair - rate["rate"], "drop_low": fair - rate["high"],
                        "drop_high": fair - rate["low"], "cut_off": sum(row["end"] == "limit" for row in mine)})
    results.sort(key=lambda row: -row["drop"])
    return {"game": game.name, "players": players, "agent": agent, "options": dict(chosen), "games": games,
            "max_actions": limit,
            "baseline": {"measures": report(baseline, players), "usage": usage_by_round(baseline)},
            "kinds": results}

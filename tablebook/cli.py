"""The ``tablebook`` command: list games, simulate them, replay records, check tutorials, open the lessons."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import quote

from tablebook import lessons
from tablebook.core import CHANCE_SCHEME, GameRecord, IllegalAction, ReplayError
from tablebook.core.record import read_json
from tablebook.core.options import declared
from tablebook.glossary import glossary
from tablebook.registry import game_names, load


class UsageError(Exception):
    """A bad argument: reported in one line, exit status 2."""


def _game(name: str):
    try:
        return load(name)
    except KeyError:
        raise UsageError(f"unknown game {name!r}; known games: {', '.join(game_names())}") from None


def cmd_games(args) -> int:
    width = max(len(name) for name in game_names())  # the longest name sets the column, so the titles line up
    for name in game_names():
        g = load(name)
        print(f"{name:{width}s}  {g.title}, {g.min_players}–{g.max_players} players")
        if args.options:
            for option in g.options:
                print(f"  --option {option.name} ({option.describe_default()}): {option.help}")
                print(f"      allowed: {option.allowed()}; source: {option.source}")
    return 0


def _declared(game, name: str):
    """The option ``name`` of ``game``, or a usage error listing its options."""
    try:
        return declared(game.options, [name], game.title)[name]
    except IllegalAction as error:
        raise UsageError(f"{error} (tablebook games --options)") from None


def _parse(option, text: str):
    try:
        return option.parse(text)
    except IllegalAction as error:
        raise UsageError(str(error)) from None


def _options(game, texts: list[str] | None) -> dict:
    """``--option colonies=8 --option deck=app``: one value each, read and checked as the game declares them."""
    chosen: dict = {}
    for text in texts or []:
        name, equals, value = text.partition("=")
        option = _declared(game, name)
        if not equals or not value:
            raise UsageError(f"--option takes NAME=VALUE: {name}=VALUE with VALUE {option.allowed()}")
        if name in chosen:
            raise UsageError(f"option {name} given twice")
        chosen[name] = _parse(option, value)
    return chosen


def _scale(args) -> dict:
    """The ``workers``, ``scheduler``, ``max_actions`` and ``chance`` a study's command asked for (every core and the
    current chance scheme by default)."""
    if args.workers is not None and args.workers < 1:
        raise UsageError(f"--workers must be at least 1, not {args.workers}")
    if args.max_actions is not None and args.max_actions < 1:  # None: the study's own limit (ablate's)
        raise UsageError(f"--max-actions must be at least 1, not {args.max_actions}")
    return {"workers": args.workers, "scheduler": args.scheduler, "max_actions": args.max_actions, "chance": args.chance}


@contextmanager
def _playing():
    """Where a study's games are played: a Dask scheduler that cannot be reached is a usage error."""
    from tablebook.agents.workers import SchedulerUnreachable

    try:
        yield
    except SchedulerUnreachable as error:
        raise UsageError(" ".join(str(error).split())) from None


def study_arguments(command: argparse.ArgumentParser, games: int, games_help: str, json_help: str) -> None:
    """The arguments every study shares: how many seeded games, from which seed, JSON output, and where to play."""
    command.add_argument("--games", type=int, default=games, help=games_help)
    command.add_argument("--seed", type=int, default=0, help="the first game's seed (the next games take the next ones)")
    command.add_argument("--json", action="store_true", help=json_help)
    command.add_argument("--max-actions", type=int, default=100_000, metavar="N",
                         help="stop a game after N actions, ended as 'limit' (agents may stall a game for ever)")
    command.add_argument("--workers", type=int, metavar="N", help="processes to play on (default: every core)")
    command.add_argument("--scheduler", metavar="ADDRESS",
                         help="play on a Dask cluster: its scheduler's address (tcp://host:8786), or 'local' for a LocalCluster")
    command.add_argument("--chance", type=int, choices=range(1, CHANCE_SCHEME + 1), default=CHANCE_SCHEME,
                         metavar="SCHEME", help=f"how rolls and draws come from the seeds (default {CHANCE_SCHEME}: each "
                         "keyed by what it is, so variants of a seed share their dice; 1: by position, as studies "
                         "played before it)")


def variant_argument(command: argparse.ArgumentParser) -> None:
    command.add_argument("--option", action="append", metavar="NAME=VALUE",
                         help="a rule variant (repeat for more; tablebook games --options lists them)")


def _players(game, players: int) -> int:
    if not game.min_players <= players <= game.max_players:
        raise UsageError(f"{game.title} is for {game.min_players}–{game.max_players} players, not {players}")
    return players


def _count(games: int) -> int:
    if games < 1:
        raise UsageError("--games must be at least 1")
    return games


def _agents(text: str, players: int | None = None) -> list[str]:
    """Agent names from ``random`` or ``greedy,mcts:200``: one for every seat, or one per seat of ``players``."""
    from tablebook.agents import AGENTS, make_agent
    from tablebook.agents.players import WITHOUT

    agents = text.split(",")
    for name in agents:
        if name.partition(WITHOUT)[0].partition(":")[0] not in AGENTS:  # the library also takes a class of Agent, which no command line can name
            raise UsageError(f"unknown agent {name!r}; the agents are {', '.join(AGENTS)} "
                             "(mcts:ITERATIONS sets how long mcts searches)")
        try:
            make_agent(name, 0)
        except ValueError as error:
            raise UsageError(str(error)) from None
    if players is not None and len(agents) not in (1, players):
        raise UsageError(f"--agent takes one agent for every seat or one per seat ({players}), not {len(agents)}")
    return agents


def cmd_simulate(args) -> int:
    from tablebook.agents import simulate

    game = _game(args.game)
    _players(game, args.players)
    _count(args.games)
    agents = _agents(args.agent, args.players)
    options = _options(game, args.option)
    played = _checked(game, args.players, options)
    scale = _scale(args)
    save = Path(args.save) if args.save else None
    made = save is not None and not save.exists()
    if save:
        try:
            save.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise UsageError(f"cannot write records to {save}: {error.strerror}") from None
    start = time.perf_counter()
    try:
        with _playing():
            table = simulate(game, args.players, args.games, seed=args.seed, agents=agents, keep_records=bool(save),
                             progress=None, **scale, **options)
    except BaseException:
        if made and not any(save.iterdir()):  # no games, no records: leave no empty folder behind
            save.rmdir()
        raise
    seconds = time.perf_counter() - start
    if save:
        for record, row in zip(table.records, table.rows):
            record.save(save / f"{game.name}-{args.players}p-seed{row['seed']}.json")
    if args.json:
        print(json.dumps({"game": game.name, "players": args.players, "options": played, "chance": args.chance,
                          "seconds": round(seconds, 3), "games": table.rows}))
        return 0
    wins = table.win_rates()
    changed = ", ".join(f"{name}={value}" for name, value in options.items())
    print(f"{len(table)} games of {game.title}{f' ({changed})' if changed else ''}, {args.players} players, "
          f"{' vs '.join(agents)} agents, {seconds:.2f} s ({len(table) / seconds:.1f} games/s)")
    print(f"  mean actions per game: {table.column('actions').mean():.0f}")
    print("  end reasons: " + ", ".join(f"{r} {list(table.column('end')).count(r)}" for r in sorted(set(table.column('end')))))
    print(f"  stalled (no end condition reachable any more, ended by our rule): {int(table.stalled().sum())}, "
          f"cut off at --max-actions: {list(table.column('end')).count('limit')}")
    for seat in range(args.players):
        print(f"  seat {seat + 1} ({agents[seat % len(agents)]}): mean score {table.column('scores')[:, seat].mean():.2f}, wins {wins[seat]:.1%}")
    if save:
        print(f"  records saved in {save}/")
    return 0


def _checked(game, players: int, options: dict) -> dict:
    """Every option's value for these games (the given ones, the rulebook's for the rest), or a usage error."""
    try:
        return game.check_setup(players, 0, options)
    except IllegalAction as error:
        raise UsageError(str(error)) from None


def _option_values(game, texts: list[str] | None) -> dict[str, list] | None:
    """``--option deck=first-print,app`` (those values) or ``--option colonies`` (the values its declaration names for
    sweeps), read and checked as the game declares them; None (every option) when there is none."""
    if not texts:
        return None
    chosen: dict[str, list] = {}
    for text in texts:
        name, equals, values = text.partition("=")
        option = _declared(game, name)
        if equals and not values:
            raise UsageError(f"--option {name}= names no values: {name}=V1,V2 with values {option.allowed()}, "
                             f"or {name} alone for the values it declares for sweeps")
        chosen[name] = [_parse(option, value) for value in values.split(",")] if values else list(option.trials())
    return chosen


def _rate(games: int, seconds: float) -> str:
    return f"{games} games, {seconds:.2f} s ({games / max(seconds, 1e-9):.1f} games/s)"


def _names(game) -> dict[str, str]:
    """Every kind of action of the game by its verb (the keys of a study's ``usage``) with its name in the rulebook's
    words, for a reader of the JSON to label them: ``usage_heatmap(data["usage"], name=data["names"].get)``."""
    return {verb: game.verb_name(verb) for verb in game.state_class.VERBS}


def cmd_sweep(args) -> int:
    from tablebook.design import StudyTable, lineup_report, summarise, sweep, variant_report
    from tablebook.design.sweep import agent_mix

    game = _game(args.game)
    try:
        players = [_players(game, int(p)) for p in args.players.split(",")] if args.players is not None else None
    except ValueError:
        raise UsageError(f"--players takes player counts such as 2,3,4, not {args.players!r}") from None
    lineups = [_agents(text) for text in args.agent or ["random"]]
    options = _option_values(game, args.option)
    fewest = min(players) if players else game.min_players
    for agents in lineups:
        if len(agents) > fewest:
            raise UsageError(f"{len(agents)} agents for {fewest} seats: {','.join(agents)}")
    count, scale = _count(args.games), _scale(args)
    _baseline(game, players, options, args.grid, args.baseline)
    start = time.perf_counter()
    try:
        with _playing():
            table = sweep(game, players, lineups, options, args.grid, count, args.seed, progress=None, **scale)
    except IllegalAction as error:  # options each allowed, but no game together
        raise UsageError(str(error)) from None
    seconds = time.perf_counter() - start
    # the seatings of one mix of agents (greedy,random and random,greedy) are one setting: together, every agent
    # sits in every seat, so the seat balance and the skill share are apart
    mixed = StudyTable([{**row, "agents": agent_mix(row["lineup"])} for row in table.rows])
    summary = summarise(mixed)
    paired = {"variants": variant_report(mixed.rows, args.baseline), "lineups": lineup_report(table.rows)}
    if args.json:
        print(json.dumps({"game": game.name, "chance": args.chance, "seconds": round(seconds, 3), "summary": summary,
                          "paired": paired,
                          "names": _names(game),
                          "games": table.rows}))
        return 0
    print(f"sweep of {game.title}: {len(summary)} settings × {args.games} seeds, {_rate(len(table), seconds)}")
    print(f"{'variant':28s} {'players':>7s} {'agents':14s} {'actions':>7s} {'leads':>5s} {'decided':>7s} "
          f"{'comeback':>8s} {'margin':>6s}  {'seat 1 wins (95 %)':20s} {'balance p':>9s} {'skill':>5s}")
    for s in summary:
        first = f"{s['first_seat_rate']:.0%} [{s['first_seat_low']:.0%}, {s['first_seat_high']:.0%}]"
        print(f"{s['variant']:28s} {s['players']:7d} {s['agents']:14s} {s['length']:7.0f} {s['lead_changes']:5.1f} "
              f"{s['decided_at']:7.2f} {s['comeback']:8.0%} {s['margin']:6.1f}  {first:20s} {s['balance_p']:9.3f} "
              f"{s['skill_share']:5.2f}{'' if s['rotated'] else ' *'}")
    if not all(s["rotated"] for s in summary):
        print("* its agents keep their seats: seat 1's wins and the balance p measure the agent in the seat as much as "
              "the seat, the skill the seat as much as the agent; add the other seatings (--agent greedy,random "
              "--agent random,greedy) to tell them apart")
    _print_paired(paired["variants"], ("variant", "players", "agents"),
                  f"each variant against {args.baseline}, game by game on the same seeds and seatings")
    _print_paired(paired["lineups"], ("lineup", "variant", "players"),
                  "each lineup against the first, game by game on the same seeds")
    return 0


def _baseline(game, players: list[int] | None, options, grid: bool, baseline: str) -> None:
    """A usage error unless ``baseline`` names one of the sweep's variants."""
    from tablebook.design.sweep import resolve, variants

    counts = players or range(game.min_players, game.max_players + 1)
    try:
        names = {name for count in counts for name, _ in resolve(game, variants(game, options, grid), count, grid)}
    except IllegalAction as error:
        raise UsageError(str(error)) from None
    if baseline not in names:
        raise UsageError(f"--baseline {baseline!r} is not a variant of this sweep: {', '.join(sorted(names))}")


def _print_paired(report: list[dict], columns: tuple[str, ...], title: str) -> None:
    """The paired comparisons as a table: the difference with its paired and unpaired 95 % intervals, the sign
    test's p and the variance ratio ("worth N× the games": independent games would need N times as many)."""
    if not report:
        return
    print(f"paired: {title}")
    print("  (other − baseline, 95 % t interval; unpaired: the interval were the games independent; sign p: the exact "
          "sign test, McNemar's for wins; worth: how many times the games independent ones would need)")
    widths = {c: max(len(c), *(len(str(row[c])) for row in report)) for c in columns}
    print("  " + " ".join(f"{c:{widths[c]}s}" for c in columns) + f" {'outcome':14s} {'difference [95 %]':26s} "
          f"{'unpaired [95 %]':20s} {'sign p':>6s} {'worth':>6s}")

    def interval(low, high):
        return "" if low is None else f"[{low:+.3g}, {high:+.3g}]"

    for row in report:
        worth = "" if row["variance_ratio"] is None else f"{row['variance_ratio']:.1f}×"
        print("  " + " ".join(f"{str(row[c]):{widths[c]}s}" for c in columns) + f" {row['outcome']:14s} "
              f"{row['difference']:+8.3g} {interval(row['low'], row['high']):17s} "
              f"{interval(row['unpaired_low'], row['unpaired_high']):20s} {row['sign_p']:6.3f} {worth:>6s}")


def _budgets(text: str | None) -> list[int]:
    """``--skill-trace 1,2,4,8``: the search budgets, whole numbers from 1."""
    if text is None:
        return []
    try:
        budgets = [int(b) for b in text.split(",")]
    except ValueError:
        budgets = []
    if not budgets or min(budgets) < 1:
        raise UsageError(f"--skill-trace takes search budgets, whole numbers from 1 such as 1,2,4,8, not {text!r}")
    return budgets


def cmd_tournament(args) -> int:
    from tablebook.design import tournament
    from tablebook.design.tournament import entrants

    game = _game(args.game)
    agents = _agents(args.agent)
    if len(set(agents)) < 2:
        raise UsageError("a tournament needs at least two different agents: --agent random,greedy")
    try:
        entrants(agents)
    except ValueError as error:
        raise UsageError(str(error)) from None
    options = _options(game, args.option)
    played = _checked(game, _players(game, args.players), options)
    count, scale = _count(args.games), _scale(args)
    budgets = _budgets(args.skill_trace)
    start = time.perf_counter()
    with _playing():
        result = tournament(game, args.players, agents, count, args.seed, progress=None, options=options, **scale)
    seconds = time.perf_counter() - start
    trace = None
    if budgets:
        from tablebook.design.skill_trace import skill_trace

        with _playing():
            trace = skill_trace(game, args.players, budgets, count, args.seed, options, progress=None, **scale)
        seconds = time.perf_counter() - start
    if args.json:
        print(json.dumps({"game": game.name, "players": args.players, "options": played, "chance": args.chance,
                          "seconds": round(seconds, 3), "standings": result["standings"], "skill_share": result["skill_share"],
                          "transitivity": result["transitivity"], "paired": result["paired"],
                          "measures": result["measures"],
                          "usage": result["usage"], "names": _names(game), **({"skill_trace": trace} if trace else {}),
                          "games": result["table"].rows}))
        return 0
    print(f"round robin of {game.title}, {args.players} players: {_rate(len(result['table']), seconds)}")
    for place, row in enumerate(result["standings"], start=1):
        nash = result["transitivity"]["nash_average"][row["agent"]]
        print(f"  {place}. {row['agent']:10s} rating {row['mu']:.1f} ± {row['sigma']:.1f} (ordinal {row['ordinal']:.1f}), "
              f"wins {row['rate']:.0%} [{row['low']:.0%}, {row['high']:.0%}] of {row['games']} seats, "
              f"Nash average {nash:+.2f}")
    print(f"  share of the outcome the agents explain: {result['skill_share']:.2f}")
    mixture = {agent: weight for agent, weight in result["transitivity"]["mixture"].items() if weight > 1e-9}
    if len(mixture) == 1:
        print(f"  one best agent: {next(iter(mixture))} finishes ahead of each other agent more often than not")
    else:
        print("  no single best agent: the equilibrium mixes " + ", ".join(f"{a} {w:.0%}" for a, w in mixture.items())
              + " (a cycle, or agents too close to tell apart)")
    for row in result["measures"]:
        interval = "" if row["low"] is None else f" [{row['low']:.3g}, {row['high']:.3g}]"
        print(f"  {row['measure'].replace('_', ' ')}: {row['value']:.3g}{interval}" if row["value"] is not None
              else f"  {row['measure'].replace('_', ' ')}: none")
    for step in trace or []:
        print(f"  skill trace: mcts:{step['strong']} among mcts:{step['budget']} wins {step['rate']:.0%} "
              f"[{step['low']:.0%}, {step['high']:.0%}] of {step['games']}")
    _print_paired(result["paired"], ("lineup", "players"), "each seating against the first, game by game on the same seeds")
    return 0


def _kind(name: str, verb: str) -> str:
    """A kind of action as a designer reads it, with the verb ``--verb`` takes: "Launch a colony (launch)"."""
    return verb if name == verb else f"{name} ({verb})"


def cmd_ablate(args) -> int:
    from tablebook.design.ablation import ablate

    game = _game(args.game)
    players = _players(game, args.players)
    agent = _agents(args.agent)
    if len(agent) != 1:
        raise UsageError(f"--agent takes one agent, the same in every seat, not {len(agent)}: {args.agent}")
    options = _options(game, args.option)
    played = _checked(game, players, options)
    known = set(game.state_class.VERBS)
    for verb in args.verb or []:
        if verb not in known:
            raise UsageError(f"{game.title} has no kind of action {verb!r}; its kinds: "
                             f"{', '.join(_kind(game.verb_name(v), v) for v in sorted(known))}")
    count, scale = _count(args.games), _scale(args)
    start = time.perf_counter()
    with _playing():
        result = ablate(game, players, agent[0], args.verb, count, args.seed, options, progress=True, **scale)
    seconds = time.perf_counter() - start
    if args.json:
        print(json.dumps({**result, "options": played, "chance": args.chance, "names": _names(game),
                          "seconds": round(seconds, 3)}))
        return 0
    total = result["games"] * (1 + len(result["kinds"]))
    print(f"restricted play in {game.title}, {players} players, {agent[0]} agents: one seat barred from one kind of "
          f"action, {result['games']} games a kind; {_rate(total, seconds)}")
    print(f"free, a seat wins {1 / players:.0%} of the games; the drop is how much less it wins when barred "
          "(95 % interval):")
    kinds = [_kind(row["name"], row["verb"]) for row in result["kinds"]]
    width = max([16, *map(len, kinds)])
    print(f"  {'kind of action':{width}s} {'taken at a choice':>17s}  {'barred, it wins':20s}  drop")
    for kind, row in zip(kinds, result["kinds"]):
        rate = f"{row['rate']:.0%} [{row['low']:.0%}, {row['high']:.0%}]"
        stalled = f"  ({row['cut_off']} games stalled, stopped at {result['max_actions']} actions)" if row["cut_off"] else ""
        print(f"  {kind:{width}s} {row['chosen']:17d}  {rate:20s}  {row['drop']:+.0%} "
              f"[{row['drop_low']:+.0%}, {row['drop_high']:+.0%}]{stalled}")
    if not result["kinds"]:
        print("  none: the agents never chose between kinds of action")
    return 0


def _folder_game(path: str):
    """The game a folder in a foreign format holds (a boardgamers.space game: setup.json + moves.txt), opened."""
    for name in game_names():
        try:
            opened = load(name).open_folder(path)
        except (OSError, ValueError) as error:
            raise UsageError(f"{path}: {error}") from None
        if opened is not None:
            return opened
    raise UsageError(f"{path} is a folder no game reads (a boardgamers.space game folder holds setup.json and moves.txt)")


def replay_folder(args) -> int:
    """Replay a foreign game folder line by line, every action checked by our rules."""
    folder = _folder_game(args.record)
    state = folder.state
    out = sys.stdout
    if args.trace:
        out.write(folder.trace(state, 0, folder.first_move) + "\n")
    started = time.perf_counter()
    for i, (number, text) in enumerate(folder.lines, start=1):
        try:
            seat, actions = folder.notation.read(text, state)
            for action in actions:
                state.apply(action, seat)
        except (IllegalAction, ValueError) as error:
            print(f"tablebook: {args.record}: line {number}: {text.strip()}: {error}", file=sys.stderr)
            return 1
        if args.trace:
            out.write(folder.trace(state, i, text) + "\n")
    seconds = time.perf_counter() - started
    if args.json:
        print(json.dumps({**folder.result(state), "seconds": round(seconds, 4)}))
    elif not args.trace:
        status = "over" if state.is_over() else "not finished"
        print(f"{state.game.title}: {len(folder.lines)} log lines replayed, every one legal; game {status}")
        for item in folder.result(state)["final_vp"]:
            print(f"{item['faction']}: {item['vp']} VP")
    return 0


def cmd_replay(args) -> int:
    if Path(args.record).is_dir():
        return replay_folder(args)
    if args.trace:
        raise UsageError("--trace is for game folders in a foreign format (setup.json + moves.txt)")
    try:
        data = read_json(args.record)
    except OSError as error:
        raise UsageError(f"cannot read {args.record}: {error.strerror}") from None
    except ValueError as error:
        raise UsageError(f"{args.record} is not a game record: {error}") from None
    try:
        state = GameRecord.replay_json(data, load)  # each line read as it is played: the first bad one stops it
    except ReplayError as error:
        print(f"tablebook: {args.record}: illegal {error}", file=sys.stderr)
        return 1
    except IllegalAction as error:  # a setup the game refuses (players, options)
        raise UsageError(f"{args.record}: {error}") from None
    except ValueError as error:
        raise UsageError(f"{args.record} is not a game record: {error}") from None
    game, actions = state.game, len(state.history)
    names = getattr(state, "colours", [f"seat {p + 1}" for p in range(state.players)])
    result = {
        "game": game.name,
        "actions": actions,
        "over": state.is_over(),
        "end": state.end_reason(),
        "scores": state.scores(),
        "winners": state.winners() if state.is_over() else [],
        "breakdown": [[list(item) for item in state.score_breakdown(p)] for p in range(state.players)],
    }
    if args.json:
        print(json.dumps(result))
        return 0
    status = f"over ({state.end_reason()})" if state.is_over() else "not finished"
    print(f"{game.title}: {actions} actions replayed, every one legal; game {status}")
    for p in range(state.players):
        mark = "  winner" if p in result["winners"] else ""
        print(f"{names[p]}: {state.scores()[p]} VP{mark}")
        for item in state.score_breakdown(p):
            print(f"    {item}")
    return 0


# --- lab: JupyterLab on the lessons ------------------------------------------------------------------------
LAB_OVERRIDES = Path(__file__).with_name("lab_overrides.json")


def lab_overrides() -> dict:
    """The lessons' JupyterLab settings by plugin (overrides.json form): what `tablebook lab` and binder/postBuild apply."""
    return json.loads(LAB_OVERRIDES.read_text(encoding="utf-8"))


def running_as_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def split_lab_arguments(arguments: list[str], aliases) -> tuple[list[str], list[str]]:
    """Separate the lessons to open from JupyterLab's options, reading the options as Jupyter does.

    ``--name=value`` is one argument. ``--name value`` takes the next argument as its value when ``name`` is one of
    JupyterLab's aliases (``--port 8899``) or names a ``Class.trait`` (``--ServerApp.port 8899``); a flag
    (``--no-browser``) takes none. Everything else is a path.
    """
    paths: list[str] = []
    options: list[str] = []
    i = 0
    while i < len(arguments):
        argument = arguments[i]
        i += 1
        if not argument.startswith("-") or argument == "-":
            paths.append(argument)
            continue
        options.append(argument)
        name = argument.lstrip("-")
        if "=" in name or i == len(arguments) or arguments[i].startswith("-"):
            continue
        if "." in name or name in aliases:
            options.append(arguments[i])
            i += 1
    return paths, options


def lab_command(arguments: list[str], *, aliases, settings_dir: Path, as_root: bool) -> list[str]:
    """The arguments for JupyterLab: the lesson to open, then --allow-root (as root), the settings, the user's options.

    The default lesson is notebooks/index.ipynb (from the repository root); a folder opens its index.ipynb if it has
    one, and a lesson or folder of notebooks/ opens in the learner's own copy of the lessons (``own_copy``) unless
    the user names the folder to serve (``--notebook-dir``, ``--ServerApp.root_dir``: a developer's checkout).
    JupyterLab serves a lesson's own folder and opens the lesson in the browser it starts; the address it prints
    (for a remote or headless machine, where no browser starts) opens the lesson too, not the Launcher.
    The user's own options come last, so they win over ours.
    """
    paths, options = split_lab_arguments(arguments, aliases)
    if len(paths) > 1:
        raise UsageError(f"one lesson or folder at a time, not {len(paths)}: {' '.join(paths)}")
    path = Path(paths[0]) if paths else (Path("notebooks") if Path("notebooks").is_dir() else Path("."))
    opened = path if given(options, ROOT_OPTIONS) else own_copy(path)
    if not opened.exists():
        raise UsageError(f"no such folder or notebook: {path}")
    target = opened / "index.ipynb" if opened.is_dir() and (opened / "index.ipynb").exists() else opened
    command = [str(target)]
    if as_root and not any(o == "--allow-root" or o.startswith("--ServerApp.allow_root") for o in options):
        command.append("--allow-root")  # Jupyter refuses to run as root otherwise (containers often are)
    command.append(f"--LabApp.app_settings_dir={settings_dir}")
    if target.is_file() and not given(options, SERVED_ELSEWHERE):
        command.append(f"--LabApp.default_url=/lab/tree/{quote(target.name)}")
    return command + options


def own_copy(path: Path) -> Path:
    """The learner's copy of ``path`` if it names the shipped lessons or that copy (made or brought up to date
    first, see tablebook.lessons), so JupyterLab never saves into the shipped ones; any other path as it is."""
    name = lessons.lesson_name(path, lessons.SHIPPED, lessons.work_folder()) if lessons.SHIPPED.is_dir() else None
    return path if name is None else update_own_copy() / name


def update_own_copy() -> Path:
    """Make or update the learner's copy of the lessons (tablebook.lessons), say where it is; its folder."""
    work = lessons.work_folder()
    made = lessons.update(lessons.SHIPPED, work)
    print(f"Your own copy of the lessons: {work}/ ({len(made)} files copied now; a fresh copy of a lesson: "
          "tablebook lessons --fresh LESSON)")
    return work


# options that choose the folder JupyterLab serves
ROOT_OPTIONS = {"notebook-dir", "ServerApp.root_dir", "ServerApp.notebook_dir"}
# options after which the lesson's own name is no longer its address in the lab: the user chose another
SERVED_ELSEWHERE = ROOT_OPTIONS | {"LabApp.default_url", "ServerApp.default_url"}


def given(options: list[str], names: set[str]) -> bool:
    """Whether the user's options set one of ``names`` (``--name value`` or ``--name=value``)."""
    return any(o.lstrip("-").split("=")[0] in names for o in options)


def write_lab_settings(folder: Path, environment_settings: Path | None) -> Path:
    """Make `folder` an application settings directory: the environment's own, plus the lessons' settings.

    JupyterLab reads default values for its settings from overrides.json in its application settings directory;
    the user's own settings (in the user settings directory) still win over them, and are not touched. The
    environment's settings directory is copied first, so whatever it sets applies too; in overrides.json the
    lessons' values come on top of the environment's.
    """
    if environment_settings is not None and environment_settings.is_dir():
        shutil.copytree(environment_settings, folder, dirs_exist_ok=True)
    folder.mkdir(parents=True, exist_ok=True)
    overrides_file = folder / "overrides.json"
    overrides: dict = {}
    if overrides_file.exists():
        try:
            overrides = json.loads(overrides_file.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            print(f"tablebook: ignoring {environment_settings / 'overrides.json'}: {error}", file=sys.stderr)
    for plugin, values in lab_overrides().items():
        overrides.setdefault(plugin, {}).update(values)
    overrides_file.write_text(json.dumps(overrides, indent=2), encoding="utf-8")
    return folder


def serve_lab(app, argv: list[str]) -> None:
    """Run JupyterLab in this process until it stops (a function of its own, so tests can stand in for it)."""
    app.launch_instance(argv=argv)


def cmd_glossary(args) -> int:
    _game(args.game)
    words = glossary(args.game)
    if args.html:
        Path(args.html).write_text(words.html(), encoding="utf-8")
        print(f"{words.title}: cheat sheet and {len(words.terms)} terms written to {args.html}")
    else:
        print(words.text(), end="")
    return 0


def cmd_lab(args) -> int:
    try:
        from jupyterlab.commands import get_app_dir
        from jupyterlab.labapp import LabApp
    except ImportError:
        raise UsageError("JupyterLab is not installed: pip install jupyterlab") from None
    with tempfile.TemporaryDirectory(prefix="tablebook-lab-") as folder:
        settings = write_lab_settings(Path(folder) / "settings", Path(get_app_dir()) / "settings")
        argv = lab_command(args.lab_arguments, aliases=set(LabApp.aliases), settings_dir=settings,
                           as_root=running_as_root())
        serve_lab(LabApp, argv)
    return 0


def cmd_lessons(args) -> int:
    if not lessons.SHIPPED.is_dir():
        raise UsageError(f"no {lessons.SHIPPED} folder here: run it from the repository's root")
    work = update_own_copy()
    for written in args.fresh or []:
        name = lessons.lesson_name(Path(written), lessons.SHIPPED, work) or Path(written)
        try:
            done = lessons.fresh(name, lessons.SHIPPED, work)
        except ValueError as error:
            raise UsageError(str(error)) from None
        for copy, kept in done:
            print(f"fresh copy: {copy}" + (f" (yours is kept as {kept.name})" if kept else ""))
    return 0


def cmd_classroom(args) -> int:
    """``classroom OUT``: the student edition and the teacher's key; ``classroom grade RETURNED``: a CSV of scores."""
    from tablebook.views import classroom

    if args.target[0] == "grade":
        if len(args.target) != 2:
            raise UsageError("tablebook classroom grade RETURNED: one folder of returned notebooks")
        returned, key = Path(args.target[1]), Path(args.key) if args.key else lessons.SHIPPED
        if not returned.is_dir() or not key.is_dir():
            raise UsageError(f"no folder {returned if not returned.is_dir() else key}")
        rows = classroom.grade(returned, key)
        if args.csv:
            with open(args.csv, "w", newline="") as out:
                classroom.write_grades(rows, out)
        else:
            classroom.write_grades(rows, sys.stdout)
        students = sorted({r["student"] for r in rows})
        print(f"graded {len(students)} students, {len(rows)} answers: "
              f"{sum(r['status'] == 'right' for r in rows)} right, {sum(r['status'] == 'by hand' for r in rows)} to grade by hand",
              file=sys.stderr)
        return 0
    if len(args.target) != 1:
        raise UsageError("tablebook classroom OUT: one folder to write")
    shipped, out = Path(args.lessons), Path(args.target[0])
    if not shipped.is_dir():
        raise UsageError(f"no {shipped} folder here: run it from the repository's root, or give --lessons")
    try:
        counts = classroom.write_editions(shipped, out)
    except ValueError as error:
        raise UsageError(str(error)) from None
    print(f"{out / 'student'}: {len(counts)} lessons, {sum(counts.values())} exercises, without answers or solutions")
    print(f"{out / 'teacher'}: the key")
    if args.answers:
        print(f"{classroom.write_answers(shipped, out, [n for n, c in counts.items() if c])}: every expected answer")
    return 0


def cmd_tutorial(args) -> int:
    """Play a game's tutorial headlessly to its end: each chapter's steps, moves and rules taught; exit 1 on a problem."""
    from tablebook import tutorial

    game = _game(args.game)
    try:
        script = tutorial.load(game)
    except LookupError as error:
        raise UsageError(str(error)) from None
    except tutorial.ScriptError as error:
        print(f"tablebook: {error}", file=sys.stderr)
        return 1
    started = time.perf_counter()
    reports = tutorial.check(script, game, alternatives=not args.quick)
    if args.json:
        print(json.dumps([vars(r) for r in reports], indent=1))
    else:
        print(f"{script.title} (version {script.version}): {len(reports)} chapters")
        for number, report in enumerate(reports, 1):
            mark = "ok" if not report.problems else f"{len(report.problems)} problem(s)"
            print(f"{number:2d}. {report.title}: {report.steps} steps, {report.moves} moves, "
                  f"{len(report.rules)} rules taught — {mark}")
            for problem in report.problems:
                print(f"      {problem}")
        taught = script.taught()
        print(f"rules taught: {len(taught)}; left for the lessons: {len(script.left_for_lessons)}; "
              f"checked in {time.perf_counter() - started:.1f} s")
    return 1 if any(r.problems for r in reports) else 0


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="tablebook", description="Interactive rulebooks for board games.")
    sub = top.add_subparsers(dest="command", required=True)
    lst = sub.add_parser("games", help="list the games and their player counts")
    lst.add_argument("--options", action="store_true", help="also each game's rule variants: default, meaning, values")
    lst.set_defaults(run=cmd_games)
    sim = sub.add_parser("simulate", help="play many seeded games between agents")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--agent", default="random", help="random, uniform, greedy or mcts[:ITERATIONS] for every seat, or one per seat: mcts:200,greedy")
    sim.add_argument("--save", metavar="DIR", help="write one game record (JSON) per game here")
    variant_argument(sim)
    study_arguments(sim, 100, "games to play", "print the results as JSON")
    sim.set_defaults(run=cmd_simulate)
    swp = sub.add_parser("sweep", help="play every declared rule variant × player count × agents, the same seeds each")
    swp.add_argument("game")
    swp.add_argument("--players", metavar="N,M", help="player counts (default: all)")
    swp.add_argument("--agent", action="append", metavar="AGENTS",
                     help="a lineup: random for every seat, or one per seat: greedy,random (repeat for more; give "
                          "random,greedy too, and the summary reads both seatings together, seat and agent apart)")
    swp.add_argument("--option", action="append", metavar="NAME[=V1,V2]",
                     help="sweep this option over these values (without values: those its declaration names for "
                          "sweeps); repeat for more (default: every option; tablebook games --options)")
    swp.add_argument("--grid", action="store_true", help="every combination of the options, not one at a time")
    swp.add_argument("--baseline", default="rulebook", metavar="VARIANT",
                     help="the variant the others are compared with, game by game on the same seeds (default: "
                          "rulebook; a variant's name as the summary prints it: colonies=6)")
    study_arguments(swp, 50, "seeds per setting", "print the summary and every game as JSON")
    swp.set_defaults(run=cmd_sweep)
    tour = sub.add_parser("tournament", help="a round robin between agents in every seating, rated with openskill")
    tour.add_argument("game")
    tour.add_argument("--players", type=int, required=True)
    tour.add_argument("--agent", default="random,greedy", help="the agents taking part (default: random,greedy)")
    tour.add_argument("--skill-trace", metavar="B1,B2,…",
                      help="also the skill trace: mcts with twice each budget against mcts with it (--games per step)")
    variant_argument(tour)
    study_arguments(tour, 10, "seeds per seating", "print the standings, the measures and every game as JSON")
    tour.set_defaults(run=cmd_tournament)
    abl = sub.add_parser("ablate", help="rank the kinds of action by how much less an agent wins barred from each",
                         description="Restricted play (Jaffe et al., AIIDE 2012): one seat's agent is barred from one "
                                     "kind of action, the others play free; each seat in turn, on the same seeds. "
                                     "The kinds tried are those the free agents took at a choice (another kind open) "
                                     "at least once a game in baseline games, the eight most taken.")
    abl.add_argument("game")
    abl.add_argument("--players", type=int, required=True)
    abl.add_argument("--agent", default="greedy", help="the agent in every seat (default: greedy)")
    abl.add_argument("--verb", action="append", metavar="KIND",
                     help="bar this kind of action, by its verb, as the ranking writes it after the name "
                          "(launch for 'Launch a colony'); repeat for more; default: the kinds the free agents took "
                          "at a choice at least once a game, the eight most taken")
    variant_argument(abl)
    study_arguments(abl, 24, "games a kind (rounded up to a whole number of turns of the table)",
                    "print the ranking, the baseline's measures and its usage by round as JSON")
    abl.set_defaults(max_actions=None)  # a barred agent may stall a game: stopped at 4 × the longest baseline game
    abl.set_defaults(run=cmd_ablate)
    rep = sub.add_parser("replay", help="replay a game record or a boardgamers.space game folder, checking every action")
    rep.add_argument("record", help="a tablebook record (JSON), or a folder with setup.json and moves.txt")
    rep.add_argument("--json", action="store_true")
    rep.add_argument("--trace", action="store_true",
                     help="a game folder: print every player's state after each line, in the folder's trace.jsonl format")
    rep.set_defaults(run=cmd_replay)
    glo = sub.add_parser("glossary", help="a game's cheat sheet and glossary, each term with its rule (--html: a printable page)")
    glo.add_argument("game")
    glo.add_argument("--html", metavar="FILE", help="write a printable HTML page: the cheat sheet, then the glossary A–Z")
    glo.set_defaults(run=cmd_glossary)
    lab = sub.add_parser("lab", help="open JupyterLab on the lessons (other options go to jupyter lab: --port 8890)",
                         description="Open JupyterLab on the lessons, with a running kernel in every notebook. "
                                     f"They open in your own copy, {lessons.WORK}/ (see tablebook lessons), so the "
                                     f"shipped ones in {lessons.SHIPPED}/ stay as they are. "
                                     "Any other option goes to jupyter lab, as --port 8890 or --port=8890.")
    lab.add_argument("path", nargs="?", help="a lesson or folder (default: notebooks/index.ipynb)")
    lab.set_defaults(run=cmd_lab)
    tut = sub.add_parser("tutorial", help="play a game's tutorial to its end and report each chapter (the authors' check)")
    tut.add_argument("game")
    tut.add_argument("--quick", action="store_true", help="play only the script's own moves, not every equivalent one")
    tut.add_argument("--json", action="store_true")
    tut.set_defaults(run=cmd_tutorial)
    cls = sub.add_parser("classroom", help="the student edition of the lessons and the teacher's key, or grade returned notebooks",
                         description="tablebook classroom OUT writes OUT/student/ (the lessons without expected answers, "
                                     "solutions or checkers: each exercise checks answers by a salted hash) and "
                                     "OUT/teacher/ (the key). tablebook classroom grade RETURNED/ reads the notebooks "
                                     "handed back (RETURNED/<student>/.../<lesson>.ipynb) and writes a CSV of scores "
                                     "per student and exercise; a function or moves a student gave are run in the "
                                     "teacher's lesson to judge them.")
    cls.add_argument("target", nargs="+", metavar="OUT | grade RETURNED")
    cls.add_argument("--lessons", default=str(lessons.SHIPPED), help=f"the lessons (default: {lessons.SHIPPED})")
    cls.add_argument("--answers", action="store_true",
                     help="also run every lesson and write OUT/teacher/answers.md, each exercise's expected answer (slow)")
    cls.add_argument("--key", metavar="DIR", help=f"grade: the teacher's lessons (default: {lessons.SHIPPED})")
    cls.add_argument("--csv", metavar="FILE", help="grade: write the scores here (default: print them)")
    cls.set_defaults(run=cmd_classroom)
    own = sub.add_parser("lessons", help="make or update your own copy of the lessons (tablebook lab does it first)",
                         description="Make or update your own copy of the lessons, which tablebook lab opens: "
                                     f"{lessons.WORK}/ beside {lessons.SHIPPED}/. Lessons you have are never "
                                     "overwritten; delete one, or use --fresh, to start it again.")
    own.add_argument("--fresh", nargs="+", metavar="LESSON",
                     help="a fresh copy of these lessons or folders (yours kept beside as NAME.old.ipynb)")
    own.set_defaults(run=cmd_lessons)
    return top


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    top = parser()
    args, extra = top.parse_known_args(argv)
    if args.command == "lab":
        # jupyter lab's options may take their value from the next argument (--port 8899): keep them as written
        args.lab_arguments = argv[argv.index("lab") + 1:]
    elif extra:
        top.error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        return args.run(args)
    except UsageError as error:
        print(f"tablebook: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader stopped early (`tablebook simulate … | head`): not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())

"""The ``tablebook`` command: list games, simulate them, replay records, open the lessons."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import time
from pathlib import Path

from tablebook.core import GameRecord, IllegalAction, ReplayError, games, load


class UsageError(Exception):
    """A bad argument: reported in one line, exit status 2."""


def _game(name: str):
    try:
        return load(name)
    except KeyError:
        raise UsageError(f"unknown game {name!r}; known games: {', '.join(games())}") from None


def cmd_games(args) -> int:
    for name in games():
        g = load(name)
        print(f"{name:20s} {g.title}, {g.min_players}–{g.max_players} players")
    return 0


class Progress:
    """A one-line progress bar on stderr, drawn only when stderr is a terminal."""

    def __init__(self, label: str, stream=sys.stderr):
        self.label, self.stream, self.start = label, stream, time.perf_counter()
        self.enabled = stream.isatty()

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        width = 30
        filled = width * done // total
        rate = done / max(time.perf_counter() - self.start, 1e-9)
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total} {rate:.0f} games/s")
        if done == total:
            self.stream.write("\n")
        self.stream.flush()


def cmd_simulate(args) -> int:
    from tablebook.agents import AGENTS, simulate

    game = _game(args.game)
    if not game.min_players <= args.players <= game.max_players:
        raise UsageError(f"{game.title} is for {game.min_players}–{game.max_players} players, not {args.players}")
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    agents = args.agent.split(",")
    for name in agents:
        if name not in AGENTS:
            raise UsageError(f"unknown agent {name!r}; choose from {', '.join(AGENTS)}")
    if len(agents) not in (1, args.players):
        raise UsageError(f"--agent takes one agent for every seat or one per seat ({args.players}), not {len(agents)}")
    save = Path(args.save) if args.save else None
    if save:
        try:
            save.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise UsageError(f"cannot write records to {save}: {error.strerror}") from None
    start = time.perf_counter()
    table = simulate(game, args.players, args.games, seed=args.seed, agents=agents, keep_records=bool(save),
                     progress=Progress(f"{game.name} {args.players}p"))
    seconds = time.perf_counter() - start
    if save:
        for record, row in zip(table.records, table.rows):
            record.save(save / f"{game.name}-{args.players}p-seed{row['seed']}.json")
    if args.json:
        print(json.dumps({"game": game.name, "players": args.players, "seconds": round(seconds, 3), "games": table.rows}))
        return 0
    wins = table.win_rates()
    print(f"{len(table)} games of {game.title}, {args.players} players, {' vs '.join(agents)} agents, {seconds:.2f} s "
          f"({len(table) / seconds:.1f} games/s)")
    print(f"  mean actions per game: {table.column('actions').mean():.0f}")
    print("  end reasons: " + ", ".join(f"{r} {list(table.column('end')).count(r)}" for r in sorted(set(table.column('end')))))
    for seat in range(args.players):
        print(f"  seat {seat + 1} ({agents[seat % len(agents)]}): mean score {table.column('scores')[:, seat].mean():.2f}, wins {wins[seat]:.1%}")
    if save:
        print(f"  records saved in {save}/")
    return 0


def cmd_replay(args) -> int:
    try:
        record = GameRecord.load(args.record)
    except OSError as error:
        raise UsageError(f"cannot read {args.record}: {error.strerror}") from None
    except ValueError as error:
        raise UsageError(f"{args.record} is not a game record: {error}") from None
    game = _game(record.game)
    try:
        state = record.replay()
    except ReplayError as error:
        print(f"tablebook: {args.record}: illegal {error}", file=sys.stderr)
        return 1
    except (IllegalAction, ValueError) as error:
        raise UsageError(f"{args.record}: {error}") from None
    names = getattr(state, "colours", [f"seat {p + 1}" for p in range(state.players)])
    result = {
        "game": game.name,
        "actions": len(record.actions),
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
    print(f"{game.title}: {len(record.actions)} actions replayed, every one legal; game {status}")
    for p in range(state.players):
        mark = "  winner" if p in result["winners"] else ""
        print(f"{names[p]}: {state.scores()[p]} VP{mark}")
        for item in state.score_breakdown(p):
            print(f"    {item}")
    return 0


def cmd_lab(args) -> int:
    path = Path(args.path) if args.path else (Path("notebooks") if Path("notebooks").is_dir() else Path("."))
    if not path.exists():
        raise UsageError(f"no such folder or notebook: {path}")
    jupyter = shutil.which("jupyter")
    if jupyter is None:
        raise UsageError("JupyterLab is not installed: pip install jupyterlab")
    target = path / "index.ipynb" if path.is_dir() and (path / "index.ipynb").exists() else path
    command = [jupyter, "lab", str(target), *args.extra]
    os.execv(jupyter, command)
    return 0  # not reached: execv replaces this process


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="tablebook", description="Interactive rulebooks for board games.")
    sub = top.add_subparsers(dest="command", required=True)
    sub.add_parser("games", help="list the games and their player counts").set_defaults(run=cmd_games)
    sim = sub.add_parser("simulate", help="play many seeded games between agents")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--agent", default="random", help="random or greedy for every seat, or one per seat: greedy,random")
    sim.add_argument("--save", metavar="DIR", help="write one game record (JSON) per game here")
    sim.add_argument("--json", action="store_true", help="print the results as JSON")
    sim.set_defaults(run=cmd_simulate)
    rep = sub.add_parser("replay", help="replay a game record, checking every action")
    rep.add_argument("record")
    rep.add_argument("--json", action="store_true")
    rep.set_defaults(run=cmd_replay)
    lab = sub.add_parser("lab", help="open JupyterLab on the lessons (other options go to jupyter lab: --port=8890)")
    lab.add_argument("path", nargs="?", help="a lesson or folder (default: notebooks/index.ipynb)")
    lab.set_defaults(run=cmd_lab)
    return top


def main(argv: list[str] | None = None) -> int:
    top = parser()
    args, extra = top.parse_known_args(argv)
    if extra and args.command != "lab":
        top.error(f"unrecognized arguments: {' '.join(extra)}")
    args.extra = extra
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

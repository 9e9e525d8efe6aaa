"""How far each reference game agrees with ours, line by line: ``python -m tests.gaia_project.agreement [game]``."""

from __future__ import annotations

import json
import sys

from tablebook.core import IllegalAction
from tablebook.games.gaia_project import GAME
from tablebook.games.gaia_project.log import BOARDGAMERS, read_folder
from tablebook.games.gaia_project.trace import line
from tests.gaia_project.reference_games import game_folders


def agreement(folder):
    """(lines that agree before the first divergence, total lines, what diverged)."""
    players, setup, moves = read_folder(folder)
    theirs = (folder / "trace.jsonl").read_text().splitlines()
    state = GAME.new_state(players, 0, setup=setup)
    if line(state, 0, theirs and json.loads(theirs[0])["move"]) != theirs[0]:
        return 0, len(moves), f"line 0: {line(state, 0, json.loads(theirs[0])['move'])}"
    for i, text in enumerate(moves, start=1):
        try:
            seat, actions = BOARDGAMERS.read(text, state)
            for action in actions:
                state.apply(action, seat)
        except (IllegalAction, ValueError) as error:
            return i - 1, len(moves), f"line {i} {text!r}: {error}"
        ours = line(state, i, text)
        if ours != theirs[i]:
            return i - 1, len(moves), f"line {i} {text!r}: " + differences(json.loads(ours), json.loads(theirs[i]))
    return len(moves), len(moves), ""


def differences(ours: dict, theirs: dict) -> str:
    """The fields that differ, as ``player.field ours≠theirs``."""
    out = [f"{k} {ours[k]}≠{theirs[k]}" for k in ("round", "phase") if ours[k] != theirs[k]]
    for a, b in zip(ours["players"], theirs["players"]):
        out += [f"{b['f']}.{k} {a[k]}≠{b[k]}" for k in b if a[k] != b[k]]
    return "; ".join(out)


def main(names):
    total = agreed = games = 0
    for folder in game_folders():
        if names and folder.name not in names:
            continue
        ok, n, why = agreement(folder)
        total, agreed, games = total + n, agreed + ok, games + (ok == n)
        print(f"{folder.name:16} {ok:4}/{n:<4} {why}"[:600])
    print(f"{games} games agree entirely; {agreed}/{total} lines agree before the first divergence")


if __name__ == "__main__":
    main(sys.argv[1:])

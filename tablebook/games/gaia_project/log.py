"""boardgamers.space game logs: reading them into our actions, writing our games back, and their game folders.

A log line is ``<player> <commands>``: the player as ``p1`` or a faction id, then commands separated by full stops;
an empty piece (a trailing full stop) is ``endturn``. Annotations stored logs add (``(2/4/0/0 ⇒ 1/5/0/0)``,
``returning booster9``, ``using area1: 2``, ``(from 5A7)``) are dropped unread: our rules work every number out.
A game folder holds ``setup.json`` (the drawn setup) and ``moves.txt`` (the log, first line ``init N SEED``).
"""

from __future__ import annotations

import re
from pathlib import Path

from tablebook.core import Action, Notation
from tablebook.core.record import read_json

from .draw import PARTS, parts_problem

from .faction_board import FactionBoard

ANNOTATION = re.compile(r"\s*\(\d+(?:,B)?/\d+(?:,B)?/\d+(?:,B)?/\d+ ⇒ \d+(?:,B)?/\d+(?:,B)?/\d+(?:,B)?/\d+\)\s*$")
# how many words each command takes; words after them are annotations (``up eco (2 ⇒ 3)``, ``pass booster2
# returning booster9``, ``build gf 7A10 using area1: 2``), read past and never trusted
ARGUMENTS = {"faction": 1, "bid": 2, "booster": 1, "build": 2, "federation": 2, "up": 1, "action": 1, "special": 1,
             "pass": 1, "spend": 3, "burn": 2, "endturn": 0, "tech": 1, "cover": 1, "lostPlanet": 1, "fedtile": 1,
             "brainstone": 1, "swap-PI": 1, "charge": 1, "decline": 0, "income": 1}
# our verbs are lower case; the log writes these two in camel case
LOG_VERBS = {"swap-pi": "swap-PI", "lostplanet": "lostPlanet"}
OUR_VERBS = {log: ours for ours, log in LOG_VERBS.items()}


def commands(text: str) -> tuple[str, list[str]]:
    """The player word and the command texts of one log line."""
    text = ANNOTATION.sub("", text.strip())
    player, _, rest = text.partition(" ")
    pieces = [piece.strip() for piece in rest.split(".")]
    if pieces and pieces[-1] == "" and len(pieces) > 1:
        pieces[-1] = "endturn"
    out = []
    for piece in pieces:
        if piece.startswith("("):
            continue
        words = piece.split()
        if not words:
            words = ["endturn"]
        verb = words[0]
        keep = ARGUMENTS.get(verb)
        if verb == "pass" and not (len(words) > 1 and words[1].startswith("booster")):
            keep = 0  # round 6: pass without a booster (perhaps "returning booster9")
        if keep is not None:
            words = words[:1 + keep]
        words[0] = OUR_VERBS.get(verb, verb)
        out.append(" ".join(words))
    return player, out


class BoardgamersLog(Notation):
    """The notation of boardgamers.space logs (reference §14)."""

    name = "boardgamers"

    def read(self, line: str, state) -> tuple[object, list[Action]]:
        player, texts = commands(line)
        return state.read_seat(player), [Action.parse(t) for t in texts]

    def write(self, seat, actions: list[Action], state) -> list[str]:
        """One line per turn or per decision (a setup choice, a charge, income, the Gaia phase): the commands joined
        by full stops, a turn ending with one (``endturn``), a pass without."""
        runs, current = [], None
        state = state.clone()
        for action in actions:
            top = state.agenda[-1] if state.agenda else None
            fresh_turn = top is None and not state.main and not state.acted
            fresh_decision = top is not None and top.get("kind") in LINE_KINDS and top is not current
            if not runs or fresh_turn or fresh_decision:
                runs.append((state.seat_word(seat), []))
                current = top
            state.apply(action, seat)
            runs[-1][1].append(action)
        return [f"{word} {_joined(run)}" for word, run in runs]


LINE_KINDS = ("faction", "setup-build", "setup-booster", "charge", "income", "gaia")

# a faction board's keys (faction_board.py) as the reference engine writes them: its trace (trace.py) and states
# saved by rules version 3 and before use them
BOARD_KEYS = {"faction": "f", "vp": "vp", "ore": "o", "credits": "c", "knowledge": "k", "qic": "q", "power_areas": "pw",
              "gaia_area": "g", "brainstone": "bs", "research": "res", "gaiaformers": "gf",
              "gaiaformers_in_gaia_area": "gf_gaia", "tech_tiles": "techs", "federation_tokens": "feds",
              "specials_used": "specials"}
FROM_BOARD_KEYS = {log: ours for ours, log in BOARD_KEYS.items()}


def board_in_log_keys(board: FactionBoard, names) -> dict:
    """The counts ``names`` of a faction board under the log's keys."""
    return {BOARD_KEYS[name]: board[name] for name in names}


def board_from_log_keys(data: dict) -> FactionBoard:
    """A faction board written under the log's keys (saved by rules version 3 or before) in the rulebook's names."""
    return {FROM_BOARD_KEYS.get(key, key): value for key, value in data.items()}


def _joined(run: list[Action]) -> str:
    texts = [str(Action(LOG_VERBS.get(a.verb, a.verb), a.args)) for a in run]
    if texts[-1] == "endturn":
        return ". ".join(texts[:-1]) + "."
    return ". ".join(texts)


BOARDGAMERS = BoardgamersLog()


def read_folder(folder: Path) -> tuple[int, dict, list[tuple[int, str]], str]:
    """(players, setup with the log's seed, the log's lines after ``init`` with their line numbers, the init line)."""
    folder = Path(folder)
    setup = read_setup(folder / "setup.json")
    lines = (folder / "moves.txt").read_text().splitlines()
    init = lines[0].split() if lines else []
    if len(init) != 3 or init[0] != "init" or not init[1].isdigit():
        raise ValueError(f"{folder / 'moves.txt'}: the first line must be 'init <players> <seed>'")
    problem = parts_problem(setup, int(init[1]))
    if problem:
        raise ValueError(f"setup.json: {problem}")
    setup = {**setup, "seed": init[2]}
    numbered = [(n, line) for n, line in enumerate(lines[1:], start=2) if line.strip()]
    return int(init[1]), setup, numbered, lines[0].strip()


def read_setup(path: Path) -> dict:
    """A folder's drawn setup: a JSON object with every part (the log's moves are played on that table, so none
    is drawn again); ValueError naming the file and what is wrong."""
    try:
        setup = read_json(path)
    except ValueError as error:
        raise ValueError(f"{path.name}: {error}") from None
    if not isinstance(setup, dict):
        raise ValueError(f"{path.name}: a setup is a JSON object of its parts, not {type(setup).__name__}")
    missing = [part for part in PARTS if part not in setup]
    if missing:
        raise ValueError(f"{path.name}: the setup lacks {', '.join(missing)}")
    return setup


RECORDED = Path(__file__).with_name("data") / "games"


def recorded_games() -> list[str]:
    """The names of the recorded games shipped with the package (``data/games/``)."""
    return sorted(p.name for p in RECORDED.iterdir() if (p / "moves.txt").is_file())


def recorded_game(name: str):
    """A shipped recorded game as a tablebook ``GameRecord``, every action checked by our rules."""
    from tablebook.core import import_log

    from . import GAME

    folder = RECORDED / name
    if not (folder / "moves.txt").is_file():
        raise KeyError(f"no recorded game {name!r}; the package holds: {', '.join(recorded_games())}")
    found = GAME.open_folder(folder)
    return import_log(found.state, [text for _, text in found.lines], found.notation)

"""boardgamers.space game logs: reading them into our actions, writing our games back, and their game folders.

A log line is ``<player> <commands>``: the player as ``p1`` or a faction id, then commands separated by full stops;
an empty piece (a trailing full stop) is ``endturn``. Annotations stored logs add (``(2/4/0/0 ⇒ 1/5/0/0)``,
``returning booster9``, ``using area1: 2``, ``(from 5A7)``) are dropped unread: our rules work every number out.
A game folder holds ``setup.json`` (the drawn setup) and ``moves.txt`` (the log, first line ``init N SEED``).

Our rules take each move in the one spelling their generator lists, with the rulebook's names of actions, research
areas and structures (turn.py); the log's commands and spellings are met here only. Reading, ``ours`` rewrites them:
the command as our verb and its words (``build m 3B4`` → ``build mine 3B4``, ``up nav`` → ``research navigation``,
``action power4`` → ``action-space power4``: ``VERBS``, ``WORDS``), a hex as its label (``3B4``; older logs write
axial coordinates, ``-3x4``), a federation with every hex it takes in, by label in text order, and a count of one
written out in income and special actions (``income t`` → ``income 1t``, ``special q,5c`` → ``special-action
1q,5c``). Writing, ``theirs`` turns them back into the spelling the log was read in (``dialect``): the current one by
default. Records of rules version 6 and before wrote the log's commands and are read the same way
(``GaiaProject.spelled``).
"""

from __future__ import annotations

import re
from pathlib import Path

from tablebook.core import Action, Notation
from tablebook.core.record import read_json

from . import federations
from .board import hx
from .data import STRUCTURE_CODES, STRUCTURE_WORDS, TRACK_CODES, TRACK_WORDS
from .draw import PARTS, parts_problem
from .faction_board import FactionBoard

ANNOTATION = re.compile(r"\s*\(\d+(?:,B)?/\d+(?:,B)?/\d+(?:,B)?/\d+ ⇒ \d+(?:,B)?/\d+(?:,B)?/\d+(?:,B)?/\d+\)\s*$")
# how many words each command takes; words after them are annotations (``up eco (2 ⇒ 3)``, ``pass booster2
# returning booster9``, ``build gf 7A10 using area1: 2``), read past and never trusted
ARGUMENTS = {"faction": 1, "bid": 2, "booster": 1, "build": 2, "federation": 2, "up": 1, "action": 1, "special": 1,
             "pass": 1, "spend": 3, "burn": 2, "endturn": 0, "tech": 1, "cover": 1, "lostPlanet": 1, "fedtile": 1,
             "brainstone": 1, "swap-PI": 1, "charge": 1, "decline": 0, "income": 1}
# the log's commands → our verbs (the rulebook's names, turn.py); the others are the same in both. Records of rules
# version 6 and before wrote the log's commands in lower case (``swap-pi``, ``lostplanet``)
VERBS = {"up": "research", "action": "action-space", "special": "special-action", "federation": "form-federation",
         "burn": "burn-power", "endturn": "end-turn", "charge": "charge-power", "tech": "tech-tile",
         "lostPlanet": "lost-planet", "fedtile": "federation-token", "swap-PI": "swap"}
LOG_VERBS = {ours: log for log, ours in VERBS.items()}
LOWER_CASE = {"swap-pi": "swap-PI", "lostplanet": "lostPlanet"}
# the argument of a command that the log writes as a code and we as the rulebook's word: (its place, codes → words)
WORDS = {"build": (0, STRUCTURE_WORDS), "up": (0, TRACK_WORDS)}
CODES = {"build": (0, STRUCTURE_CODES), "research": (0, TRACK_CODES)}  # the same, words → codes, by our verbs


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
        out.append(" ".join(words))
    return player, out


# verbs whose argument is a reward the log writes without a count of one (``income t``, ``special q,5c``), and the
# codes so written (a special action's own words, ``step``, ``range+3``, ``swap-PI``, take none)
COUNTED = ("income", "special")
COUNTED_CODES = ("o", "c", "k", "q", "pw", "t", "vp", "gf", "tg")
HEX_VERBS = {"build": 1, "swap-PI": 0, "lostPlanet": 0}  # command → the argument that names a hex
COORDINATES = re.compile(r"^-?\d+x-?\d+$")  # a hex as older logs write it (``-3x4``)


def ours(state, seat, action: Action) -> Action:
    """A log's command as the action our generator lists (the same move); a hex or federation that does not read is
    left as written, for the rules to refuse in their words."""
    verb = LOWER_CASE.get(action.verb, action.verb)
    args = list(action.args)
    try:
        if verb in HEX_VERBS and len(args) > HEX_VERBS[verb]:
            i = HEX_VERBS[verb]
            args[i] = state.board.label(state.board.parse(args[i]))
        elif verb == "federation" and len(args) == 2:
            listed = [hx(state.board.parse(t)) for t in args[0].split(",")]
            args[0] = federations.spelled(state, federations.shape(state, seat, listed)[0])
        elif verb in COUNTED and len(args) == 1:
            args[0] = ",".join(f"1{piece}" if piece in COUNTED_CODES else piece for piece in args[0].split(","))
    except (ValueError, KeyError):
        pass
    return renamed(Action(verb, tuple(args)))


def renamed(action: Action) -> Action:
    """A log's command (or our action: they are left as they are) with our verb and words: ``build m 3B4`` → ``build
    mine 3B4``, ``up nav`` → ``research navigation``; the history of a state saved by rules version 6 and before."""
    verb = LOWER_CASE.get(action.verb, action.verb)
    args = list(action.args)
    if verb in WORDS and len(args) > WORDS[verb][0]:
        i, words = WORDS[verb]
        args[i] = words.get(args[i], args[i])
    return Action(VERBS.get(verb, verb), tuple(args))


class BoardgamersLog(Notation):
    """The notation of boardgamers.space logs (reference §14), read in any of its spellings and written in one:
    hexes as axial coordinates (``coordinates``, older logs) or labels, a count of one written in the arguments of
    the verbs ``ones`` (older logs: ``income``) or left out."""

    name = "boardgamers"

    def __init__(self, coordinates: bool = False, ones: tuple[str, ...] = ()):
        self.coordinates, self.ones = coordinates, ones

    def read(self, line: str, state) -> tuple[object, list[Action]]:
        player, texts = commands(line)
        seat = state.read_seat(player)
        return seat, [ours(state, seat, Action.parse(t)) for t in texts]

    def theirs(self, action: Action, state) -> str:
        """Our action as this spelling of the log writes it (its command, codes, hexes and counts)."""
        verb, args = LOG_VERBS.get(action.verb, action.verb), list(action.args)
        if action.verb in CODES:
            i, codes = CODES[action.verb]
            args[i] = codes[args[i]]
        if self.coordinates and verb in HEX_VERBS:
            i = HEX_VERBS[verb]
            args[i] = hx(state.board.parse(args[i]))
        elif self.coordinates and verb == "federation":
            args[0] = ",".join(sorted(hx(state.board.parse(t)) for t in args[0].split(",")))
        elif verb in COUNTED and verb not in self.ones:
            args[0] = ",".join(piece[1:] if piece[1:] in COUNTED_CODES and piece[0] == "1" else piece
                               for piece in args[0].split(","))
        return str(Action(verb, tuple(args)))

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
            runs[-1][1].append(self.theirs(action, state))
            state.apply(action, seat)
        return [f"{word} {_joined(run)}" for word, run in runs]


def dialect(lines: list[str]) -> BoardgamersLog:
    """The notation in the spelling a log's lines use, so that a game read from it is written back the same: hexes
    as coordinates if any is so written, counts of one written in the verbs (income, special) that write one."""
    moves = [command for line in lines for command in commands(line)[1]]
    return BoardgamersLog(
        coordinates=any(COORDINATES.match(word) for m in moves for word in m.replace(",", " ").split()[1:]),
        ones=tuple(verb for verb in COUNTED if any(re.match(rf"{verb} (.*,)?1[a-z]", m) for m in moves)))


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


def _joined(texts: list[str]) -> str:
    if texts[-1] == "endturn":
        return ". ".join(texts[:-1]) + "."
    return ". ".join(texts)



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

"""Relay: a small game made up for the kernel's tests, with every kind of decision the real games need.

Nine cells in a row. On your turn you ``build`` on an empty cell, ``link`` some of your cells (a
federation: any set of two or more, offered word by word), or ``pass``. After a build, every other seat
owning a cell within two of it may, in turn order from the builder's left, ``charge`` (power for each
such cell, paying one VP less than that) or ``decline``: out-of-turn decisions, as in Gaia Project.
Building on the lab (c5) opens a chain: choose a tile, the tile is covered by itself (a step), then
advance on the track the tile names. When everybody has passed, every seat picks a bonus at once (a
simultaneous choice), a starting bonus is drawn (chance), and after two rounds the game ends.
"""

from __future__ import annotations

from fractions import Fraction

from tablebook.core import (
    CHANCE, Action, Game, IllegalAction, Notation, PhasedState, ScoreItem, Verb, act, bare, by_chance, decision,
    in_order, rulebook, step,
)
from tablebook.registry import register

cite = rulebook("Relay")
CELLS = [f"c{i}" for i in range(1, 10)]
LAB = "c5"


def _distance(a: str, b: str) -> int:
    return abs(int(a[1:]) - int(b[1:]))


def _build_problem(s, p, args):
    if len(args) != 1 or args[0] not in CELLS:
        return IllegalAction("write: build CELL, e.g. build c3", cite("Build"))
    if s.cells[args[0]] is not None:
        return IllegalAction(f"{args[0]} is taken", cite("Build"))
    return None


def _next_turn(s, p: int) -> None:
    """The turn passes left, over the seats that have passed."""
    s.active = (p + 1) % s.players
    while s.active in s.passed:
        s.active = (s.active + 1) % s.players


def _build(s, p, args):
    cell = args[0]
    s.cells[cell] = p
    s.vp[p] += 1
    left = [(p + k) % s.players for k in range(1, s.players)]
    offers = [(q, sum(1 for c, o in s.cells.items() if o == q and _distance(c, cell) <= 2)) for q in left]
    for entry in in_order("charge", [q for q, n in offers if n]):
        entry["amount"] = dict(offers)[entry["seat"]]
        s.agenda.append(entry)
    if cell == LAB:
        s.agenda += [step("cover", seat=p), decision("tile", p)]
    _next_turn(s, p)


def _charge(s, p, args):
    amount = s.agenda.pop()["amount"]
    s.power[p] += amount
    s.vp[p] -= amount - 1


def _link_problem(s, p, args):
    mine = [c for c, o in s.cells.items() if o == p]
    if len(args) < 2 or len(set(args)) != len(args) or any(c not in mine for c in args):
        return IllegalAction("link two or more of your own cells, each once", cite("Link"))
    if list(args) != sorted(args, key=CELLS.index):
        return IllegalAction("write the cells in order", cite("Link"))
    return None


def _link_candidates(s, p):
    mine = [c for c, o in s.cells.items() if o == p]
    for mask in range(1, 2 ** len(mine)):
        chosen = tuple(c for i, c in enumerate(mine) if mask >> i & 1)
        if len(chosen) >= 2:
            yield chosen


def _link_offer(s, p, words):
    """The next cell of a link: any of yours after the last one named (or stop, once two are named)."""
    mine = [c for c, o in s.cells.items() if o == p]
    after = CELLS.index(words[-1]) if words else -1
    return [c for c in mine if CELLS.index(c) > after]


def _link(s, p, args):
    s.vp[p] += len(args)
    _next_turn(s, p)


def _pass(s, p, args):
    s.passed.append(p)
    if len(s.passed) == s.players:
        s.agenda += [step("next-round"), decision("bonus", list(range(s.players)))]
    else:
        _next_turn(s, p)


def _next_round(s, entry):
    if s.round == 2:
        s.ended = "two rounds played"
        return
    s.round += 1
    s.passed = []
    s.agenda.append(by_chance("draw"))


def _draw(s, _chance, args):
    s.agenda.pop()
    s.power[s.active] += int(args[0])


def _choice(verb: str, words: tuple[str, ...], section: str):
    """The candidates and the problem of a verb that takes one word out of ``words``."""
    return (lambda s, p: [(w,) for w in words],
            lambda s, p, args: None if len(args) == 1 and args[0] in words else
            IllegalAction(f"write: {verb} {'|'.join(words)}", cite(section)))


def _tile(s, p, args):
    s.agenda.pop()
    s.tiles.append(args[0])


def _advance_problem(s, p, args):
    track = s.agenda[-1]["track"]
    return None if args == (track,) else IllegalAction(f"the tile leads to track {track}", cite("Lab"))


def _advance(s, p, args):
    s.agenda.pop()
    s.tracks[p].append(args[0])


def _cover(s, entry):
    """The chosen tile is covered: the track it names is the builder's next decision (a chain)."""
    s.agenda.append(decision("track", entry["seat"], track="x" if s.tiles[-1] == "a" else "y"))


VERBS = {
    "build": Verb(lambda s, p: [(c,) for c in CELLS], _build_problem, _build,
                  tell=lambda before, p, args, after: (f"{before.seat_name(p)} builds on {args[0]}", cite("Build"))),
    "link": Verb(_link_candidates, _link_problem, _link, offer=_link_offer),
    "pass": bare("pass", _pass),
    "charge": bare("charge", _charge),
    "decline": bare("decline", lambda s, p, args: s.agenda.pop()),
    "tile": Verb(*_choice("tile", ("a", "b"), "Lab"), _tile),
    "advance": Verb(lambda s, p: [("x",), ("y",)], _advance_problem, _advance),
    "bonus": Verb(*_choice("bonus", ("gold", "silver"), "Round end"), lambda s, p, args: s.bonuses.__setitem__(p, args[0])),
    "draw": Verb(lambda s, p: [], lambda s, p, args: IllegalAction("chance draws"), _draw),
}


class RelayState(PhasedState):
    FIELDS = ("cells", "vp", "power", "tracks", "tiles", "bonuses", "active", "round", "passed", "agenda", "ended")
    VERBS = VERBS
    PHASE_VERBS = {"turn": ("build", "link", "pass"), "charge": ("charge", "decline"), "tile": ("tile",),
                   "track": ("advance",), "bonus": ("bonus",)}
    STEPS = {"cover": _cover, "next-round": _next_round}

    def describe_now(self) -> str:
        return self.describe_entry(self.agenda[-1]) if self.agenda else "a turn"

    def describe_entry(self, entry: dict) -> str:
        if entry["kind"] == "charge":
            return f"may charge {entry['amount']} power for {entry['amount'] - 1} VP"
        return entry["kind"]

    def _chance_outcomes(self):
        return [(act("draw", n), Fraction(1, 3)) for n in (1, 2, 3)]

    def score_breakdown(self, player: int):
        return [ScoreItem("buildings", "", self.vp[player])]


class Relay(Game):
    name = "relay"
    title = "Relay"
    min_players, max_players = 2, 4
    state_class = RelayState
    setup_rule = turn_rule = end_rule = cite("Rules")

    def lay_out(self, state) -> None:
        n = state.players
        state.cells = {c: None for c in CELLS}
        state.vp, state.power = [0] * n, [0] * n
        state.tracks, state.tiles, state.bonuses = [[] for _ in range(n)], [], [None] * n
        state.active, state.round, state.passed, state.ended = 0, 1, [], None
        state.agenda = []


class NamesNotation(Notation):
    """A foreign log: ``Ann: build c3. pass.`` — one line per run of a seat's actions, chance unwritten."""

    name = "names"
    NAMES = ("Ann", "Bo", "Cy", "Di")

    def read(self, line, state):
        who, _, rest = line.partition(":")
        if who.strip() not in self.NAMES[: state.players]:
            raise ValueError(f"no player {who.strip()!r}")
        return self.NAMES.index(who.strip()), [Action.parse(a) for a in rest.split(".") if a.strip()]

    def write(self, seat, actions, state):
        if seat is CHANCE:
            return []
        return [f"{self.NAMES[seat]}: " + " ".join(f"{a}." for a in actions)]


Relay.notations = {"names": NamesNotation()}
GAME = register(Relay())

"""What a game's rules cost, and the most any rules could gain: run with ``python benchmarks/bench_floor.py``.

Each game is played twice: for real, by seeded random agents, and as a *ghost* of those same games. The
ghost has no rules: at each of its positions the same seat decides among the same open verbs, each with as
many ready-made legal actions as the real game had there, and each chance event is drawn from a generator
seeded for it, as the real one is. It goes through the same kernel (transactional ``apply``, the agenda's
run after every action, seat views, seeded chance events) and the same random agent; whatever it is
offered, its actions only move it to the next position of the real game. So the ghost's games per second
are a ceiling that no rules, however fast, can pass with this kernel and agent: the gap to the real game is
all the rules can win. CPU time on one process, median (best) of ``--rounds`` rounds.
"""

from __future__ import annotations

import argparse
import timeit
from fractions import Fraction

from bench_games import per_second, rounds_of  # beside this script
from tablebook.agents.workers import play
from tablebook.core import CHANCE, Action, Game, PhasedState, Verb
from tablebook.core.chance import event_rng
from tablebook.registry import game_names, load


class Position:
    """One position of a real game: who decided and what was open, or the outcome chance gave."""

    __slots__ = ("seat", "legal", "outcome")

    def __init__(self, seat, legal: dict[str, list[Action]] | None = None, outcome: Action | None = None):
        self.seat, self.legal, self.outcome = seat, legal, outcome


def script(game: Game, players: int, seed: int) -> list[Position]:
    """The positions of one seeded random game, from its first decision (setup done) to its end."""
    state, _ = play(game, players, seed, ["random"], 100_000)
    replay = game.setup(players, seed)
    positions = []
    for who, action in list(zip(state.seats, state.history))[len(replay.history):]:
        if who is CHANCE:
            positions.append(Position(CHANCE, outcome=Action.parse(action)))
        else:
            positions.append(Position(who, {v: list(replay.legal_actions(v, who)) for v in replay.verbs(who)}))
        replay.apply(action, who)
    return positions


def _move_on(state, player, args) -> None:
    state.at += 1


def _ready_made(verb: str):
    def legal(state, player) -> list[Action]:
        return list(state.script[state.at].legal[verb])  # a new list, as every verb's fast path gives
    return legal


class GhostState(PhasedState):
    """A position of a real game with no rules: ``at`` indexes the game's script."""

    FIELDS = ("agenda", "active", "ended", "at")
    PHASE_VERBS = {}

    def _decider(self):
        return self.script[self.at].seat if self.at < len(self.script) else None

    def _deciders(self) -> tuple:
        who = self._decider()
        return () if who is None else (who,)

    def _verbs(self, player) -> tuple[str, ...]:
        return tuple(self.script[self.at].legal)

    def _chance_outcomes(self):
        return [(self.script[self.at].outcome, Fraction(1))]

    def _sample_chance(self, rng) -> Action:
        rng.random()  # a draw from the event's own generator, as every chance event makes at least one
        return self.script[self.at].outcome

    def describe_now(self) -> str:
        return "a ghost's position"

    def score_breakdown(self, player: int):
        return []


def ghost_of(game: Game, scripts: dict[int, list[Position]]) -> Game:
    """A game whose seed ``k`` plays ``scripts[k]``: the real game's verbs and chance events, with no rules."""
    verbs = {v for positions in scripts.values() for p in positions for v in (p.legal or ())}
    verbs |= {p.outcome.verb for positions in scripts.values() for p in positions if p.outcome}
    table = {v: Verb(lambda s, p: [], lambda s, p, args: None, _move_on, _ready_made(v)) for v in verbs}
    state_class = type("Ghost", (GhostState,), {"VERBS": table})

    class Ghost(Game):
        name, title, min_players, max_players = f"ghost-{game.name}", f"ghost of {game.title}", 1, 99
        setup_rule = turn_rule = end_rule = None

        def lay_out(self, state) -> None:
            state.script, state.agenda, state.active, state.ended, state.at = scripts[state.seed], [], 0, None, 0

    Ghost.state_class = state_class
    return Ghost()


def bench(name: str, players: int, n: int, rounds: int) -> None:
    game = load(name)
    seeds = range(1, n + 1)
    scripts = {seed: script(game, players, seed) for seed in seeds}
    ghost = ghost_of(game, scripts)
    for seed in seeds:  # the ghost walks every position of the real game, whatever its agent chose
        walked, _ = play(ghost, players, seed, ["random"], 100_000)
        if len(walked.history) != len(scripts[seed]) or not walked.is_over():
            raise AssertionError(f"the ghost of seed {seed} took {len(walked.history)} of {len(scripts[seed])} steps")
    real = per_second(n, rounds_of(lambda: [play(game, players, s, ["random"], 100_000) for s in seeds], rounds)[1])
    floor = per_second(n, rounds_of(lambda: [play(ghost, players, s, ["random"], 100_000) for s in seeds], rounds)[1])
    decisions = sum(p.seat is not CHANCE for ps in scripts.values() for p in ps) / n
    events = sum(p.seat is CHANCE for ps in scripts.values() for p in ps) / n
    seeding = timeit.timeit(lambda: event_rng(12345, 678).random(), number=20_000) / 20_000
    print(f"| {game.title}, {players} players | {decisions:.0f} + {events:.0f} | {real[0]:,.0f} (best {real[1]:,.0f}) "
          f"| {floor[0]:,.0f} (best {floor[1]:,.0f}) | {1 - real[0] / floor[0]:.0%} "
          f"| {events * seeding * floor[0]:.0%} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all", help="a game's name, or all (the default)")
    parser.add_argument("--players", type=int, default=None, help="players (default: the game's most)")
    parser.add_argument("--games", type=int, default=50, help="seeded games per measurement")
    parser.add_argument("--rounds", type=int, default=3, help="repetitions of each measurement")
    args = parser.parse_args()
    print("| game | decisions + chance events a game, after setup | random games/s | ghost games/s (no rules) "
          "| time in the rules | ghost's time in seeding chance |")
    print("|---|---|---|---|---|---|")
    for name in (sorted(game_names()) if args.game == "all" else [args.game]):
        bench(name, args.players or load(name).max_players, args.games, args.rounds)


if __name__ == "__main__":
    main()

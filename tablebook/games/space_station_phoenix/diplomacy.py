"""The Diplomacy Board: lobbying steps, and every player's reward after each ship action.

After a Dismantle, Construction, Transport or Terran Expedition **ship** action (never a bonus
action: no chains), every player above the start space of the matching track chooses a reward, all
at once (one decision whose seat is the list of them). The sole leader takes the bonus of their own
space or any lower one; tied leaders and players behind take one from strictly below; the top two
spaces give two different bonuses from levels 1–3 (so a player whose best choice is level 4 or 5
takes two).
"""

from __future__ import annotations

from itertools import combinations

from tablebook.core import IllegalAction, Verb, decision, ready_made

from . import citations as rule
from .data import DIPLOMACY, TRACKS
from .supply import gain

LEVELS = DIPLOMACY["levels"]
TWO_FROM = DIPLOMACY["two_bonus_from"]
COSTS = DIPLOMACY["costs"]
BONUSES = DIPLOMACY["bonuses"]


def lobbying_cost(s, p: int, track: str) -> int | None:
    """The GEMs of the row above the marker, or None at the top."""
    level = s.diplomacy[p][track]
    return COSTS[level] if level < LEVELS else None


def best_levels(s, track: str) -> list[int]:
    """The highest level whose bonus each seat may take now (0: none): their own space as sole leader, else below."""
    levels = [markers[track] for markers in s.diplomacy]
    top = max(levels)
    if levels.count(top) == 1:
        return [level if level == top else level - 1 for level in levels]
    return [level - 1 for level in levels]


def reward_choices(top: int) -> list[tuple[int, ...]]:
    """What a player allowed up to level ``top`` may take: one level, or two different of 1–3 from level 4 up."""
    singles = [(n,) for n in range(1, min(top, TWO_FROM - 1) + 1)]
    pairs = list(combinations(range(1, TWO_FROM), 2)) if top >= TWO_FROM else []
    return singles + pairs


def push_rewards(s, track: str) -> None:
    """Every player above the start space of ``track`` owes a reward choice (a simultaneous decision)."""
    best = best_levels(s, track)
    if max(best) > 0:  # after every ship action: most often somebody is owed one
        s.agenda.append(decision("reward", [q for q, level in enumerate(best) if level > 0], track=track,
                                 tops=dict(zip(_SEAT_KEYS, best))))


_SEAT_KEYS = ("0", "1", "2", "3")  # the seats as the keys of a reward's ``tops`` (plain data: text keys)


def _reward_candidates(s, p):
    return [tuple(map(str, c)) for c in reward_choices(s.agenda[-1]["tops"][str(p)])]


def _reward_legal(s, p):
    """Every candidate: they are exactly the choices ``_reward_problem`` accepts."""
    return [ready_made("reward", args) for args in _reward_candidates(s, p)]


def _reward_problem(s, p, args):
    entry = s.agenda[-1]
    top = entry["tops"][str(p)]
    if args not in [tuple(map(str, c)) for c in reward_choices(top)]:
        level = s.diplomacy[p][entry["track"]]
        return IllegalAction(
            f"on the {entry['track']} track at level {level} you may take " +
            ("the bonus of level 1" if top == 1 else
             "one bonus of levels 1–" + str(min(top, TWO_FROM - 1)) if top < TWO_FROM else "two different bonuses of levels 1–3") +
            " (the sole leader may take their own space; others only from below)", rule.DIPLOMACY_BOARD)
    return None


def _reward(s, p, args):
    track = s.agenda[-1]["track"]
    for level in args:
        gain(s, p, BONUSES[track][int(level) - 1])


def advance(s, p: int, track: str) -> None:
    levels = s.diplomacy[p] = s.diplomacy[p].copy()  # new levels: a player's are replaced (``State.REPLACED``)
    levels[track] += 1


def _lobby_candidates(s, p):
    return [(t,) for t in TRACKS]


def _lobby_problem(s, p, args):
    if len(args) != 1 or args[0] not in TRACKS:
        return IllegalAction(f"write: lobby {'|'.join(TRACKS)}", rule.DIPLOMACY_SHIP)
    if s.diplomacy[p][args[0]] >= LEVELS:
        return IllegalAction(f"your {args[0]} marker is on the top space ({LEVELS})", rule.DIPLOMACY_SHIP)
    if s.agenda[-1].get("paid") and s.gems[p] < lobbying_cost(s, p, args[0]):
        return IllegalAction(f"the next {args[0]} row costs {lobbying_cost(s, p, args[0])} GEMs; you have {s.gems[p]}",
                             rule.DIPLOMACY_SHIP)
    return None


def _lobby(s, p, args):
    """A step: free (a Hub's back in setup, Sector 306), or paying the lobbying cost (Sector 117); no reward.
    A "may" advance of several steps (A-5, A-7, A-12: two) is declined whole or taken whole: once its first step is
    taken, the rest are owed."""
    entry = s.agenda.pop()
    if entry.get("paid"):
        s.gems[p] -= lobbying_cost(s, p, args[0])
    advance(s, p, args[0])
    s.agenda += [decision("lobby", p)] * entry.get("then", 0)


VERBS = {
    "reward": Verb(_reward_candidates, _reward_problem, _reward, _reward_legal),
    "lobby": Verb(_lobby_candidates, _lobby_problem, _lobby),
}

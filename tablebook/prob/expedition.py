"""The Terran Expedition dice (Space Station Phoenix › Expedition Die Roll Rules): roll the ship's duration in dice,
keep up to its capacity.

Every die shows food, food, water, water, metal or a Human, and any kept die is worth having (a Human is observed
for a point, or recruited), so a set of dice can be kept from a roll exactly when the roll shows at least that many
of each face and the set is no bigger than the capacity. Rolls are counted by their face counts, built up one die at
a time: ten dice give 286 outcomes instead of 6**10 ordered rolls.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from tablebook.games.space_station_phoenix.data import RULES

DIE = tuple(RULES["die_faces"])  # the rules' die: a value v (1–6) shows DIE[v - 1]
FACES = tuple(dict.fromkeys(DIE))  # food, water, metal, human

Counts = tuple[int, int, int, int]  # how many dice show each of FACES


def face_counts(roll) -> Counts:
    """The faces a roll of die values 1–6 shows (as ``tablebook.prob.exact`` and ``estimate`` deal them)."""
    shown = [DIE[v - 1] for v in roll]
    return tuple(shown.count(f) for f in FACES)


def roll_counts(dice: int) -> dict[Counts, Fraction]:
    """Every outcome of ``dice`` Expedition dice as face counts, with its exact chance (adding one die at a time)."""
    chance = {f: Fraction(DIE.count(f), len(DIE)) for f in FACES}
    outcomes: dict[Counts, Fraction] = {(0, 0, 0, 0): Fraction(1)}
    for _ in range(dice):
        after: dict[Counts, Fraction] = {}
        for counts, p in outcomes.items():
            for i, f in enumerate(FACES):
                grown = counts[:i] + (counts[i] + 1,) + counts[i + 1:]
                after[grown] = after.get(grown, 0) + p * chance[f]
        outcomes = after
    return outcomes


def can_keep(counts: Counts, want: Mapping[str, int], capacity: int) -> bool:
    """Whether the dice ``want`` (face → how many) can be kept from a roll showing ``counts``."""
    shown = dict(zip(FACES, counts))
    return sum(want.values()) <= capacity and all(shown[f] >= n for f, n in want.items())


def keep_chance(want: Mapping[str, int], dice: int, capacity: int) -> Fraction:
    """P(a roll of ``dice`` dice lets you keep ``want``, with room for ``capacity`` dice)."""
    return sum((p for counts, p in roll_counts(dice).items() if can_keep(counts, want, capacity)), Fraction(0))


def most_kept(face: str, dice: int, capacity: int) -> list[Fraction]:
    """P(the most dice of ``face`` you can keep is k), for k = 0 … capacity: the face's count, capped by the capacity."""
    found = [Fraction(0)] * (capacity + 1)
    for counts, p in roll_counts(dice).items():
        found[min(counts[FACES.index(face)], capacity)] += p
    return found

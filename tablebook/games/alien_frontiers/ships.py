"""Ship tokens in action text, and the groups of unplaced ships a facility could take."""

from __future__ import annotations

from itertools import combinations


def value(token: str) -> int:
    """The face of a token: 4, R4 or T4 → 4 (ValueError for anything else)."""
    digits = token[1:] if token[:1] in ("R", "T") else token
    if len(digits) != 1 or digits not in "123456":
        raise ValueError(f"{token!r} is not a ship: write its value 1–6, R4 for the Relic Ship, T4 for a teleported ship")
    return int(digits)


def canonical(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """Tokens in the order actions write them: by value, plain ships before R and T."""
    return tuple(sorted(tokens, key=lambda t: (value(t), t)))


def groups(tokens: list[str], size: int) -> list[tuple[str, ...]]:
    """Every distinct group of ``size`` unplaced ships, canonical, in a stable order."""
    return sorted({canonical(c) for c in combinations(tokens, size)})


def shape_of(tokens: tuple[str, ...]) -> set[str]:
    """Which docking requirements the ships meet: any, six, pair, triple, run."""
    values = sorted(value(t) for t in tokens)
    n = len(values)
    shapes = set()
    if n == 1:
        shapes |= {"any", "mine", "track"} | ({"six"} if values[0] == 6 else set())
    elif n == 2 and values[0] == values[1]:
        shapes.add("pair")
    elif n == 3:
        if values[0] == values[1] == values[2]:
            shapes.add("triple")
        if values[1] == values[0] + 1 and values[2] == values[1] + 1:
            shapes.add("run")
    return shapes


REQUIREMENT = {
    "any": "one ship of any value",
    "mine": "one ship at least as high as the highest ship docked there",
    "track": "one ship of any value",
    "six": "one ship showing 6",
    "pair": "two ships of equal value",
    "triple": "three ships of equal value",
    "run": "three ships of sequential values",
}

"""Ship tokens in action text, and the groups of unplaced ships a facility could take."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

FACE = {f"{prefix}{v}": v for prefix in ("", "R", "T") for v in range(1, 7)}  # every ship token's value


def value(token: str) -> int:
    """The face of a token: 4, R4 or T4 → 4 (ValueError for anything else)."""
    try:
        return FACE[token]
    except (KeyError, TypeError):
        raise ValueError(f"{token!r} is not a ship: write its value 1–6, R4 for the Relic Ship, T4 for a teleported ship") from None


def _listed(words: tuple[str, ...]) -> str:
    """("3",) → "3"; ("3", "4", "5") → "3, 4 and 5"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def missing(tokens: tuple[str, ...], fleet: tuple[str, ...]) -> str:
    """Why ``tokens`` name no unplaced ships of ``fleet``, as a sentence: what was asked for, and what there is."""
    asked = f"no unplaced ship showing {tokens[0]}" if len(tokens) == 1 else f"no unplaced ships showing {_listed(tokens)}"
    return f"You have {asked}; " + (f"your unplaced ships show {_listed(fleet)}" if fleet else "all your ships are placed")


def canonical(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """Tokens in the order actions write them: by value, plain ships before R and T."""
    return tuple(sorted(tokens, key=lambda t: (value(t), t)))


@lru_cache(maxsize=4096)
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


class Docking(NamedTuple):
    """A docking requirement in words: short, under a facility's name on the table, and whole, in a refusal."""

    short: str
    words: str


REQUIREMENT = {
    "any": Docking("any ship", "one ship of any value"),
    "mine": Docking("≥ highest docked", "one ship at least as high as the highest ship docked there"),
    "track": Docking("any ship", "one ship of any value"),
    "six": Docking("a 6", "one ship showing 6"),
    "pair": Docking("a pair", "two ships of equal value"),
    "triple": Docking("three of a kind", "three ships of equal value"),
    "run": Docking("a run of three", "three ships of sequential values"),
}


SIZES = {"any": 1, "mine": 1, "track": 1, "six": 1, "pair": 2, "triple": 3, "run": 3}


def fitting(tokens: tuple[str, ...]) -> dict[str, list[tuple[str, ...]]]:
    """For each docking requirement (``pair``, ``run``…), the distinct groups of these unplaced ships that meet it, each
    canonical, in sorted order.

    Built from the values directly, not by testing the shape of every group of every size: a fleet the player has
    not had before (the docks of each fleet are remembered, ``facilities._shaped_docks``) is met several times a game.
    """
    order = {t: (FACE[t], t) for t in tokens}  # canonical's key, found once per token
    singles = sorted({(t,) for t in tokens})
    pairs, triples, runs = set(), set(), set()
    for a, b in combinations(tokens, 2):
        if order[a][0] == order[b][0]:
            pairs.add((a, b) if order[a] <= order[b] else (b, a))
    if len(tokens) >= 3:
        for group in combinations(tokens, 3):
            low, mid, high = sorted(group, key=order.__getitem__)
            v = order[low][0]
            if order[mid][0] == v and order[high][0] == v:
                triples.add((low, mid, high))
            elif order[mid][0] == v + 1 and order[high][0] == v + 2:
                runs.add((low, mid, high))
    return {"any": singles, "mine": list(singles), "track": list(singles), "six": [g for g in singles if FACE[g[0]] == 6],
            "pair": sorted(pairs), "triple": sorted(triples), "run": sorted(runs)}

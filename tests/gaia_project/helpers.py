"""Positions for Gaia Project rule tests: a table past setup with chosen factions."""

from __future__ import annotations

import tablebook

G = tablebook.load("gaia-project")


def started(*factions: str, seed: int = 3, **options):
    """A game after setup: ``factions`` in seat order, each start structure on its first legal hex, boosters taken
    first-listed; round 1's actions are next."""
    state = G.setup(len(factions), seed=seed, **options)
    for fid in factions:
        state.apply(f"faction {fid}")
    while state.round == 0:
        state.apply(state.legal_actions()[0])
    return state


def their_turn(state, fid: str) -> int:
    """Pass other seats until ``fid`` is to act; its seat."""
    p = state.read_seat(fid)
    while state.active != p:
        state.apply("pass " + state.boosters[0])
    return p


def hex_of(state, p: int, kind: str = "m") -> str:
    """The label of one of seat ``p``'s structures of a kind."""
    return next(state.board.label(tuple(map(int, k.split("x")))) for k, (q, what) in state.bld.items()
                if q == p and what == kind)


def blank_board(state, planets: dict[tuple[int, int], str]) -> None:
    """Give ``state`` a copy of its map emptied of planets but ``planets`` (hex → planet code) and of every
    structure: a constructed board on which the fewest satellites can be counted by hand."""
    from tablebook.games.gaia_project.board import Board
    board = Board(state.board.placements, state.board.mirror)
    board.planet = {h: planets.get(h, "e") for h in board.planet}
    with state.edit():
        state.__dict__["_board"] = board
        state.bld, state.guests, state.stations = {}, {}, {}


def at_random(state, rng):
    """A random legal action, every one equally likely but the conversions, which together count as one: listed at
    every multiple a player can pay, they would crowd out the other moves these games are played to reach."""
    actions = state.legal_actions()
    others = [a for a in actions if a.verb != "spend"] + [None] * any(a.verb == "spend" for a in actions)
    return rng.choice(others) or rng.choice(state.legal_actions("spend"))

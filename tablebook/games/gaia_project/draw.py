"""Our own setups (Gaia Project › Setup): the board and the tiles drawn from a seed.

``draw(players, rng)`` gives a setup in the shape of a reference game's ``setup.json``: the board for the player
count (sector tiles shuffled onto the shape's centres, each turned at random, drawn again until no two neighbouring
planets share a home type), players + 3 boosters, the 9 standard tech tiles on their spaces, 6 of the 15
advanced tiles, the federation token on Terraforming 5 (so its type has 2 left in the supply, the others 3), 6 round
scoring tiles and 2 final ones. ``force`` pins any of these parts (a lesson: "suppose round 1 scores score6"); the
rulebook's introductory board is ``force={"placement": introductory(players)}``. (A game's own setup,
``setup.lay_out``, draws from the seed: under chance scheme 2 a board other than the default game's is drawn apart,
so that the tiles are the default game's.)

The variable board (Variants › Variable game board) has three methods: 3 (``random``) places every tile at
random; 1 keeps tiles 1–4 where the basic setup puts them, 2 shuffles them over those four places in the basic
setup's orientation; both then place the other tiles at random on the rest of the shape. "Rotate each tile as you
choose" is a random turn here, for the tiles placed at random only. A 3-player game may leave out sectors 9 and 10
(``sectors="without-9-10"``): the rulebook draws no shape for it, so the data keep the reference engine's.
"""

from __future__ import annotations

import random
import tomllib
from functools import cache

from .board import Board, Placement
from .data import ADVANCED_TECH_POSITIONS, FOLDER, STANDARD_TECH_POSITIONS, ids, tiles

PARTS = ("placement", "boosters", "techs", "terraformingFederation", "federationSupply", "roundScoring",
         "finalScoring")


@cache
def layouts() -> dict:
    with open(FOLDER / "layouts.toml", "rb") as f:
        return tomllib.load(f)


# the tiles the variable board's methods 1 and 2 place as in the basic setup
BASIC_TILES = ("1", "2", "3", "4")


def shape(players: int, sectors: str = "all") -> dict:
    """The board's shape: its tiles and their centres, for the player count or without sectors 9 and 10."""
    return layouts()["shapes"]["without-9-10" if sectors == "without-9-10" else "small" if players <= 2 else "large"]


def placement_json(placements: list[Placement]) -> dict:
    return Board(placements).to_placement()


def introductory(players: int) -> dict:
    """The rulebook's introductory board for the player count (an estimate: see data/layouts.toml)."""
    size = "small" if players <= 2 else "large"
    return placement_json([Placement(name, 0, (q, r)) for name, q, r in layouts()["introductory"][size]["placement"]])


def basic_places(players: int) -> dict[str, tuple[int, int]]:
    """Where the basic setup puts tiles 1–4 (at rotation 0): the places of methods 1 and 2."""
    size = "small" if players <= 2 else "large"
    return {name: (q, r) for name, q, r in layouts()["introductory"][size]["placement"] if name in BASIC_TILES}


def random_board(players: int, rng: random.Random, method: str = "random", sectors: str = "all") -> dict:
    """A variable board by ``method`` (``random``: method 3, ``method1`` or ``method2``): the loose tiles shuffled
    onto the shape's free centres and turned at random, drawn again until the layout rule holds."""
    form = shape(players, sectors)
    fixed = {} if method == "random" else basic_places(players)
    basics = list(fixed)
    loose = [name for name in form["tiles"] if name not in fixed]
    free = [tuple(c) for c in form["centres"] if tuple(c) not in fixed.values()]
    while True:
        if method == "method2":
            rng.shuffle(basics)
        placed = [Placement(name, 0, centre) for name, centre in zip(basics, fixed.values())]
        rng.shuffle(loose)
        board = Board(placed + [Placement(name, rng.randrange(6), c) for name, c in zip(loose, free)])
        if next(board.clashes(), None) is None:  # the layout rule holds
            return board.to_placement()


def parts_problem(setup: dict, players: int) -> str | None:
    """Why a whole setup's tile parts are not a table of this game for ``players`` (a game folder's setup.json), or
    None: each names tiles of its kind, as many as a drawn one (the board is checked when it is laid out)."""
    counts = {"boosters": ("booster", players + 3), "roundScoring": ("round", 6), "finalScoring": ("final", 2)}
    for part, (kind, n) in counts.items():
        value = setup[part]
        if not (isinstance(value, list) and len(value) == n and all(v in ids(kind) for v in value)):
            return f"{part} must list {n} {kind} tiles, not {value!r:.60}"
    positions = {**dict.fromkeys(STANDARD_TECH_POSITIONS, "tech"), **dict.fromkeys(ADVANCED_TECH_POSITIONS, "advtech")}
    techs = setup["techs"]
    if not (isinstance(techs, dict) and set(techs) == set(positions)
            and all(techs[at] in ids(kind) for at, kind in positions.items())):
        return f"techs must give each of {', '.join(positions)} a tech tile of its kind, not {techs!r:.60}"
    tokens = [t for t in ids("federation") if t.startswith("fed")]
    supply = setup["federationSupply"]
    if setup["terraformingFederation"] not in tokens:
        return f"terraformingFederation must be one of {', '.join(tokens)}"
    if not (isinstance(supply, dict) and set(supply) <= set(tokens)
            and all(type(n) is int and n >= 0 for n in supply.values())):
        return f"federationSupply must count tokens of {', '.join(tokens)}, not {supply!r:.60}"
    return None


def draw(players: int, rng: random.Random, force: dict | None = None, method: str = "random",
         sectors: str = "all") -> dict:
    """A whole setup, in the shape of a reference game's setup.json, with ``force``'s parts as given; the board by
    the variable board's ``method`` on the shape ``sectors`` names (see random_board)."""
    force = dict(force or {})
    unknown = sorted(set(force) - set(PARTS))
    if unknown:
        raise ValueError(f"a setup has no part {', '.join(unknown)}; its parts are {', '.join(PARTS)}")
    setup = {"placement": force.get("placement") or random_board(players, rng, method, sectors)}
    setup["boosters"] = force.get("boosters") or rng.sample(ids("booster"), players + 3)
    standard = rng.sample(ids("tech"), len(STANDARD_TECH_POSITIONS))
    advanced = rng.sample(ids("advtech"), len(ADVANCED_TECH_POSITIONS))
    setup["techs"] = force.get("techs") or {**dict(zip(STANDARD_TECH_POSITIONS, standard)),
                                           **dict(zip(ADVANCED_TECH_POSITIONS, advanced))}
    tokens = [t for t in ids("federation") if t.startswith("fed")]
    setup["terraformingFederation"] = force.get("terraformingFederation") or rng.choice(tokens)
    copies = tiles()["federation"]["copies"]
    setup["federationSupply"] = force.get("federationSupply") or {
        t: copies - (t == setup["terraformingFederation"]) for t in tokens}
    setup["roundScoring"] = force.get("roundScoring") or rng.sample(ids("round"), 6)
    setup["finalScoring"] = force.get("finalScoring") or rng.sample(ids("final"), 2)
    board = Board.from_placement(setup["placement"])
    setup["hexes"] = sorted([q, r, code, board.sector[(q, r)]] for (q, r), code in board.planets().items())
    return setup

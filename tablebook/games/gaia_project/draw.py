"""Our own setups (Gaia Project › Setup): the board and the tiles drawn from a seed.

``draw(players, rng)`` gives a setup in the shape of a reference game's ``setup.json``: the board for the player
count (sector tiles shuffled onto the shape's centres, each turned at random, drawn again until no two neighbouring
planets share a home type), players + 3 boosters, the 9 standard tech tiles on their spaces, 6 of the 15
advanced tiles, the federation token on Terraforming 5 (so its type has 2 left in the supply, the others 3), 6 round
scoring tiles and 2 final ones. ``force`` pins any of these parts (a lesson: "suppose round 1 scores score6"); the
rulebook's introductory board is ``force={"placement": introductory(players)}``.
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


def shape(players: int) -> dict:
    return layouts()["shapes"]["small" if players <= 2 else "large"]


def placement_json(placements: list[Placement]) -> dict:
    return Board(placements).to_placement()


def introductory(players: int) -> dict:
    """The rulebook's introductory board for the player count (an estimate: see data/layouts.toml)."""
    size = "small" if players <= 2 else "large"
    return placement_json([Placement(name, 0, (q, r)) for name, q, r in layouts()["introductory"][size]["placement"]])


def random_board(players: int, rng: random.Random) -> dict:
    """Sector tiles shuffled onto the shape's centres and turned at random, until the layout rule holds."""
    tiles_, centres = list(shape(players)["tiles"]), shape(players)["centres"]
    while True:
        rng.shuffle(tiles_)
        board = Board([Placement(name, rng.randrange(6), tuple(c)) for name, c in zip(tiles_, centres)])
        if not board.problems():
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


def draw(players: int, rng: random.Random, force: dict | None = None) -> dict:
    """A whole setup, in the shape of a reference game's setup.json, with ``force``'s parts as given."""
    force = dict(force or {})
    unknown = sorted(set(force) - set(PARTS))
    if unknown:
        raise ValueError(f"a setup has no part {', '.join(unknown)}; its parts are {', '.join(PARTS)}")
    setup = {"placement": force.get("placement") or random_board(players, rng)}
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

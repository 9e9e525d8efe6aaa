"""The board the last player assembles (Gaia Project › Variants › Variable game board: "Instead of assembling the
game board, after players have chosen their factions, the last player in turn order assembles it").

Option ``layout=assembled``: once every faction is chosen, the last seat fills the places of the board's shape (the
player count's, or the 3-player one without sectors 9 and 10) one after another, in the shape's order: ``sector
TILE TURNS`` lays a tile not yet placed on the next place, turned TURNS × 60° clockwise (0–5). Filling the places in
a fixed order loses no board: every arrangement is reached one place at a time. "Two planets of the same type can
never be directly adjacent" (home types, as the layout rule reads for every board, ``Board.problems``): a tile is
refused where it would touch a planet of its home type, and where the tiles left could no longer fill the places
left (so a started board can always be finished). Then the starting mines are placed as in any game.
"""

from __future__ import annotations

from functools import lru_cache

from tablebook.core import IllegalAction, decision, step

from .board import Board, Hex, Placement, neighbours
from .citations import VARIABLE_BOARD
from .draw import shape
from .planets import HOME_TYPES


def start(s) -> None:
    """The last seat's decision, until every place of the shape is filled; then the starting structures (step
    ``boards``)."""
    s.agenda = [step("boards"), decision("sector", s.players - 1)]


def _form(s) -> dict:
    return shape(s.players, s.options["sectors"])


@lru_cache(maxsize=4096)
def _home_hexes(tile: str, turns: int, centre: Hex) -> tuple[tuple[Hex, str], ...]:
    """The home-type planets of one tile so placed: the only planets the layout rule reads."""
    return tuple((h, code) for h, code in Board([Placement(tile, turns, centre)]).planet.items() if code in HOME_TYPES)


def _touches(occupied: dict[Hex, str], placed: tuple[tuple[Hex, str], ...]) -> str | None:
    """A planet of the new tile next to one of its home type already on the board, in words, or None."""
    for h, code in placed:
        for n in neighbours(h):
            if occupied.get(n) == code:
                return f"{h[0]}x{h[1]} and {n[0]}x{n[1]}"
    return None


def _fills(occupied: dict[Hex, str], tiles: frozenset[str], centres: tuple[Hex, ...]) -> bool:
    """Whether ``tiles`` can fill ``centres`` in order, each turned some way, without breaking the layout rule."""
    if not centres:
        return True
    for tile in sorted(tiles):
        for turns in range(6):
            placed = _home_hexes(tile, turns, centres[0])
            if _touches(occupied, placed) is None and _fills({**occupied, **dict(placed)}, tiles - {tile},
                                                             centres[1:]):
                return True
    return False


def _progress(s) -> tuple[dict[Hex, str], frozenset[str], tuple[Hex, ...]]:
    """The home-type planets on the board so far, the tiles still in hand and the places still empty."""
    form, done = _form(s), s.setup["placement"]["sectors"]
    occupied = {h: code for x in done
                for h, code in _home_hexes(x["sector"], x["rotation"], (x["center"]["q"], x["center"]["r"]))}
    return occupied, frozenset(form["tiles"]) - {x["sector"] for x in done}, tuple(map(tuple, form["centres"]))[len(done):]


def next_place(s) -> str:
    """The decision in words: which place of how many comes next, and where."""
    left, places = _progress(s)[2], len(_form(s)["centres"])
    return (f"lay a sector tile on the board's place {places - len(left) + 1} of {places} "
            f"(centred on {left[0][0]}x{left[0][1]})")


def sector_candidates(s, p):
    _, tiles, _ = _progress(s)
    return [(tile, str(turns)) for tile in sorted(tiles) for turns in range(6)]


def sector_problem(s, p, args):
    occupied, tiles, centres = _progress(s)
    if len(args) != 2 or args[1] not in tuple("012345"):
        return IllegalAction(f"write: sector <tile> <turns 0-5>, e.g. sector {min(tiles)} 0", VARIABLE_BOARD)
    tile, turns = args[0], int(args[1])
    if tile not in tiles:
        return IllegalAction(f"sector {tile} is not a tile left to place; left: {', '.join(sorted(tiles))}",
                             VARIABLE_BOARD)
    placed = _home_hexes(tile, turns, centres[0])
    touching = _touches(occupied, placed)
    if touching:
        return IllegalAction(f"sector {tile} turned {turns} would put two planets of one type side by side "
                             f"({touching}): two planets of the same type can never be directly adjacent",
                             VARIABLE_BOARD)
    if not _fills({**occupied, **dict(placed)}, tiles - {tile}, centres[1:]):
        return IllegalAction(f"with sector {tile} turned {turns} here, the tiles left could not fill the board without "
                             "two planets of the same type side by side", VARIABLE_BOARD)
    return None


def place_sector(s, p, args) -> None:
    """Lay the tile on the next place; the map is read again from the placement, and the setup's list of planets
    (``hexes``, as a drawn setup has it) follows it."""
    centre = _progress(s)[2][0]
    s.setup["placement"]["sectors"].append(
        Board([Placement(args[0], int(args[1]), centre)]).to_placement()["sectors"][0])
    s.forget_board()
    board = s.board
    s.setup["hexes"] = sorted([q, r, code, board.sector[(q, r)]] for (q, r), code in board.planets().items())
    if len(s.setup["placement"]["sectors"]) == len(_form(s)["centres"]):
        s.agenda.pop()

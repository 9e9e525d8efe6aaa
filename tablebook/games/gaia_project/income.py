"""Income (Gaia Project › Gameplay › Income): faction board, structures, research, tech tiles and booster.

Each source pays its icons at once. Power tokens (``t``) and charges (``pw``) interact (a new token in area I can be
charged), so a player with both kinds chooses their order: one ``income`` decision per pick until one kind is
left, and the rest comes by itself. A player with only one kind gets everything at once. Like the reference
engine, a player who must choose receives none of their income before choosing.
"""

from __future__ import annotations

from tablebook.core import IllegalAction, decision

from . import citations as rule
from .data import research, tile
from .rewards import parse, same, write
from .resources import gain


def sources(s, p: int) -> list[str]:
    """Every income icon of seat ``p``, as reward strings, in the board's order."""
    board, pl = s.faction(p), s.pl[p]
    out = [board["income"]]
    out += board["mine_income"][:s.count(p, "m")]
    out += board["trading_station_income"][:s.count(p, "ts")]
    out += board["lab_income"][:s.count(p, "lab")]
    if s.has_built(p, "PI"):
        out.append(board["pi_income"])
    if s.has_built(p, "ac1"):
        out.append(board["academy1_income"])
    for track in ("eco", "sci"):
        out.append(research()[track]["income"][pl["res"][track]])
    for tile_id, covered in pl["techs"]:
        if not covered and not tile_id.startswith("adv"):
            out.append(tile("tech", tile_id).get("income", ""))
    if pl["booster"]:
        out.append(tile("booster", pl["booster"]).get("income", ""))
    return [text for text in out if text]


def split(texts: list[str]) -> tuple[list[str], list[str]]:
    """The power items (one per token or charge icon) and everything else."""
    powered, plain = [], []
    for text in texts:
        for n, code in parse(text):
            (powered if code in ("t", "pw") else plain).append(write([(n, code)]))
    return powered, plain


def one_kind(items: list[str]) -> bool:
    return len({parse(i)[0][1] for i in items}) <= 1


def start(s, p: int) -> None:
    """Seat ``p``'s income: all of it now, or a decision on the order of tokens and charges."""
    powered, plain = split(sources(s, p))
    if one_kind(powered):
        for text in plain + powered:
            gain(s, p, text)
    else:
        s.agenda.append(decision("income", p, items=powered, plain=plain))


def income_problem(s, p, args):
    items = s.agenda[-1]["items"]
    if len(args) != 1 or not any(same(args[0], i) for i in items):
        return IllegalAction(f"choose which income comes first: {', '.join(items)}", rule.INCOME)
    return None


def income_candidates(s, p):
    return [(i,) for i in dict.fromkeys(s.agenda[-1]["items"])]


def take(s, p, args) -> None:
    entry = s.agenda[-1]
    items = entry["items"]
    chosen = next(i for i in items if same(args[0], i))
    items.remove(chosen)
    gain(s, p, chosen)
    if one_kind(items):
        for text in entry["plain"] + items:
            gain(s, p, text)
        s.agenda.pop()

"""Income (Gaia Project › Gameplay › Income): faction board, structures, research, tech tiles and booster.

Power tokens (``t``) and charges (``pw``) interact (a new token in area I can be charged), so a player with both
kinds chooses their order: one ``income`` pick at a time until one kind is left; the rest then comes in the
board's order, each source's power first. As the reference engine does it, a player who must order receives none
of their income before choosing, and a Taklons charge that could move the brainstone or not stops their income
until they say where it goes (``brainstone``); players later in turn order wait.
"""

from __future__ import annotations

from functools import cache, lru_cache

from tablebook.core import IllegalAction, decision

from . import citations as rule
from .data import factions, research, tile
from .rewards import parse, same, write
from . import power
from .resources import gain


def sources(s, p: int) -> list[str]:
    """Every income icon of seat ``p``, as reward strings, in the order the player gained them (the reference engine
    pays income in that order: a structure slot uncovered again, a new research level or booster, comes last)."""
    return [text for _, text in s.pl[p]["income"]]


def current(s, p: int) -> list[list[str]]:
    """[source, icons] for what seat ``p`` has now: the faction board and each uncovered structure slot (source
    ``m``, ``ts``, ``lab``: a slot is one of that kind's), PI, academy, research levels, tech tiles, booster."""
    return [list(item) for item in current_sources(s, p)]


def current_sources(s, p: int) -> tuple[tuple[str, str], ...]:
    """``current`` as (source, icons) pairs, remembered for every set of sources and shared by the positions that
    have it (``update`` asks after every action that touched them, a look-ahead for every move it tries)."""
    pl, counts = s.pl[p], s.counts(p)
    return _current(pl["faction"], counts.get("m", 0), counts.get("ts", 0), counts.get("lab", 0), "PI" in counts,
                    "ac1" in counts, pl["research"]["eco"], pl["research"]["sci"],
                    tuple(t for t, covered in pl["tech_tiles"] if not covered and not t.startswith("adv")),
                    pl["booster"])


@lru_cache(maxsize=4096)
def _current(faction: str, mines: int, trading_stations: int, labs: int, pi: bool, academy: bool, eco: int, sci: int,
             techs: tuple[str, ...], held: str | None) -> tuple[tuple[str, str], ...]:
    """``current`` from what it depends on (the Lost Planet's mine is none of the faction board's: ``counts``)."""
    board = factions()[faction]
    out = [("board", board["income"])]
    for kind, slots, built in (("m", "mine_income", mines), ("ts", "trading_station_income", trading_stations),
                               ("lab", "lab_income", labs)):
        out += [(kind, text) for text in board[slots][:built]]
    if pi:
        out.append(("PI", board["pi_income"]))
    if academy:
        out.append(("ac1", board["academy1_income"]))
    out.append((f"eco{eco}", research()["eco"]["income"][eco]))
    out.append((f"sci{sci}", research()["sci"]["income"][sci]))
    out += [(tile_id, tile("tech", tile_id).get("income", "")) for tile_id in techs]
    if held:
        out.append((held, tile("booster", held).get("income", "")))
    return tuple(item for item in out if item[1])


TRACKS = ("eco", "sci")  # the research areas whose level pays income (``current_sources`` reads them)
TOUCHED = "_income_touched"  # the state's attribute naming the seats whose sources the action under way touched


def touched(s, p: int) -> None:
    """Seat ``p``'s income sources may change in the action under way (a faction chosen, a structure placed or
    replaced, a step on Economy or Science, a tech tile taken or covered, a booster taken or returned): ``settle``
    brings its income list up to date once the action is done. Most actions touch none, and reading the sources
    walks the map. The attribute lives only while the action runs, so no copy of a position holds it."""
    s.__dict__.setdefault(TOUCHED, set()).add(p)


def settle(s) -> None:
    """``update`` every seat whose sources the action just done touched (``touched``)."""
    for p in sorted(s.__dict__.pop(TOUCHED, ())):
        update(s, p)


def update(s, p: int) -> None:
    """Keep seat ``p``'s income list in the order gained (``in_order``)."""
    held = tuple(map(tuple, s.pl[p]["income"]))
    found = in_order(held, current_sources(s, p))
    if found != held:
        s.pl[p]["income"] = list(map(list, found))


@lru_cache(maxsize=4096)
def in_order(held: tuple[tuple[str, str], ...], wanted: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """The income ``held``, in the order gained, brought to the sources ``wanted``: what was lost leaves it (a
    covered structure slot takes the first like item of its kind with it, as the reference engine does), what is
    new joins at the end. Remembered: the moves a look-ahead tries from one position (every mine, every research
    step) bring the same income to the same few new ones, yet meet new pairs at every decision: a dozen items are
    matched in lists (``list.remove`` runs in C), not counted."""
    if sorted(held) == sorted(wanted):
        return held  # a touched source may leave the income as it was (a booster without income for another)
    lost = list(held)  # what held has beyond wanted: each wanted item takes one like it out
    for item in wanted:
        if item in lost:
            lost.remove(item)
    kept = list(held)
    for item in lost:
        kept.remove(item)  # the first like item goes
    new = list(reversed(wanted))  # what wanted has beyond kept, in wanted's order: of like items the first stay
    for item in kept:
        new.remove(item)
    new.reverse()
    return tuple(kept + new)


def queue(texts: list[str]) -> list[str]:
    """Every income item, one per icon, in the order they come: source by source, its power first."""
    return [item for text in texts for item in _items(text)]


@cache
def _items(text: str) -> tuple[str, ...]:
    """A source's income items, one per icon, its power first (a few dozen texts, queued at every round's income)."""
    items = [write([(n, code)]) for n, code in parse(text)]
    return (*(i for i in items if _kind(i) in POWER), *(i for i in items if _kind(i) not in POWER))


POWER = ("t", "pw")


def _kind(item: str) -> str:
    return parse(item)[0][1]


def mixed(items: list[str]) -> bool:
    """Whether power tokens and charges are both still to come (their order is the player's choice)."""
    return len({_kind(i) for i in items if _kind(i) in POWER}) > 1


def start(s, p: int) -> None:
    """Seat ``p``'s income: all of it now, or a decision on the order of tokens and charges."""
    entry = decision("income", p, items=queue(sources(s, p)))
    s.agenda.append(entry)
    if not mixed(entry["items"]):
        run(s, p, entry)


def brainstone_options(s, p: int, item: str) -> dict | None:
    """Where the brainstone may go if this item is a charge that could move it or not."""
    pl = s.pl[p]
    if _kind(item) != "pw" or pl["brainstone"] not in ("area1", "area2"):
        return None
    options = power.outcomes(pl, parse(item)[0][0])
    return options if len(options) > 1 else None


def run(s, p: int, entry: dict) -> None:
    """Pay the remaining items in order, stopping at a brainstone question; the decision ends with the last item."""
    items = entry["items"]
    while items:
        if brainstone_options(s, p, items[0]):
            entry["waiting"] = items.pop(0)
            return
        gain(s, p, items.pop(0))
    s.agenda.remove(entry)


def income_problem(s, p, args):
    entry = s.agenda[-1]
    if entry.get("waiting") or not mixed(entry["items"]):
        return IllegalAction("your income's order is settled; say where the brainstone goes", rule.INCOME)
    options = [i for i in entry["items"] if _kind(i) in POWER]
    if len(args) != 1 or not any(same(args[0], i) for i in options):
        return IllegalAction(f"choose which income comes first: {', '.join(options)}", rule.INCOME)
    return None


def income_candidates(s, p):
    return [(i,) for i in dict.fromkeys(i for i in s.agenda[-1]["items"] if _kind(i) in POWER)]


def take(s, p, args) -> None:
    entry = s.agenda[-1]
    chosen = next(i for i in entry["items"] if same(args[0], i))
    entry["items"].remove(chosen)
    if brainstone_options(s, p, chosen):
        entry["waiting"] = chosen
        return
    gain(s, p, chosen)
    if not mixed(entry["items"]):
        run(s, p, entry)


def brainstone_problem(s, p, args):
    entry = s.agenda[-1]
    options = brainstone_options(s, p, entry["waiting"]) if entry.get("waiting") else None
    if not options or len(args) != 1 or args[0] not in options:
        return IllegalAction("the brainstone can go to " + " or ".join(options or ["nowhere else now"]),
                             rule.POWER_CYCLE)
    return None


def place_brainstone(s, p, args) -> None:
    """The charge waiting at the head of the income, the brainstone ending in the area chosen; then the rest."""
    entry = s.agenda[-1]
    item = entry.pop("waiting")
    pl = s.pl[p]
    pl["power_areas"] = power.outcomes(pl, parse(item)[0][0])[args[0]]
    pl["brainstone"] = args[0]
    if not mixed(entry["items"]):
        run(s, p, entry)

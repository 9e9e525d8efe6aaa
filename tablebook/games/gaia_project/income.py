"""Income (Gaia Project › Gameplay › Income): faction board, structures, research, tech tiles and booster.

Power tokens (``t``) and charges (``pw``) interact (a new token in area I can be charged), so a player with both
kinds chooses their order: one ``income`` pick at a time until one kind is left; the rest then comes in the
board's order, each source's power first. As the reference engine does it, a player who must order receives none
of their income before choosing, and a Taklons charge that could move the brainstone or not stops their income
until they say where it goes (``brainstone``); players later in turn order wait.
"""

from __future__ import annotations

from tablebook.core import IllegalAction, decision

from . import citations as rule
from .data import research, tile
from .rewards import parse, same, write
from . import power
from .resources import gain


def sources(s, p: int) -> list[str]:
    """Every income icon of seat ``p``, as reward strings, in the order the player gained them (the reference engine
    pays income in that order: a structure slot uncovered again, a new research level or booster, comes last)."""
    return [text for _, text in s.pl[p]["income"]]


def current(s, p: int) -> dict[str, str]:
    """Income source → its icons, for what seat ``p`` has now (structure slots, research levels, tiles, booster)."""
    board, pl = s.faction(p), s.pl[p]
    out = {"board": board["income"]}
    for kind, slots in (("m", "mine_income"), ("ts", "trading_station_income"), ("lab", "lab_income")):
        for k, text in enumerate(board[slots][:s.count(p, kind)], start=1):
            out[f"{kind}{k}"] = text
    if s.has_built(p, "PI"):
        out["PI"] = board["pi_income"]
    if s.has_built(p, "ac1"):
        out["ac1"] = board["academy1_income"]
    for track in ("eco", "sci"):
        out[f"{track}{pl['res'][track]}"] = research()[track]["income"][pl["res"][track]]
    for tile_id, covered in pl["techs"]:
        if not covered and not tile_id.startswith("adv"):
            out[tile_id] = tile("tech", tile_id).get("income", "")
    if pl["booster"]:
        out[pl["booster"]] = tile("booster", pl["booster"]).get("income", "")
    return {source: text for source, text in out.items() if text}


def update(s, p: int) -> None:
    """Keep seat ``p``'s income list in the order gained: sources gone leave it, new ones join at the end."""
    now = current(s, p)
    kept = [[source, text] for source, text in s.pl[p]["income"] if now.get(source) == text]
    known = {source for source, _ in kept}
    s.pl[p]["income"] = kept + [[source, text] for source, text in now.items() if source not in known]


def queue(texts: list[str]) -> list[str]:
    """Every income item, one per icon, in the order they come: source by source, its power first."""
    out = []
    for text in texts:
        items = [write([(n, code)]) for n, code in parse(text)]
        out += [i for i in items if _kind(i) in POWER] + [i for i in items if _kind(i) not in POWER]
    return out


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
    if _kind(item) != "pw" or pl["bs"] not in ("area1", "area2"):
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
    pl["pw"] = power.outcomes(pl, parse(item)[0][0])[args[0]]
    pl["bs"] = args[0]
    if not mixed(entry["items"]):
        run(s, p, entry)

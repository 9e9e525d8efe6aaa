"""Turn Option B: Take Income.

Allowed when you hold 7 GEMs or fewer, or one of your own ships is used, or no ship action is possible
for you. Steps: take back the Action marker, the Neutral Ship token and the GEMs on your ships; take
the Hub's income (GEMs per ship, unless the Hub says otherwise) and every occupied income quarter;
use the special income powers; then move residents for 1 GEM each (the rest slide left). A-11's
occupied Hub spaces pay like quarters; A-11's free move and A-12's return come after the paid moves
(``station_hubs``).
"""

from __future__ import annotations

from tablebook.core import Action, IllegalAction, Verb, bare, decision, ready_made

from . import citations as rule, station
from .data import RULES, SECTORS, TRACKS
from .ships import SHIP_VERBS, roll, turn_end
from .special_abilities import push_exchange, push_offer
from .supply import gain
from .station import abilities, count, hub_of, sectors_of


def own_ships(s, p: int) -> list[str]:
    return [sid for sid, owner in s.ships.items() if owner == p]


def income_problem(s, p: int) -> IllegalAction | None:
    if s.gems[p] <= RULES["income_gems_at_most"]:
        return None
    if any(s.ship_gems[x] for x in own_ships(s, p)):
        return None
    if not any(s.legal_actions(v, p) for v in SHIP_VERBS):
        return None
    return IllegalAction(f"Income needs 7 GEMs or fewer (you have {s.gems[p]}), a used ship of your own (none is), "
                         "or no possible ship action (there is one)", rule.INCOME)


def hub_income(s, p: int) -> int:
    fixed = abilities(s, p, "income-fixed")
    if fixed:
        return fixed[0]["gems"]
    per = abilities(s, p, "income-per-ship")
    rate = per[0]["gems"] if per else (hub_of(s, p) or {}).get("income_per_ship", 1)
    return rate * len(own_ships(s, p))


def quarter_income(s, p: int) -> dict:
    """The orange quarters with a resident (since before this turn), and the spaces of A-11's Hub still occupied."""
    icons = (hub_of(s, p) or {}).get("hub_income", {})
    got: dict = {}
    for kind in s.hub_residents[p]:
        if kind in icons:
            got[icons[kind]] = got.get(icons[kind], 0) + 1
    for sid in sectors_of(s, p):
        for i, icon in enumerate(SECTORS[sid]["income"][: len(s.residents[sid])]):
            if icon and not station.is_fresh(s, sid, i):
                got[icon] = got.get(icon, 0) + 1
    return got


def _income(s, p, args):
    turn_end(s, p)
    take_income(s, p)


def take_income(s, p: int) -> None:
    """The Income steps after the turn's choice (pushed above the end of the turn)."""
    for sid, owner in s.ships.items():
        if owner == p or sid == s.neutral_token[p]:  # the neutral ship is freed with the token
            s.ship_gems[sid], s.ship_users[sid] = 0, None
    s.neutral_token[p] = None
    s.gems[p] += hub_income(s, p)
    gain(s, p, quarter_income(s, p))
    if abilities(s, p, "give-back"):  # A-12, after the moves
        s.agenda.append(decision("return", p))
    if s.hub_residents[p] and abilities(s, p, "settle-hub"):  # A-11, after the moves, while the Hub holds any
        s.agenda.append(decision("settle", p))
    s.agenda.append(decision("relocate", p))
    for a in abilities(s, p, "income"):
        _special(s, p, a)


def _special(s, p: int, a: dict) -> None:
    """One special income power (a Hub's or an occupied quarter's)."""
    if "gain" in a and "per" not in a:
        gain(s, p, a["gain"])
    if a.get("per") == "high-tokens":
        s.points[p] += max(0, sum(1 for t in TRACKS if s.diplomacy[p][t] >= 3) - 1)
    elif "per" in a:
        n = count(s, p, a["per"]) // a["every"]
        gain(s, p, {k: v * n for k, v in a["gain"].items()})
    if "choose" in a:
        s.agenda.append(decision("pick", p, options=list(a["choose"])))
    if "transactions" in a:
        s.agenda.append(decision("transaction", p, left=a["transactions"], made=0, bonus=True))
    if "expedition" in a:
        roll(s, p, *a["expedition"])
    if "offer" in a:
        push_offer(s, p, a)
    if "exchange" in a:
        push_exchange(s, p, a)
    if a.get("lobby") == "paid":  # Hub A-7: "you may perform a Diplomacy action"
        s.agenda.append(decision("income-lobby", p, paid=True))


def move_candidates(s, p):
    places = station.places(s, p)
    found = []
    for src in places:
        for kind in sorted(set(station.residents_at(s, p, src))):
            found += [(src, kind, dst) for dst in places if dst != src]
    return found


def _move_problem(s, p, args):
    if len(args) != 3:
        return IllegalAction("write: move FROM KIND TO (e.g. move 121 gold 221)", rule.INCOME)
    src, kind, dst = args
    if src not in station.places(s, p) or kind not in station.residents_at(s, p, src):
        return IllegalAction(f"no {kind} resident lives in {src}", rule.INCOME)
    if src == dst:
        return IllegalAction("a resident moves to another Sector", rule.INCOME)
    if s.gems[p] < RULES["relocate_cost"]:
        return IllegalAction(f"moving a resident costs {RULES['relocate_cost']} GEM; you have {s.gems[p]}", rule.INCOME)
    return station.place_problem(s, p, dst, kind)


def _move_legal(s, p) -> list[Action]:
    """The candidates without a problem (in ``move_candidates``' order): each candidate's resident is there and moves
    elsewhere by construction, so only the GEM and the room at its destination are checked, each place's free quarter
    and the kinds it takes once."""
    if s.gems[p] < RULES["relocate_cost"]:
        return []
    places = station.places(s, p)
    free = [(x, station.welcomes(s, p, x)) for x in places if station.has_quarter(s, p, x)]
    return [ready_made("move", (src, kind, dst)) for src in places for kind in sorted(set(station.residents_at(s, p, src)))
            for dst, kinds in free if dst != src and kind in kinds]


def _move(s, p, args):
    src, kind, dst = args
    station.remove_resident(s, p, src, kind)
    s.gems[p] -= RULES["relocate_cost"]
    station.move_in(s, p, dst, kind)


VERBS = {
    "income": bare("income", _income, problem=lambda s, p, args: (
        IllegalAction("write just: income", rule.INCOME) if args else income_problem(s, p))),
    "move": Verb(move_candidates, _move_problem, _move, _move_legal),
    "done": bare("done", lambda s, p, args: s.agenda.pop()),
}

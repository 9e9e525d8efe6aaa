"""Space Station Phoenix's glossary: the written terms of ``data/glossary.toml`` and terms made from the rules' own
data: every Hub (its ability and its back), every Sector, each kind of ship with its numbers by level, the residents
and the Diplomacy tracks. Every number the rulebook prints only as card art is our design; those terms say which
(◇), read from each record's provenance."""

from __future__ import annotations

from tablebook.glossary import Term, read, written

from . import citations as rule
from .data import (_DATA, COLOUR_NAMES, DIPLOMACY, HUBS, RULES, SECTORS, SETUP, SHIP_NAMES, SHIP_STATS, SHIPS,
                   STAT_WORDS, TRACKS, amount_words, designed)

LEVELS = (1, 2, 3)


def _cost(resources: list[str]) -> str:
    return " + ".join(f"1 {'GEM' if r == 'gems' else r}" for r in resources)


def facts() -> dict:
    """The rules' numbers the written terms name."""
    first, second = RULES["majority"]
    return {**{k: RULES[k] for k in ("end_points", "max_sectors", "end_aliens_left", "income_gems_at_most",
                                     "relocate_cost", "resident_points", "gems_per_point", "resources_per_point",
                                     "trade_gives", "buy_costs")},
            "sector_points": " / ".join(map(str, RULES["sector_points"])), "majority_first": first,
            "majority_second": second, "aerobic_cost": _cost(RULES["aerobic_alien_cost"]),
            "gold_cost": _cost(RULES["gold_alien_cost"]), "human_cost": _cost(RULES["human_cost"])}


def _ours(record: dict, fields) -> list[str]:
    return [f for f in fields if designed(record, f)]


def ship_kind(kind: str, does: str) -> Term:
    """A kind of ship: what it does, and its numbers at each level (every copy of a kind and level is alike)."""
    levels, ours = [], set()
    for level in LEVELS:
        ship = next((s for s in SHIPS.values() if s["type"] == kind and s["level"] == level and not s.get("neutral")), None)
        if ship is None:
            continue
        fields = ("cost", "fee", "metal") + SHIP_STATS[kind]
        ours |= {STAT_WORDS[f] for f in _ours(ship, fields)}
        levels.append(f"Level {level}: " + ", ".join(
            f"{STAT_WORDS[f]} {ship[f]}{' ◇' if designed(ship, f) else ''}" for f in fields))
    return Term(f"{SHIP_NAMES[kind]} ship", "ship", f"{does} {'; '.join(levels)}.",
                _ship_rule(kind),
                f"the numbers marked ◇ ({', '.join(sorted(ours))})" if ours else "")


def _ship_rule(kind: str):
    return {"dismantle": rule.DISMANTLE, "construction": rule.CONSTRUCTION, "transport": rule.TRANSPORT,
            "expedition": rule.EXPEDITION, "diplomacy": rule.DIPLOMACY_SHIP, "farm": rule.FARM, "ice": rule.FARM}[kind]


def hub(hid: str, h: dict) -> Term:
    back = h["back"]
    text = (f"{h['text'][0].upper()}{h['text'][1:]}. Its back: {back['gems']} GEMs, {back['food']} food, "
            f"{back['water']} water, {back['metal']} metal, {back['steps']} Diplomacy steps.")
    return Term(f"Hub {hid}", "Station Hub (basic)" if h.get("basic") else "Station Hub (advanced)", text,
                rule.BASIC_HUBS if h.get("basic") else rule.ADVANCED_HUBS,
                "the back's GEMs, resources and steps" if designed(h, "back") else "")


def sector(sid: str, x: dict) -> Term:
    income = ", ".join(("1 GEM" if i == "gems" else f"1 {i}") if i else "nothing" for i in x["income"])
    text = (f"Level-{x['level']} {x['colour']} Sector: {x['cost']} metal to build; {x['quarters']} quarters "
            f"(occupied, they pay {income}). {x['text'][0].upper()}{x['text'][1:]}.")
    ours = _ours(x, ("cost", "quarters", "income", "abilities"))
    return Term(f"Sector {sid}", "Sector", text, rule.SECTORS, f"its {', '.join(ours)}" if ours else "")


def residents() -> list[Term]:
    costs = {"teal": RULES["aerobic_alien_cost"], "brown": RULES["aerobic_alien_cost"],
             "pink": RULES["aerobic_alien_cost"], "gold": RULES["gold_alien_cost"], "human": RULES["human_cost"]}
    out = []
    for kind, name in COLOUR_NAMES.items():
        where = "in any Sector" if kind in ("gold", "human") else f"only in {kind} Sectors"
        how = "an Expedition's Human die" if kind == "human" else "a Transport transaction"
        out.append(Term(f"{name[0].upper()}{name[1:]}" + ("" if kind == "human" else " Alien"), "resident",
                        f"Lives {where}; comes from {how} for {_cost(costs[kind])}. {RULES['resident_points']} "
                        "points at the end, and counts for its kind's majority.", rule.PLACEMENT))
    return out


def tracks() -> list[Term]:
    notes = DIPLOMACY["bonuses"]["provenance"]
    costs = DIPLOMACY["costs"]
    out = []
    for t in TRACKS:
        levels = "; ".join(f"level {i + 1}: {amount_words(b)}" for i, b in enumerate(DIPLOMACY["bonuses"][t]))
        top = f"levels {DIPLOMACY['two_bonus_from']}–{DIPLOMACY['levels']}: any 2 different of the lower rewards"
        out.append(Term(f"{SHIP_NAMES[t]} track", "Diplomacy track",
                        f"Lobbying costs {', '.join(map(str, costs))} GEMs by row. Rewards: {levels}; {top}.",
                        rule.DIPLOMACY_BOARD, ("the lobbying costs; rewards: " + notes[t]) if "estimate" in notes[t]
                        else "the lobbying costs"))
    return out


def design_lines() -> list[str]:
    """Which numbers are our design, counted from the data's provenance."""
    ships = list(SHIPS.values())
    ship_fields = sum(len(_ours(s, ("cost", "fee", "metal") + SHIP_STATS[s["type"]])) for s in ships)
    sector_fields = sum(len(_ours(x, ("cost", "quarters", "income"))) for x in SECTORS.values())
    backs = sum(designed(h, "back") for h in HUBS.values())
    return [f"Ships: {ship_fields} of their numbers ({len(ships)} ships, neutral ones included).",
            f"Sectors: {sector_fields} costs, quarter counts and income rows of {len(SECTORS)} Sectors.",
            f"Hubs: the backs of {backs} of {len(HUBS)} (starting GEMs, resources, Diplomacy steps).",
            "The Diplomacy board's lobbying costs and most of its rewards; the turn-order compensation "
            f"({', '.join(map(str, SETUP['compensation']['gems']))} GEMs by seat)."]


def glossary():
    does = written(_DATA)["does"]
    sheet, terms = read(_DATA, rule.cite, facts(), {
        "Ship kinds": [f"{SHIP_NAMES[k]}: {does[k]}" for k in SHIP_NAMES], "Our design ◇": design_lines()})
    terms += [ship_kind(k, does[k]) for k in SHIP_NAMES]
    terms += [hub(hid, h) for hid, h in HUBS.items()]
    terms += [sector(sid, x) for sid, x in SECTORS.items()]
    terms += residents() + tracks()
    return sheet, terms

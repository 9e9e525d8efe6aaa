"""Game Play: the turn from gathering and rolling the fleet to the end-of-turn resource limit.

Also the table of every verb and which verbs fit the decision pending now: a turn is a series of
small decisions (dock, use a card, launch…, then ``end``), and some facilities open a sub-decision
that must be settled first (where to land a colony, what to steal, whether to cycle the display).
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

from tablebook.core import Action, IllegalAction, Verb, act, bare, dice_outcomes, draw_outcomes
from tablebook.core.agenda import by_chance, decision
from tablebook.core.cache import per_position
from tablebook.core.chance import die, draw_one

from . import alien_tech, facilities, territories
from . import citations as rule
from .data import CARDS, HUB_CIRCLES
from .narration import in_words
from .ships import FACE


# --- roll -------------------------------------------------------------------------------------
@per_position
def gathered(s, p: int) -> list[str]:
    """The ships the player gathers at the start of a turn (a ship on the Terraforming Station is forfeit).

    Asked twice of each roll, by its sampling and by the roll itself (callers must not change the list)."""
    ships = s.ships
    fleet = []
    for i in s.ships_of(p):
        if ships[i]["owner"] == p and ships[i]["at"] not in ("stock", "desert", "terraforming-station"):
            fleet.append(i)
    return fleet


def gather(s, p: int) -> list[str]:
    """Forfeit the player's ship on the Terraforming Station, then bring their other ships into the fleet."""
    for i in s.docked("terraforming-station"):
        if s.ships[i]["owner"] == p:
            if i == "relic":
                territories.return_relic(s)  # the Relic Ship goes home instead of to the stock
            else:
                s.place(i, "stock")
    fleet = gathered(s, p)
    for i in fleet:
        s.place(i, "fleet")
    return fleet


def _roll_shape(s):
    """(number of colour ships, whether the Relic Ship is rolled) for the pending roll or re-roll."""
    top = s.agenda[-1]
    ships = gathered(s, s.active) if top["kind"] == "roll" else top["ships"]
    relic = "relic" in ships
    return len(ships) - relic, relic


def _roll_text(verb, colour_values, relic_value):
    return _roll_line(verb, tuple(sorted(colour_values)), relic_value)


@cache
def _roll_line(verb, colour_values: tuple[int, ...], relic_value):
    """A roll's action, made once per outcome (a few thousand in all): a game rolls hundreds of times."""
    return act(verb, *colour_values, *([f"R{relic_value}"] if relic_value else []))


def _roll_outcomes(s):
    n, relic = _roll_shape(s)
    for faces, p in dice_outcomes(n):
        for r in (range(1, 7) if relic else (None,)):
            yield _roll_text(s.agenda[-1]["kind"], faces, r), p / 6 if relic else p


def _read_roll(s, action: Action):
    """(colour values, relic value) from a roll line, checked against the pending roll."""
    n, relic = _roll_shape(s)
    plain = [a for a in action.args if not a.startswith("R")]
    rel = [a for a in action.args if a.startswith("R")]
    values = [int(v) for v in plain if v in ("1", "2", "3", "4", "5", "6")]
    relic_value = int(rel[0][1:]) if len(rel) == 1 and rel[0][1:] in ("1", "2", "3", "4", "5", "6") else None
    if len(values) != len(plain) or len(values) != n or (relic and relic_value is None) or (not relic and rel):
        shape = f"{n} values 1–6" + (" and R1–R6 for the Relic Ship" if relic else "")
        raise IllegalAction(f"This roll needs {shape}, e.g. '{_roll_text(action.verb, [1] * n, 1 if relic else None)}'", rule.ROLL)
    canonical = _roll_text(action.verb, sorted(values), relic_value)
    if action != canonical:
        raise IllegalAction(f"write the dice in order, the Relic Ship last: '{canonical}'", rule.ROLL)
    return values, relic_value


def _set_values(s, ships, values, relic_value):
    colour_ships = [i for i in ships if i != "relic"]
    for i, v in zip(colour_ships, values):
        s.set_ship(i, "value", v)
    if relic_value is not None:
        s.set_ship("relic", "value", relic_value)


def roll(s, _chance, args) -> None:
    s.agenda.pop()
    p = s.active
    fleet = gather(s, p)
    values, relic_value = _parse_known(args)
    _set_values(s, fleet, values, relic_value)
    if "resource-cache" in s.hands[p]:
        resource_cache(s, p)


def _parse_known(args):
    """(colour values, the Relic Ship's value or None) of a roll line already checked."""
    values, relic = [], None
    for a in args:
        if a[0] == "R":
            relic = FACE[a]
        else:
            values.append(FACE[a])
    return values, relic


def resource_cache(s, p: int) -> None:
    """Odd ships → 1 ore, even → 1 fuel, equal → both and the card is discarded."""
    odd = sum(1 for i in s.fleet(p) if s.ships[i]["value"] % 2)
    even = len(s.fleet(p)) - odd
    if odd >= even:
        s.ore[p] += 1
    if even >= odd:
        s.fuel[p] += 1
    if odd == even:
        s.lose_card(p, "resource-cache")
        s.discards.append("resource-cache")


def reroll(s, _chance, args) -> None:
    ships = s.agenda.pop()["ships"]
    values, relic_value = _parse_known(args)
    _set_values(s, ships, values, relic_value)


# --- draw ---------------------------------------------------------------------------------------
def _pile(s) -> dict[str, int]:
    """The pile the next card comes from: the draw deck, or the reshuffled discards when it is empty."""
    if any(s.deck.values()):
        return s.deck
    return dict(Counter(s.discards))


def draw(s, _chance, args) -> None:
    card = args[0]
    if not any(s.deck.values()):  # reshuffle the discards into a new draw deck
        s.deck = dict(Counter(s.discards))
        s.discards.clear()
    s.deck[card] -= 1
    s.drawn += 1
    to = s.agenda.pop()["to"]
    (s.display if to == "display" else s.hands[to]).append(card)


DRAWS = {card: act("draw", card) for card in CARDS}  # each card's draw, made once: a game draws dozens of cards
SORTED_CARDS = tuple(sorted(CARDS))  # the order ``draw_one`` walks a pile in, sorted once rather than at every draw


# --- chance dispatch ----------------------------------------------------------------------------
def chance_outcomes(s):
    if s.agenda[-1]["kind"] == "draw":
        return [(DRAWS[c], p) for c, p in draw_outcomes(_pile(s))]
    return list(_roll_outcomes(s))


def check_chance(s, action: Action) -> None:
    kind = s.agenda[-1]["kind"]
    if action.verb != kind:
        raise IllegalAction(f"A chance event is pending: '{kind}', not '{action.verb}'", rule.ROLL if kind != "draw" else rule.ALIEN_TECH)
    if kind == "draw":
        pile = _pile(s)
        if len(action.args) != 1 or not pile.get(action.args[0]):
            raise IllegalAction(f"The draw pile holds: {', '.join(sorted(c for c, k in pile.items() if k))}", rule.ALIEN_TECH)
    else:
        _read_roll(s, action)


def chance_key(s) -> tuple:
    """A roll is the active player's on this turn (the Temporal Warper's re-roll too: a card is used once a turn);
    a draw is the game's how-many-th card. Games of one seed that reach the same turn roll the same dice, and draw
    the same cards while their piles hold the same."""
    kind = s.agenda[-1]["kind"]
    return (kind, s.drawn) if kind == "draw" else (kind, s.active, s.turn)


def sample_chance(s, rng: random.Random) -> Action:
    kind = s.agenda[-1]["kind"]
    if kind == "draw":
        return DRAWS[draw_one(_pile(s), rng, SORTED_CARDS)]
    n, relic = _roll_shape(s)
    return _roll_text(kind, [die(rng) for _ in range(n)], die(rng) if relic else None)


# --- end of turn --------------------------------------------------------------------------------
def end_problem(s, p, args) -> IllegalAction | None:
    if args:
        return IllegalAction("write just: end", rule.END_OF_TURN)
    docks = s.legal_actions("dock")
    if docks:
        return IllegalAction(f"You must place all of your ships at orbital facilities if possible; you can still '{docks[0]}'", rule.ASSIGN)
    return None


def end(s, p, args) -> None:
    facilities.to_maintenance_bay(s, p)
    s.hub[p] = min(s.hub[p], HUB_CIRCLES)
    s.this_turn = {}
    s.set_teleported(None)
    if s.fuel[p] + s.ore[p] > s.options["resource_limit"]:
        s.agenda.append(decision("limit", p))
    else:
        next_turn(s)


def return_candidates(s, p):
    excess = s.fuel[p] + s.ore[p] - s.options["resource_limit"]
    for fuel in range(max(0, excess - s.ore[p]), min(excess, s.fuel[p]) + 1):
        yield (str(fuel), "fuel", str(excess - fuel), "ore")


def return_legal(s, p) -> list[Action]:
    """Fast path: every candidate returns exactly the tokens over the limit, none the player lacks, each count
    written plainly, so each is legal as it stands (``return_problem`` is for what a player writes)."""
    return [Action("return", args) for args in return_candidates(s, p)]


def _count(word: str) -> bool:
    """A whole number written plainly (0, 1, 12 — not 01 or other digit forms), so each action has one text."""
    return word == "0" or (word[:1] in "123456789" and word.isascii() and word.isdigit())


def return_problem(s, p, args) -> IllegalAction | None:
    limit = s.options["resource_limit"]
    excess = s.fuel[p] + s.ore[p] - limit
    if len(args) != 4 or args[1] != "fuel" or args[3] != "ore" or not (_count(args[0]) and _count(args[2])):
        return IllegalAction(f"write: return F fuel O ore, returning {excess} in all", rule.END_OF_TURN)
    fuel, ore = int(args[0]), int(args[2])
    if fuel + ore != excess:
        return IllegalAction(f"Return exactly your tokens over {limit}: {excess}", rule.END_OF_TURN)
    if fuel > s.fuel[p] or ore > s.ore[p]:
        return IllegalAction("You cannot return more than you have", rule.END_OF_TURN)
    return None


def return_tokens(s, p, args) -> None:
    s.agenda.pop()
    s.pay(p, int(args[0]), int(args[2]))
    next_turn(s)


def period(s) -> tuple[str, int]:
    """The round under way: play goes clockwise from player one, a turn each, and the game counts the turns."""
    return "round", (s.turn - 1) // s.players + 1


def next_turn(s) -> None:
    s.active = (s.active + 1) % s.players
    s.turn += 1
    s.agenda.append(by_chance("roll"))


def vacuous(s, entry: dict) -> bool:
    """A draw that cannot happen (every card is out: none in the draw deck, none discarded to reshuffle): dropped, so
    no chance event waits for nothing. Asked after every action while anything is pending, so no pile is built."""
    return entry["kind"] == "draw" and not s.discards and not any(s.deck.values())


def describe_now(s) -> str:
    if not s.agenda:
        return f"{s.colour(s.active)} is placing ships and using alien tech"
    return {
        "land": "a colony is waiting to land on a territory",
        "cycle": "choose whether to cycle the alien tech display",
        "raid": "a raid is under way",
        "plasma": "the Plasma Cannon is firing",
        "limit": f"the player must return resources over the limit of {in_words(s.options['resource_limit'])}",
        "roll": "the fleet is about to be rolled",
        "reroll": "the Temporal Warper's ships are about to be re-rolled",
        "draw": "an alien tech card is being drawn",
    }[s.agenda[-1]["kind"]]


def _chance_only(s, p):
    return []


def _chance_problem(s, p, args):
    return IllegalAction("Chance decides this; it is not a player's action", rule.ROLL)


VERBS: dict[str, Verb] = {
    **facilities.VERBS,
    **territories.VERBS,
    **alien_tech.VERBS,
    # the gate spares building end_problem's refusal while a dock is open (agents try "end" at most positions)
    "end": bare("end", end, problem=end_problem, gate=lambda s, p: not s.legal_actions("dock")),
    "return": Verb(return_candidates, return_problem, return_tokens, return_legal),
    "roll": Verb(_chance_only, _chance_problem, roll),
    "reroll": Verb(_chance_only, _chance_problem, reroll),
    "draw": Verb(_chance_only, _chance_problem, draw),
}

# What opens each follow-up verb, for a learner who tries one while it is closed (PhasedState.OPENED_BY).
OPENED_BY = {
    "steal": ("you steal during a raid, right after you dock three sequential ships at the Raiders' Outpost", rule.facility("Raiders' Outpost")),
    "stop": ("you stop a raid, right after you dock three sequential ships at the Raiders' Outpost", rule.facility("Raiders' Outpost")),
    "land": ("a colony lands right after you use the Colony Constructor or the Terraforming Station, or launch it from the Colonist Hub", rule.ASSIGN),
    "cycle": ("you may cycle the display right after you dock a ship at the Alien Artifact", rule.facility("Alien Artifact")),
    "keep": ("you keep or cycle the display right after you dock a ship at the Alien Artifact", rule.facility("Alien Artifact")),
    "fire": ("the Plasma Cannon fires after 'use plasma-cannon FACILITY'", rule.card("Plasma Cannon")),
    "done": ("the Plasma Cannon stops firing after 'use plasma-cannon FACILITY'", rule.card("Plasma Cannon")),
    "return": ("you return resources over the limit after you end your turn", rule.END_OF_TURN),
    "roll": ("chance rolls each player's fleet at the start of their turn", rule.ROLL),
}


PHASE_VERBS = {
    "turn": ("dock", "use", "discard", "trade", "launch", "claim", "buy-relic", "end"),
    "land": ("land",),
    "cycle": ("cycle", "keep"),
    "raid": ("steal", "stop"),
    "plasma": ("fire", "done"),
    "limit": ("return",),
}

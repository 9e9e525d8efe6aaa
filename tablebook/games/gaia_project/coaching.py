"""The coach's Gaia Project: an evaluation from the rulebook's scoring as named terms, and notes on charge offers and
passing.

Gaia Project scores most of its VP at the end (Game End and Scoring), so VP alone would tell one step of look-ahead
little: a research step or a mine pays only later. Each term values what the position would score if the game ended
now, or what it will bring, in VP:

* VP on the track (1 each);
* the research levels' final VP (Game End and Scoring: 4, 8, 12 VP for levels 3, 4, 5 of each area);
* the final scoring tiles as the table stands (18, 12, 6 VP by place; the rulebook's ranking, ``scoring.ranking``);
* ore, credits, knowledge and QIC, and the power in area III, which becomes credits: 1 VP per 3 at the end;
* what the income will still bring in the rounds left (ore, credits, knowledge and QIC a round, times the incomes to
  come), at the same rate: so a mine, a trading station or a research level is worth its income;
* half a VP less just after a free action of the player's own turn: a conversion or a burn earns nothing by itself.
  A one-step look-ahead (the greedy agent, the hint) weighs them only when nothing else is open (``free``): the
  conversions listed at every multiple, all of equal worth, crowded its choice out of building and research: it
  converted over and over and lost to a random player far more often (Gaia Project lesson 4 measures it).

Once the game is over the final scoring has turned all of these into VP, so only the VP count.
"""

from __future__ import annotations

from functools import cache
from operator import itemgetter

from tablebook.coach.terms import Coaching, Note

from . import citations as rule
from . import power
from .charging import vp_cost
from .data import ROUNDS, research, tile
from .income import current_sources
from .rewards import parse
from .scoring import counts, final_counts, ranking
from .turn import FREE
from .words import charged, tile_text

RESOURCE_CODES = {"o": "ore", "c": "credits", "k": "knowledge", "q": "qic"}
_RESOURCES = itemgetter(*RESOURCE_CODES.values())  # a faction board's ore, credits, knowledge and QIC


def income_per_round(state, player: int, sources: list | None = None) -> int:
    """Ore, credits, knowledge and QIC seat ``player``'s income brings each round (power aside); ``sources``: its
    income's sources when known (``income.current``, in any order). Summed over ``map`` (asked of every move tried)."""
    return sum(map(_resources, map(_TEXT, current_sources(state, player) if sources is None else sources)))


_TEXT = itemgetter(1)  # an income source's icons


@cache
def _resources(text: str) -> int:
    """Ore, credits, knowledge and QIC in an income's icons (a few dozen texts, asked for every move tried)."""
    return sum(n for n, code in parse(text) if code in RESOURCE_CODES)


def _ranked(state) -> tuple:
    """What the final scoring tiles rank by (``scoring.counts``), as it changes from one position to the next: whose
    structure stands where (not which: an upgrade changes no count), told by how many stand (structures never leave
    their hex nor change hands: a look-ahead compares a count, not the map), the planets under them, satellites,
    space stations and federations."""
    return len(state.bld), state.guests, state.stations, state.feds, state.sats, state.gaia_made, state.lost


def _rivals(state, player: int) -> tuple:
    """What the other seats' counts rest on: their structures, satellites, space stations and federations, and the
    planets (a Gaia project made, the Lost Planet)."""
    return ({k: q for k, (q, _) in state.bld.items() if q != player},
            {k: q for k, q in state.guests.items() if q != player},
            {k: q for k, q in state.stations.items() if q != player}, [fed for fed in state.feds if fed["p"] != player],
            {k: others for k, seats in state.sats.items() if (others := [q for q in seats if q != player])},
            state.gaia_made, state.lost)


class GaiaCoaching(Coaching):
    free = FREE
    TERMS = (
        ("VP", 1, None),
        ("VP your research levels score at the end", 1, None),
        ("VP the final scoring tiles would pay now", 1, None),
        ("ore, credits, knowledge and QIC (1 VP per 3 at the end)", 1 / 3, "ore, credit, knowledge or QIC"),
        ("power in area III (credits at the end)", 1 / 3, None),
        ("resources your income brings in the rounds left", 1 / 3, "resource your income brings in the rounds left"),
        ("free actions that earn nothing by themselves (half a VP less each)", 0.5,
         "free action that earns nothing by itself (half a VP less)"),
    )

    def amounts(self, state, player, finals: int | None = None, sources: list | None = None):
        """``finals``: the final scoring tiles' VP, and ``sources``: the seat's income sources, when known
        (``evaluator``)."""
        pl = state.pl[player]
        if state.ended or not pl["faction"]:
            return [state.score(player)]
        levels = research()["endgame_vp"]
        return [  # sums over map, not generators: asked of every move a look-ahead tries
            state.score(player),
            sum(map(levels.__getitem__, pl["research"].values())),
            self._finals(state, player) if finals is None else finals,
            sum(_RESOURCES(pl)),
            power.spendable(pl, state.nevlas_pi(player)),
            income_per_round(state, player, sources) * max(ROUNDS - state.round, 0),
            -self._free_action(state, player),
        ]

    def evaluator(self, before, player, trials=None):
        """Most moves tried place no structure, satellite or federation (an upgrade replaces one): the final scoring
        tiles' VP, which count every seat's map, are taken from ``before`` while what they rank by is as it was.
        The income is read from the seat's own list of sources, which ``income.update`` brings up to date after each
        of its moves (the moves valued here are the seat's own). Where a move changed only the seat's own part of the
        map (a mine, a federation), the other seats' counts are taken from ``before``."""
        ranked, counted, rivals, finals = _ranked(before), None, None, None

        def value(after):
            nonlocal counted, rivals, finals
            now = _ranked(after)
            if counted is None:
                counted, rivals = final_counts(before), _rivals(before, player)
            if now == ranked:
                if finals is None:
                    finals = self._finals(before, player, counted)
                known = finals
            elif _rivals(after, player) == rivals:
                known = self._finals(after, player, [(final, [counts(after, player, final) if q == player else n
                                                              for q, n in enumerate(seats)]) for final, seats in counted])
            else:
                known = None
            return self.total(self.amounts(after, player, known, after.pl[player]["income"]))

        return value

    @staticmethod
    def _finals(state, player: int, counted: list | None = None) -> int:
        """VP the final scoring tiles would pay ``player`` now (``counted``: ``scoring.final_counts``, when known)."""
        counted = final_counts(state) if counted is None else counted
        return sum(ranking(state, final, seats)[player] for final, seats in counted)

    @staticmethod
    def _free_action(state, player: int) -> int:
        """1 just after a free action (a conversion, a burn) of ``player``'s own turn, else 0."""
        return int(state.acted and state.seats[-1] == player and state.history[-1].split(" ", 1)[0] in FREE)

    def consider(self, state, seat):
        if seat not in state.deciders():
            return []
        verbs = state.verbs(seat)
        if "charge-power" in verbs:
            return [self._charge(state, seat, action.args[0]) for action in state.legal_actions("charge-power", seat)]
        if "pass" in verbs and state.legal_actions("pass", seat):
            return [self._pass(state, seat)]
        return []

    @staticmethod
    def _charge(state, seat, offer: str) -> Note:
        n = charged(offer)
        vp = state.pl[seat]["vp"]
        if n <= 1:
            price = f"Charging {n} power costs 0 VP: it is free"
        else:
            price = f"Charging {n} power costs {vp_cost(n)} VP (one less than the power): you have {vp} VP"
        areas = state.pl[seat]["power_areas"]
        return Note(f"{price}. Your power areas now hold {areas[0]}, {areas[1]} and {areas[2]} tokens in I, II and "
                    "III.", str(rule.CHARGE))

    @staticmethod
    def _pass(state, seat) -> Note:
        held = state.pl[seat]["booster"]
        effect = tile("booster", held) if held else {}
        if "pass_per" in effect:
            now = effect["vp"] * state.tally(seat, effect["pass_per"])
            scored = f"your booster pays {now} VP when you pass ({tile_text('booster', held)})"
        else:
            scored = "your booster pays no VP for passing"
        open_ = [a.args[0] for a in state.legal_actions("pass", seat) if a.args]
        others = [seat_ for seat_ in range(state.players) if seat_ != seat and not state.pl[seat_]["passed"]]
        choice = ("; the boosters you may take for the next round: "
                  + ", ".join(f"«{tile_text('booster', b)}»" for b in open_) if open_ else "")
        return Note(f"Passing ends your actions for this round: {scored}; "
                    f"{len(others)} other player{'s' if len(others) != 1 else ''} still play{'s' if len(others) == 1 else ''}"
                    f"{choice}.", str(rule.PASS))


COACHING = GaiaCoaching()

"""The Space Station Phoenix table as plain data (rulebook › Components), and how the kernel reads it.

Every field is plain JSON, so a position saves, clones and compares as data; the rules live in the verb
tables (``turn``). There is no hidden information (rulebook › Setup: "There is no hidden information in
this game"), so every seat's view is the whole table.
"""

from __future__ import annotations

from tablebook.core import CHANCE, Action, PhasedState
from tablebook.core.verbs import described, legal_of

from . import citations as rule, narration, ships, turn
from .data import SEAT_COLOURS
from .game_end import breakdown, score, tiebreak
from .ships import roll_problem
from .station_hubs import may_cash
from tablebook.core import IllegalAction

# decisions dropped when nothing can be chosen: a free resident with no room (or none left), a free
# Diplomacy step with every marker on top, Expedition dice with nothing left to keep, an offer that
# cannot be accepted
_DROPPABLE = frozenset({"place", "lobby", "income-lobby", "may-lobby", "convert-after", "claim", "discard", "keep",
                        "pick", "offer", "exchange"})

# what the steps after any decision may change, up to the next one: a ship's bonuses and Diplomacy rewards (GEMs,
# resources, points, decisions pushed), the end of the turn (new quarters working, the end triggered, the next seat)
_AFTER_A_DECISION = ("gems", "res", "points", "agenda", "active", "ended", "trigger", "trigger_text", "final",
                     "extra_turn", "converted", "fresh")
# a ship action's payment (``ships.pay_for``) too: the GEMs on the ship, its user, the Neutral Ship token
_SHIP_ACTION = (*_AFTER_A_DECISION, "ship_gems", "ship_users", "neutral_token")

# verbs a learner may try outside their moment (points cashed without Hub B-6, a resident moved on a ship turn, a
# die kept past the ship's capacity, a transaction past the ship's number): the rule that says when they are allowed
_OPENED_BY = {
    "move": ("residents move from one Sector to another only during the Income action, after the income (1 GEM each)",
             rule.PLACEMENT),
    "keep": ("Expedition dice are kept only during an Expedition, up to its capacity: every die kept uses 1, a Human's "
             "too", rule.DICE),
    "cash": ("only the owner of Hub B-6 turns points into GEMs (1 point → 4), at any decision of their own",
             rule.BASIC_HUBS),
    "deal": ("transport transactions are made only with a Transport ship, up to the number it shows (or as a bonus "
             "transaction)", rule.TRANSPORT),
}


class PhoenixState(PhasedState):
    FIELDS = (
        "active", "agenda", "ended", "trigger", "trigger_text", "final", "extra_turn",
        "gems", "res", "points", "ships", "ship_gems", "ship_users", "neutral_token", "hubs", "hub_offer", "display",
        "stations", "residents", "hub_residents", "fresh", "market", "private", "supply", "diplomacy", "converted",
        "rolled",
    )
    FIXED = ("hubs", "hub_offer", "display")  # the Hubs kept and the ships' draft: written only during setup
    # a player's resources and Diplomacy levels and a Sector's residents are replaced when they change, never changed
    # in place (``supply.add``, ``diplomacy.advance``, ``station._house``): moves tried on a working copy share them
    # with the position (``State.REPLACED``)
    REPLACED = ("res", "diplomacy", "residents")
    # what a move may change (``State.TOUCHES``), with the steps run after it up to the next decision (a ship's
    # bonuses and Diplomacy rewards gain GEMs, resources or points; the end of the turn): a ship action pays for the
    # ship (its owner's fee, the Neutral Ship token), Dismantle takes a ship off the table, Construction builds a
    # Sector (from the display or the private market; a Diplomacy step on every track), a Diplomacy action steps up;
    # a transaction or a kept die brings a resident from the supply, a move moves one. Only ship actions change the
    # ships (Dismantle alone which are on the table)
    TOUCHES = {
        "collect": _SHIP_ACTION, "dismantle": (*_SHIP_ACTION, "ships"), "expedition": _SHIP_ACTION,
        "transport": _SHIP_ACTION,
        "diplomacy": (*_SHIP_ACTION, "diplomacy"),
        "construct": (*_SHIP_ACTION, "diplomacy", "market", "private", "stations", "residents"),
        "deal": (*_AFTER_A_DECISION, "residents", "hub_residents", "supply"),
        "keep": (*_AFTER_A_DECISION, "residents", "hub_residents", "supply"),
        "move": (*_AFTER_A_DECISION, "residents", "hub_residents"),
    }

    VERBS = described(turn.VERBS, narration.TELL, narration.LABEL, narration.NAME)
    PHASE_VERBS = turn.PHASE_VERBS
    STEPS = turn.STEPS
    OPENED_BY = _OPENED_BY
    trigger_text = ""

    def describe_now(self) -> str:
        return turn.describe_now(self)

    def _verbs(self, player) -> tuple[str, ...]:
        """The decision's verbs, and Hub B-6's ``cash`` "at any time": at every decision its owner makes alone."""
        verbs = self.PHASE_VERBS[self.phase()]
        if self.agenda and self.agenda[-1]["seat"] == player and "cash" not in verbs and may_cash(self, player):
            return verbs + ("cash",)
        return verbs

    def describe_entry(self, entry: dict) -> str:
        return turn.describe_entry(self, entry)

    def _vacuous(self, entry: dict) -> bool:
        if entry["kind"] not in _DROPPABLE:
            return False
        if entry["kind"] == "keep" and (entry["pool"] is None or any(entry["pool"].values())):
            return False  # a die left is kept (a resource) or at least observed (a Human): no list needed to tell
        verb = self.PHASE_VERBS[entry["kind"]][0]  # the entry is on top: its verb lists what it offers
        return not any(a.args != ("stop",) for a in legal_of(self, entry["seat"], self.VERBS, verb))

    def _closed(self, action: Action, allowed: tuple[str, ...], opens: str, citation) -> IllegalAction:
        """A verb tried outside its moment: the rule's own sentence says when it is allowed, then what is going on."""
        return IllegalAction(f"{opens}; now {self.describe_now()}", citation)

    def seat_name(self, seat) -> str:
        return "chance" if seat is CHANCE else SEAT_COLOURS[seat].capitalize()

    def in_setup(self) -> bool:
        return any(e.get("step") == "start" for e in self.agenda)

    def _chance_outcomes(self):
        return ships.roll_actions(self.agenda[-1]["dice"])

    def _sample_chance(self, rng):
        return ships.sample_roll(self.agenda[-1]["dice"], rng.random())

    def chance_key(self) -> tuple:
        return ships.roll_key(self)

    def _check_chance(self, action: Action) -> None:
        problem = roll_problem(self, action.args) if action.verb == "roll" else IllegalAction("chance only rolls dice")
        if problem:
            raise problem

    def score_breakdown(self, player: int):
        return breakdown(self, player)

    def score(self, player: int) -> int:
        """The breakdown's total, without the words of its rows: agents ask for it at every move they weigh."""
        return score(self, player)

    def _tiebreak(self, player: int) -> tuple:
        return tiebreak(self, player)

    def to_json(self) -> dict:
        """The table as saved: one record per ship (``{"owner", "gems", "user"}``, in ``ships``), as before its three
        fields were split (``ships.add_ship``), so that saved tables read back alike (``SpaceStationPhoenix.from_json``)."""
        saved = super().to_json()
        data = saved["data"]
        gems, users = data["ship_gems"], data["ship_users"]
        ships = {sid: {"owner": owner, "gems": gems[sid], "user": users[sid]} for sid, owner in data["ships"].items()}
        saved["data"] = {k: ships if k == "ships" else v for k, v in data.items() if k not in ("ship_gems", "ship_users")}
        return saved

    def __repr__(self) -> str:
        if self.ended:
            return f"<Space Station Phoenix: game over ({self.ended}), scores {self.scores()}>"
        return f"<Space Station Phoenix: {self.describe_now()}>"

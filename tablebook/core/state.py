"""The game-agnostic State: who decides, what is legal, and transactional application.

A game's State subclass keeps its data in plain JSON types (listed in ``FIELDS``) and fills in
a few hooks. This base class owns the contract every game shares:

* ``decider()`` is a seat number, ``CHANCE`` or ``None`` once the game is over — a decision may
  belong to a player who is not the active one;
* ``legal_actions()`` is the one generator of legal choices: validation, agents and views use it;
* ``apply()`` is transactional: an illegal action raises ``IllegalAction`` citing the rule, and
  the state is exactly as before; a legal one is appended to ``history``;
* chance nodes list exact outcomes, sample them from the seed, or take a forced outcome.
"""

from __future__ import annotations

from difflib import get_close_matches
import pickle
from contextlib import contextmanager
from abc import ABC, abstractmethod
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable, ClassVar

from . import cache
from .action import Action, Line, possessive
from .chance import CHANCE, CHANCE_SCHEME, event_rng, position_rng, world_seed
from .record import GameRecord
from .rules import IllegalAction
from .scoring import ScoreItem, total
from .seat import SeatView
from .trials import copy_maker

if TYPE_CHECKING:
    from .game import Game


_UNKNOWN = object()  # a decider not yet asked
# how the end reason begins of a game ended because no end condition could be reached any more: a rule of ours where
# a rulebook lets a game run forever (studies count such games apart: SimulationTable.stalled)
STALLED = "stalled"


def _position(kind: type, fields: dict, history, seats, known: dict) -> "State":
    """A state of ``kind`` holding ``fields`` (its data), a history of its own and the answers a copy keeps
    (``State.kept_answers``): what a copy of a position is made of, whatever copied its data."""
    other = object.__new__(kind)
    other.__dict__.update(fields)
    other.history, other.seats = list(history), list(seats)
    other._forget_legal()
    other.__dict__.update(known)
    other._legal_by_verb = dict(known["_legal_by_verb"])  # its lists are never changed, only replaced
    return other


class State(ABC):
    """Base class of every game's state; subclasses implement the underscore hooks."""

    FIELDS: ClassVar[tuple[str, ...]] = ()
    # how sampled outcomes come from the seed (core.chance); a record played under an older scheme sets its own
    chance_scheme: int = CHANCE_SCHEME
    SHARED: ClassVar[tuple[str, ...]] = ()  # private attributes that never change, shared by copies (a game's map)
    # fields no action changes once setup is over (``fixed_fields``): a promise the game makes and its tests check, so
    # that moves tried on a copy (``Trials``) need not compare them with the position's nor put them back
    FIXED: ClassVar[tuple[str, ...]] = ()
    # per verb, the only fields a player's move of that verb may change, with all that follows it before the next
    # decision (the end of the turn, the agenda's steps): a promise the game makes and its tests check, so that
    # ``Trials`` compares and puts back only these after such a move; a verb not named may change any field
    TOUCHES: ClassVar[dict[str, tuple[str, ...]]] = {}
    # list fields whose elements moves change one or two at a time (the players' stations): ``Trials`` finds which
    # elements a move changed rather than comparing the list whole, for an evaluator that asks at every try
    ELEMENTWISE: ClassVar[tuple[str, ...]] = ()
    # dict or list fields whose elements a move replaces and never changes in place (anything inside them: a ship's
    # record, a facility's docking groups): a promise the game makes and its tests check, so that ``Trials`` puts such
    # a field back by a shallow copy, sharing its elements with the position, rather than element by element
    REPLACED: ClassVar[tuple[str, ...]] = ()
    # the fields ``_deal_hidden_again`` deals again (a game with hidden information): a world only read (``read_world``)
    # copies these and shares the rest with the position; none named, it copies everything
    HIDDEN: ClassVar[tuple[str, ...]] = ()
    game: ClassVar["Game"]

    def __init__(self, players: int, seed: int, options: dict[str, Any]):
        self.players = players
        self.seed = seed
        self.options = dict(options)
        self.history: list[str] = []  # the text of every action so far
        self.seats: list = []  # who took each of them: a seat, or CHANCE
        self._forget_legal()

    def _forget_legal(self) -> None:
        """Forget every answer remembered for this position (every change of state calls this; ``cache.forget``).

        The kernel's own answers are attributes, read inline where agents ask at every decision (Python reads an
        attribute faster than a dict entry); a game's are the cache module's (``cache.per_position`` or ``memo()``).
        """
        self._legal: list[Action] | None = None
        self._legal_by_verb: dict[str, list[Action]] = {}
        self._verbs_now: tuple[str, ...] | None = None
        self._who = _UNKNOWN  # the decider, once asked
        cache.forget(self)  # a game's own answers

    def memo(self) -> dict:
        """A game's own answers remembered for this position, forgotten at every change (``cache.per_position``
        keeps a method's answers in it)."""
        return cache.answers(self)

    # --- hooks for subclasses -------------------------------------------------------------
    @abstractmethod
    def _decider(self):
        """The seat that must decide, CHANCE, or None."""

    def _deciders(self) -> tuple:
        """Every seat that may decide now (several during a simultaneous choice); games with one decider keep this."""
        who = self._now()
        return () if who is None else (who,)

    @abstractmethod
    def _verbs(self, player) -> tuple[str, ...]:
        """The verbs ``player`` (a seat that may decide now) may use."""

    @abstractmethod
    def _legal_of(self, verb: str, player) -> list[Action]:
        """Every legal action of one verb for ``player``, a seat that may decide now."""

    @abstractmethod
    def _problem(self, action: Action, player) -> IllegalAction | None:
        """None if ``player``'s action is legal now, else why not, with the rule that forbids it."""

    @abstractmethod
    def _chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """Exact outcomes of the pending chance event."""

    def _check_chance(self, action: Action) -> None:
        """Raise IllegalAction unless ``action`` is a possible outcome of the pending chance event."""
        if action not in {a for a, _ in self._chance_outcomes()}:
            raise IllegalAction(f"'{action}' is not a possible outcome of this chance event")

    def chance_key(self) -> tuple:
        """What the pending chance event is, in the game's words: the key its sampled outcome comes from, with the seed.

        A game names the event by what makes it the same event in another game of the same seed (whose roll on which
        turn, the how-many-th card of a pile), so that rule variants and other agents see the same dice. Here, for a
        game that says nothing: its position."""
        return ("at", len(self.history))

    def _event_rng(self):
        """The generator of the pending chance event, by the game's chance scheme."""
        if self.chance_scheme == 1:
            return position_rng(self.seed, len(self.history))
        return event_rng(self.seed, self.chance_key())

    def _sample_chance(self, rng) -> Action:
        """Sample the pending chance event; games override this with a faster direct draw."""
        outcomes = self._chance_outcomes()
        pick = Fraction(rng.random())
        for action, p in outcomes:
            pick -= p
            if pick < 0:
                return action
        return outcomes[-1][0]

    @abstractmethod
    def _do(self, action: Action, player) -> None:
        """Carry out ``player``'s action (CHANCE's outcome), already known to be legal."""

    @abstractmethod
    def score_breakdown(self, player: int) -> list[ScoreItem]:
        """Every point ``player`` has now, by source."""

    def _tiebreak(self, player: int) -> tuple:
        """Values compared after the score, highest first (empty: ties stand)."""
        return ()

    def _now(self):
        """The decider, remembered for this position (asked on every action and every agent's question)."""
        who = self._who
        if who is _UNKNOWN:
            who = self._who = self._decider()
        return who

    # --- the public contract --------------------------------------------------------------
    def decider(self):
        """The seat that must decide now, ``CHANCE``, or ``None`` when the game is over.

        During a simultaneous choice this is the first seat still to choose; ``deciders()`` lists them all.
        """
        who = self._who  # _now(), inline: asked before every action
        return who if who is not _UNKNOWN else self._now()

    def deciders(self) -> tuple:
        """Every seat that may decide now: one seat, several (a simultaneous choice), ``(CHANCE,)`` or ``()``."""
        return self._deciders()

    def is_over(self) -> bool:
        return self._now() is None

    def end_reason(self) -> str | None:
        """Why the game ended, in the rulebook's terms (``None`` while it goes on)."""
        return "game over" if self.is_over() else None

    def seat_name(self, seat) -> str:
        """How the table calls a seat ("red", "Player 2", "Gleens"); games refine it."""
        return "chance" if seat is CHANCE else f"Player {seat + 1}"

    def period(self) -> tuple[str, int | None]:
        """The stretch of play under way, as the game names and counts it: ``("round", 3)``, ``("year", 2)``.

        The number is None where nothing in the game counts them (the default): a round is then every seat's turn
        once, and a stepper finds it by play coming back to the first seat.
        """
        return "round", None

    def whose_turn(self):
        """The seat whose turn it is, though another may decide now (a seat offered power, a raid's victim): the
        player a pending roll or draw belongs to. Here the deciding seat, if a seat decides; games with turns refine it."""
        who = self._now()
        return None if who is None or who is CHANCE else who

    def verbs(self, player=None) -> tuple[str, ...]:
        """The kinds of action open to ``player`` (the decider if None) now; ``()`` at a chance node or game end."""
        if player is not None and player != (self._who if self._who is not _UNKNOWN else self._now()):
            return self._verbs(player) if player is not CHANCE and player in self._deciders() else ()
        if self._verbs_now is None:
            who = self._now()
            self._verbs_now = () if who is None or who is CHANCE else self._verbs(who)
        return self._verbs_now

    def legal_actions(self, verb: str | None = None, player=None) -> list[Action]:
        """Every legal action for ``player`` (the decider if None; chance outcomes at a chance node), or of one verb."""
        # the decider, as _now() gives it, inline: agents ask this at every decision
        if player is not None and player != (self._who if self._who is not _UNKNOWN else self._now()):
            open_verbs = self.verbs(player)  # another seat of a simultaneous choice, or a seat with nothing to decide
            return [a for v in open_verbs if verb in (None, v) for a in self._legal_of(v, player)]
        if verb is not None:
            actions = self._legal_by_verb.get(verb)
            if actions is None:
                open_verbs = self._verbs_now if self._verbs_now is not None else self.verbs()
                actions = self._legal_by_verb[verb] = self._legal_of(verb, self._who) if verb in open_verbs else []
            return actions
        if self._legal is None:
            who = self._now()
            if who is None:
                self._legal = []
            elif who is CHANCE:
                self._legal = [a for a, _ in self._chance_outcomes()]
            else:
                self._legal = [a for v in self._verbs(who) for a in self.legal_actions(v)]
        return self._legal

    def is_legal(self, action: Action | str, player=None) -> bool:
        return self.explain(action, player) is None

    def explain(self, action: Action | str, player=None) -> IllegalAction | None:
        """``None`` if the action is legal now for ``player`` (the decider if None), else the IllegalAction saying why.

        An action is legal when the game's checks pass it and its generator lists it as written: another spelling
        of a legal action (``deal alien gold 115`` for ``deal gold 115``) is refused (``_unlisted``)."""
        try:
            action = Action.of(action)
        except ValueError as error:
            return IllegalAction(str(error))
        who = self._now()
        if who is None:
            return IllegalAction("The game is over: no action can be taken", self.game.end_rule)
        if player is not None and player != who and player not in self._deciders():
            owing = " and ".join(self.seat_name(q) for q in self._deciders())
            return IllegalAction(
                f"It is not {possessive(self.seat_name(player))} decision now but {possessive(owing)}: {self._describe_agenda()}", self.game.turn_rule)
        if player is None:
            player = who
        if player is CHANCE:
            try:
                self._check_chance(action)
            except IllegalAction as error:
                return error
            return None
        try:
            problem = self._problem(action, player)
        except (ValueError, IndexError, KeyError, TypeError) as error:
            return IllegalAction(f"'{action}' is malformed: {error}")
        if problem is None and not self._listed(action, player):
            return self._unlisted(action, player)
        return problem

    def _listed(self, action: Action, player) -> bool:
        """Whether the generator lists ``player``'s action, which the game's checks pass; games with a cheaper
        equivalent test override this (validation must not cost a listing of every action)."""
        return action in self.legal_actions(action.verb, player)

    def _unlisted(self, action: Action, player) -> IllegalAction:
        """The refusal of an action the game's checks pass but its generator does not list (another spelling of a
        legal action, or one the checks miss): a move is legal because the generator lists it."""
        listed = [(a.verb, *a.args) for a in self.legal_actions(action.verb, player)]  # compared word by word
        like = get_close_matches((action.verb, *action.args), listed, n=1, cutoff=0) if listed else []
        hint = f"; the nearest listed one is '{' '.join(like[0])}'" if like else ""
        return IllegalAction(f"'{action}' is not one of the legal actions as written{hint}", self.game.turn_rule)

    def _describe_agenda(self) -> str:
        """What is going on now, in a few words (games with an agenda say more)."""
        return "it is their turn"

    def apply(self, action: Action | str, player=None) -> "State":
        """Apply a legal action in place and return self; raise IllegalAction and change nothing otherwise.

        ``player`` names who is acting (a view's click, a record's line): another seat's decision is refused.
        """
        # listing this position's legal actions or explaining one asks for the decider, so _who is known below
        known = (isinstance(action, Action) and action in self._legal_by_verb.get(action.verb, ())
                 and (player is None or player == self._who))
        if not known:  # an action from the decider's own legal list of this position needs no second check
            problem = self.explain(action, player)
            if problem is not None:
                raise problem
            action = Action.of(action)
        if player is None:
            player = self._who
        self._do(action, player)
        self.history.append(str(action))
        self.seats.append(player)
        self._forget_legal()
        return self

    def label(self, action: Action | str, player=None) -> str:
        """How an action reads on a button, in the verb's own words (its text if the verb has none)."""
        action = Action.of(action)
        verb = getattr(self, "VERBS", {}).get(action.verb)
        if verb is None or verb.label is None:
            return str(action)
        return verb.label(self, self._now() if player is None else player, action.args)

    def lines(self) -> list:
        """The game so far as lines with their seats: ``p1: dock shipyard 4 4``."""
        return [Line(seat, action) for seat, action in zip(self.seats, self.history)]

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """Exact outcomes of the pending chance event with their probabilities (sum 1)."""
        if self._now() is not CHANCE:
            return []
        return self._chance_outcomes()

    def sample_chance(self) -> Action:
        """The outcome the seed gives to the pending chance event (depends on the seed and the event's key)."""
        if self._now() is not CHANCE:
            raise IllegalAction("No chance event is pending")
        return self._sample_chance(self._event_rng())

    def run_agenda(self) -> None:
        """Do the automatic work waiting before the next decision (games with an agenda do some)."""

    def in_setup(self) -> bool:
        """True while the setup's own chance events (shuffles, deals) are still pending."""
        return False

    def finish_setup(self) -> "State":
        """Sample the setup's chance events from the seed, stopping at the first turn."""
        return self.resolve_chance(while_setup=True)

    def fixed_fields(self) -> tuple[str, ...]:
        """The ``FIXED`` fields, once no action can change them any more: not while the setup's own chance events,
        which may still write them, are pending. A game whose setup goes on through decisions says when it is over."""
        return () if self.in_setup() else self.FIXED

    def resolve_chance(self, while_setup: bool = False) -> "State":
        """Sample and apply chance events until a player (or nobody) must decide."""
        while self.decider() is CHANCE and (not while_setup or self.in_setup()):
            action = self._sample_chance(self._event_rng())
            self._do(action, CHANCE)
            self.history.append(str(action))
            self.seats.append(CHANCE)
            self._forget_legal()
        return self

    def score(self, player: int) -> int:
        return total(self.score_breakdown(player))

    def scores(self) -> list[int]:
        return [self.score(p) for p in range(self.players)]

    def winners(self) -> list[int]:
        """Seats ranked first by score, then by the game's tiebreaks (several if still tied)."""
        keys = [(s, *self._tiebreak(p)) for p, s in enumerate(self.scores())]
        best = max(keys)
        return [p for p, k in enumerate(keys) if k == best]

    @contextmanager
    def edit(self):
        """Change fields by hand to build a position (lessons, tests): ``with state.edit(): state.fuel[0] = 5``.

        The position is marked ``edited`` (its history no longer replays to it), and everything the
        state remembered about its legal actions is forgotten on leaving the block.
        """
        try:
            yield self
        finally:
            self.options["edited"] = True
            self._forget_legal()

    # --- data -----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON data (``Game.from_json`` reads it back)."""
        data = {f: getattr(self, f) for f in self.FIELDS}
        return {
            "game": self.game.name,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "history": list(self.history),
            "seats": ["chance" if seat is CHANCE else seat for seat in self.seats],
            "data": pickle.loads(pickle.dumps(data)),
        }

    def clone(self) -> "State":
        """An independent copy (agents look ahead on clones)."""
        return self.copier()()

    def copier(self) -> Callable[[], "State"]:
        """A maker of independent copies of this position, for an agent that tries many actions from it: the
        position is read once, so each copy costs about half a ``clone``.

        A copy is the same position, so it keeps the legal actions and decider already found here (an agent
        trying each legal action on a copy then applies it without checking it again), and the game's ``SHARED``
        attributes, which never change. The history is text, so a shallow copy of it will do.
        """
        fields = {k: v for k, v in self.__dict__.items() if not k.startswith("_") and k not in ("history", "seats")}
        data = copy_maker(fields)
        kind, history, seats = type(self), tuple(self.history), tuple(self.seats)
        known = self.kept_answers()

        def copy() -> "State":
            return _position(kind, data(), history, seats, known)

        return copy

    def kept_answers(self) -> dict[str, Any]:
        """What a copy of this position keeps (as attributes) of what was found here: the legal actions and decider
        (a copy is the same position) and the game's ``SHARED`` attributes, which never change. The dict of legal
        actions by verb is this position's own: a copy takes a copy of it (its lists are never changed, only replaced)."""
        return {k: self.__dict__[k] for k in ("_legal", "_legal_by_verb", "_verbs_now", "_who", *self.SHARED)
                if k in self.__dict__}

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see and do (agents get this, not the state)."""
        return SeatView(self, seat)

    def sample_world(self, seat: int, rng) -> "State":
        """A copy in which whatever ``seat`` cannot see is dealt again at random (``rng``) from what it could be.

        The future is hidden too: the copy's seed is a one-way digest of the game's, so dice and draws resolved in
        the world are not those the real game will give (and ``rng`` is not used for it, so agents' choices stay as
        they were)."""
        return self._dealt(self.clone(), seat, rng)

    def read_world(self, seat: int, rng) -> "State":
        """``sample_world``'s world (the same deal, the same draws on ``rng``) for a reader that changes neither it nor
        this position while it reads it, such as the base of ``Trials``: it copies only the ``HIDDEN`` fields, which
        the deal changes, and shares the others with this position, which spares a whole copy at every decision of an
        agent that looks ahead (a game that names no ``HIDDEN`` fields gets a whole copy)."""
        if not self.HIDDEN:
            return self.sample_world(seat, rng)
        shared = {k: v for k, v in self.__dict__.items() if k[0] != "_"}
        world = _position(type(self), shared, self.history, self.seats, self.kept_answers())
        for name in self.HIDDEN:
            setattr(world, name, copy_maker(getattr(self, name))())
        return self._dealt(world, seat, rng)

    def _dealt(self, world: "State", seat: int, rng) -> "State":
        """``world``, a copy of this position, with its own seed and what ``seat`` cannot see dealt again."""
        world.seed = world_seed(self.seed, seat, len(self.history))
        if self.game.hidden_information:
            kept = world._legal, world._legal_by_verb, world._verbs_now, world._who
            world._deal_hidden_again(seat, rng)
            world._forget_legal()
            if seat == kept[3]:  # what a seat may do rests on what it can see: its legal actions stay those found here
                world._legal, world._legal_by_verb, world._verbs_now, world._who = kept
        return world

    def sample_worlds(self, seat: int, rng) -> Callable[[], "State"]:
        """A maker of worlds ``seat`` cannot tell from this one, each as ``sample_world`` gives it, for an agent that
        imagines many. With nothing hidden every world is the same table, so it is read once (``copier``)."""
        if self.game.hidden_information:
            return lambda: self.sample_world(seat, rng)
        return self.sample_world(seat, rng).copier()

    def _deal_hidden_again(self, seat: int, rng) -> None:
        """Deal again, in place, what ``seat`` cannot see: nothing in a game of open information. A game that sets
        ``hidden_information`` must override it, which ``Game`` checks when it is made."""

    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see (``None``: a spectator); games with hidden information override."""
        return self.to_json()["data"]

    def record(self) -> GameRecord:
        return GameRecord.of(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        who = self._now()
        return f"<{self.game.title} state: {self.players} players, {len(self.history)} actions, decider {who}>"

"""Games: static facts, setup and rule variants (the registry that finds them by name is ``tablebook.registry``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Callable, ClassVar

from .action import Action
from .chance import CHANCE, CHANCE_SCHEME
from .options import Option, choose
from .rules import IllegalAction, Rule
from .state import State


class Game(ABC):
    """Static facts about one game; makes initial states and reads them back from JSON."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()  # its rule variants (core.options), the rulebook's values by default
    # options older records name otherwise: old name → function of its value giving the options it stands for
    renamed_options: ClassVar[dict[str, Callable[[Any], dict[str, Any]]]] = {}
    rules_version: ClassVar[str] = "1"  # raised when a rules change makes old records replay differently
    state_class: ClassVar[type[State]]
    setup_rule: ClassVar[Rule]
    turn_rule: ClassVar[Rule]
    end_rule: ClassVar[Rule]
    # foreign notations the game reads and writes, by name (see core.notation)
    notations: ClassVar[dict] = {}
    # hands or a deck order some seats may not see: agents and tables get each seat's observation only
    hidden_information: ClassVar[bool] = False
    # the table view that draws this game, as "module:Class" (the rules never import it)
    view: ClassVar[str | None] = None
    # kinds of chance event a player sets off by hand (a roll): a table waits for a click; others happen at once
    chance_by_click: ClassVar[frozenset[str]] = frozenset()
    # the game's coach (a ``tablebook.coach.Coaching``): its evaluation as named terms, notes and chance in words
    coaching: ClassVar[Any] = None

    def __init__(self) -> None:
        if self.hidden_information and self.state_class._deal_hidden_again is State._deal_hidden_again:
            raise TypeError(f"{self.title} hides information, so {self.state_class.__name__} must override "
                            "_deal_hidden_again (agents look ahead in worlds dealt again from what their seat cannot see)")
        self.state_class.game = self

    def check_setup(self, players: Any, seed: Any, options: dict[str, Any]) -> dict[str, Any]:
        """Validate setup arguments; return the options with defaults filled in."""
        if not isinstance(players, int) or isinstance(players, bool):
            raise IllegalAction(f"players must be a whole number, not {players!r}", self.setup_rule)
        if not self.min_players <= players <= self.max_players:
            raise IllegalAction(
                f"{self.title} is for {self.min_players}–{self.max_players} players, not {players}",
                self.setup_rule,
            )
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise IllegalAction(f"seed must be a whole number, not {seed!r}")
        given = dict(options)
        for old, meaning in self.renamed_options.items():
            if old in given:
                now = meaning(given.pop(old))
                both = sorted(set(now) & set(given))
                if both:
                    raise IllegalAction(f"option {old} sets {', '.join(both)}: give one or the other, not both")
                given.update(now)
        chosen = choose(self.options, players, given, self.title)
        problem = self.options_problem(players, chosen)
        if problem:
            raise IllegalAction(problem, self.setup_rule)
        return chosen

    def options_problem(self, players: int, options: dict[str, Any]) -> str | None:
        """Why these options (each allowed on its own) make no game together for ``players``, or None; games refine it."""
        return None

    def new_state(self, players: int, seed: int = 0, *, chance: int = CHANCE_SCHEME, **options: Any) -> State:
        """The table before any chance event of setup has happened, under the chance scheme ``chance`` (known before
        the table is laid out: a game may draw parts of its layout from the seed by the scheme)."""
        state = self.state_class(players, seed, self.check_setup(players, seed, options))
        state.chance_scheme = chance
        self.lay_out(state)
        state.run_agenda()
        return state

    @abstractmethod
    def lay_out(self, state: State) -> None:
        """Fill a new state's fields for its player count and options."""

    def setup(self, players: int, seed: int = 0, *, chance: int = CHANCE_SCHEME, **options: Any) -> State:
        """The initial state: setup done (its shuffles and deals sampled from ``seed`` by the chance scheme ``chance``:
        the current one, or 1 to play again a study played before scheme 2)."""
        state = self.new_state(players, seed, chance=chance, **options)
        state.finish_setup()
        return state

    def study_columns(self, state: State) -> dict[str, Any]:
        """What a study's row keeps of a finished game besides its scores (a game's own facts, such as factions)."""
        return {}

    def heuristic(self, state: State, player: int) -> float:
        """How good ``state`` looks for ``player`` (the greedy agent maximises it): the sum of the coach's weighted
        terms (``tablebook.coach``), or the score for a game without a coach."""
        if self.coaching is None:
            return float(state.score(player))
        return self.coaching.value(state, player)

    def verb_name(self, verb: str) -> str:
        """A kind of action as the rulebook names it ("Dock ships", its verb's ``name``): the design lab's word for
        it. The verb itself where the game gives it no name (or has no such verb)."""
        entry = getattr(self.state_class, "VERBS", {}).get(verb)
        return entry.name if entry is not None and entry.name else verb

    def narrate(self, before: State, action, after: State) -> tuple[str, Rule | None]:
        """One sentence saying what ``action`` did (its verb's own words, then the game's consequences), and the rule."""
        action = Action.of(action)
        seat = after.seats[-1] if after.seats else before.decider()
        verb = before.VERBS.get(action.verb) if hasattr(before, "VERBS") else None
        if verb is not None and verb.tell is not None:
            text, rule = verb.tell(before, seat, action.args, after)
        else:
            text, rule = f"{before.seat_name(seat)}: {action}", None
        return text + self.consequences(before, after), rule

    def consequences(self, before: State, after: State) -> str:
        """What else an action changed that a learner should hear ("; Red takes control of …"), games refine it."""
        return ""

    def spelled(self, rules: str | None, action: Action, seat, state: State) -> Action:
        """An action of a record played under rules version ``rules`` (None: a record of format 1), as the
        generator now lists the same move in ``state``, taken by ``seat`` (None: the decider). A game whose spellings
        changed with a version reads older records' own here (``GameRecord`` and ``export_log`` ask)."""
        return action

    def open_folder(self, folder) -> Any:
        """A ``core.notation.FolderGame`` if ``folder`` holds a game of this one in a foreign format, else None."""
        return None

    def from_json(self, data: dict[str, Any]) -> State:
        """Read back a state written by ``State.to_json``."""
        if data.get("game") != self.name:
            raise ValueError(f"this is a state of {data.get('game')!r}, not {self.name!r}")
        state = self.state_class(data["players"], data["seed"], data["options"])
        state.options = dict(data["options"])
        state.history = list(data["history"])
        state.seats = [CHANCE if seat == "chance" else seat for seat in data.get("seats", [None] * len(state.history))]
        for field in self.state_class.FIELDS:
            setattr(state, field, data["data"][field])
        return state

    def __repr__(self) -> str:
        return f"<Game {self.name}: {self.title}, {self.min_players}–{self.max_players} players>"

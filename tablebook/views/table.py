"""The game-agnostic table widget: Python owns a Timeline of states, the browser draws a view model.

The browser only sends intents (``act``, ``explain``, ``chance``, ``undo``, ``redo``); every rule is
checked here by the rules engine, and the view model plus the explanation of the last refused or
hovered action are synced back. A table can also show states it does not own (a Stepper replaying
a record) with ``interactive`` off.

Computer players: any seat can be given to an agent (``seats={1: "greedy", 2: "random"}`` or
``table.seat(1, "greedy")``; a name, an Agent subclass, or an Agent). Whenever one of its decisions
comes up, in turn or out of turn, the agent chooses from its seat's view and the table applies the
move, one move every ``delay`` seconds, so a learner can follow it. The moves are scheduled on the
kernel's own asyncio event loop (``loop.call_later``): the kernel stays free, and every widget
change happens in the kernel's thread. With ``delay=0``, or outside a running event loop (a plain
script, a test), the agents play at once, before the call that handed them the move returns.
A roll that a human makes by clicking is made by the agent itself on its own turn.

A guided game (a tutorial) hands the table a ``referee``: the browser's intents then go to it, not to the rules
directly, and the table offers as clickable only the moves the referee would take now. A referee answers
``act(action, seat)``, ``roll()``, ``explain(action, seat)`` (IllegalAction or None), ``back()``, ``offers(action)``
and ``highlight()`` (the keys of the table's parts to point at), and shows its positions with ``set_position``.

The coach (``tablebook.coach``): at every position the synced ``coach`` carries what to consider at the learner's
decision and the odds of a pending roll or draw (both cheap: a few milliseconds at the slowest positions measured,
benchmarks/bench_coach.py); the Hint button (``{type: "hint"}``) adds a suggested move and why. That is worked out
off the kernel's message loop (``loop.run_in_executor``) and shown back on the loop's thread, unless the table has
moved on meanwhile; with no running loop (a script, a test) it is worked out at once.
"""

from __future__ import annotations

import asyncio
from functools import cache
from collections.abc import Collection
from typing import Any, Callable, Mapping

import anywidget
import traitlets
from ipywidgets import widget_serialization

from tablebook.agents import Agent, make_agent
from tablebook.coach import Hint, consider, hint, odds
from tablebook.core import CHANCE, Action, IllegalAction, State, Timeline
from tablebook.glossary import glossary as game_glossary

from .front_end import FrontEnd, bootstrap, hot_reload, shared


class TableView(anywidget.AnyWidget):
    """Base of every game's table: subclasses set ``_front_end`` (their module in ``widgets/``) and ``view_model``.

    A subclass's ``_esm`` is the small bootstrap every view shares; it draws with the view's module joined with every
    module it imports (the kit, the layout maths, the panels) and its CSS, which one widget per view holds for all its
    tables (``_front_end_module``, see front_end.py).
    """

    model = traitlets.Dict().tag(sync=True)
    explanation = traitlets.Dict().tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)
    can_redo = traitlets.Bool(False).tag(sync=True)
    interactive = traitlets.Bool(True).tag(sync=True)
    # whose eyes the table shows (a seat, or None for a spectator): games with hidden hands draw only
    # what that seat may see; setting it redraws the table
    viewer = traitlets.Int(None, allow_none=True).tag(sync=True)
    # the game's cheat sheet and glossary, which the Glossary button opens (sent once: it never changes)
    glossary = traitlets.Dict().tag(sync=True)
    # the coach for the learner's seat: can_hint, thinking, hint (asked for), problem, consider, odds (tablebook.coach)
    coach = traitlets.Dict().tag(sync=True)
    # the view's module and CSS, shared by every table of the view (front_end.py)
    _front_end_module = traitlets.Instance(FrontEnd, allow_none=True).tag(sync=True, **widget_serialization)

    view_model: Callable[..., dict]  # view_model(state, last, viewer) -> the JSON the front end draws
    _front_end: str | None = None  # "alien_frontiers.js"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        if "_front_end" in cls.__dict__:
            cls._esm = bootstrap()
        super().__init_subclass__(**kwargs)

    def __init__(self, state: State, auto_draw: bool = True, seats: Mapping[int, Any] | None = None,
                 delay: float = 0.6, **kwargs: Any):
        """``seats``: computer players by seat (``{1: "greedy", 2: "random"}``); ``delay``: seconds between their moves.

        With computer players and no ``viewer`` given, the learner's seat (the viewer) is the first seat left to a human.
        """
        if self._front_end:
            kwargs.setdefault("_front_end_module", shared(self._front_end))
        super().__init__(**kwargs)
        if self._front_end:
            hot_reload(self._front_end, self)
        self.timeline = Timeline(state)
        self.glossary = _glossary_of(state.game.name)
        self.auto_draw = auto_draw
        self.delay = delay
        self._agents: dict[int, Agent] = {}
        self._pending = None  # the scheduled computer move (an asyncio TimerHandle)
        self._listeners: list[Callable[[State], None]] = []
        self._positions = 0  # positions shown so far: a hint worked out for an earlier one is not shown
        self._hint: Hint | None = None  # the hint shown now
        self.on_msg(self._on_message)
        self._last: dict | None = None
        self.referee = None  # a tutorial's referee, when the table plays a guided game
        for seat, agent in (seats or {}).items():
            self._agents[self._check_seat(seat)] = self._make_agent(seat, agent)
        if self._agents and "viewer" not in kwargs:
            humans = [p for p in range(state.players) if p not in self._agents]
            self.viewer = humans[0] if humans else None
        self.observe(lambda _change: self._show(self._shown, self._last), names="viewer")
        self._show(self.timeline.state, None)
        self._schedule()

    # --- what Python code (and lessons) call ------------------------------------------------
    @property
    def state(self) -> State:
        return self.timeline.state

    def act(self, action: Action | str, player=None) -> str:
        """Apply ``player``'s action (the decider's if None); return its narration. Raises IllegalAction (nothing changes).

        A seat played by the computer is refused: hand it back first with ``table.seat(seat, None)``.
        """
        before = self.timeline.state
        who = player if player is not None else before.decider()
        problem = (self._computer_refuses(before, who) if who is not None else None) or before.explain(action, player)
        if problem is not None:
            self._explain(str(action), problem)
            raise problem
        text = self._apply(action, player)
        self._schedule()
        return text

    def roll(self) -> str:
        """Resolve the pending chance events from the game's seed (each one a step you can undo)."""
        if self.state.decider() is not CHANCE:
            raise IllegalAction("No roll or draw is pending")
        text = self._roll()
        self._schedule()
        return text

    def hint(self) -> Hint | None:
        """The coach's suggested move for the learner's seat, and why, worked out now and shown on the table (None,
        with the reason shown, when the learner has no decision now)."""
        state = self.timeline.state
        self._show_hint(self._positions, self._hint_for(state, self._coached_seat(state), self._offered()))
        return self._hint

    def ask_hint(self) -> None:
        """The Hint button: work the hint out off the kernel's message loop, then show it (at once with no loop)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.hint()
            return
        state = self.timeline.state
        self.coach = {**self.coach, "thinking": True}
        asked_at, copy, seat = self._positions, state.clone(), self._coached_seat(state)
        future = loop.run_in_executor(None, self._hint_for, copy, seat, self._offered())
        future.add_done_callback(lambda done: self._show_hint(asked_at, done.result() if done.exception() is None else
                                                              IllegalAction(f"the coach failed: {done.exception()}")))

    def undo(self) -> None:
        """Step back to the learner's last decision: the computer players' moves and the draws after it go too."""
        self._cancel()
        self.timeline.undo()
        while self.timeline.step > 0 and self._agents and not self._humans_turn(self.timeline.state):
            self.timeline.undo()
        self._show(self.timeline.state, None)
        self._schedule()

    def redo(self) -> None:
        """Step forward again, to the learner's next decision (the computer players' moves are replayed with it)."""
        self._cancel()
        self.timeline.redo()
        while self.timeline.step < len(self.timeline) and self._agents and not self._humans_turn(self.timeline.state):
            self.timeline.redo()
        self._show(self.timeline.state, None)
        self._schedule()

    # --- computer players ------------------------------------------------------------------
    def seat(self, seat: int, agent: Any = None) -> Agent | None:
        """Give ``seat`` to a computer player (``"random"``, ``"greedy"``, an Agent subclass or an Agent), or back to a human (None).

        The agent plays at once whatever that seat owes now. Returns the agent (None for a human).
        """
        self._check_seat(seat)
        self._cancel()
        if agent is None:
            self._agents.pop(seat, None)
        else:
            self._agents[seat] = self._make_agent(seat, agent)
        self._show(self.timeline.state, self._last)
        self._schedule()
        return self._agents.get(seat)

    @property
    def seats(self) -> dict[int, str]:
        """The computer players by seat, by name (``{1: "greedy", 2: "random"}``)."""
        return {seat: _agent_name(agent) for seat, agent in sorted(self._agents.items())}

    @property
    def thinking(self) -> bool:
        """True while a computer player's move is scheduled and not yet played."""
        return self._pending is not None

    def play_computers(self) -> int:
        """Play every computer move that is due now, at once (no delay); return how many moves were made."""
        self._cancel()
        moves = 0
        while self._computer_move():
            moves += 1
        return moves

    def _make_agent(self, seat: int, agent: Any) -> Agent:
        if isinstance(agent, Agent):
            return agent
        return make_agent(agent, self.timeline.state.seed * 1000 + seat)  # seeded as simulate() seeds its seats

    def _check_seat(self, seat: Any) -> int:
        players = self.timeline.state.players
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
            raise ValueError(f"a seat is a number from 0 to {players - 1}, not {seat!r}")
        return seat

    def _chance_owner(self, state: State):
        """Whose chance event is pending: the roll of the player whose turn it is (made by click), or the draw set off
        by the last move."""
        if state.sample_chance().verb in state.game.chance_by_click:
            return state.whose_turn()
        seats = [seat for seat in state.seats if seat is not CHANCE]
        return seats[-1] if seats else state.whose_turn()

    def _computer_to_move(self, state: State):
        """The computer seat that must move now (or CHANCE when a computer player's roll is due), else None."""
        for seat in state.deciders():
            if seat is CHANCE:
                if self._chance_owner(state) in self._agents:
                    return CHANCE
            elif seat in self._agents:
                return seat
        return None

    def _humans_turn(self, state: State) -> bool:
        """True if a human decides here (a click on a roll counts): where undo stops."""
        if state.is_over():
            return False
        for seat in state.deciders():
            if seat is CHANCE:
                owner = self._chance_owner(state)
                if state.sample_chance().verb in state.game.chance_by_click and owner is not None and owner not in self._agents:
                    return True
            elif seat not in self._agents:
                return True
        return False

    def _computer_refuses(self, state: State, seat) -> IllegalAction | None:
        if seat is CHANCE:
            seat = self._chance_owner(state)
        if seat in self._agents:
            return IllegalAction(f"{state.seat_name(seat)} is played by the computer ({_agent_name(self._agents[seat])}); "
                                 f"table.seat({seat}, None) hands the seat back to you", state.game.turn_rule)
        return None

    def _computer_move(self) -> bool:
        """Make one computer move (an action, or a computer player's roll); False if none is due."""
        if not self.interactive:
            return False
        state = self.timeline.state
        who = self._computer_to_move(state)
        if who is None:
            return False
        if who is CHANCE:
            self._roll()
        else:
            self._apply(self._agents[who].choose(state.view(who)), who)
        return True

    def _schedule(self) -> None:
        """Let the computer players answer: at once (delay 0, no event loop), or one move per ``delay`` on the kernel's loop."""
        self._cancel()
        if not self.interactive or self._computer_to_move(self.timeline.state) is None:
            return
        loop = None
        if self.delay > 0:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                loop = None
        if loop is None:
            self.play_computers()
        else:
            self._pending = loop.call_later(self.delay, self._tick)

    def _tick(self) -> None:
        self._pending = None
        try:
            self._computer_move()
        except Exception as error:  # shown on the table; a computer player never raises into the kernel's loop
            self._explain("computer move", IllegalAction(f"the computer player failed: {error}"))
            return
        self._schedule()

    def _cancel(self) -> None:
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None

    # --- the coach -------------------------------------------------------------------------
    def _coached_seat(self, state: State):
        """Whose decision the coach speaks to: the viewer's seat if it decides now, else (no viewer) the decider."""
        seat = self.viewer if self.viewer is not None else state.decider()
        return seat if isinstance(seat, int) and seat in state.deciders() and seat not in self._agents else None

    @staticmethod
    def _hint_for(state: State, seat, among: Collection[str] | None = None) -> Hint | IllegalAction:
        """The hint for ``seat`` among the moves offered (a thread may call this on a copy of the position), or why
        there is none."""
        if seat is None:
            return IllegalAction("The coach advises the seat to play: it is not your decision now")
        try:
            return hint(state, seat, among)
        except IllegalAction as error:
            return error

    def _offered(self) -> frozenset[str] | None:
        """In a guided game, the moves the step takes (the coach suggests one of them); else None: every legal move."""
        return None if self.referee is None else frozenset(self.model.get("legal", []))

    def _show_hint(self, asked_at: int, answer: Hint | IllegalAction) -> None:
        """Show a hint worked out for position number ``asked_at``, if the table still shows it."""
        if asked_at != self._positions:
            return
        coach = {k: v for k, v in self.coach.items() if k not in ("thinking", "hint", "problem")}
        self._hint = answer if isinstance(answer, Hint) else None
        if self._hint is not None:
            coach["hint"] = answer.to_json()
        else:
            coach["problem"] = answer.reason
        self.coach = coach

    def _coach_at(self, state: State) -> dict:
        """What the coach shows at every position: what to consider, the odds of a pending roll or draw."""
        if not self.interactive or state.is_over():
            return {"can_hint": False, "consider": [], "odds": None}
        seat = self._coached_seat(state)
        notes = consider(state, seat) if seat is not None else []
        # odds as the viewer can know them: none for a spectator of hidden hands (the deck's make-up would tell them)
        hidden = state.game.hidden_information and self.viewer is None
        chance = None if hidden else odds(state, seat=self.viewer)
        return {"can_hint": seat is not None and self._computer_to_move(state) is None,
                "consider": [{"text": n.text, "rule": n.rule} for n in notes],
                "odds": chance.to_json() if chance else None}

    def explain(self, action: Action | str, player=None) -> IllegalAction | None:
        """Why ``player``'s action (the decider's if None) is illegal now (shown on the table too), or None if it is legal."""
        problem = self.state.explain(action, player)
        self._explain(str(action), problem)
        return problem

    def show(self, state: State, last: dict | None = None) -> None:
        """Draw a state this table does not own (used by a Stepper); clicks stay off."""
        self.interactive = False
        self._show(state, last)

    def set_position(self, state: State, last: dict | None = None) -> None:
        """Show ``state`` as the live position, with nothing to undo (a tutorial moves the table itself)."""
        self._cancel()
        self.timeline = Timeline(state)
        self._show(state, last)

    def on_change(self, callback: Callable[[State], None]) -> None:
        """Call ``callback(state)`` after every change made on the table."""
        self._listeners.append(callback)

    # --- plumbing --------------------------------------------------------------------------
    def _apply(self, action: Action | str, player=None) -> str:
        before = self.timeline.state
        self.timeline.apply(action, player)
        last = self._narrate(before, Action.of(action))
        if self.auto_draw:
            self._draw_cards()
        self._show(self.timeline.state, last)
        return last["narration"]

    def _roll(self) -> str:
        texts = []
        while self.state.decider() is CHANCE:
            before = self.timeline.state
            action = before.sample_chance()
            self.timeline.apply(action)
            texts.append(self._narrate(before, action)["narration"])
        self._show(self.timeline.state, {"action": self.state.history[-1], "narration": "; ".join(texts), "rule": None})
        return "; ".join(texts)

    def _narrate(self, before: State, action: Action) -> dict:
        after = self.timeline.state
        text, rule = before.game.narrate(before, action, after)
        return {"action": str(action), "narration": text, "rule": str(rule) if rule else None}

    def _draw_cards(self) -> None:
        """Chance that follows from a player's action (a card drawn) happens at once; a roll waits for a click."""
        by_click = self.state.game.chance_by_click
        while self.state.decider() is CHANCE:
            action = self.state.sample_chance()
            if action.verb in by_click:
                return
            self.timeline.apply(action)

    def _with_computers(self, model: dict, state: State) -> dict:
        """Say which seats the computer plays, and offer no clicks while one of them decides.

        ``computer_turn`` is the sentence every view shows instead of its prompt while a computer seat plays (its
        roll included), when the learner can only watch: no prompt to click, no Roll button."""
        if not self._agents:
            return model
        model["computers"] = {state.seat_name(seat): name for seat, name in self.seats.items()}
        if self.interactive and self._computer_to_move(state) is not None:
            who = self._computer_to_move(state)
            seat = self._chance_owner(state) if who is CHANCE else who
            for key in ("legal", "actions"):
                if key in model:
                    model[key] = []
            name = state.seat_name(seat)
            model["now"] = f"{name} (computer, {self.seats[seat]}) is playing" + (
                f" — {model['now']}" if model.get("now") else "")
            model["computer_turn"] = f"{name.capitalize() if name.isalpha() else name} (computer) is playing…"
        return model

    def _with_referee(self, model: dict) -> dict:
        """In a guided game: only the moves the referee takes now are clickable, and its parts to point at."""
        if self.referee is None:
            return model
        model["legal"] = [action for action in model.get("legal", []) if self.referee.offers(action)]
        model["highlight"] = list(self.referee.highlight())
        model["guided"] = True
        return model

    def _explain(self, action: str, problem: IllegalAction | None) -> None:
        self.explanation = {
            "action": action,
            # how a legal action reads on a button ("Dock 5 at the Solar Converter"): the line itself is notation
            "label": self.state.label(action) if problem is None else None,
            "legal": problem is None,
            "reason": problem.reason if problem else "legal",
            "rule": str(problem.rule) if problem is not None and problem.rule else None,
        }

    def _show(self, state: State, last: dict | None) -> None:
        self._shown, self._last = state, last
        self._positions += 1
        self._hint = None
        with self.hold_sync():
            self.model = self._with_referee(self._with_computers(type(self).view_model(state, last, self.viewer), state))
            self.coach = self._coach_at(state)
            self.can_undo = self.interactive and (self.timeline.step > 0 if self.referee is None else self.referee.can_go_back())
            self.can_redo = self.interactive and self.timeline.step < len(self.timeline)
        for callback in self._listeners:
            callback(state)

    def _on_message(self, _widget, content: dict, _buffers) -> None:
        kind = content.get("type")
        if not self.interactive:
            return
        try:
            if kind == "hint":
                self.ask_hint()
            elif self.referee is not None:
                self._to_referee(kind, content)
            elif kind == "act":
                self.act(content["action"], self._clicking_seat())
            elif kind == "explain":
                self.explain(content["action"], self._clicking_seat())
            elif kind == "chance":
                problem = self._computer_refuses(self.state, CHANCE) if self.state.decider() is CHANCE else None
                if problem is not None:
                    raise problem
                self.roll()
            elif kind == "undo":
                self.undo()
            elif kind == "redo":
                self.redo()
        except (IllegalAction, IndexError) as error:  # shown on the table, never a traceback in the browser
            problem = error if isinstance(error, IllegalAction) else IllegalAction(str(error))
            self._explain(str(content.get("action", kind)), problem)

    def _to_referee(self, kind: str, content: dict) -> None:
        """A guided game's intents: the referee plays them (undo steps back through the script; nothing to redo)."""
        seat = self.viewer if self.viewer is not None else self.state.decider()
        if kind == "act":
            self.referee.act(content["action"], seat)
        elif kind == "explain":
            self._explain(str(content["action"]), self.referee.explain(content["action"], seat))
        elif kind == "chance":
            self.referee.roll()
        elif kind == "undo":
            self.referee.back()

    def _clicking_seat(self):
        """Who a click in the browser acts for: the viewer's seat, or (no viewer) whoever decides.

        Where hands are hidden a spectator cannot play, so a browser cannot probe a hand by asking
        "why not" about another seat's moves.
        """
        if self.viewer is None and self.state.game.hidden_information:
            raise IllegalAction("This table shows a spectator's view: choose a seat (viewer) to play")
        seat = self.viewer if self.viewer is not None else self.state.decider()
        problem = self._computer_refuses(self.state, seat) if seat is not None else None
        if problem is not None:
            raise problem
        return self.viewer

    def __repr__(self) -> str:
        m = self.model
        status = f"game over, won by {' and '.join(m.get('winners', []))}" if m.get("over") else f"turn {m.get('turn')}, {m.get('active')} to play"
        scores = ", ".join(f"{p['colour']} {p['score']}" for p in m.get("players", []))
        return f"<{type(self).__name__}: {m.get('title')}, {status}; VP {scores}{self._computers_text()}>"

    def _computers_text(self) -> str:
        """``; computers: green greedy, blue random`` (empty without computer players)."""
        if not self._agents:
            return ""
        state = self.timeline.state
        return "; computers: " + ", ".join(f"{state.seat_name(seat)} {name}" for seat, name in self.seats.items())


@cache
def _glossary_of(game: str) -> dict:
    """The game's glossary as the Glossary panel lists it, made once per game; empty for a game without one (a test's
    own game): its table shows no Glossary button."""
    try:
        return game_glossary(game).as_json()
    except LookupError:
        return {}


def _agent_name(agent: Agent) -> str:
    """The agent's ``name`` (``greedy``), or the class name of a learner's agent that names none of its own."""
    return agent.name if "name" in type(agent).__dict__ else type(agent).__name__

"""The game-agnostic table widget: Python owns a Timeline of states, the browser draws a view model.

The browser only sends intents (``act``, ``explain``, ``chance``, ``undo``, ``redo``); every rule is
checked here by the rules engine, and the view model plus the explanation of the last refused or
hovered action are synced back. A table can also show states it does not own (a Stepper replaying
a record) with ``interactive`` off.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import anywidget
import traitlets

from tablebook.core import CHANCE, Action, IllegalAction, State, Timeline

_PACKAGE = Path(__file__).resolve().parent.parent


def widget_file(name: str) -> Path:
    """A front-end file: ``widgets/`` in a checkout, ``tablebook/widgets/`` in an installed wheel."""
    for base in (_PACKAGE.parent / "widgets", _PACKAGE / "widgets"):
        if (base / name).exists():
            return base / name
    raise FileNotFoundError(f"front-end file {name} not found next to the tablebook package")


class TableView(anywidget.AnyWidget):
    """Base of every game's table: subclasses set ``_esm``/``_css`` and ``view_model``."""

    model = traitlets.Dict().tag(sync=True)
    explanation = traitlets.Dict().tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)
    can_redo = traitlets.Bool(False).tag(sync=True)
    interactive = traitlets.Bool(True).tag(sync=True)
    # whose eyes the table shows (a seat, or None for a spectator): games with hidden hands draw only
    # what that seat may see; setting it redraws the table
    viewer = traitlets.Int(None, allow_none=True).tag(sync=True)
    # what every table's front end shares (widgets/table_kit.js), imported by the front end itself:
    # a module loaded from a blob: URL cannot import by path
    kit_esm = traitlets.Unicode(widget_file("table_kit.js").read_text()).tag(sync=True)

    view_model: Callable[..., dict]  # view_model(state, last, viewer) -> the JSON the front end draws

    def __init__(self, state: State, auto_draw: bool = True, **kwargs: Any):
        super().__init__(**kwargs)
        self.timeline = Timeline(state)
        self.auto_draw = auto_draw
        self._listeners: list[Callable[[State], None]] = []
        self.on_msg(self._on_message)
        self._last: dict | None = None
        self.observe(lambda _change: self._show(self._shown, self._last), names="viewer")
        self._show(self.timeline.state, None)

    # --- what Python code (and lessons) call ------------------------------------------------
    @property
    def state(self) -> State:
        return self.timeline.state

    def act(self, action: Action | str, player=None) -> str:
        """Apply ``player``'s action (the decider's if None); return its narration. Raises IllegalAction (nothing changes)."""
        before = self.timeline.state
        problem = before.explain(action, player)
        if problem is not None:
            self._explain(str(action), problem)
            raise problem
        self.timeline.apply(action, player)
        last = self._narrate(before, Action.of(action))
        if self.auto_draw:
            self._draw_cards()
        self._show(self.timeline.state, last)
        return last["narration"]

    def roll(self) -> str:
        """Resolve the pending chance events from the game's seed (each one a step you can undo)."""
        if self.state.decider() is not CHANCE:
            raise IllegalAction("No roll or draw is pending")
        texts = []
        while self.state.decider() is CHANCE:
            before = self.timeline.state
            action = before.sample_chance()
            self.timeline.apply(action)
            texts.append(self._narrate(before, action)["narration"])
        self._show(self.timeline.state, {"action": self.state.history[-1], "narration": "; ".join(texts), "rule": None})
        return "; ".join(texts)

    def undo(self) -> None:
        self.timeline.undo()
        self._show(self.timeline.state, None)

    def redo(self) -> None:
        self.timeline.redo()
        self._show(self.timeline.state, None)

    def explain(self, action: Action | str, player=None) -> IllegalAction | None:
        """Why ``player``'s action (the decider's if None) is illegal now (shown on the table too), or None if it is legal."""
        problem = self.state.explain(action, player)
        self._explain(str(action), problem)
        return problem

    def show(self, state: State, last: dict | None = None) -> None:
        """Draw a state this table does not own (used by a Stepper); clicks stay off."""
        self.interactive = False
        self._show(state, last)

    def on_change(self, callback: Callable[[State], None]) -> None:
        """Call ``callback(state)`` after every change made on the table."""
        self._listeners.append(callback)

    # --- plumbing --------------------------------------------------------------------------
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

    def _explain(self, action: str, problem: IllegalAction | None) -> None:
        self.explanation = {
            "action": action,
            "legal": problem is None,
            "reason": problem.reason if problem else "legal",
            "rule": str(problem.rule) if problem is not None and problem.rule else None,
        }

    def _show(self, state: State, last: dict | None) -> None:
        self._shown, self._last = state, last
        with self.hold_sync():
            self.model = type(self).view_model(state, last, self.viewer)
            self.can_undo = self.interactive and self.timeline.step > 0
            self.can_redo = self.interactive and self.timeline.step < len(self.timeline)
        for callback in self._listeners:
            callback(state)

    def _on_message(self, _widget, content: dict, _buffers) -> None:
        kind = content.get("type")
        if not self.interactive:
            return
        try:
            if kind == "act":
                self.act(content["action"], self._clicking_seat())
            elif kind == "explain":
                self.explain(content["action"], self._clicking_seat())
            elif kind == "chance":
                self.roll()
            elif kind == "undo":
                self.undo()
            elif kind == "redo":
                self.redo()
        except (IllegalAction, IndexError) as error:  # shown on the table, never a traceback in the browser
            problem = error if isinstance(error, IllegalAction) else IllegalAction(str(error))
            self._explain(str(content.get("action", kind)), problem)

    def _clicking_seat(self):
        """Who a click in the browser acts for: the viewer's seat, or (no viewer) whoever decides.

        Where hands are hidden a spectator cannot play, so a browser cannot probe a hand by asking
        "why not" about another seat's moves.
        """
        if self.viewer is None and self.state.game.hidden_information:
            raise IllegalAction("This table shows a spectator's view: choose a seat (viewer) to play")
        return self.viewer

    def __repr__(self) -> str:
        m = self.model
        status = f"game over, won by {' and '.join(m.get('winners', []))}" if m.get("over") else f"turn {m.get('turn')}, {m.get('active')} to play"
        scores = ", ".join(f"{p['colour']} {p['score']}" for p in m.get("players", []))
        return f"<{type(self).__name__}: {m.get('title')}, {status}; VP {scores}>"

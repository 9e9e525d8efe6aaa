"""A stepper over a game record: play/pause, a slider, previous/next step, turn and round, narrating every step.

The Play widget and the slider are linked in the browser (so playing stays smooth), and Python always sets
both: a page that loads the widgets (JupyterLab, Voilà) finds them agreeing, and the link has nothing to undo.
"""

from __future__ import annotations

import ipywidgets as widgets

from tablebook.core import Action, GameRecord, State, Timeline
from tablebook.registry import load

from .registry import table_for


def turn_starts(states: list[State]) -> list[int]:
    """Steps at which a new turn begins: the seat whose turn it is changes (the table as the next player starts)."""
    return [i for i in range(1, len(states)) if states[i].whose_turn() != states[i - 1].whose_turn()]


def round_starts(states: list[State]) -> list[int]:
    """Steps at which a new round (a year…) begins, as the game counts them (``period()``); in a game that counts
    none, where play comes back to the first player."""
    counts = [state.period()[1] for state in states]
    if counts[0] is not None:
        return [i for i in range(1, len(states)) if counts[i] != counts[i - 1]]
    first = states[0].whose_turn()
    return [i for i in turn_starts(states) if states[i].whose_turn() == first]


class Stepper(widgets.VBox):
    """Step through a recorded game forwards and backwards on a table view, one action per step."""

    def __init__(self, record: GameRecord, interval_ms: int = 700):
        self.timeline = Timeline.from_record(record, load(record.game))
        self.table = table_for(self.timeline.state)
        self.table.interactive = False
        n = len(self.timeline)
        states = [self.timeline.goto(i) for i in range(n + 1)]
        self.timeline.goto(0)
        self.turns = turn_starts(states)  # steps where a turn begins
        self.rounds = round_starts(states)  # steps where a round (a year) begins
        self.round_name = states[0].period()[0]  # "round", "year": what the game calls it
        self.slider = widgets.IntSlider(value=0, min=0, max=n, description="step", continuous_update=True,
                                        layout=widgets.Layout(width="60%"))
        self.play = widgets.Play(value=0, min=0, max=n, interval=interval_ms, description="play")
        widgets.jslink((self.play, "value"), (self.slider, "value"))

        def button(text: str, tip: str, width: str = "110px") -> widgets.Button:
            return widgets.Button(description=text, tooltip=tip, layout=widgets.Layout(width=width))

        self.previous = button("◀ step", "the previous step", "80px")
        self.next = button("step ▶", "the next step", "80px")
        self.previous_turn = button("◀◀ turn", "back to the start of this turn (or the one before)", "90px")
        self.next_turn = button("turn ▶▶", "the start of the next turn", "90px")
        self.previous_round = button(f"◀◀ {self.round_name}", f"back to the start of this {self.round_name} (or the one before)")
        self.next_round = button(f"{self.round_name} ▶▶", f"the start of the next {self.round_name}")
        self.narration = widgets.Label(value="")
        self.previous.on_click(lambda _: self.goto(self.step - 1))
        self.next.on_click(lambda _: self.goto(self.step + 1))
        self.previous_turn.on_click(lambda _: self.goto(self._before(self.turns)))
        self.next_turn.on_click(lambda _: self.goto(self._after(self.turns)))
        self.previous_round.on_click(lambda _: self.goto(self._before(self.rounds)))
        self.next_round.on_click(lambda _: self.goto(self._after(self.rounds)))
        self.slider.observe(self._follow_slider, names="value")
        self.play.observe(self._follow_play, names="value")
        jumps = widgets.HBox([self.previous_round, self.previous_turn, self.previous, self.next, self.next_turn, self.next_round])
        controls = widgets.HBox([self.play, self.slider])
        super().__init__([controls, jumps, self.narration, self.table])
        self._draw(0)

    @property
    def step(self) -> int:
        """The step on show."""
        return self.slider.value

    def goto(self, step: int) -> None:
        """Show step ``step`` (0 = the start; clamped to the record): slider and Play move together."""
        step = max(0, min(step, self.slider.max))
        self.play.value = step  # the slider follows (and the table is drawn)
        self.slider.value = step

    def next_turn_step(self) -> int:
        """Where ``turn ▶▶`` goes from here."""
        return self._after(self.turns)

    def previous_turn_step(self) -> int:
        return self._before(self.turns)

    def narrate(self, step: int) -> str:
        """What happened at ``step`` and which rule applied."""
        if step == 0:
            return "The table after setup."
        before, after = self.timeline.goto(step - 1), self.timeline.goto(step)
        text, rule = before.game.narrate(before, Action.parse(self.timeline.action(step)), after)
        return f"Step {step}: {text}" + (f" — {rule}" if rule else "")

    def _after(self, starts: list[int]) -> int:
        return next((s for s in starts if s > self.step), self.slider.max)

    def _before(self, starts: list[int]) -> int:
        return next((s for s in reversed(starts) if s < self.step), 0)

    def _follow_slider(self, change) -> None:
        if self.play.value != change["new"]:
            self.play.value = change["new"]
        self._draw(change["new"])

    def _follow_play(self, change) -> None:
        if self.slider.value != change["new"]:
            self.slider.value = change["new"]

    def _draw(self, step: int) -> None:
        text = self.narrate(step)
        state = self.timeline.goto(step)
        self.narration.value = text
        last = {"action": self.timeline.action(step), "narration": text, "rule": None} if step else None
        self.table.show(state, last)

    def __repr__(self) -> str:
        return f"<Stepper: {len(self.timeline)} steps, at step {self.slider.value}>"

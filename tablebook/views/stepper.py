"""A stepper over a game record: play/pause, a slider and previous/next, narrating every step."""

from __future__ import annotations

import ipywidgets as widgets

from tablebook.core import Action, GameRecord, Timeline

from .registry import table_for


class Stepper(widgets.VBox):
    """Step through a recorded game forwards and backwards on a table view, one action per step."""

    def __init__(self, record: GameRecord, interval_ms: int = 700):
        self.timeline = Timeline.from_record(record)
        self.table = table_for(self.timeline.state)
        self.table.interactive = False
        n = len(self.timeline)
        self.slider = widgets.IntSlider(value=0, min=0, max=n, description="step", continuous_update=True,
                                        layout=widgets.Layout(width="60%"))
        self.play = widgets.Play(value=0, min=0, max=n, interval=interval_ms, description="play")
        widgets.jslink((self.play, "value"), (self.slider, "value"))
        self.previous = widgets.Button(description="◀ previous", layout=widgets.Layout(width="110px"))
        self.next = widgets.Button(description="next ▶", layout=widgets.Layout(width="110px"))
        self.narration = widgets.Label(value="")
        self.previous.on_click(lambda _: self.goto(self.slider.value - 1))
        self.next.on_click(lambda _: self.goto(self.slider.value + 1))
        self.slider.observe(lambda change: self._draw(change["new"]), names="value")
        controls = widgets.HBox([self.play, self.previous, self.next, self.slider])
        super().__init__([controls, self.narration, self.table])
        self._draw(0)

    def goto(self, step: int) -> None:
        """Show step ``step`` (0 = the start; clamped to the record)."""
        self.slider.value = max(0, min(step, self.slider.max))

    def narrate(self, step: int) -> str:
        """What happened at ``step`` and which rule applied."""
        if step == 0:
            return "The table after setup."
        before, after = self.timeline.goto(step - 1), self.timeline.goto(step)
        text, rule = before.game.narrate(before, Action.parse(self.timeline.action(step)), after)
        return f"Step {step}: {text}" + (f" — {rule}" if rule else "")

    def _draw(self, step: int) -> None:
        text = self.narrate(step)
        state = self.timeline.goto(step)
        self.narration.value = text
        last = {"action": self.timeline.action(step), "narration": text, "rule": None} if step else None
        self.table.show(state, last)

    def __repr__(self) -> str:
        return f"<Stepper: {len(self.timeline)} steps, at step {self.slider.value}>"

"""A guided first game: the coach's panel above the game's own table, which plays the tutorial's script.

The learner uses the table's normal controls (the dice, the facilities, the Roll button); the table offers only the
moves the step takes, points at the parts the step names, and answers any other click with the rule that forbids it
or why it is not what this step teaches. The panel says each step in plain words with the rule it teaches, asks the
quizzes, and has Back, Next, restart and the chapter list; the learner's place is saved after every step.
Built of ipywidgets and the game's anywidget table, so that it runs the same in JupyterLab and as a Voilà app.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import ipywidgets as widgets

from tablebook.core import IllegalAction
from tablebook.registry import load as load_game
from tablebook.tutorial import Tutor, load as load_tutorial, progress

from .registry import table_for

TOLD = 12  # the moves the panel tells after a learner's action; a fast-forward's many rounds are counted, not told

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<!\*)\*(?!\*)(.+?)(?<!\*)\*(?!\*)")

_CSS = """<style>
.tb-tutor { border: 1px solid #c9cfdb; border-radius: 10px; padding: 10px 14px; margin-bottom: 8px;
  background: #f7f8fb; color: #1d2230; max-width: 980px; }
.tb-tutor-head { font-size: 0.95em; color: #48506a; }
.tb-tutor-say { font-size: 1.08em; line-height: 1.5; }
.tb-tutor-say p { margin: 0.4em 0; }
.tb-tutor-rule { font-size: 0.85em; color: #5a6275; }
.tb-tutor-happened { font-size: 0.92em; color: #333a4d; border-left: 3px solid #8a93a6; padding-left: 8px; }
.tb-tutor-feedback-why { color: #9b2c00; } .tb-tutor-feedback-ok { color: #1c6b3a; }
.tb-tutor-note { color: #5a4a00; }
</style>"""


def _paragraphs(text: str) -> str:
    """The script's words as HTML: paragraphs, **bold** and *italic*; everything else escaped."""
    out = []
    for para in re.split(r"\n\s*\n", text.strip()):
        escaped = html.escape(" ".join(para.split()), quote=False)
        out.append("<p>" + _ITALIC.sub(r"<i>\1</i>", _BOLD.sub(r"<b>\1</b>", escaped)) + "</p>")
    return "".join(out)


class TutorialView(widgets.VBox):
    """``TutorialView("alien-frontiers")``: the game's tutorial, resumed where the learner left it.

    ``resume=False`` starts from the first chapter; ``progress_folder`` keeps the learner's place elsewhere than
    ``$TABLEBOOK_PROGRESS`` (or ``~/.tablebook/progress``).
    """

    def __init__(self, game: str, resume: bool = True, progress_folder: str | Path | None = None):
        self.game = load_game(game)
        self.tutorial = load_tutorial(self.game)
        self.tutor = Tutor(self.tutorial, self.game)
        self._folder = Path(progress_folder) if progress_folder else None
        note = progress.load(self.tutor, self._folder) if resume else None
        self.table = table_for(self.tutor.state)
        self.table.viewer = self.tutorial.learner
        self.table.referee = self
        self._head = widgets.HTML().add_class("tb-tutor-head")
        self._chapters = widgets.Dropdown(description="Chapter", layout=widgets.Layout(width="auto"))
        self._chapters.add_class("tb-tutor-chapters")
        self._say = widgets.HTML().add_class("tb-tutor-say")
        self._happened = widgets.HTML().add_class("tb-tutor-happened")
        self._feedback = widgets.HTML().add_class("tb-tutor-feedback")
        self._choices = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self._back = self._button("◀ Back", "tb-tutor-back", "Back to the step before", self._on_back)
        self._next = self._button("Next ▶", "tb-tutor-next", "On to the next step", self._on_next)
        self._auto = self._button("Let the computer play this for me", "tb-tutor-auto",
                                  "The computer plays this free-play step for you", self._on_auto)
        self._restart = self._button("↺ Restart chapter", "tb-tutor-restart", "Start this chapter again",
                                     lambda: self._do(self.tutor.restart))
        self._own = self._button("▶ Play a whole game against the computer", "tb-tutor-own",
                                 "A game of your own at the table, the computer playing the other seats", self.own_game)
        self._resume = self._button("◀ Back to the tutorial", "tb-tutor-resume", "Back to the tutorial where you were",
                                    self._to_tutorial)
        self._chapters.observe(self._on_chapter, names="value")
        self._games = 0
        self._lesson = [self._say, self._happened, self._choices, self._feedback]
        self._steps = widgets.HBox([self._back, self._next, self._auto, self._restart, self._own],
                                   layout=widgets.Layout(flex_flow="row wrap"))
        panel = widgets.VBox([
            widgets.HTML(_CSS), widgets.HBox([self._head, self._chapters], layout=widgets.Layout(
                justify_content="space-between", flex_flow="row wrap", align_items="center")),
            *self._lesson, self._steps, self._resume,
        ]).add_class("tb-tutor")
        self._panel = panel
        super().__init__([panel, self.table])
        self._note = note
        self._show_mode(own=False)
        self._refresh()

    # --- the referee the table asks ------------------------------------------------------
    def act(self, action: str, seat) -> None:
        """The learner's click on the table; a refusal is raised back to the table, which shows why."""
        self._do(lambda: self.tutor.act(action, seat), table_refusal=True)

    def roll(self) -> None:
        self._do(self.tutor.roll, table_refusal=True)

    def explain(self, action: str, seat) -> IllegalAction | None:
        return self.tutor.refusal(action, seat)

    def offers(self, action: str) -> bool:
        return self.tutor.offers(action)

    def highlight(self) -> tuple[str, ...]:
        return self.tutor.step.highlight

    def back(self) -> None:
        self._do(self.tutor.back)

    def can_go_back(self) -> bool:
        return self.tutor.can_go_back()

    # --- a game of the learner's own -------------------------------------------------------
    def own_game(self) -> None:
        """A whole game at the table: the learner's seat against the tutorial's computer players, the coach at hand."""
        t = self.tutorial
        self._games += 1
        state = self.game.setup(players=t.players, seed=t.seed + self._games, **t.options)
        self.game_table = table_for(state)
        self.game_table.viewer = t.learner
        for seat in range(t.players):
            if seat != t.learner:
                self.game_table.seat(seat, t.opponents)
        self._head.value = (f"<b>Your own game of {html.escape(self.game.title)}</b> · you play "
                            f"{html.escape(state.seat_name(t.learner))}; the computer plays the others. "
                            "Unsure? The table's Hint button suggests a move and says why.")
        self._show_mode(own=True)
        self.children = [self._panel, self.game_table]

    def _to_tutorial(self) -> None:
        self._show_mode(own=False)
        self.children = [self._panel, self.table]
        self._refresh()

    def _show_mode(self, own: bool) -> None:
        for part in (*self._lesson, self._steps, self._chapters):
            part.layout.display = "none" if own else None
        self._resume.layout.display = None if own else "none"

    # --- the panel ---------------------------------------------------------------------------
    def _button(self, text: str, cls: str, tooltip: str, on_click) -> widgets.Button:
        button = widgets.Button(description=text, tooltip=tooltip, layout=widgets.Layout(width="auto"))
        button.add_class(cls)
        button.on_click(lambda _b: on_click())
        return button

    def _on_next(self) -> None:
        self._do(self.tutor.next)

    def _on_back(self) -> None:
        self._do(self.tutor.back)

    def _on_auto(self) -> None:
        self._do(self.tutor.autoplay)

    def _on_chapter(self, change) -> None:
        if change["new"] is not None and change["new"] != self.tutor.chapter.id and not self._refreshing:
            self._do(lambda: self.tutor.goto(change["new"]))

    def _on_answer(self, choice: str) -> None:
        self._do(lambda: self.tutor.answer(choice))

    def _do(self, change, table_refusal: bool = False) -> None:
        """Run one of the learner's intents; a refusal is shown on the panel (and, for a click, raised back to the
        table, which shows why beside the click) and changes nothing."""
        try:
            change()
        except IllegalAction as problem:
            self.tutor.feedback = problem
            self._show_feedback()
            if table_refusal:
                raise
            return
        progress.save(self.tutor, self._folder)
        self._note = None
        self._refresh()

    _refreshing = False

    def _refresh(self) -> None:
        tutor, step = self.tutor, self.tutor.step
        self._refreshing = True
        self._chapters.options = [(f"{i + 1}. {c.title}{' ✓' if tutor.done.get(c.id) == c.version else ''}", c.id)
                                  for i, c in enumerate(self.tutorial.chapters)]
        self._chapters.value = tutor.chapter.id
        self._refreshing = False
        self._head.value = (f"<b>{html.escape(self.tutorial.title)}</b> · {html.escape(tutor.chapter.title)} · "
                            f"{tutor.position()}")
        words = _paragraphs(step.say)
        if step.expect == "quiz":
            words += f"<p><b>{html.escape(step.quiz)}</b></p>"
        if step.rule is not None:
            words += f'<div class="tb-tutor-rule">Rule: {html.escape(str(step.rule))}</div>'
        self._say.value = words
        told = tutor.events[-TOLD:]
        earlier = len(tutor.events) - len(told)
        self._happened.value = (f"<div>… {earlier} moves, then:</div>" if earlier else "") + \
            "".join(f"<div>{html.escape(e.narration)}</div>" for e in told)
        self._choices.children = [self._button(choice, "tb-tutor-choice", f"Answer {choice}",
                                               lambda c=choice: self._on_answer(c)) for choice in step.choices] \
            if step.expect == "quiz" else []
        self._next.disabled = step.expect != "next" or tutor.finished
        self._next.description = "Finish ✓" if self._last_step() else "Next ▶"
        self._auto.layout.display = None if step.expect == "free" else "none"
        self._back.disabled = not self.can_go_back()
        self._show_feedback()
        last = None
        if tutor.events:
            e = tutor.events[-1]
            last = {"action": e.action, "narration": "; ".join(ev.narration for ev in told), "rule": e.rule}
        self.table.set_position(tutor.state, last)

    def _last_step(self) -> bool:
        tutor = self.tutor
        return tutor.here.chapter == len(self.tutorial.chapters) - 1 and tutor.here.step == len(tutor.chapter.steps) - 1

    def _show_feedback(self) -> None:
        feedback, parts = self.tutor.feedback, []
        if self._note:
            parts.append(f'<div class="tb-tutor-note">{html.escape(self._note)}</div>')
        if isinstance(feedback, IllegalAction):
            rule = f' <span class="tb-tutor-rule">({html.escape(str(feedback.rule))})</span>' if feedback.rule else ""
            parts.append(f'<div class="tb-tutor-feedback-why">{html.escape(feedback.reason)}{rule}</div>')
        elif feedback:
            parts.append(f'<div class="tb-tutor-feedback-ok">{html.escape(feedback)}</div>')
        elif self.tutor.finished:
            parts.append('<div class="tb-tutor-feedback-ok">You have finished the tutorial. Well played!</div>')
        self._feedback.value = "".join(parts)

    def __repr__(self) -> str:
        chapters = self.tutorial.chapters
        return (f"<{self.tutorial.title}: {len(chapters)} chapters, about {sum(c.minutes for c in chapters)} minutes; "
                f"run the cell to play>")


def tutorial(game: str, **kwargs) -> TutorialView:
    """The tutorial of ``game`` (``"alien-frontiers"``), ready to display in a notebook."""
    return TutorialView(game, **kwargs)

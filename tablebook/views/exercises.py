"""Checkable exercises for the lessons: a question, the learner's answer, the expected value, a hint and a solution.

A lesson computes the expected value with the rules engine (or exactly) and asks the learner for theirs::

    from tablebook.views.exercises import Exercise

    answer = None        # ← your answer
    Exercise("Which card does green hold?", expected=state.hands[1][0],
             hint="Look at state.hands.", solution="`state.hands[1]` …").check(answer)

``check`` gives one verdict line — *not yet*, *right* or *not quite* (with the hint) — and the exercise then shows
itself as a small widget: the options to pick from (if any) with a Check button, and a closed "Solution" panel whose
text is written only when the learner opens it, so stored outputs never contain the solution. An exercise with
options shows its verdict in the widget, under the Check button, and each Check replaces it: a printed line would
stay above the new verdict. An exercise without options prints its verdict.

Solutions are markdown, shown by the front end's own markdown renderer (an ``Output`` holding
``IPython.display.Markdown``), the one that draws the lesson's text cells in JupyterLab and Voilà alike: no HTML is
built here from the lesson's text.

Answers are compared by the type of ``expected``:

* ``Fraction``: an exact answer (int, Fraction, or a string such as ``"5/36"``) must be equal; a float must be within
  ``tolerance`` (default 0.0005, enough for three decimals);
* ``float``: within ``tolerance``; ``int``: equal (or within ``tolerance`` when one is given); ``bool``: equal;
* ``str``: equal after ignoring case, spaces, hyphens and underscores;
* ``set``/``frozenset``: the same elements, each compared as text (so ``Action`` objects and strings such as
  ``"dock lunar-mine 3"`` match);
* ``list``/``tuple``: the same elements in the same order, each compared by these rules;
* a callable: a predicate, ``expected(answer)`` is true for a right answer.

With ``options``, the answer may also be an option's number, 1 for the first (unless the options are numbers).
"""

from __future__ import annotations

import html
import re
from fractions import Fraction
from numbers import Number, Real
from typing import Any, Callable, Iterable, Sequence

import ipywidgets as widgets
from IPython.display import Markdown

__all__ = ["Exercise", "Verdict", "check", "matches"]

DEFAULT_TOLERANCE = 0.0005


class Verdict:
    """The outcome of one check: ``status`` is ``"unanswered"``, ``"right"`` or ``"wrong"``."""

    def __init__(self, status: str, message: str):
        self.status, self.message = status, message

    @property
    def ok(self) -> bool:
        return self.status == "right"

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        return self.message


def _text(value: Any) -> str:
    return re.sub(r"[\s_\-]+", " ", str(value)).strip().casefold()


def _fraction(value: Any) -> Fraction | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, Fraction)):
        return Fraction(value)
    if isinstance(value, str):
        try:
            return Fraction(value.strip())
        except ValueError:
            return None
    if hasattr(value, "numerator") and hasattr(value, "denominator"):   # numpy integers
        return Fraction(int(value.numerator), int(value.denominator))
    return None


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, Number):
        try:
            return float(value)   # type: ignore[arg-type]
        except (TypeError, ValueError):
            return None
    if isinstance(value, str):
        try:
            return float(Fraction(value.strip()))
        except ValueError:
            return None
    return None


def matches(answer: Any, expected: Any, tolerance: float | None = None) -> bool:
    """Is ``answer`` a right answer for ``expected``? (The rules are in the module's docstring.)"""
    if callable(expected) and not isinstance(expected, type):
        return bool(expected(answer))
    if isinstance(expected, bool):
        return isinstance(answer, bool) and answer == expected
    if isinstance(expected, Fraction):
        exact = _fraction(answer)
        if exact is not None and not (isinstance(answer, str) and "." in answer):
            return exact == expected
        number = _number(answer)
        return number is not None and abs(number - float(expected)) <= (DEFAULT_TOLERANCE if tolerance is None else tolerance)
    if isinstance(expected, Real):
        number = _number(answer)
        if number is None:
            return False
        if isinstance(expected, int) and tolerance is None:
            return number == expected
        return abs(number - float(expected)) <= (DEFAULT_TOLERANCE if tolerance is None else tolerance)
    if isinstance(expected, str):
        return isinstance(answer, (str, Number)) and _text(answer) == _text(expected)
    if isinstance(expected, (set, frozenset)):
        if isinstance(answer, (str, bytes)) or not isinstance(answer, Iterable):
            return False
        return {_text(a) for a in answer} == {_text(e) for e in expected}
    if isinstance(expected, (list, tuple)):
        if isinstance(answer, (str, bytes)) or not isinstance(answer, Iterable):
            return False
        answer = list(answer)
        return len(answer) == len(expected) and all(matches(a, e, tolerance) for a, e in zip(answer, expected))
    return answer == expected


def _shown(value: Any) -> str:
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(repr(str(v)) if not isinstance(v, str) else repr(v) for v in value)) + "}"
    text = repr(value)
    return text if len(text) <= 120 else text[:117] + "..."


class Exercise:
    """One checkable question. ``check(answer)`` gives the verdict; displaying the exercise shows its widget."""

    def __init__(self, question: str, expected: Any, *, hint: str = "", solution: str = "",
                 tolerance: float | None = None, options: Sequence[Any] | None = None, how: str = ""):
        self.question = question
        self.expected = expected
        self.hint = hint
        self.solution = solution
        self.tolerance = tolerance
        self.options = list(options) if options is not None else None
        self.how = how or ("pick an option and click Check, or set your answer above" if self.options else "set your answer above")
        self.last: Verdict | None = None
        self._widget: widgets.Widget | None = None
        self._verdict_line = widgets.Output() if self.options else None  # its one verdict line, under Check

    # -- checking ---------------------------------------------------------------------------------------------------
    def verdict(self, answer: Any = None) -> Verdict:
        if answer is None or (isinstance(answer, str) and not answer.strip()):
            return Verdict("unanswered", f"Your answer: not yet — {self.how} and run the cell again.")
        if isinstance(self.expected, (set, frozenset)) and isinstance(answer, Iterable) and not isinstance(answer, str):
            answer = set(answer)
        answer = self.picked(answer)
        if matches(answer, self.expected, self.tolerance):
            return Verdict("right", f"Your answer: {_shown(answer)} — right!")
        message = f"Your answer: {_shown(answer)} — not quite."
        if self.hint:
            message += f" Hint: {self.hint}"
        return Verdict("wrong", message)

    def picked(self, answer: Any) -> Any:
        """An option's number (1 for the first) stands for the option, unless the options are numbers themselves."""
        numbered = self.options and not any(isinstance(o, Number) for o in self.options)
        if numbered and isinstance(answer, int) and not isinstance(answer, bool) and 1 <= answer <= len(self.options):
            return self.options[answer - 1]
        return answer

    def check(self, answer: Any = None) -> "Exercise":
        """Give the verdict for ``answer`` (``None`` = not answered yet) and return the exercise, to display it.

        Printed, unless the exercise has options: then its widget shows the verdict where each Check replaces it."""
        self.last = self.verdict(answer)
        if self.options:
            self._say(self.last)
        else:
            print(self.last.message)
        return self

    # -- the widget -------------------------------------------------------------------------------------------------
    def solution_panel(self) -> widgets.Accordion:
        """A closed panel; the worked solution is written into it (as markdown) only when the learner opens it."""
        body = widgets.Output()
        panel = widgets.Accordion(children=[body], selected_index=None)
        panel.set_title(0, "Solution (open it after you have tried)")

        def opened(change):
            if change["new"] is not None and not body.outputs:
                body.append_display_data(Markdown(self.solution or "No worked solution for this exercise."))

        panel.observe(opened, names="selected_index")
        return panel

    def widget(self) -> widgets.VBox:
        if self._widget is not None:
            return self._widget
        children: list[widgets.Widget] = []
        if self.options:
            picker = widgets.RadioButtons(options=[(str(o), i) for i, o in enumerate(self.options)], value=None,
                                          layout=widgets.Layout(width="auto"))
            button = widgets.Button(description="Check", button_style="primary")

            def clicked(_):
                self.last = self.verdict(None if picker.value is None else self.options[picker.value])
                self._say(self.last)

            button.on_click(clicked)
            children += [widgets.HTML(value=f"<b>{html.escape(self.question)}</b>"), picker, button, self._verdict_line]
        children.append(self.solution_panel())
        self._widget = widgets.VBox(children)
        return self._widget

    def _say(self, verdict: Verdict) -> None:
        """Show ``verdict`` as the widget's one verdict line, in place of the last one.

        Set through the synced outputs: clear_output() would be echoed back by the browser after the new verdict
        arrived, and erase it (every check after the first showed nothing)."""
        self._verdict_line.outputs = ({"output_type": "stream", "name": "stdout", "text": verdict.message + "\n"},)

    def _repr_mimebundle_(self, include=None, exclude=None):
        bundle = self.widget()._repr_mimebundle_(include=include, exclude=exclude)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        # where no widget is drawn (a stored lesson, a terminal), the text still says the verdict the widget shows
        shown = self.options and self.last is not None
        data["text/plain"] = (f"{self.last.message}\n" if shown else "") + repr(self)
        return bundle

    def __repr__(self) -> str:
        picks = f"; {len(self.options)} options" if self.options else ""
        return f"<Exercise: {self.question}{picks}; solution closed>"


def check(question: str, answer: Any, expected: Any, *, hint: str = "", solution: str = "",
          tolerance: float | None = None, options: Sequence[Any] | None = None) -> Exercise:
    """Check ``answer`` against ``expected`` in one call: gives the verdict (as ``Exercise.check``) and returns the
    exercise to display."""
    return Exercise(question, expected, hint=hint, solution=solution, tolerance=tolerance, options=options).check(answer)


Predicate = Callable[[Any], bool]

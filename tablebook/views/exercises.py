"""Checkable exercises for the lessons: a question in words, an answer box that fits the answer, a check on the
spot, a hint and a solution.

A lesson computes the expected value with the rules engine (or exactly) and asks the learner for theirs::

    from tablebook.views.exercises import Exercise

    answer = None        # ← your answer, in code (or in the box the exercise shows)
    Exercise("Which card does green hold?", expected=state.hands[1][0],
             hint="Look at state.hands.", solution="`state.hands[1]` …").check(answer)

``check`` shows the exercise: the question, a box for the answer, a Check button, one verdict line — *not yet*,
*right* or *not quite* (with the hint) — and a closed "Solution" panel whose text is written only when the learner
opens it, so stored outputs never contain the solution. The box fits the expected value (``answer_key.kind_of``):

* options: one to pick (radio buttons), or several to tick when the expected value is a set;
* a bool: True or False; a number (int, float, Fraction): a text box taking ``5/36``, ``0.139`` or ``12``;
* text, a set or a list: a text box (a set or a list as items separated by commas, or written as in Python);
* ``table=``: the moves the learner makes on that live table (a list of moves, from when the exercise was shown);
* ``answer_as="code"``: a code box, for programming exercises: the learner writes a function (or a class) in it,
  and Check runs that code in the notebook's kernel, where the lesson's own functions are at hand (``run_code``; a
  lone expression, such as the number the function leads to, is taken as its value); ``starter=`` is the code the
  box opens with.

An answer set in code (the ``answer`` variable above) is checked when the cell runs; the box is checked by its
button, in JupyterLab and in Voilà alike (Voilà shows no code cells, but runs the code typed in a code box). Each
check is also kept in the cell's output, as a record (``RECORD``: the question, hint, public key, answer and
verdict), updated in place by the box's checks: a notebook saved after answering holds its answers (a code box's
answer as its code), which is what ``tablebook classroom grade`` reads. The public key
(``answer_key``) is what the student edition checks with; the expected value itself is never in an output.

Solutions are markdown, shown by the front end's own markdown renderer (an ``Output`` holding
``IPython.display.Markdown``), the one that draws the lesson's text cells in JupyterLab and Voilà alike: no HTML is
built here from the lesson's text.

Answers are compared by the type of ``expected``:

* ``Fraction``: an exact answer (int, Fraction, or a string such as ``"5/36"``) must be equal; a decimal must be
  within ``tolerance`` (default 0.0005, enough for three decimals);
* ``float``: within ``tolerance``; ``int``: equal (or within ``tolerance`` when one is given); ``bool``: equal;
* ``str``: equal after ignoring case, spaces, hyphens and underscores;
* ``set``/``frozenset``: the same elements, each compared as text (so ``Action`` objects and strings such as
  ``"dock lunar-mine 3"`` match);
* ``list``/``tuple``: the same elements in the same order, each compared by these rules;
* a callable: a predicate, ``expected(answer)`` is true for a right answer (``accepted=`` may list its right
  answers, for the public key; without them the student edition leaves the exercise to the teacher).

An exercise with many right answers that share what they *do* — functions that make the same tie, moves that claim
a card — is judged by ``outcome=``: a function of the lesson, public (defined in a cell of its own, so the student
edition has it too), from an answer to what it does. ``expected`` is then one right answer, and an answer is right
when its outcome matches the outcome of ``expected`` by the rules above; the public key holds the salted hash of
that outcome, so the student's check runs the learner's function or moves and compares hashes. An answer that
fails to run (the learner's code raises, a move is illegal) is a wrong answer, and the verdict says why.

With ``options``, the answer may also be an option's number, 1 for the first (unless the options are numbers).
"""

from __future__ import annotations

import ast
import html
import inspect
import json
import os
import uuid
from fractions import Fraction
from functools import cached_property
from numbers import Number, Real
from typing import Any, Callable, Iterable, Sequence

import ipywidgets as widgets
from IPython import get_ipython
from IPython.display import Markdown, display, update_display

from tablebook.views import answer_key
from tablebook.views.answer_key import DEFAULT_TOLERANCE, exact, number, text

__all__ = ["Exercise", "PublicExercise", "Verdict", "check", "matches", "run_code", "RECORD"]

RECORD = "application/vnd.tablebook.exercise+json"   # the record of an exercise in its cell's output
ANSWERS = "TABLEBOOK_ANSWER_KEY"   # a file where a lesson run for the readable key notes its expected answers


class Verdict:
    """The outcome of one check: ``status`` is ``"unanswered"``, ``"right"``, ``"wrong"`` or ``"recorded"`` (an
    answer kept for the teacher to check)."""

    def __init__(self, status: str, message: str):
        self.status, self.message = status, message

    @property
    def ok(self) -> bool:
        return self.status == "right"

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        return self.message


def matches(answer: Any, expected: Any, tolerance: float | None = None) -> bool:
    """Is ``answer`` a right answer for ``expected``? (The rules are in the module's docstring.)"""
    if callable(expected) and not isinstance(expected, type):
        return bool(expected(answer))
    if isinstance(expected, bool):
        return isinstance(answer, bool) and answer == expected
    width = DEFAULT_TOLERANCE if tolerance is None else tolerance
    if isinstance(expected, Fraction):
        if (value := exact(answer)) is not None:
            return value == expected
        value = number(answer)
        return value is not None and abs(value - float(expected)) <= width
    if isinstance(expected, Real):
        value = number(answer)
        if value is None:
            return False
        if isinstance(expected, int) and tolerance is None:
            return value == expected
        return abs(value - float(expected)) <= width
    if isinstance(expected, str):
        return isinstance(answer, (str, Number)) and not isinstance(answer, bool) and text(answer) == text(expected)
    if isinstance(expected, (set, frozenset)):
        if isinstance(answer, (str, bytes)) or not isinstance(answer, Iterable):
            return False
        return {text(a) for a in answer} == {text(e) for e in expected}
    if isinstance(expected, (list, tuple)):
        if isinstance(answer, (str, bytes)) or not isinstance(answer, Iterable):
            return False
        answer = list(answer)
        return len(answer) == len(expected) and all(matches(a, e, tolerance) for a, e in zip(answer, expected))
    return answer == expected


def shown(value: Any) -> str:
    """An answer in plain words, as the verdict repeats it: ``5/36``, ``red, green``, never a Python repr."""
    if isinstance(value, (set, frozenset)):
        return ", ".join(sorted(str(v) for v in value)) or "nothing"
    if isinstance(value, (list, tuple)):
        return ", ".join(shown(v) for v in value) or "nothing"
    if callable(value):
        return "your function"
    words = str(value)
    return words if len(words) <= 120 else words[:117] + "..."


def _item(word: str) -> Any:
    """One item typed in a list: True/False as such, the rest as text (numbers are compared as text allows)."""
    return {"true": True, "false": False}.get(word.casefold(), word)


def parse(typed: str, kind: str) -> Any:
    """What a learner typed in the box, as an answer of ``kind``: a set or list as items separated by commas, or
    written as in Python (``{(1, 2, 3)}``); a number or text as typed."""
    typed = typed.strip()
    if not typed:
        return None
    if kind in ("set", "list"):
        if typed[0] in "[{(":
            try:
                value = ast.literal_eval(typed)
            except (ValueError, SyntaxError):
                value = None
            if isinstance(value, (set, frozenset, list, tuple)):
                return set(value) if kind == "set" else list(value)
        items = [_item(w.strip()) for w in typed.split(",") if w.strip()]
        return set(items) if kind == "set" else items
    return typed


def run_code(code: str) -> Any:
    """What a learner's code in a code box gives: the value of a lone expression (a number, say), or else the
    function (or class, or value) its top level binds last, with ``def``, ``class`` or ``=``. The code runs in a copy
    of the notebook's namespace, so it may call the lesson's functions without changing the lesson's own names."""
    tree = ast.parse(code, "<your code>")
    shell = get_ipython()
    space = dict(shell.user_ns) if shell is not None else {}
    if len(tree.body) == 1 and isinstance(tree.body[0], ast.Expr):
        return eval(compile(ast.Expression(tree.body[0].value), "<your code>", "eval"), space)
    bound = [s.name if isinstance(s, (ast.FunctionDef, ast.ClassDef)) else s.targets[0].id for s in tree.body
             if isinstance(s, (ast.FunctionDef, ast.ClassDef))
             or (isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name))]
    if not bound:
        raise ValueError("your code defines no function (start it with def)")
    exec(compile(tree, "<your code>", "exec"), space)
    return space[bound[-1]]


def code_of(answer: Any) -> Any:
    """A code answer as the record keeps it: its text (a function set in a code cell by its source, when Python
    can find it)."""
    if callable(answer):
        try:
            return inspect.getsource(answer)
        except (OSError, TypeError):
            return answer
    return answer


ANSWER_FORMS = {"number": "a number: 5/36, 0.139 or 12", "text": "a word or a name",
                "set": "all of them, separated by commas", "list": "in order, separated by commas"}
HOW = {"choice": "pick an option and click Check", "choices": "tick every right option and click Check",
       "yes/no": "pick True or False and click Check", "moves": "make your move on the table and click Check",
       "code": "write it in the code box and click Check"}


class Exercise:
    """One checkable question. ``check(answer)`` gives the verdict and shows the exercise."""

    with_solution = True

    def __init__(self, question: str, expected: Any, *, hint: str = "", solution: str = "",
                 tolerance: float | None = None, options: Sequence[Any] | None = None,
                 accepted: Sequence[Any] | None = None, answer_as: str | None = None, table: Any = None,
                 outcome: Callable[[Any], Any] | None = None, starter: str = ""):
        self.question = question
        self.expected = expected
        self.hint = hint
        self.solution = solution
        self.tolerance = tolerance
        self.options = list(options) if options is not None else None
        self.accepted = accepted
        self.table = table
        self.outcome = outcome
        self.starter = starter
        like = accepted[0] if accepted and answer_key.kind_of(expected) == "code" else expected   # a predicate's answers
        self.kind = answer_as or ("moves" if table is not None else answer_key.kind_of(like, self.options))
        self._moves_from = len(table.state.history) if table is not None else 0
        self.last: Verdict | None = None
        self.answer: Any = None
        self._key: dict | None = None
        self._widget: widgets.VBox | None = None
        self._verdict_line = widgets.Output()
        self._display_id: str | None = None

    # -- checking ---------------------------------------------------------------------------------------------------
    def is_right(self, answer: Any) -> bool | None:
        """Is ``answer`` right? (None: this exercise cannot tell; its teacher will.)"""
        answer = self.given(answer)
        if self.outcome is None:
            return matches(answer, self.expected, self.tolerance)
        return matches(self.outcome(answer), self.right, self.tolerance)

    @cached_property
    def right(self) -> Any:
        """What a right answer is judged by: the expected answer, or what it gives (its ``outcome``, worked out once:
        it may run a function or replay moves)."""
        return self.expected if self.outcome is None else self.outcome(self.expected)

    def given(self, answer: Any) -> Any:
        """The answer as its check takes it: the code of a code box run, a single move as a list of one."""
        answer = self.picked(answer)
        if self.kind == "code" and isinstance(answer, str):
            return run_code(answer)
        if self.kind == "moves" and isinstance(answer, str):
            return [answer]
        if isinstance(self.expected, (set, frozenset)) and isinstance(answer, Iterable) and not isinstance(answer, str):
            return set(answer)
        return answer

    @property
    def how(self) -> str:
        return HOW.get(self.kind, "type it in the box and click Check")

    def verdict(self, answer: Any = None) -> Verdict:
        if answer is None or (isinstance(answer, str) and not answer.strip()):
            return Verdict("unanswered", f"Your answer: not yet — {self.how} (or set it in the code cell above and run "
                                         f"this cell).")
        words = "your code" if self.kind == "code" else shown(self.picked(answer))
        try:
            right = self.is_right(answer)
        except Exception as error:      # the learner's code or moves failed: a wrong answer, and why
            right, words = False, f"{words} (it stopped with {type(error).__name__}: {error})"
        if right is None:
            return Verdict("recorded", f"Your answer: {words} — kept for your teacher, who checks this one.")
        if right:
            return Verdict("right", f"Your answer: {words} — right!")
        message = f"Your answer: {words} — not quite."
        if self.hint:
            message += f" Hint: {self.hint}"
        return Verdict("wrong", message)

    def picked(self, answer: Any) -> Any:
        """An option's number (1 for the first) stands for the option, unless the options are numbers themselves."""
        numbered = self.options and not any(isinstance(o, Number) for o in self.options)
        if numbered and isinstance(answer, int) and not isinstance(answer, bool) and 1 <= answer <= len(self.options):
            return self.options[answer - 1]
        return answer

    def check(self, answer: Any = None) -> None:
        """Give the verdict for ``answer`` (``None`` = not answered yet) and show the exercise with it."""
        self._answer(answer)
        if self._display_id is None:
            self._display_id = uuid.uuid4().hex
            self._note_answer()
            display(self, display_id=self._display_id)
        else:
            update_display(self, display_id=self._display_id)

    def _answer(self, answer: Any) -> None:
        self.last = self.verdict(answer)
        self.answer = None if self.last.status == "unanswered" else self.picked(answer)
        if self.kind == "code":
            self.answer = code_of(self.answer)
        self._say(self.last)

    def _note_answer(self) -> None:
        """Write the expected answer (for an exercise judged by its outcome, the outcome of a right answer) and the
        solution to ``$TABLEBOOK_ANSWER_KEY``, when a lesson is run to make the teacher's readable key
        (``tablebook classroom OUT --answers``)."""
        if not (path := os.environ.get(ANSWERS)) or isinstance(self, PublicExercise):
            return
        if self.outcome is not None:        # what a right answer gives: a probability, the scores of a tie
            expected = answer_key.plain(self.right)
        else:
            expected = None if answer_key.kind_of(self.expected) == "code" else answer_key.plain(self.expected)
        note = {"question": self.question, "expected": expected,
                "tolerance": self.tolerance, "solution": self.solution,
                "accepted": [answer_key.plain(a) for a in self.accepted] if self.accepted else None}
        with open(path, "a") as notes:
            notes.write(json.dumps(note, ensure_ascii=False) + "\n")

    # -- the public key and the record ---------------------------------------------------------------------------------
    @property
    def salt(self) -> str:
        return f"tablebook|{self.question}"

    def key(self) -> dict:
        """The public key (``answer_key.make_key``): made once, on the first display."""
        if self._key is None:
            self._key = answer_key.make_key(self.right, salt=self.salt, tolerance=self.tolerance, options=self.options,
                                            accepted=self.accepted, kind=self.kind,
                                            outcome=self.outcome.__name__ if self.outcome is not None else None)
        return self._key

    def record(self) -> dict:
        """What the cell's output keeps of this exercise: no expected value, no solution (a code box's starter code,
        if it has one, for the student edition's box)."""
        return {"question": self.question, "hint": self.hint, "key": self.key(),
                "answer": answer_key.plain(self.answer), "status": self.last.status if self.last is not None else "unanswered",
                **({"starter": self.starter} if self.starter else {})}

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

    def answer_box(self) -> tuple[list[widgets.Widget], Any]:
        """The widgets a learner answers with, and a function that reads their answer (None: not answered)."""
        if self.kind == "choices":
            ticks = [widgets.Checkbox(value=False, description=str(o), indent=False, layout=widgets.Layout(width="auto"))
                     for o in self.options]
            return [widgets.VBox(ticks)], lambda: {o for o, t in zip(self.options, ticks) if t.value} or None
        if self.kind in ("choice", "yes/no"):
            options = self.options if self.kind == "choice" else [True, False]
            picker = widgets.RadioButtons(options=[(str(o), i) for i, o in enumerate(options)], value=None,
                                          layout=widgets.Layout(width="auto"))
            return [picker], lambda: None if picker.value is None else options[picker.value]
        if self.kind == "moves":
            return [self.table], lambda: self.table.state.history[self._moves_from:] or None
        if self.kind == "code":
            code = widgets.Textarea(value=self.starter, rows=max(4, self.starter.count("\n") + 2),
                                    layout=widgets.Layout(width="48em"))
            return [code], lambda: code.value
        box = widgets.Text(placeholder=ANSWER_FORMS.get(self.kind, ""), layout=widgets.Layout(width="24em"))
        return [box], lambda: parse(box.value, self.kind)

    def widget(self) -> widgets.VBox:
        if self._widget is not None:
            return self._widget
        inputs, read = self.answer_box()
        button = widgets.Button(description="Check", button_style="primary")

        def clicked(_):
            self.check(read())

        button.on_click(clicked)
        children = [widgets.HTML(value=f"<b>{html.escape(self.question)}</b>"), *inputs, button, self._verdict_line]
        if self.with_solution:
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
        # where no widget is drawn (a stored lesson, a terminal), the text still says the question and the verdict
        verdict = self.last if self.last is not None else self.verdict(None)
        data["text/plain"] = f"Exercise: {self.question}\n{verdict.message}"
        data[RECORD] = self.record()
        return bundle

    def __repr__(self) -> str:
        return f"Exercise: {self.question}"


class PublicExercise(Exercise):
    """An exercise of the student edition: checked by its public key alone, with no expected value and no solution."""

    with_solution = False

    def __init__(self, question: str, key: dict, *, hint: str = "", table: Any = None,
                 outcome: Callable[[Any], Any] | None = None, starter: str = ""):
        super().__init__(question, expected=None, hint=hint, options=key.get("options"), answer_as=key["kind"],
                         table=table, outcome=outcome, starter=starter)
        self._key = key

    def is_right(self, answer: Any) -> bool | None:
        if not answer_key.checkable(self._key):
            return None
        answer = self.given(answer)
        return answer_key.accepts(self._key, answer if self.outcome is None else self.outcome(answer))


def check(question: str, answer: Any, expected: Any, *, hint: str = "", solution: str = "",
          tolerance: float | None = None, options: Sequence[Any] | None = None) -> Exercise:
    """Check ``answer`` against ``expected`` in one call: shows the exercise with its verdict, and returns it."""
    exercise = Exercise(question, expected, hint=hint, solution=solution, tolerance=tolerance, options=options)
    exercise.check(answer)
    return exercise

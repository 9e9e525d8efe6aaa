"""The public check of an exercise: it tells a right answer from a wrong one without holding the answer.

The student edition of a lesson (``tablebook classroom``) keeps, for each exercise, only its *key*: the kind of
answer, a salt and the salted hashes of the canonical text of every right answer. A learner's answer is put in
the same canonical text and hashed; it is right if its hash is among the key's. The hash is PBKDF2, slow on purpose:
one check takes milliseconds, while trying every number or every word to find the answer takes far longer (it
cannot be made impossible: an exercise with four options can always be answered by trying the four).

Canonical texts follow ``exercises.matches``, so the public check and the teacher's check agree:

* an exact number (int, Fraction, ``"5/36"``, a float with an exact value) is ``n:5/36``;
* a number with a tolerance is rounded to a grid a tenth of the tolerance apart (``g:<step>:<k>``), and every grid
  point that a right answer rounds to is a right answer: a right answer is never refused, while an answer up to a
  tenth of the tolerance beyond it may pass;
* text ignores case, spaces, hyphens and underscores (``t:booster pod``); a yes/no answer is ``b:true``;
* a set is its sorted elements as text, a list its elements in order.

An exercise judged by an *outcome* (a function or moves with many right forms, ``exercises.Exercise(outcome=...)``)
hashes the outcome of its right answer, and the key names the lesson's outcome function (``outcome``): the student's
check runs the learner's answer through it, and the grader runs it in the teacher's lesson.

Nothing here imports Jupyter: the grader uses it as well as the exercises' widgets.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from fractions import Fraction
from numbers import Number
from typing import Any, Iterable, Sequence

ITERATIONS = 20_000      # about 12 ms a hash on one core: a check is instant, a million guesses take hours
GRID = 10                # grid points per tolerance
DEFAULT_TOLERANCE = 0.0005


def text(value: Any) -> str:
    """A value as text, ignoring case, spaces, hyphens and underscores (how text answers are compared)."""
    return re.sub(r"[\s_\-]+", " ", str(value)).strip().casefold()


def exact(value: Any) -> Fraction | None:
    """The exact value of a number answer, or None if it is not exact: ``"0.14"`` is a decimal, not ``7/50``."""
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        if "." in value:
            return None
        try:
            return Fraction(value.strip())
        except (ValueError, ZeroDivisionError):
            return None
    if isinstance(value, (int, Fraction)):
        return Fraction(value)
    if isinstance(value, float):
        return Fraction(value) if math.isfinite(value) and value == int(value) else None
    if hasattr(value, "numerator") and hasattr(value, "denominator"):   # numpy integers
        return Fraction(int(value.numerator), int(value.denominator))
    return None


def number(value: Any) -> float | None:
    """A number answer as a float (``"5/36"`` too), or None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        try:
            return float(Fraction(value.strip()))
        except (ValueError, ZeroDivisionError):
            return None
    if isinstance(value, Number):
        try:
            return float(value)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return None
    return None


def kind_of(expected: Any, options: Sequence[Any] | None = None) -> str:
    """The kind of answer an expected value asks for; it chooses the answer box and the canonical text."""
    if options:
        return "choices" if isinstance(expected, (set, frozenset)) else "choice"
    if callable(expected) and not isinstance(expected, type):
        return "code"
    if isinstance(expected, bool):
        return "yes/no"
    if isinstance(expected, Number):
        return "number"
    if isinstance(expected, (set, frozenset)):
        return "set"
    if isinstance(expected, (list, tuple)):
        return "list"
    return "text"


def _element(value: Any) -> str:
    """One element of a list answer, as canonical text."""
    if isinstance(value, bool):
        return f"b:{str(value).lower()}"
    if (x := exact(value)) is not None:
        return f"n:{x}"
    if isinstance(value, (list, tuple)):
        return "l:" + json.dumps([_element(v) for v in value])
    return f"t:{text(value)}"


def canonical(answer: Any, kind: str) -> str | None:
    """The canonical text of an exact answer of ``kind`` (None if the answer cannot be one); numbers near a
    tolerance are handled by ``candidates``."""
    if kind == "yes/no":
        return f"b:{str(answer).lower()}" if isinstance(answer, bool) else None
    if kind == "number":
        x = exact(answer)
        return None if x is None else f"n:{x}"
    if kind == "text":
        return f"t:{text(answer)}" if isinstance(answer, (str, Number)) and not isinstance(answer, bool) else None
    if kind in ("set", "choices"):
        if isinstance(answer, (str, bytes)) or not isinstance(answer, Iterable):
            return None
        return "s:" + json.dumps(sorted({text(a) for a in answer}))
    if kind in ("list", "moves"):
        if isinstance(answer, (str, bytes)) or not isinstance(answer, Iterable):
            return None
        return "l:" + json.dumps([_element(a) for a in answer])
    return None


def _grid(step: float, value: float) -> str:
    return f"g:{step!r}:{round(value / step)}"


def _hash(canonical_text: str, salt: str) -> str:
    return hashlib.pbkdf2_hmac("sha256", canonical_text.encode(), salt.encode(), ITERATIONS).hex()[:20]


def make_key(expected: Any, *, salt: str, tolerance: float | None = None, options: Sequence[Any] | None = None,
             accepted: Sequence[Any] | None = None, kind: str | None = None, outcome: str | None = None) -> dict:
    """The public key of an exercise: its kind, options, salt, grid step and the hashes of its right answers.

    ``accepted`` lists the right answers of an exercise checked by a predicate (a key needs values to hash);
    without it such an exercise has no public check (``hashes`` is empty: the teacher checks it). With ``outcome``
    (the name of the lesson's outcome function), ``expected`` is the outcome of a right answer."""
    kind = kind or kind_of(expected, options)
    rights = list(accepted) if accepted is not None else ([] if kind_of(expected) == "code" else [expected])
    inner = kind_of(rights[0]) if (kind in ("choice", "code") or outcome) and rights else kind
    texts: set[str] = set()
    step = None
    for right in rights:
        if inner == "number":
            if (x := exact(right)) is not None:
                texts.add(f"n:{x}")
            width = tolerance if tolerance is not None else (None if isinstance(right, int) else DEFAULT_TOLERANCE)
            if width:
                step = width / GRID
                value = float(right)
                low, high = math.ceil((value - width) / step - 0.5), math.floor((value + width) / step + 0.5)
                texts.update(f"g:{step!r}:{k}" for k in range(low, high + 1))
        elif (c := canonical(right, inner)) is not None:
            texts.add(c)
    return {"kind": kind, "inner": inner, "salt": salt, "step": step,
            "options": [plain(o) for o in options] if options else None,
            "hashes": sorted(_hash(t, salt) for t in texts), **({"outcome": outcome} if outcome else {})}


def candidates(answer: Any, key: dict) -> list[str]:
    """The canonical texts an answer may have under ``key``: its exact form and, for numbers, its grid point."""
    inner = key["inner"]
    found = [c] if (c := canonical(answer, inner)) is not None else []
    if inner == "number" and key.get("step") and (value := number(answer)) is not None and math.isfinite(value):
        found.append(_grid(key["step"], value))
    return found


def accepts(key: dict, answer: Any) -> bool:
    """Is ``answer`` right by the public key? (Options are resolved to their values before.)"""
    hashes = set(key["hashes"])
    return any(_hash(c, key["salt"]) in hashes for c in candidates(answer, key))


def checkable(key: dict) -> bool:
    """Can the public key tell right from wrong? (Not for an exercise checked by the teacher alone.)"""
    return bool(key["hashes"])


def plain(value: Any) -> Any:
    """An answer as JSON, for the record a notebook keeps: exact numbers as text (``"5/36"``), sets as their sorted
    elements' text, a learner's function as words."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, Number) and not isinstance(value, float) and (x := exact(value)) is not None:
        return int(x) if x.denominator == 1 else str(x)
    if isinstance(value, Number):
        return float(value)  # type: ignore[arg-type]
    if isinstance(value, (set, frozenset)):
        return sorted(str(v) for v in value)
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if callable(value):
        return "(a function)"
    return str(value)

"""Moves tried one after another from one position, on one working copy: each try first puts back only what the
last one changed.

An agent that compares every legal move (the greedy agent) would otherwise copy the whole position for each move,
though a move changes a few fields (a player's resources, one station) and leaves the rest (the deck, the rivals'
stations) as it was. After a move, each field is compared with the position's (a comparison builds nothing, a copy
builds everything); a changed list or dict is compared element by element, and only changed elements are read
back from their saved copies. The comparisons run in C (``map(ne, …)`` filtered by ``compress``), not in a Python
loop: a greedy agent tries every legal move, and a loop's own steps cost more than comparing an unchanged field. Game states are plain data that a record round-trips (``State.FIELDS``), so no rule
may rest on two fields sharing an object, and putting back one element alone is safe.
"""

from __future__ import annotations

import marshal
import pickle
from itertools import compress
from operator import itemgetter, ne
from typing import TYPE_CHECKING, Any

from .action import Action

if TYPE_CHECKING:
    from .state import State


_PLAIN = frozenset({int, float, str, bool, type(None)})  # values no rule changes in place


def _saved(value) -> bytes:
    try:
        return marshal.dumps(value)
    except ValueError:  # a value marshal cannot write (a game's own class): pickle can
        return b"p" + pickle.dumps(value, pickle.HIGHEST_PROTOCOL)


def _read(saved: bytes):
    return pickle.loads(saved[1:]) if saved[:1] == b"p" else marshal.loads(saved)


class Trials:
    """Try moves from ``state`` (which stays as it is): ``apply`` gives the position after one move, valid until the
    next ``apply``, and ``changed`` names the fields that move changed."""

    def __init__(self, state: "State", seed: int | None = None):
        """``seed``: the working copy's own (a world's), for chance the tried moves might meet."""
        self.base = state
        self.work = state.copier()()
        if seed is not None:
            self.work.seed = seed
        self.changed: list[str] = []
        fields = tuple(k for k in self.work.__dict__ if not k.startswith("_") and k not in ("history", "seats", "seed"))
        self._fields = fields
        self._read_fields = itemgetter(*fields)  # every state has at least two (players, options): a tuple of values
        self._was = self._read_fields(state.__dict__)  # the position's values, read once: it never changes here
        self._keys = set(self.work.__dict__)
        self._known = {k: v for k, v in self.work.__dict__.items() if k.startswith("_")}
        self._length = len(state.history)
        self._saved: dict[Any, bytes] = {}  # a field's saved copy (by name), or an element's (by name and index or key)

    def _put_back(self) -> None:
        work, base = self.work.__dict__, self.base.__dict__
        for name in self.changed:
            now, was = work.get(name), base[name]
            kind = type(was)
            if kind in _PLAIN:  # a number or a word is never changed in place: the position's own will do
                work[name] = was
            elif type(now) is not kind or kind not in (list, dict) or len(now) != len(was) or (
                    kind is dict and now.keys() != was.keys()):
                work[name] = self._copy(name, was)
            else:  # the elements that differ, found in C: indices of a list, keys (in the position's order) of a dict
                keys = range(len(was)) if kind is list else was
                for k in compress(keys, map(ne, now if kind is list else map(now.__getitem__, was),
                                            was if kind is list else was.values())):
                    old = was[k]
                    now[k] = old if type(old) in _PLAIN else self._copy((name, k), old)
        del self.work.history[self._length:], self.work.seats[self._length:]
        if len(work) != len(self._keys):  # the move left an attribute of its own
            for extra in self._keys.symmetric_difference(work):
                work.pop(extra, None)
        work.update(self._known)
        self.work._legal_by_verb = dict(self._known["_legal_by_verb"])

    def _copy(self, key, value):
        """A fresh copy of a field (``key`` its name) or of one of its elements (``key`` its name and index or key),
        read from what was saved of it the first time."""
        saved = self._saved.get(key)
        if saved is None:
            saved = self._saved[key] = _saved(value)
        return _read(saved)

    def apply(self, action: Action, player) -> "State":
        """The position after ``player``'s ``action`` (legal here), on the working copy."""
        self._put_back()
        self.work.apply(action, player)
        work = self.work.__dict__
        try:
            now = self._read_fields(work)
        except KeyError:  # the move dropped a field: read as None, as a field it left
            now = tuple(work.get(name) for name in self._fields)
        self.changed = list(compress(self._fields, map(ne, now, self._was)))
        return self.work

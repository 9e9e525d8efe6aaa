"""Moves tried one after another from one position, on one working copy: each try first puts back only what the
last one changed.

An agent that compares every legal move (the greedy agent) would otherwise copy the whole position for each move,
though a move changes a few fields (a player's resources, one station) and leaves the rest (the deck, the rivals'
stations) as it was. After a move, each field is compared with the position's (a comparison builds nothing, a copy
builds everything); a changed list or dict is compared element by element, and only changed elements are copied
back from the position's. The comparisons run in C (``map(ne, …)`` filtered by ``compress``), not in a Python
loop: a greedy agent tries every legal move, and a loop's own steps cost more than comparing an unchanged field.
From one decision to the next the working copy is kept (``follow``): the fields that differ in the new position are
put back the same way, cheaper than a whole copy. The fields no move changes (``State.fixed_fields``: the board
and tiles of a game whose setup is over) are neither compared nor put back: the working copy's are a copy of the
position's; after a move of a verb the game declares (``State.TOUCHES``), only the fields it may change are
compared. A field whose elements no move changes in place, only replaces (``State.REPLACED``: a game's ship
records), is put back whole by a shallow copy sharing them with the position. Which elements of a list field a move
changed (``State.ELEMENTWISE``: the stations of a game of stations) are found once, for the agent's evaluator
(``changed_elements``) and for putting them back. Game states are plain data that a record round-trips
(``State.FIELDS``), so no rule may rest on two fields sharing an object, and putting back one element alone is safe.
"""

from __future__ import annotations

import marshal
import pickle
from collections.abc import Callable
from functools import partial
from itertools import compress
from operator import itemgetter, ne
from typing import TYPE_CHECKING, Any

from . import cache
from .action import Action

if TYPE_CHECKING:
    from .state import State


_PLAIN = frozenset({int, float, str, bool, type(None)})  # values no rule changes in place


def copy_maker(value) -> Callable[[], Any]:
    """A maker of fresh copies of ``value``, saved once and read back (marshal copies plain data faster than pickle,
    which copies anything)."""
    try:
        return partial(marshal.loads, marshal.dumps(value))
    except ValueError:  # a value marshal cannot write (a game's own class)
        return partial(pickle.loads, pickle.dumps(value, pickle.HIGHEST_PROTOCOL))


def _leaf_sharing_copy(value):
    """A fresh copy of ``value`` (lists and dicts of plain data) holding the value's own numbers and words: where
    the copy and the value are equal, comparing them meets the same objects, which Python passes over without
    comparing their contents (a working copy is compared with its position after every tried move)."""
    kind = type(value)
    if kind is dict:
        return {key: _leaf_sharing_copy(entry) for key, entry in value.items()}
    if kind is list:
        return [_leaf_sharing_copy(entry) for entry in value]
    if kind in _PLAIN:
        return value
    return copy_maker(value)()


class _Compared:
    """The fields compared after a move: ``whole`` (each compared whole, read by ``read`` as a tuple, the position's
    values ``was`` read when first needed) and ``by_element`` (lists whose changed elements are found,
    ``Trials.changed_elements``: an evaluator asks for them at every try)."""

    __slots__ = ("whole", "read", "by_element", "was")

    def __init__(self, fields: tuple[str, ...], elementwise: tuple[str, ...]):
        self.by_element = tuple(k for k in fields if k in elementwise)
        self.whole = whole = tuple(k for k in fields if k not in elementwise)
        self.read = itemgetter(*whole) if len(whole) > 1 else lambda data: tuple(map(data.__getitem__, whole))
        self.was = None


class _Saved:
    """What is kept of a field of the position, or of an element of one, to put it back after a move.

    A list or dict of numbers and words is ``flat``: put back whole by ``make``, one shallow copy of a copy of its own
    (which no later change of the position reaches), cheaper than finding which elements differ. A deeper list or
    dict is put back part by part (``parts``: what is kept of each element a move changed), a dict whose keys a move
    changed too; a list whose length a move changed is read back whole from a copy saved when first needed. Anything
    else is put back whole."""

    __slots__ = ("flat", "make", "parts")

    def __init__(self, value, replaced: bool = False):
        """``replaced``: ``value`` is a field of ``State.REPLACED``, whose elements no move changes in place: a copy of
        it may share them, as a flat one shares its numbers."""
        kind = type(value)
        self.parts: dict[Any, _Saved] = {}
        if kind is list or kind is dict:  # the test of its elements' kinds runs in C
            self.flat = replaced or _PLAIN.issuperset(map(type, value if kind is list else value.values()))
            self.make: Callable[[], Any] | None = value.copy().copy if self.flat else None
        else:
            self.flat, self.make = True, copy_maker(value)

    def put_back(self, now, was, differ=None):
        """What to hold in place of ``now``, a changed value, to make it equal ``was``, the position's (deeper than
        flat): ``now`` itself with only the differing elements put back, in turn, where both are the same list or
        dict but for some elements; else a fresh copy of ``was``, but for a dict whose keys a move changed (a ship
        dismantled): a new dict in the position's order of keys, holding the working copy's own entries where they
        still equal the position's and a copy of only the missing or differing ones; a dict that gained one entry, the
        last one in, drops it in place and is then put back as one of the same keys. A dict of the same length
        holding every key of ``was`` has its keys: a missing key, found while reading ``now`` in C, is cheaper to
        meet than to look for. ``differ``: the indices at which a list of the same length differs, when known."""
        kind = type(was)
        if type(now) is not kind:
            return self._whole(was)
        if kind is list:
            if len(now) != len(was):
                return self._whole(was)
            self._put_back_parts(now, was, compress(range(len(was)), map(ne, now, was)) if differ is None else differ)
            return now
        if len(now) == len(was) + 1:  # a move added one entry (a ship built): the last one in, dropped in place
            key, entry = now.popitem()
            if key in was:  # not an added one: back where it was, the last one in, and the dict is rebuilt below
                now[key] = entry
        if len(now) == len(was):
            try:  # the entries that differ, in the position's order of keys
                self._put_back_parts(now, was, compress(was, map(ne, map(now.__getitem__, was), was.values())))
                return now
            except KeyError:  # a dict of other keys: those put back so far are the working copy's own, kept below
                pass
        entries = list(map(now.get, was))  # a missing key reads None: put back, unless the position's is None too
        now = dict(zip(was, entries))
        self._put_back_parts(now, was, compress(was, map(ne, entries, was.values())))
        return now

    def _put_back_parts(self, now, was, differ) -> None:
        """Put back in ``now`` the elements of ``was`` at the keys or indices ``differ``."""
        parts = self.parts
        for k in differ:
            part = parts.get(k)
            if part is None:
                old = was[k]
                if type(old) in _PLAIN:
                    now[k] = old
                    continue
                part = parts[k] = _Saved(old)
            now[k] = part.make() if part.flat else part.put_back(now[k], was[k])

    def _whole(self, was):
        """A fresh copy of ``was``, from a copy saved when first needed."""
        if self.make is None:
            self.make = copy_maker(was)
        return self.make()


class Trials:
    """Try moves from ``state`` (which stays as it is): ``apply`` gives the position after one move, valid until the
    next ``apply``, and ``changed`` names the fields that move changed."""

    def __init__(self, state: "State", seed: int | None = None):
        """``seed``: the working copy's own (a world's), for chance the tried moves might meet."""
        self.base = state
        self.work = state.copier()()
        self._keys = set(self.work.__dict__)
        self._public = {k for k in self._keys if k[0] != "_"}
        self._known = {k: v for k, v in self.work.__dict__.items() if k.startswith("_")}
        self._fixed = state.fixed_fields()  # no move changes them: the working copy's stay equal to the position's
        self._fields = tuple(k for k in self.work.__dict__
                             if k[0] != "_" and k not in ("history", "seats", "seed") and k not in self._fixed)
        self._read_fields = itemgetter(*self._fields)  # every state has at least two (players, options): a tuple
        # what is compared after a move: per verb the game declares (``State.TOUCHES``) the fields its moves may change,
        # else every field; the fields of ``State.ELEMENTWISE`` element by element, the rest whole (``_Compared``)
        self._every = _Compared(self._fields, state.ELEMENTWISE)
        self._touched = {verb: _Compared(tuple(k for k in self._fields if k in touched), state.ELEMENTWISE)
                         for verb, touched in state.TOUCHES.items()}
        base = state.__dict__  # the compared fields copied again, sharing the position's numbers and words
        self._replaced = frozenset(state.REPLACED)  # their copies share the position's elements, which no move changes
        self.work.__dict__.update({name: base[name].copy() if name in self._replaced else _leaf_sharing_copy(base[name])
                                   for name in self._fields})
        self._saved: dict[str, _Saved] = {}  # what is kept of each field a move changed, to put it back
        self._start(seed)

    def _start(self, seed: int | None) -> None:
        """Begin trying from the position as it is now."""
        if seed is not None:
            self.work.seed = seed
        self.changed: list[str] = []
        self._elements: dict[str, list[int] | None] = {}  # ``changed_elements`` of the last try
        for compared in (self._every, *self._touched.values()):  # the position's values, read when first compared:
            compared.was = None  # it never changes here
        self._length = len(self.base.history)

    def follow(self, seed: int | None = None, base: State | None = None) -> Trials:
        """Trials from the position as it is now that play has gone on from where these began (an agent's next
        decision), or from ``base``, another state of such a position (a world imagined at the next decision): these,
        their working copy brought up to it as after a tried move, by putting back only the fields that differ,
        rather than copied whole again (new trials if the position has other fields or a history that does not go on
        from theirs: it is not one play went on to, or if a field they take as fixed differs in it, as after an edit).
        Trials given before are void."""
        if base is not None and base is not self.base:
            self.base = base
            seed = base.seed if seed is None else seed
        base = self.base.__dict__
        self._put_back_history()
        work = self.work.__dict__
        if (self.base.history[:self._length] != self.work.history or {k for k in base if k[0] != "_"} != self._public
                or self.base.fixed_fields() != self._fixed or any(work[k] != base[k] for k in self._fixed)):
            return Trials(self.base, seed)
        # what was saved of a field is kept if the field is as it was when saved: neither the last try changed it, nor
        # does the position now differ from it (whatever state the position is now)
        now = self._values(self._fields, self._read_fields)
        stale = set(self.changed).union(compress(self._fields, map(ne, now, self._read_fields(base))))
        for name in stale:
            self._saved.pop(name, None)
        self.changed = list(stale)
        self._elements = {}  # of the last try, from the position these began from
        self._known.update(self.base.kept_answers())
        self._put_back()
        self.work.history.extend(self.base.history[self._length:])
        self.work.seats.extend(self.base.seats[self._length:])
        self._start(seed)
        return self

    def _put_back(self) -> None:
        work, base = self.work.__dict__, self.base.__dict__
        for name in self.changed:
            was = base[name]
            if type(was) in _PLAIN:  # a number or a word is never changed in place: the position's own will do
                work[name] = was
            else:
                saved = self._saved.get(name)
                if saved is None:
                    saved = self._saved[name] = _Saved(was, name in self._replaced)
                work[name] = saved.make() if saved.flat else saved.put_back(work.get(name), was,
                                                                            self._elements.get(name))
        self._put_back_history()
        if len(work) != len(self._keys):  # the move left an attribute of its own
            for extra in self._keys.symmetric_difference(work):
                work.pop(extra, None)
        work.update(self._known)
        self.work._legal_by_verb = dict(self._known["_legal_by_verb"])
        cache.copy_answers(self.base, self.work)

    def _put_back_history(self) -> None:
        del self.work.history[self._length:], self.work.seats[self._length:]

    def apply(self, action: Action, player) -> "State":
        """The position after ``player``'s ``action`` (legal here), on the working copy."""
        self._put_back()
        if self._elements:
            self._elements = {}
        self.work.apply(action, player)
        compared = self._touched.get(action.verb, self._every)
        was = compared.was
        if was is None:
            was = compared.was = compared.read(self.base.__dict__)
        self.changed = list(compress(compared.whole, map(ne, self._values(compared.whole, compared.read), was)))
        if compared.by_element:
            self._compare_elements(compared.by_element)
        return self.work

    def _compare_elements(self, names: tuple[str, ...]) -> None:
        """Find which elements of the list fields ``names`` the move changed (``changed_elements``), and name the
        fields changed."""
        work, base = self.work.__dict__, self.base.__dict__
        for name in names:
            now, was = work.get(name), base[name]
            found = self._elements[name] = (list(compress(range(len(was)), map(ne, now, was)))  # found in C
                                            if type(now) is list and len(now) == len(was) else None)
            if found != []:  # some changed, or its length (None)
                self.changed.append(name)

    def changed_elements(self, name: str) -> list[int] | None:
        """The indices of the elements of ``name``, a field of ``State.ELEMENTWISE``, that the last move changed (none
        if it left the field as it was); None if it changed the list's length. Found once, for the agent that values
        the move (a coach's evaluator that reuses what is left as it was) and for the next try's putting back."""
        return self._elements.get(name, [])

    def _values(self, fields: tuple[str, ...], read: Callable[[dict], tuple]) -> tuple:
        """The working copy's ``fields``, read by ``read``."""
        try:
            return read(self.work.__dict__)
        except KeyError:  # a move dropped a field: read as None, as a field it left
            return tuple(self.work.__dict__.get(name) for name in fields)

"""The position's cache (core/cache.py), on Relay: an answer is found once per position, forgotten at every change
(an action, a chance event, an edit, a rule's ``forget``), and a copy changes without disturbing it."""

from __future__ import annotations

from tablebook.core.cache import forget, per_position

from .relay_game import GAME

ASKED = []


@per_position
def empty_cells(s, near: str) -> list[str]:
    """The empty cells, next to ``near`` if it names a cell."""
    ASKED.append(near)
    return [c for c, owner in s.cells.items() if owner is None and (not near or abs(int(c[1:]) - int(near[1:])) <= 1)]


def fresh():
    ASKED.clear()
    return GAME.setup(3, 1)


def test_an_answer_is_found_once_per_position_and_per_arguments():
    s = fresh()
    first = empty_cells(s, "")
    assert empty_cells(s, "") is first and ASKED == [""]
    assert empty_cells(s, "c1") == ["c1", "c2"] and ASKED == ["", "c1"]


def test_every_change_of_the_position_forgets_the_answers():
    s = fresh()
    assert "c3" in empty_cells(s, "")
    s.apply("build c3")
    assert "c3" not in empty_cells(s, "") and len(ASKED) == 2
    with s.edit():
        s.cells["c4"] = 0
    assert "c4" not in empty_cells(s, "") and len(ASKED) == 3
    forget(s)
    empty_cells(s, "")
    assert len(ASKED) == 4


def test_a_copy_changes_without_disturbing_what_the_position_knows():
    s = fresh()
    first, legal = empty_cells(s, ""), s.legal_actions()
    copy = s.copier()()
    assert empty_cells(copy, "") == first and copy.legal_actions() is legal  # the kernel's answers come along
    copy.apply("build c3")
    assert "c3" not in empty_cells(copy, "")
    assert empty_cells(s, "") is first and s.legal_actions() is legal

"""The test suite's groups, as markers (declared in pyproject.toml), so a day's work runs only the quick loop:

* ``lessons``: every cell of a lesson in ``notebooks/`` under strict nbval, and (marked in their module) the
  student editions of the lessons run the same way;
* ``browser``: ``tests/browser``, JupyterLab and Voilà in Chromium;
* ``heavy``: tests that take seconds each, playing many games, reading a huge record or running the README's
  examples, starting a server, a Dask cluster or Node, or building the compiled wheel: in the README's run, not the
  quick loop;
* ``slow``: the long runs, left out unless asked for (``-m slow``);
* ``quick``: everything else, the unit, property and CLI tests of the kernel and the four games:
  ``python -m pytest -m quick``.

The README's command (``python -m pytest``) runs every group but ``slow``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

BROWSER = Path(__file__).parent / "tests" / "browser"
OUTSIDE_THE_QUICK_LOOP = ("lessons", "browser", "heavy", "slow")


def pytest_collection_modifyitems(items):
    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.lessons)
        elif item.path.is_relative_to(BROWSER):
            item.add_marker(pytest.mark.browser)
        if not any(item.get_closest_marker(group) for group in OUTSIDE_THE_QUICK_LOOP):
            item.add_marker(pytest.mark.quick)

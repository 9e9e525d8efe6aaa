"""Which Chromium the browser tests drive, and what happens when there is none.

Without Chromium the browser tests are skipped with a one-line reason, except on CI (``CI=true``, as ``.ci/run``
sets it), where they fail with that reason: CI must never pass by silently skipping them.
``TABLEBOOK_CHROMIUM`` names another executable (a path or a command); set to an empty string, it finds none.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Mapping

import pytest

MISSING = "Chromium not found: the browser tests need Debian's chromium (apt-get install chromium)"


def find_chromium(environ: Mapping[str, str] = os.environ, which: Callable[[str], str | None] = shutil.which) -> str | None:
    """The Chromium executable to drive, or None."""
    chosen = environ.get("TABLEBOOK_CHROMIUM")
    if chosen is not None:
        return which(chosen) if chosen.strip() else None
    return which("chromium") or which("chromium-browser")


def on_ci(environ: Mapping[str, str] = os.environ) -> bool:
    """True when CI is running the tests (``CI=true``, any case)."""
    return environ.get("CI", "").strip().lower() == "true"


def require_chromium(environ: Mapping[str, str] = os.environ, which: Callable[[str], str | None] = shutil.which) -> str:
    """Chromium's path; without one, skip the calling test (fail it on CI)."""
    path = find_chromium(environ, which)
    if path:
        return path
    if on_ci(environ):
        pytest.fail(MISSING, pytrace=False)
    pytest.skip(MISSING)

"""The rule texts, for the tests that check our citations and quotes against them.

The rule texts are the project's specification, extracted from printed rulebooks; they are not part of the
repository, and nothing else needs them. Name their folder in ``TABLEBOOK_RULE_TEXTS`` to run those tests; without
it (as on CI, which tests a bare clone) they skip and say why.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

FOLDER = "TABLEBOOK_RULE_TEXTS"
# each game's rule text, by the file name it has in that folder
FILES = {"Space Station": "003_f39888d6431c922d.txt", "Space Station Phoenix": "000_e0e4544b245b2544.txt"}


def rule_text(game: str) -> str:
    """The game's rule text; skips the calling test where it is not at hand."""
    folder = os.environ.get(FOLDER)
    if not folder:
        pytest.skip(f"{game}'s rule text is not at hand: set {FOLDER} to the folder of the rule texts")
    path = Path(folder) / FILES[game]
    if not path.is_file():
        pytest.skip(f"{game}'s rule text is not at hand: no {FILES[game]} in {FOLDER}")
    return path.read_text(encoding="utf-8")

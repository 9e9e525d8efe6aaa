"""The 28 games replayed in the reference engine (../shared/reference/gaia-games/), read for the tests."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

GAMES_FOLDER = Path(__file__).resolve().parents[3] / "shared" / "reference" / "gaia-games"


def game_folders() -> list[Path]:
    """Every reference game's folder; on CI their absence is a failure, elsewhere a skip."""
    if not GAMES_FOLDER.is_dir():
        if os.environ.get("CI"):
            pytest.fail(f"the reference games are not here: {GAMES_FOLDER}")
        return []
    return sorted(p for p in GAMES_FOLDER.iterdir() if (p / "setup.json").is_file())


def setup_of(folder: Path) -> dict:
    return json.loads((folder / "setup.json").read_text())


def seed_of(folder: Path) -> str:
    """The seed on the log's ``init`` line (it tells the legacy mirrored tiles)."""
    return (folder / "moves.txt").read_text().split("\n", 1)[0].split()[2]

"""The 124 games replayed in the reference engine, kept in this repository as one archive (data/README.md).

The archive is unpacked once per version into the system's temporary folder, so a clone needs nothing beside it.
"""

from __future__ import annotations

import hashlib
import json
import os
import tarfile
import tempfile
from pathlib import Path

ARCHIVE = Path(__file__).parent / "data" / "reference-games.tar.xz"


def _unpacked() -> Path:
    """The archive's folder, unpacked beside other runs' (its name carries the archive's hash) and renamed into
    place whole, so two test processes never see half a folder."""
    digest = hashlib.sha256(ARCHIVE.read_bytes()).hexdigest()[:16]
    folder = Path(tempfile.gettempdir()) / f"tablebook-gaia-games-{digest}"
    if not folder.is_dir():
        scratch = Path(tempfile.mkdtemp(prefix="tablebook-gaia-games-", dir=folder.parent))
        with tarfile.open(ARCHIVE) as archive:
            archive.extractall(scratch, filter="data")
        try:
            os.rename(scratch, folder)
        except OSError:  # another process got there first; theirs is the same
            pass
    return folder


GAMES_FOLDER = _unpacked()


def game_folders() -> list[Path]:
    """Every reference game's folder, in name order."""
    return sorted(p for p in GAMES_FOLDER.iterdir() if (p / "setup.json").is_file())


def setup_of(folder: Path) -> dict:
    return json.loads((folder / "setup.json").read_text())


def seed_of(folder: Path) -> str:
    """The seed on the log's ``init`` line (it tells the legacy mirrored tiles)."""
    return (folder / "moves.txt").read_text().split("\n", 1)[0].split()[2]

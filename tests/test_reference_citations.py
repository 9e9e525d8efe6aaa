"""Every "reference §n" in code, data, tests and lessons names a section of the game's file in docs/reference.

A citation's game is the one named right before it on its line ("Alien Frontiers reference §2"), else the one its
file belongs to (tablebook/games/gaia_project/…, tests/views/test_gaia_project_view.py); an explicit
"docs/reference/<game>.md §n" names its file. Lessons are read in their cells' sources, not their outputs.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT / "docs" / "reference"
GAMES = {"space-station-phoenix": "Space Station Phoenix", "space-station": "Space Station",  # longest first
         "alien-frontiers": "Alien Frontiers", "gaia-project": "Gaia Project"}
SOURCES = ("tablebook", "tests", "widgets", "notebooks", "benchmarks")
SUFFIXES = {".py", ".toml", ".md", ".js", ".mjs", ".ipynb"}
SECTION = r"(?:§|\\u00a7)\d+(?:\.\d+)?"
# "reference §2", "reference (§7)", "reference's §11", "reference §6–§9", "reference §5, §6, §9", "…/gaia-project.md §3"
CITATION = re.compile(rf"(?:(?P<title>{'|'.join(GAMES.values())}) )?(?:[Rr]eference(?:'s)?|docs/reference/(?P<file>[a-z-]+)\.md)"
                      rf" \(?(?P<sections>{SECTION}(?:(?:[–-]|, | and ){SECTION})*)")
HEADING = re.compile(r"^(#{2,4}) (\d+(?:\.\d+)?)\.? ")
ITEM = re.compile(r"^(\d+)\. ")  # a numbered item of a section: §15.1 is item 1 of section 15


def sections(game: str) -> set[str]:
    """The file's numbered sections, and the numbered items of a section before its first subsection."""
    found, current = set(), None
    for line in (REFERENCE / f"{game}.md").read_text(encoding="utf-8").splitlines():
        if heading := HEADING.match(line):
            found.add(heading[2])
            current = heading[2] if heading[1] == "##" else None
        elif current and (item := ITEM.match(line)):
            found.add(f"{current}.{item[1]}")
    return found


def citing_files() -> list[Path]:
    return sorted(p for folder in SOURCES for p in (ROOT / folder).rglob("*") if p.suffix in SUFFIXES and p != Path(__file__)
                  and "__pycache__" not in p.parts and ".ipynb_checkpoints" not in p.parts)


def text_of(path: Path) -> str:
    if path.suffix == ".ipynb":
        return "\n".join(cell.source for cell in nbformat.read(path, as_version=4).cells)
    return path.read_text(encoding="utf-8")


def game_of_path(path: Path) -> str | None:
    where = path.relative_to(ROOT).as_posix().replace("_", "-")
    return next((game for game in GAMES if game in where), None)


def citations(path: Path) -> list[tuple[str | None, str, str]]:
    """(game, section, the citation as written) for each section cited in the file."""
    found = []
    for m in CITATION.finditer(text_of(path)):
        title = {v: k for k, v in GAMES.items()}.get(m["title"])
        game = m["file"] or title or game_of_path(path)
        found += [(game, s, m[0]) for s in re.findall(r"(?:§|\\u00a7)(\d+(?:\.\d+)?)", m["sections"])]
    return found


def test_citations_are_read_as_written():
    assert CITATION.search("(reference §6–§9)")["sections"] == "§6–§9"
    line = "Alien Frontiers reference §5, §6 and §9; docs/reference/gaia-project.md §3.4"
    assert [(m["title"], m["file"], m["sections"]) for m in CITATION.finditer(line)] == [
        ("Alien Frontiers", None, "§5, §6 and §9"), (None, "gaia-project", "§3.4")]
    assert sections("gaia-project") >= {"3", "3.4", "14.9", "17"} and "3.5" not in sections("gaia-project")


def test_the_citing_files_are_found():
    cited = {p.relative_to(ROOT).as_posix() for p in citing_files() if citations(p)}
    assert {"tablebook/games/space_station_phoenix/data/sectors.toml", "widgets/gaia_project_layout.js",
            "tests/alien_frontiers/test_setup.py", "tests/alien_frontiers/test_table_invariants.py"} <= cited


@pytest.mark.parametrize("path", [p for p in citing_files() if citations(p)], ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_cited_section_exists(path):
    for game, section, written in citations(path):
        assert game, f"{written!r}: say which game's reference (Alien Frontiers reference §2)"
        assert section in sections(game), f"{written!r}: docs/reference/{game}.md has no section {section}"

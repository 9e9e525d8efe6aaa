"""Every rule the package cites is a section of the Space Station rule sheet.

The rule text (read where it is at hand: tests/rule_texts.py) was extracted from the printed sheet and lost most of
its typography, so a heading here is whatever the sheet sets apart as one: a Markdown heading line, a run-in label
opening a paragraph or bullet ("**Build Action:**", "- Other Module Actions:"), a title standing alone on its line
("The beginning of each year"), and, under "Card clarifications", the card each bullet clarifies ("- **Library**
allows …", "- To build a Galleria, …"). The extraction's heading levels are unreliable, so a path's sections must
appear in the order the path gives them.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

import tablebook.games.space_station as package
from tablebook.core import Rule
from tablebook.games.space_station import citations as rule
from tablebook.games.space_station.data import CARDS
from tests.rule_texts import rule_text

MARKDOWN = re.compile(r"#+\s+(.+)")
RUN_IN = re.compile(r"(?:- )?(?:\*\*([^*]+?):\*\*|([A-Z][A-Za-z ]+):)")
ALONE = re.compile(r"[A-Z][A-Za-z /-]*")
CLARIFIED = re.compile(r"- (?:To build an? )?(?:\*\*)?([A-Z][a-z]+(?: [A-Z][a-z]+)*)")


def headings(text: str) -> list[str]:
    """The rule sheet's headings, in reading order."""
    lines = text.splitlines()
    out, clarifications = [], False
    for i, line in enumerate(lines):
        line = line.strip()
        blank_around = (i == 0 or not lines[i - 1].strip()) and (i + 1 == len(lines) or not lines[i + 1].strip())
        if m := MARKDOWN.fullmatch(line):
            title = m[1].replace("*", "").strip().rstrip(":").strip()
            clarifications = title == "Card clarifications"
            out.append(title)
        elif clarifications and (m := CLARIFIED.match(line)):
            out.append(m[1])
        elif (m := RUN_IN.match(line)) and len((m[1] or m[2]).split()) <= 4:
            out.append(m[1] or m[2])
        elif blank_around and ALONE.fullmatch(line) and len(line.split()) <= 6:
            out.append(line)
    return out


def exists(sections: tuple[str, ...], outline: list[str]) -> bool:
    """Each section is a heading, after the one before it."""
    at = -1
    for section in sections:
        later = [i for i, title in enumerate(outline) if i > at and title == section]
        if not later:
            return False
        at = later[0]
    return True


def citable() -> set[Rule]:
    """Every rule the package can cite: the sections named in citations.py and each card's rule."""
    named = {v for v in vars(rule).values() if isinstance(v, Rule)}
    return named | {rule.card(c) for c in CARDS.values()}


@pytest.fixture(scope="module")
def outline() -> list[str]:
    return headings(rule_text("Space Station"))


def test_the_outline_reads_the_sheet_s_headings(outline):
    for title in ("Preparations", "The beginning of each year", "The turn", "Build Action", "Crew Action",
                  "Other Module Actions", "Game Concepts", "Damage", "Card clarifications", "Galleria", "Shipyard"):
        assert title in outline
    assert "Cards" not in outline and "Hotel" not in outline
    assert not exists(("Card clarifications", "Build Action"), outline)  # out of order


@pytest.mark.parametrize("cited", sorted(citable(), key=str), ids=str)
def test_every_citation_is_a_section_of_the_rule_sheet(cited, outline):
    assert cited.game == "Space Station"
    assert exists(cited.sections, outline), f"{cited} names no section of the rule sheet"


def test_only_citations_py_names_rules():
    """So that ``citable()`` is all: no other module of the game builds a Rule of its own."""
    here = Path(package.__file__).parent
    for path in here.glob("*.py"):
        if path.name != "citations.py":
            assert not re.search(r"\b(rulebook|cite|Rule)\(|\.child\(", path.read_text()), path.name


def test_the_package_docstring_says_where_each_cited_rule_lives():
    """The index at the top of the package names every section the package cites, and each function it
    points to exists: a rule renamed, moved or newly cited without the index fails here."""
    index = " ".join(package.__doc__.split("Where each rule lives")[1].split("\n\n")[1].split())
    sections = {v.sections[-1] for v in vars(rule).values() if isinstance(v, Rule)} | rule.CLARIFIED
    assert not sorted(s for s in sections if s not in index), "sections the index does not name"
    places = re.findall(r"``(\w+)\.(\w+)``", index)
    assert len(places) > 40
    for module, name in places:
        assert hasattr(importlib.import_module(f"{package.__name__}.{module}"), name), f"{module}.{name}"

"""The sentences lessons quote from the rule texts stand in those texts (where they are at hand: tests/rule_texts.py).

The quotes are read from the lessons' own code cells, so a lesson's exercise and this check cannot drift apart.
"""

from __future__ import annotations

import ast
from pathlib import Path

import nbformat

from tablebook.games.space_station_phoenix import citations
from tests.rule_texts import rule_text

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def assigned(lesson: str, name: str) -> ast.expr:
    """The expression a code cell of ``lesson`` assigns to ``name`` (the only such assignment)."""
    found = [node.value for cell in nbformat.read(NOTEBOOKS / lesson, as_version=4).cells if cell.cell_type == "code"
             for node in ast.walk(ast.parse(cell.source)) if isinstance(node, ast.Assign)
             and any(isinstance(t, ast.Name) and t.id == name for t in node.targets)]
    assert len(found) == 1, f"{lesson} assigns {name} {len(found)} times"
    return found[0]


def test_the_space_station_year_lesson_quotes_the_rule_sheet():
    sentences = ast.literal_eval(assigned("space-station/02-a-year.ipynb", "_sentences"))
    text = rule_text("Space Station").replace("**", "").casefold()
    assert len(sentences) == 4
    for sentence in sentences:
        assert sentence.rstrip(".").casefold() in text, sentence


def test_the_phoenix_turn_lesson_quotes_each_sentence_right_under_its_heading():
    finer = assigned("space-station-phoenix/02-a-turn.ipynb", "_finer")
    text = rule_text("Space Station Phoenix").replace("**", "")
    assert isinstance(finer, ast.Dict) and len(finer.keys) == 4
    for key, value in zip(finer.keys, finer.values):
        sentence, rule = ast.literal_eval(key), getattr(citations, value.attr)  # the cell's rule.NAME
        heading = text.index(rule.sections[-1])
        assert heading < text.index(sentence, heading) < heading + 600, sentence

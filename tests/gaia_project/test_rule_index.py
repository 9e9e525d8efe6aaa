"""The package docstring's index of where each rule lives, held to the code: every section the package cites is
named in it, and every ``module.name`` it points to exists."""

from __future__ import annotations

import importlib
import re

import tablebook.games.gaia_project as package
from tablebook.core import Rule
from tablebook.games.gaia_project import citations as rule


def test_the_package_docstring_says_where_each_cited_rule_lives():
    index = " ".join(package.__doc__.split("Where each rule lives")[1].split("\n\n")[1].split())
    sections = {v.sections[-1] for v in vars(rule).values() if isinstance(v, Rule)}
    assert not sorted(s for s in sections if s not in index), "sections the index does not name"
    places = re.findall(r"``(\w+)\.(\w+)``", index)
    assert len(places) > 50
    for module, name in places:
        assert hasattr(importlib.import_module(f"{package.__name__}.{module}"), name), f"{module}.{name}"

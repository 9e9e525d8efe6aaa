"""The kernel sits at the bottom: ``tablebook/core`` imports no game and nothing built on it, and its modules
import one another without a circle, so each can be read (and changed) knowing only the ones below it.

The imports are read from the source with ``ast``, lazy ones inside functions included: an import hidden in a
function is still a dependency. Imports only a type checker runs (``if TYPE_CHECKING:``) are annotations, not
dependencies, so they may point sideways, but never upwards either.
"""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

import tablebook.core

CORE = Path(tablebook.core.__file__).parent
ABOVE = ("tablebook.games", "tablebook.registry", "tablebook.agents", "tablebook.views", "tablebook.design",
         "tablebook.cli", "tablebook.lessons")


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(source: str, module: str) -> list[tuple[str, bool]]:
    """Every module ``module``'s source imports (relative ones resolved), each with whether it runs (False: only
    under ``if TYPE_CHECKING:``). ``from package import name`` counts as ``package.name`` too: it may be a module."""
    package = module.rsplit(".", 1)[0]
    found: list[tuple[str, bool]] = []

    def visit(node: ast.AST, runs: bool) -> None:
        if isinstance(node, ast.If) and _type_checking(node):
            for child in node.body:
                visit(child, False)
            for child in node.orelse:
                visit(child, runs)
            return
        if isinstance(node, ast.Import):
            found.extend((alias.name, runs) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                anchor = ".".join(parts[: len(parts) - node.level + 1])
                base = f"{anchor}.{base}" if base else anchor
            found.append((base, runs))
            found.extend((f"{base}.{alias.name}", runs) for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child, runs)

    visit(ast.parse(source), True)
    return found


def core_imports() -> dict[str, list[tuple[str, bool]]]:
    """``tablebook.core.<name>`` → what it imports, for every module of the kernel."""
    return {f"tablebook.core.{path.stem}": imports_of(path.read_text(), f"tablebook.core.{path.stem}")
            for path in sorted(CORE.glob("*.py")) if path.stem != "__init__"}


def test_the_reader_of_imports_finds_lazy_relative_and_type_only_ones():
    source = """
import json
from . import state
from ..registry import load
if TYPE_CHECKING:
    from .game import Game
def replay():
    from tablebook.games.alien_frontiers import GAME
"""
    found = imports_of(source, "tablebook.core.record")
    assert ("tablebook.registry", True) in found and ("tablebook.registry.load", True) in found
    assert ("tablebook.core.state", True) in found and ("json", True) in found
    assert ("tablebook.core.game", False) in found
    assert ("tablebook.games.alien_frontiers", True) in found  # inside a function: still found
    assert [m for m, _ in found if m.startswith(ABOVE)] == [
        "tablebook.registry", "tablebook.registry.load", "tablebook.games.alien_frontiers",
        "tablebook.games.alien_frontiers.GAME"]


def test_the_kernel_imports_nothing_above_it():
    upwards = [f"{module} imports {name}" for module, names in core_imports().items() for name, _ in names
               if name.startswith(ABOVE) or name == "tablebook"]
    assert upwards == []


@pytest.mark.parametrize("module", sorted(core_imports()))
def test_a_kernel_module_imports_only_the_standard_library_and_the_kernel(module):
    import sys

    others = {name.split(".")[0] for name, _ in core_imports()[module]} - {"tablebook"}
    assert others <= set(sys.stdlib_module_names) | {"__future__"}, others


def test_the_kernel_s_modules_import_one_another_without_a_circle():
    modules = core_imports()
    graph = {module: {name for name, runs in names if runs and name in modules and name != module}
             for module, names in modules.items()}
    try:
        order = list(TopologicalSorter(graph).static_order())
    except CycleError as error:
        pytest.fail(f"the kernel's imports go round: {' → '.join(error.args[1])}")
    assert order.index("tablebook.core.action") < order.index("tablebook.core.state") < order.index("tablebook.core.game")
    assert order.index("tablebook.core.record") < order.index("tablebook.core.state")  # a record needs no state class

"""Every relative link in the repository's Markdown files and lessons' Markdown cells leads to a file of the
repository: a clone is the whole product, so nothing may point beside it or to a file that is not there."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
SKIPPED_FOLDERS = {".git", ".venv", "build", "dist", "node_modules", "__pycache__", ".ipynb_checkpoints", "my-lessons"}
# [text](target), ![alt](target "title"), <img src="target">, <a href="target">
LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|(?:src|href)=\"([^\"]+)\"")


def documents() -> list[Path]:
    """The Markdown files and notebooks of the checkout, outside build and tool folders."""
    return sorted(p for p in ROOT.rglob("*") if p.suffix in (".md", ".ipynb")
                  and not SKIPPED_FOLDERS & set(p.relative_to(ROOT).parts))


def markdown_of(path: Path) -> str:
    if path.suffix == ".md":
        return path.read_text(encoding="utf-8")
    return "\n".join(c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "markdown")


def relative_links(text: str) -> list[str]:
    """Link targets that name a file (no scheme, no host, not just an anchor), without their anchor."""
    targets = [a or b for a, b in LINK.findall(text)]
    return [unquote(urlsplit(t).path) for t in targets
            if not urlsplit(t).scheme and not urlsplit(t).netloc and urlsplit(t).path]


def test_links_are_read_from_markdown_and_html():
    text = '[a](b.md#x) ![p](images/p.png "title") <img src="c.png"> [w](https://e.org/x) [s](#top) [m](mailto:x@y)'
    assert relative_links(text) == ["b.md", "images/p.png", "c.png"]


def test_the_documents_are_found():
    found = {p.relative_to(ROOT).as_posix() for p in documents()}
    assert {"README.md", "notebooks/index.ipynb", "docs/reference/gaia-project.md"} <= found


@pytest.mark.parametrize("document", documents(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_resolves_inside_the_repository(document):
    for target in relative_links(markdown_of(document)):
        resolved = (document.parent / target).resolve()
        assert resolved.is_relative_to(ROOT), f"{target} leads out of the repository"
        assert resolved.exists(), f"{target} is not in the repository"

"""A game's cheat sheet and glossary in a notebook: ``tablebook.views.glossary("gaia-project")`` shows it."""

from __future__ import annotations

from tablebook.glossary import Glossary
from tablebook.glossary import glossary as rules_glossary


class GlossaryView:
    """Displays as the game's printable cheat sheet and glossary (HTML); its text form names the game and its size."""

    def __init__(self, words: Glossary):
        self.glossary = words

    def _repr_html_(self) -> str:
        return self.glossary.fragment()

    def __repr__(self) -> str:
        return f"<Glossary of {self.glossary.title}: a cheat sheet of {len(self.glossary.sheet)} parts, {len(self.glossary.terms)} terms>"


def glossary(game: str) -> GlossaryView:
    """The cheat sheet and glossary of ``game`` (a name: "alien-frontiers"), for a notebook to show."""
    return GlossaryView(rules_glossary(game))

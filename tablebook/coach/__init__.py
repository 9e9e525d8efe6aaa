"""The coach at every table: a suggested move and why (``hint``), the exact odds of what chance decides next
(``odds``) and what to consider at a decision (``consider``), all in plain words.

Game-agnostic: each game's parts (its evaluation as named terms, its notes, its chance in words) live in its
package's ``coaching`` module, found through ``Game.coaching``. Like the rest of the rules package, nothing here
imports a widget.
"""

from .hints import Hint, hint
from .notes import consider
from .odds import Odds, chance_words, odds
from .terms import Coaching, Note, Term

__all__ = ["Coaching", "Hint", "Note", "Odds", "Term", "chance_words", "consider", "hint", "odds"]

"""The games, one subpackage each; called, this package lists them: ``tablebook.games()``.

``tablebook.games()`` and the subpackage ``tablebook.games`` share a name. Rather than let one
shadow the other (which breaks ``import tablebook.games.alien_frontiers as af``), the package's
module object is made callable.

Adding a game (``alien_frontiers`` and ``space_station`` are the models):

* ``data/*.toml`` with a ``source`` for every component (``"estimate"`` where the printed card is
  unknown), read by ``data.py``; ``citations.py`` names the rulebook's section headings.
* One module per rulebook chapter, each ending in a ``VERBS`` table of ``core.Verb`` (candidates,
  problem, do; a fast path only where profiling asks for one) or ``core.verbs.bare`` entries.
* ``state.py``: a ``core.PhasedState`` with ``FIELDS`` (plain JSON data), ``VERBS``, ``PHASE_VERBS``,
  ``CHANCE_KINDS``, ``describe_now()``, the chance hooks, ``score_breakdown()`` and ``_tiebreak()``;
  hidden information overrides ``observation()``.
* ``__init__.py``: a ``core.Game`` (name, title, player counts, options, ``lay_out``, ``narrate``,
  ``heuristic``, the setup/turn/end rules) exported as ``GAME``, and listed under its name in
  ``core.game._REGISTRY``. The package docstring lists every choice the rulebook leaves open.
* Around it: a view (in ``tablebook/views``, a view model and a ``TableView`` named in
  ``registry.py``; ``widgets/<game>.js`` built on ``table_kit.js``), lessons in ``notebooks/<game>/``,
  and tests: one per rule and per rulebook example, random-game properties (``reference_legal_of``
  against every fast path) and fuzzing.
"""

import sys
import types


class _CallablePackage(types.ModuleType):
    def __call__(self) -> list[str]:
        """Names of the registered games."""
        from tablebook.core.game import games

        return games()


sys.modules[__name__].__class__ = _CallablePackage

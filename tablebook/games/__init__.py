"""The games, one subpackage each; called, this package lists them: ``tablebook.games()``.

``tablebook.games()`` and the subpackage ``tablebook.games`` share a name. Rather than let one
shadow the other (which breaks ``import tablebook.games.alien_frontiers as af``), the package's
module object is made callable.
"""

import sys
import types


class _CallablePackage(types.ModuleType):
    def __call__(self) -> list[str]:
        """Names of the registered games."""
        from tablebook.core.game import games

        return games()


sys.modules[__name__].__class__ = _CallablePackage

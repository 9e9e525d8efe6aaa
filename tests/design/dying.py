"""A random agent whose process dies once, on a chosen game: for the tests of lost workers.

``TABLEBOOK_TEST_PLAYS`` names a file where every game's seed is written as it starts; ``TABLEBOOK_TEST_DIE``
names a marker file and the seed whose game kills its process if the marker is not there yet (``path:seed``).
"""

import os

from tablebook.agents import RandomAgent


class DiesOnce(RandomAgent):
    name = "dies-once"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        game, seat = divmod(seed, 1000)
        if seat:
            return
        if os.environ.get("TABLEBOOK_TEST_PLAYS"):
            with open(os.environ["TABLEBOOK_TEST_PLAYS"], "a") as log:
                log.write(f"{game}\n")
        if os.environ.get("TABLEBOOK_TEST_DIE"):
            marker, doomed = os.environ["TABLEBOOK_TEST_DIE"].rsplit(":", 1)
            if game == int(doomed) and not os.path.exists(marker):
                open(marker, "w").close()
                os._exit(1)  # the worker dies as a killed process does: no exception, no cleanup

"""The games, one subpackage each; ``tablebook.game_names()`` lists them and ``tablebook.load(name)`` gives one.

Adding a game (``alien_frontiers`` and ``space_station`` are the models) touches no kernel or view
file: ``tablebook.registry`` finds a subpackage here by its name (``gaia_project`` is ``"gaia-project"``);
a game without a package of its own (a test's, a lesson's variant) is made loadable by ``tablebook.registry.register``.

* ``data/*.toml`` with a ``source`` for every component (``"estimate"`` where the printed card is
  unknown), read by ``data.py``; ``citations.py`` names the rulebook's section headings. A fact the rule
  text lacks is cited as "reference §n": section n of the game's file in the repository's ``docs/reference/``.
* One module per rulebook chapter, each ending in a ``VERBS`` table of ``core.Verb``: candidates,
  problem and do, each given the acting seat ``p``; a fast path only where profiling asks for one;
  ``offer`` for a verb whose arguments are too many to list (a federation's hexes). ``narration.py``
  holds every verb's sentence (``TELL``), button label (``LABEL``) and name (``NAME``: the rulebook's words for the
  kind of action, which the design lab shows).
* ``state.py``: a ``core.PhasedState`` with ``FIELDS`` (plain JSON data, ``agenda`` among them),
  ``VERBS = described(…)``, ``PHASE_VERBS`` (decision kind → open verbs), ``STEPS`` (automatic work),
  ``describe_now()``, the chance hooks, ``score_breakdown()``, ``_tiebreak()`` and ``seat_name()``; ``FIXED``
  names the fields no action changes once setup is over (the board drawn: moves tried from a position skip them;
  ``tests/core/test_trials.py`` checks the promise in random games);
  hidden information sets ``Game.hidden_information`` and overrides ``observation()`` and
  ``_deal_hidden_again()`` (agents look ahead in worlds dealt again from what their seat cannot see), and
  ``HIDDEN`` names the fields that deal changes (a world only read copies them alone, ``State.read_world``).
* ``__init__.py``: a ``core.Game`` (name, title, player counts, rule variants as ``core.Option`` with the
  rulebook's default, allowed values, meaning and source, listed in the docstring; ``lay_out``, ``consequences``,
  ``heuristic``, the setup/turn/end rules, ``view`` as "module:Class", ``chance_by_click``, foreign
  ``notations``) exported as ``GAME``. The package docstring lists every choice the rulebook leaves open.
* Around it: a view (``tablebook/views``: a view model and a ``TableView``; ``widgets/<game>.js``
  built on ``table_kit.js``), lessons in ``notebooks/<game>/``, and tests: one per rule and per
  rulebook example, random-game properties (``reference_legal_of`` against every fast path) and fuzzing.

Decisions by other seats go on the agenda. Gaia Project's charge-power offer, say: after a mine, each
neighbour within distance 2 may, clockwise from the builder, charge power and pay VP for it. The
build verb pushes one decision per neighbour (``in_order`` puts the first on top), and the verbs that
answer an offer take it off; the kernel gives each to its seat, refuses any other seat's answer
("It is not Gleens's decision now but Bescods's …"), and records the seat of every line::

    def build_mine(s, p, args):
        ...                                            # place the mine, pay for it
        offers = [(q, charge_of(s, q, hex)) for q in clockwise_from(s, p)]
        s.agenda += in_order("charge", [q for q, power in offers if power],
                             ...)                       # or push decision("charge", q, power=…) one by one

    def charge(s, p, args):                            # p is the neighbour, not the active player
        offer = s.agenda.pop()
        move_power(s, p, offer["power"])
        s.vp[p] -= offer["power"] - 1

    VERBS = {"build": Verb(build_candidates, build_problem, build_mine),
             "charge": bare("charge", charge), "decline": bare("decline", lambda s, p, args: s.agenda.pop())}
    PHASE_VERBS = {"turn": ("build", …), "charge": ("charge", "decline")}

A chain (a lab: choose a tech tile, then cover a standard tile, then take a research step) pushes
``[step("research"), decision("cover", p), decision("tech", p)]``; a simultaneous choice pushes one
decision whose seat is a list (``decision("diplomacy", [0, 1, 2])``). ``tests/core/relay_game.py``
is a small game doing all three.
"""

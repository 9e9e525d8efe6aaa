"""What the Space Station Phoenix tutorial adds to the generic checks: its guided table offers only the step's moves
(Phoenix's table clicks its ``moves`` and ``picks``, not ``legal``), and what its words say about our design (◇) is
what the data's provenance says.
"""

from __future__ import annotations

from fnmatch import fnmatchcase

from tablebook.games.space_station_phoenix.data import DIPLOMACY, HUBS, SECTORS, SHIPS, designed
from tablebook.registry import load
from tablebook.tutorial import load as load_tutorial
from tablebook.views.tutorial import TutorialView

GAME = load("space-station-phoenix")


def test_the_guided_table_offers_only_the_moves_the_step_takes(tmp_path):
    view = TutorialView("space-station-phoenix", resume=False, progress_folder=tmp_path)
    for _ in range(3):  # the goal, the fleet, the turn: on to the first move
        view.tutor.next()
    view._refresh()
    model = view.table.model
    offered = [move["action"] for move in model["moves"]]
    assert offered and all(fnmatchcase(action, "dismantle red-dismantle *") for action in offered)
    assert [pick["ship"] for pick in model["picks"]] == ["red-dismantle"]
    assert "ship-red-dismantle" in model["highlight"]
    everything = view.tutor.state.legal_actions(player=0)
    assert len(everything) > len(offered)  # the rules allow more (Income, other ships): the step offers its own


def test_the_words_about_our_design_match_the_provenance():
    words = " ".join(" ".join(step.say.split()) for chapter in load_tutorial(GAME).chapters for step in chapter.steps)
    # "a Level-2 Terran Expedition ship costs 4 GEMs" is printed; "your Level-1 Dismantle's cost of 2 is ours"
    assert "costs 4 GEMs" in words and SHIPS["l2-expedition-1"]["cost"] == 4
    assert not designed(SHIPS["l2-expedition-1"], "cost")
    assert "cost of 2 is ours" in words
    assert SHIPS["red-dismantle"]["cost"] == 2 and designed(SHIPS["red-dismantle"], "cost")
    # "a Level-1 Sector costs 2 metal more than its number of quarters", our design
    level_1 = [s for s in SECTORS.values() if s["level"] == 1]
    assert all(s["cost"] == s["quarters"] + 2 and designed(s, "cost") for s in level_1)
    # "the board's lobbying costs and rewards are our design"
    assert "estimate" in DIPLOMACY["provenance"]["costs"] and "estimate" in DIPLOMACY["bonuses"]["provenance"]["construction"]
    # Hub B-1 "pays 1 GEM per ship at Income"
    assert HUBS["B-1"]["income_per_ship"] == 1

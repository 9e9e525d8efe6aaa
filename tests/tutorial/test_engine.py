"""The tutorial engine on small scripts of Alien Frontiers: what a step takes, what it refuses (and that a refusal
costs nothing), Back and restart, saved progress by chapter version, and the authors' check finding broken scripts.

Seed 3 with two players: red rolls 2 5 5 first (the seed's roll, named in the scripts below), green's ships wait.
"""

from __future__ import annotations

import json

import pytest

from tablebook.core import CHANCE, IllegalAction
from tablebook.registry import load
from tablebook.tutorial import ScriptError, Tutor, check, progress, read
from tablebook.games.alien_frontiers import tutorial as af_tutorial

GAME = load("alien-frontiers")

HEAD = """
game = "alien-frontiers"
title = "Test tutorial"
version = 1
players = 2
seed = 3
"""

SCRIPT = HEAD + """
[[chapter]]
id = "roll"
title = "Roll"
version = 1

[[chapter.step]]
say = "Welcome."

[[chapter.step]]
say = "Roll."
expect = "roll"
outcome = "roll 2 5 5"

[[chapter.step]]
say = "Dock a pair at the Orbital Market, or one ship at the Solar Converter."
moves = ["dock orbital-market * *", "dock solar-converter *"]
example = "dock orbital-market 5 5"
check = { dice = [2, 5, 5] }

[[chapter.step]]
quiz = "How much fuel?"
say = "Count."
choices = ["0", "1", "3"]
answer = "fuel"

[[chapter]]
id = "second"
title = "Second"
version = 1

[[chapter.step]]
say = "You have docked a pair: one ship is left, a 2."
check = { dice = [2] }
"""


# a chapter whose first step is red's roll of 2 5 5; tests add the steps after it
ROLLED = HEAD + """
[[chapter]]
id = "roll"
title = "Roll"
version = 1

[[chapter.step]]
say = "Roll."
expect = "roll"
outcome = "roll 2 5 5"
"""


def tutor(text: str = SCRIPT) -> Tutor:
    return Tutor(read(text, GAME, af_tutorial), GAME)


def test_a_step_takes_what_it_names_and_refuses_the_rest_at_no_cost():
    t = tutor()
    with pytest.raises(IllegalAction, match="press Next"):
        t.act("dock lunar-mine 5")
    t.next()
    assert t.state.decider() is CHANCE
    t.roll()
    assert t.state.history[-1] == "roll 2 5 5"
    before = t.state.clone()
    with pytest.raises(IllegalAction, match="this step asks you to") as refused:
        t.act("dock lunar-mine 5")  # legal, but not what the step teaches
    assert refused.value.rule is None  # the step names no rule
    with pytest.raises(IllegalAction, match="Orbital Market") as forbidden:
        t.act("dock orbital-market 2 5")  # not a pair: the rule that forbids it
    assert "Orbital Market" in str(forbidden.value.rule)
    with pytest.raises(IllegalAction, match="you play red"):
        t.act("dock solar-converter 1", player=1)
    assert t.state == before and t.here.step == 2  # nothing changed, the learner keeps their place
    t.act("dock solar-converter 5")  # the other way the step names is taken too
    assert t.here.step == 3 and t.state.fuel[0] == 3  # "one half the value of each ship … round up": 5 → 3 fuel


def test_what_a_step_asks_is_the_move_s_label_inside_a_sentence():
    """Only the label's first letter is lowered: a card's name and M€ keep their capitals."""
    game = load("space-station")
    script = read("""
game = "space-station"
title = "Test tutorial"
version = 1
players = 2
seed = 1

[[chapter]]
id = "income"
title = "Income"
version = 1

[[chapter.step]]
say = "Choose Structural."
moves = ["income structural"]
""", game)
    with pytest.raises(IllegalAction, match="this step asks you to structural \\(\\+1 M€\\)"):
        Tutor(script, game).act("income bio")


def test_the_quiz_answer_is_computed_and_a_wrong_one_costs_nothing():
    t = tutor()
    t.next(), t.roll(), t.act("dock orbital-market 5 5")
    assert t.right_answer() == "0"  # the Orbital Market trades fuel for ore: no fuel was gained
    assert t.answer("3") is False and t.here.step == 3
    assert isinstance(t.feedback, IllegalAction)
    assert t.answer("0") is True
    assert t.chapter.id == "second" and t.done == {"roll": 1}


def test_back_returns_to_the_position_shown_and_restart_to_the_chapter_start():
    t = tutor()
    start = t.state.clone()
    t.next(), t.roll()
    rolled = t.state.clone()
    t.act("dock orbital-market 5 5")
    assert t.back() and t.state == rolled and t.here.step == 2
    assert t.back() and t.back() and t.state == start and t.here.step == 0
    assert t.back() is False  # the very first step
    t.next(), t.roll()
    t.restart()
    assert t.state == start and t.here.step == 0


def test_back_at_a_chapter_start_goes_to_the_last_step_of_the_chapter_before():
    t = tutor()
    t.goto("second")
    assert t.back() and t.chapter.id == "roll" and t.here.step == 3
    assert t.state.history[-1] == "dock orbital-market 5 5"  # played as the script writes it


def test_every_chapter_starts_from_the_script_as_written():
    t = tutor()
    t.next(), t.roll(), t.act("dock solar-converter 5"), t.answer(t.right_answer())
    assert t.chapter.id == "second" and t.state.history[-1] == "dock orbital-market 5 5"


WATCHED = HEAD + """
[[chapter]]
id = "watch"
title = "Watch"
version = 1

[[chapter.step]]
say = "Press Next and watch red's roll and first dock."
then = ["roll 2 5 5", "p1: dock orbital-market 5 5"]

[[chapter.step]]
quiz = "How much fuel?"
say = "Count, then watch the 2 go to the Solar Converter."
choices = ["0", "1"]
answer = "fuel"
then = ["p1: dock solar-converter 2"]

[[chapter.step]]
say = "One fuel: half of 2."
check = { fuel = 1 }
"""


def test_next_and_a_right_answer_play_the_steps_lines_as_the_chapter_start_does():
    t = tutor(WATCHED)
    t.next()
    assert t.state.history[-2:] == ["roll 2 5 5", "dock orbital-market 5 5"]
    assert [e.action for e in t.events] == ["roll 2 5 5", "dock orbital-market 5 5"]
    assert t.answer("0") and t.state.fuel[0] == 1  # ceil(2 / 2): the line after the quiz was played
    assert t.back() and t.state.fuel[0] == 0 and t.back() and t.state.history == t.start_of(0).history
    assert check(read(WATCHED, GAME, af_tutorial), GAME)[0].problems == []


def test_progress_resumes_the_learners_own_table(tmp_path):
    t = tutor()
    t.next(), t.roll(), t.act("dock solar-converter 5")
    progress.save(t, tmp_path)
    again = tutor()
    assert progress.load(again, tmp_path) is None
    assert again.here.step == 3 and again.state == t.state


def test_a_changed_chapter_starts_again_cleanly(tmp_path):
    t = tutor()
    t.next(), t.roll()
    progress.save(t, tmp_path)
    changed = tutor(SCRIPT.replace('id = "roll"\ntitle = "Roll"\nversion = 1', 'id = "roll"\ntitle = "Roll"\nversion = 2'))
    note = progress.load(changed, tmp_path)
    assert "has changed" in note and changed.here.step == 0 and changed.state == changed.start_of(0)


def test_saved_moves_that_no_longer_fit_restart_the_chapter(tmp_path):
    t = tutor()
    t.next(), t.roll(), t.act("dock solar-converter 5")
    saved = progress.snapshot(t)
    saved["made"][-1] = "act dock lunar-mine 5"
    (tmp_path / "alien-frontiers.json").write_text(json.dumps(saved))
    again = tutor()
    assert "no longer fit" in progress.load(again, tmp_path) and again.here.step == 0
    (tmp_path / "alien-frontiers.json").write_text("{not json")
    assert progress.load(tutor(), tmp_path) is None  # an unreadable file is as no file


def test_the_check_plays_the_script_and_finds_what_is_wrong():
    assert [r.problems for r in check(read(SCRIPT, GAME, af_tutorial), GAME)] == [[], []]
    wrong = check(read(SCRIPT.replace("dice = [2]", "dice = [5]"), GAME, af_tutorial), GAME)
    assert wrong[1].problems == ["chapter 2 (second), step 1: the text says dice = [5], the table has [2]"]
    no_answer = check(read(SCRIPT.replace('choices = ["0", "1", "3"]', 'choices = ["1", "2"]'), GAME, af_tutorial), GAME)
    assert any("is not exactly one of the choices" in p for p in no_answer[0].problems)
    unfit = check(read(SCRIPT.replace('example = "dock orbital-market 5 5"', 'example = "dock lunar-mine 5"'),
                       GAME, af_tutorial), GAME)
    assert any("does not fit" in p for p in unfit[0].problems)


def test_the_check_plays_every_equivalent_move_to_the_chapter_end():
    # any ship may go to the Solar Converter, but the next step needs both fives for the Orbital Market: docking a
    # five at the Solar Converter is accepted, and then the chapter cannot go on; the check says so
    script = ROLLED + """
[[chapter.step]]
say = "Dock one ship at the Solar Converter."
moves = ["dock solar-converter *"]
example = "dock solar-converter 2"

[[chapter.step]]
say = "Now the pair at the Orbital Market."
moves = ["dock orbital-market 5 5"]
"""
    problems = check(read(script, GAME, af_tutorial), GAME)[0].problems
    assert len(problems) == 1 and problems[0].startswith(
        "chapter 1 (roll), step 2: the equivalent move 'dock solar-converter 5' is accepted but then the script fails"), problems
    assert check(read(script.replace('moves = ["dock solar-converter *"]', 'moves = ["dock solar-converter 2"]'),
                      GAME, af_tutorial), GAME)[0].problems == []


@pytest.mark.parametrize("change, message", [
    ('title = "Test tutorial"', "title must be some text"),
    ('expect = "roll"', "expect must be one of"),
    ('moves = ["dock orbital-market * *", "dock solar-converter *"]', "a moves step needs moves"),
    ('game = "alien-frontiers"', "the script is for"),
])
def test_a_broken_script_is_refused_naming_where(change, message):
    replacement = {'title = "Test tutorial"': 'title = ""', 'expect = "roll"': 'expect = "dance"',
                   'moves = ["dock orbital-market * *", "dock solar-converter *"]': 'expect = "moves"',
                   'game = "alien-frontiers"': 'game = "gaia-project"'}[change]
    with pytest.raises(ScriptError, match=message):
        read(SCRIPT.replace(change, replacement), GAME, af_tutorial)


def test_an_unknown_field_is_refused():
    with pytest.raises(ScriptError, match=r"chapter 1 \(roll\), step 1: unknown field sya"):
        read(SCRIPT.replace('say = "Welcome."', 'sya = "Welcome."'), GAME, af_tutorial)


PHOENIX = load("space-station-phoenix")
ROUNDS = """
game = "space-station-phoenix"
title = "Test tutorial"
version = 1
players = 2
seed = 1
options = { setup = "first-game" }

[[chapter]]
id = "later"
title = "Later"
version = 1

[[chapter.step]]
say = "Some rounds later."
forward = 3

[[chapter.step]]
say = "Here."
"""


def test_a_forward_in_a_game_that_counts_no_rounds_plays_that_many_rounds():
    from tablebook.views.stepper import round_starts

    t = Tutor(read(ROUNDS, PHOENIX), PHOENIX)
    t.next()
    assert t.state.period()[1] is None
    state = PHOENIX.setup(players=2, seed=1, setup="first-game")
    states = [state.clone()]
    for line in t.state.lines()[len(state.history):]:
        state.apply(line.action, line.seat)
        states.append(state.clone())
    assert state.history == t.state.history
    assert len(round_starts(states)) == 3  # the stepper's rounds: play came back to Red three times
    assert t.state.active == 0 and t.learner in t.state.deciders()


def test_the_check_finds_a_step_that_waits_for_a_move_nobody_can_make():
    # after the roll red decides: a roll step there waits for chance that is not pending, and after red's turn is
    # handed over a free step would wait for red while green decides
    script = ROLLED + """
[[chapter.step]]
say = "Roll again?"
expect = "roll"
"""
    assert check(read(script, GAME, af_tutorial), GAME)[0].problems == [
        "chapter 1 (roll), step 2: the step waits for a roll, but red decides now"]
    handed_over = script.replace('outcome = "roll 2 5 5"', 'outcome = "roll 2 5 5"\nthen = ["p1: dock orbital-market 5 5", '
                                 '"p1: dock solar-converter 2", "p1: end"]').replace(
        'say = "Roll again?"\nexpect = "roll"', 'say = "Play on."\nexpect = "free"\nuntil = "turn"')
    problems = check(read(handed_over, GAME, af_tutorial), GAME)[0].problems
    assert problems == ["chapter 1 (roll), step 2: the step waits for the learner's move, but chance decides now"]


def test_a_script_written_under_an_older_chance_scheme_keeps_its_seeded_chance():
    """What a story leaves to the seed (here the opening deal) comes out under the scheme the script names."""
    older, today = (Tutor(read(SCRIPT.replace("seed = 3\n", f"seed = 3\n{line}"), GAME, af_tutorial), GAME)
                    for line in ("chance = 1\n", ""))
    assert older.tutorial.chance == 1 and today.tutorial.chance == 2
    deal = [line for line in older.start_of(0).history if line.startswith("draw ")]
    scheme_1 = GAME.new_state(2, 3)
    scheme_1.chance_scheme = 1
    assert deal == [line for line in scheme_1.finish_setup().history if line.startswith("draw ")]
    assert deal != [line for line in today.start_of(0).history if line.startswith("draw ")]
    with pytest.raises(ScriptError, match="chance must be a scheme from 1 to 2"):
        read(SCRIPT.replace("seed = 3\n", "seed = 3\nchance = 3\n"), GAME, af_tutorial)

"""The stepper: slider and Play always show the same step; jumps by turn and by round (a year in Space Station)."""

from __future__ import annotations

from tablebook.agents import simulate
from tablebook.views import Stepper


def _stepper(game: str, seed: int) -> Stepper:
    return Stepper(simulate(game, 3, 1, seed=seed, agents="greedy", keep_records=True).records[0])


def test_goto_moves_the_slider_and_the_play_widget_together():
    stepper = _stepper("alien-frontiers", 34)
    stepper.goto(25)
    assert stepper.slider.value == stepper.play.value == stepper.step == 25
    assert stepper.narration.value.startswith("Step 25:")
    stepper.play.value = 30  # a tick of Play, synced back from the browser
    assert stepper.slider.value == 30 and stepper.narration.value.startswith("Step 30:")
    stepper.slider.value = 12  # the slider dragged
    assert stepper.play.value == 12
    stepper.goto(10_000)
    assert stepper.step == len(stepper.timeline) and stepper.play.value == stepper.step


def test_turn_and_round_jumps_in_alien_frontiers():
    stepper = _stepper("alien-frontiers", 34)
    actives = [stepper.timeline.goto(i).active for i in range(len(stepper.timeline) + 1)]
    assert stepper.turns == [i for i in range(1, len(actives)) if actives[i] != actives[i - 1]]
    assert all(actives[i] == 0 for i in stepper.rounds) and set(stepper.rounds) < set(stepper.turns)
    assert stepper.round_name == "round"
    stepper.goto(0)
    stepper.next_turn.click()
    first = stepper.step
    assert first == stepper.turns[0] and actives[first] == 1  # green's turn begins
    stepper.next_round.click()
    assert stepper.step == stepper.rounds[0] and actives[stepper.step] == 0
    stepper.previous_turn.click()
    assert stepper.step == max(t for t in stepper.turns if t < stepper.rounds[0])
    stepper.previous_round.click()
    assert stepper.step == 0


def test_year_jumps_in_space_station():
    stepper = _stepper("space-station", 1)
    assert stepper.round_name == "year" and stepper.next_round.description == "year ▶▶"
    years = [stepper.timeline.goto(i).year for i in stepper.rounds]
    assert years == list(range(2, 2 + len(years)))
    stepper.next_round.click()
    assert stepper.play.value == stepper.slider.value == stepper.rounds[0]

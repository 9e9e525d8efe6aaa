"""Every game's tutorial plays to its end as written, and its coverage of the rules is explicit.

Coverage: each rule citation of the game (its ``citations.every_rule()``) is taught by a chapter or named, with the
reason, in the script's ``left_for_lessons``; a tutorial cites no section the game does not know. ``every_rule`` is
itself checked against the rules at play: every citation met while seeded games are played (each move's narration,
and the refusal of every verb's first listed move from another seat) must be in it.
"""

from __future__ import annotations

from importlib import import_module

import pytest

from tablebook.agents import make_agent
from tablebook.cli import main
from tablebook.core import CHANCE
from tablebook.registry import load
from tablebook.tutorial import check, load as load_tutorial
from tablebook.tutorial.script import tutorial_path
from tests.games import GAMES

TUTORED = [name for name in GAMES if tutorial_path(load(name)).is_file()]


def every_rule(game) -> set[str]:
    return {str(rule) for rule in import_module(f"{type(game).__module__}.citations").every_rule()}


@pytest.fixture(scope="module", params=TUTORED)
def tutored(request):
    game = load(request.param)
    return game, load_tutorial(game)


def test_the_tutorial_plays_to_its_end_as_written(tutored):
    game, script = tutored
    reports = check(script, game)
    assert [(r.id, r.problems) for r in reports if r.problems] == []
    assert [r.id for r in reports] == [c.id for c in script.chapters]


def test_every_rule_is_taught_or_left_for_the_lessons_with_a_reason(tutored):
    game, script = tutored
    known, taught, left = every_rule(game), set(script.taught()), set(script.left_for_lessons)
    assert taught - known == set(), "the tutorial cites sections the game does not know"
    assert left - known == set(), "left_for_lessons names sections the game does not know"
    assert taught & left == set(), "a rule both taught and left for the lessons"
    assert known - taught - left == set(), "rules neither taught nor left for the lessons"
    assert all(reason.strip() for reason in script.left_for_lessons.values())


@pytest.mark.parametrize("name", TUTORED)
def test_every_rule_holds_every_citation_met_in_play(name):
    game = load(name)
    known, met = every_rule(game), set()
    for seed in range(3):
        state = game.setup(players=game.min_players + seed % 2, seed=seed)
        agents = [make_agent("random", seed * 10 + seat) for seat in range(state.players)]
        while not state.is_over() and len(state.history) < 400:
            seat = state.decider()
            action = state.sample_chance() if seat is CHANCE else agents[seat].choose(state.view(seat))
            before = state.clone()
            state.apply(action, seat)
            rules = [game.narrate(before, action, state)[1]]
            if seat is not CHANCE:
                refusal = before.explain(action, (seat + 1) % state.players)
                rules.append(refusal.rule if refusal is not None else None)
            met.update(str(rule) for rule in rules if rule is not None)
    assert met - known == set()


@pytest.mark.heavy
@pytest.mark.parametrize("name", TUTORED)
def test_the_command_reports_every_chapter(name, capsys):
    assert main(["tutorial", name, "--quick"]) == 0
    out = capsys.readouterr().out
    script = load_tutorial(load(name))
    assert all(f". {chapter.title}:" in out for chapter in script.chapters)
    assert f"rules taught: {len(script.taught())}" in out


def test_every_game_has_a_tutorial_first_in_its_lessons():
    from pathlib import Path

    import nbformat

    root = Path(__file__).resolve().parents[2]
    assert TUTORED == list(GAMES)
    index = "\n".join(c.source for c in nbformat.read(root / "notebooks" / "index.ipynb", as_version=4).cells)
    for name in GAMES:
        notebook = root / "notebooks" / name / "00-learn-to-play.ipynb"
        assert notebook.is_file()
        lessons = index.split(f"## {load(name).title} lessons\n", 1)[1]
        first_row = lessons.split("|---|---|---|\n", 1)[1].splitlines()[0]
        assert f"({name}/00-learn-to-play.ipynb)" in first_row
        code = [c.source for c in nbformat.read(notebook, as_version=4).cells if c.cell_type == "code"]
        assert len(code) == 1 and f'tutorial("{name}")' in code[0]  # one cell to run

"""The classroom: the student edition holds no answer, solution or checker; the teacher's key is the lessons; a
returned notebook is graded from the answers it keeps.

The expected answers the searches look for come from running the teacher's lessons (``answers_of``: what each
lesson's own checker computes), and the right answers the graded notebooks give come from the rules engine and the
rulebook, not from the classroom code.
"""

from __future__ import annotations

import ast
import copy
import csv
import io
import json
import re
import shutil
import subprocess
import sys
import types
from xml.etree import ElementTree
from fractions import Fraction
from pathlib import Path

import ipywidgets as widgets
import nbformat
import pytest

import tablebook
from tablebook import cli
from tablebook.views import classroom
from tablebook.views.exercises import RECORD, PublicExercise

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "notebooks"
SETUP = "alien-frontiers/01-setup.ipynb"


@pytest.fixture(scope="module")
def editions(tmp_path_factory):
    out = tmp_path_factory.mktemp("classroom")
    assert cli.main(["classroom", str(out), "--lessons", str(LESSONS)]) == 0
    return out


def _lessons_with_exercises():
    return sorted(p.relative_to(LESSONS).as_posix() for p in LESSONS.rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in p.parts and classroom.exercises(nbformat.read(p, as_version=4)))


def _solutions(source: str) -> list[str]:
    """The literal text of a checker's ``solution=`` (the constant parts of an f-string)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.keyword) and node.arg == "solution":
            parts = node.value.values if isinstance(node.value, ast.JoinedStr) else [node.value]
            found += [p.value for p in parts if isinstance(p, ast.Constant) and isinstance(p.value, str)]
    return found


def test_every_lesson_has_its_exercises_in_both_editions(editions):
    lessons = _lessons_with_exercises()
    # every numbered lesson has exercises; the learn-to-play notebooks (00) and the index have none
    assert lessons == sorted(p.relative_to(LESSONS).as_posix() for p in LESSONS.glob("*/[0-9][0-9]-*.ipynb")
                             if not p.name.startswith("00-"))
    assert len(lessons) == 21  # four numbered lessons a game and the design lab's five
    for lesson in lessons:
        shipped = classroom.exercises(nbformat.read(LESSONS / lesson, as_version=4))
        student = classroom.exercises(nbformat.read(editions / "student" / lesson, as_version=4))
        assert [e.grade_id for e in student] == [e.grade_id for e in shipped], lesson
        assert all(e.answer is not None for e in student), lesson   # every exercise can be answered in code too


class _Table(widgets.VBox):
    """Stands for a lesson's live table: a widget with a position and its history."""

    state = types.SimpleNamespace(history=[])


def _bound_before(nb, name: str, before: int) -> bool:
    """Does a code cell before ``before`` that is not an exercise's check bind ``name`` (by ``def`` or ``=``)?"""
    checks = {e.check for e in classroom.exercises(nb)}
    return any(re.search(rf"^(def {re.escape(name)}\(|{re.escape(name)}\s*=)", c.source, re.M)
               for i, c in enumerate(nb.cells[:before]) if c.cell_type == "code" and i not in checks)


@pytest.mark.parametrize("lesson", _lessons_with_exercises())
def test_every_exercise_has_a_box_in_voila_and_is_graded_automatically(lesson):
    # Voilà shows no code: each exercise of the student edition (built from the stored record) must show a box to
    # answer in and a Check button, and its key must tell right from wrong, so that nothing is left "by hand"
    nb = nbformat.read(LESSONS / lesson, as_version=4)
    for exercise in classroom.exercises(nb):
        record, where = exercise.record, (lesson, exercise.grade_id)
        key = record["key"]
        assert key["hashes"], where
        table = None
        if key["kind"] == "moves":
            assert exercise.table and _bound_before(nb, exercise.table, exercise.check), where
            table = _Table()
        if key.get("outcome"):
            assert _bound_before(nb, key["outcome"], exercise.check), where   # the student edition keeps it
        public = PublicExercise(record["question"], key, hint=record["hint"], table=table, starter=record.get("starter", ""))
        inputs, _ = public.answer_box()
        assert inputs and all(isinstance(w, widgets.Widget) for w in inputs), where
        assert any(isinstance(c, widgets.Button) and c.description == "Check" for c in public.widget().children), where
        assert exercise.answer is not None and _bound_before(nb, exercise.grade_id, exercise.check), where   # or in code


def _raw(cells) -> str:
    """The words of some cells: their sources and outputs (text and data), as they would be read."""
    parts = []
    for cell in cells:
        parts.append(cell.source)
        for output in cell.get("outputs", []):
            parts.append(output.get("text", ""))
            parts += [v if isinstance(v, str) else json.dumps(v, ensure_ascii=False) for v in output.get("data", {}).values()]
    return "\n".join(parts)


def _core(line: str) -> str:
    """A line of source without the quotes, brackets and escapes around a string it holds."""
    return line.replace('\\"', '"').strip().strip(",\"'[]() ")


@pytest.mark.parametrize("lesson", _lessons_with_exercises())
def test_the_student_edition_holds_no_checker_and_no_solution(editions, lesson):
    teacher = nbformat.read(LESSONS / lesson, as_version=4)
    student = nbformat.read(editions / "student" / lesson, as_version=4)
    text = _raw(student.cells)
    checks = {e.check for e in classroom.exercises(teacher)}
    elsewhere = _raw([c for i, c in enumerate(teacher.cells) if i not in checks])
    for exercise in classroom.exercises(teacher):
        checker = teacher.cells[exercise.check].source
        # what a student is meant to see: the lesson's other cells, the exercise's question, hint, options and the
        # code its code box opens with
        shown = "\n".join([elsewhere, exercise.record["question"], exercise.record["hint"], exercise.record.get("starter", ""),
                           *map(str, exercise.record["key"]["options"] or [])])
        # the checker's own lines (its helpers, its expected value's computation), and its worked solution
        lines = checker.splitlines() + [line for solution in _solutions(checker) for line in solution.splitlines()]
        for line in map(_core, lines):
            if len(line) > 25 and line not in shown and exercise.record["question"][:20] not in line \
                    and exercise.record["hint"][:20] not in line:
                assert line not in text, (lesson, line)
    for exercise in classroom.exercises(student):
        source = student.cells[exercise.check].source
        assert "PublicExercise(" in source and "expected" not in source and "solution" not in source
        assert not re.search(r"\bExercise\(", source)
    assert "exercise-check" not in json.dumps([c.metadata for c in student.cells])


def _forms(value) -> list[str]:
    """How an expected answer could be written out in a notebook."""
    if isinstance(value, bool):
        return []                                   # True/False are in every yes/no exercise's words
    if isinstance(value, list):
        items = [str(v) for v in value]
        return [", ".join(items), json.dumps(value, ensure_ascii=False)[1:-1]] if len(items) > 1 else _forms(value[0])
    if isinstance(value, float):
        return [f"{value:.{d}f}" for d in (3, 4, 6)]
    if isinstance(value, int):
        return [str(value)]
    if isinstance(value, str) and "/" in value:     # an exact fraction
        return [value, f"{float(Fraction(value)):.4f}"]
    return [str(value), str(value).replace("-", " ")]


LEAK_SEARCHED = ["alien-frontiers/01-setup.ipynb", "alien-frontiers/04-odds.ipynb", "design/04-probability-in-design.ipynb",
                 "space-station-phoenix/01-setup.ipynb"]


@pytest.mark.heavy
@pytest.mark.parametrize("lesson", LEAK_SEARCHED)
def test_the_student_edition_holds_no_expected_answer(editions, lesson):
    # every exercise's expected answer, as the teacher's lesson computes it, searched for in the student's exercise
    # cells: the answer cell, the public check and their outputs (the rest is the lesson's text, the same in both)
    answers = classroom.answers_of(LESSONS / lesson)
    student = nbformat.read(editions / "student" / lesson, as_version=4)
    found = classroom.exercises(student)
    assert [a["question"] for a in answers] == [e.record["question"] for e in found]
    for answer, exercise in zip(answers, found):
        if exercise.record["key"]["kind"] in ("choice", "choices"):
            continue                                # the options are shown: the answer is among them by design
        cells = [student.cells[exercise.check], student.cells[exercise.answer]]
        texts = [c.source for c in cells] + [o.get("data", {}).get("text/plain", "") + o.get("text", "")
                                             for c in cells for o in c.get("outputs", [])]
        words = "\n".join(t.replace(exercise.record["question"], "").replace(exercise.record["hint"], "") for t in texts)
        for form in _forms(answer["expected"]) if answer["expected"] is not None else []:
            assert not re.search(rf"(?<![\w./]){re.escape(form)}(?![\w/])", words, re.I), (lesson, answer["question"], form)
        if answer["solution"]:
            assert answer["solution"][:40] not in words


def test_the_teacher_s_key_is_the_lessons_with_nbgrader_s_marks(editions):
    # the key's cells are the lessons' own, whose strict nbval runs in the lessons group
    for lesson in _lessons_with_exercises():
        shipped = nbformat.read(LESSONS / lesson, as_version=4)
        key = nbformat.read(editions / "teacher" / lesson, as_version=4)
        assert [(c.source, c.get("outputs")) for c in key.cells] == [(c.source, c.get("outputs")) for c in shipped.cells]
        for exercise in classroom.exercises(key):
            marks = key.cells[exercise.check].metadata["nbgrader"]
            assert marks["grade"] and marks["locked"] and marks["points"] == 1 and marks["grade_id"] == exercise.grade_id
            assert key.cells[exercise.answer].metadata["nbgrader"]["solution"]


def test_a_student_s_options_come_in_an_order_of_their_own(editions):
    # two lessons listed the right option first; the student edition orders every option list by a salted hash
    lesson = "design/02-rule-variants.ipynb"
    teacher = {e.grade_id: e.record for e in classroom.exercises(nbformat.read(LESSONS / lesson, as_version=4))}
    student = {e.grade_id: e.record for e in classroom.exercises(nbformat.read(editions / "student" / lesson, as_version=4))}
    options = [(teacher[g]["key"]["options"], student[g]["key"]["options"]) for g in teacher if teacher[g]["key"]["options"]]
    assert options and all(sorted(map(str, t)) == sorted(map(str, s)) for t, s in options)
    assert any(t != s for t, s in options)


# -- grading -----------------------------------------------------------------------------------------------------------
def _setup_answers() -> dict:
    """Right answers to the first Alien Frontiers lesson, from the engine and the rulebook."""
    table = tablebook.load("alien-frontiers").setup(players=3, seed=9)
    return {"answer_1": table.hands[1][0],                                   # green holds one card
            "answer_2": 22 - 3 - 3,                                          # the deck less three hands and the display
            "answer_3": "Yellow plays last in the first round: the most resources make up for the longest wait"}


def _returned(student_nb, answers: dict):
    """A returned notebook whose exercises keep ``answers`` as a check in the box keeps them (its record)."""
    nb = copy.deepcopy(student_nb)
    for exercise in classroom.exercises(nb):
        for output in nb.cells[exercise.check].outputs:
            if RECORD in output.get("data", {}) and exercise.grade_id in answers:
                output["data"][RECORD]["answer"] = answers[exercise.grade_id]
    return nb


def test_grading_a_right_and_a_partly_wrong_notebook(editions, tmp_path):
    student = nbformat.read(editions / "student" / SETUP, as_version=4)
    right = _setup_answers()
    partly = {**right, "answer_2": right["answer_2"] + 1}
    partly.pop("answer_3")                                                  # not answered
    for name, answers in (("ada", right), ("ben", partly)):
        path = tmp_path / "returned" / name / "lessons" / Path(SETUP).name
        path.parent.mkdir(parents=True)
        nbformat.write(_returned(student, answers), path)
    scores = tmp_path / "scores.csv"
    assert cli.main(["classroom", "grade", str(tmp_path / "returned"), "--key", str(editions / "teacher"),
                     "--csv", str(scores)]) == 0
    rows = list(csv.DictReader(io.StringIO(scores.read_text())))
    table = {(r["student"], r["exercise"]): (r["status"], r["score"]) for r in rows}
    assert table == {("ada", "answer_1"): ("right", "1"), ("ada", "answer_2"): ("right", "1"), ("ada", "answer_3"): ("right", "1"),
                     ("ben", "answer_1"): ("right", "1"), ("ben", "answer_2"): ("wrong", "0"),
                     ("ben", "answer_3"): ("unanswered", "0")}
    assert {r["lesson"] for r in rows} == {SETUP}


def test_grading_reads_the_teacher_s_key_not_the_student_s(editions, tmp_path):
    # a student who rewrites the key of their own copy to hash their answer gains nothing
    student = nbformat.read(editions / "student" / SETUP, as_version=4)
    forged = _returned(student, {"answer_2": 99})
    from tablebook.views.exercises import Exercise
    for exercise in classroom.exercises(forged):
        if exercise.grade_id == "answer_2":
            for output in forged.cells[exercise.check].outputs:
                if RECORD in output.get("data", {}):
                    output["data"][RECORD]["key"] = Exercise("Q", expected=99).key() | {"salt": output["data"][RECORD]["key"]["salt"]}
    path = tmp_path / "returned" / "eve" / Path(SETUP).name
    path.parent.mkdir(parents=True)
    nbformat.write(forged, path)
    rows = classroom.grade(tmp_path / "returned", editions / "teacher")
    assert [(r["exercise"], r["status"]) for r in rows if r["exercise"] == "answer_2"] == [("answer_2", "wrong")]


def test_an_exercise_without_right_answers_in_its_key_is_listed_for_grading_by_hand(editions, tmp_path):
    # no lesson has one any more; a teacher's own exercise may (a predicate without accepted answers)
    key = tmp_path / "key"
    shutil.copytree(editions / "teacher", key)
    nb = nbformat.read(key / SETUP, as_version=4)
    for exercise in classroom.exercises(nb):
        for output in nb.cells[exercise.check].outputs:
            if RECORD in output.get("data", {}) and exercise.grade_id == "answer_2":
                output["data"][RECORD]["key"]["hashes"] = []
    nbformat.write(nb, key / SETUP)
    path = tmp_path / "returned" / "ada" / Path(SETUP).name
    path.parent.mkdir(parents=True)
    nbformat.write(_returned(nbformat.read(editions / "student" / SETUP, as_version=4), {"answer_2": 16}), path)
    rows = {r["exercise"]: r for r in classroom.grade(tmp_path / "returned", key)}
    assert rows["answer_2"]["status"] == "by hand" and rows["answer_2"]["score"] == "" and rows["answer_2"]["answer"] == "16"
    assert rows["answer_1"]["status"] == "unanswered"


SCORING, TURN = "alien-frontiers/03-scoring.ipynb", "alien-frontiers/02-turn-flow.ipynb"
# Exercise 5 of the scoring lesson, worked out from the rulebook's scoring (a colony 1 VP, control of a territory
# 1 VP, the Alien City 1 VP) on the lesson's last_colony() board: Blue has 4 colonies and controls nothing (4 VP).
TIES = {
    # two more colonies alone on Burroughs Desert (+2, +1 control) and the Alien City (+1): 8, Red's 8 and Green's 8 kept
    "ada": ("def answer_5(state):\n    put_colonies(state, 'burroughs-desert', blue=2)\n"
            "    hand_over(state, 'blue', 'alien-city')\n"),
    # one colony there: 4 + 1 + 1 control = 6, no tie
    "ben": "def answer_5(state):\n    put_colonies(state, 'burroughs-desert', blue=1)\n",
    # a card that does not exist: the function stops, a wrong answer
    "cy": "def answer_5(state):\n    hand_over(state, 'blue', 'no-such-card')\n",
}


TURN_SEED = 2035  # the seed of the turn lesson's fresh() positions


def _claim_moves(first: int, second: int) -> list[str]:
    """Red's moves from a 2 4 6 roll: two ships to the Alien Artifact, the display kept, and a claim if the engine
    offers one (more than 7 docked, by the rulebook)."""
    state = tablebook.load("alien-frontiers").setup(players=3, seed=TURN_SEED)
    state.apply("roll 2 4 6")
    moves = [f"dock alien-artifact {first}", "keep", f"dock alien-artifact {second}", "keep"]
    for move in moves:
        state.apply(move)
    claims = [str(a) for a in state.legal_actions() if a.verb == "claim"]
    return moves + claims[:1]


def _docks(roll: str) -> list[str]:
    """Where red may dock after ``roll`` with nothing in store, by the rules engine."""
    state = tablebook.load("alien-frontiers").setup(players=3, seed=TURN_SEED)
    state.apply(f"roll {roll}")
    return sorted({str(a).split()[1] for a in state.legal_actions() if a.verb == "dock"})


@pytest.mark.heavy
def test_grading_runs_code_and_moves_answers_in_the_teacher_s_lesson(editions, tmp_path):
    # ada hands back the turn lesson all right and the scoring lesson's function right; ben and cy partly wrong
    turn = {"ada": {"answer_1": _docks("2 2 2"), "answer_2": ["use stasis-beam 2"], "answer_3": _claim_moves(6, 2)},
            # the Stasis Beam on the 2 makes it a 1 (the rulebook: -1 to one ship); ben's 2 and 4 make 6, not more than 7
            "ben": {"answer_1": _docks("2 2 2")[:-1], "answer_2": ["use stasis-beam 5"], "answer_3": _claim_moves(2, 4)},
            "cy": {"answer_3": ["dock alien-artifact 9"]}}
    assert turn["ada"]["answer_3"][-1].startswith("claim") and not turn["ben"]["answer_3"][-1].startswith("claim")
    for lesson, answers in ((SCORING, {s: {"answer_5": code} for s, code in TIES.items()}), (TURN, turn)):
        student = nbformat.read(editions / "student" / lesson, as_version=4)
        for name, given in answers.items():
            path = tmp_path / "returned" / name / Path(lesson).name
            path.parent.mkdir(parents=True, exist_ok=True)
            nbformat.write(_returned(student, given), path)
    rows = {(r["student"], r["lesson"], r["exercise"]): r["status"]
            for r in classroom.grade(tmp_path / "returned", editions / "teacher")}
    assert {k: v for k, v in rows.items() if k[1] == TURN} == {
        ("ada", TURN, "answer_1"): "right", ("ada", TURN, "answer_2"): "right", ("ada", TURN, "answer_3"): "right",
        ("ben", TURN, "answer_1"): "wrong", ("ben", TURN, "answer_2"): "wrong", ("ben", TURN, "answer_3"): "wrong",
        ("cy", TURN, "answer_1"): "unanswered", ("cy", TURN, "answer_2"): "unanswered", ("cy", TURN, "answer_3"): "wrong"}
    assert {k[0]: v for k, v in rows.items() if k[1:] == (SCORING, "answer_5")} == {"ada": "right", "ben": "wrong", "cy": "wrong"}
    assert {v for k, v in rows.items() if k[1] == SCORING and k[2] != "answer_5"} == {"unanswered"}


@pytest.mark.heavy
def test_a_student_edition_answered_in_code_is_graded(editions, tmp_path):
    # the student's notebook run as a learner runs it, answers set in code, then graded as handed back
    student = nbformat.read(editions / "student" / SETUP, as_version=4)
    right = _setup_answers()
    for exercise in classroom.exercises(student):
        cell = student.cells[exercise.answer]
        given = right[exercise.grade_id] if exercise.grade_id != "answer_2" else right["answer_2"] - 1
        cell.source = cell.source.replace(f"{exercise.grade_id} = None", f"{exercise.grade_id} = {given!r}")
    folder = editions / "student" / Path(SETUP).parent
    path = folder / "answered.ipynb"
    nbformat.write(student, path)
    try:
        subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
                        str(path)], check=True, cwd=folder, capture_output=True)
        returned = tmp_path / "returned" / "ada" / Path(SETUP).name
        returned.parent.mkdir(parents=True)
        returned.write_text(path.read_text())
    finally:
        path.unlink()
    rows = classroom.grade(tmp_path / "returned", editions / "teacher")
    assert [(r["exercise"], r["status"]) for r in rows] == [("answer_1", "right"), ("answer_2", "wrong"), ("answer_3", "right")]


def test_the_student_edition_changes_only_the_exercises_checks(editions):
    # cell by cell, every other cell of every lesson is the teacher's, source and stored outputs; a lesson without
    # exercises is the teacher's whole (its strict nbval run is the lessons' own)
    for path in sorted(LESSONS.rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue  # JupyterLab's own copies of lessons opened in place, which the editions leave out
        lesson = path.relative_to(LESSONS).as_posix()
        teacher = nbformat.read(editions / "teacher" / lesson, as_version=4)
        student = nbformat.read(editions / "student" / lesson, as_version=4)
        checks = {e.check for e in classroom.exercises(teacher)}
        kept = [c for c in student.cells if classroom.NOTE_TAG not in c.metadata.get("tags", [])]
        assert len(kept) == len(teacher.cells) and len(student.cells) == len(kept) + bool(checks), lesson
        for i, (mine, theirs) in enumerate(zip(kept, teacher.cells)):
            if i not in checks:
                assert (mine.source, mine.get("outputs")) == (theirs.source, theirs.get("outputs")), (lesson, i)


@pytest.fixture(scope="module")
def student_runs(editions, tmp_path_factory) -> dict[str, list]:
    """Every student lesson with exercises, its answers unset, under strict nbval in one pytest run (a kernel per
    lesson): lesson → the results of its cells (``junitxml`` test cases)."""
    report = tmp_path_factory.mktemp("nbval") / "report.xml"
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval", "--nbval-current-env",
                    "--nbval-sanitize-with", str(ROOT / "tests" / "nbval_sanitize.cfg"), "--rootdir", ".",
                    "-o", "junit_family=xunit1", "--junitxml", str(report), *_lessons_with_exercises()],
                   cwd=editions / "student", capture_output=True, text=True)
    runs: dict[str, list] = {}
    for case in ElementTree.parse(report).iter("testcase"):
        runs.setdefault(case.get("file"), []).append(case)
    return runs


@pytest.mark.lessons
@pytest.mark.parametrize("lesson", _lessons_with_exercises())
def test_the_student_edition_runs_under_strict_nbval_with_its_answers_unset(student_runs, lesson):
    cells = student_runs.get(lesson, [])
    assert len(cells) == sum(c.cell_type == "code" for c in nbformat.read(LESSONS / lesson, as_version=4).cells)
    failed = [(case.get("name"), (problem.get("message") or "")[:2000])
              for case in cells for problem in case if problem.tag in ("failure", "error")]
    assert not failed, failed


def test_the_teachers_page_lists_every_exercise():
    page = (ROOT / "docs" / "teaching.md").read_text()
    for lesson in _lessons_with_exercises():
        assert f"(../notebooks/{lesson})" in page, lesson
        for exercise in classroom.exercises(nbformat.read(LESSONS / lesson, as_version=4)):
            question = exercise.record["question"].replace("|", "\\|")
            assert f"| `{exercise.grade_id}` | {question} |" in page, (lesson, exercise.grade_id)

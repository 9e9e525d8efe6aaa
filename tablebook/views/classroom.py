"""The classroom: a student edition of the lessons with the answers taken out, the teacher's key, and grading.

``tablebook classroom OUT`` writes two copies of the lessons:

* ``OUT/teacher/``: the lessons as they are — each exercise's checker cell computes its expected value and holds
  its worked solution; this is the key;
* ``OUT/student/``: the same lessons, each checker cell replaced by a public check that holds only the exercise's
  question, hint and public key (``answer_key``: salted hashes of the right answers). Expected values, solutions and
  the checkers' code are not in the student's files at all — not hidden, absent.

The conventions are nbgrader's: every exercise is a pair of cells marked in their metadata (``nbgrader``: the
answer cell ``solution: true``, the check cell ``grade: true`` with its ``grade_id`` and ``points``, locked), the
student edition is generated from the instructor's notebook, and returned notebooks are collected as
``RETURNED/<student>/…/<lesson>.ipynb`` (nbgrader's ``submitted/<student>/<assignment>/``). nbgrader rather than
otter-grader because its marks live in each cell's metadata, so a lesson keeps its cells as they are, where
otter's ``assign`` needs configuration cells and test files written for it; neither tool is needed here.

``tablebook classroom grade RETURNED/`` grades what comes back: each exercise's cell output keeps the learner's
last checked answer (``exercises.RECORD``, saved with the notebook), and the answer is judged by the key's public
check — the teacher's copy of it, so editing one's own notebook changes nothing. Most answers are judged without
running anything. An answer judged by its outcome (a function the learner wrote, moves with many right forms) is
run: the teacher's lesson runs in a kernel up to that exercise, where the learner's code or moves go through the
lesson's outcome function (so a teacher grading runs the students' code, as nbgrader's autograding does). An
exercise whose key has no right answer to compare with is listed with its answer and "by hand".
"""

from __future__ import annotations

import copy
import csv
import itertools
import hashlib
import json
import os
import pprint
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError

from tablebook.lessons import shipped_files
from tablebook.views.exercises import ANSWERS, RECORD, PublicExercise

CHECK_TAG = "exercise-check"
LESSON_KEY = "tablebook"                 # notebook metadata: {"lesson": its path among the lessons}
STUDENT_NOTE = """> **Student edition.** Answer each exercise in its box and click *Check* (or set the answer in the code
> cell above it and run the exercise's cell). The check tells right from wrong without knowing the answer; there are
> no solutions here. Save the notebook when you are done and hand it in: it keeps the answers you last checked
> (running all cells again starts the exercises over, except the answers you set in code)."""
NOTE_TAG = "tb-student-note"


# -- finding the exercises -----------------------------------------------------------------------------------------
class Found:
    """One exercise of a lesson: its check cell, its answer cell (if any), its grade id and its stored record."""

    def __init__(self, check: int, answer: int | None, grade_id: str, record: dict | None, table: str | None):
        self.check, self.answer, self.grade_id, self.record, self.table = check, answer, grade_id, record, table


def stored_record(cell) -> dict | None:
    """The exercise record in a cell's stored outputs (the last one: each check replaces it)."""
    records = [o["data"][RECORD] for o in cell.get("outputs", []) if RECORD in o.get("data", {})]
    return records[-1] if records else None


def exercises(nb) -> list[Found]:
    """The exercises of a notebook: its cells tagged ``exercise-check`` (the teacher's) or marked by nbgrader."""
    found = []
    for i, cell in enumerate(nb.cells):
        marks = cell.metadata.get("nbgrader", {})
        if cell.cell_type != "code" or not (CHECK_TAG in cell.metadata.get("tags", []) or marks.get("grade")):
            continue
        variable = re.search(r"\.check\((\w+)\)", cell.source)
        name = variable.group(1) if variable else f"exercise_{len(found) + 1}"
        answer = next((j for j in range(i - 1, -1, -1) if nb.cells[j].cell_type == "code"
                       and re.search(rf"^{re.escape(name)}\s*=", nb.cells[j].source, re.M)), None)
        table = re.search(r"\btable=([A-Za-z_]\w*)", cell.source)
        found.append(Found(i, answer, marks.get("grade_id", name), stored_record(cell), table and table.group(1)))
    return found


def _mark(cell, **marks) -> None:
    cell.metadata["nbgrader"] = {"schema_version": 3, "task": False, **marks}


def public_cell(exercise: Found) -> str:
    """The source of a student's check cell: the question, hint and public key, nothing else."""
    record = exercise.record
    table = f"    table={exercise.table},\n" if exercise.table else ""
    outcome = f"    outcome={record['key']['outcome']},\n" if record["key"].get("outcome") else ""
    starter = f"    starter={record['starter']!r},\n" if record.get("starter") else ""
    key = pprint.pformat(record["key"], width=110, sort_dicts=False).replace("\n", "\n" + " " * 8)
    return (f"from tablebook.views.exercises import PublicExercise\n"
            f"PublicExercise(\n    {record['question']!r},\n    hint={record['hint']!r},\n{table}{outcome}{starter}"
            f"    key={key},\n).check({exercise.grade_id})")


# -- the two editions ----------------------------------------------------------------------------------------------
def teacher_edition(nb, lesson: str):
    """The lesson with nbgrader's marks on its exercises."""
    nb = copy.deepcopy(nb)
    nb.metadata[LESSON_KEY] = {"lesson": lesson}
    for exercise in exercises(nb):
        _mark(nb.cells[exercise.check], grade=True, solution=False, locked=True, points=1, grade_id=exercise.grade_id)
        if exercise.answer is not None:
            _mark(nb.cells[exercise.answer], grade=False, solution=True, locked=False,
                  grade_id=f"{exercise.grade_id}-answer")
    return nb


def shuffled(record: dict) -> dict:
    """The record with its options in an order of their own, the same every time: a lesson that lists the right
    option first would otherwise tell it by its place."""
    key = record["key"]
    if not key.get("options"):
        return record
    options = sorted(key["options"], key=lambda o: hashlib.sha256(f"{key['salt']}|{o}".encode()).hexdigest())
    return {**record, "key": {**key, "options": options}}


def student_edition(nb, lesson: str):
    """The lesson with every checker replaced by its public check; raises if an exercise has no stored record
    (the lesson must have been run: ``notebooks/regenerate.py``)."""
    nb = teacher_edition(nb, lesson)
    for exercise in exercises(nb):
        if exercise.record is None:
            raise ValueError(f"{lesson}: the exercise of cell {exercise.check} has no stored record; run the lesson first")
        exercise.record = shuffled(exercise.record)
        cell = nb.cells[exercise.check]
        for output in cell.outputs:
            if RECORD in output.get("data", {}):
                output["data"][RECORD] = exercise.record
        cell.source = public_cell(exercise)
        cell.metadata.pop("tags", None)
        cell.metadata.update(editable=False, deletable=False)
        cell.metadata.setdefault("jupyter", {})["source_hidden"] = True
    if exercises(nb):
        note = nbformat.v4.new_markdown_cell(STUDENT_NOTE, metadata={"tags": [NOTE_TAG]})
        note.id = NOTE_TAG
        at = next((i + 1 for i, c in enumerate(nb.cells) if c.cell_type == "markdown" and c.source.startswith("# ")), 0)
        nb.cells.insert(at, note)
    return nb


def write_editions(lessons: Path, out: Path) -> dict[str, int]:
    """Write ``out/teacher`` and ``out/student`` from the lessons in ``lessons``; the number of exercises of each."""
    counts = {}
    for name in shipped_files(lessons):
        for edition in ("teacher", "student"):
            (out / edition / name).parent.mkdir(parents=True, exist_ok=True)
        if name.suffix != ".ipynb":
            for edition in ("teacher", "student"):
                shutil.copyfile(lessons / name, out / edition / name)
            continue
        nb = nbformat.read(lessons / name, as_version=4)
        lesson = name.as_posix()
        nbformat.write(teacher_edition(nb, lesson), out / "teacher" / name)
        nbformat.write(student_edition(nb, lesson), out / "student" / name)
        counts[lesson] = len(exercises(nb))
    return counts


# -- the readable key ----------------------------------------------------------------------------------------------
def answers_of(lesson: Path, timeout: int = 900) -> list[dict]:
    """Run a lesson and collect its exercises' expected answers and solutions (what its checkers compute), in order."""
    with tempfile.TemporaryDirectory() as tmp:
        notes = Path(tmp) / "answers.jsonl"
        env = dict(os.environ, PLOTLY_RENDERER="plotly_mimetype", **{ANSWERS: str(notes)})
        subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
                        f"--ExecutePreprocessor.timeout={timeout}", "--output-dir", tmp, "--output", "ran", str(lesson.resolve())],
                       check=True, env=env, cwd=lesson.parent, capture_output=True)
        return [json.loads(line) for line in notes.read_text().splitlines()] if notes.exists() else []


def write_answers(lessons: Path, out: Path, names: list[str]) -> Path:
    """``out/teacher/answers.md``: every exercise's question, expected answer and solution, from running the lessons."""
    lines = ["# The answers", "", "Made by `tablebook classroom OUT --answers`, from running each lesson.", ""]
    for name in names:
        found = answers_of(lessons / name)
        if not found:
            continue
        lines += [f"## {name}", ""]
        for note in found:
            lines += [f"**{note['question']}** — {_answer_words(note)}", "", note["solution"] or "(no worked solution)", ""]
    path = out / "teacher" / "answers.md"
    path.write_text("\n".join(lines))
    return path


def _answer_words(note: dict) -> str:
    if note["expected"] is not None:
        return f"`{json.dumps(note['expected'], ensure_ascii=False)}`" + (f" (within {note['tolerance']})" if note["tolerance"] else "")
    if note["accepted"]:
        return "any of " + ", ".join(f"`{json.dumps(a, ensure_ascii=False)}`" for a in note["accepted"])
    return "checked by the lesson's checker (see the solution)"


# -- grading -------------------------------------------------------------------------------------------------------
FIELDS = ["student", "lesson", "exercise", "question", "answer", "status", "score", "points"]


def notebooks(folder: Path) -> list[Path]:
    """The notebooks below ``folder``, without JupyterLab's checkpoint copies."""
    return [path for path in sorted(folder.rglob("*.ipynb")) if ".ipynb_checkpoints" not in path.parts]


def key_records(key: Path) -> dict[str, tuple[Path, dict[str, dict]]]:
    """The teacher's lessons under ``key``: lesson → its notebook and its records by grade id."""
    records = {}
    for path in notebooks(key):
        nb = nbformat.read(path, as_version=4)
        lesson = nb.metadata.get(LESSON_KEY, {}).get("lesson", path.relative_to(key).as_posix())
        records[lesson] = (path, {e.grade_id: e.record for e in exercises(nb) if e.record is not None})
    return records


MARK = "tablebook-judged:"


def judging_cell(record: dict, answers: list) -> str:
    """A cell that judges ``answers`` to one exercise by the key's public check and the lesson's outcome function,
    and prints their statuses."""
    return (f"import json as _json\nfrom tablebook.views.exercises import PublicExercise as _Public\n"
            f"_judge = _Public({record['question']!r}, _json.loads({json.dumps(record['key'])!r}), "
            f"outcome={record['key']['outcome']})\n"
            f"print({MARK!r} + _json.dumps([_judge.verdict(a).status for a in _json.loads({json.dumps(answers)!r})]))")


def run_judged(path: Path, records: dict[str, dict], asked: dict[str, list], timeout: int = 900) -> dict[str, list[str]]:
    """The statuses of answers judged by their outcome: the teacher's lesson at ``path`` run up to each asked exercise
    (grade id → answers), the answers judged there. Answers whose run fails or hangs are left "by hand"."""
    nb = nbformat.read(path, as_version=4)
    at = {e.grade_id: e.check for e in exercises(nb) if e.grade_id in asked}
    cells, judged = [], []
    for i, cell in enumerate(nb.cells[: max(at.values()) + 1]):
        cells.append(cell)
        for grade_id in [g for g, j in at.items() if j == i]:
            cells.append(nbformat.v4.new_code_cell(judging_cell(records[grade_id], asked[grade_id])))
            judged.append((grade_id, cells[-1]))
    nb.cells = cells
    try:
        NotebookClient(nb, timeout=timeout, resources={"metadata": {"path": str(path.parent)}}).execute()
    except (CellExecutionError, CellTimeoutError):
        pass
    statuses = {}
    for grade_id, cell in judged:
        printed = "".join(o.get("text", "") for o in cell.get("outputs", []) if o.get("name") == "stdout")
        line = next((ln for ln in printed.splitlines() if ln.startswith(MARK)), None)
        statuses[grade_id] = json.loads(line[len(MARK):]) if line else ["recorded"] * len(asked[grade_id])
    return statuses


def grade(returned: Path, key: Path) -> list[dict]:
    """One row per student and exercise: the answer each returned notebook keeps, judged by the key's public check
    (answers judged by an outcome are run in the teacher's lesson, once per lesson for every student)."""
    keys = key_records(key)
    rows, run = [], []
    for path in notebooks(returned):
        relative = path.relative_to(returned)
        student = relative.parts[0] if len(relative.parts) > 1 else relative.stem
        nb = nbformat.read(path, as_version=4)
        lesson = nb.metadata.get(LESSON_KEY, {}).get("lesson")
        if lesson not in keys:
            continue
        for exercise in exercises(nb):
            teacher = keys[lesson][1].get(exercise.grade_id)
            if teacher is None:
                continue
            answer = exercise.record["answer"] if exercise.record else None
            row = {"student": student, "lesson": lesson, "exercise": exercise.grade_id, "question": teacher["question"],
                   "answer": "" if answer is None else json.dumps(answer, ensure_ascii=False), "points": 1}
            if answer is not None and teacher["key"].get("outcome"):
                run.append((row, answer))
            else:
                _score(row, PublicExercise(teacher["question"], teacher["key"]).verdict(answer).status)
            rows.append(row)
    for lesson, group in itertools.groupby(sorted(run, key=lambda r: r[0]["lesson"]), key=lambda r: r[0]["lesson"]):
        group = list(group)
        asked: dict[str, list] = {}
        for row, answer in group:
            asked.setdefault(row["exercise"], []).append(answer)
        path, records = keys[lesson]
        statuses = {g: iter(s) for g, s in run_judged(path, records, asked).items()}
        for row, _ in group:
            _score(row, next(statuses[row["exercise"]]))
    return rows


def _score(row: dict, status: str) -> None:
    row["status"] = "by hand" if status == "recorded" else status
    row["score"] = {"right": 1, "wrong": 0, "unanswered": 0}.get(status, "")


def write_grades(rows: list[dict], out) -> None:
    writer = csv.DictWriter(out, fieldnames=FIELDS)
    writer.writeheader()
    writer.writerows(rows)

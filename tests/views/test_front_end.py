"""A view's front end joined into one ES module, sent once per view, and every front-end function kept short.

The joined module is what the bootstrap of every table (widgets/bootstrap.js) loads from a blob: URL; node loads it
here the same way, without a DOM, to check that the joining left a module whose default export renders.
"""

from __future__ import annotations

import json
import re
import shutil
import time
import subprocess
from pathlib import Path

import pytest

from tablebook.views import front_end
from tablebook.views.front_end import joined, widgets_dir

LONGEST = 150  # lines: a function longer than this is more than one panel's job
ROOT = Path(__file__).resolve().parents[2]


def _code_only(source: str) -> str:
    """The source with comments, strings and template texts blanked (newlines kept), so braces are code's own."""
    out, i, n = [], 0, len(source)
    templates: list[int] = []  # brace depth at each open ${ … } of a template literal
    depth = 0
    while i < n:
        c, two = source[i], source[i:i + 2]
        if two == "//":
            j = source.find("\n", i)
            j = n if j < 0 else j
        elif two == "/*":
            j = source.index("*/", i) + 2
        elif c in "\"'":
            j = i + 1
            while source[j] != c:
                j += 2 if source[j] == "\\" else 1
            j += 1
        elif c == "/" and re.search(r"(^|[(,=:[!&|?{};]|\breturn)\s*$", "".join(out[-40:])):
            j, in_class = i + 1, False  # a regular expression literal
            while in_class or source[j] != "/":
                in_class = (in_class or source[j] == "[") and source[j] != "]"
                j += 2 if source[j] == "\\" else 1
            j += 1
        elif c == "`" or (c == "}" and templates and templates[-1] == depth):
            if c == "}":
                templates.pop()
            j = i + 1
            while source[j] != "`" and source[j:j + 2] != "${":
                j += 2 if source[j] == "\\" else 1
            if source[j] == "`":
                j += 1
            else:
                templates.append(depth)
                j += 2
            out.append(re.sub(r"[^\n]", " ", source[i:j]))
            i = j
            continue
        else:
            depth += {"{": 1, "}": -1}.get(c, 0)
            out.append(c)
            i += 1
            continue
        out.append(re.sub(r"[^\n]", " ", source[i:j]))
        i = j
    return "".join(out)


def function_lengths(source: str) -> list[tuple[int, int]]:
    """(first line, lines) of every function body: a block after ``=>``, or after ``(…)`` not of if/for/while/…"""
    code = _code_only(source)
    found = []
    for match in re.finditer(r"(=>\s*\{)|(\)\s*\{)", code):
        start = match.end() - 1
        if match[2]:
            open_paren, level = match.start(), 0
            for k in range(match.start(), -1, -1):
                level += {")": 1, "(": -1}.get(code[k], 0)
                if level == 0:
                    open_paren = k
                    break
            if re.search(r"\b(if|for|while|switch|catch|with)\s*$", code[:open_paren]):
                continue
        level, end = 0, start
        for end in range(start, len(code)):
            level += {"{": 1, "}": -1}.get(code[end], 0)
            if level == 0:
                break
        first = code.count("\n", 0, start) + 1
        found.append((first, code.count("\n", start, end) + 1))
    return found


def test_the_scan_measures_functions_and_not_blocks():
    source = "function a(x) {\n  if (x) {\n    return `${x}}{`;\n  }\n  // }\n}\nconst b = () => {\n};\nfor (;;) {\n}\n"
    assert function_lengths(source) == [(1, 6), (7, 2)]
    long = "const f = (x) => {\n" + "  x++;\n" * LONGEST + "};\n"
    assert max(lines for _, lines in function_lengths(long)) > LONGEST


def test_no_front_end_function_is_over_150_lines():
    too_long = []
    for path in sorted(widgets_dir().rglob("*.js")):
        for line, lines in function_lengths(path.read_text()):
            if lines > LONGEST:
                too_long.append(f"{path.relative_to(widgets_dir()).as_posix()}:{line} is {lines} lines")
    assert not too_long, too_long


VIEWS = ["alien_frontiers.js", "gaia_project.js", "space_station.js", "space_station_phoenix.js"]


@pytest.mark.parametrize("entry", VIEWS)
def test_each_view_is_one_module_whose_default_export_renders(entry, tmp_path):
    node = shutil.which("node")
    assert node, "Node.js is needed to load the joined modules"
    text = joined(entry)
    assert not re.search(r"^import\b", text, re.M), "an import left in the joined module"
    module = tmp_path / "view.mjs"
    module.write_text(text)
    check = f"import('{module.as_uri()}').then((m) => {{ if (typeof m.default.render !== 'function') process.exit(3); }})"
    result = subprocess.run([node, "-e", check], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]


def test_a_table_carries_the_bootstrap_and_its_view_module_goes_once_in_a_shared_widget():
    import tablebook
    from tablebook.views import AlienFrontiersTable, SpaceStationTable

    game = tablebook.load("alien-frontiers")
    first, second = (AlienFrontiersTable(game.setup(players=2, seed=seed)) for seed in (1, 2))
    other = SpaceStationTable(tablebook.load("space-station").setup(players=2, seed=1))
    state = first.get_state()
    assert len(state["_esm"]) < 2000 and "function mount" not in state["_esm"]
    assert "_css" not in state or not state["_css"]
    kit = (widgets_dir() / "table_kit.js").read_text()
    own = json.dumps({k: v for k, v in state.items() if k not in ("model", "glossary", "coach")})
    assert len(own) < 4000 and "HOVER_MS" not in own, "no module text in a table's own state"
    assert "export const HOVER_MS" in kit
    code = first._front_end_module
    assert state["_front_end_module"] == f"IPY_MODEL_{code.model_id}"
    assert second._front_end_module is code and other._front_end_module is not code
    assert code.esm == joined("alien_frontiers.js") and "function mount" in code.esm
    assert code.css == (widgets_dir() / "alien_frontiers.css").read_text()
    assert code.key.startswith("alien_frontiers.js#") and code.key != other._front_end_module.key


def test_a_closed_shared_front_end_is_made_again():
    import tablebook
    from tablebook.views import AlienFrontiersTable

    setup = tablebook.load("alien-frontiers").setup(players=2, seed=1)
    code = AlienFrontiersTable(setup)._front_end_module
    code.close()
    again = AlienFrontiersTable(setup)._front_end_module
    assert again is not code and again.comm is not None and again.key == code.key


def test_an_import_or_export_it_cannot_read_is_an_error(tmp_path, monkeypatch):
    monkeypatch.setattr(front_end, "widgets_dir", lambda: tmp_path)
    (tmp_path / "kit.js").write_text("export default 1;\n")
    (tmp_path / "view.js").write_text('import { a } from "./kit.js";\nexport default { a };\n')
    with pytest.raises(ValueError, match="kit.js: cannot join 'export default 1;'"):
        joined("view.js")
    (tmp_path / "kit.js").write_text("export const a = 1;\n")
    (tmp_path / "view.js").write_text('import a from "./kit.js";\nexport default { a };\n')
    with pytest.raises(ValueError, match="view.js: cannot join"):
        joined("view.js")
    (tmp_path / "kit.js").write_text('import { b } from "./view.js";\nexport const a = 1;\n')
    (tmp_path / "view.js").write_text('import { a } from "./kit.js";\nexport const b = 2;\nexport default { a };\n')
    with pytest.raises(ValueError, match="import cycle: view.js → kit.js → view.js"):
        joined("view.js")


def test_imports_are_bound_by_name_and_each_module_joined_once(tmp_path, monkeypatch):
    monkeypatch.setattr(front_end, "widgets_dir", lambda: tmp_path)
    (tmp_path / "part").mkdir()
    (tmp_path / "kit.js").write_text("export const a = 1;\nexport function b() {\n  return 2;\n}\n")
    (tmp_path / "part" / "p.js").write_text('import { a, b as c } from "../kit.js";\nexport const p = a + c();\n')
    (tmp_path / "view.js").write_text('import * as K from "./kit.js";\nimport { p } from "./part/p.js";\n'
                                      "export default { render: () => K.a + p };\n")
    text = joined("view.js")
    assert text.count("const __tb_kit = (() => {") == 1
    assert "const { a, b: c } = __tb_kit;" in text and "const K = __tb_kit;" in text
    assert "const { p } = __tb_part_p;" in text and "return { a, b };" in text
    node = shutil.which("node")
    module = tmp_path / "joined.mjs"
    module.write_text(text)
    result = subprocess.run([node, "-e", f"import('{module.as_uri()}').then((m) => console.log(m.default.render()))"],
                            capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "4", result.stderr


def test_with_hot_reload_a_changed_widget_file_reaches_the_shared_front_end(tmp_path, monkeypatch):
    monkeypatch.setattr(front_end, "widgets_dir", lambda: tmp_path)
    monkeypatch.setenv("ANYWIDGET_HMR", "1")
    (tmp_path / "kit.js").write_text("export const a = 1;\n")
    (tmp_path / "hot.js").write_text('import { a } from "./kit.js";\nexport default { a };\n')
    (tmp_path / "hot.css").write_text(".hot { color: red; }\n")

    class Table:
        """An open table of the view (hot reload follows the view while one is open)."""

    table = Table()
    code = front_end.shared("hot.js")
    first = code.key
    front_end.hot_reload("hot.js", table)
    time.sleep(0.6)  # the mtime's resolution may be coarse: change it after the first look
    (tmp_path / "kit.js").write_text("export const a = 2;\n")
    deadline = time.monotonic() + 10
    while "const a = 2;" not in code.esm and time.monotonic() < deadline:
        time.sleep(0.1)
    assert code.esm == joined("hot.js") and "const a = 2;" in code.esm and code.key != first
    second = code.key
    (tmp_path / "hot.css").write_text(".hot { color: blue; }\n")
    while code.key == second and time.monotonic() < deadline + 10:
        time.sleep(0.1)
    assert code.css == ".hot { color: blue; }\n" and code.key not in (first, second)
    del table
    deadline = time.monotonic() + 10
    while "hot.js" in front_end._FOLLOWED and time.monotonic() < deadline:
        time.sleep(0.1)
    assert "hot.js" not in front_end._FOLLOWED, "the reload stops once no table of the view is open"
    code.close()


def test_without_hot_reload_nothing_is_followed(monkeypatch):
    monkeypatch.delenv("ANYWIDGET_HMR", raising=False)
    before = set(front_end._FOLLOWED)
    front_end.hot_reload("alien_frontiers.js", object())
    assert front_end._FOLLOWED == before

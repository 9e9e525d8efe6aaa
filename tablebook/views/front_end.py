"""A table's front end: its plain modules in ``widgets/`` joined into one ES module, sent once per view.

anywidget loads a view's ``_esm`` from a blob: URL, where a relative import cannot be resolved. So the modules a view
imports (the table kit, its layout maths, its panels) are joined into one module text: each imported module becomes
a function scope returning its exports, placed before the modules that import it, and the view's own module keeps its
``export default``. No bundler and no CDN (DESIGN.md §4); node tests the modules as they are written. Only the forms
the widgets use are understood (``import {a, b as c} from "./x.js"``, ``import * as X from "./x.js"``, ``export
function``/``const``/``let``/``class``); any other import or export is an error, never a silently broken table.

That text and the view's CSS (``widgets/<view>.css``), tens of kilobytes each, would cost every table and every
saved notebook as much again if each table carried them. So one ``FrontEnd`` widget per view (per kernel) holds
them, with a key naming the view and a hash of its content; each table's ``_esm`` is ``widgets/bootstrap.js`` (the
same small module for every view), and its ``_front_end_module`` refers to the shared widget. The bootstrap imports
the module once per page and key (``globalThis.tablebookViews``) and puts the CSS in the page once per view. A
shared widget's state reaches the browser with its comm, before the tables that refer to it, even while the kernel
is busy running other cells (a request answered by the kernel would wait for them); a saved notebook keeps it once.

With ``ANYWIDGET_HMR=1`` in a checkout, a change to any file under ``widgets/`` joins the module again and gives it,
with a new key, to the view's shared widget: the bootstrap of every open table of that view draws it again.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
import time
import weakref
from pathlib import Path

import ipywidgets
import traitlets

_PACKAGE = Path(__file__).resolve().parent.parent

_IMPORT = re.compile(r'^import\s+(?:\{(?P<names>[^}]*)\}|\*\s+as\s+(?P<star>\w+))\s+from\s+"(?P<path>\.[^"]+)";?[ \t]*$', re.M)
_EXPORT = re.compile(r"^export\s+(?=(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+))", re.M)
_EXPORT_DEFAULT = re.compile(r"^export\s+default\b", re.M)
_LEFT_OVER = re.compile(r"^(?:import|export)\b.*$", re.M)


def widgets_dir() -> Path:
    """``widgets/`` in a checkout, ``tablebook/widgets/`` in an installed wheel."""
    for base in (_PACKAGE.parent / "widgets", _PACKAGE / "widgets"):
        if (base / "table_kit.js").is_file():
            return base
    raise FileNotFoundError("the front end (widgets/) was not found next to the tablebook package")


def widget_file(name: str) -> Path:
    """A front-end file (``alien_frontiers.css``)."""
    path = widgets_dir() / name
    if not path.exists():
        raise FileNotFoundError(f"front-end file {name} not found in {widgets_dir().name}/")
    return path


def _scope_name(path: Path, base: Path) -> str:
    return "__tb_" + re.sub(r"\W", "_", path.relative_to(base).with_suffix("").as_posix())


def _bindings(match: re.Match, scope: str) -> str:
    """``import {a, b as c} from "./x.js"`` → ``const { a, b: c } = __tb_x;``."""
    if match["star"]:
        return f"const {match['star']} = {scope};"
    names = [n.split() for n in match["names"].replace("\n", " ").split(",") if n.strip()]
    parts = [n[0] if len(n) == 1 else f"{n[0]}: {n[2]}" for n in names if len(n) in (1, 3)]
    if len(parts) != len(names) or any(len(n) == 3 and n[1] != "as" for n in names):
        raise ValueError(f"cannot read the import {match[0]!r}")
    return "const { " + ", ".join(parts) + " } = " + scope + ";"


def joined(entry: str) -> str:
    """The module ``widgets/<entry>`` with every module it imports, as one ES module text."""
    base = widgets_dir()
    order: list[Path] = []
    texts: dict[Path, str] = {}

    def visit(path: Path, seen: tuple[Path, ...]) -> None:
        if path in seen:
            raise ValueError(f"import cycle: {' → '.join(p.name for p in (*seen, path))}")
        if path in texts:
            return
        source = path.read_text()

        def resolve(match: re.Match) -> str:
            target = Path(os.path.normpath(path.parent / match["path"]))
            visit(target, (*seen, path))
            return _bindings(match, _scope_name(target, base))

        texts[path] = _IMPORT.sub(resolve, source)
        order.append(path)

    root = base / entry
    visit(root, ())
    chunks = []
    for path in order:
        label = f"// ---- widgets/{path.relative_to(base).as_posix()}"
        exports = _EXPORT.findall(texts[path])
        body = _EXPORT.sub("", texts[path])
        rest = _EXPORT_DEFAULT.sub("", body) if path == root else body  # only the view's own module exports a default
        if left := _LEFT_OVER.search(rest):
            raise ValueError(f"{path.relative_to(base)}: cannot join {left[0]!r}")
        if path == root:
            chunks.append(f"{label}\n{texts[path]}")
        else:
            chunks.append(f"{label}\nconst {_scope_name(path, base)} = (() => {{\n{body}\n"
                          f"return {{ {', '.join(exports)} }};\n}})();\n")
    return "\n".join(chunks)


class FrontEnd(ipywidgets.Widget):
    """A view's joined module and CSS, shared by every table of that view (no view of its own: tables refer to it).

    ``key`` is ``<view module>#<hash of module and CSS>``: the page imports each key once, so two versions never mix.
    """

    key = traitlets.Unicode().tag(sync=True)
    esm = traitlets.Unicode().tag(sync=True)
    css = traitlets.Unicode().tag(sync=True)

    def load(self, entry: str) -> None:
        """Join ``widgets/<entry>`` (and read its CSS) into this widget, under a new key if they changed."""
        esm, css = joined(entry), widget_file(str(Path(entry).with_suffix(".css"))).read_text()
        digest = hashlib.sha256(f"{esm}\0{css}".encode()).hexdigest()[:12]
        with self.hold_sync():
            self.esm, self.css, self.key = esm, css, f"{entry}#{digest}"


_SHARED: dict[str, FrontEnd] = {}  # the front end of each view in this kernel


def shared(entry: str) -> FrontEnd:
    """The one ``FrontEnd`` of view module ``entry`` (made on first use, again if it was closed)."""
    with _LOCK:
        code = _SHARED.get(entry)
        if code is None or code.comm is None:
            code = _SHARED[entry] = FrontEnd()
            code.load(entry)
        return code


def bootstrap() -> str:
    """Every table's own ``_esm``: finds its view's shared module and renders with it."""
    return widget_file("bootstrap.js").read_text()


def hot_reload(entry: str, widget) -> None:
    """With ANYWIDGET_HMR=1 in a checkout, load ``entry`` again into its shared front end whenever a widget file
    changes, while ``widget`` or another table of that view is open."""
    if os.environ.get("ANYWIDGET_HMR") != "1" or "site-packages" in widgets_dir().parts:
        return
    with _LOCK:
        _OPEN.setdefault(entry, weakref.WeakSet()).add(widget)
        if entry not in _FOLLOWED:
            _FOLLOWED.add(entry)
            threading.Thread(target=_follow, args=(entry,), daemon=True).start()


_LOCK = threading.Lock()
_OPEN: dict[str, weakref.WeakSet] = {}  # the open tables of each view module: reloading stops when none is left
_FOLLOWED: set[str] = set()


def _follow(entry: str, every: float = 0.5) -> None:
    """Load ``entry`` again whenever a file under ``widgets/`` changes, while a table of it is open (polled: hot
    reload needs no watcher package)."""

    def stamp() -> tuple:
        return tuple(sorted((str(p), p.stat().st_mtime_ns) for p in widgets_dir().rglob("*.*")))

    last = stamp()
    while True:
        time.sleep(every)
        with _LOCK:
            if not _OPEN.get(entry):  # every table of this view closed: stop looking
                _FOLLOWED.discard(entry)
                return
        now = stamp()
        if now == last:
            continue
        last = now
        try:
            shared(entry).load(entry)
        except (OSError, ValueError) as error:  # a half-saved file: the tables keep the last good module
            print(f"tablebook: {entry} not reloaded: {error}")

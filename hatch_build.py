"""The optional compiled build: the modules a simulated game runs through, compiled by Cython from the same source.

``HATCH_BUILD_HOOK_ENABLE_CUSTOM=1 pip install .`` builds it (a C compiler and the Python headers needed; Cython and
setuptools are fetched for the build). The wheel keeps every ``.py`` file beside its compiled module, so tracebacks
still show the source, and Python imports the compiled one. Without that variable, as everywhere by default, the
package is pure Python: the reference, and what an editable install always is (a compiled module beside a source
being edited would hide the edits, so the hook refuses an editable build). ``tests/test_compiled_build.py`` builds the
wheel and checks that it plays the very games the pure package plays (``tests/same_games.json``).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# what an agent's game runs through: the kernel, the agents, the coach's evaluators and the games' rules, but for the
# games' words (sentences, labels, glossaries, the tutorials' scripts), which only views read
PACKAGES = ("core", "agents", "coach", "games")
WORDS = ("__init__.py", "narration.py", "glossary.py", "citations.py", "tutorial.py")
# optimised, without debugging data: the wheel is a tenth the size and builds faster (GCC and Clang's flags). -O3,
# -fno-plt, -fno-semantic-interposition and -DCYTHON_CLINE_IN_TRACEBACK=0 measured no faster (two runs' rows disagreed
# in sign, within the noise): a compiled game spends a sixth of its time in its modules' own code, the rest in the
# interpreter's object calls
FLAGS = [] if os.name == "nt" else ["-O2", "-g0"]
# Python's own semantics kept: annotations are not C types (an ``int`` annotation would refuse a NumPy integer), and
# functions stay bindable, picklable and introspectable as in the pure package; the other directives that keep
# Python's semantics (safe type inference, unpacked method calls, Python's power) are Cython's defaults already
DIRECTIVES = {"language_level": 3, "annotation_typing": False, "binding": True}


class CompiledBuild(BuildHookInterface):
    """Compiles ``PACKAGES``' modules but ``WORDS`` (``__init__`` files stay pure too) into the wheel, tagged for this
    platform."""

    def initialize(self, version: str, build_data: dict) -> None:
        if version == "editable":
            raise RuntimeError("the compiled build is a wheel: install it with 'pip install .', not 'pip install -e .'")
        from Cython.Build import cythonize
        from setuptools import Distribution, Extension
        from setuptools.command.build_ext import build_ext

        root = Path(self.root)
        sources = sorted(path.relative_to(root) for package in PACKAGES
                         for path in (root / "tablebook" / package).rglob("*.py") if path.name not in WORDS)
        self._work = Path(tempfile.mkdtemp(prefix="tablebook-compiled-"))
        cwd = Path.cwd()
        os.chdir(root)  # Cython names each C file after its source's path from here
        try:
            modules = cythonize([Extension(".".join(path.with_suffix("").parts), [str(path)], extra_compile_args=FLAGS)
                                 for path in sources],
                                compiler_directives=DIRECTIVES, build_dir=str(self._work / "c"),
                                nthreads=os.cpu_count() or 1, quiet=True)
            command = build_ext(Distribution({"name": "tablebook", "ext_modules": modules}))
            command.build_lib, command.build_temp = str(self._work / "lib"), str(self._work / "temp")
            command.parallel = os.cpu_count() or 1
            command.ensure_finalized()
            command.run()
        finally:
            os.chdir(cwd)
        for module in modules:
            built = Path(command.get_ext_fullpath(module.name))
            build_data["force_include"][str(built)] = str(built.relative_to(self._work / "lib"))
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict, artifact_path: str) -> None:
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)

"""The compiled rules core: the hot modules compiled with mypyc, the Python source kept.

``pip wheel .`` (and ``make wheel``) builds the listed modules as C extensions beside their
``.py`` files; Python imports the extension first. Where mypyc or a C compiler is missing, or
``ARENA_PURE=1`` is set, or the install is editable (``pip install -e .``: the working tree
must stay what the sources say), the package is the pure-Python one: same behaviour, slower.
Which build is in use: ``python -m arena.core.build``, ``arena bench --json`` (``compiled_core``).
"""

from __future__ import annotations

import os
import sys
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

COMPILED = [
    "src/arena/core/chance.py",
    "src/arena/games/tictactoe/game.py",
    "src/arena/games/tictactoe/rules.py",
]
"""The modules compiled: chance sampling and tic-tac-toe (2.3x its pure-Python playouts, 1.56x
OpenSpiel's C++ game; what else was measured and why it stays Python: docs/ai.md, "Compiled
core")."""


BUILDS = {"bdist_wheel", "build", "build_ext", "install", "bdist"}
"""The setup.py commands that build the extensions (mypyc runs only for these)."""


def _warn(message: str) -> None:
    print(f"arena build: {message}; building the pure-Python package", file=sys.stderr)


def _extensions() -> list[Any]:
    if os.environ.get("ARENA_PURE") == "1":
        return []
    if not BUILDS & set(sys.argv) or "editable_wheel" in sys.argv:
        return []  # metadata only (egg_info, dist_info), or an editable install
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not installed")
        return []
    try:
        return list(mypycify(COMPILED, opt_level="3", debug_level="1"))
    except (Exception, SystemExit) as error:  # mypyc reports type errors by exiting
        _warn(f"mypyc failed ({error!r})")
        return []


class OptionalBuildExt(build_ext):
    """``build_ext`` that falls back to the pure package when the C build fails: every
    extension or none (a partial set would import a missing shared library)."""

    def run(self) -> None:
        if getattr(self, "editable_mode", False) or self.inplace:
            self.extensions = []
            return
        try:
            super().run()
        except Exception as error:  # no compiler, no headers, a compile error
            _warn(f"the C build failed ({error!r})")
            self._drop_outputs()

    def _drop_outputs(self) -> None:
        for ext in self.extensions:
            path = self.get_ext_fullpath(ext.name)
            if os.path.exists(path):
                os.remove(path)
        self.extensions = []

    def get_outputs(self) -> list[str]:
        return [path for path in super().get_outputs() if os.path.exists(path)]


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})

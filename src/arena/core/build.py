"""Which build of Arena is running: the compiled core (``setup.py``: the hot modules compiled
with mypyc beside their sources) or the pure-Python package. ``python -m arena.core.build``
says which, and where it was imported from."""

from __future__ import annotations

from functools import cache
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

_SUFFIXES = tuple(EXTENSION_SUFFIXES)


@cache
def compiled_modules() -> tuple[str, ...]:
    """The Arena modules built as extension files (Python imports those before the sources)."""
    import arena

    root = Path(str(arena.__file__)).parent
    names = []
    for path in root.rglob("*"):
        suffix = next((s for s in _SUFFIXES if path.name.endswith(s)), None)
        if suffix is not None:
            names.append("arena." + path.relative_to(root).as_posix().removesuffix(suffix).replace("/", "."))
    return tuple(sorted(names))


def compiled_core() -> bool:
    """Whether this is the compiled build (some of its modules are extension files)."""
    return bool(compiled_modules())


def describe() -> str:
    import arena

    where = str(arena.__file__).removesuffix("/__init__.py")
    if not compiled_core():
        return f"arena from {where}: pure Python (no compiled core)"
    return f"arena from {where}: compiled core ({', '.join(compiled_modules())})"


if __name__ == "__main__":
    print(describe())

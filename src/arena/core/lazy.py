"""Lazy package attributes: a game package names its classes without importing its rules.

``__getattr__ = lazy_attributes(__name__, {"MyGame": "mypkg.game"})`` in a package's
``__init__`` makes ``from mypkg import MyGame`` import ``mypkg.game`` on first use only, so
listing games (which reads the package's ``info`` module) stays cheap (PEP 562).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def lazy_attributes(package: str, where: dict[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` that imports ``where[name]`` and returns its ``name``."""

    def __getattr__(name: str) -> Any:
        if name in where:
            return getattr(importlib.import_module(where[name]), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__

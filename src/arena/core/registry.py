"""The registry of games: name (or alias) → game class; ``load`` configures one.

Games register themselves lazily: the registry knows their module paths and imports a game
only when it is asked for, so ``arena.core`` never imports a game at import time.
"""

from __future__ import annotations

import importlib
from typing import Any

from arena.core.errors import OptionsError
from arena.core.game import Game

_BUILTIN: dict[str, str] = {
    "tictactoe": "arena.games.tictactoe:TicTacToe",
    "krosmaster": "arena.games.krosmaster:Krosmaster",
    "knockdown": "arena.games.knockdown:Knockdown",
    "mapduel": "arena.games.mapduel:MapDuel",
}
_classes: dict[str, type[Game[Any]]] = {}


def register(path_or_class: str | type[Game[Any]], game_id: str | None = None) -> None:
    """Register a game class, or a ``"module:Class"`` path to import on first use."""
    if isinstance(path_or_class, str):
        if game_id is None:
            raise ValueError("a game id is needed with a module path")
        _BUILTIN[game_id] = path_or_class
    else:
        _classes[path_or_class.info.id] = path_or_class


def game_ids() -> list[str]:
    """Every registered game id, sorted."""
    return sorted(set(_BUILTIN) | set(_classes))


def game_class(name: str) -> type[Game[Any]]:
    """The class of a registered game, by id or alias."""
    if name in _classes:
        return _classes[name]
    if name in _BUILTIN:
        module, _, attr = _BUILTIN[name].partition(":")
        cls: type[Game[Any]] = getattr(importlib.import_module(module), attr)
        _classes[name] = cls
        return cls
    for gid in game_ids():
        try:
            cls = game_class(gid)
        except ImportError:
            continue  # a broken game must not hide the others' aliases
        if name in cls.info.aliases:
            return cls
    raise OptionsError(f"unknown game {name!r}; known: {', '.join(game_ids())}", reason="unknown-game")


def load(name: str, **options: Any) -> Game[Any]:
    """A configured game: ``load("krosmaster", scenario="tutorial-3")``."""
    return game_class(name)(**options)

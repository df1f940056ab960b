"""The registry of games: name (or alias) → game class; ``load`` configures one.

Games are found through Python entry points, so a separately installed package adds a game
without touching Arena::

    [project.entry-points."arena.games"]
    mygame = "mypackage.game:MyGame"

    [project.entry-points."arena.game_info"]      # optional: listing without importing rules
    mygame = "mypackage.info:INFO"

``arena.core`` names no game: it only reads those groups. A game class is imported on first
use; :func:`game_info` (what ``arena games`` lists) reads the light ``arena.game_info`` entry
when there is one, so listing games imports no rules package. Tests and tools may also
:func:`register` a class or a ``"module:Class"`` path at run time.
"""

from __future__ import annotations

import importlib
from functools import cache
from importlib.metadata import EntryPoint, entry_points
from typing import TYPE_CHECKING, Any

from arena.core.errors import OptionsError
from arena.core.info import GameInfo

if TYPE_CHECKING:
    from arena.core.game import Game

GAMES_GROUP = "arena.games"
INFO_GROUP = "arena.game_info"

_paths: dict[str, str] = {}
"""Run-time registrations by ``"module:Class"`` path (``register``)."""
_classes: dict[str, type[Game[Any]]] = {}
"""Classes registered at run time, and every class loaded so far."""


@cache
def _entry_points(group: str) -> dict[str, EntryPoint]:
    """The installed entry points of ``group`` by name (read once per process)."""
    return {ep.name: ep for ep in entry_points(group=group)}


def register(path_or_class: str | type[Game[Any]], game_id: str | None = None) -> None:
    """Register a game class, or a ``"module:Class"`` path to import on first use."""
    if isinstance(path_or_class, str):
        if game_id is None:
            raise ValueError("a game id is needed with a module path")
        _paths[game_id] = path_or_class
    else:
        _classes[path_or_class.info.id] = path_or_class


def game_ids() -> list[str]:
    """Every registered game id, sorted."""
    return sorted(set(_entry_points(GAMES_GROUP)) | set(_paths) | set(_classes))


def _import(path: str) -> Any:
    module, _, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)


def _by_id(game_id: str) -> type[Game[Any]] | None:
    if game_id in _classes:
        return _classes[game_id]
    cls: type[Game[Any]]
    if game_id in _paths:
        cls = _import(_paths[game_id])
    elif game_id in _entry_points(GAMES_GROUP):
        cls = _entry_points(GAMES_GROUP)[game_id].load()
    else:
        return None
    _classes[game_id] = cls
    return cls


def game_info(name: str) -> GameInfo:
    """The listing facts of a game, by id or alias, without importing its rules when the game
    declares an ``arena.game_info`` entry point."""
    game_id = _resolve(name)
    if game_id not in _classes and game_id not in _paths and game_id in _entry_points(INFO_GROUP):
        info = _entry_points(INFO_GROUP)[game_id].load()
        if isinstance(info, GameInfo):
            return info
    return game_class(game_id).info


def _aliases(game_id: str) -> tuple[str, ...]:
    if game_id not in _classes and game_id not in _paths and game_id in _entry_points(INFO_GROUP):
        try:
            info = _entry_points(INFO_GROUP)[game_id].load()
        except ImportError:
            return ()
        if isinstance(info, GameInfo):
            return info.aliases
    try:
        cls = _by_id(game_id)
    except ImportError:
        return ()  # a broken game must not hide the others' aliases
    return cls.info.aliases if cls is not None else ()


def _resolve(name: str) -> str:
    """The id of the game called ``name`` (an id or an alias)."""
    if name in _classes or name in _paths or name in _entry_points(GAMES_GROUP):
        return name
    for gid in game_ids():
        if name in _aliases(gid):
            return gid
    raise OptionsError(f"unknown game {name!r}; known: {', '.join(game_ids())}", reason="unknown-game")


def game_class(name: str) -> type[Game[Any]]:
    """The class of a registered game, by id or alias."""
    cls = _by_id(_resolve(name))
    assert cls is not None
    return cls


def load(name: str, **options: Any) -> Game[Any]:
    """A configured game: ``load("mygame", variant="short")``."""
    return game_class(name)(**options)

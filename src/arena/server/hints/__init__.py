"""UI hints: game-specific answers computed by the engine for one seat.

``hints_for(state, seat, query)`` imports ``arena.server.hints.<game_id>`` and calls its
``hints(state, seat, query) -> dict``. A hint module gets the true state: it must answer only
what ``seat`` may see (a hidden-information game's module must go through its views).
"""

from __future__ import annotations

import importlib
from typing import Any

from arena.core.errors import ArenaError


class NoHints(ArenaError):
    """The game has no hint module."""

    reason = "no-hints"


def hints_for(state: Any, seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
    """The answer of the game's hint module; raises :class:`NoHints` when there is none."""
    game_id = state.game.info.id
    if not game_id.replace("_", "").replace("-", "").isalnum():
        raise NoHints(f"no hints for game {game_id!r}")
    name = f"{__name__}.{game_id.replace('-', '_')}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        raise NoHints(f"no hints for game {game_id!r}") from None
    fn = getattr(module, "hints", None)
    if not callable(fn):
        raise NoHints(f"no hints for game {game_id!r}")
    result: dict[str, Any] = fn(state, seat, dict(query))
    return result

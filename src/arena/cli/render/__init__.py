"""Board renderers: ``renderer_for(game_id)`` → ``render(state, seat, console)``.

A game gets a custom renderer by adding a module ``arena.cli.render.<game_id>`` with a
``render(state, seat, console, lang)`` function; it is imported on first use. Other games use :func:`render_generic`,
which pretty-prints ``state.view(seat)``. ``seat`` is ``None`` for a spectator.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from typing import Any

from rich.console import Console

from arena.core.state import State

Renderer = Callable[[State[Any], int | None, Console, str], None]

_cache: dict[str, Renderer] = {}


def render_generic(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    """Fallback: the player's view as indented JSON."""
    console.print_json(data=state.view(seat), indent=2, ensure_ascii=False, default=str)


def renderer_for(game_id: str) -> Renderer:
    """The renderer of ``game_id``: its own module's ``render`` if any, else the generic one."""
    if game_id in _cache:
        return _cache[game_id]
    name = f"{__name__}.{game_id.replace('-', '_')}"
    renderer: Renderer = render_generic
    if game_id.replace("-", "_").isidentifier() and importlib.util.find_spec(name) is not None:
        renderer = importlib.import_module(name).render
    _cache[game_id] = renderer
    return renderer

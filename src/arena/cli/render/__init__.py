"""Terminal rendering: a game's own renderer (its ``terminal_renderer()`` hook) or the generic one.

``renderer_for(game)`` → ``render(state, seat, console, lang)``; ``seat`` is ``None`` for a
spectator. Games keep their renderers in their own package (``arena.games.<id>.render``),
imported lazily by the hook so rules modules never import Rich.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console

from arena.core.game import Game, TerminalRenderer
from arena.core.state import State


def render_generic(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    """Fallback: the player's view as indented JSON."""
    console.print_json(data=state.view(seat), indent=2, ensure_ascii=False, default=str)


def renderer_for(game: Game[Any]) -> TerminalRenderer:
    """The renderer of ``game``: its own when it declares one, else the generic one."""
    return game.terminal_renderer() or render_generic

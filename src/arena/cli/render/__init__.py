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
    """Fallback: the player's view as indented JSON, then the status line."""
    console.print_json(data=state.view(seat), indent=2, ensure_ascii=False, default=str)
    console.print(status_line(state, seat, lang), style="bold", markup=False, highlight=False)


def status_line(state: State[Any], seat: int | None, lang: str) -> str:
    """The game's status for ``seat`` in ``lang``: every renderer ends with it."""
    from arena.core.text import locale_of

    return state.game.texts().say(state.game.status(state, seat), locale_of(lang))


def renderer_for(game: Game[Any]) -> TerminalRenderer:
    """The renderer of ``game``: its own when it declares one, else the generic one."""
    return game.terminal_renderer() or render_generic

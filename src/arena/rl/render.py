"""Text renders for ``render_mode="ansi"``: the game's own terminal renderer, recorded."""

from __future__ import annotations

import io
import json
from typing import Any

from arena.core.game import Game
from arena.core.state import State


def render_text(game: Game[Any], state: State[Any], seat: int | None, lang: str = "en") -> str:
    """``state`` as ``seat`` sees it, drawn by the game's terminal renderer as plain text
    (the seat's JSON view for a game without one)."""
    renderer = game.terminal_renderer()
    if renderer is None:
        return json.dumps(state.view(seat), ensure_ascii=False, indent=1)
    from rich.console import Console

    buffer = io.StringIO()
    console = Console(file=buffer, width=120, color_system=None, highlight=False, force_terminal=False)
    renderer(state, seat, console, lang)
    return buffer.getvalue()

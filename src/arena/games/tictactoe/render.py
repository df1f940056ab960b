"""Tic-tac-toe board: columns a..c, rows 1..3 with row 3 at the top (as in the notation)."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.text import Text

from arena.core.state import State
from arena.core.text import locale_of

_MARKS = {0: (".", "dim"), 1: ("X", "bold cyan"), 2: ("O", "bold magenta")}


def render(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    """Draw the 3x3 grid from ``state.view(seat)``, then the game's status line."""
    view = state.view(seat)
    board: list[int] = view["board"]
    lines = [Text("    a   b   c", style="dim")]
    for r in range(3):
        line = Text(f"{3 - r}   ", style="dim")
        for c in range(3):
            mark, style = _MARKS[board[r * 3 + c]]
            line.append(mark, style=style)
            if c < 2:
                line.append(" │ ", style="dim")
        lines.append(line)
        if r < 2:
            lines.append(Text("   ───┼───┼───", style="dim"))
    for line in lines:
        console.print(line)
    texts = state.game.texts()
    console.print(texts.say(state.game.status(state, seat), locale_of(lang)), style="bold", markup=False)

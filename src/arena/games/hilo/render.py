"""The terminal board of Hi-Lo Duel (the only module of the game that imports Rich)."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.text import Text

from arena.core.state import State


def render(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    view = state.view(seat)
    strings = state.game.strings(lang)
    text = Text()
    text.append(f"{strings['score']} {view['scores'][0]}-{view['scores'][1]}   ", style="bold")
    text.append(f"{strings['deck']} {view['deck_size']}   {strings['phase']} {strings[view['phase']]}\n")
    for p in (0, 1):
        hand = view["hand"] if p == seat else None
        cards = " ".join(str(v) for v in hand) if hand is not None else "▮ " * view["hand_sizes"][p]
        played = view["table"][p] or "·"
        text.append(f"seat {p}: [{played}]  {cards}\n", style="cyan" if p == seat else None)
    if view["last_die"]:
        text.append(f"{strings['die']} {view['last_die']}\n", style="dim")
    console.print(text)

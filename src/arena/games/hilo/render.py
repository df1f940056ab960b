"""The terminal board of Hi-Lo Duel (the only module of the game that imports Rich)."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.text import Text

from arena.core.state import State
from arena.core.text import Msg, Seat, locale_of


def render(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    """Scores, the deck, each seat's card on the table and hand (others' face down), then the
    game's status line."""
    view = state.view(seat)
    texts, locale = state.game.texts(), locale_of(lang)

    def say(key: str) -> str:
        return texts.say(Msg(key), locale)

    text = Text()
    text.append(f"{say('hilo-score')} {view['scores'][0]}-{view['scores'][1]}   ", style="bold")
    text.append(f"{say('hilo-deck')} {view['deck_size']}\n")
    for p in (0, 1):
        hand = view["hand"] if p == seat else None
        cards = " ".join(str(v) for v in hand) if hand is not None else "▮ " * view["hand_sizes"][p]
        played = view["table"][p] or "·"
        who = texts.say(Seat(p), locale)
        text.append(f"{who}: [{played}]  {cards}\n", style="cyan" if p == seat else None)
    if view["last_die"]:
        text.append(f"{say('hilo-die-label')} {view['last_die']}\n", style="dim")
    text.append(texts.say(state.game.status(state, seat), locale) + "\n", style="bold")
    console.print(text)

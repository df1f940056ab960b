"""Builders for Map & Duel tests: seats fixed in player order, characters chosen by id."""

from __future__ import annotations

from typing import Any

from arena.games.mapduel import MapDuel
from arena.games.mapduel.position import MapDuelPosition
from arena.games.mapduel.state import MapDuelState


def make(chars: tuple[str, ...] = ("wizard", "mario", "gambler"), **opts: Any) -> MapDuelState:
    """A state right after set-up: seat order p0, p1, ... and the given characters."""
    game = MapDuel(players=len(chars), **opts)
    state = game.new_initial_state()
    for p in range(len(chars) - 1):
        do(state, f"seat p{p}")
    for c in chars:
        do(state, f"pick {c}")
    return state


def do(state: MapDuelState, *texts: str) -> None:
    """Apply actions given in notation (checked: an illegal one raises)."""
    for text in texts:
        state.apply(state.game.text_to_action(text))


def legal(state: MapDuelState) -> list[str]:
    return [state.game.action_to_text(a) for a in state.legal_actions()]


def give(state: MapDuelState, player: int, *card_ids: str) -> None:
    """Move cards from the deck to a hand (the game's position builder)."""
    MapDuelPosition(state).give(player, *card_ids).build()


def equip(state: MapDuelState, player: int, *card_ids: str) -> None:
    MapDuelPosition(state).equip(player, *card_ids)


def hp(state: MapDuelState, player: int, value: int) -> None:
    MapDuelPosition(state).hp(player, value).build()


def place(state: MapDuelState, player: int, cell: int) -> None:
    MapDuelPosition(state).cell(player, cell).build()


def card_total(state: MapDuelState) -> int:
    """Every card somewhere: deck, discard, hands, equipment, committed duel cards."""
    commits = sum(len(cs) for cs in state.duel.committed) if state.duel else 0
    return (
        sum(state.deck)
        + sum(state.discard)
        + sum(map(len, state.hands))
        + sum(map(len, state.equipment))
        + commits
    )


def move_to(state: MapDuelState, player: int, cell: int, roll: int) -> None:
    """Put ``player`` (to move) ``roll`` cells before ``cell`` and roll it there."""
    place(state, player, cell - roll)
    do(state, "roll", f"die {roll}")

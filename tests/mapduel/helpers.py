"""Builders for Map & Duel tests: seats fixed in player order, characters chosen by id."""

from __future__ import annotations

from typing import Any

from arena.games.mapduel import MapDuel
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
    """Move cards from the deck to a hand (test set-up)."""
    for cid in card_ids:
        c = state.game.codec.card_index[cid]
        assert state.deck[c] > 0, cid
        state.deck[c] -= 1
        state.hands[player].append(c)
    state.hands[player].sort()
    state._legal = None


def equip(state: MapDuelState, player: int, *card_ids: str) -> None:
    for cid in card_ids:
        c = state.game.codec.card_index[cid]
        state.deck[c] -= 1
        state.equip[player].append(c)
    state.equip[player].sort()
    state._legal = None


def card_total(state: MapDuelState) -> int:
    """Every card somewhere: deck, discard, hands, equipment, committed duel cards."""
    commits = sum(len(cs) for cs in state.duel["commits"]) if state.duel else 0
    return (
        sum(state.deck)
        + sum(state.discard)
        + sum(map(len, state.hands))
        + sum(map(len, state.equip))
        + commits
    )


def move_to(state: MapDuelState, player: int, cell: int, roll: int) -> None:
    """Put ``player`` (to move) ``roll`` cells before ``cell`` and roll it there."""
    state.pos[player] = cell - roll
    do(state, "roll", f"die {roll}")

"""Map & Duel's public position builder (issue 13): named edits, validated by the invariants."""

from __future__ import annotations

import pytest

from arena.core.errors import StateFormatError
from arena.games.mapduel.position import MapDuelPosition

from .helpers import make


def test_cards_move_from_the_deck_and_stay_accounted_for() -> None:
    state = make()
    card = state.game.cards[0].id
    before = sum(state.deck)
    MapDuelPosition(state).give(0, card).build()
    assert sum(state.deck) == before - 1 and len(state.hands[0]) == 1


def test_hp_above_the_maximum_is_refused() -> None:
    state = make()
    with pytest.raises(StateFormatError, match="more HP"):
        MapDuelPosition(state).hp(0, state.max_health[0] + 1).build()


def test_a_card_the_deck_does_not_hold_is_refused() -> None:
    state = make()
    card = state.game.cards[0].id
    with pytest.raises(StateFormatError, match=r"no .* left|not enough"):
        MapDuelPosition(state).deck().give(0, card)

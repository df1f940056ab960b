"""Hidden information: hands, the deck and committed duel cards never leak to a view."""

from __future__ import annotations

import random

from .helpers import do, give, hp, make, move_to


def test_views_hide_other_hands() -> None:
    # hidden hands (issue 7); 卡牌规则 1 "卡牌持有数量理论无上限" — sizes are public
    state = make()
    give(state, 1, "strike", "potion")
    for viewer in (0, 2, None):
        row = state.view(viewer)["players"][1]
        assert "hand" not in row and row["hand_size"] == 2
    assert state.view(1)["players"][1]["hand"] == ["strike", "potion"]
    assert "deck" not in state.view(None)


def test_resample_keeps_the_view_and_redraws_the_rest() -> None:
    state = make()
    give(state, 1, "strike", "potion", "dodge")
    changed = False
    for seed in range(20):
        other = state.resample_hidden(0, random.Random(seed))
        assert other.view(0) == state.view(0)
        assert sum(other.deck) == sum(state.deck)
        changed |= other.hands[1] != state.hands[1]
    assert changed


def test_resample_during_a_search_keeps_the_deck() -> None:
    # ④ the chooser sees the deck (B-23): their resample must not change it
    state = make()
    give(state, 1, "strike")
    move_to(state, 0, 7, 4)
    for seed in range(5):
        other = state.resample_hidden(0, random.Random(seed))
        assert other.deck == state.deck and other.legal_actions() == state.legal_actions()
        assert other.view(0) == state.view(0)


def test_evaluate_prefers_the_stronger_player() -> None:
    state = make()
    hp(state, 0, 1)
    game = state.game
    assert game.evaluate(state, 0) < game.evaluate(state, 1)
    assert -1.0 <= game.evaluate(state, 0) <= 1.0
    do(state, "roll")

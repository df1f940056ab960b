"""Knockdown's public position builder (issue 13): named set-up, validated by the invariants."""

from __future__ import annotations

import pytest

from arena.core.errors import StateFormatError
from arena.games.knockdown import Knockdown
from arena.games.knockdown.position import KnockdownPosition


def test_a_built_turn_plays() -> None:
    g = Knockdown(fighters=["mist-a", "knight-a"])
    state = KnockdownPosition(g).at("b1", "f2").hands(["c1"], ["c2"]).turn(1).build()
    assert state.current_player() == 1
    assert {g.action_to_text(a) for a in state.legal_actions()} >= {"attack c30", "attack c33"}
    assert state.game.invariant_errors(state) == []


def test_every_attack_card_is_somewhere_once() -> None:
    g = Knockdown(fighters=["mist-a", "knight-a"])
    with pytest.raises(StateFormatError, match="two places"):
        KnockdownPosition(g).hands(["c30"], []).build()  # c30 is also on the display


def test_fighters_never_share_a_cell() -> None:
    g = Knockdown(fighters=["mist-a", "knight-a"])
    with pytest.raises(StateFormatError, match="one cell"):
        KnockdownPosition(g).at("c1", "c1").build()


def test_hand_limit_outside_a_discard() -> None:
    """seed 002, "手牌上限": at most 6 cards in hand once the turn's discards are done."""
    g = Knockdown(fighters=["mist-a", "knight-a"])
    with pytest.raises(StateFormatError, match="more than 6"):
        KnockdownPosition(g).hands([f"c{i}" for i in range(1, 8)], []).build()

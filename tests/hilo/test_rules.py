"""Hi-Lo Duel, the template game: every rule of its flow, on built positions.

Its rules are the template's own (``src/arena/games/hilo/flow.py`` and ``data/cards.yaml``),
cited as "Hi-Lo Duel, <section>"."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from arena.core import registry
from arena.core.errors import IllegalActionError, StateFormatError
from arena.core.state import CHANCE
from arena.games.hilo.actions import Action
from arena.games.hilo.position import HiLoPosition


@pytest.fixture
def game():  # type: ignore[no-untyped-def]
    return registry.load("hilo")


def test_set_up_deals_one_card_at_a_time_over_what_is_left(game) -> None:  # type: ignore[no-untyped-def]
    """Hi-Lo Duel, set-up: deal one card at a time (a chance node over the cards left)."""
    state = game.new_initial_state()
    assert state.current_player() == CHANCE
    outcomes = dict(state.chance_outcomes())
    assert outcomes[Action("deal", 5)] == Fraction(2, 18)
    state.apply(Action("deal", 5))
    assert dict(state.chance_outcomes())[Action("deal", 5)] == Fraction(1, 17)
    assert state.hands[0] == [5] and state.view(1)["hand"] == [] and state.view(1)["hand_sizes"] == [1, 0]


def test_the_leader_plays_then_the_other_seat_then_the_die(game) -> None:  # type: ignore[no-untyped-def]
    """Hi-Lo Duel, trick: play a card from your hand; the die decides high or low."""
    state = HiLoPosition(game).hand(0, [2, 9]).hand(1, [5, 7]).to_lead(0).build()
    assert state.legal_actions() == [Action("play", 2), Action("play", 9)]
    with pytest.raises(IllegalActionError) as refused:
        state.apply(Action("play", 5))
    assert refused.value.rule == "Hi-Lo Duel, trick: play a card from your hand"
    state.apply(Action("play", 9))
    assert state.current_player() == 1 and state.view(1)["table"] == [9, 0]
    state.apply(Action("play", 5))
    assert state.current_player() == CHANCE


@pytest.mark.parametrize(("face", "winner"), [(6, 0), (3, 0), (2, 1), (1, 1)])
def test_the_die_decides_high_or_low(game, face: int, winner: int) -> None:  # type: ignore[no-untyped-def]
    """Hi-Lo Duel, trick: on a 1 or 2 the lower card wins, else the higher; the winner leads."""
    state = HiLoPosition(game).hand(0, [3]).hand(1, [4]).to_roll(9, 5).build()
    state.apply(Action("die", face))
    assert state.scores[winner] == 1 and state.leader == winner
    assert state.current_player() == winner


def test_a_tie_scores_nobody_and_the_leader_leads_again(game) -> None:  # type: ignore[no-untyped-def]
    state = HiLoPosition(game).hand(0, [3]).hand(1, [4]).to_roll(6, 6).build()
    state.apply(Action("die", 4))
    assert state.scores == [0, 0] and state.current_player() == 0


def test_the_game_ends_when_the_hands_are_empty(game) -> None:  # type: ignore[no-untyped-def]
    state = HiLoPosition(game).scores(1, 1).to_roll(2, 8).build()
    state.apply(Action("die", 6))
    assert state.is_terminal() and state.returns() == [-1.0, 1.0]
    assert state.illegal_reason(Action("play", 2)).rule.startswith("Hi-Lo Duel")  # type: ignore[union-attr]


def test_the_builder_refuses_impossible_positions(game) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(StateFormatError, match="value 9"):
        HiLoPosition(game).hand(0, [9, 9, 9]).to_lead(0).build()
    with pytest.raises(StateFormatError, match="no card of value 12"):
        HiLoPosition(game).hand(0, [12]).to_lead(0).build()


def test_resampling_redraws_only_the_other_hand(game) -> None:  # type: ignore[no-untyped-def]
    state = HiLoPosition(game).hand(0, [1, 2]).hand(1, [8, 9]).discarded([5, 5]).to_lead(0).build()
    for seed in range(20):
        other = state.resample_hidden(0, random.Random(seed))
        assert other.hands[0] == [1, 2] and len(other.hands[1]) == 2 and other.view(0) == state.view(0)
        assert 5 not in other.hands[1]  # both 5s were played: never redrawn
        assert game.invariant_errors(other) == []


def test_hints_count_unseen_cards_from_the_view(game) -> None:  # type: ignore[no-untyped-def]
    state = HiLoPosition(game).hand(0, [1, 2]).hand(1, [8, 9]).discarded([5, 5]).to_lead(0).build()
    unseen = game.hints(state, 0, {"kind": "unseen"})["unseen"]
    assert unseen["5"] == 0 and unseen["1"] == 1 and unseen["9"] == 2

"""A hidden-information fake whose true hidden values are poison.

Poisoned high card (tests/conformance/fakegame.py) deals the opponent's card as a value no
determinization ever produces (``POISON_A`` or ``POISON_B``). Its ``evaluate`` and ``returns``
raise on a poisoned state, and two true states that differ only in the poison look the same
to the player. An agent that reads the true state (instead of ``view``/``determinize``)
either crashes or decides differently between the two.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from arena.core.game import GameInfo
from tests.conformance.fakegame import HighCard, HighCardState

POISON_A, POISON_B = 101, 202


class PoisonedRead(AssertionError):
    """An agent looked at a hidden value it may not see."""


class PoisonHighCard(HighCard):
    info: ClassVar[GameInfo] = GameInfo(
        id="poison-highcard",
        names={"en": "Poisoned high card"},
        min_players=2,
        max_players=2,
        version="1",
        chance=True,
        hidden_information=True,
    )

    def evaluate(self, state: Any, player: int) -> float:
        check(state)
        mine = state.cards[player]
        return 0.0 if mine is None else (mine - 1) / 2


class PoisonState(HighCardState):
    def returns(self) -> list[float]:
        check(self)
        return super().returns()

    def resample_hidden(self, player: int, rng: random.Random) -> PoisonState:
        other = self.clone()
        opponent = 1 - player
        if self.cards[opponent] is not None:
            other.cards[opponent] = rng.choice([c for c in range(3) if c != self.cards[player]])
        return other


PoisonHighCard.state_class = PoisonState


def check(state: Any) -> None:
    if any(c in (POISON_A, POISON_B) for c in state.cards):
        raise PoisonedRead(f"hidden value read: {state.cards}")


def poisoned_state(poison: int, my_card: int = 1, player: int = 0) -> PoisonState:
    """``player`` holds ``my_card``; the opponent's card is ``poison``; ``player`` to act."""
    game = PoisonHighCard()
    state = game.new_initial_state()
    assert isinstance(state, PoisonState)
    state.cards = [my_card, poison] if player == 0 else [poison, my_card]
    if player == 1:
        state.moves = [3]  # player 0 passed
    return state

"""High card: a tiny game with chance and hidden information, for testing the harness.

Three cards 0 < 1 < 2. Chance deals player 0 a card (probabilities 1/2, 1/3, 1/6), then
player 1 one of the two others (1/2 each). Each player sees only their own card. Player 0
then player 1 says ``pass`` or ``bet``; a lone bet wins, otherwise the higher card wins.
The cards are shown at the end. Actions are ints: 0..2 deal that card, 3 pass, 4 bet.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any, ClassVar

from arena.core.errors import IllegalActionError, StateFormatError
from arena.core.events import Event
from arena.core.game import CodecGame, GameInfo, WordCodec
from arena.core.state import CHANCE, TERMINAL, State

PASS, BET = 3, 4
TEXTS = ("c0", "c1", "c2", "pass", "bet")
FIRST_DEAL = [(0, Fraction(1, 2)), (1, Fraction(1, 3)), (2, Fraction(1, 6))]


class HighCard(CodecGame[int]):
    codec = WordCodec(TEXTS, "high-card")
    info: ClassVar[GameInfo] = GameInfo(
        id="highcard",
        names={"en": "High card"},
        min_players=2,
        max_players=2,
        version="1",
        chance=True,
        hidden_information=True,
        aliases=("hc",),
    )
    state_class: ClassVar[type[HighCardState]]

    def new_initial_state(self) -> HighCardState:
        return self.state_class(self)

    def state_from_json(self, data: dict[str, Any]) -> HighCardState:
        cards, moves = data.get("cards"), data.get("moves")
        if not isinstance(cards, list) or len(cards) != 2 or not isinstance(moves, list):
            raise StateFormatError("highcard state needs cards and moves")
        state = self.state_class(self)
        state.cards = list(cards)
        state.moves = list(moves)
        return state


class HighCardState(State[int]):
    def __init__(self, game: HighCard) -> None:
        self.game = game
        self.cards: list[int | None] = [None, None]
        self.moves: list[int] = []

    def current_player(self) -> int:
        if None in self.cards:
            return CHANCE
        if len(self.moves) < 2:
            return len(self.moves)
        return TERMINAL

    def chance_outcomes(self) -> list[tuple[int, Fraction]]:
        if self.cards[0] is None:
            return list(FIRST_DEAL)
        if self.cards[1] is None:
            return [(c, Fraction(1, 2)) for c in range(3) if c != self.cards[0]]
        return []

    def legal_actions(self) -> list[int]:
        if self.is_chance_node():
            return [c for c, _ in self.chance_outcomes()]
        return [] if self.is_terminal() else [PASS, BET]

    def illegal_reason(self, action: int) -> IllegalActionError | None:
        if action in self.legal_actions():
            return None
        return IllegalActionError(f"{action!r} is not legal now", reason="not-legal", rule="high-card")

    def _apply(self, action: int) -> list[Event]:
        if self.is_chance_node():
            seat = self.cards.index(None)
            self.cards[seat] = action
            return [Event("deal", {"seat": seat, "card": action}, "", frozenset({seat}), {"seat": seat})]
        self.moves.append(action)
        return [Event("move", {"move": TEXTS[action]})]

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0, 0.0]
        if self.moves[0] != self.moves[1]:
            winner = self.moves.index(BET)
        else:
            winner = 0 if self.cards[0] > self.cards[1] else 1  # type: ignore[operator]
        return [1.0, -1.0] if winner == 0 else [-1.0, 1.0]

    def clone(self) -> HighCardState:
        other = type(self)(self.game)  # type: ignore[arg-type]
        other.cards = list(self.cards)
        other.moves = list(self.moves)
        return other

    def view(self, player: int | None) -> dict[str, Any]:
        shown = self.cards if self.is_terminal() else [None, None]
        if player is not None and not self.is_terminal():
            shown = [c if seat == player else None for seat, c in enumerate(self.cards)]
        return {
            "cards": list(shown),
            "moves": [TEXTS[m] for m in self.moves],
            "to_move": self.current_player(),
        }

    def to_json(self) -> dict[str, Any]:
        return {"cards": list(self.cards), "moves": list(self.moves)}

    def resample_hidden(self, player: int, rng: random.Random) -> HighCardState:
        other = self.clone()
        if self.is_terminal():
            return other
        opponent = 1 - player
        if self.cards[opponent] is not None:
            other.cards[opponent] = rng.choice([c for c in range(3) if c != self.cards[player]])
        return other

    def __str__(self) -> str:
        return f"cards={self.cards} moves={[TEXTS[m] for m in self.moves]}"


HighCard.state_class = HighCardState

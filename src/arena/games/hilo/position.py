"""A public, validated position builder for tests, puzzles and tools::

    state = HiLoPosition(game).hand(0, [2, 9]).hand(1, [5, 7]).scores(1, 0).to_lead(0).build()

Cards not in a hand or the discard are in the deck; ``build`` runs the game's invariant
checks and refuses an impossible position with every problem named.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.errors import StateFormatError
from arena.core.flow import Task
from arena.games.hilo.flow import Finish, Follow, Lead, RollDie
from arena.games.hilo.state import HiLoState

if TYPE_CHECKING:
    from arena.games.hilo.game import HiLo


class HiLoPosition:
    def __init__(self, game: HiLo) -> None:
        self.game = game
        self._hands: list[list[int]] = [[], []]
        self._table = [0, 0]
        self._discard: list[int] = []
        self._scores = [0, 0]
        self._pending: Task = Finish()

    def hand(self, seat: int, values: list[int]) -> HiLoPosition:
        self._hands[seat] = sorted(values)
        return self

    def discarded(self, values: list[int]) -> HiLoPosition:
        self._discard = list(values)
        return self

    def scores(self, first: int, second: int) -> HiLoPosition:
        self._scores = [first, second]
        return self

    def to_lead(self, seat: int) -> HiLoPosition:
        self._pending = Lead(seat)
        return self

    def to_follow(self, seat: int, led: int) -> HiLoPosition:
        """``seat`` answers the other seat's card ``led`` (already on the table)."""
        self._table[1 - seat] = led
        self._pending = Follow(seat)
        return self

    def to_roll(self, first: int, second: int) -> HiLoPosition:
        self._table = [first, second]
        self._pending = RollDie()
        return self

    def build(self) -> HiLoState:
        game = self.game
        values = game.cards.values
        state = HiLoState(game)
        state.hands = [list(h) for h in self._hands]
        state.table = list(self._table)
        state.scores = list(self._scores)
        state.discard = [self._discard.count(v) for v in values]
        bad = [
            v
            for v in [*state.hands[0], *state.hands[1], *self._discard, *self._table]
            if v and v not in values
        ]
        if bad:
            raise StateFormatError(f"no card of value {bad[0]} in this game")
        used = [*state.hands[0], *state.hands[1], *self._discard, *(v for v in self._table if v)]
        state.deck = [game.cards.copies - used.count(v) for v in values]
        if isinstance(self._pending, Lead | Follow):
            state.leader = (
                self._pending.player if isinstance(self._pending, Lead) else 1 - self._pending.player
            )
        state.stack = [self._pending]
        state.over = isinstance(self._pending, Finish)
        if state.over:
            state.stack = []
        problems = game.invariant_errors(state)
        if problems:
            raise StateFormatError("not a Hi-Lo position: " + "; ".join(problems))
        return state

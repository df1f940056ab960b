"""Chess clocks: a time bank per human seat, running while it is to move (pure; ``now`` is given).

A seat starting a new turn gets the increment. When a seat's time runs out its turn ends: the
server plays the game's :meth:`~arena.core.game.Game.timeout_action` for it (its first legal
action when the game names none) until another seat is to move.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from arena.core.game import Game
from arena.core.state import State


def timeout_action(game: Game[Any], state: State[Any], seat: int) -> Any:
    """The game's time-out action for ``seat`` (its hook), else the first legal action."""
    action = game.timeout_action(state, seat)
    return state.legal_actions()[0] if action is None else action


@dataclass
class Clocks:
    """A room's clocks: ``left`` per seat (``None``: no clock, e.g. an agent or no time bank)."""

    bank: float | None
    increment: float = 0.0
    left: list[float | None] = field(default_factory=list)
    since: float | None = None
    """When the running clock last (re)started."""
    last_mover: int | None = None

    @classmethod
    def new(cls, bank: float | None, increment: float, humans: Sequence[bool]) -> Clocks:
        return cls(bank, increment, [bank if human else None for human in humans])

    def running_seat(self, state: State[Any]) -> int | None:
        """The seat whose clock runs in ``state``, if any."""
        if self.bank is None or state.is_terminal():
            return None
        p = state.current_player()
        return p if 0 <= p < len(self.left) and self.left[p] is not None else None

    def charged(self, state: State[Any], seat: int | None, now: float) -> list[float | None]:
        """Seats' time left once ``seat``'s running clock (in ``state``) is charged up to ``now``."""
        left = list(self.left)
        if seat is not None and seat == self.running_seat(state) and self.since is not None:
            value = left[seat]
            assert value is not None
            left[seat] = max(0.0, value - (now - self.since))
        return left

    def settle(
        self,
        state: State[Any],
        after: State[Any],
        now: float,
        *,
        charge: int | None = None,
        timed_out: int | None = None,
    ) -> list[float | None]:
        """Seats' time left after a change from ``state`` to ``after``: ``charge``'s clock
        charged, ``timed_out``'s emptied, the increment given to a seat starting a new turn."""
        left = self.charged(state, charge, now) if charge is not None else list(self.left)
        if timed_out is not None:
            left[timed_out] = 0.0
        nxt = self.running_seat(after)
        if nxt is not None and nxt != self.last_mover and self.increment:
            value = left[nxt]
            assert value is not None
            left[nxt] = value + self.increment
        return left

    def start(self, state: State[Any], now: float) -> None:
        """Start the clock of the seat to move (a new or reloaded room)."""
        running = self.running_seat(state)
        self.since = now if running is not None else None
        self.last_mover = running

    def restart(self, state: State[Any], left: list[float | None], now: float) -> None:
        """Record the committed ``left`` and restart the running clock (after a change)."""
        self.left = list(left)
        running = self.running_seat(state)
        self.since = now if running is not None else None
        self.last_mover = running if running is not None else self.last_mover

    def due(self, state: State[Any], now: float) -> int | None:
        """The seat to move whose time ran out, if any."""
        seat = self.running_seat(state)
        if seat is None or self.since is None:
            return None
        left = self.left[seat]
        assert left is not None
        return seat if left - (now - self.since) <= 0 else None

    def message(self, state: State[Any], now: float) -> dict[str, float] | None:
        """Seconds left per human seat (the running clock counted up to ``now``)."""
        if self.bank is None:
            return None
        out: dict[str, float] = {}
        running = self.running_seat(state)
        for seat, value in enumerate(self.left):
            if value is None:
                continue
            if seat == running and self.since is not None:
                value -= now - self.since
            out[str(seat)] = round(max(0.0, value), 3)
        return out

"""The agent protocol: agents see an :class:`Observation`, never the true state."""

from __future__ import annotations

import random
from typing import Any, Generic, Protocol, TypeVar

from arena.core.state import State

A = TypeVar("A")


class Observation(Generic[A]):
    """What a seat knows when it must act: its view and its legal actions.

    ``determinize`` gives search agents a full state consistent with the view, with every
    hidden part redrawn; the true state itself is never exposed.
    """

    __slots__ = ("_legal", "_state", "_view", "game", "player")

    def __init__(self, state: State[A], player: int) -> None:
        self._state = state
        self.game = state.game
        self.player = player
        self._view: dict[str, Any] | None = None
        self._legal: list[A] | None = None

    @property
    def view(self) -> dict[str, Any]:
        """The player's view (built on first use)."""
        if self._view is None:
            self._view = self._state.view(self.player)
        return self._view

    @property
    def legal_actions(self) -> list[A]:
        if self._legal is None:
            self._legal = self._state.legal_actions()
        return self._legal

    def determinize(self, rng: random.Random) -> State[A]:
        """A state this player cannot tell apart from the real one (hidden parts resampled)."""
        return self._state.resample_hidden(self.player, rng)


class Agent(Protocol):
    """Anything that picks a legal action for a seat."""

    name: str

    def act(self, obs: Observation[Any], rng: random.Random) -> Any:
        """Choose one of ``obs.legal_actions``."""
        ...

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

    __slots__ = ("_state", "game", "legal_actions", "player", "view")

    def __init__(self, state: State[A], player: int) -> None:
        self._state = state
        self.game = state.game
        self.player = player
        self.view: dict[str, Any] = state.view(player)
        self.legal_actions: list[A] = state.legal_actions()

    def determinize(self, rng: random.Random) -> State[A]:
        """A state this player cannot tell apart from the real one (hidden parts resampled)."""
        return self._state.resample_hidden(self.player, rng)


class Agent(Protocol):
    """Anything that picks a legal action for a seat."""

    name: str

    def act(self, obs: Observation[Any], rng: random.Random) -> Any:
        """Choose one of ``obs.legal_actions``."""
        ...

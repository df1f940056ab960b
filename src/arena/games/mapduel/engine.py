"""Map & Duel's additions to the flow engine's protocol methods: a per-position cache.

:class:`arena.core.flow.FlowState` answers the State protocol from the flow's handler table
split by use (one dictionary look-up per call) and runs the automatic tasks (``advance``).
:class:`Engine` adds what only this game does: it keeps the player to move and the legal
actions of the position once asked (search and the drivers ask each several times per node;
a clone shares them), and a settle that waits may hand over the legal actions it listed
(:meth:`Engine.keep_legal`); every step forgets them. On a miss it asks ``FlowState``. The
decisions' legal actions are the builders of ``legal.py`` (registered in ``flow.py``), which
list them directly in the codec's order.
"""

from __future__ import annotations

from typing import Any, Protocol

from arena.core.events import Event
from arena.core.flow import CHANCE, SEAT, TERMINAL, FlowState, Task
from arena.games.mapduel.actions import A


class _Seated(Protocol):
    @property
    def player(self) -> int: ...


def player_dead(state: Any, task: _Seated, events: list[Event]) -> bool:
    """The default ``settle`` of a decision: a dead player's decision is dropped."""
    return not state.alive[task.player]


class Engine(FlowState[A]):
    """The flow engine's State protocol with the player to move and the legal actions cached
    per position (``None``: not asked yet). Every decision is its task's ``player``'s."""

    __slots__ = ("_legal", "_player")
    stack: list[Task]
    game_winners: list[int] | None
    _legal: list[A] | None
    _player: int | None

    def current_player(self) -> int:
        player = self._player
        if player is None:
            player = self._player = self._to_move()
        return player

    def _to_move(self) -> int:
        """:meth:`FlowState.current_player` for this game (every decision is its task's
        ``player``'s), read from the flow's roles."""
        stack = self.stack
        if self.game_winners is not None or not stack:
            return TERMINAL
        task = stack[-1]
        role = self.FLOW.roles[type(task)]
        return task.player if role == SEAT else role  # type: ignore[attr-defined]

    def is_terminal(self) -> bool:
        player = self._player
        return (self.current_player() if player is None else player) == TERMINAL

    def is_chance_node(self) -> bool:
        player = self._player
        return (self.current_player() if player is None else player) == CHANCE

    def legal_actions(self) -> list[A]:
        legal = self._legal
        if legal is None:
            legal = self._legal = FlowState.legal_actions(self)
        return list(legal)

    def keep_legal(self, legal: list[A]) -> None:
        """A settle that waits hands over the legal actions it listed (in the codec's order):
        nothing changes the position after it, so they are the position's."""
        self._legal = legal

    def step(self, action: A) -> None:
        """The flow engine's lean step, the legal actions forgotten first and the player to
        move known after (what ``is_terminal`` asks next)."""
        self._legal = None
        FlowState.step(self, action)
        self._player = self._to_move()

    def resolve(self, action: A, events: list[Event]) -> None:
        """The flow engine's ``resolve``, the position's cache forgotten first."""
        self._legal = self._player = None
        FlowState.resolve(self, action, events)

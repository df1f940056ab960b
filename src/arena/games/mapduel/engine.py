"""Map & Duel's additions to the flow engine's protocol methods: a per-position cache.

:class:`arena.core.flow.FlowState` answers the State protocol from the flow's handler table
split by use (one dictionary look-up per call) and runs the automatic tasks (``advance``).
:class:`Engine` adds what only this game does: it keeps the player to move and the legal
actions of the position once asked (search and the drivers ask each several times per node;
a clone shares them), and a settle that waits may hand over the legal actions it listed
(:meth:`Engine.keep_legal`); every step forgets them. On a miss it reads the same tables as
``FlowState`` (inlined: this game's steps are the cheapest, a call is a few per cent). The
decisions' legal actions are the builders of ``legal.py`` (registered in ``flow.py``), which
list them directly in the codec's order.
"""

from __future__ import annotations

from typing import Any, Protocol

from arena.core.events import Event
from arena.core.flow import CHANCE, DISCARDED, SEAT, TERMINAL, FlowState, Task
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
        if player is None:  # FlowState.current_player, inlined
            stack = self.stack
            if self.game_winners is not None or not stack:
                player = TERMINAL
            else:
                task = stack[-1]
                role = self.FLOW.roles[type(task)]
                player = task.player if role == SEAT else role  # type: ignore[attr-defined]
            self._player = player
        return player

    def is_terminal(self) -> bool:
        player = self._player
        return (self.current_player() if player is None else player) == TERMINAL

    def is_chance_node(self) -> bool:
        player = self._player
        return (self.current_player() if player is None else player) == CHANCE

    def legal_actions(self) -> list[A]:
        legal = self._legal
        if legal is None:  # FlowState.legal_actions, inlined
            stack = self.stack
            if self.game_winners is not None or not stack:
                legal = []
            else:
                task = stack[-1]
                build = self.FLOW.legals[type(task)]
                legal = [] if build is None else build(self, task)
            self._legal = legal
        return list(legal)

    def chance_weights(self) -> list[tuple[A, int]]:
        stack = self.stack  # FlowState.chance_weights, inlined
        if self.game_winners is not None or not stack:
            return []
        task = stack[-1]
        weights = self.FLOW.weights[type(task)]
        return [] if weights is None else weights(self, task)

    def keep_legal(self, legal: list[A]) -> None:
        """A settle that waits hands over the legal actions it listed (in the codec's order):
        nothing changes the position after it, so they are the position's."""
        self._legal = legal

    def step(self, action: A) -> None:
        """The flow engine's lean step (:meth:`FlowState.step`), the legal actions forgotten
        first and the player to move known after (what ``is_terminal`` asks next)."""
        self._legal = None
        stack = self.stack
        task = stack.pop()
        flow = self.FLOW
        apply = flow.applies[type(task)]
        assert apply is not None, f"{task.kind} is not a decision or chance task"
        apply(self, task, action, DISCARDED)
        self.advance(DISCARDED)
        if self.game_winners is not None or not stack:  # the player to move, as current_player
            self._player = TERMINAL
        else:
            task = stack[-1]
            role = flow.roles[type(task)]
            self._player = task.player if role == SEAT else role  # type: ignore[attr-defined]

    def resolve(self, action: A, events: list[Event]) -> None:
        """The flow engine's ``resolve`` (:meth:`FlowState.resolve`, inlined), the position's
        cache forgotten first."""
        self._legal = self._player = None
        task = self.stack.pop()
        apply = self.FLOW.applies[type(task)]
        assert apply is not None, f"{task.kind} is not a decision or chance task"
        apply(self, task, action, events)
        self.advance(events)

"""The flow engine's protocol methods specialised for Map & Duel's hot path.

:class:`Engine` does what :class:`arena.core.flow.FlowState` does (the same tasks, in the
same order, with the same handlers) from flat tables built once from the game's
:class:`~arena.core.flow.Flow` by :func:`install`: one dictionary lookup per task instead of a
:class:`~arena.core.flow.Handler` and its kind. Legal actions come from builders that list
them directly in the codec's order (``legal.py``); the flow's own ``legal`` functions stay the
reference they are tested against.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from arena.core.events import Event
from arena.core.flow import DISCARDED, Flow, HandlerKind, Task
from arena.games.mapduel.actions import A

CHANCE = -1  # arena.core.state's values
TERMINAL = -4

RUNS, SEATED, SETTLES, WAITS = 0, 1, 2, 3
"""What :meth:`Engine.advance` does with a task on top: run it (automatic), drop it if its
player is dead (:func:`player_dead`, checked inline), call its ``settle``, or wait."""
STEPS: dict[type[Task], tuple[int, Any]] = {}
"""Each task kind: what ``advance`` does with it and the function it calls (or ``None``)."""
RUN: dict[type[Task], Callable[[Any, Any, list[Event]], Task | None]] = {}
"""Automatic tasks: what runs when one reaches the top."""
APPLY: dict[type[Task], Callable[[Any, Any, A, list[Event]], None]] = {}
CHANCES: set[type[Task]] = set()
LEGAL: dict[type[Task], Callable[[Any, Any], list[A]]] = {}
"""Decision and chance tasks: every legal action or outcome, in the codec's order, unique."""
WEIGHTS: dict[type[Task], Callable[[Any, Any], list[tuple[A, int]]]] = {}


class _Seated(Protocol):
    @property
    def player(self) -> int: ...


def player_dead(state: Any, task: _Seated, events: list[Event]) -> bool:
    """The default ``settle`` of a decision: a dead player's decision is dropped."""
    return not state.alive[task.player]


def install(flow: Flow[Any], legal: dict[type[Task], Callable[[Any, Any], list[A]]]) -> None:
    """Fill the tables from ``flow``'s handlers; ``legal`` gives the decisions' builders."""
    for task_type, handler in flow.handlers.items():
        if handler.kind is HandlerKind.AUTOMATIC:
            assert handler.run is not None
            RUN[task_type] = handler.run
            STEPS[task_type] = (RUNS, handler.run)
            continue
        assert handler.apply is not None and handler.player is None
        settle = handler.settle
        if settle is None:
            STEPS[task_type] = (WAITS, None)
        else:
            STEPS[task_type] = (SEATED if settle is player_dead else SETTLES, settle)
        APPLY[task_type] = handler.apply
        if handler.kind is HandlerKind.CHANCE:
            weights = handler.weights
            assert weights is not None, f"{task_type.kind}: the lean path needs integer weights"
            CHANCES.add(task_type)
            WEIGHTS[task_type] = weights
            LEGAL[task_type] = _outcomes_of(weights)
        else:
            LEGAL[task_type] = legal[task_type]


def _outcomes_of(weights: Callable[[Any, Any], list[tuple[A, int]]]) -> Callable[[Any, Any], list[A]]:
    def outcomes(state: Any, task: Any) -> list[A]:
        return [a for a, _ in weights(state, task)]

    return outcomes


class Engine:
    """Mixin (first base of the state): the State protocol on the flow's stack, lean."""

    __slots__ = ("_legal", "_player")
    stack: list[Task]
    game_winners: list[int] | None
    alive: list[bool]
    _legal: list[A] | None
    _player: int | None

    def current_player(self) -> int:
        player = self._player
        if player is None:
            stack = self.stack
            if self.game_winners is not None or not stack:
                player = TERMINAL
            else:
                task = stack[-1]
                kind = type(task)
                if kind in CHANCES:
                    player = CHANCE
                elif kind in RUN:
                    player = TERMINAL
                else:
                    player = task.player  # type: ignore[attr-defined]
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
        if legal is None:
            stack = self.stack
            if self.game_winners is not None or not stack:
                legal = []
            else:
                task = stack[-1]
                build = LEGAL.get(type(task))
                legal = [] if build is None else build(self, task)
            self._legal = legal
        return list(legal)

    def keep_legal(self, legal: list[A]) -> None:
        """A settle that waits hands over the legal actions it listed (in the codec's order):
        nothing changes the position after it, so they are the position's."""
        self._legal = legal

    def chance_weights(self) -> list[tuple[A, int]]:
        stack = self.stack
        if self.game_winners is not None or not stack:
            return []
        task = stack[-1]
        weights = WEIGHTS.get(type(task))
        return [] if weights is None else weights(self, task)

    def step(self, action: A) -> None:
        """The lean path: :meth:`resolve` with the handlers' events going nowhere."""
        self.resolve(action, DISCARDED)

    def resolve(self, action: A, events: list[Event]) -> None:
        """Pop the pending task, apply ``action`` with its handler, then :meth:`advance`."""
        self._legal = self._player = None
        task = self.stack.pop()
        apply = APPLY.get(type(task))
        assert apply is not None, f"{task.kind} is not a decision or chance task"
        apply(self, task, action, events)
        self.advance(events)

    def advance(self, events: list[Event]) -> None:
        """Run automatic tasks until a decision, a chance node, the end or an empty stack; the
        player to move is known then (cached as :meth:`current_player` would compute it)."""
        stack = self.stack
        steps = STEPS
        while stack and self.game_winners is None:
            task = stack[-1]
            what, call = steps[type(task)]
            if what == RUNS:
                stack.pop()
                base = len(stack)
                resume = call(self, task, events)
                if resume is not None:
                    stack.insert(base, resume)
            elif what == SEATED:
                player = task.player  # type: ignore[attr-defined]
                if self.alive[player]:
                    self._player = player
                    return
                stack.pop()
            elif what == SETTLES:
                stack.pop()
                if not call(self, task, events):
                    stack.append(task)
                    self._player = CHANCE if type(task) in CHANCES else task.player  # type: ignore[attr-defined]
                    return
            else:
                self._player = CHANCE if type(task) in CHANCES else task.player  # type: ignore[attr-defined]
                return
        self._player = TERMINAL

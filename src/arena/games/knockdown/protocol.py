"""The State protocol of Knockdown's flow, read from its handler table split by use.

:class:`arena.core.flow.FlowState` answers whose turn it is, what is legal and what runs
next through each task's :class:`~arena.core.flow.Handler`, asking ``is_over()`` and the
handler's kind at every step. :class:`TabledFlow` gives the same answers from dictionaries
built once (``bind``, called by ``flow.py``): a task type's role, its apply, run, settle,
legal-actions and chance-weights functions, with a match over as ``winner >= 0``. Search
and random playouts call these methods at every node; ``tests/knockdown/test_fast_paths.py``
checks them against the engine's generic ones.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from arena.core.events import Event
from arena.core.flow import CHANCE, TERMINAL, Flow, FlowState, HandlerKind, Task
from arena.games.knockdown.actions import Action

DECIDE = 0
"""A task's role in :attr:`TabledFlow.ROLES`: a seat decides it (else ``CHANCE``, or
``TERMINAL`` for an automatic task: nothing is pending while it is on top)."""
ROLE = {HandlerKind.DECISION: DECIDE, HandlerKind.CHANCE: CHANCE, HandlerKind.AUTOMATIC: TERMINAL}


class TabledFlow(FlowState[Action]):
    """The flow engine's protocol methods for a state with ``winner`` (``-1`` while the match
    goes on) and a stack of tasks whose decisions all belong to their task's ``player``."""

    __slots__ = ()
    winner: int
    stack: list[Task]

    # The handler table by task type, split by use (``bind`` sets them).
    ROLES: ClassVar[dict[type[Task], int]]
    APPLY: ClassVar[dict[type[Task], Callable[..., None]]]
    AUTO: ClassVar[dict[type[Task], Callable[..., Task | None]]]
    SETTLE: ClassVar[dict[type[Task], Callable[..., bool] | None]]
    LEGAL: ClassVar[dict[type[Task], Callable[..., list[Action]]]]
    WEIGHTS: ClassVar[dict[type[Task], Callable[..., list[tuple[Action, int]]]]]

    @classmethod
    def bind(
        cls,
        flow: Flow[Any],
        chance_actions: dict[type[Task], Callable[..., list[Action]]],
        chance_weights: dict[type[Task], Callable[..., list[tuple[Action, int]]]],
    ) -> None:
        """Split ``flow``'s handler table into the per-use tables the protocol methods below
        read: the same handlers, looked up once per call instead of through ``Handler``.
        ``chance_actions`` lists each chance task's outcomes in ``chance_outcomes`` order;
        ``chance_weights`` gives the weights of those registered with outcomes only."""
        handlers = flow.handlers
        cls.FLOW = flow
        cls.ROLES = {t: ROLE[h.kind] for t, h in handlers.items()}
        cls.APPLY = {t: h.apply for t, h in handlers.items() if h.apply is not None}
        cls.AUTO = {t: h.run for t, h in handlers.items() if h.run is not None}
        cls.SETTLE = {t: h.settle for t, h in handlers.items() if h.kind is not HandlerKind.AUTOMATIC}
        cls.LEGAL = {t: h.legal for t, h in handlers.items() if h.legal is not None} | chance_actions
        cls.WEIGHTS = {t: h.weights for t, h in handlers.items() if h.weights is not None} | chance_weights
        for t, h in handlers.items():
            assert h.player is None, "a Knockdown decision is its task's player's"
            if h.kind is HandlerKind.CHANCE:
                assert t in cls.LEGAL and t in cls.WEIGHTS, f"{t.kind}: chance actions and weights"

    def current_player(self) -> int:
        stack = self.stack
        if self.winner >= 0 or not stack:
            return TERMINAL
        task = stack[-1]
        role = self.ROLES[type(task)]
        if role == DECIDE:
            player: int = task.player  # type: ignore[attr-defined]
            return player
        return role

    def is_terminal(self) -> bool:
        stack = self.stack
        return self.winner >= 0 or not stack or self.ROLES[type(stack[-1])] == TERMINAL

    def is_chance_node(self) -> bool:
        stack = self.stack
        return self.winner < 0 and bool(stack) and self.ROLES[type(stack[-1])] == CHANCE

    def legal_actions(self) -> list[Action]:
        stack = self.stack
        if self.winner >= 0 or not stack:
            return []
        task = stack[-1]
        legal = self.LEGAL.get(type(task))
        return [] if legal is None else legal(self, task)

    def chance_weights(self) -> list[tuple[Action, int]]:
        stack = self.stack
        if self.winner >= 0 or not stack or self.ROLES[type(stack[-1])] != CHANCE:
            return []
        task = stack[-1]
        return self.WEIGHTS[type(task)](self, task)

    def resolve(self, action: Action, events: list[Event]) -> None:
        task = self.stack[-1]
        apply = self.APPLY.get(type(task))
        if apply is None:  # not a decision or chance task: the engine's own refusal
            super().resolve(action, events)
            return
        self.stack.pop()
        apply(self, task, action, events)
        self.advance(events)

    def advance(self, events: list[Event]) -> None:
        """The engine's loop (:meth:`FlowState.advance`), reading the split tables."""
        auto, settles = self.AUTO, self.SETTLE
        stack = self.stack
        while stack and self.winner < 0:
            task = stack[-1]
            run = auto.get(type(task))
            if run is None:
                settle = settles[type(task)]
                if settle is None:
                    return
                stack.pop()
                if not settle(self, task, events):
                    stack.append(task)
                    return
                continue
            stack.pop()
            base = len(stack)
            resume = run(self, task, events)
            if resume is not None:
                stack.insert(base, resume)

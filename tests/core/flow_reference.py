"""The flow engine's protocol methods as plain definitions over :class:`Handler` records.

:class:`arena.core.flow.FlowState` answers from the flow's handler table split by use
(``Flow.roles``, ``Flow.legals``, ``Flow.weights``, ``Flow.runs``...). These functions are
what it stood for before: each question asked of the top task's ``Handler`` and its ``kind``,
``is_over()`` at every step. The tests of every flow game compare the two.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from arena.core.chance import to_weights
from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.core.flow import CHANCE, TERMINAL, FlowState, Handler, HandlerKind, Task


def current_player(state: FlowState[Any]) -> int:
    if state.is_over():
        return TERMINAL
    return state.FLOW.player_of(state, state.stack)


def is_terminal(state: FlowState[Any]) -> bool:
    return current_player(state) == TERMINAL


def is_chance_node(state: FlowState[Any]) -> bool:
    return current_player(state) == CHANCE


def _chance_node(state: FlowState[Any]) -> tuple[Task, Handler] | None:
    if state.is_over() or not state.stack:
        return None
    task = state.stack[-1]
    handler = state.FLOW.handler(task)
    return (task, handler) if handler.kind is HandlerKind.CHANCE else None


def chance_outcomes(state: FlowState[Any]) -> list[tuple[Any, Fraction]]:
    node = _chance_node(state)
    if node is None:
        return []
    task, handler = node
    assert handler.outcomes is not None
    return handler.outcomes(state, task)


def chance_weights(state: FlowState[Any]) -> list[tuple[Any, int]]:
    node = _chance_node(state)
    if node is None:
        return []
    task, handler = node
    if handler.weights is not None:
        return handler.weights(state, task)
    assert handler.outcomes is not None
    return to_weights(handler.outcomes(state, task))


def legal_actions(state: FlowState[Any]) -> list[Any]:
    if state.is_over() or not state.stack:
        return []
    task = state.stack[-1]
    handler = state.FLOW.handler(task)
    if handler.kind is HandlerKind.CHANCE:
        if handler.weights is not None:
            return [a for a, _ in handler.weights(state, task)]
        assert handler.outcomes is not None
        return [a for a, _ in handler.outcomes(state, task)]
    if handler.kind is HandlerKind.DECISION:
        assert handler.legal is not None
        return handler.legal(state, task)
    return []


def illegal_reason(state: FlowState[Any], action: Any) -> IllegalActionError | None:
    if state.is_over() or not state.stack:
        return IllegalActionError("the game is over", reason="game-over", rule=state.END_RULE)
    task = state.stack[-1]
    handler = state.FLOW.handler(task)
    if handler.kind is HandlerKind.DECISION and handler.illegal is not None:
        return handler.illegal(state, task, action)
    if action in legal_actions(state):
        return None
    what = "chance outcome" if handler.kind is HandlerKind.CHANCE else "action"
    return IllegalActionError(
        f"not a legal {what} now (waiting for: {task.kind})", reason="not-legal", rule=handler.rule
    )


def advance(state: FlowState[Any], events: list[Event]) -> None:
    """Run automatic tasks until a decision, a chance node, the end or an empty stack."""
    stack = state.stack
    while stack and not state.is_over():
        handler = state.FLOW.handler(stack[-1])
        if handler.kind is not HandlerKind.AUTOMATIC:
            if handler.settle is None:
                return
            task = stack.pop()
            if not handler.settle(state, task, events):
                stack.append(task)
                return
            continue
        task = stack.pop()
        assert handler.run is not None
        base = len(stack)
        resume = handler.run(state, task, events)
        if resume is not None:
            stack.insert(base, resume)


def resolve(state: FlowState[Any], action: Any, events: list[Event]) -> None:
    """Pop the pending task, run its handler on ``action``, then the plain :func:`advance`
    (a game's own clean-up after the loop, such as Krosmaster's, is not run)."""
    task = state.stack.pop()
    handler = state.FLOW.handler(task)
    assert handler.apply is not None, f"{task.kind} is not a decision or chance task"
    handler.apply(state, task, action, events)
    advance(state, events)


def step(state: FlowState[Any], action: Any) -> list[Event]:
    """:func:`resolve` with the events kept and returned."""
    events: list[Event] = []
    resolve(state, action, events)
    return events

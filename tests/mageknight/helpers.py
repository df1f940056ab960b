"""Helpers the Mage Knight tests share: legal action texts, chance resolved, a resolution answered."""

from __future__ import annotations

from collections.abc import Callable

from arena.games.mageknight.state import MageKnightState


def texts(state: MageKnightState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def to_decision(state: MageKnightState) -> None:
    """Resolve chance (first outcome) until a decision or the end."""
    while state.is_chance_node():
        state.apply(state.chance_outcomes()[0][0])


def answer_until(state: MageKnightState, done: Callable[[MageKnightState], bool], what: str) -> None:
    """Answer whatever is asked (first option, first chance outcome) until ``done`` holds."""
    for _ in range(200):
        if state.pending() is None or done(state):
            return
        if state.is_chance_node():
            state.apply(state.chance_outcomes()[0][0])
        else:
            state.apply(state.legal_actions()[0])
    raise AssertionError(f"the {what}'s resolution does not end")


def back_at(kind: str, player: int | None = None) -> Callable[[MageKnightState], bool]:
    """``done`` for :func:`answer_until`: the decision ``kind`` (of ``player``) is pending again."""

    def done(state: MageKnightState) -> bool:
        pending = state.pending()
        return pending is not None and pending.task.kind == kind and player in (None, state.current_player())

    return done

"""What players read of Mage Knight's actions: each legal action (chance outcomes included) as
data — a kind, typed arguments, a group and a label saying what it does, with names.

The notation (``actions.py``) stays the stable interface; the same words mean different things
in different decisions (``pick``, ``draw-up``, ``done``, ``choose 2``), so an action is described
from the decision waiting for it, the task on top of the stack: the turn's actions
(``describe_turn``), the other decisions (``describe_decisions``), chance (``describe_chance``),
with the words they share (``describewords``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.describe import ActionInfo
from arena.games.mageknight.actions import CHANCE_VERBS, Action
from arena.games.mageknight.describe_chance import _chance
from arena.games.mageknight.describe_decisions import _decision
from arena.games.mageknight.describe_turn import _fallback

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState


# -- the entry point --------------------------------------------------------------------------------
def describe(state: MageKnightState, action: Action) -> ActionInfo:
    """``action`` (legal now, or a chance outcome of this position) as data."""
    task = state.stack[-1] if state.stack else None
    if action.verb in CHANCE_VERBS:
        return _chance(state, task, action)
    if task is None:
        return _fallback(action)
    try:
        return _decision(state, task, action)
    except (KeyError, IndexError, ValueError, AssertionError, AttributeError):
        return _fallback(action)  # not an action of this decision: its verb only

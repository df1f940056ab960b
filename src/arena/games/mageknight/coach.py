"""The coach's measure for Mage Knight: expected Fame (``Game.coach_estimate``).

The search values a position with the evaluation hook, ``tanh(edge / SCALE)`` where the edge is
the hero's worth in Fame (against the best other hero's, multiplayer). The coach turns a mean
value back into Fame units and reads the difference with the position now as Fame to come:
expected Fame = the hero's Fame now + SCALE x (atanh(value) - atanh(value now)). Values are
clamped short of ±1 (a game's end scores ±1) so the inverse stays finite.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from arena.games.mageknight import evaluation

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

CLAMP = 0.999
"""Values beyond ±CLAMP are read as ±CLAMP."""


def expected_fame(state: MageKnightState, seat: int, value: float) -> float:
    """The hero's expected Fame when the search's mean value for ``seat`` is ``value``."""
    if state.is_terminal():
        return float(state.heroes[seat].fame)
    now = evaluation.evaluate(state, seat)
    ahead = _inverse(value) - _inverse(now)
    return max(0.0, state.heroes[seat].fame + evaluation.SCALE * ahead)


def _inverse(value: float) -> float:
    return math.atanh(max(-CLAMP, min(CLAMP, value)))

"""Knockdown (不败之巅), Tainted Grail arena (seed 002): rules, data, views, notation."""

from arena.games.knockdown.game import Knockdown
from arena.games.knockdown.state import KnockdownState

__all__ = ["Knockdown", "KnockdownState"]

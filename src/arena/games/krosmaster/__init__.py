"""Krosmaster Arena (seeds 003 French, 000 Chinese): rules, data, views, notation."""

from arena.games.krosmaster.game import Krosmaster
from arena.games.krosmaster.state import KrosmasterState

__all__ = ["Krosmaster", "KrosmasterState"]

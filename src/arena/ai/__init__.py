"""Agents: they depend on ``arena.core`` only and play every registered game."""

from arena.ai.random_agent import RandomAgent

__all__ = ["RandomAgent"]

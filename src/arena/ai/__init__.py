"""Agents: they depend on ``arena.core`` only and play every registered game."""

from arena.ai.greedy import GreedyAgent
from arena.ai.mcts import MCTSAgent
from arena.ai.random_agent import RandomAgent

__all__ = ["GreedyAgent", "MCTSAgent", "RandomAgent"]

"""Seeded drivers: play a game to the end from (config, seed, agents).

``play_game`` is :class:`arena.core.match.Match` run to the end; the seeding scheme, ``Step``
and ``GameRecord`` live in :mod:`arena.core.match` (re-exported here).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from arena.core.agent import Agent
from arena.core.events import Event
from arena.core.game import Game
from arena.core.match import GameRecord, Match, Step, derive_seed
from arena.core.state import State

__all__ = ["GameRecord", "Step", "derive_seed", "play_game"]


def play_game(
    game: Game[Any],
    agents: Sequence[Agent],
    seed: int,
    *,
    max_steps: int = 1_000_000,
    on_step: Callable[[State[Any], Step, list[Event]], None] | None = None,
    check: bool = True,
) -> GameRecord:
    """Play to the end: chance sampled from ``seed``, seat ``i`` played by ``agents[i]``.

    The same (game options, seed, agents) always gives the same game, here and in every other
    driver (the scheme of :class:`~arena.core.match.Match`). Agents' actions are checked
    unless ``check=False`` (the named fast path for trusted agents).
    """
    if len(agents) != game.num_players:
        raise ValueError(f"{game.id} needs {game.num_players} agents, got {len(agents)}")
    match = Match(game, seed, agents, check=check, on_step=on_step)
    match.run(max_steps=max_steps, until_human=False)
    return match.record()

"""Seeded drivers: play a game to the end from (config, seed, agents)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from arena.core.agent import Agent, Observation
from arena.core.chance import sample_outcome
from arena.core.events import Event
from arena.core.game import Game
from arena.core.state import State


def derive_seed(seed: int, *parts: int | str) -> int:
    """A child seed, independent of Python's hash randomization."""
    text = json.dumps([seed, *parts])
    value = 1469598103934665603
    for ch in text.encode():
        value = ((value ^ ch) * 1099511628211) % (1 << 64)
    return value


@dataclass
class Step:
    """One applied action: who played it (``-1`` = chance) and its codes."""

    player: int
    action: Any
    text: str
    index: int


@dataclass
class GameRecord:
    """A finished (or stopped) game: enough to replay it exactly."""

    game_id: str
    options: dict[str, Any]
    seed: int
    steps: list[Step] = field(default_factory=list)
    returns: list[float] = field(default_factory=list)
    terminal: bool = False
    final_state: State[Any] | None = None

    @property
    def num_actions(self) -> int:
        """Decisions taken by players (chance outcomes not counted)."""
        return sum(1 for s in self.steps if s.player >= 0)

    def winners(self) -> list[int]:
        return self.final_state.winners() if self.final_state is not None else []


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

    The same (game options, seed, agents) always gives the same game. Agents draw from
    their own generators, derived from the seed and their seat. Agents' actions are checked
    unless ``check=False`` (the named fast path for trusted agents).
    """
    if len(agents) != game.num_players:
        raise ValueError(f"{game.id} needs {game.num_players} agents, got {len(agents)}")
    state = game.new_initial_state()
    chance_rng = random.Random(derive_seed(seed, "chance"))
    agent_rngs = [random.Random(derive_seed(seed, "seat", i)) for i in range(len(agents))]
    record = GameRecord(game.id, game.options_dict(), seed)
    for _ in range(max_steps):
        if state.is_terminal():
            break
        player = state.current_player()
        if state.is_chance_node():
            action = sample_outcome(state.chance_outcomes(), chance_rng)
        else:
            action = agents[player].act(Observation(state, player), agent_rngs[player])
        step = Step(player, action, game.action_to_text(action), game.action_to_index(action))
        events = state.apply(action, check=check)
        record.steps.append(step)
        if on_step is not None:
            on_step(state, step, events)
    record.terminal = state.is_terminal()
    record.returns = state.returns()
    record.final_state = state
    return record

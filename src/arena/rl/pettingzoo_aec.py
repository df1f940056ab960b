"""PettingZoo AEC environments for every registered game (``arena.rl.pettingzoo_aec``).

Agents are ``player_0`` … ``player_{n-1}``; each observation is a dict with the seat's
``observation`` tensor (or its information state, ``observation="information_state"``) and
its ``action_mask`` (zeros when it is not that seat's turn). Chance is resolved inside
``step`` by Arena's seeding scheme, so ``reset(seed=s)`` replays the game ``arena play``
plays with seed ``s``. Rewards are the game's returns, given at the end.
"""

from __future__ import annotations

import secrets
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from arena.core.game import Game
from arena.core.registry import load
from arena.rl.episode import Episode, HoldsEpisode
from arena.rl.render import render_text
from arena.rl.tensors import Observer

OBSERVATIONS = ("observation", "information_state")


class ArenaAECEnv(AECEnv[str, dict[str, np.ndarray], int | None], HoldsEpisode):  # type: ignore[misc]
    """One Arena game as a PettingZoo AEC environment."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "is_parallelizable": False}  # noqa: RUF012 -- PettingZoo's

    def __init__(
        self,
        game: Game[Any],
        *,
        render_mode: str | None = None,
        observation: str = "observation",
        max_steps: int | None = None,
    ) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        if observation not in OBSERVATIONS:
            raise ValueError(f"observation must be one of {OBSERVATIONS}, not {observation!r}")
        if max_steps is not None and max_steps < 1:
            raise ValueError("max_steps must be at least 1")
        self.game = game
        self.observer = Observer(game)
        self.render_mode = render_mode
        self.observation_kind = observation
        self.max_steps = max_steps
        self.metadata = {**self.metadata, "name": f"arena_{game.id}_v0"}
        self.possible_agents = [f"player_{i}" for i in range(game.num_players)]
        self.agent_name_mapping = {a: i for i, a in enumerate(self.possible_agents)}
        shape = (
            self.observer.observation_shape
            if observation == "observation"
            else self.observer.information_state_shape
        )
        n = self.observer.num_actions
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(-np.inf, np.inf, shape, np.float32),
                    "action_mask": spaces.Box(0, 1, (n,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self.episode: Episode | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # -- the AEC cycle ---------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.episode = Episode(
            self.observer,
            seed if seed is not None else secrets.randbits(63),
            memory=self.observation_kind == "information_state",
        )
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        assert self.episode is not None
        if not self.episode.over:
            self.agent_selection = self.possible_agents[self.episode.to_move]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        episode = self._running()
        player = self.agent_name_mapping[agent]
        tensor = (
            episode.observation(player)
            if self.observation_kind == "observation"
            else episode.information_state(player)
        )
        if not episode.over and episode.to_move == player:
            mask = episode.action_mask()
        else:
            mask = np.zeros(self.observer.num_actions, dtype=np.int8)
        return {"observation": tensor, "action_mask": mask}

    def step(self, action: int | None) -> None:
        if self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
            self._was_dead_step(action)
            return
        episode = self._running()
        agent = self.agent_selection
        episode.play(action)  # raises (state untouched) on a malformed or illegal index
        self._cumulative_rewards[agent] = 0.0
        if episode.over:
            returns = episode.returns()
            self.rewards = {a: returns[self.agent_name_mapping[a]] for a in self.agents}
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.max_steps is not None and episode.steps >= self.max_steps:
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        episode = self._running()
        seat = None if episode.over else episode.to_move
        return render_text(self.game, episode.state, seat)

    def close(self) -> None:
        self.episode = None

    def __str__(self) -> str:
        return f"arena_{self.game.id}_v0"


def pettingzoo_env(game: str, **options: Any) -> ArenaAECEnv:
    """The AEC environment of ``game`` with game ``options``; environment settings
    ``render_mode``, ``observation`` and ``max_steps`` are taken out of ``options``."""
    settings = {k: options.pop(k) for k in ("render_mode", "observation", "max_steps") if k in options}
    return ArenaAECEnv(load(game, **options), **settings)

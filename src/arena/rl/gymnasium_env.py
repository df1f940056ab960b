"""A Gymnasium single-agent environment: the learner plays one seat against Arena agents.

``ArenaGymEnv(game, seat=0, opponent="mcts:iters=50")``: every other seat is played by an
agent built from its spec (one spec for all, or one per other seat); chance is drawn by
Arena's seeding scheme, so ``reset(seed=s)`` plays the game ``arena play`` plays with seed
``s``. Observations are the seat's tensor, ``info["action_mask"]`` marks the legal indices,
the reward is the seat's return at the end. The action space samples legal actions only
(``env.action_space.sample()`` is a legal move).

An illegal index raises a clear error naming the mask and changes nothing
(``illegal_action="raise"``, the default). Gymnasium's ``check_env`` samples an action in one
episode and plays it after a seeded reset in another, so it needs an environment that accepts
every index of its space: ``illegal_action="lose"`` ends the episode on an illegal index with
the learner's worst return (``info["illegal_action"]`` is set) — the usual choice for training
without masks too. Malformed input (not one integer in range) raises in both modes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import Env, spaces

from arena.ai.registry import make_agent
from arena.core.agent import Agent
from arena.core.game import Game
from arena.core.registry import load
from arena.rl.episode import Episode, HoldsEpisode
from arena.rl.pettingzoo_aec import OBSERVATIONS
from arena.rl.render import render_text
from arena.rl.tensors import FloatArray, MaskArray, Observer

ILLEGAL_ACTIONS = ("raise", "lose")


class LegalDiscrete(spaces.Discrete):
    """``Discrete(n)`` whose ``sample()`` without a mask draws among the environment's
    legal actions of the moment (with a mask, as Gymnasium's)."""

    def __init__(self, n: int, env: ArenaGymEnv, seed: int | None = None) -> None:
        super().__init__(n, seed=seed)
        self._env = env

    def sample(self, mask: MaskArray | None = None, probability: Any = None) -> np.int64:
        if mask is None and probability is None and self._env.episode is not None:
            legal = self._env.action_mask()
            if legal.any():
                mask = legal
        return super().sample(mask=mask, probability=probability)


class ArenaGymEnv(Env[FloatArray, np.int64], HoldsEpisode):
    """One seat of an Arena game; the other seats are played by agents."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012 -- Gymnasium's own attribute

    def __init__(
        self,
        game: Game[Any],
        *,
        seat: int = 0,
        opponent: str | Sequence[str] = "random",
        render_mode: str | None = None,
        observation: str = "observation",
        max_steps: int | None = None,
        illegal_action: str = "raise",
    ) -> None:
        if illegal_action not in ILLEGAL_ACTIONS:
            raise ValueError(f"illegal_action must be one of {ILLEGAL_ACTIONS}, not {illegal_action!r}")
        if not 0 <= seat < game.num_players:
            raise ValueError(f"seat must be in 0..{game.num_players - 1}, not {seat}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        if observation not in OBSERVATIONS:
            raise ValueError(f"observation must be one of {OBSERVATIONS}, not {observation!r}")
        others = game.num_players - 1
        specs = [opponent] * others if isinstance(opponent, str) else list(opponent)
        if len(specs) != others:
            raise ValueError(f"{game.id} needs {others} opponent spec(s), got {len(specs)}")
        self.game = game
        self.seat = seat
        self.observer = Observer(game)
        for spec in set(specs):
            make_agent(spec)  # a bad spec fails here, clearly, not at the first reset
        self.opponent_specs = specs
        self.opponents: dict[int, Agent] = {}
        self.render_mode = render_mode
        self.observation_kind = observation
        self.max_steps = max_steps
        self.illegal_action = illegal_action
        self.lost = False
        shape = (
            self.observer.observation_shape
            if observation == "observation"
            else self.observer.information_state_shape
        )
        self.observation_space = spaces.Box(-np.inf, np.inf, shape, np.float32)
        self.action_space = LegalDiscrete(self.observer.num_actions, self)
        self.episode: Episode | None = None

    # -- the Gymnasium cycle -----------------------------------------------------------------
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[FloatArray, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2**63))
        self.episode = Episode(self.observer, game_seed, memory=self.observation_kind == "information_state")
        others = [p for p in range(self.game.num_players) if p != self.seat]
        self.opponents = {p: make_agent(spec) for p, spec in zip(others, self.opponent_specs, strict=True)}
        self.lost = False
        self._play_others()
        return self._observe(), self._info()

    def step(self, action: Any) -> tuple[FloatArray, float, bool, bool, dict[str, Any]]:
        episode = self._running()
        if episode.over or self.lost:
            raise RuntimeError("the episode is over: call reset()")
        if self.illegal_action == "lose":
            legal = self.observer.mask_entry(episode.state, action)  # raises on malformed input
            if not legal:
                self.lost = True
                info = self._info() | {"illegal_action": True}
                return self._observe(), self.observer.worst_return, True, False, info
        episode.play(action)  # raises (state untouched) on a malformed or illegal index
        self._play_others()
        terminated = episode.over
        truncated = not terminated and self.max_steps is not None and episode.steps >= self.max_steps
        reward = episode.returns()[self.seat] if terminated else 0.0
        return self._observe(), reward, terminated, truncated, self._info()

    def _play_others(self) -> None:
        episode = self._running()
        while not episode.over and episode.to_move != self.seat:
            if self.max_steps is not None and episode.steps >= self.max_steps:
                return
            episode.play_agent(self.opponents[episode.to_move])

    # -- reading -----------------------------------------------------------------------------
    def action_mask(self) -> MaskArray:
        """The legal indices of the learner now (all zeros once the episode is over)."""
        episode = self._running()
        if episode.over or self.lost or episode.to_move != self.seat:
            return np.zeros(self.observer.num_actions, dtype=np.int8)
        return episode.action_mask()

    def _observe(self) -> FloatArray:
        episode = self._running()
        if self.observation_kind == "observation":
            return episode.observation(self.seat)
        return episode.information_state(self.seat)

    def _info(self) -> dict[str, Any]:
        episode = self._running()
        info: dict[str, Any] = {"action_mask": self.action_mask(), "seed": episode.seed}
        if episode.over:
            info["returns"] = episode.returns()
        return info

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        episode = self._running()
        return render_text(self.game, episode.state, self.seat)


def gym_env(game: str, **options: Any) -> ArenaGymEnv:
    """The Gymnasium environment of ``game``: environment settings (``seat``, ``opponent``,
    ``render_mode``, ``observation``, ``max_steps``, ``illegal_action``) are taken out of ``options``, the rest
    configure the game."""
    keys = ("seat", "opponent", "render_mode", "observation", "max_steps", "illegal_action")
    settings = {k: options.pop(k) for k in keys if k in options}
    return ArenaGymEnv(load(game, **options), **settings)

"""Batched stepping: ``VectorEnv(game, n, seed)`` plays n games at once.

Each step takes one action index per game (for that game's player to move) and returns
stacked arrays: the acting players' observations ``(n, obs)``, their masks ``(n, actions)``,
the returns of games that just ended ``(n, players)`` (zeros elsewhere), which games ended
``(n,)`` and who acts next ``(n,)``. A game that ends is reset at once (auto-reset): its row
then shows the first position of its next episode, seeded ``derive_seed(seed, i, k)`` for
game ``i``'s ``k``-th episode, so a batch is reproducible from ``seed``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from arena.core.game import Game
from arena.core.match import derive_seed
from arena.core.registry import load
from arena.rl.episode import Episode
from arena.rl.tensors import FloatArray, MaskArray, Observer

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]


MAX_BATCH_CELLS = 1 << 28
"""Observation and mask cells a batch may hold (about 1.25 GB): bounded work for absurd n."""


class Batch(NamedTuple):
    """What a step of the vector environment returns (one row per game)."""

    observations: FloatArray
    masks: MaskArray
    rewards: FloatArray
    terminations: BoolArray
    players: IntArray


class VectorEnv:
    """n independent games of one configuration, stepped together with auto-reset."""

    def __init__(self, game: str | Game[Any], n: int, seed: int = 0, **options: Any) -> None:
        if not 1 <= n <= 65536:
            raise ValueError(f"n must be in 1..65536, not {n}")
        self.game = load(game, **options) if isinstance(game, str) else game
        self.observer = Observer(self.game)
        cells = n * (self.observer.observation_shape[0] + self.observer.num_actions)
        if cells > MAX_BATCH_CELLS:
            raise ValueError(
                f"{n} games of {self.game.id} need {cells:,} array cells per batch, over the "
                f"limit of {MAX_BATCH_CELLS:,}: use fewer games per VectorEnv"
            )
        self.n = n
        self.seed = seed
        self.episodes_started = [0] * n
        self.episodes: list[Episode] = []
        self.observations = np.zeros((n, *self.observer.observation_shape), dtype=np.float32)
        self.masks = np.zeros((n, self.observer.num_actions), dtype=np.int8)
        self.players = np.zeros(n, dtype=np.int64)

    @property
    def num_players(self) -> int:
        return self.observer.num_players

    def reset(self) -> Batch:
        """Start every game afresh (episode counters restart: the same batch again)."""
        self.episodes_started = [0] * self.n
        self.episodes = [self._start(i) for i in range(self.n)]
        for i in range(self.n):
            self._read(i)
        zeros = np.zeros((self.n, self.num_players), dtype=np.float32)
        return Batch(
            self.observations.copy(), self.masks.copy(), zeros, np.zeros(self.n, bool), self.players.copy()
        )

    def _start(self, i: int) -> Episode:
        k = self.episodes_started[i]
        self.episodes_started[i] = k + 1
        return Episode(self.observer, derive_seed(self.seed, i, k), memory=False)

    def _read(self, i: int) -> None:
        episode = self.episodes[i]
        player = episode.to_move
        self.players[i] = player
        self.observer.observation_into(episode.state, player, self.observations[i])
        self.observer.action_mask_into(episode.state, self.masks[i])

    def step(self, actions: Any) -> Batch:
        """Play ``actions[i]`` in game ``i``; every index is checked before any is played
        (a bad one raises naming its game and nothing moves)."""
        if not self.episodes:
            raise RuntimeError("call reset() before step()")
        indices = np.asarray(actions)
        if indices.shape != (self.n,) or not np.issubdtype(indices.dtype, np.integer):
            raise ValueError(
                f"actions must be {self.n} integer indices (one per game), got shape {indices.shape} "
                f"of {indices.dtype}"
            )
        rows = np.arange(self.n)
        in_range = (indices >= 0) & (indices < self.observer.num_actions)
        legal = np.zeros(self.n, dtype=bool)
        legal[in_range] = self.masks[rows[in_range], indices[in_range]] == 1
        if not legal.all():
            bad = int(np.flatnonzero(~legal)[0])
            raise ValueError(
                f"game {bad}: action {int(indices[bad])} is not legal (its action mask entry is 0 "
                f"or out of 0..{self.observer.num_actions - 1}); no game was stepped"
            )
        rewards = np.zeros((self.n, self.num_players), dtype=np.float32)
        done = np.zeros(self.n, dtype=bool)
        for i, episode in enumerate(self.episodes):
            episode.play(int(indices[i]), check=False)  # checked against the mask above
            if episode.over:
                rewards[i] = episode.returns()
                done[i] = True
                self.episodes[i] = self._start(i)
            self._read(i)
        return Batch(self.observations.copy(), self.masks.copy(), rewards, done, self.players.copy())

    def sample_actions(self, rng: np.random.Generator) -> IntArray:
        """One uniformly random legal index per game (for random playouts and benchmarks):
        the legal entry with the highest uniform key, for all games in one array operation."""
        keys = rng.random(self.masks.shape, dtype=np.float32)
        keys[self.masks == 0] = -1.0
        picks: IntArray = np.argmax(keys, axis=1).astype(np.int64)
        return picks

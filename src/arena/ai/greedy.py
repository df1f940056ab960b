"""The greedy agent: one ply of look-ahead with the game's evaluation hook."""

from __future__ import annotations

import random
from typing import Any

from arena.ai.common import PlayedFromViews, best_of, expected_value, step_evaluation
from arena.core.agent import Observation


class GreedyAgent:
    """Plays the action whose result the game's ``evaluate_step`` (its evaluation for an agent
    that looks one decision ahead; most games': ``evaluate``) likes best.

    For each legal action it applies the action to one determinized state (hidden parts
    redrawn by ``obs.determinize``) and takes the expected evaluation over the chance that
    follows: exact when that chance subtree has at most ``leaves`` leaves, else the mean of
    ``samples`` sampled outcomes. Ties are broken by the seeded ``rng``. From a view met again
    it plays an action not yet played from it where there is one (``PlayedFromViews``): a
    free step that changes nothing the evaluation sees is not walked for ever.
    """

    name = "greedy"

    def __init__(self, leaves: int = 36, samples: int = 8) -> None:
        if leaves < 1 or samples < 1:
            raise ValueError("leaves and samples must be at least 1")
        self.leaves = leaves
        self.samples = samples
        self._played = PlayedFromViews()

    def act(self, obs: Observation[Any], rng: random.Random) -> Any:
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        game, player = obs.game, obs.player
        played = self._played.at(obs.view)
        fresh = [a for a in legal if game.action_to_index(a) not in played] or legal
        base = obs.determinize(rng)
        step = step_evaluation(game)
        scored: list[tuple[float, Any]] = []
        for action in fresh:
            child = base.clone()
            child.step(action)
            value = expected_value(
                game, child, player, rng, max_leaves=self.leaves, samples=self.samples, evaluation=step
            )
            scored.append((value, action))
        action = best_of(scored, rng)
        played.add(game.action_to_index(action))
        return action

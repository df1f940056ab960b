"""The uniform random agent."""

from __future__ import annotations

import random
from typing import Any

from arena.core.agent import Observation


class RandomAgent:
    """Picks uniformly among the legal actions."""

    name = "random"

    def act(self, obs: Observation[Any], rng: random.Random) -> Any:
        return obs.legal_actions[rng.randrange(len(obs.legal_actions))]

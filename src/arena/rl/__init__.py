"""Arena for reinforcement learning: tensors, PettingZoo, Gymnasium, OpenSpiel, batched steps.

- :class:`Observer` — a configured game's observation / information-state tensors and masks;
- :func:`pettingzoo_env` — a PettingZoo AEC environment per game;
- :func:`gym_env` — a Gymnasium environment: one seat against Arena agents;
- :class:`VectorEnv` — n games stepped together, stacked arrays, auto-reset;
- :func:`register_openspiel_games` — every game as an OpenSpiel Python game (optional extra).

Imports are lazy: ``import arena.rl`` loads none of NumPy, PettingZoo, Gymnasium or OpenSpiel.
The tensor layouts are documented in ``docs/rl.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arena.rl.gymnasium_env import ArenaGymEnv, gym_env
    from arena.rl.openspiel_game import register_openspiel_games
    from arena.rl.pettingzoo_aec import ArenaAECEnv, pettingzoo_env
    from arena.rl.tensors import Observer
    from arena.rl.vector import VectorEnv

_WHERE = {
    "Observer": "arena.rl.tensors",
    "ArenaAECEnv": "arena.rl.pettingzoo_aec",
    "pettingzoo_env": "arena.rl.pettingzoo_aec",
    "ArenaGymEnv": "arena.rl.gymnasium_env",
    "gym_env": "arena.rl.gymnasium_env",
    "VectorEnv": "arena.rl.vector",
    "register_openspiel_games": "arena.rl.openspiel_game",
}

__all__ = [
    "ArenaAECEnv",
    "ArenaGymEnv",
    "Observer",
    "VectorEnv",
    "gym_env",
    "pettingzoo_env",
    "register_openspiel_games",
]


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'arena.rl' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(_WHERE[name]), name)

"""The game-agnostic engine: the Game/State protocol and everything built on it.

Nothing in ``arena.core`` imports a game. Games import the core; agents, the CLI, the
server and the RL adapters reach games only through :mod:`arena.core.registry`.
"""

from arena.core.errors import (
    ArenaError,
    DataError,
    IllegalActionError,
    NotationError,
    OptionsError,
    ReplayError,
)
from arena.core.events import Event
from arena.core.game import Game, GameInfo
from arena.core.state import CHANCE, TERMINAL, State

__all__ = [
    "CHANCE",
    "TERMINAL",
    "ArenaError",
    "DataError",
    "Event",
    "Game",
    "GameInfo",
    "IllegalActionError",
    "NotationError",
    "OptionsError",
    "ReplayError",
    "State",
]

"""The game-agnostic engine: the Game/State protocol and everything built on it.

Nothing in ``arena.core`` imports a game. Games import the core; agents, the CLI, the
server and the RL adapters reach games only through :mod:`arena.core.registry`.
"""

from typing import TYPE_CHECKING

from arena.core.errors import (
    ArenaError,
    DataError,
    IllegalActionError,
    NotationError,
    OptionsError,
    ReplayError,
)
from arena.core.events import Event
from arena.core.info import GameInfo
from arena.core.lazy import lazy_attributes

if TYPE_CHECKING:
    from arena.core.game import Game
    from arena.core.state import CHANCE, TERMINAL, State

# ``Game`` and ``State`` load on first use: ``arena --help`` and ``arena games`` stay fast.
__getattr__ = lazy_attributes(
    __name__,
    {
        "Game": "arena.core.game",
        "State": "arena.core.state",
        "CHANCE": "arena.core.state",
        "TERMINAL": "arena.core.state",
    },
)

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

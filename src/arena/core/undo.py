"""When a player may take back their last action: the one rule the server and the terminal share.

A player may take back their own last action while it is their turn, when nothing came after it
(no chance outcome, no other seat's move), when it was not played for them (a timeout) and
when it told nobody anything hidden: no event was shown to some players only, and — in a game
with hidden information — the views after it do not depend on what the acting player could not
see (checked by redrawing the hidden parts before it and replaying the action).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from arena.core.match import derive_seed
from arena.core.state import CHANCE
from arena.core.text import Msg, msg

if TYPE_CHECKING:
    from arena.core.events import Event
    from arena.core.game import Game
    from arena.core.state import State

RESAMPLES = 6
"""Redraws of the hidden parts tried when checking that an action revealed nothing."""


class LoggedStep(Protocol):
    """What the rule reads of a logged step (the server's log entries, the terminal's)."""

    @property
    def player(self) -> int: ...
    @property
    def action(self) -> Any: ...
    @property
    def events(self) -> Sequence[Event]: ...
    @property
    def auto(self) -> str | None: ...


@dataclass(frozen=True)
class Played:
    """A logged step as the terminal keeps it."""

    player: int
    action: Any
    events: Sequence[Event]
    auto: str | None = None
    """Why the step was played for the player (a timeout), if it was."""


def undo_refusal(state: State[Any], log: Sequence[LoggedStep], seat: int) -> Msg | None:
    """Why ``seat`` cannot take back its last action now (the cheap checks), or ``None``.

    :func:`reveals` is the costly last check, for games with hidden information."""
    if state.is_terminal():
        return msg("refuse-game-over")
    if state.current_player() != seat:
        return msg("undo-not-your-turn")
    if not log:
        return msg("undo-nothing")
    last = log[-1]
    if last.player == CHANCE:
        return msg("undo-after-chance")
    if last.player != seat:
        return msg("undo-not-yours")
    if last.auto:
        return msg("undo-timeout")
    if any(ev.visible_to is not None for ev in last.events):
        return msg("undo-revealed")
    return None


def reveals(game: Game[Any], state: State[Any], before: State[Any], action: Any, seed: int) -> bool:
    """Did playing ``action`` from ``before`` (giving ``state``) tell any player something
    hidden? Each player's hidden parts of ``before`` are redrawn (``resample_hidden``) and the
    action replayed: if their view after it differs, the action revealed something."""
    for q in range(game.num_players):
        target = state.view(q)
        for k in range(RESAMPLES):
            alt = before.resample_hidden(q, random.Random(derive_seed(seed, "undo", q, k)))
            if not alt.is_legal(action):
                continue
            alt.apply(action, check=False)
            if alt.view(q) != target:
                return True
    return False

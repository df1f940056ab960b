"""``State``: one position of a configured game, with the rules' whole contract.

The protocol follows OpenSpiel: chance is a pseudo-player (``CHANCE``) whose outcomes are
listed with exact probabilities and chosen by whoever drives the game (a seeded sampler, a
test, a what-if tool). ``apply`` is checked by default: an action outside
``legal_actions()`` raises :class:`IllegalActionError` and leaves the state untouched.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Hashable
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from arena.core.chance import to_weights
from arena.core.errors import IllegalActionError

if TYPE_CHECKING:
    from arena.core.events import Event
    from arena.core.game import Game

A = TypeVar("A")

CHANCE = -1
"""``current_player()`` at a chance node."""
TERMINAL = -4
"""``current_player()`` once the game is over."""


class State(ABC, Generic[A]):
    """A mutable game position. Copy with :meth:`clone`; never share between threads."""

    game: Game[A]

    # -- whose turn ------------------------------------------------------------------------
    @abstractmethod
    def current_player(self) -> int:
        """The player to act, ``CHANCE`` or ``TERMINAL``."""

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    # -- actions ---------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list[A]:
        """Every action ``apply`` accepts now, in a stable order (chance outcomes too)."""

    def chance_outcomes(self) -> list[tuple[A, Fraction]]:
        """At a chance node, each outcome with its exact probability (summing to 1)."""
        return []

    def chance_weights(self) -> list[tuple[A, int]]:
        """The same outcomes, in the same order, with positive integer weights proportional to
        their probabilities: the lean form for drivers, benches and search
        (:func:`arena.core.chance.sample_weighted`). Games override it where they can skip the
        Fractions; the conformance suite checks the two forms agree."""
        return to_weights(self.chance_outcomes())

    @abstractmethod
    def illegal_reason(self, action: A) -> IllegalActionError | None:
        """Why ``action`` is not legal now, or ``None`` when it is."""

    def is_legal(self, action: A) -> bool:
        return self.illegal_reason(action) is None

    def apply(self, action: A, *, check: bool = True) -> list[Event]:
        """Play ``action`` and return what happened.

        With ``check`` (the default) an illegal action raises ``IllegalActionError`` and the
        state is unchanged. ``check=False`` is the named fast path for callers that took
        the action from ``legal_actions()`` of this very state.
        """
        if check:
            error = self.illegal_reason(action)
            if error is not None:
                raise error
        return self._apply(action)

    @abstractmethod
    def _apply(self, action: A) -> list[Event]:
        """Apply a legal action (no checks)."""

    def step(self, action: A) -> None:
        """The lean path of rollouts, search and benches: apply ``action``, taken from
        ``legal_actions()`` (or the chance outcomes) of this very state, with no check and no
        events kept. The position reached is the one ``apply`` reaches. Default: ``_apply``,
        its events dropped; games override it to skip building them."""
        self._apply(action)

    def child(self, action: A) -> State[A]:
        """A new state: this one after ``action`` (this one is unchanged)."""
        nxt = self.clone()
        nxt.apply(action)
        return nxt

    # -- outcome ---------------------------------------------------------------------------
    @abstractmethod
    def returns(self) -> list[float]:
        """Per-player returns: 0 until the end; +1 win, -1 loss, 0 draw in two-player games."""

    def winners(self) -> list[int]:
        """The players with the best return at the end (empty before the end or on a draw)."""
        if not self.is_terminal():
            return []
        rets = self.returns()
        best = max(rets)
        if all(r == best for r in rets):
            return []
        return [p for p, r in enumerate(rets) if r == best]

    # -- copies, views, serialization --------------------------------------------------------
    @abstractmethod
    def clone(self) -> State[A]:
        """An independent deep copy."""

    @abstractmethod
    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see (``None`` = a spectator), JSON-ready."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The whole state, JSON-ready (hidden information included: server-side only)."""

    def position_key(self) -> Hashable:
        """A hashable key, equal for two states exactly when they are the same position (the
        transposition key of search). Default: the canonical JSON text of :meth:`to_json`;
        games may return something cheaper that distinguishes the same positions."""
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    def resample_hidden(self, player: int, rng: random.Random) -> State[A]:
        """A state ``player`` cannot tell apart from this one, hidden parts redrawn.

        Perfect-information games return a clone. Agents that search use this to
        determinize; the conformance suite uses it to prove views leak nothing.
        """
        return self.clone()

    def __deepcopy__(self, memo: dict[int, Any]) -> State[A]:
        """``copy.deepcopy`` is :meth:`clone` (the game, immutable, stays shared)."""
        return self.clone()

    def __str__(self) -> str:
        return f"<{type(self).__name__} player={self.current_player()}>"

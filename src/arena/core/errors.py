"""Typed errors. Every rejection carries a machine reason, a human message and a rule.

A refusal a player reads also carries ``say``, the sentence as a message of the game's catalog
(:class:`arena.core.text.Msg`), and ``rule_id``, the rule it breaks in the game's table of
rules (its citation, the seed's sentence and a translation): the server and the terminal say
both in the player's language. ``message`` stays the English sentence for logs and tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arena.core.text import Msg


class ArenaError(Exception):
    """Base of every error Arena raises on purpose."""

    reason: str = "error"

    def __init__(
        self,
        message: str,
        *,
        reason: str | None = None,
        rule: str = "",
        say: Msg | None = None,
        rule_id: str = "",
    ) -> None:
        super().__init__(message)
        self.message = message
        if reason is not None:
            self.reason = reason
        self.rule = rule
        self.say = say
        self.rule_id = rule_id

    def to_dict(self) -> dict[str, str]:
        """A JSON-ready description (used by the CLI, the server and the logs)."""
        return {
            "error": type(self).__name__,
            "reason": self.reason,
            "message": self.message,
            "rule": self.rule,
        }

    def __str__(self) -> str:
        tail = f" [{self.rule}]" if self.rule else ""
        return f"{self.message}{tail}"


class IllegalActionError(ArenaError):
    """An action that is not in ``legal_actions()``; the state is left untouched."""

    reason = "illegal"


class NotationError(ArenaError):
    """Text (or an integer index) that does not denote any action of the game."""

    reason = "bad-notation"


class OptionsError(ArenaError):
    """Game options that fail validation."""

    reason = "bad-options"


class DataError(ArenaError):
    """A data file that fails validation; the message names the file and location."""

    reason = "bad-data"


class ReplayError(ArenaError):
    """A replay log that is malformed or does not reproduce its recorded states."""

    reason = "bad-replay"


class StateFormatError(ArenaError):
    """A serialized state that cannot be loaded."""

    reason = "bad-state"


class NoHints(ArenaError):
    """The game has no hint for this query."""

    reason = "no-hints"


class HintQueryError(ArenaError):
    """A hint query that names nothing the game can answer (unknown kind, piece, spell...)."""

    reason = "bad-hint-query"

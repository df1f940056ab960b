"""Effects with a duration: rule modifiers that last until a named moment of the game.

A modifier is a record in the state (``kind`` and JSON-scalar ``args``) that rules read
while it lasts; :func:`expire` drops every modifier that ends at a moment (``"turn"``,
``"combat"``, ``"round"``...). The moments are the game's own words: the core only matches
them. Records are frozen, so a state clone copies the list, not the records.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from arena.core.errors import StateFormatError


@dataclass(frozen=True, slots=True)
class Modifier:
    """A rule change owned by ``player`` (``-1``: nobody) that lasts ``until`` a moment."""

    kind: str
    until: str
    player: int = -1
    args: tuple[Any, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "until": self.until, "player": self.player, "args": list(self.args)}

    @classmethod
    def from_json(cls, data: Any) -> Modifier:
        if not isinstance(data, dict) or set(data) != {"kind", "until", "player", "args"}:
            raise StateFormatError("a modifier needs exactly kind, until, player and args")
        if not isinstance(data["args"], list):
            raise StateFormatError("a modifier's args must be a list")
        return cls(str(data["kind"]), str(data["until"]), int(data["player"]), tuple(data["args"]))


def expire(modifiers: Iterable[Modifier], moment: str) -> list[Modifier]:
    """The modifiers that survive ``moment``."""
    return [m for m in modifiers if m.until != moment]


def active(modifiers: Iterable[Modifier], kind: str, player: int | None = None) -> list[Modifier]:
    """The modifiers of ``kind`` (owned by ``player`` when given) in force now."""
    return [m for m in modifiers if m.kind == kind and (player is None or m.player == player)]

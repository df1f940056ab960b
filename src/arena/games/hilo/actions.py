"""Hi-Lo notation and integer indices (stable for a card set).

=========================  ==================  ====================================
action                     text                meaning
=========================  ==================  ====================================
``Action("play", v)``      ``play 7``          play the card of value 7 from hand
``Action("deal", v)``      ``deal 7``          chance: the next card dealt is a 7
``Action("die", f)``       ``die 3``           chance: the trick's die shows 3
=========================  ==================  ====================================
"""

from __future__ import annotations

from dataclasses import dataclass

from arena.core.errors import NotationError

KINDS = ("play", "deal", "die")


@dataclass(frozen=True, slots=True, order=True)
class Action:
    kind: str
    value: int


class HiLoCodec:
    """Indices: the plays, then the deals (one per card value), then the six die faces."""

    def __init__(self, values: list[int]) -> None:
        self.values = list(values)
        self.size = 2 * len(values) + 6

    def to_index(self, action: Action) -> int:
        n = len(self.values)
        if action.kind == "die":
            return 2 * n + action.value - 1
        return (0 if action.kind == "play" else n) + self.values.index(action.value)

    def from_index(self, index: int) -> Action:
        n = len(self.values)
        if not 0 <= index < self.size:
            raise NotationError(f"action index {index} outside 0..{self.size - 1}", reason="bad-index")
        if index >= 2 * n:
            return Action("die", index - 2 * n + 1)
        return Action("play" if index < n else "deal", self.values[index % n])

    def to_text(self, action: Action) -> str:
        return f"{action.kind} {action.value}"

    def from_text(self, text: str) -> Action:
        kind, _, value = text.strip().lower().partition(" ")
        value = value.strip()
        if kind not in KINDS or not (value.isascii() and value.isdigit()):
            raise NotationError(f"not a Hi-Lo action: {text!r} (e.g. 'play 7')")
        number = int(value)
        valid = range(1, 7) if kind == "die" else self.values
        if number not in valid:
            raise NotationError(f"no {kind} {number} in this game")
        return Action(kind, number)

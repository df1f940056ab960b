"""Piles whose order nobody knows, except the cards placed on top or at the bottom.

A Deed deck is shuffled, so its order is unknown to everyone (decisions MK5); but some cards
are put on top (a gained Advanced Action: "New Deed cards gained go on top of the Deed deck")
or at the bottom (Steady Tempo). A :class:`Pile` keeps exactly that knowledge: ``top`` (known
order, drawn first), ``pool`` (sorted: the unknown part) and ``bottom`` (known order, drawn
last). Drawing from the pool is a chance node over its cards (:meth:`Pile.draw_outcomes`);
drawing from a known end is not.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from math import gcd
from typing import Any

from arena.core.errors import StateFormatError


@dataclass(slots=True)
class Pile:
    top: list[str] = field(default_factory=list)
    """Cards whose place is known, the next to draw first."""
    pool: list[str] = field(default_factory=list)
    """The shuffled part, kept sorted: its order is chance."""
    bottom: list[str] = field(default_factory=list)
    """Cards put at the bottom, the last one deepest."""

    def __len__(self) -> int:
        return len(self.top) + len(self.pool) + len(self.bottom)

    def copy(self) -> Pile:
        return Pile(list(self.top), list(self.pool), list(self.bottom))

    def cards(self) -> list[str]:
        return sorted([*self.top, *self.pool, *self.bottom])

    def next_is_chance(self) -> bool:
        """Whether the next draw comes from the shuffled part with more than one kind of card."""
        return not self.top and len(set(self.pool)) > 1

    def known_next(self) -> str | None:
        """The next card when no chance is involved (known top, a pool of one kind, or the bottom)."""
        if self.top:
            return self.top[0]
        if self.pool:
            return self.pool[0] if len(set(self.pool)) == 1 else None
        return self.bottom[0] if self.bottom else None

    def draw_outcomes(self) -> list[tuple[str, Fraction]]:
        """The next card and its probability, one entry per kind of card in the pool."""
        counts = Counter(self.pool)
        total = len(self.pool)
        return [(card, Fraction(n, total)) for card, n in sorted(counts.items())]

    def draw_weights(self) -> list[tuple[str, int]]:
        """:meth:`draw_outcomes` as integer weights, exactly ``to_weights`` of it (the counts
        divided by their gcd), without the Fractions."""
        counts = sorted(Counter(self.pool).items())
        common = gcd(*(n for _, n in counts))
        return [(card, n // common) for card, n in counts]

    def take(self, card: str) -> None:
        """Remove the drawn ``card`` from the place it must come from."""
        if self.top:
            if self.top[0] != card:
                raise ValueError(f"the next card is known: {self.top[0]}, not {card}")
            self.top.pop(0)
        elif self.pool:
            self.pool.remove(card)
        elif self.bottom and self.bottom[0] == card:
            self.bottom.pop(0)
        else:
            raise ValueError(f"{card} cannot be drawn now")

    def shuffle_in(self, cards: list[str]) -> None:
        """Shuffle ``cards`` with the whole pile: every place becomes unknown."""
        self.pool = sorted([*self.top, *self.pool, *self.bottom, *cards])
        self.top, self.bottom = [], []

    def to_json(self) -> dict[str, list[str]]:
        return {"top": list(self.top), "pool": list(self.pool), "bottom": list(self.bottom)}

    @classmethod
    def from_json(cls, data: Any) -> Pile:
        if not isinstance(data, dict) or set(data) != {"top", "pool", "bottom"}:
            raise StateFormatError("a pile needs exactly top, pool and bottom")
        for part in data.values():
            if not isinstance(part, list) or not all(isinstance(c, str) for c in part):
                raise StateFormatError("a pile's parts are lists of card ids")
        return cls(list(data["top"]), sorted(data["pool"]), list(data["bottom"]))

"""Axial hex coordinates for the Mage Knight map (research mageknight_data §9.1).

Pointy-top hexes in the red-blob axial convention: a hex is ``(q, r)``, its cube third
coordinate is ``s = -q - r``. Hex adjacency across tiles is plain axial adjacency of global
coordinates (research mageknight_data §9.1), so these helpers know nothing about tiles.
Pure functions, no I/O.
"""

from __future__ import annotations

from typing import Final

Hex = tuple[int, int]
"""An axial coordinate ``(q, r)``."""

E: Final[Hex] = (1, 0)
NE: Final[Hex] = (1, -1)
NW: Final[Hex] = (0, -1)
W: Final[Hex] = (-1, 0)
SW: Final[Hex] = (-1, 1)
SE: Final[Hex] = (0, 1)

DIRECTIONS: Final[tuple[Hex, ...]] = (E, NE, NW, W, SW, SE)
"""The six neighbour directions (research mageknight_data §9.1), counter-clockwise from East:
E, NE, NW, W, SW, SE. Every ordered result of this package (``neighbours``, exploring
choices) follows this order."""

DIRECTION_NAMES: Final[dict[Hex, str]] = {E: "E", NE: "NE", NW: "NW", W: "W", SW: "SW", SE: "SE"}


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Hex, b: Hex) -> Hex:
    return (a[0] - b[0], a[1] - b[1])


def neg(a: Hex) -> Hex:
    return (-a[0], -a[1])


def scale(a: Hex, k: int) -> Hex:
    return (a[0] * k, a[1] * k)


def neighbours(h: Hex) -> list[Hex]:
    """The six hexes adjacent to ``h``, in :data:`DIRECTIONS` order."""
    return [add(h, d) for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """Hex (cube) distance: the number of steps between ``a`` and ``b``."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def within(h: Hex, radius: int) -> list[Hex]:
    """The hexes at distance 1..``radius`` from ``h``, nearest first, then by (q, r)."""
    out = [(h[0] + dq, h[1] + dr) for dq in range(-radius, radius + 1) for dr in range(-radius, radius + 1)]
    return sorted((x for x in out if 0 < distance(h, x) <= radius), key=lambda x: (distance(h, x), x))


def adjacent(a: Hex, b: Hex) -> bool:
    """True when ``a`` and ``b`` are neighbouring hexes (distance 1)."""
    return distance(a, b) == 1

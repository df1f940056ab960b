"""Map tiles on the flower lattice, the Wedge map shape and the tile placement rules.

Pure functions over axial hexes (:mod:`.hexes`); no game state, no I/O. A *tile position* is
named by the hex of its centre; ``placed`` is any collection of the centres already on the map
(a set, or a mapping centre -> tile id).

Sources: research mageknight_data §9.1 (convention, lattice, invariants, Wedge), research
mageknight §1.9 (exploring and placement limits, from the rulebook's Movement 5a-5e), seed 001
"探索" (explore from a space adjacent to an empty position inside the coastline), decisions MK8
(tile 1 at (1,-3), tile 2 at (3,-2)).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Final, Literal

from arena.games.mageknight.hexes import Hex, add, adjacent, neighbours, sub

Back = Literal["countryside", "core"]
"""The back of a map tile: green (countryside) or brown (core) (research mageknight §1.9)."""

LOCAL_OFFSETS: Final[dict[str, Hex]] = {
    "C": (0, 0),
    "NE": (1, -1),
    "E": (1, 0),
    "SE": (0, 1),
    "SW": (-1, 1),
    "W": (-1, 0),
    "NW": (0, -1),
}
"""A tile's seven hexes relative to its centre, in LOCAL order C, NE, E, SE, SW, W, NW
(research mageknight_data §9.1). Tiles are never rotated (research mageknight §1.9)."""

LOCAL_NAMES: Final[tuple[str, ...]] = tuple(LOCAL_OFFSETS)

TILE_OFFSETS: Final[tuple[Hex, ...]] = ((3, -2), (2, 1), (-1, 3), (-3, 2), (-2, -1), (1, -3))
"""Centre-to-centre vectors of neighbouring tile positions, ±(3,-2), ±(2,1), ±(1,-3): the
yav/MartinAltmayer chirality (research mageknight_data §9.1, §12 item 1; decisions MK3)."""

WEDGE_LANES: Final[tuple[Hex, Hex]] = ((1, -3), (3, -2))
"""The Wedge's two coastline directions from tile A at (0,0) (research mageknight_data §9.1)."""

START: Final[Hex] = (0, 0)
"""The starting tile A's centre (the portal)."""

# (3q + r) mod 7 tells which hex of its flower a hex is: the lattice m·(1,-3) + n·(3,-2) is
# exactly {(q, r) : 3q + r ≡ 0 (mod 7)} (index 7), and the seven local offsets take the seven
# residues once each -- hence the flowers tile the plane exactly once.
_BY_RESIDUE: Final[dict[int, str]] = {(3 * q + r) % 7: name for name, (q, r) in LOCAL_OFFSETS.items()}


def is_tile_centre(h: Hex) -> bool:
    """True when ``h`` is a point of the flower lattice (a tile position's centre)."""
    return (3 * h[0] + h[1]) % 7 == 0


def lattice_coords(centre: Hex) -> tuple[int, int]:
    """``(m, n)`` with ``centre = m·(1,-3) + n·(3,-2)``; ValueError off the lattice."""
    q, r = centre
    if not is_tile_centre(centre):
        raise ValueError(f"{centre} is not a tile centre")
    return ((-2 * q - 3 * r) // 7, (3 * q + r) // 7)


def local_name(h: Hex) -> str:
    """Which hex of its tile ``h`` is: one of :data:`LOCAL_NAMES`."""
    return _BY_RESIDUE[(3 * h[0] + h[1]) % 7]


def tile_centre_of(h: Hex) -> Hex:
    """The centre of the unique tile position covering hex ``h`` (closed form)."""
    return sub(h, LOCAL_OFFSETS[local_name(h)])


def tile_hexes(centre: Hex) -> list[Hex]:
    """The seven hexes of the tile position at ``centre``, in LOCAL order."""
    return [add(centre, off) for off in LOCAL_OFFSETS.values()]


def tile_hex(centre: Hex, name: str) -> Hex:
    """The global hex of local position ``name`` (``"C"``, ``"NE"``, ...) of a tile."""
    return add(centre, LOCAL_OFFSETS[name])


def adjacent_tile_positions(centre: Hex) -> list[Hex]:
    """The six neighbouring tile positions, in :data:`TILE_OFFSETS` order."""
    return [add(centre, off) for off in TILE_OFFSETS]


def tiles_adjacent(a: Hex, b: Hex) -> bool:
    """True when the tile positions ``a`` and ``b`` share an edge (differ by one offset)."""
    return sub(b, a) in TILE_OFFSETS


def touching_pairs(a: Hex, b: Hex) -> list[tuple[Hex, Hex]]:
    """The adjacent hex pairs ``(x, y)``, x on tile ``a`` and y on tile ``b``, in LOCAL order.

    Three pairs for neighbouring tiles, none otherwise (research mageknight_data §9.1 (3)).
    """
    return [(x, y) for x in tile_hexes(a) for y in tile_hexes(b) if adjacent(x, y)]


def in_wedge(centre: Hex) -> bool:
    """Inside the Wedge: ``centre = m·(1,-3) + n·(3,-2)`` with m, n ≥ 0 (research §9.1)."""
    if not is_tile_centre(centre):
        return False
    m, n = lattice_coords(centre)
    return m >= 0 and n >= 0


def on_coastline(centre: Hex) -> bool:
    """On one of the Wedge's two coastline lanes (m == 0 or n == 0), tile A included."""
    if not in_wedge(centre):
        return False
    m, n = lattice_coords(centre)
    return m == 0 or n == 0


def setup_positions() -> tuple[Hex, Hex]:
    """Where the two setup tiles go: tile 1 at (1,-3), tile 2 at (3,-2) (decisions MK8)."""
    return WEDGE_LANES


def placed_neighbours(centre: Hex, placed: Collection[Hex]) -> list[Hex]:
    """The placed tile positions adjacent to ``centre``, in :data:`TILE_OFFSETS` order."""
    return [p for p in adjacent_tile_positions(centre) if p in placed]


def can_place(
    centre: Hex,
    back: Back,
    placed: Collection[Hex],
    *,
    wedge: bool = True,
    core_on_coast: bool = True,
    filler: bool = False,
) -> bool:
    """May a tile with this ``back`` be put at the tile position ``centre`` now?

    Rulebook, Movement 5a/5e (research mageknight §1.9):

    - the position is a lattice point, empty, and adjacent to a placed tile;
    - with ``wedge``, inside the Wedge (nothing behind the coastline; seed 001 "探索");
    - countryside: adjacent to ≥ 2 placed tiles, *or* adjacent to a placed tile that itself
      borders ≥ 2 placed tiles. Reading: "borders at least two other tiles" counts the tiles
      already on the map around that neighbour (the empty position is not one of them), so a
      position touching a single tile T is open iff T already touches two tiles;
    - core: adjacent to ≥ 2 placed tiles, and, unless ``core_on_coast``, not on a coastline
      lane (full-game Wedge; First Reconnaissance is "Wedge with no limitations", so True);
    - ``filler`` (tiles taken from the box once the deck is empty): adjacent to ≥ 3 tiles.
    """
    if not is_tile_centre(centre) or centre in placed:
        return False
    if wedge and not in_wedge(centre):
        return False
    around = placed_neighbours(centre, placed)
    if not around:
        return False
    if filler:
        return len(around) >= 3
    if back == "core":
        if wedge and not core_on_coast and on_coastline(centre):
            return False
        return len(around) >= 2
    return len(around) >= 2 or any(len(placed_neighbours(t, placed)) >= 2 for t in around)


def explorable_positions(
    h: Hex,
    placed: Collection[Hex],
    back: Back,
    *,
    wedge: bool = True,
    core_on_coast: bool = True,
    filler: bool = False,
) -> list[Hex]:
    """The tile positions a hero standing on ``h`` may explore with the top tile's ``back``.

    A position qualifies when it is empty, holds a hex adjacent to ``h`` (rulebook Movement 5a:
    "a space adjacent to a position where a new tile can be added"; seed 001 "探索") and
    :func:`can_place` accepts the top tile there (its back is visible; research mageknight
    §1.9). Order: by the first of ``h``'s neighbours, in DIRECTIONS order, lying in it.
    Whether a hero may stand on ``h`` (a placed, accessible space) is the caller's business.
    """
    own = tile_centre_of(h)
    out: list[Hex] = []
    for n in neighbours(h):
        pos = tile_centre_of(n)
        if pos == own or pos in out:
            continue
        if can_place(pos, back, placed, wedge=wedge, core_on_coast=core_on_coast, filler=filler):
            out.append(pos)
    return out

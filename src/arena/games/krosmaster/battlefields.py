"""The two 12x12 arenas of the box (decision K4; research §2.2), validated at load.

``map`` and ``deploy`` are 12 rows listed top to bottom, as scenario maps are: the character at
row ``y`` (from the top), column ``x`` (from the left) is board cell ``y * 12 + x``, named
``<column letter><12 - y>`` (``a1`` bottom-left, see board.py). Cells returned by the helpers are
those board integers.

Map legend: ``.`` plain, ``T`` tree, ``B`` bush, ``C`` crate, ``D`` Demon cell (1 kama at start),
``1``/``2`` Kama cell with that many kamas at start. Deploy legend: ``.`` none, any other letter
= a deployment cell of that 4-player parcel (``parcels`` maps each letter to its quadrant).
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationError, model_validator

from arena.core.errors import DataError, OptionsError
from arena.games.krosmaster.board import EDGES, PARCELS, SCENERY_CODES, board
from arena.games.krosmaster.datamodel import DATA_DIR, Names, Strict, _located, _read_yaml

ARENAS_DIR = DATA_DIR / "arenas"
SIZE = 12
MAP_SYMBOLS = frozenset(".TBCD12")
SCENERY_SYMBOLS = frozenset("TBC")
KAMAS_IN_BOX = 54
EDGE_DEPTH = 2
"""Seed 003, "Déploiement": the deployment cells "parmi les deux rangées de cases de son côté"."""


class Edge(StrEnum):
    """A side of the board as printed (name upright along the bottom = south)."""

    NORTH = "north"
    EAST = "east"
    SOUTH = "south"
    WEST = "west"

    @property
    def opposite(self) -> Edge:
        return _OPPOSITE[self]


_OPPOSITE = {Edge.NORTH: Edge.SOUTH, Edge.SOUTH: Edge.NORTH, Edge.EAST: Edge.WEST, Edge.WEST: Edge.EAST}


class Quadrant(StrEnum):
    """Board quadrants as printed, in clockwise order."""

    NW = "nw"
    NE = "ne"
    SE = "se"
    SW = "sw"


CLOCKWISE = (Quadrant.NW, Quadrant.NE, Quadrant.SE, Quadrant.SW)
SEAT_NORTH_WEST = {
    Edge.SOUTH: Quadrant.NW,
    Edge.WEST: Quadrant.NE,
    Edge.NORTH: Quadrant.SE,
    Edge.EAST: Quadrant.SW,
}
"""The board quadrant that is north-west (far left) for a player seated at an edge."""


def quadrant_of(x: int, y: int, size: int = SIZE) -> Quadrant:
    west, north = x < size // 2, y < size // 2
    if north:
        return Quadrant.NW if west else Quadrant.NE
    return Quadrant.SW if west else Quadrant.SE


def on_edge(edge: Edge, x: int, y: int, size: int = SIZE, depth: int = EDGE_DEPTH) -> bool:
    """Whether (x, y) lies within the ``depth`` rows or columns along ``edge``."""
    if edge == Edge.NORTH:
        return y < depth
    if edge == Edge.SOUTH:
        return y >= size - depth
    if edge == Edge.WEST:
        return x < depth
    return x >= size - depth


class ArenaData(Strict):
    """One side of the double-sided board."""

    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    names: Names
    source: str
    width: int = Field(SIZE, ge=SIZE, le=SIZE)
    height: int = Field(SIZE, ge=SIZE, le=SIZE)
    map: tuple[str, ...]
    deploy: tuple[str, ...]
    parcels: dict[str, Quadrant]

    @model_validator(mode="after")
    def _shape(self) -> ArenaData:
        for field, rows in (("map", self.map), ("deploy", self.deploy)):
            if len(rows) != self.height or any(len(r) != self.width for r in rows):
                raise ValueError(f"{field} must be {self.height} rows of {self.width} cells")
        bad = {ch for row in self.map for ch in row} - MAP_SYMBOLS
        if bad:
            raise ValueError(f"unknown map symbols {sorted(bad)} (use . T B C D 1 2)")
        letters = {ch for row in self.deploy for ch in row} - {"."}
        if letters != set(self.parcels):
            raise ValueError(f"deploy letters {sorted(letters)} differ from parcels {sorted(self.parcels)}")
        if sorted(self.parcels.values()) != sorted(Quadrant):
            raise ValueError("parcels must name each quadrant exactly once")
        problems = []
        for y, row in enumerate(self.deploy):
            for x, ch in enumerate(row):
                if ch == ".":
                    continue
                where = f"deploy row {y} column {x}"
                if self.map[y][x] != ".":
                    problems.append(f"{where}: deployment cell on map symbol {self.map[y][x]!r}")
                if quadrant_of(x, y, self.width) != self.parcels[ch]:
                    problems.append(f"{where}: parcel {ch!r} cell outside quadrant {self.parcels[ch]}")
        if problems:
            raise ValueError("; ".join(problems[:5]))
        if self.starting_kamas() > KAMAS_IN_BOX:
            raise ValueError(f"{self.starting_kamas()} kamas at start, the box holds {KAMAS_IN_BOX}")
        return self

    # -- cells ---------------------------------------------------------------------------------------
    def _cells(self, rows: tuple[str, ...], symbols: str | frozenset[str]) -> tuple[int, ...]:
        return tuple(
            y * self.width + x for y, row in enumerate(rows) for x, ch in enumerate(row) if ch in symbols
        )

    def scenery_rows(self) -> tuple[str, ...]:
        """The map with only scenery (``. B T C``), the scenario-map legend the engine reads."""
        return tuple("".join(ch if ch in SCENERY_SYMBOLS else "." for ch in row) for row in self.map)

    def scenery(self) -> dict[int, str]:
        """Cell -> ``T`` (tree), ``B`` (bush) or ``C`` (crate)."""
        return {c: self.map[c // self.width][c % self.width] for c in self._cells(self.map, SCENERY_SYMBOLS)}

    def kama_cells(self) -> dict[int, int]:
        """Kama cells -> kamas placed there at start (Demon cells excluded)."""
        return {c: int(self.map[c // self.width][c % self.width]) for c in self._cells(self.map, "12")}

    def demon_cells(self) -> tuple[int, ...]:
        """Demon cells (buy GG and rewards there; 1 kama each at start)."""
        return self._cells(self.map, "D")

    def starting_kamas(self) -> int:
        """Kamas on the board at start: the Kama cells' and 1 per Demon cell (seed 003, "Pions Kama")."""
        return sum(self.kama_cells().values()) + len(self.demon_cells())

    def deploy_cells(self, parcel: str | None = None) -> tuple[int, ...]:
        """Every deployment cell, or those of one parcel (4 players), given by its letter or
        its quadrant (``nw``, ``ne``, ``se``, ``sw``)."""
        if parcel in set(Quadrant):
            parcel = self.parcel_at(Quadrant(parcel))
        if parcel is not None and parcel not in self.parcels:
            raise KeyError(parcel)
        letters = frozenset(self.parcels) if parcel is None else frozenset(parcel)
        return self._cells(self.deploy, letters)

    def edge_deploy_cells(self, edge: Edge | str) -> tuple[int, ...]:
        """2 players: the deployment cells within the two rows or columns along ``edge``
        (an :class:`Edge` or its name: ``north``, ``east``, ``south``, ``west``)."""
        side = Edge(edge)
        w = self.width
        return tuple(c for c in self.deploy_cells() if on_edge(side, c % w, c // w, w))

    def parcel_at(self, quadrant: Quadrant) -> str:
        return next(k for k, q in self.parcels.items() if q == quadrant)

    def parcel_letters(self) -> tuple[str, ...]:
        """The parcel letters of the quadrants NW, NE, SE, SW as printed (clockwise)."""
        return tuple(self.parcel_at(q) for q in CLOCKWISE)

    def parcels_clockwise(self, seat: Edge | str = Edge.SOUTH) -> tuple[str, ...]:
        """K4: the parcel letters clockwise from the quadrant north-west of a player seated at
        ``seat`` (player 1 takes the first, the others follow in playing order)."""
        start = CLOCKWISE.index(SEAT_NORTH_WEST[Edge(seat)])
        return tuple(self.parcel_at(CLOCKWISE[(start + i) % 4]) for i in range(4))


def load_arena_file(path: Path) -> ArenaData:
    """Read and validate one arena file; errors name the file and the field."""
    raw = _read_yaml(path)
    try:
        arena = ArenaData.model_validate(raw)
    except ValidationError as exc:
        raise _located(path, exc) from exc
    if arena.id != path.stem:
        raise DataError(f"{path}: id {arena.id!r} must match the file name", reason="invalid-data")
    return arena


@cache
def arenas() -> dict[str, ArenaData]:
    """The box's arenas by id (validated once)."""
    return {a.id: a for a in (load_arena_file(p) for p in sorted(ARENAS_DIR.glob("*.yaml")))}


def load_arena(arena_id: str) -> ArenaData:
    """One arena by id; an unknown id is an :class:`OptionsError` listing the known ones."""
    found = arenas().get(arena_id)
    if found is None:
        raise OptionsError(f"unknown arena {arena_id!r}; known: {', '.join(sorted(arenas()))}", rule="K4")
    return found


@cache
def arena_layout(arena_id: str) -> dict[str, Any]:
    """Scenery codes, kamas per cell, Demon cells, deployment cells per edge and parcel."""
    data = arenas()[arena_id]
    grid = board(12, 12)
    scenery = [SCENERY_CODES.get(ch, 0) if ch in "BTC" else 0 for row in data.map for ch in row]
    kamas = [0] * grid.n
    for cell, n in data.kama_cells().items():
        kamas[_cell(grid, cell)] = n
    demons = sorted(_cell(grid, c) for c in data.demon_cells())
    for c in demons:
        kamas[c] += 1  # seed 003: one kama on every Demon cell at the start
    return {
        "scenery": scenery,
        "kamas": kamas,
        "demons": frozenset(demons),
        "edges": {e: sorted(_cell(grid, c) for c in data.edge_deploy_cells(e)) for e in EDGES},
        "parcels": {
            p: sorted(_cell(grid, c) for c in data.deploy_cells(letter))
            for p, letter in zip(PARCELS, data.parcel_letters(), strict=True)
        },
    }


def _cell(grid: Any, cell: Any) -> int:
    return cell if isinstance(cell, int) else int(grid.parse(cell))

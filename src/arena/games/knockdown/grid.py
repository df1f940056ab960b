"""The Knockdown arena grid (decision KD2): cells, names, adjacency, distance, ranges, candles.

Cells are numbered ``row * columns + column``; text names are ``a1``..``g2`` (column letter,
row counted from 1). Adjacency is orthogonal; distance is the shortest path, which on a
full grid is the Manhattan distance (research A4 [REC]: occupancy ignored).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arena.core.errors import NotationError
from arena.games.knockdown.datamodel import ArenaData, Range, RangeKind

LETTERS = "abcdefghijkl"


@dataclass(frozen=True)
class Grid:
    columns: int
    rows: int
    _neighbours: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    _distances: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Adjacency and distances are tables (the grid is tiny; the rules ask them constantly)."""
        cells = range(self.columns * self.rows)
        steps = ((-1, 0), (1, 0), (0, -1), (0, 1))
        neighbours = tuple(
            tuple(sorted(self.cell(self.col(c) + dc, self.row(c) + dr) for dc, dr in steps
                         if 0 <= self.col(c) + dc < self.columns and 0 <= self.row(c) + dr < self.rows))
            for c in cells
        )  # fmt: skip
        distances = tuple(
            tuple(abs(self.col(a) - self.col(b)) + abs(self.row(a) - self.row(b)) for b in cells)
            for a in cells
        )
        object.__setattr__(self, "_neighbours", neighbours)
        object.__setattr__(self, "_distances", distances)

    @property
    def n(self) -> int:
        return self.columns * self.rows

    def col(self, cell: int) -> int:
        return cell % self.columns

    def row(self, cell: int) -> int:
        return cell // self.columns

    def cell(self, col: int, row: int) -> int:
        return row * self.columns + col

    def name(self, cell: int) -> str:
        return f"{LETTERS[self.col(cell)]}{self.row(cell) + 1}"

    def parse(self, text: str) -> int:
        t = text.strip().lower()
        if len(t) >= 2 and t[0] in LETTERS[: self.columns] and t[1:].isascii() and t[1:].isdigit():
            r = int(t[1:]) - 1
            if 0 <= r < self.rows:
                return self.cell(LETTERS.index(t[0]), r)
        raise NotationError(f"not a cell: {text!r} (a1..{LETTERS[self.columns - 1]}{self.rows})")

    def neighbours(self, cell: int) -> list[int]:
        return list(self._neighbours[cell])

    def distance(self, a: int, b: int) -> int:
        return self._distances[a][b]

    def in_range(self, rng: Range, attacker: int, defender: int) -> bool:
        """Seed 002, "攻击范围类型": fixed X, span X-Y, line (adjacent or same row), unlimited."""
        d = self.distance(attacker, defender)
        if rng.kind == RangeKind.UNLIMITED:
            return True
        if rng.kind == RangeKind.LINE:
            return d == 1 or self.row(attacker) == self.row(defender)
        return rng.lo <= d <= rng.hi

    def within(self, cell: int, n: int) -> list[int]:
        """Cells at distance 1..n (teleport destinations before occupancy)."""
        return [c for c in range(self.n) if 0 < self.distance(cell, c) <= n]


def grid_of(arena: ArenaData) -> Grid:
    return Grid(arena.columns, arena.rows)


def candle_hits(arena: ArenaData, left: int, right: int, col: int) -> bool:
    """Seed 002, "日渐衰减的巨神柱": on a candle's column or farther from the centre than it."""
    return col <= left or col >= right

"""Board geometry: cells, orthogonal adjacency, distance and exact line of sight.

Cells are integers ``y * width + x`` (x = column from the left, y = row from the top).
Notation names a cell by column letter and row number counted from the bottom, like chess:
on an 8x8 board the bottom-left cell is ``a1``. Everything here depends only on the size,
so one :class:`Board` is shared by every state of a configuration.
"""

from __future__ import annotations

from functools import cache

from arena.core.errors import NotationError

SCENERY_CODES = {".": 0, "B": 1, "T": 2, "C": 3}
NONE, BUSH, TREE, CRATE = 0, 1, 2, 3
SCENERY_NAMES = ("", "bush", "tree", "crate")
COLUMNS = "abcdefghijkl"
NO_CELL = -1
EDGES = ("north", "east", "south", "west")
PARCELS = ("nw", "ne", "se", "sw")  # clockwise (K4)
BITS = tuple(1 << c for c in range(144))
"""Bit ``c`` for cell ``c`` (boards are at most 12 x 12): a cell's bit in masks, looked up."""


class Board:
    """Static geometry of a ``width`` x ``height`` grid (at most 12 x 12)."""

    __slots__ = (
        "_between",
        "_patterns",
        "diamonds",
        "dist",
        "height",
        "n",
        "names",
        "neighbors",
        "sight",
        "sighted",
        "width",
        "xs",
        "ys",
    )

    def __init__(self, width: int, height: int) -> None:
        if not (1 <= width <= 12 and 1 <= height <= 12):
            raise ValueError("boards are at most 12 x 12")
        self.width = width
        self.height = height
        self.n = width * height
        self.xs = [c % width for c in range(self.n)]
        self.ys = [c // width for c in range(self.n)]
        self.neighbors: list[tuple[int, ...]] = [self._neighbors(c) for c in range(self.n)]
        # Precomputed tables (hot paths): cell names, and distances by ``a * n + b``.
        self.names: list[str] = [f"{COLUMNS[c % width]}{height - c // width}" for c in range(self.n)]
        self.dist: list[int] = [
            abs(self.xs[a] - self.xs[b]) + abs(self.ys[a] - self.ys[b])
            for a in range(self.n)
            for b in range(self.n)
        ]
        self._between: list[tuple[int, ...] | None] = [None] * (self.n * self.n)
        self.sight: list[int] = [-1] * (self.n * self.n)
        """``a * n + b``: :meth:`sight_mask` once it was asked (-1 before)."""
        self._patterns: dict[tuple[int, int], tuple[tuple[int, ...], int]] = {}
        """By offset ``(dx, dy)`` from ``a`` to ``b``: the crossed cells' index offsets from
        ``a``, and their mask shifted left by ``n`` (a segment's crossed cells move with it)."""
        self.diamonds: dict[tuple[int, int, int, bool], tuple[int, ...]] = {}
        self.sighted: dict[tuple[int, int, int, bool], tuple[tuple[int, int], ...]] = {}
        """Range shapes by (cell, min, max, in line), filled by ``targeting`` (the cells, and
        the cells with their sight masks)."""

    def _neighbors(self, cell: int) -> tuple[int, ...]:
        x, y = self.xs[cell], self.ys[cell]
        out = []
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            nx, ny = x + dx, y + dy
            if 0 <= nx < self.width and 0 <= ny < self.height:
                out.append(ny * self.width + nx)
        return tuple(out)

    # -- coordinates -------------------------------------------------------------------------
    def cell(self, x: int, y: int) -> int:
        return y * self.width + x

    def at(self, x: int, y: int) -> int:
        """The cell at (x, y), or ``NO_CELL`` when off the board."""
        if 0 <= x < self.width and 0 <= y < self.height:
            return y * self.width + x
        return NO_CELL

    def name(self, cell: int) -> str:
        return self.names[cell]

    def parse(self, text: str) -> int:
        t = text.strip().lower()
        if len(t) < 2 or t[0] not in COLUMNS[: self.width] or not (t[1:].isascii() and t[1:].isdigit()):
            raise NotationError(f"not a cell of this {self.width}x{self.height} board: {text!r}")
        row = int(t[1:])
        if not 1 <= row <= self.height:
            raise NotationError(f"row {row} is off this {self.width}x{self.height} board")
        return (self.height - row) * self.width + COLUMNS.index(t[0])

    # -- distance and direction ----------------------------------------------------------------
    def distance(self, a: int, b: int) -> int:
        """Orthogonal steps between two cells (seed 003, "Les cases": never diagonal)."""
        if b < 0:  # off-board sentinels keep the arithmetic definition's result
            return abs(self.xs[a] - self.xs[b]) + abs(self.ys[a] - self.ys[b])
        return self.dist[a * self.n + b]

    def aligned(self, a: int, b: int) -> bool:
        """Same row or column (seed 003, "Sort en ligne")."""
        return self.xs[a] == self.xs[b] or self.ys[a] == self.ys[b]

    def direction(self, a: int, b: int) -> tuple[int, int]:
        """Unit step from ``a`` toward ``b`` along the dominant axis (house rule for non-aligned
        cells: the longer axis; on a tie, the horizontal one). (0, 0) when a == b."""
        dx = self.xs[b] - self.xs[a]
        dy = self.ys[b] - self.ys[a]
        if dx == 0 and dy == 0:
            return (0, 0)
        if abs(dx) >= abs(dy):
            return (1 if dx > 0 else -1, 0)
        return (0, 1 if dy > 0 else -1)

    def step(self, cell: int, d: tuple[int, int], k: int = 1) -> int:
        return self.at(self.xs[cell] + d[0] * k, self.ys[cell] + d[1] * k)

    # -- line of sight (K11) -------------------------------------------------------------------
    def between(self, a: int, b: int) -> tuple[int, ...]:
        """Cells whose open unit square the open segment between the centres of ``a`` and
        ``b`` crosses. Corners never count (seed 003, "Ligne de vue"; decision K11)."""
        key = a * self.n + b
        found = self._between[key]
        if found is None:
            offsets = self._pattern(a, b)[0]
            found = self._between[key] = tuple([a + o for o in offsets])
        return found

    def sight_mask(self, a: int, b: int) -> int:
        """:meth:`between` ``a`` and ``b`` as a bit mask (bit ``c`` for cell ``c``): sight is
        blocked exactly when it meets the blockers' mask. Kept in :attr:`sight`."""
        mask = self.sight[a * self.n + b]
        if mask < 0:
            mask = self.sight[a * self.n + b] = (self._pattern(a, b)[1] << a) >> self.n
        return mask

    def _pattern(self, a: int, b: int) -> tuple[tuple[int, ...], int]:
        """The crossed cells of ``a``-``b`` as offsets from ``a`` (the same for every pair
        ``(dx, dy)`` apart: the segment's bounding box lies on the board), computed once per
        offset by :func:`_crossed_cells`."""
        ax, ay = self.xs[a], self.ys[a]
        d = (self.xs[b] - ax, self.ys[b] - ay)
        found = self._patterns.get(d)
        if found is None:
            cells = _crossed_cells(ax, ay, ax + d[0], ay + d[1], self.width)
            offsets = tuple([c - a for c in cells])
            found = self._patterns[d] = (offsets, sum(1 << (self.n + o) for o in offsets))
        return found


def _axis_window(start: int, delta: int, centre: int) -> tuple[int, int, int] | None:
    """Parameters t where |start + t*delta - centre| < 1/2, as the open interval
    (lo/den, hi/den) with den > 0; None if never; (0, 1, 1) for all of t in (0, 1)."""
    u = 2 * (centre - start)
    if delta == 0:
        return (0, 1, 1) if u == 0 else None
    den = 2 * abs(delta)
    return (u - 1, u + 1, den) if delta > 0 else (-u - 1, -u + 1, den)


def _crossed_cells(ax: int, ay: int, bx: int, by: int, width: int) -> tuple[int, ...]:
    """Exact integer test of K11: the open segment meets the open square iff the windows of
    t on both axes overlap inside (0, 1). Fractions a/b are compared as a*d < c*b."""
    dx, dy = bx - ax, by - ay
    out = []
    for oy in range(min(ay, by), max(ay, by) + 1):
        wy = _axis_window(ay, dy, oy)
        if wy is None:
            continue
        for ox in range(min(ax, bx), max(ax, bx) + 1):
            if (ox, oy) in ((ax, ay), (bx, by)):
                continue
            wx = _axis_window(ax, dx, ox)
            if wx is None:
                continue
            # lo = max(0, wx.lo, wy.lo), hi = min(1, wx.hi, wy.hi), each as (num, den)
            lo_n, lo_d = 0, 1
            hi_n, hi_d = 1, 1
            for lo, hi, den in (wx, wy):
                if lo * lo_d > lo_n * den:
                    lo_n, lo_d = lo, den
                if hi * hi_d < hi_n * den:
                    hi_n, hi_d = hi, den
            if lo_n * hi_d < hi_n * lo_d:
                out.append(oy * width + ox)
    return tuple(out)


@cache
def board(width: int, height: int) -> Board:
    """The shared board of a size (its line-of-sight table fills as it is used)."""
    return Board(width, height)

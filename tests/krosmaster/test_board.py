"""Board geometry: cells, adjacency, distance, notation and exact line of sight (K11)."""

from __future__ import annotations

import itertools
import random
from collections import deque
from fractions import Fraction

import pytest

from arena.core.errors import IllegalActionError, NotationError
from arena.games.krosmaster.actions import Move
from arena.games.krosmaster.board import Board, _crossed_cells, board
from tests.krosmaster.harness import activate, clear, new_state, put, scenery

HALF = Fraction(1, 2)


def names(b: Board, cells: tuple[int, ...] | list[int] | set[int]) -> set[str]:
    return {b.name(c) for c in cells}


def xy(b: Board, name: str) -> tuple[int, int]:
    c = b.parse(name)
    return b.xs[c], b.ys[c]


# -- adjacency -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [8, 10, 12])
def test_neighbour_counts_interior_edge_corner(size: int) -> None:
    """seed 003, "Les cases": 4 adjacent cells in general, 3 on the edge, 2 in a corner."""
    b = Board(size, size)
    counts = {2: 0, 3: 0, 4: 0}
    for c in range(b.n):
        x, y = b.xs[c], b.ys[c]
        on_x_edge = x in (0, size - 1)
        on_y_edge = y in (0, size - 1)
        expected = 4 - on_x_edge - on_y_edge
        assert len(b.neighbors[c]) == expected, b.name(c)
        counts[expected] += 1
    assert counts == {2: 4, 3: 4 * (size - 2), 4: (size - 2) ** 2}


def test_named_neighbours_on_an_8x8_board() -> None:
    """seed 003, "Cases adjacentes" (tutorial 1): a shared side, never a diagonal."""
    b = Board(8, 8)
    assert names(b, b.neighbors[b.parse("a1")]) == {"a2", "b1"}
    assert names(b, b.neighbors[b.parse("h8")]) == {"g8", "h7"}
    assert names(b, b.neighbors[b.parse("h1")]) == {"g1", "h2"}
    assert names(b, b.neighbors[b.parse("a8")]) == {"a7", "b8"}
    assert names(b, b.neighbors[b.parse("d1")]) == {"c1", "e1", "d2"}
    assert names(b, b.neighbors[b.parse("a5")]) == {"a4", "a6", "b5"}
    assert names(b, b.neighbors[b.parse("d4")]) == {"c4", "e4", "d3", "d5"}


def test_adjacency_is_symmetric_and_means_distance_one() -> None:
    """seed 003, "Les cases": cells sharing a side are adjacent (and only those)."""
    b = Board(10, 10)
    for a in range(b.n):
        for c in range(b.n):
            adjacent = c in b.neighbors[a]
            assert adjacent == (a in b.neighbors[c])
            assert adjacent == (b.distance(a, c) == 1)


# -- distance ------------------------------------------------------------------------------------------
def test_distance_counts_orthogonal_steps() -> None:
    """seed 003, "Les cases" and tutorial 2 "Vérifier la portée": never count diagonally."""
    b = Board(8, 8)

    def d(p: str, q: str) -> int:
        return b.distance(b.parse(p), b.parse(q))

    assert d("a1", "a1") == 0
    assert d("a1", "b2") == 2
    assert d("a1", "h8") == 14
    assert d("b2", "e6") == 7
    assert d("d4", "d1") == 3
    assert d("e6", "b2") == d("b2", "e6")


def test_distance_equals_shortest_orthogonal_path() -> None:
    """seed 003, "Les cases": distance is counted from adjacent cell to adjacent cell."""
    b = Board(8, 6)
    for start in range(b.n):
        seen = {start: 0}
        todo = deque([start])
        while todo:
            c = todo.popleft()
            for nb in b.neighbors[c]:
                if nb not in seen:
                    seen[nb] = seen[c] + 1
                    todo.append(nb)
        assert all(b.distance(start, c) == steps for c, steps in seen.items())
        assert len(seen) == b.n


# -- notation ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("w", "h"), [(8, 8), (10, 10), (12, 12), (5, 3)])
def test_cell_names_round_trip(w: int, h: int) -> None:
    """House notation (board.py; the seed names no cells): column letter, row counted from the
    bottom (a1 bottom-left), for every board size."""
    b = Board(w, h)
    seen = set()
    for c in range(b.n):
        name = b.name(c)
        assert b.parse(name) == c
        assert b.parse(name.upper()) == c
        assert b.parse(f"  {name} ") == c
        seen.add(name)
    assert len(seen) == b.n
    assert b.parse("a1") == b.cell(0, h - 1)
    assert b.name(b.cell(w - 1, 0)) == f"{'abcdefghijkl'[w - 1]}{h}"


def test_corner_names_on_an_8x8_board() -> None:
    """House notation (board.py): a1 is the bottom-left cell, h8 the top-right one."""
    b = Board(8, 8)
    assert b.parse("a1") == 56
    assert b.parse("h1") == 63
    assert b.parse("a8") == 0
    assert b.parse("h8") == 7


@pytest.mark.parametrize(
    "text", ["", " ", "a", "1", "a0", "a9", "i1", "l12", "1a", "aa", "a1b", "a-1", "z3", "d 4"]
)
def test_malformed_cells_are_rejected(text: str) -> None:
    """House notation (board.py): anything that is not a cell of this 8x8 board raises
    NotationError."""
    b = Board(8, 8)
    with pytest.raises(NotationError):
        b.parse(text)


def test_twelve_by_twelve_reaches_l12() -> None:
    """seed 003 / research §2.1: arenas are at most 12x12, columns a..l."""
    b = Board(12, 12)
    assert b.parse("l12") == 11
    assert b.name(b.n - 1) == "l1"
    with pytest.raises(NotationError):
        b.parse("m1")
    with pytest.raises(NotationError):
        b.parse("a13")


@pytest.mark.parametrize(("w", "h"), [(13, 12), (12, 13), (0, 5), (5, 0)])
def test_boards_are_at_most_12x12(w: int, h: int) -> None:
    """Research §2.1: both arenas are 12x12; the engine refuses larger grids."""
    with pytest.raises(ValueError, match="12 x 12"):
        Board(w, h)


def test_move_notation_both_ways() -> None:
    """House notation (actions.py) for seed 003 "Se déplacer d'une case": ``move CELL`` and a bare cell name denote a one-step move."""
    st = new_state("tutorial-3")
    g = st.game
    for c in range(g.board.n):
        text = g.action_to_text(Move(c))
        assert text == f"move {g.board.name(c)}"
        assert g.text_to_action(text) == Move(c)
        assert g.text_to_action(g.board.name(c)) == Move(c)
        assert g.index_to_action(g.action_to_index(Move(c))) == Move(c)
    for bad in ("move i1", "move a9", "move", "move a1 a2", "mv a1"):
        with pytest.raises(NotationError):
            g.text_to_action(bad)


def test_move_to_an_off_board_cell_index_is_illegal() -> None:
    """seed 003, "Se déplacer d'une case": only a board cell can be entered."""
    st = clear(new_state("tutorial-3"))
    put(st, "reine", "d4")
    put(st, "roi", "h8")
    activate(st, "reine")
    before = st.to_json()
    for bad in (-1, st.board.n, 999):
        with pytest.raises(IllegalActionError) as info:
            st.apply(Move(bad))
        assert info.value.reason == "off-board"
    assert st.to_json() == before


# -- line of sight (K11) -------------------------------------------------------------------------------
def test_straight_lines_cross_every_cell_between() -> None:
    """seed 003, "Ligne de vue": the line from centre to centre cuts the cells between."""
    b = Board(8, 8)
    assert names(b, b.between(b.parse("a1"), b.parse("a4"))) == {"a2", "a3"}
    assert names(b, b.between(b.parse("b3"), b.parse("g3"))) == {"c3", "d3", "e3", "f3"}
    assert b.between(b.parse("d4"), b.parse("d5")) == ()
    assert b.between(b.parse("d4"), b.parse("d4")) == ()


def test_corners_never_block() -> None:
    """seed 003, "Ligne de vue": "les coins de cases ne gênent jamais la ligne de vue" (K11)."""
    b = Board(8, 8)
    # A pure diagonal touches only corners of the side cells.
    assert b.between(b.parse("a1"), b.parse("b2")) == ()
    assert names(b, b.between(b.parse("a1"), b.parse("d4"))) == {"b2", "c3"}
    # Slope 1/3 passes exactly through the corner between b1/b2/c1/c2.
    assert names(b, b.between(b.parse("a1"), b.parse("d2"))) == {"b1", "c2"}


def test_line_through_an_edge_crosses_both_cells() -> None:
    """K11: a line running through the shared side of two cells crosses both interiors."""
    b = Board(8, 8)
    # a1 -> c2 passes through the midpoint of the side between b1 and b2.
    assert names(b, b.between(b.parse("a1"), b.parse("c2"))) == {"b1", "b2"}
    assert names(b, b.between(b.parse("a1"), b.parse("b3"))) == {"a2", "b2"}


def test_line_of_sight_is_symmetric() -> None:
    """seed 003, "Ligne de vue": the same line, drawn either way (K11)."""
    rng = random.Random(3)
    for _ in range(300):
        ax, ay, bx, by = (rng.randrange(12) for _ in range(4))
        forward = set(_crossed_cells(ax, ay, bx, by, 12))
        backward = set(_crossed_cells(bx, by, ax, ay, 12))
        assert forward == backward


def _reference_crossed(ax: int, ay: int, bx: int, by: int) -> set[tuple[int, int]]:
    """An independent brute force: cut the segment at every grid-line crossing and sample
    the midpoint of each piece (exact Fractions). A piece of zero length is a corner touch."""
    dx, dy = bx - ax, by - ay
    cuts = {Fraction(0), Fraction(1)}
    for k in range(min(ax, bx), max(ax, bx)):
        cuts.add((k + HALF - ax) / dx)
    for k in range(min(ay, by), max(ay, by)):
        cuts.add((k + HALF - ay) / dy)
    ordered = sorted(cuts)
    out = set()
    for t0, t1 in itertools.pairwise(ordered):
        t = (t0 + t1) / 2
        x, y = ax + t * dx, ay + t * dy
        cx, cy = int((x + HALF) // 1), int((y + HALF) // 1)
        assert abs(x - cx) < HALF and abs(y - cy) < HALF  # strictly inside one cell
        out.add((cx, cy))
    out -= {(ax, ay), (bx, by)}
    return out


def _sampled_cells(ax: int, ay: int, bx: int, by: int, samples: int) -> set[tuple[int, int]]:
    """Dense uniform sampling (exact): the cells whose open square holds a sampled point."""
    out = set()
    for k in range(1, samples):
        t = Fraction(k, samples)
        x, y = ax + t * (bx - ax), ay + t * (by - ay)
        cx, cy = int((x + HALF) // 1), int((y + HALF) // 1)
        if abs(x - cx) < HALF and abs(y - cy) < HALF:
            out.add((cx, cy))
    return out - {(ax, ay), (bx, by)}


def test_between_matches_brute_force_on_random_12x12_pairs() -> None:
    """K11 exact line of sight, compared with an independent implementation (research §6.4)."""
    b = Board(12, 12)
    rng = random.Random(2013)
    for _ in range(1500):
        a, c = rng.randrange(b.n), rng.randrange(b.n)
        got = {(b.xs[o], b.ys[o]) for o in b.between(a, c)}
        ax, ay, cx, cy = b.xs[a], b.ys[a], b.xs[c], b.ys[c]
        assert got == _reference_crossed(ax, ay, cx, cy), (b.name(a), b.name(c))
        assert _sampled_cells(ax, ay, cx, cy, 97) <= got
        assert got == {(b.xs[o], b.ys[o]) for o in b.between(c, a)}


def test_between_matches_brute_force_on_every_pair_of_a_7x5_board() -> None:
    """K11 exhaustively on a small board, both directions."""
    b = Board(7, 5)
    for a in range(b.n):
        for c in range(b.n):
            got = {(b.xs[o], b.ys[o]) for o in b.between(a, c)}
            assert got == _reference_crossed(b.xs[a], b.ys[a], b.xs[c], b.ys[c])


def test_between_and_sight_masks_follow_the_segment_on_every_pair() -> None:
    """K11: the crossed cells move with the segment, so ``between`` and ``sight_mask`` come
    from one pattern per offset; every pair of a 12x12 and a 9x6 board (both directions)
    gives exactly what the direct computation gives, in the same order."""
    for width, height in ((12, 12), (9, 6)):
        b = Board(width, height)
        for a in range(b.n):
            for c in range(b.n):
                direct = _crossed_cells(b.xs[a], b.ys[a], b.xs[c], b.ys[c], width)
                assert b.between(a, c) == direct, (b.name(a), b.name(c))
                assert b.sight_mask(a, c) == sum(1 << cell for cell in direct)


def test_shared_board_is_cached_per_size() -> None:
    """Engine (board.py), seed 003 "Les cases": one Board per size, shared by every state of a configuration."""
    assert board(8, 8) is board(8, 8)
    assert board(8, 8) is not board(10, 10)
    assert new_state("tutorial-1").board is board(8, 8)
    assert new_state("tutorial-6").board is board(10, 10)


# -- what blocks the line (piece table, "Aides de jeu") ------------------------------------------------
def _los_with(kind: str) -> tuple[bool, bool]:
    """LOS a1 -> a4 with ``kind`` on a2, and a1 -> d2 with it on b2 (a corner-only pass)."""
    st = clear(new_state("tutorial-6"))
    put(st, "guy", "j10")
    put(st, "bad", "j9")
    put(st, "kreol", "j8")
    put(st, "opee", "j7")
    b = st.board
    if kind in ("bush", "tree", "crate"):
        scenery(st, "a2", kind)
        scenery(st, "b2", kind)
    elif kind == "krosmaster":
        put(st, "kreol", "a2")
        put(st, "opee", "b2")
    elif kind == "bomb":
        put(st, "bombe1", "a2")
        put(st, "bombe2", "b2")
    straight = st.has_los(b.parse("a1"), b.parse("a4"))
    corner = st.has_los(b.parse("a1"), b.parse("d2"))
    return straight, corner


@pytest.mark.parametrize(
    ("kind", "blocks"),
    [
        ("none", False),
        ("bush", False),
        ("crate", False),
        ("tree", True),
        ("krosmaster", True),
        ("bomb", False),
    ],
)
def test_what_blocks_line_of_sight(kind: str, blocks: bool) -> None:
    """seed 003, "Aides de jeu" table and "Décors": trees and figures block sight; bushes,
    crates and bombs (Toupiti) never do; corners never block."""
    straight, corner = _los_with(kind)
    assert straight is (not blocks)
    assert corner is True


@pytest.mark.parametrize(("mob", "blocks"), [("tofu1", False), ("bouftou", True)])
def test_mobs_and_line_of_sight(mob: str, blocks: bool) -> None:
    """seed 003, "Aides de jeu": a Tofu (Toupiti) never blocks sight, other mobs do."""
    st = clear(new_state("tutorial-3"))
    put(st, "reine", "a1")
    put(st, "roi", "a4")
    put(st, mob, "a2")
    b = st.board
    assert st.has_los(b.parse("a1"), b.parse("a4")) is (not blocks)
    assert st.has_los(b.parse("a4"), b.parse("a1")) is (not blocks)


def test_cell_notation_rejects_non_ascii_digits() -> None:
    """Found by Hypothesis: '¹' is a Unicode digit but not a row number."""
    from arena.core.errors import NotationError
    from arena.games.krosmaster.board import board

    for text in ("a¹", "b٣", "c１"):
        with pytest.raises(NotationError):
            board(8, 8).parse(text)

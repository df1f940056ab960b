"""Map geometry: hexes, the flower lattice, the Wedge and the placement rules.

Invariants from research mageknight_data §9.1 (and §12 item 1); placement from research
mageknight §1.9 (rulebook Movement 5a-5e); exploring from seed 001 "探索"; setup from MK8.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from arena.games.mageknight.geometry import (
    LOCAL_NAMES,
    LOCAL_OFFSETS,
    START,
    TILE_OFFSETS,
    WEDGE_LANES,
    Back,
    adjacent_tile_positions,
    can_place,
    explorable_positions,
    in_wedge,
    is_tile_centre,
    lattice_coords,
    local_name,
    on_coastline,
    placed_neighbours,
    setup_positions,
    tile_centre_of,
    tile_hex,
    tile_hexes,
    tiles_adjacent,
    touching_pairs,
)
from arena.games.mageknight.hexes import (
    DIRECTIONS,
    Hex,
    add,
    adjacent,
    distance,
    neg,
    neighbours,
    scale,
    sub,
)

coord = st.integers(-60, 60)
hexes = st.tuples(coord, coord)
small = st.integers(-8, 8)
centres = st.builds(lambda m, n: add(scale((1, -3), m), scale((3, -2), n)), small, small)
SETUP = {START, *setup_positions()}
T1, T2 = setup_positions()


# --- hexes -------------------------------------------------------------------------------


def test_directions_fixed_order() -> None:
    """research §9.1: E, NE, NW, W, SW, SE (counter-clockwise from East), six unit vectors."""
    assert DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    assert all(distance((0, 0), d) == 1 for d in DIRECTIONS)


@given(hexes, hexes)
def test_hex_adjacency_symmetric(a: Hex, b: Hex) -> None:
    assert adjacent(a, b) == adjacent(b, a)
    assert distance(a, b) == distance(b, a)
    assert (b in neighbours(a)) == (distance(a, b) == 1)


@given(hexes, hexes, hexes)
def test_distance_metric(a: Hex, b: Hex, c: Hex) -> None:
    assert distance(a, b) <= distance(a, c) + distance(c, b)
    assert distance(add(a, c), add(b, c)) == distance(a, b)
    assert sub(add(a, b), b) == a


# --- the flower lattice (research mageknight_data §9.1 invariants 1-3) -------------------------


def test_local_offsets() -> None:
    assert LOCAL_NAMES == ("C", "NE", "E", "SE", "SW", "W", "NW")
    assert list(LOCAL_OFFSETS.values()) == [(0, 0), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)]


def test_offsets_closed_under_negation_at_distance_3() -> None:
    """Invariant (1): tile adjacency is symmetric; every offset is 3 hexes away."""
    assert set(TILE_OFFSETS) == {(3, -2), (2, 1), (-1, 3), (-3, 2), (-2, -1), (1, -3)}
    assert {neg(o) for o in TILE_OFFSETS} == set(TILE_OFFSETS)
    assert all(distance((0, 0), o) == 3 for o in TILE_OFFSETS)
    assert all(is_tile_centre(o) for o in TILE_OFFSETS)


def test_lattice_covers_region_exactly_once() -> None:
    """Invariant (2): the flowers of lattice points cover every hex of a big region once."""
    cover: dict[Hex, list[Hex]] = {}
    for m in range(-12, 13):
        for n in range(-12, 13):
            c = add(scale((1, -3), m), scale((3, -2), n))
            assert lattice_coords(c) == (m, n)
            for h in tile_hexes(c):
                cover.setdefault(h, []).append(c)
    region = [(q, r) for q in range(-15, 16) for r in range(-15, 16)]
    for h in region:
        assert cover[h] == [tile_centre_of(h)], h


@given(hexes)
def test_tile_centre_of_agrees(h: Hex) -> None:
    c = tile_centre_of(h)
    assert is_tile_centre(c)
    assert h in tile_hexes(c)
    assert tile_hex(c, local_name(h)) == h
    assert distance(h, c) <= 1


@given(centres, st.sampled_from(TILE_OFFSETS))
def test_neighbours_share_three_pairs(c: Hex, off: Hex) -> None:
    """Invariant (3): neighbouring tiles share exactly 3 touching hex pairs, 2 rim hexes each."""
    d = add(c, off)
    assert tiles_adjacent(c, d) and tiles_adjacent(d, c)
    assert d in adjacent_tile_positions(c)
    pairs = touching_pairs(c, d)
    assert len(pairs) == 3
    assert len({x for x, _ in pairs}) == 2 and len({y for _, y in pairs}) == 2
    assert sorted((y, x) for x, y in pairs) == sorted(touching_pairs(d, c))


@given(centres, centres)
def test_non_neighbours_share_nothing(c: Hex, d: Hex) -> None:
    """Invariant (3): two tile positions touch iff their centres differ by an offset."""
    if c == d:
        return
    assert bool(touching_pairs(c, d)) == (sub(d, c) in TILE_OFFSETS) == tiles_adjacent(c, d)


def test_exact_pairs_with_setup_tiles() -> None:
    """research §9.1: A-(1,-3): A.NW-SW, A.NW-SE, A.NE-SE; A-(3,-2): A.NE-W, A.NE-SW, A.E-SW."""

    def named(a: Hex, b: Hex) -> set[tuple[str, str]]:
        return {(local_name(x), local_name(y)) for x, y in touching_pairs(a, b)}

    assert named(START, (1, -3)) == {("NW", "SW"), ("NW", "SE"), ("NE", "SE")}
    assert named(START, (3, -2)) == {("NE", "W"), ("NE", "SW"), ("E", "SW")}


# --- the Wedge ---------------------------------------------------------------------------


def test_setup_positions() -> None:
    """MK8: tile 1 at (1,-3) (up-left), tile 2 at (3,-2) (up-right); the Wedge's lanes."""
    assert setup_positions() == ((1, -3), (3, -2)) == WEDGE_LANES
    assert tiles_adjacent(T1, T2)


@given(small, small)
def test_wedge_membership(m: int, n: int) -> None:
    """research §9.1: wedge = m·(1,-3) + n·(3,-2), m, n ≥ 0; coastline lanes m == 0 or n == 0."""
    c = add(scale((1, -3), m), scale((3, -2), n))
    assert in_wedge(c) == (m >= 0 and n >= 0)
    assert on_coastline(c) == (m >= 0 and n >= 0 and (m == 0 or n == 0))


@given(hexes)
def test_off_lattice_is_not_a_position(h: Hex) -> None:
    if not is_tile_centre(h):
        assert not in_wedge(h) and not on_coastline(h)
        assert not can_place(h, "countryside", SETUP)


def test_tile_a_water_faces_out_of_the_wedge() -> None:
    """research mageknight §4.1: A's water hexes (W, SW, SE) face out of the Wedge. Tested as:
    every hex adjacent to one of them lies on tile A itself or on a tile position outside the
    Wedge; A's land rim hexes (NE, NW, E) do touch in-wedge positions."""
    for name in ("W", "SW", "SE"):
        for n in neighbours(tile_hex(START, name)):
            pos = tile_centre_of(n)
            assert pos == START or not in_wedge(pos), (name, n)
    for name in ("NE", "NW", "E"):
        outside = {tile_centre_of(n) for n in neighbours(tile_hex(START, name))} - {START}
        assert any(in_wedge(p) for p in outside)


# --- placement (research mageknight §1.9, rulebook Movement 5e) ---------------------------------


def lane(m: int, n: int) -> Hex:
    return add(scale((1, -3), m), scale((3, -2), n))


def test_setup_placement_choices() -> None:
    """After setup (A, tiles 1 and 2) countryside may go on the three positions in front: the
    middle one touches tiles 1 and 2, the two coast-lane ones touch one tile each, which itself
    borders two tiles (tile 1: A and 2; tile 2: A and 1)."""
    front = [lane(2, 0), lane(1, 1), lane(0, 2)]
    assert all(can_place(p, "countryside", SETUP) for p in front)
    # core needs two placed neighbours: only (1,1) has them (tiles 1 and 2).
    assert [p for p in front if can_place(p, "core", SETUP)] == [lane(1, 1)]
    # never outside the wedge, never occupied, never detached.
    assert not can_place(lane(-1, 1), "countryside", SETUP)
    assert not can_place(T1, "countryside", SETUP)
    assert not can_place(lane(3, 0), "countryside", SETUP)
    assert can_place(lane(-1, 1), "countryside", SETUP, wedge=False)


def test_core_closed_where_only_one_tile_touches() -> None:
    """research §1.9: a position touching only one tile is closed to core tiles."""
    placed = SETUP | {lane(2, 0), lane(1, 1)}
    target = lane(3, 0)  # on the coast lane, touches only lane(2, 0)
    assert placed_neighbours(target, placed) == [lane(2, 0)]
    assert can_place(target, "countryside", placed)  # lane(2, 0) borders T1 and lane(1, 1)
    assert not can_place(target, "core", placed)


def test_countryside_second_clause() -> None:
    """Countryside: adjacent to one tile T only is allowed iff T itself borders ≥ 2 placed tiles."""
    chain = {START, T1, lane(2, 0)}  # a thin lane: lane(2,0) touches only T1
    assert placed_neighbours(lane(2, 0), chain) == [T1]
    # lane(3,0) touches only lane(2,0), which borders only T1: closed.
    assert not can_place(lane(3, 0), "countryside", chain)
    # lane(1,1) touches T1 and lane(2,0): two tiles, open to both backs.
    assert can_place(lane(1, 1), "countryside", chain) and can_place(lane(1, 1), "core", chain)
    # lane(0,1) touches A and T1 -> open.
    assert can_place(lane(0, 1), "countryside", chain)
    # once lane(1,1) is placed, lane(2,0) borders T1 and lane(1,1): lane(3,0) opens.
    assert can_place(lane(3, 0), "countryside", chain | {lane(1, 1)})
    assert not can_place(lane(3, 0), "core", chain | {lane(1, 1)})


def test_core_on_coast_flag() -> None:
    """First Reconnaissance: "Wedge with no limitations" (core may go on the coast lanes);
    the full-game Wedge forbids it (research §1.9)."""
    placed = SETUP | {lane(1, 1)}
    coast = lane(2, 0)  # touches T1 and lane(1,1)
    assert len(placed_neighbours(coast, placed)) == 2
    assert can_place(coast, "core", placed)
    assert not can_place(coast, "core", placed, core_on_coast=False)
    assert can_place(coast, "countryside", placed, core_on_coast=False)
    assert can_place(lane(2, 1), "core", placed | {lane(2, 0)}, core_on_coast=False)


def test_filler_needs_three() -> None:
    """Deck empty: tiles from the box must touch ≥ 3 tiles (rulebook Movement 5e)."""
    placed = SETUP | {lane(2, 0)}
    assert len(placed_neighbours(lane(1, 1), placed)) == 3
    assert can_place(lane(1, 1), "core", placed, filler=True)
    assert not can_place(lane(0, 2), "countryside", placed, filler=True)


# --- exploring (seed 001 "探索"; research mageknight §1.9) ----------------------------------


def test_explore_from_setup_map() -> None:
    on_map = {h for c in SETUP for h in tile_hexes(c)}
    reach = {h: explorable_positions(h, SETUP, "countryside") for h in on_map}
    # Tile A touches no empty in-wedge position (it is surrounded by tiles 1, 2 and the sea).
    assert all(not reach[h] for h in tile_hexes(START))
    # Tile 1's NE rim hex borders two positions: it must name one (stable DIRECTIONS order).
    assert reach[tile_hex(T1, "NE")] == [lane(1, 1), lane(2, 0)]
    assert reach[tile_hex(T1, "NW")] == [lane(2, 0)]
    assert reach[tile_hex(T2, "NE")] == [lane(0, 2), lane(1, 1)]
    # Behind the coastline nothing can be explored: tile 1's W hex touches only outside positions.
    assert reach[tile_hex(T1, "W")] == []
    # Core on top: only the middle position is open.
    assert explorable_positions(tile_hex(T1, "NE"), SETUP, "core") == [lane(1, 1)]


@given(st.sets(centres.filter(in_wedge), max_size=8), hexes)
def test_explorable_positions_are_placeable_neighbours(extra: set[Hex], h: Hex) -> None:
    placed = SETUP | extra
    got = explorable_positions(h, placed, "countryside")
    assert len(got) == len(set(got))
    for pos in got:
        assert pos not in placed and pos != tile_centre_of(h)
        assert any(adjacent(h, x) for x in tile_hexes(pos))
        assert can_place(pos, "countryside", placed)


placed_sets = st.sets(centres.filter(in_wedge), max_size=10).map(lambda s: SETUP | s)


@given(placed_sets, centres)
def test_placement_rules_nest(placed: set[Hex], pos: Hex) -> None:
    """filler (≥ 3) ⇒ core (≥ 2) ⇒ countryside; full-game Wedge only removes coast positions."""
    filler = can_place(pos, "core", placed, filler=True)
    core = can_place(pos, "core", placed)
    assert not filler or core
    assert not core or can_place(pos, "countryside", placed)
    strict = can_place(pos, "core", placed, core_on_coast=False)
    assert strict == (core and not on_coastline(pos))


@given(placed_sets, centres)
def test_neighbour_count_matches_touching_hexes(placed: set[Hex], pos: Hex) -> None:
    """The "adjacent to n tiles" counts of research §1.9 are the tiles whose hexes touch."""
    by_hexes = [p for p in placed if p != pos and touching_pairs(pos, p)]
    assert sorted(placed_neighbours(pos, placed)) == sorted(by_hexes)


@given(st.lists(st.integers(0, 10_000), min_size=1, max_size=11))
def test_random_exploration_stays_in_the_wedge(picks: list[int]) -> None:
    """Exploring with 8 countryside then core tiles, each from a space of the map: every
    placed tile is inside the Wedge and touches a tile placed before it (seed 001 "探索")."""
    placed = set(SETUP)
    for i, pick in enumerate(picks):
        back: Back = "countryside" if i < 6 else "core"
        options = sorted(
            {p for c in placed for h in tile_hexes(c) for p in explorable_positions(h, placed, back)}
        )
        if not options:
            break
        pos = options[pick % len(options)]
        assert in_wedge(pos) and placed_neighbours(pos, placed)
        placed.add(pos)

"""The two 12x12 arenas (decision K4) against research/krosmaster.md §2.2, and data validation."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from arena.core.errors import DataError, OptionsError
from arena.games.krosmaster.battlefields import (
    ARENAS_DIR,
    ArenaData,
    Edge,
    Quadrant,
    arenas,
    load_arena,
    load_arena_file,
)
from arena.games.krosmaster.board import SCENERY_CODES, board

XY = list[tuple[int, int]]

# research §2.2, the bullet lists (independent of the grids the YAML was transcribed from);
# (x, y) = column from the left, row from the top.
RESEARCH: dict[str, dict[str, XY]] = {
    "arene-elementaire": {
        "T": [(5, 1), (2, 3), (4, 4), (10, 4), (1, 7), (7, 7), (9, 8), (6, 10)],
        "B": [(2, 2), (7, 2), (8, 2), (3, 5), (8, 6), (3, 9), (4, 9), (9, 9)],
        "C": [(7, 3), (3, 4), (8, 7), (4, 8)],
        "D": [
            (6, 1),
            (3, 3),
            (8, 3),
            (1, 5),
            (5, 5),
            (6, 5),
            (5, 6),
            (6, 6),
            (10, 6),
            (3, 8),
            (8, 8),
            (5, 10),
        ],
        "1": [
            (7, 0),
            (3, 2),
            (6, 2),
            (10, 2),
            (0, 3),
            (8, 4),
            (4, 5),
            (7, 6),
            (3, 7),
            (11, 8),
            (1, 9),
            (5, 9),
            (8, 9),
            (4, 11),
        ],
        "2": [(1, 1), (9, 1), (6, 3), (5, 8), (2, 10), (10, 10)],
        "F": [(1, 0), (4, 0), (5, 0), (0, 1), (2, 1), (1, 2), (0, 4), (0, 5)],
        "A": [(6, 0), (9, 0), (11, 0), (8, 1), (10, 1), (10, 3), (11, 4), (10, 5)],
        "W": [(11, 6), (11, 7), (10, 9), (9, 10), (11, 10), (6, 11), (7, 11), (10, 11)],
        "E": [(1, 6), (0, 7), (1, 8), (1, 10), (3, 10), (0, 11), (2, 11), (5, 11)],
    },
    "la-fosse": {
        "T": [(6, 0), (8, 1), (2, 3), (9, 5), (2, 6), (9, 8), (3, 10), (5, 11)],
        "B": [(5, 2), (8, 2), (1, 3), (0, 5), (11, 6), (10, 8), (3, 9), (6, 9)],
        "C": [(3, 2), (9, 4), (2, 7), (8, 9)],
        "D": [(2, 1), (10, 2), (5, 4), (7, 5), (4, 6), (6, 7), (1, 9), (9, 10)],
        "1": [
            (7, 0),
            (4, 2),
            (4, 3),
            (6, 3),
            (0, 4),
            (8, 4),
            (1, 5),
            (3, 5),
            (8, 6),
            (10, 6),
            (3, 7),
            (11, 7),
            (5, 8),
            (7, 8),
            (7, 9),
            (4, 11),
        ],
        "2": [(6, 1), (9, 3), (5, 5), (6, 5), (5, 6), (6, 6), (2, 8), (5, 10)],
        "a": [(1, 0), (3, 0), (0, 1), (1, 1), (5, 1), (0, 3), (1, 4)],
        "b": [(8, 0), (10, 0), (7, 1), (10, 1), (11, 1), (11, 3), (10, 5)],
        "c": [(10, 7), (11, 8), (6, 10), (10, 10), (11, 10), (8, 11), (10, 11)],
        "d": [(1, 6), (0, 8), (0, 10), (1, 10), (4, 10), (1, 11), (3, 11)],
    },
}

# research §2.2, "2-player deployment sets": top, bottom, left, right.
EDGES: dict[str, dict[Edge, XY]] = {
    "arene-elementaire": {
        Edge.NORTH: [(1, 0), (4, 0), (5, 0), (6, 0), (9, 0), (11, 0), (0, 1), (2, 1), (8, 1), (10, 1)],
        Edge.SOUTH: [
            (1, 10),
            (3, 10),
            (9, 10),
            (11, 10),
            (0, 11),
            (2, 11),
            (5, 11),
            (6, 11),
            (7, 11),
            (10, 11),
        ],
        Edge.WEST: [(1, 0), (0, 1), (1, 2), (0, 4), (0, 5), (1, 6), (0, 7), (1, 8), (1, 10), (0, 11)],
        Edge.EAST: [
            (11, 0),
            (10, 1),
            (10, 3),
            (11, 4),
            (10, 5),
            (11, 6),
            (11, 7),
            (10, 9),
            (11, 10),
            (10, 11),
        ],
    },
    "la-fosse": {
        Edge.NORTH: [(1, 0), (3, 0), (8, 0), (10, 0), (0, 1), (1, 1), (5, 1), (7, 1), (10, 1), (11, 1)],
        Edge.SOUTH: [
            (0, 10),
            (1, 10),
            (4, 10),
            (6, 10),
            (10, 10),
            (11, 10),
            (1, 11),
            (3, 11),
            (8, 11),
            (10, 11),
        ],
        Edge.WEST: [(1, 0), (0, 1), (1, 1), (0, 3), (1, 4), (1, 6), (0, 8), (0, 10), (1, 10), (1, 11)],
        Edge.EAST: [
            (10, 0),
            (10, 1),
            (11, 1),
            (11, 3),
            (10, 5),
            (10, 7),
            (11, 8),
            (10, 10),
            (11, 10),
            (10, 11),
        ],
    },
}

IDS = ["arene-elementaire", "la-fosse"]
B12 = board(12, 12)


def cells(xys: XY) -> set[int]:
    return {y * 12 + x for x, y in xys}


def symbol_cells(a: ArenaData, symbol: str) -> set[int]:
    return {y * 12 + x for y, row in enumerate(a.map) for x, ch in enumerate(row) if ch == symbol}


def rot(c: int) -> int:
    """The cell a 180° turn of the board puts at ``c``."""
    return 143 - c


def test_both_arenas_ship_and_are_named_as_the_seed() -> None:
    """seed 003, "Règles pour 4 joueurs": "L'ARÈNE ÉLÉMENTAIRE", "LA FOSSE" (K4)."""
    assert sorted(arenas()) == IDS
    assert load_arena("arene-elementaire").names.fr == "L'Arène Élémentaire"
    assert load_arena("la-fosse").names.fr == "La Fosse"
    for a in arenas().values():
        assert a.names.en and a.names.zh and (a.width, a.height) == (12, 12)
        assert "seed 003" in a.source and "K4" in a.source


def test_unknown_arena_is_an_options_error() -> None:
    with pytest.raises(OptionsError, match="la-fosse"):
        load_arena("atlantide")


@pytest.mark.parametrize("arena_id", IDS)
@pytest.mark.parametrize("symbol", ["T", "B", "C", "D", "1", "2"])
def test_map_matches_the_research_lists(arena_id: str, symbol: str) -> None:
    """research §2.2 bullet lists, cell by cell."""
    assert symbol_cells(load_arena(arena_id), symbol) == cells(RESEARCH[arena_id][symbol])


@pytest.mark.parametrize("arena_id", IDS)
def test_deployment_parcels_match_the_research_lists(arena_id: str) -> None:
    a = load_arena(arena_id)
    for letter in a.parcels:
        assert set(a.deploy_cells(letter)) == cells(RESEARCH[arena_id][letter]), letter


@pytest.mark.parametrize("arena_id", IDS)
def test_box_scenery_on_each_side(arena_id: str) -> None:
    """seed 003, "Matériel": 8 trees, 8 bushes, 4 crates — the full set on either side."""
    counts = dict.fromkeys("TBC", 0)
    for ch in load_arena(arena_id).scenery().values():
        counts[ch] += 1
    assert counts == {"T": 8, "B": 8, "C": 4}


def test_demon_cells_and_starting_kamas() -> None:
    """seed 003, "Pions Kama": 1 kama per Kama icon (2 on double cells) and 1 per Demon cell;
    research §2.2 totals 38 and 40 of the box's 54."""
    el, fo = load_arena("arene-elementaire"), load_arena("la-fosse")
    assert (len(el.demon_cells()), len(fo.demon_cells())) == (12, 8)
    assert (len(el.kama_cells()), len(fo.kama_cells())) == (20, 24)
    assert (sum(el.kama_cells().values()), sum(fo.kama_cells().values())) == (26, 32)
    assert (el.starting_kamas(), fo.starting_kamas()) == (38, 40)


def test_cell_names_follow_the_board_convention() -> None:
    """research (x, y) has y from the top; our names count rows from the bottom (a1 bottom-left)."""
    el, fo = load_arena("arene-elementaire"), load_arena("la-fosse")
    assert B12.parse("g11") in el.demon_cells()  # research (6,1)
    assert el.kama_cells()[B12.parse("a9")] == 1  # research (0,3)
    assert el.kama_cells()[B12.parse("b11")] == 2  # research (1,1)
    assert el.scenery()[B12.parse("f11")] == "T"  # research (5,1)
    assert B12.parse("l1") not in el.deploy_cells() and B12.parse("k1") in el.deploy_cells("W")  # (10,11)
    assert {B12.name(c) for c in fo.kama_cells() if fo.kama_cells()[c] == 2} >= {"f7", "g7", "f6", "g6"}
    assert fo.scenery()[B12.parse("f1")] == "T"  # research (5,11)


@pytest.mark.parametrize("arena_id", IDS)
def test_every_category_is_symmetric_under_a_half_turn(arena_id: str) -> None:
    """research §2.2: every category is invariant under a 180° rotation; so is each parcel's
    deployment set, onto the opposite quadrant's."""
    a = load_arena(arena_id)
    flat_map = "".join(a.map)
    for c in range(144):
        assert flat_map[c] == flat_map[rot(c)], B12.name(c)
    opposite = {
        Quadrant.NW: Quadrant.SE,
        Quadrant.NE: Quadrant.SW,
        Quadrant.SE: Quadrant.NW,
        Quadrant.SW: Quadrant.NE,
    }
    for letter, quad in a.parcels.items():
        other = a.parcel_at(opposite[quad])
        assert {rot(c) for c in a.deploy_cells(letter)} == set(a.deploy_cells(other))


def test_la_fosse_deployment_has_quarter_turn_symmetry() -> None:
    """research §2.2: La Fosse's deployment cells have 4-fold rotational symmetry."""
    fo = load_arena("la-fosse")
    deploy = set(fo.deploy_cells())
    assert {(c % 12) * 12 + (11 - c // 12) for c in deploy} == deploy


def test_deployment_cell_counts() -> None:
    """research §2.2: 32 cells (8 per parcel) and 28 (7 per parcel)."""
    el, fo = load_arena("arene-elementaire"), load_arena("la-fosse")
    assert (len(el.deploy_cells()), len(fo.deploy_cells())) == (32, 28)
    assert all(len(el.deploy_cells(p)) == 8 for p in el.parcels)
    assert all(len(fo.deploy_cells(p)) == 7 for p in fo.parcels)


@pytest.mark.parametrize("arena_id", IDS)
@pytest.mark.parametrize("edge", list(Edge))
def test_two_player_edges_match_the_research_table(arena_id: str, edge: Edge) -> None:
    """seed 003, "Déploiement": the deployment cells "parmi les deux rangées de cases de son côté";
    10 per edge on both boards, as research §2.2's table."""
    got = load_arena(arena_id).edge_deploy_cells(edge)
    assert len(got) == 10
    assert set(got) == cells(EDGES[arena_id][edge])


@pytest.mark.parametrize("arena_id", IDS)
def test_opposite_edges_never_share_a_cell(arena_id: str) -> None:
    """seed 003, "Choix et orientation du plateau": the first player sits opposite the other."""
    a = load_arena(arena_id)
    for edge in Edge:
        assert edge.opposite.opposite == edge
        assert not set(a.edge_deploy_cells(edge)) & set(a.edge_deploy_cells(edge.opposite))


def test_parcels_are_the_quadrants_clockwise_from_player_ones_north_west() -> None:
    """K4: player 1 takes the north-west quadrant as they sit, the others follow clockwise."""
    el = load_arena("arene-elementaire")
    assert el.parcels_clockwise() == ("F", "A", "W", "E")
    assert el.parcels_clockwise(Edge.NORTH) == ("W", "E", "F", "A")
    assert el.parcels_clockwise(Edge.WEST) == ("A", "W", "E", "F")
    assert el.parcels_clockwise(Edge.EAST) == ("E", "F", "A", "W")
    assert load_arena("la-fosse").parcels_clockwise(Edge.SOUTH) == ("a", "b", "c", "d")


@pytest.mark.parametrize("arena_id", IDS)
def test_scenery_rows_use_the_engine_legend(arena_id: str) -> None:
    a = load_arena(arena_id)
    rows = a.scenery_rows()
    assert {ch for row in rows for ch in row} <= set(SCENERY_CODES)
    assert {y * 12 + x for y, r in enumerate(rows) for x, ch in enumerate(r) if ch != "."} == set(a.scenery())


# -- validation: every failure names the file and the place ---------------------------------------
def write(tmp_path: Path, raw: dict[str, object], name: str = "arene-elementaire") -> Path:
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(raw, allow_unicode=True), encoding="utf-8")
    return path


def raw_arena() -> dict[str, object]:
    data = yaml.safe_load((ARENAS_DIR / "arene-elementaire.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def with_row(rows: object, y: int, row: str) -> list[str]:
    assert isinstance(rows, list)
    return [row if i == y else r for i, r in enumerate(rows)]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r.update(map=r["map"][:11]), "12 rows of 12"),
        (lambda r: r.update(map=with_row(r["map"], 0, ".......1...X")), "unknown map symbols"),
        (lambda r: r.update(deploy=with_row(r["deploy"], 1, "T.F.....A.A.")), "deploy letters"),
        (lambda r: r.update(deploy=with_row(r["deploy"], 0, ".F..FFA..A.F")), "outside quadrant"),
        (lambda r: r.update(map=with_row(r["map"], 0, ".F.....1....")), "unknown map symbols"),
        (lambda r: r.update(map=with_row(r["map"], 0, ".T.....1....")), "deployment cell on map symbol"),
        (lambda r: r.update(parcels={"F": "nw", "A": "nw", "W": "se", "E": "sw"}), "each quadrant"),
        (
            lambda r: r.update(map=["".join("2" if d == "." else "." for d in row) for row in r["deploy"]]),
            "kamas",
        ),
        (lambda r: r.update(width=10), "width"),
    ],
)
def test_bad_arena_data_is_a_located_error(tmp_path: Path, change: object, message: str) -> None:
    raw = raw_arena()
    assert callable(change)
    change(raw)
    path = write(tmp_path, raw)
    with pytest.raises(DataError, match=message) as err:
        load_arena_file(path)
    assert str(path) in err.value.message


def test_arena_id_must_match_its_file_name(tmp_path: Path) -> None:
    path = write(tmp_path, raw_arena(), name="ailleurs")
    with pytest.raises(DataError, match="file name"):
        load_arena_file(path)


def test_parcels_by_quadrant_name() -> None:
    el = load_arena("arene-elementaire")
    assert el.parcel_letters() == ("F", "A", "W", "E")
    assert el.deploy_cells("se") == el.deploy_cells("W") == el.deploy_cells(Quadrant.SE)
    with pytest.raises(KeyError):
        el.deploy_cells("Z")


def test_the_docs_show_both_arenas() -> None:
    """docs/krosmaster-arenas.md draws each arena row by row as the data holds it."""
    doc = (Path(__file__).parents[2] / "docs" / "krosmaster-arenas.md").read_text(encoding="utf-8")
    for a in arenas().values():
        assert a.names.fr in doc
        for y in range(12):
            row = " ".join(d if d != "." else m for m, d in zip(a.map[y], a.deploy[y], strict=True))
            assert f"{12 - y:>3}  {row}  {12 - y}" in doc


def test_edges_by_name() -> None:
    fo = load_arena("la-fosse")
    assert fo.edge_deploy_cells("north") == fo.edge_deploy_cells(Edge.NORTH)
    assert fo.parcels_clockwise("north") == ("c", "d", "a", "b")
    with pytest.raises(ValueError):
        fo.edge_deploy_cells("up")

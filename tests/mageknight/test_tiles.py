"""Tile and terrain data (research mageknight_data §9.2-9.4, §12 items 2-4; research mageknight
§1.2; decisions MK3; seed 001 "移动力消耗", "狂暴(Rampaging)敌人")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from arena.core.errors import DataError
from arena.games.mageknight.geometry import LOCAL_NAMES, setup_positions, tile_hexes
from arena.games.mageknight.tiles import (
    TERRAIN_FILE,
    TILES_FILE,
    Colour,
    Rampaging,
    Site,
    Terrain,
    TileKind,
    load_terrains,
    load_tiles,
    map_spaces,
    terrain_cost,
    terrain_table,
    tile,
    tile_set,
)


def test_tile_ids_and_kinds() -> None:
    ts = tile_set()
    assert ts.ids(TileKind.STARTING) == ["A", "B"]
    assert ts.ids(TileKind.COUNTRYSIDE) == [str(n) for n in range(1, 12)]
    assert ts.ids(TileKind.CORE) == [f"core-{n}" for n in range(1, 5)] + [f"city-{n}" for n in range(5, 9)]
    assert tile("A").back is None and tile("5").back == "countryside" and tile("city-5").back == "core"


def test_every_tile_has_seven_spaces() -> None:
    for t in tile_set().tiles.values():
        assert [name for name, _ in t.spaces()] == list(LOCAL_NAMES)
        assert all(isinstance(h.terrain, Terrain) for _, h in t.spaces())


def test_placed_at_uses_the_lattice() -> None:
    placed = tile("1").placed_at(setup_positions()[0])
    assert list(placed) == tile_hexes((1, -3))
    assert placed[(1, -4)].rampaging is Rampaging.ORCS  # tile 1's NW hex


def test_map_spaces_of_the_setup_map() -> None:
    """MK8: A at (0,0), tile 1 at (1,-3), tile 2 at (3,-2): 21 spaces, the portal at (0,0),
    and the two orc markers of seed 001 ("两个兽人可汗标志")."""
    t1, t2 = setup_positions()
    spaces = map_spaces({(0, 0): "A", t1: "1", t2: "2"})
    assert len(spaces) == 21 and spaces[(0, 0)].site is Site.PORTAL
    assert sum(h.rampaging is Rampaging.ORCS for h in spaces.values()) == 2


def test_starting_tile_a() -> None:
    """§9.2 / §12 item 2: A = P portal, F, P, L (SE lake, not mountain), L, L, P."""
    a = tile("A")
    assert [h.terrain.value for _, h in a.spaces()] == [
        "plains", "forest", "plains", "lake", "lake", "lake", "plains"
    ]  # fmt: skip
    assert a.hexes["C"].site is Site.PORTAL
    assert a.hexes["SE"].terrain is Terrain.LAKE and a.hexes["SE"].source


def test_setup_tiles_carry_one_orc_each() -> None:
    """Seed 001: "起始地图上一共有两个兽人可汗标志" -- tiles 1 and 2 carry one orc marker each."""
    for tid in ("1", "2"):
        marks = [h.rampaging for _, h in tile(tid).spaces() if h.rampaging]
        assert marks == [Rampaging.ORCS]
    assert not any(h.rampaging for _, h in tile("A").spaces())


def test_dungeons_on_7_and_9() -> None:
    """§12 item 3: countryside 7 SE and 9 NW hold dungeons (not tombs), with a source note."""
    for tid, name in (("7", "SE"), ("9", "NW")):
        h = tile(tid).hexes[name]
        assert h.site is Site.DUNGEON and "tomb" in h.source


def test_spot_values() -> None:
    """A few values from §9.3-9.4, and the majority values of §12 item 4."""
    assert tile("2").hexes["SW"].colour is Colour.GREEN
    assert tile("6").hexes["C"].site is Site.MINE and tile("6").hexes["C"].colour is Colour.RED
    assert tile("core-2").hexes["NE"].terrain is Terrain.SWAMP
    assert tile("core-4").hexes["E"].terrain is Terrain.WASTELAND
    assert tile("core-4").hexes["NW"].terrain is Terrain.HILLS
    assert tile("core-4").hexes["C"].rampaging is Rampaging.DRACONUM
    cities = [tile(f"city-{n}").city for n in range(5, 9)]
    assert cities == [Colour.GREEN, Colour.BLUE, Colour.WHITE, Colour.RED]
    assert all(tile(f"core-{n}").city is None for n in range(1, 5))


def test_counts() -> None:
    """Whole-set tallies of §9.3 (countryside): orc markers, villages, sites per tile."""
    ts = tile_set()
    country = [tile(i) for i in ts.ids(TileKind.COUNTRYSIDE)]
    orcs = Counter(h.rampaging for t in country for _, h in t.spaces())
    assert orcs[Rampaging.ORCS] == 8 and orcs[Rampaging.DRACONUM] == 0
    sites = Counter(h.site for t in country for _, h in t.spaces() if h.site)
    assert sites[Site.VILLAGE] == 5 and sites[Site.MAGE_TOWER] == 3 and sites[Site.KEEP] == 3
    assert Site.CITY not in sites and Site.PORTAL not in sites
    core = [tile(i) for i in ts.ids(TileKind.CORE)]
    drac = sum(h.rampaging is Rampaging.DRACONUM for t in core for _, h in t.spaces())
    assert drac == 6


def test_terrain_costs() -> None:
    """research §1.2 / seed 001 "移动力消耗": forest 3/5, desert 5/3, lake & mountain X, city 2."""
    day = {t: terrain_cost(t, False) for t in Terrain}
    night = {t: terrain_cost(t, True) for t in Terrain}
    assert day == {
        Terrain.PLAINS: 2, Terrain.HILLS: 3, Terrain.FOREST: 3, Terrain.WASTELAND: 4,
        Terrain.DESERT: 5, Terrain.SWAMP: 5, Terrain.LAKE: None, Terrain.MOUNTAIN: None,
    }  # fmt: skip
    assert night == {**day, Terrain.FOREST: 5, Terrain.DESERT: 3}
    assert terrain_cost("swamp", False, city=True) == 2 == terrain_cost("desert", True, city=True)


def test_terrain_names() -> None:
    names = {t: d.names for t, d in terrain_table().terrains.items()}
    assert names[Terrain.LAKE].zh == "湖"  # seed 001 "探索"
    assert names[Terrain.WASTELAND].fr == "Terres désolées"
    assert all(n.en and n.fr and n.zh for n in names.values())


def _broken_copy(tmp_path: Path, src: Path, edit: Callable[[Any], object]) -> Path:
    data = yaml.safe_load(src.read_text(encoding="utf-8"))
    edit(data)
    out = tmp_path / src.name
    out.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return out


def test_bad_terrain_names_file_and_entry(tmp_path: Path) -> None:
    path = _broken_copy(tmp_path, TILES_FILE, lambda d: d["tiles"]["7"]["hexes"]["SE"].update(terrain="lava"))
    with pytest.raises(DataError, match=r"tiles\.yaml: tiles\.7\.hexes\.SE\.terrain"):
        load_tiles(path)


def test_missing_hex_and_mine_colour(tmp_path: Path) -> None:
    path = _broken_copy(tmp_path, TILES_FILE, lambda d: d["tiles"]["3"]["hexes"].pop("NW"))
    with pytest.raises(DataError, match=r"tiles\.yaml: tiles\.3: .*exactly C, NE"):
        load_tiles(path)
    path = _broken_copy(tmp_path, TILES_FILE, lambda d: d["tiles"]["2"]["hexes"]["SW"].pop("colour"))
    with pytest.raises(DataError, match=r"tiles\.2\.hexes\.SW: .*colour"):
        load_tiles(path)


def test_bad_id_and_unreadable(tmp_path: Path) -> None:
    path = _broken_copy(tmp_path, TILES_FILE, lambda d: d["tiles"].update({"12": d["tiles"]["1"]}))
    with pytest.raises(DataError, match=r"tiles\.yaml: .*'12'"):
        load_tiles(path)
    bad = tmp_path / "broken.yaml"
    bad.write_text("tiles: [unclosed", encoding="utf-8")
    with pytest.raises(DataError, match=r"broken\.yaml"):
        load_tiles(bad)


def test_bad_terrain_file(tmp_path: Path) -> None:
    path = _broken_copy(tmp_path, TERRAIN_FILE, lambda d: d["terrains"]["plains"].update(day=None))
    with pytest.raises(DataError, match=r"terrain\.yaml: .*plains"):
        load_terrains(path)

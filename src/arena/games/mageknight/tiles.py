"""Map tile and terrain data (``data/tiles.yaml``, ``data/terrain.yaml``), validated at load.

Sources: research mageknight_data §9.2-9.4 and §12 items 2-4 (tiles; decisions MK3), research
mageknight §1.2 (Move costs), seed 001 "移动力消耗" (costs printed on the Day/Night board, a
red X = inaccessible). Site names live in ``sites.yaml`` (not here): tiles name sites by id.
A mistake in either file is a DataError naming the file and the entry (tile id, hex, field).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from functools import cache
from pathlib import Path

from pydantic import ValidationError, model_validator

from arena.core.data import Strict, located_error, read_yaml
from arena.games.mageknight.geometry import LOCAL_NAMES, Back, tile_hex
from arena.games.mageknight.hexes import Hex
from arena.games.mageknight.vocabulary import Terrain as Terrain  # one list of terrains

DATA_DIR = Path(__file__).parent / "data"
TILES_FILE = DATA_DIR / "tiles.yaml"
TERRAIN_FILE = DATA_DIR / "terrain.yaml"


INACCESSIBLE = frozenset({Terrain.LAKE, Terrain.MOUNTAIN})
"""Terrains no figure may normally enter (research mageknight §1.2)."""


class Site(StrEnum):
    """Site ids (names and rules: ``sites.yaml``, research mageknight §4.5)."""

    PORTAL = "portal"
    GLADE = "glade"
    VILLAGE = "village"
    MONASTERY = "monastery"
    KEEP = "keep"
    MAGE_TOWER = "mage_tower"
    MINE = "mine"
    MONSTER_DEN = "monster_den"
    SPAWNING_GROUNDS = "spawning_grounds"
    DUNGEON = "dungeon"
    TOMB = "tomb"
    ANCIENT_RUINS = "ancient_ruins"
    CITY = "city"


COLOURED_SITES = frozenset({Site.MINE, Site.CITY})


class Colour(StrEnum):
    """The four basic mana colours (mines give crystals of theirs; cities are named by theirs)."""

    RED = "red"
    BLUE = "blue"
    GREEN = "green"
    WHITE = "white"


class Rampaging(StrEnum):
    """Rampaging enemy markers: orc marauders (green tokens) and draconum (research §1.8)."""

    ORCS = "orcs"
    DRACONUM = "draconum"


class TileKind(StrEnum):
    STARTING = "starting"
    COUNTRYSIDE = "countryside"
    CORE = "core"


class Names(Strict):
    en: str
    fr: str
    zh: str


class HexData(Strict):
    """One printed space: terrain, at most one site (mines and cities with a colour), at most
    one rampaging marker, and a ``source`` note where sources disagree."""

    terrain: Terrain
    site: Site | None = None
    colour: Colour | None = None
    rampaging: Rampaging | None = None
    source: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> HexData:
        if (self.site in COLOURED_SITES) != (self.colour is not None):
            raise ValueError("a colour is required for a mine or a city, and only for them")
        if self.site is not None and self.rampaging is not None:
            raise ValueError("a space holds a site or a rampaging enemy, not both")
        if self.site is not None and self.terrain in INACCESSIBLE:
            raise ValueError(f"site {self.site} on inaccessible terrain {self.terrain}")
        return self


class TileData(Strict):
    """A map tile: its kind (back) and its seven spaces by local position (C, NE, ..., NW)."""

    kind: TileKind
    hexes: dict[str, HexData]

    @model_validator(mode="after")
    def _shape(self) -> TileData:
        if set(self.hexes) != set(LOCAL_NAMES):
            raise ValueError(f"hexes must be exactly {', '.join(LOCAL_NAMES)}; got {', '.join(self.hexes)}")
        for name, h in self.hexes.items():
            if h.site is Site.PORTAL and (self.kind is not TileKind.STARTING or name != "C"):
                raise ValueError(f"{name}: a portal is only at the centre of a starting tile")
            if h.site is Site.CITY and (self.kind is not TileKind.CORE or name != "C"):
                raise ValueError(f"{name}: a city is only at the centre of a core tile")
        if self.kind is TileKind.STARTING and self.hexes["C"].site is not Site.PORTAL:
            raise ValueError("a starting tile has the portal at its centre")
        return self

    @property
    def back(self) -> Back | None:
        """Green (countryside) or brown (core) back; None for the starting tile."""
        if self.kind is TileKind.COUNTRYSIDE:
            return "countryside"
        if self.kind is TileKind.CORE:
            return "core"
        return None

    @property
    def city(self) -> Colour | None:
        """The city's colour on a city tile, else None."""
        c = self.hexes["C"]
        return c.colour if c.site is Site.CITY else None

    def spaces(self) -> list[tuple[str, HexData]]:
        """The seven spaces in LOCAL order (C, NE, E, SE, SW, W, NW)."""
        return [(name, self.hexes[name]) for name in LOCAL_NAMES]

    def placed_at(self, centre: Hex) -> dict[Hex, HexData]:
        """This tile's spaces by global hex when its centre is at ``centre`` (never rotated)."""
        return {tile_hex(centre, name): data for name, data in self.spaces()}


def _expected_kind(tile_id: str) -> TileKind | None:
    if tile_id in ("A", "B"):
        return TileKind.STARTING
    if tile_id.isdigit() and 1 <= int(tile_id) <= 11:
        return TileKind.COUNTRYSIDE
    prefix, _, num = tile_id.partition("-")
    if (prefix, num) in {("core", str(n)) for n in range(1, 5)} | {("city", str(n)) for n in range(5, 9)}:
        return TileKind.CORE
    return None


class TileSet(Strict):
    """All tiles by id: "A", "B", "1".."11", "core-1".."core-4", "city-5".."city-8"."""

    tiles: dict[str, TileData]

    @model_validator(mode="after")
    def _ids(self) -> TileSet:
        for tile_id, t in self.tiles.items():
            kind = _expected_kind(tile_id)
            if kind is None:
                raise ValueError(f"tile {tile_id!r}: unknown id (see the TileSet docstring)")
            if kind is not t.kind:
                raise ValueError(f"tile {tile_id!r}: kind {t.kind} but the id says {kind}")
            if tile_id.startswith("city-") != (t.city is not None):
                raise ValueError(f"tile {tile_id!r}: city-N ids are exactly the tiles with a city")
        return self

    def ids(self, kind: TileKind) -> list[str]:
        """Tile ids of one kind, in printed-number order (file order)."""
        return [i for i, t in self.tiles.items() if t.kind is kind]


class TerrainData(Strict):
    """Move cost by Day and by Night (None = inaccessible) and the names."""

    day: int | None
    night: int | None
    names: Names


class TerrainTable(Strict):
    city_space_cost: int
    terrains: dict[Terrain, TerrainData]

    @model_validator(mode="after")
    def _complete(self) -> TerrainTable:
        missing = set(Terrain) - set(self.terrains)
        if missing:
            raise ValueError(f"missing terrains: {', '.join(sorted(missing))}")
        for t, d in self.terrains.items():
            if (d.day is None) != (t in INACCESSIBLE) or (d.night is None) != (t in INACCESSIBLE):
                raise ValueError(f"{t}: only lake and mountain are inaccessible (null costs)")
        return self


def load_tiles(path: Path) -> TileSet:
    """Read and validate a tiles file; DataError names the file and the tile/hex/field."""
    try:
        return TileSet.model_validate(read_yaml(path))
    except ValidationError as exc:
        raise located_error(path, exc) from None


def load_terrains(path: Path) -> TerrainTable:
    """Read and validate a terrain file; DataError names the file and the field."""
    try:
        return TerrainTable.model_validate(read_yaml(path))
    except ValidationError as exc:
        raise located_error(path, exc) from None


@cache
def tile_set() -> TileSet:
    """The base game's tiles (``data/tiles.yaml``)."""
    return load_tiles(TILES_FILE)


@cache
def terrain_table() -> TerrainTable:
    """The terrain table (``data/terrain.yaml``)."""
    return load_terrains(TERRAIN_FILE)


def tile(tile_id: str) -> TileData:
    """One tile by id; KeyError for an unknown id."""
    return tile_set().tiles[tile_id]


def map_spaces(placement: Mapping[Hex, str]) -> dict[Hex, HexData]:
    """Every space of a map given as tile-position centre -> tile id (research §9.1)."""
    out: dict[Hex, HexData] = {}
    for centre, tile_id in placement.items():
        out.update(tile(tile_id).placed_at(centre))
    return out


def terrain_cost(terrain: Terrain | str, night: bool, *, city: bool = False) -> int | None:
    """Move cost of entering a space (research mageknight §1.2; seed 001 "移动力消耗"):
    None = inaccessible; a city space always costs ``city_space_cost`` (2)."""
    table = terrain_table()
    if city:
        return table.city_space_cost
    d = table.terrains[Terrain(terrain)]
    return d.night if night else d.day

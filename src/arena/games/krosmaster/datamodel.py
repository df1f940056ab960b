"""Krosmaster data files, validated at load: characters, spells, scenarios.

Every rule value that a data file can hold lives here as a typed field, so a designer edits
YAML and the loader rejects mistakes with the file and the location of the bad field.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError, model_validator

from arena.core.data import Strict, located_error, read_yaml
from arena.core.errors import DataError, NotationError

DATA_DIR = Path(__file__).parent / "data"
__all__ = ["DATA_DIR", "Strict"]  # re-exported for the other Krosmaster data modules


class Names(Strict):
    fr: str
    en: str
    zh: str = ""

    def get(self, lang: str) -> str:
        return getattr(self, lang, "") or self.en


class Power(StrEnum):
    """The powers of seed 003, "Pouvoirs" (p. 27)."""

    CRITIQUE = "critique"
    ARMURE = "armure"
    TACLE = "tacle"
    ESQUIVE = "esquive"
    TOUPITI = "toupiti"
    RESISTANCE_EAU = "resistance-eau"
    RESISTANCE_AIR = "resistance-air"
    RESISTANCE_TERRE = "resistance-terre"
    RESISTANCE_FEU = "resistance-feu"
    RIPOSTE = "riposte"
    GUERISON = "guerison"
    IMMUNISE = "immunise"
    INSENSIBLE = "insensible"


class Element(StrEnum):
    NEUTRAL = "neutral"
    WATER = "water"
    AIR = "air"
    EARTH = "earth"
    FIRE = "fire"
    HEAL = "heal"
    NONE = "none"


RESISTANCE_OF = {
    Element.WATER: Power.RESISTANCE_EAU,
    Element.AIR: Power.RESISTANCE_AIR,
    Element.EARTH: Power.RESISTANCE_TERRE,
    Element.FIRE: Power.RESISTANCE_FEU,
}


class RangeType(StrEnum):
    """Seed 003, "Portée (PO)": the seven range types."""

    NORMAL = "normal"
    FIXED = "fixed"
    LINE = "line"
    LINE_FIXED = "line_fixed"
    NO_LOS = "no_los"
    MELEE = "melee"
    SELF = "self"


class Range(Strict):
    type: RangeType
    min: int = Field(0, ge=0)
    max: int = Field(0, ge=0)

    @model_validator(mode="after")
    def _bounds(self) -> Range:
        if self.type in (RangeType.MELEE, RangeType.SELF):
            return self
        if self.max < self.min:
            raise ValueError(f"range max {self.max} < min {self.min}")
        return self

    @property
    def extendable(self) -> bool:
        """Only normal and line ranges can have their max increased (seed 003, "Portée")."""
        return self.type in (RangeType.NORMAL, RangeType.LINE)

    @property
    def needs_los(self) -> bool:
        return self.type not in (RangeType.NO_LOS, RangeType.SELF, RangeType.MELEE)

    @property
    def in_line(self) -> bool:
        return self.type in (RangeType.LINE, RangeType.LINE_FIXED)


class SpellKind(StrEnum):
    ATTACK = "attack"
    HEAL = "heal"
    SUMMON = "summon"
    SPECIAL = "special"


class Area(StrEnum):
    """Seed 003, "Zone d'effet", with K9's cells; ``ring`` is the bomb's eight cells."""

    NONE = "none"
    CROSS = "cross"
    SQUARE = "square"
    HAMMER = "hammer"
    STAFF = "staff"
    SHOVEL = "shovel"
    RING = "ring"


class Limit(StrEnum):
    NONE = "none"
    TURN = "turn"
    GAME = "game"


class TargetRule(StrEnum):
    ANY_CELL = "any_cell"
    ALLY_CHARACTER = "ally_character"


# -- additional effects (seed 003, "Effets additionnels") --------------------------------------
class _Fx(Strict):
    pass


class BonusPerOwnTokenAdjacent(_Fx):
    kind: Literal["bonus_per_own_token_adjacent"]
    token: str
    amount: int = 1


class BonusIfOwnTokenAdjacent(_Fx):
    kind: Literal["bonus_if_own_token_adjacent"]
    token: str
    amount: int = 1


class BonusDamage(_Fx):
    kind: Literal["bonus_damage"]
    amount: int = Field(ge=1)


class VolDeVie(_Fx):
    kind: Literal["vol_de_vie"]


class PerceArmure(_Fx):
    kind: Literal["perce_armure"]


class ForcedMove(_Fx):
    """Recul / Rapproche move the caster, Repousse / Attire the target (K: stop at obstacles)."""

    kind: Literal["recul", "rapproche", "repousse", "attire"]
    amount: int = Field(ge=1)


class Swap(_Fx):
    kind: Literal["swap"]


class Markers(_Fx):
    """Place ±MP / ±AP markers on each character hit (applied at its next activation)."""

    kind: Literal["markers"]
    mp: int = 0
    ap: int = 0


class Steal(_Fx):
    """Vole X PM / PA: -X markers on the target, +X markers on the caster."""

    kind: Literal["vole_pm", "vole_pa"]
    amount: int = Field(1, ge=1)


class RangeBonusThisTurn(_Fx):
    kind: Literal["range_bonus_this_turn"]
    amount: int = Field(ge=1)


class LoseAllMp(_Fx):
    kind: Literal["lose_all_mp"]


Effect = Annotated[
    BonusPerOwnTokenAdjacent
    | BonusIfOwnTokenAdjacent
    | BonusDamage
    | VolDeVie
    | PerceArmure
    | ForcedMove
    | Swap
    | Markers
    | Steal
    | RangeBonusThisTurn
    | LoseAllMp,
    Field(discriminator="kind"),
]


class Summon(Strict):
    token: str
    control: int = Field(ge=1)


class SpellData(Strict):
    id: str = ""
    name: Names
    kind: SpellKind
    ap: int = Field(ge=0)
    mp_cost: int = Field(0, ge=0)
    injury_cost: int = Field(0, ge=0)
    range: Range
    damage: int = Field(0, ge=0)
    element: Element = Element.NONE
    limit: Limit = Limit.NONE
    area: Area = Area.NONE
    target: TargetRule = TargetRule.ANY_CELL
    summon: Summon | None = None
    effects: tuple[Effect, ...] = ()

    @model_validator(mode="after")
    def _consistent(self) -> SpellData:
        if (self.kind == SpellKind.SUMMON) != (self.summon is not None):
            raise ValueError("summon spells (and only they) need a 'summon' block")
        if self.kind == SpellKind.HEAL and self.element != Element.HEAL:
            raise ValueError("heal spells have element 'heal'")
        if self.kind == SpellKind.ATTACK and self.element in (Element.HEAL, Element.NONE):
            raise ValueError("attack spells need an element (neutral, water, air, earth, fire)")
        return self

    def has(self, kind: str) -> bool:
        return any(e.kind == kind for e in self.effects)

    @property
    def is_elemental(self) -> bool:
        return self.element in (Element.WATER, Element.AIR, Element.EARTH, Element.FIRE)


class CharacterKind(StrEnum):
    KROSMASTER = "krosmaster"
    MOB = "mob"
    BOMB = "bomb"
    TRAP = "trap"


class CharacterData(Strict):
    id: str = ""
    name: Names
    code: str = Field(pattern=r"^[a-z][a-z0-9]*$")
    kind: CharacterKind
    level: int = Field(0, ge=0)
    initiative: int = 0
    mp: int = Field(0, ge=0)
    hp: int = Field(0, ge=0)
    ap: int = Field(0, ge=0)
    powers: tuple[Power, ...] = ()
    spells: tuple[str, ...] = ()
    unique: bool = False
    class_: str = Field("", alias="class")


class Catalog(Strict):
    """Every spell and character of a data set."""

    spells: dict[str, SpellData]
    characters: dict[str, CharacterData]
    krosmaster_spells: tuple[str, ...] = ()
    """Spells every Krosmaster knows without their card (the punch, seed 003 tutorial 1)."""

    @model_validator(mode="after")
    def _links(self) -> Catalog:
        for sid in self.krosmaster_spells:
            if sid not in self.spells:
                raise ValueError(f"krosmaster_spells names unknown spell {sid!r}")
        for cid, ch in self.characters.items():
            for sid in ch.spells:
                if sid not in self.spells:
                    raise ValueError(f"character {cid!r} has unknown spell {sid!r}")
        for sid, sp in self.spells.items():
            if sp.summon and sp.summon.token not in self.characters:
                raise ValueError(f"spell {sid!r} summons unknown token {sp.summon.token!r}")
            for fx in sp.effects:
                token = getattr(fx, "token", None)
                if token is not None and token not in self.characters:
                    raise ValueError(f"spell {sid!r} effect names unknown token {token!r}")
        codes = [c.code for c in self.characters.values()]
        dupes = {c for c in codes if codes.count(c) > 1}
        if dupes:
            raise ValueError(f"duplicate character codes: {sorted(dupes)}")
        return self

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Catalog:
        spells = {k: {**v, "id": k} for k, v in (data.get("spells") or {}).items()}
        chars = {k: {**v, "id": k} for k, v in (data.get("characters") or {}).items()}
        return cls.model_validate(
            {"spells": spells, "characters": chars, "krosmaster_spells": data.get("krosmaster_spells") or ()}
        )

    def merged(self, other: Catalog) -> Catalog:
        return Catalog.model_validate(
            {
                "spells": {**self.spells, **other.spells},
                "characters": {**self.characters, **other.characters},
                "krosmaster_spells": self.krosmaster_spells or other.krosmaster_spells,
            }
        )


# -- scenarios ---------------------------------------------------------------------------------
class Placement(Strict):
    character: str
    at: str
    extra_powers: tuple[Power, ...] = ()


class Goal(StrEnum):
    """How a scenario is won (seed 003, each tutorial's "But du jeu")."""

    KO_ONE = "ko_one"
    KO_ALL = "ko_all"
    KO_ONE_THEN_SURVIVE = "ko_one_then_survive"


class Restrictions(Strict):
    spells: tuple[str, ...] | None = None
    powers: bool = True


class ScenarioData(Strict):
    id: str
    number: int = 0
    title: Names
    source: str
    width: int = Field(ge=2, le=12)
    height: int = Field(ge=2, le=12)
    map: tuple[str, ...]
    teams: tuple[tuple[Placement, ...], tuple[Placement, ...]]
    goal: Goal
    restrictions: Restrictions = Restrictions()
    tokens: tuple[Placement, ...] = ()

    @model_validator(mode="after")
    def _shape(self) -> ScenarioData:
        if len(self.map) != self.height or any(len(r) != self.width for r in self.map):
            raise ValueError(f"map must be {self.height} rows of {self.width} cells")
        bad = {ch for row in self.map for ch in row} - set(".BTC")
        if bad:
            raise ValueError(f"unknown map symbols {sorted(bad)} (use . B T C)")
        problems = deployment_problems(self)
        if problems:
            raise ValueError("; ".join(problems))
        return self


def deployment_problems(sc: ScenarioData) -> list[str]:
    """Deployment cells must be free cells of the map, one figure each (seed 003,
    "Obstacle - Case libre": figures, bushes and trees are obstacles)."""
    from arena.games.krosmaster.board import board

    grid = board(sc.width, sc.height)
    seen: set[int] = set()
    out = []
    for i, team in enumerate(sc.teams):
        for j, place in enumerate(team):
            field = f"teams.{i}.{j}.at"
            try:
                cell = grid.parse(place.at)
            except NotationError as exc:
                out.append(f"{field}: {exc.message}")
                continue
            symbol = sc.map[grid.ys[cell]][grid.xs[cell]]
            if symbol in "BT":
                out.append(f"{field}: {place.at} holds a {'bush' if symbol == 'B' else 'tree'}")
            elif cell in seen:
                out.append(f"{field}: {place.at} already holds a figure")
            seen.add(cell)
    return out


_read_yaml = read_yaml
_located = located_error


def load_catalog(path: Path) -> Catalog:
    """Read and validate a characters/spells file; errors name the file and field."""
    raw = _read_yaml(path)
    if not isinstance(raw, dict):
        raise DataError(f"{path}: expected a mapping with 'spells' and 'characters'")
    try:
        return Catalog.from_dict(raw)
    except ValidationError as exc:
        raise _located(path, exc) from exc


def load_scenario(path: Path) -> ScenarioData:
    raw = _read_yaml(path)
    try:
        return ScenarioData.model_validate(raw)
    except ValidationError as exc:
        raise _located(path, exc) from exc


@cache
def base_catalog() -> Catalog:
    """The box's characters and spells (validated once)."""
    return load_catalog(DATA_DIR / "characters.yaml")


@cache
def scenarios() -> dict[str, ScenarioData]:
    """Every scenario shipped in ``data/scenarios``, by id."""
    out: dict[str, ScenarioData] = {}
    for path in sorted((DATA_DIR / "scenarios").glob("*.yaml")):
        sc = load_scenario(path)
        out[sc.id] = sc
    return out

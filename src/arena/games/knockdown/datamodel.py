"""Knockdown data, validated at load: one directory per set (decision KD5).

A set holds its arena, fighters (double-sided boards), attack cards, skill cards and
tokens. Every value a card can carry is a typed field, so a designer edits YAML and the
loader names the file and location of any mistake.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationError, field_validator, model_validator

from arena.core.data import Strict, read_yaml
from arena.core.errors import DataError

DATA_DIR = Path(__file__).parent / "data"


class Names(Strict):
    zh: str
    en: str
    fr: str = ""

    def get(self, lang: str) -> str:
        return getattr(self, lang, "") or self.en


class Symbol(StrEnum):
    """Card symbols (seed 002, "卡牌图解"): three techniques, block (格挡), dash (突进), wild (百搭)."""

    STRIKE = "strike"
    KICK = "kick"
    ARCANE = "arcane"
    BLOCK = "block"
    DASH = "dash"
    WILD = "wild"


ANY = "any"
"""The "?" cost symbol: any card symbol pays it (seed 002, "如何执行一次特殊攻击")."""
COST_SYMBOLS = (*(s.value for s in Symbol if s is not Symbol.WILD), ANY)


class AttackType(StrEnum):
    """Seed 002, "格挡": 突袭 assault (blockable), 异能 ability, 响应 response."""

    ASSAULT = "assault"
    ABILITY = "ability"
    RESPONSE = "response"


class RangeKind(StrEnum):
    """Seed 002, "攻击范围类型": X (fixed), X-Y (span), line (直线); no icon = unlimited."""

    FIXED = "fixed"
    SPAN = "span"
    LINE = "line"
    UNLIMITED = "unlimited"


class Range(Strict):
    kind: RangeKind = RangeKind.UNLIMITED
    lo: int = 0
    hi: int = 0

    @classmethod
    def parse(cls, text: str | int | None) -> Range:
        if text is None or text == "unlimited":
            return cls()
        if text == "line":
            return cls(kind=RangeKind.LINE)
        s = str(text)
        lo, sep, hi = s.partition("-")
        if not lo.isdigit() or (sep and not hi.isdigit()):
            raise ValueError(f"bad range {text!r}: expected X, X-Y, line or unlimited")
        if not sep:
            return cls(kind=RangeKind.FIXED, lo=int(lo), hi=int(lo))
        if int(lo) > int(hi) or int(lo) < 1:
            raise ValueError(f"bad range {text!r}: need 1 <= X <= Y")
        return cls(kind=RangeKind.SPAN, lo=int(lo), hi=int(hi))

    def text(self) -> str:
        if self.kind == RangeKind.FIXED:
            return str(self.lo)
        if self.kind == RangeKind.SPAN:
            return f"{self.lo}-{self.hi}"
        return self.kind.value


class EffectKind(StrEnum):
    HEAVY = "heavy"
    LIGHT = "light"
    PUSH = "push"
    PULL = "pull"
    ADVANCE = "advance"
    RETREAT = "retreat"
    TELEPORT = "teleport"
    DISCARD = "discard"
    HEAL = "heal"
    MEND = "mend"
    SELF_LIGHT = "self_light"
    MIST = "mist"
    POTION = "potion"
    POISON = "poison"


class Effect(Strict):
    kind: EffectKind
    n: int = Field(1, ge=1, le=6)


def _effects(value: Any) -> Any:
    """``[{push: 1}]`` → ``[{"kind": "push", "n": 1}]``."""
    if not isinstance(value, list):
        return value
    out = []
    for item in value:
        if isinstance(item, dict) and len(item) == 1 and "kind" not in item:
            ((k, v),) = item.items()
            out.append({"kind": k, "n": v})
        else:
            out.append(item)
    return out


class Attack(Strict):
    """What attack cards and special attacks share: the attack procedure's inputs."""

    id: str
    names: Names
    type: AttackType
    heavy: int = Field(0, ge=0, le=4)
    light: int = Field(0, ge=0, le=6)
    range: Range = Range()
    effects: tuple[Effect, ...] = ()
    knockout: bool = False

    @field_validator("range", mode="before")
    @classmethod
    def _range(cls, v: Any) -> Any:
        return v if isinstance(v, dict | Range) else Range.parse(v)

    @field_validator("effects", mode="before")
    @classmethod
    def _eff(cls, v: Any) -> Any:
        return _effects(v)


class AttackCard(Attack):
    symbols: tuple[Symbol, ...] = Field(min_length=1, max_length=2)

    @model_validator(mode="after")
    def _not_response(self) -> AttackCard:
        if self.type == AttackType.RESPONSE:
            raise ValueError("attack cards are assault or ability; response attacks live on boards")
        return self


class Special(Attack):
    cost: tuple[str, ...] = ()
    tokens: dict[str, int] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _check(self) -> Special:
        bad = [c for c in self.cost if c not in COST_SYMBOLS]
        if bad:
            raise ValueError(f"unknown cost symbols {bad}; known: {COST_SYMBOLS}")
        if not self.cost and not self.tokens:
            raise ValueError("a special attack costs symbols or tokens")
        if self.type == AttackType.RESPONSE and self.knockout:
            raise ValueError("response specials carry no knockout effect (house rule, docs)")
        return self


class FighterSide(Strict):
    id: str
    fighter: str
    side: str = Field(pattern="^[AB]$")
    names: Names
    side_names: Names
    class_names: Names
    tokens: dict[str, int] = Field(default_factory=dict)
    knockout_effect: tuple[Effect, ...] = ()
    knockout_text: Names
    specials: tuple[Special, ...] = Field(min_length=1)

    @field_validator("knockout_effect", mode="before")
    @classmethod
    def _eff(cls, v: Any) -> Any:
        return _effects(v)


class SkillKind(StrEnum):
    BONUS = "bonus"
    ARMOR = "armor"
    BLOCK = "block"
    STEADY = "steady"
    CRUSH = "crush"
    WARD = "ward"
    RECOVER = "recover"


class When(Strict):
    """A condition on an attack: its source, type, knockout flag and distance."""

    source: str = Field("any", pattern="^(any|card|special)$")
    type: AttackType | None = None
    knockout: bool | None = None
    min_dist: int = 0
    max_dist: int = 99


class SkillEffect(Strict):
    kind: SkillKind
    n: int = 0
    light: int = 0
    heavy: int = 0
    when: When = When()


class SkillCard(Strict):
    id: str
    names: Names
    initiative: int = Field(ge=0, le=20)
    effect: SkillEffect
    text: Names


class Token(Strict):
    id: str = Field(pattern="^(potion|mist|poison)$")
    supply: int = Field(ge=1)
    names: Names
    text: dict[str, str] = Field(default_factory=dict)


class ArenaData(Strict):
    id: str
    names: Names
    columns: int = Field(ge=3, le=12)
    rows: int = Field(ge=1, le=4)
    starts: tuple[tuple[int, int], tuple[int, int]]
    candle_slots: tuple[int, int]
    centre: int
    candle_cards: int = Field(ge=0, le=8)
    candle_names: Names

    @model_validator(mode="after")
    def _check(self) -> ArenaData:
        for c, r in self.starts:
            if not (0 <= c < self.columns and 0 <= r < self.rows):
                raise ValueError(f"start cell {(c, r)} outside the arena")
        if self.starts[0] == self.starts[1]:
            raise ValueError("the two start cells must differ")
        if not (0 <= self.candle_slots[0] <= self.centre <= self.candle_slots[1] < self.columns):
            raise ValueError("candle slots must lie either side of the centre column")
        return self


class Terms(Strict):
    """The box's words in every language: wound kinds, card symbols (with the ``any`` cost)
    and attack types, by their ids in the rules."""

    wounds: dict[str, Names]
    symbols: dict[str, Names]
    types: dict[str, Names]

    @model_validator(mode="after")
    def _check(self) -> Terms:
        want = {
            "wounds": {"heavy", "light"},
            "symbols": {*(s.value for s in Symbol), ANY},
            "types": {t.value for t in AttackType},
        }
        for part, ids in want.items():
            got = set(getattr(self, part))
            if got != ids:
                raise ValueError(f"{part}: names needed for exactly {sorted(ids)}, not {sorted(got)}")
        return self


class GameSet(Strict):
    """One box's data (KD5): arena, fighters, attack deck, skill set, tokens, the box's terms."""

    id: str
    arena: ArenaData
    fighters: tuple[FighterSide, ...]
    attacks: tuple[AttackCard, ...]
    skills: tuple[SkillCard, ...]
    tokens: tuple[Token, ...]
    terms: Terms

    @model_validator(mode="after")
    def _check(self) -> GameSet:
        ids = [f.id for f in self.fighters] + [c.id for c in self.attacks] + [s.id for s in self.skills]
        ids += [sp.id for f in self.fighters for sp in f.specials]
        dup = sorted({i for i in ids if ids.count(i) > 1})
        if dup:
            raise ValueError(f"duplicate ids: {dup}")
        tokens = {t.id for t in self.tokens}
        for f in self.fighters:
            used = set(f.tokens) | {t for sp in f.specials for t in sp.tokens}
            if used - tokens:
                raise ValueError(f"{f.id}: unknown tokens {sorted(used - tokens)}")
        return self

    def fighter(self, side_id: str) -> FighterSide:
        for f in self.fighters:
            if f.id == side_id:
                return f
        raise KeyError(side_id)

    def supply(self, token: str) -> int:
        return next((t.supply for t in self.tokens if t.id == token), 0)


def load_set(directory: Path) -> GameSet:
    """Read and validate one set directory; DataError names the file and the field."""
    raw: dict[str, Any] = {"id": directory.name}
    for part in ("arena", "fighters", "attacks", "skills", "tokens", "terms"):
        raw[part] = read_yaml(directory / f"{part}.yaml")
    try:
        return GameSet.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = first.get("loc", ())
        where = f"{directory / (str(loc[0]) + '.yaml')}" if loc else str(directory)
        path = ".".join(str(p) for p in loc[1:])
        raise DataError(f"{where}: {path}: {first.get('msg')}", reason="bad-data") from exc


@cache
def sets() -> dict[str, GameSet]:
    """Every set shipped in ``data/``, by id."""
    return {d.name: load_set(d) for d in sorted(DATA_DIR.iterdir()) if d.is_dir()}

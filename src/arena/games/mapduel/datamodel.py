"""Map & Duel data files, validated at load: the map, the characters and card packs.

A designer edits YAML only. Every error is located: file, line and field path (for example
``cards.yaml:41: cards.3.skill.amount: ...``). ``problems(path)`` lists them all without
raising (``arena validate mapduel PATH``); the ``load_*`` functions raise ``DataError``.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Annotated, Any

import yaml
from pydantic import Field, ValidationError, model_validator

from arena.core.data import Problem, Strict
from arena.core.errors import DataError

DATA_DIR = Path(__file__).parent / "data"
Slug = Annotated[str, Field(pattern=r"^[a-z][a-z0-9-]*$", max_length=40)]


class Names(Strict):
    zh: str = Field(min_length=1)
    en: str = Field(min_length=1)
    fr: str = ""

    def get(self, lang: str) -> str:
        return str(getattr(self, lang, "") or self.en)


# -- map -----------------------------------------------------------------------------------------
class Cell(StrEnum):
    """Seed 004, 地图回合规则 2: the eight cell events."""

    BLANK = "blank"
    REST = "rest"
    DUEL = "duel"
    PICK1 = "pick1"
    DRAW1 = "draw1"
    DRAW2 = "draw2"
    REWARD = "reward"
    PENALTY = "penalty"


class MapData(Strict):
    id: Slug
    names: Names
    cells: list[Cell] = Field(min_length=4, max_length=60)

    @model_validator(mode="after")
    def _apart(self) -> MapData:
        for i in range(1, len(self.cells)):
            if self.cells[i] == self.cells[i - 1]:
                raise ValueError(
                    f"cells {i} and {i + 1} are both {self.cells[i].value} (MD2: they must not touch)"
                )
        return self


# -- effects and cards ---------------------------------------------------------------------------
class EffectKind(StrEnum):
    DAMAGE = "damage"
    HEAL = "heal"
    MAX_HP = "max_hp"
    DRAW = "draw"
    STEAL = "steal"
    SKIP = "skip"
    MOVE = "move"
    DOUBLE = "double"
    SLOT = "slot"
    CANCEL = "cancel"


class Target(StrEnum):
    """B-18: who an effect hits; ``next`` is the seed's default (只对下家有效)."""

    NEXT = "next"
    PREVIOUS = "previous"
    SELF = "self"
    ANY = "any"
    ALL_OTHERS = "all_others"


SIGNED = {EffectKind.MAX_HP, EffectKind.MOVE}
UNIT = {EffectKind.DOUBLE, EffectKind.CANCEL}
DUEL_KINDS = {EffectKind.DAMAGE, EffectKind.HEAL, EffectKind.MAX_HP, EffectKind.DRAW, EffectKind.STEAL,
              EffectKind.CANCEL}  # fmt: skip
MAP_KINDS = set(EffectKind) - {EffectKind.CANCEL}
SELF_ONLY = {EffectKind.DRAW, EffectKind.DOUBLE, EffectKind.SLOT, EffectKind.CANCEL}


class Effect(Strict):
    effect: EffectKind
    amount: int = Field(1, ge=-10, le=10)
    target: Target = Target.NEXT

    @model_validator(mode="after")
    def _amount(self) -> Effect:
        if self.effect in SIGNED:
            if self.amount == 0:
                raise ValueError(f"{self.effect.value} needs a non-zero amount")
        elif self.effect in UNIT:
            if self.amount != 1:
                raise ValueError(f"{self.effect.value} takes no amount")
        elif self.amount < 1:
            raise ValueError(f"{self.effect.value} needs an amount of at least 1")
        if self.effect in SELF_ONLY and self.target != Target.SELF:
            raise ValueError(f"{self.effect.value} must target self")
        return self


class Absorbable(StrEnum):
    """What an equipment card can stop (卡牌规则 ③): one effect, then it is used up."""

    DAMAGE = "damage"
    STEAL = "steal"
    SKIP = "skip"
    MOVE = "move"
    MAX_HP = "max_hp"
    PENALTY = "penalty"


class Equipment(Strict):
    absorbs: list[Absorbable] = Field(min_length=1)


class CardType(StrEnum):
    ACTION = "action"
    SKILL = "skill"
    EQUIPMENT = "equipment"
    UNDEFINED = "undefined"


class Card(Strict):
    id: Slug
    names: Names
    types: list[CardType] = Field(min_length=1, max_length=3)
    copies: int = Field(1, ge=1, le=20)
    action: Effect | None = None
    skill: Effect | None = None
    equipment: Equipment | None = None
    cannot_use: tuple[Slug, ...] = ()
    unaffected: tuple[Slug, ...] = ()

    @model_validator(mode="after")
    def _blocks(self) -> Card:
        if len(set(self.types)) != len(self.types):
            raise ValueError("a type is listed twice")
        if CardType.UNDEFINED in self.types and len(self.types) > 1:
            raise ValueError("an undefined card has no other type")
        for kind, block in (("action", self.action), ("skill", self.skill), ("equipment", self.equipment)):
            if (CardType(kind) in self.types) != (block is not None):
                raise ValueError(f"types and blocks disagree: type {kind!r} needs exactly a {kind!r} block")
        if self.action is not None and self.action.effect not in MAP_KINDS:
            raise ValueError(f"an action card cannot have effect {self.action.effect.value}")
        if self.skill is not None and self.skill.effect not in DUEL_KINDS:
            raise ValueError(f"a skill card cannot have effect {self.skill.effect.value}")
        return self


class CardPack(Strict):
    pack: Slug
    names: Names
    total: int | None = None
    cards: list[Card] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> CardPack:
        seen: set[str] = set()
        for c in self.cards:
            if c.id in seen:
                raise ValueError(f"card id {c.id!r} is used twice")
            seen.add(c.id)
        count = sum(c.copies for c in self.cards)
        if self.total is not None and count != self.total:
            raise ValueError(f"the copies add up to {count}, not the declared total {self.total}")
        return self


# -- characters ----------------------------------------------------------------------------------
class PassiveKind(StrEnum):
    PENALTY_LOSS = "penalty_loss"  # penalty row 1 costs `amount` instead of 2 (Mario: 1)
    ARMOR = "armor"  # each damage effect received is `amount` lower
    RESTLESS = "restless"  # rest cells do not stop this character
    SHARP = "sharp"  # the skill cards it plays deal `amount` more damage
    HEALER = "healer"  # heals it receives give `amount` more
    LUCKY = "lucky"  # +`amount` to its reward/penalty game rolls
    DRAW_BONUS = "draw_bonus"  # draw cells give `amount` more cards
    STEADY = "steady"  # card effects cannot make it skip turns


class Active(Strict):
    id: Slug
    names: Names
    effect: Effect

    @model_validator(mode="after")
    def _duel(self) -> Active:
        if self.effect.effect not in DUEL_KINDS - {EffectKind.CANCEL}:
            raise ValueError(f"an active skill cannot have effect {self.effect.effect.value}")
        return self


class Passive(Strict):
    id: Slug
    names: Names
    kind: PassiveKind
    amount: int = Field(1, ge=0, le=5)


class Character(Strict):
    id: Slug
    names: Names
    hp: int = Field(ge=1, le=30)
    slots: int = Field(ge=0, le=6)
    active: Active
    passive: Passive


class CharacterTable(Strict):
    characters: list[Character] = Field(min_length=2, max_length=16)

    @model_validator(mode="after")
    def _unique(self) -> CharacterTable:
        ids = [c.id for c in self.characters]
        dup = {i for i in ids if ids.count(i) > 1}
        if dup:
            raise ValueError(f"character id {sorted(dup)[0]!r} is used twice")
        return self


Weight = Annotated[float, Field(ge=-20, le=20)]
"""A learned weight, bounded: a corrupt file (an absurd value, NaN) is refused, not played."""


class EvaluationWeights(Strict):
    """The learned model's weights (``evaluation.py``): one per feature of a player's position."""

    health: Weight
    max_health: Weight
    equipped: Weight
    slots: Weight
    card: Weight
    damage: Weight
    heal: Weight
    cancel: Weight
    draw_steal: Weight
    max_hp_card: Weight
    equipment_card: Weight
    action_card: Weight


class Training(Strict):
    """How a model was learned: the command that reproduces it and what it measured."""

    command: str = Field(min_length=1)
    seed: int
    players: int = Field(2, ge=2, le=6)
    """The seats of the games it learned from."""
    rounds: int = Field(ge=0)
    games: int = Field(ge=0)
    positions: int = Field(ge=0)
    holdout_log_loss: float | None = None
    holdout_accuracy: float | None = None


class EvaluationModel(Strict):
    """A win-probability model of a position (issue 32): a player's strength is the weighted sum
    of its features plus its character's value; the players' chances are the softmax of their
    strengths. Characters not listed are worth the listed ones' mean (0: the values are centred)."""

    training: Training
    weights: EvaluationWeights
    characters: dict[Slug, Weight]


class EvaluationFile(Strict):
    evaluation: EvaluationModel


# -- located loading -----------------------------------------------------------------------------


def _lines(node: yaml.Node, path: tuple[Any, ...], out: dict[tuple[Any, ...], int]) -> None:
    out[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            k = key.value
            out[(*path, k)] = key.start_mark.line + 1
            _lines(value, (*path, k), out)
            out[(*path, k)] = key.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _lines(item, (*path, i), out)


def _read(path: Path) -> tuple[Any, dict[tuple[Any, ...], int], list[Problem]]:
    try:
        text = path.read_text(encoding="utf-8")
        node = yaml.compose(text)
        data = yaml.safe_load(text)
    except OSError as exc:
        return None, {}, [Problem(str(path), 0, "", f"cannot read: {exc}")]
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else 0
        return None, {}, [Problem(str(path), line, "", f"not valid YAML: {exc}")]
    lines: dict[tuple[Any, ...], int] = {}
    if node is not None:
        _lines(node, (), lines)
    return data, lines, []


def _locate(path: Path, lines: dict[tuple[Any, ...], int], exc: ValidationError) -> list[Problem]:
    out = []
    for err in exc.errors():
        loc = tuple(p for p in err.get("loc", ()) if not (isinstance(p, str) and p[:1].isupper()))
        line = 0
        for k in range(len(loc), -1, -1):
            if loc[:k] in lines:
                line = lines[loc[:k]]
                break
        msg = str(err.get("msg", "")).removeprefix("Value error, ")
        out.append(Problem(str(path), line, ".".join(str(p) for p in loc), msg))
    return out


def _kind(data: Any) -> type[Strict] | None:
    if isinstance(data, dict):
        if "evaluation" in data:
            return EvaluationFile
        if "cards" in data:
            return CardPack
        if "characters" in data:
            return CharacterTable
        if "cells" in data:
            return MapData
    return None


def _references(model: Strict, lines: dict[tuple[Any, ...], int], path: Path) -> list[Problem]:
    """Card restrictions and a learned model's characters must name known characters (the
    base table)."""
    if not isinstance(model, (CardPack, EvaluationFile)):
        return []
    known = {c.id for c in base_characters().characters}
    if isinstance(model, EvaluationFile):
        unknown = [cid for cid in model.evaluation.characters if cid not in known]
        field = "evaluation.characters."
        return [Problem(str(path), lines.get(("evaluation", "characters", c), 0), field + c, f"unknown character {c!r}")
                for c in unknown]  # fmt: skip
    out = []
    for i, card in enumerate(model.cards):
        for field in ("cannot_use", "unaffected"):
            for j, cid in enumerate(getattr(card, field)):
                if cid not in known:
                    loc = ("cards", i, field, j)
                    out.append(
                        Problem(
                            str(path),
                            lines.get(loc, 0),
                            ".".join(map(str, loc)),
                            f"unknown character {cid!r}",
                        )
                    )
    return out


def parse(path: Path) -> tuple[Strict | None, list[Problem]]:
    """Read and validate any Map & Duel data file (its kind from its top-level key)."""
    data, lines, probs = _read(path)
    if probs:
        return None, probs
    model_cls = _kind(data)
    if model_cls is None:
        return None, [
            Problem(
                str(path), 1, "", "expected a mapping with 'cards', 'characters', 'cells' or 'evaluation'"
            )
        ]
    try:
        model = model_cls.model_validate(data)
    except ValidationError as exc:
        return None, _locate(path, lines, exc)
    refs = _references(model, lines, path)
    return (None, refs) if refs else (model, [])


def problems(path: Path) -> list[Problem]:
    """Every problem of one data file (empty when valid); ``rules.yaml`` is the table of the
    rules refusals cite (``arena.core.text.read_rules``)."""
    path = Path(path)
    if path.name == "rules.yaml":
        from arena.core.text import read_rules

        try:
            read_rules(path)
        except DataError as exc:
            return [Problem(str(path), 0, "", exc.message)]
        return []
    return parse(path)[1]


def _load(path: Path, kind: type[Strict]) -> Any:
    model, probs = parse(path)
    if probs:
        raise DataError("; ".join(str(p) for p in probs[:5]), reason="invalid-data")
    if not isinstance(model, kind):
        raise DataError(f"{path}: not a {kind.__name__} file", reason="invalid-data")
    return model


@cache
def base_characters() -> CharacterTable:
    out: CharacterTable = _load(DATA_DIR / "characters.yaml", CharacterTable)
    return out


@cache
def official_map() -> MapData:
    out: MapData = _load(DATA_DIR / "map.yaml", MapData)
    return out


@cache
def base_cards() -> CardPack:
    out: CardPack = _load(DATA_DIR / "cards.yaml", CardPack)
    return out


@cache
def learned_evaluation() -> EvaluationModel:
    """The model ``scripts/train_mapduel_evaluation.py`` learned by self-play."""
    out: EvaluationFile = _load(DATA_DIR / "evaluation.yaml", EvaluationFile)
    return out.evaluation


@cache
def dlc_packs() -> dict[str, CardPack]:
    """Every pack shipped in ``data/packs``, by pack id."""
    out: dict[str, CardPack] = {}
    for path in sorted((DATA_DIR / "packs").glob("*.yaml")):
        pack: CardPack = _load(path, CardPack)
        out[pack.pack] = pack
    return out

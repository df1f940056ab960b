"""The 60 demonic rewards (seed 003, "Récompenses démoniaques"; decisions K7, K8, K10), validated at load.

A token is a boost (applied at reveal, then discarded), a buff (until the start of its owner's next
turn) or an equipment (permanent; one face-up per slot). Boost effects are a tagged union of
:data:`NowEffect`; buffs and equipment carry stat deltas, powers, damage bonuses and a few named
flags. The reward spells (one-use spells, weapons) and the two reward summons (K7) live in the
same file and merge into a :class:`~arena.games.krosmaster.datamodel.Catalog` via
:meth:`RewardData.catalog`.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BeforeValidator, Field, PrivateAttr, ValidationError, model_validator

from arena.core.errors import DataError
from arena.games.krosmaster.datamodel import (
    DATA_DIR,
    Catalog,
    CharacterData,
    CharacterKind,
    Element,
    Names,
    Power,
    SpellData,
    SpellKind,
    Strict,
    _located,
    _read_yaml,
    base_catalog,
)

REWARDS_PATH = DATA_DIR / "rewards.yaml"
ELEMENTAL = (Element.WATER, Element.AIR, Element.EARTH, Element.FIRE)
"""The four elements; the YAML marker ``elemental`` expands to them (neutral never counts)."""

TOKENS_IN_BOX = 60
TOKENS_PER_RANK = 20


class Rank(StrEnum):
    """Seed 003, "Récompenses démoniaques": GRANIT (faible), JADE (moyen), OR (fort)."""

    GRANIT = "granit"
    JADE = "jade"
    OR = "or"


PRICE: dict[Rank, int] = {Rank.GRANIT: 3, Rank.JADE: 6, Rank.OR: 12}
"""Kamas paid to the bank to buy one token (seed 003, "Acheter une récompense démoniaque")."""


class RewardKind(StrEnum):
    BOOST = "boost"
    BUFF = "buff"
    EQUIPMENT = "equipment"


class Slot(StrEnum):
    """Seed 003, "Les équipements": 4 types, at most one face-up of each per Krosmaster."""

    WEAPON = "weapon"
    PANOPLY = "panoply"
    PET = "pet"
    DOFUS = "dofus"


def _elements(value: Any) -> Any:
    """``elemental`` -> the four elements; a single element name -> a 1-tuple."""
    if value == "elemental":
        return ELEMENTAL
    if isinstance(value, str):
        return (value,)
    return value


def _no_neutral(value: tuple[Element, ...]) -> tuple[Element, ...]:
    bad = [e for e in value if e not in ELEMENTAL]
    if bad:
        raise ValueError(f"damage bonuses name elements water/air/earth/fire only, not {bad}")
    if not value:
        raise ValueError("at least one element (or 'elemental')")
    if len(set(value)) != len(value):
        raise ValueError("duplicate elements")
    return value


ElementSet = Annotated[tuple[Element, ...], BeforeValidator(_elements), AfterValidator(_no_neutral)]
"""Elements of a damage bonus: a list, one element, or ``elemental`` (all four)."""


# -- boost effects, applied in order when the token is revealed -----------------------------------
class _Now(Strict):
    pass


class Heal(_Now):
    """Remove up to ``amount`` injuries (K10: N, or all there are)."""

    kind: Literal["heal"]
    amount: int = Field(ge=1)


class MpNow(_Now):
    """Gain MP usable at once (seed 003: "il gagne immédiatement")."""

    kind: Literal["mp_now"]
    amount: int = Field(ge=1)


class ApNow(_Now):
    kind: Literal["ap_now"]
    amount: int = Field(ge=1)


class Kamas(_Now):
    """Kamas from the bank to the owner's stock."""

    kind: Literal["kamas"]
    amount: int = Field(ge=1)


class Gg(_Now):
    """Gain Glory Galons (the wild GG first, then from an opponent, as every GG gain)."""

    kind: Literal["gg"]
    amount: int = Field(ge=1)


class InjureSelf(_Now):
    """Put injury markers on the revealing Krosmaster (may K.O. it: FAQ Style Sacrieur)."""

    kind: Literal["injure_self"]
    amount: int = Field(ge=1)


class SpellBonusThisTurn(_Now):
    """+``amount`` damage to the revealer's next attack spell this turn whose element is in
    ``elements``; with ``next_only`` the bonus is used up by that spell."""

    kind: Literal["spell_bonus_this_turn"]
    amount: int = Field(ge=1)
    elements: ElementSet
    next_only: bool = True


class TeleportToDeployment(_Now):
    """Put the figure on a free deployment cell of its team; a special move, no lock."""

    kind: Literal["teleport_to_deployment"]


class SummonNow(_Now):
    """Put the mob ``character`` on a free cell adjacent to the revealer; it plays right after
    its summoner (seed 003, Style Osamodas / Style Sadida; K7)."""

    kind: Literal["summon"]
    character: str


class PayKamasForGg(_Now):
    """Optional: pay ``kamas`` from the stock to the bank to gain ``gg`` GG (Style Roublard)."""

    kind: Literal["pay_kamas_for_gg"]
    kamas: int = Field(ge=1)
    gg: int = Field(ge=1)


class CoinFlipReward(_Now):
    """Heads (1/2): draw a face-down token of ``rank`` and attach it to the revealer; tails:
    nothing (Style Ecaflip)."""

    kind: Literal["coin_flip_reward"]
    rank: Rank


class Choose(_Now):
    """The owner must pick exactly one of ``options`` (Style Zobal); options never nest."""

    kind: Literal["choose"]
    options: tuple[tuple[NowEffect, ...], ...] = Field(min_length=2)

    @model_validator(mode="after")
    def _flat(self) -> Choose:
        for opt in self.options:
            if not opt:
                raise ValueError("a choice option needs at least one effect")
            if any(isinstance(fx, Choose) for fx in opt):
                raise ValueError("choices do not nest")
        return self


NowEffect = Annotated[
    Heal
    | MpNow
    | ApNow
    | Kamas
    | Gg
    | InjureSelf
    | SpellBonusThisTurn
    | TeleportToDeployment
    | SummonNow
    | PayKamasForGg
    | CoinFlipReward
    | Choose,
    Field(discriminator="kind"),
]
Choose.model_rebuild()


# -- buffs and equipment ---------------------------------------------------------------------------
class StatDelta(Strict):
    """Changes to the card's MP, HP, AP and to the max range of its extendable spells
    (normal and line ranges; seed 003, "Portée"). May be negative (Pano Abra: MP -1)."""

    mp: int = 0
    hp: int = 0
    ap: int = 0
    range: int = 0

    def __bool__(self) -> bool:
        return any((self.mp, self.hp, self.ap, self.range))


class DamageBonus(Strict):
    """+``amount`` damage to the holder's attack spells of one of ``elements``
    (``melee_only``: only spells with a melee range). Neutral is never an element here."""

    amount: int = Field(ge=1)
    elements: ElementSet
    melee_only: bool = False

    def applies(self, element: Element, melee: bool) -> bool:
        return element in self.elements and (melee or not self.melee_only)


class RewardText(Strict):
    fr: str
    en: str


class RewardToken(Strict):
    """One demonic reward token (all 60 are unique, K8)."""

    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    names: Names
    house_name: bool = False
    """True when the OCR lost the printed name and fr/en are house names (K8)."""
    zh_from_seed: bool = False
    """True when the zh name is seed 000's reading; otherwise it is a house translation."""
    rank: Rank
    kind: RewardKind
    slot: Slot | None = None
    text: RewardText
    # boosts
    now: tuple[NowEffect, ...] = ()
    spell: str | None = None
    """Boost: a one-use spell granted at reveal. Weapon: the spell its holder may cast."""
    # buffs and equipment
    stats: StatDelta = StatDelta()
    powers: tuple[Power, ...] = ()
    damage_bonus: tuple[DamageBonus, ...] = ()
    locks_contact: bool = False
    """Blocage Parfait: adjacent enemies cannot spend MP to leave contact."""
    vol_de_vie_melee: bool = False
    """Style Sram: the holder's elemental melee attack spells gain Vol de Vie."""

    @model_validator(mode="after")
    def _shape(self) -> RewardToken:
        lasting = bool(
            self.stats or self.powers or self.damage_bonus or self.locks_contact or self.vol_de_vie_melee
        )
        if self.kind == RewardKind.BOOST:
            if lasting:
                raise ValueError("boosts act once at reveal: no stats, powers, damage_bonus or flags")
            if self.slot is not None:
                raise ValueError("only equipment has a slot")
            if not self.now and self.spell is None:
                raise ValueError("a boost needs 'now' effects or a one-use 'spell'")
            return self
        if self.now:
            raise ValueError(f"{self.kind} tokens have no 'now' effects (they last)")
        if (self.kind == RewardKind.EQUIPMENT) != (self.slot is not None):
            raise ValueError("equipment (and only equipment) needs a slot")
        if (self.slot == Slot.WEAPON) != (self.spell is not None):
            raise ValueError("weapons (and only weapons, among buffs and equipment) carry a spell")
        if self.slot != Slot.WEAPON and not lasting:
            raise ValueError(f"{self.kind} token without any effect")
        if len(set(self.powers)) != len(self.powers):
            raise ValueError("duplicate powers")
        return self

    @property
    def price(self) -> int:
        return PRICE[self.rank]


class RewardSpell(SpellData):
    """A reward spell: a :class:`SpellData` with the one special the base model lacks."""

    special: Literal["carry_adjacent_ally"] | None = None
    """``carry_adjacent_ally`` (Style Pandawa): move an ally adjacent to the caster onto the
    targeted free cell; a special move, no lock."""


class RewardData(Strict):
    """The box's 60 tokens, their spells and their summons."""

    tokens: tuple[RewardToken, ...]
    spells: dict[str, RewardSpell]
    characters: dict[str, CharacterData]

    @model_validator(mode="after")
    def _box(self) -> RewardData:
        ids = [t.id for t in self.tokens]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise ValueError(f"duplicate token ids: {dupes}")
        if len(ids) != TOKENS_IN_BOX:
            raise ValueError(f"the box holds {TOKENS_IN_BOX} tokens, this file {len(ids)} (K8)")
        for rank in Rank:
            n = sum(t.rank == rank for t in self.tokens)
            if n != TOKENS_PER_RANK:
                raise ValueError(f"rank {rank}: {n} tokens, K8 fixes {TOKENS_PER_RANK} per rank")
        for cid, ch in self.characters.items():
            if ch.kind != CharacterKind.MOB or ch.level != 0:
                raise ValueError(f"character {cid!r}: reward summons are mobs without a Level (K7)")
        return self

    _index: dict[str, RewardToken] = PrivateAttr(default_factory=dict)

    def model_post_init(self, context: Any, /) -> None:
        self._index.update((t.id, t) for t in self.tokens)

    def by_id(self) -> dict[str, RewardToken]:
        """Every token by id (a copy; :meth:`token` is the fast lookup)."""
        return dict(self._index)

    def token(self, token_id: str) -> RewardToken:
        """One token by id (``KeyError`` if unknown)."""
        return self._index[token_id]

    def of_rank(self, rank: Rank) -> tuple[RewardToken, ...]:
        """The tokens of one rank, in file order (the order piles are shuffled from)."""
        return tuple(t for t in self.tokens if t.rank == rank)

    def summon_ids(self) -> tuple[str, ...]:
        """Characters some token summons (Wabbit, Poupée Perdue), once each, in file order."""
        out: list[str] = []
        for t in self.tokens:
            for fx in t.now:
                opts = [e for opt in fx.options for e in opt] if isinstance(fx, Choose) else [fx]
                out.extend(e.character for e in opts if isinstance(e, SummonNow) and e.character not in out)
        return tuple(out)

    def catalog(self) -> Catalog:
        """The reward spells and summons as a :class:`Catalog`, to merge with the base one."""
        return Catalog.model_validate({"spells": dict(self.spells), "characters": dict(self.characters)})


def _link_problems(data: RewardData, base: Catalog) -> list[str]:
    """Located problems with references: spells and summons must exist and fit their use."""
    out: list[str] = []
    for sid in data.spells:
        if sid in base.spells:
            out.append(f"spells.{sid}: id already used by the base catalog")
    for cid, ch in data.characters.items():
        if cid in base.characters:
            out.append(f"characters.{cid}: id already used by the base catalog")
        if any(ch.code == other.code for other in base.characters.values()):
            out.append(f"characters.{cid}.code: {ch.code!r} already used by the base catalog")
    for i, t in enumerate(data.tokens):
        if t.spell is not None:
            sp = data.spells.get(t.spell)
            if sp is None:
                out.append(f"tokens.{i}.spell: unknown spell {t.spell!r} (token {t.id})")
            elif t.kind == RewardKind.BOOST and sp.limit != "game":
                out.append(f"tokens.{i}.spell: one-use spell {t.spell!r} needs limit: game")
            elif t.slot == Slot.WEAPON and sp.kind not in (SpellKind.ATTACK, SpellKind.HEAL):
                out.append(f"tokens.{i}.spell: weapon spell {t.spell!r} must attack or heal")
        effects = list(t.now)
        for fx in t.now:
            if isinstance(fx, Choose):
                effects.extend(e for opt in fx.options for e in opt)
        for fx in effects:
            if isinstance(fx, SummonNow) and fx.character not in data.characters:
                out.append(f"tokens.{i}.now: unknown summon {fx.character!r} (token {t.id})")
    used = {t.spell for t in data.tokens if t.spell}
    for sid in data.spells:
        known = any(sid in ch.spells for ch in data.characters.values())
        if sid not in used and not known:
            out.append(f"spells.{sid}: used by no token and no summon")
    return out


def parse_rewards(raw: Any, path: Path, base: Catalog | None = None) -> RewardData:
    """Validate already-read YAML; every failure is a :class:`DataError` naming ``path``."""
    if not isinstance(raw, dict):
        raise DataError(f"{path}: expected a mapping with 'tokens', 'spells' and 'characters'")
    spells = {k: {**v, "id": k} for k, v in (raw.get("spells") or {}).items()}
    chars = {k: {**v, "id": k} for k, v in (raw.get("characters") or {}).items()}
    try:
        data = RewardData.model_validate(
            {"tokens": raw.get("tokens") or (), "spells": spells, "characters": chars}
        )
        data.catalog()
    except ValidationError as exc:
        raise _located(path, exc) from exc
    problems = _link_problems(data, base if base is not None else base_catalog())
    if problems:
        raise DataError(f"{path}: " + "; ".join(problems[:5]), reason="invalid-data")
    return data


def load_rewards(path: Path | None = None) -> RewardData:
    """Read and validate a rewards file (default: the box's, validated once and cached)."""
    if path is None:
        return _box_rewards()
    return parse_rewards(_read_yaml(path), path)


@cache
def _box_rewards() -> RewardData:
    return parse_rewards(_read_yaml(REWARDS_PATH), REWARDS_PATH)


@cache
def full_catalog() -> Catalog:
    """The box's characters and spells plus the reward spells and summons."""
    return base_catalog().merged(_box_rewards().catalog())

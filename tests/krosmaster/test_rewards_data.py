"""The 60 demonic rewards (seed 003, "Récompenses démoniaques"; K7, K8, K10) and their validation."""

from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from arena.core.errors import DataError
from arena.games.krosmaster.datamodel import Area, CharacterKind, Element, Limit, Power, RangeType, SpellKind
from arena.games.krosmaster.rewards_data import (
    ELEMENTAL,
    PRICE,
    REWARDS_PATH,
    ApNow,
    Choose,
    CoinFlipReward,
    DamageBonus,
    Gg,
    Heal,
    InjureSelf,
    Kamas,
    MpNow,
    PayKamasForGg,
    Rank,
    RewardKind,
    RewardToken,
    Slot,
    SpellBonusThisTurn,
    SummonNow,
    TeleportToDeployment,
    full_catalog,
    load_rewards,
    parse_rewards,
)

DATA = load_rewards()
TOK = DATA.by_id()

# decisions K8: the rank of every token (house names for the ones the OCR lost).
K8 = {
    Rank.GRANIT: {
        "boost-eau", "boost-air", "boost-terre", "boost-feu", "eclair", "engluement", "potion-bulbique",
        "ghetto-raide", "potion-de-rappel", "style-pandawa", "aura-eau", "aura-air", "aura-terre", "aura-feu",
        "dagues-rafeuses", "panoplie-du-tireur", "pano-tofu", "panoplie-du-tacleur",
        "panoplie-de-l-esquiveur", "panoplie-du-guerisseur",
    },
    Rank.JADE: {
        "emberlificotage", "style-enutrof", "style-osamodas", "style-roublard", "style-sacrieur",
        "style-sadida", "style-ecaflip", "style-zobal", "blocage-parfait", "style-iop", "style-cra",
        "style-sram", "epee-razielle", "baguette-celeste", "arc-hange", "panoplie-blindee",
        "panoplie-equilibree", "pano-abra", "panoplie-epineuse", "familier-compagnon",
    },
    Rank.OR: {
        "style-enirips", "style-xelor", "esprit-du-demon", "trombe-de-wakfu", "sang-de-likrone",
        "style-feca", "cristal-de-stasis", "pelle-meshba", "baton-du-wa", "marteau-faistos",
        "panoplie-de-l-aventurier", "familier-eclaireur", "familier-gardien", "familier-chasseur",
        "dofus-abyssal", "dofus-emeraude", "dofus-ocre", "dofus-cawotte", "dofus-ivoire", "dofus-turquoise",
    },
}  # fmt: skip

# Names printed in seed 003's reward chapter and FAQ (the rest are house names, K8).
SEED_NAMES = {
    "Éclair", "Engluement", "Emberlificotage", "Potion Bulbique", "Ghetto Raide", "Potion de Rappel",
    "Style Enirips", "Style Enutrof", "Style Xélor", "Style Osamodas", "Style Pandawa", "Style Roublard",
    "Style Sacrieur", "Style Sadida", "Style Ecaflip", "Style Zobal", "Esprit du Démon", "Trombe de Wakfu",
    "Blocage Parfait", "Sang de Likrone", "Style Iop", "Style Crâ", "Style Féca", "Style Sram",
    "Cristal de Stasis", "Marteau Faïstos", "Arc Hange", "Baguette Céleste", "Dagues Rafeuses",
    "Épée Razielle", "Pelle Meshba", "Bâton du Wa", "Pano Abra", "Dofus Cawotte",
}  # fmt: skip


def now(token_id: str) -> tuple[Any, ...]:
    return TOK[token_id].now


# -- the box ---------------------------------------------------------------------------------------
def test_sixty_unique_tokens_twenty_per_rank_as_k8() -> None:
    """K8: 60 unique tokens, 20 per rank, each at the rank K8 lists."""
    assert len(DATA.tokens) == 60 == len(TOK)
    for rank, ids in K8.items():
        assert {t.id for t in DATA.of_rank(rank)} == ids, rank


def test_prices_per_rank() -> None:
    """seed 003, "Acheter une récompense démoniaque": Granit 3, Jade 6, Or 12 kamas."""
    assert PRICE == {Rank.GRANIT: 3, Rank.JADE: 6, Rank.OR: 12}
    assert TOK["style-enutrof"].price == 6


def test_kinds_and_slots_as_the_reward_chapter() -> None:
    """seed 003, "Les boosts / buffs / équipements": 22 boosts, 11 buffs, 27 equipment:
    7 weapons, 10 panoplies, 4 pets, 6 Dofus."""
    assert Counter(t.kind for t in DATA.tokens) == {
        RewardKind.BOOST: 22,
        RewardKind.BUFF: 11,
        RewardKind.EQUIPMENT: 27,
    }
    assert Counter(t.slot for t in DATA.tokens if t.slot) == {
        Slot.WEAPON: 7,
        Slot.PANOPLY: 10,
        Slot.PET: 4,
        Slot.DOFUS: 6,
    }


def test_names_printed_in_the_seed_are_kept_and_the_rest_are_flagged() -> None:
    """K8: tokens whose names the OCR lost get descriptive house names, flagged ``house_name``."""
    printed = {t.names.fr for t in DATA.tokens if not t.house_name}
    assert printed == SEED_NAMES
    house = Counter((t.kind, t.slot) for t in DATA.tokens if t.house_name)
    # 4 elemental boosts, 4 elemental buffs, 9 panoplies (Pano Tofu's attribution is a house
    # decision), 4 pets, 5 Dofus.
    assert house == {
        (RewardKind.BOOST, None): 4,
        (RewardKind.BUFF, None): 4,
        (RewardKind.EQUIPMENT, Slot.PANOPLY): 9,
        (RewardKind.EQUIPMENT, Slot.PET): 4,
        (RewardKind.EQUIPMENT, Slot.DOFUS): 5,
    }


def test_every_token_speaks_three_languages() -> None:
    for t in DATA.tokens:
        assert t.names.fr and t.names.en and t.names.zh, t.id
        assert t.text.fr and t.text.en, t.id
    # seed 000's readings where it has them (FAQ and reward chapter)
    assert TOK["style-sacrieur"].names.zh == "狂战士的守护"
    assert TOK["pano-abra"].names.zh == "神木套装"
    assert TOK["style-feca"].names.zh == "元素的守护"
    assert TOK["style-enirips"].names.zh == "治愈者的守护"
    assert all(TOK[i].zh_from_seed for i in ("style-sacrieur", "pano-abra", "style-feca", "pelle-meshba"))


# -- boosts (seed 003, "Les boosts") ---------------------------------------------------------------
@pytest.mark.parametrize("element", ["eau", "air", "terre", "feu"])
def test_elemental_boosts(element: str) -> None:
    """seed 003: "augmente de 2 points les dégâts ... du prochain sort ... du même élément"."""
    el = {"eau": Element.WATER, "air": Element.AIR, "terre": Element.EARTH, "feu": Element.FIRE}[element]
    assert now(f"boost-{element}") == (
        SpellBonusThisTurn(kind="spell_bonus_this_turn", amount=2, elements=(el,)),
    )


BOOSTS: dict[str, tuple[Any, ...]] = {
    "potion-bulbique": (Heal(kind="heal", amount=3),),
    "ghetto-raide": (
        MpNow(kind="mp_now", amount=1),
        ApNow(kind="ap_now", amount=1),
        Heal(kind="heal", amount=1),
    ),
    "potion-de-rappel": (TeleportToDeployment(kind="teleport_to_deployment"),),
    "style-enirips": (Heal(kind="heal", amount=7),),
    "style-enutrof": (MpNow(kind="mp_now", amount=2), Kamas(kind="kamas", amount=2)),
    "style-xelor": (ApNow(kind="ap_now", amount=4),),
    "style-osamodas": (SummonNow(kind="summon", character="wabbit"),),
    "style-roublard": (PayKamasForGg(kind="pay_kamas_for_gg", kamas=2, gg=1),),
    "style-sacrieur": (
        InjureSelf(kind="injure_self", amount=4),
        SpellBonusThisTurn(kind="spell_bonus_this_turn", amount=3, elements=ELEMENTAL),
    ),
    "style-sadida": (SummonNow(kind="summon", character="poupee-perdue"),),
    "style-ecaflip": (CoinFlipReward(kind="coin_flip_reward", rank=Rank.OR),),
    "esprit-du-demon": (Heal(kind="heal", amount=3), Gg(kind="gg", amount=1), Kamas(kind="kamas", amount=3)),
    "trombe-de-wakfu": (
        MpNow(kind="mp_now", amount=2),
        ApNow(kind="ap_now", amount=3),
        Heal(kind="heal", amount=4),
    ),
}


@pytest.mark.parametrize("token_id", sorted(BOOSTS))
def test_boost_effects(token_id: str) -> None:
    """seed 003, "Les boosts": each boost's text, in order of application."""
    assert now(token_id) == BOOSTS[token_id]
    assert TOK[token_id].spell is None


def test_style_zobal_is_a_choice_of_three() -> None:
    """seed 003: "soit il gagne immédiatement 3 PA, soit ... 2 PM, soit ... jusqu'à 4 marqueurs"."""
    (choice,) = now("style-zobal")
    assert isinstance(choice, Choose)
    assert choice.options == (
        (ApNow(kind="ap_now", amount=3),),
        (MpNow(kind="mp_now", amount=2),),
        (Heal(kind="heal", amount=4),),
    )


def test_sacrieur_bonus_never_neutral() -> None:
    """seed 003: "Le Style Sacrieur ne permet pas d'augmenter les dégâts neutres"."""
    bonus = now("style-sacrieur")[1]
    assert Element.NEUTRAL not in bonus.elements and set(bonus.elements) == set(ELEMENTAL)
    assert bonus.next_only


def test_faq_sacrieur_can_ko_its_user() -> None:
    """seed 003 FAQ: a Roi des Bouftous (10 HP) with 6 injuries is K.O.'d by the 4 injuries."""
    injury = now("style-sacrieur")[0]
    roi = full_catalog().characters["roi-des-bouftous"]
    assert 6 + injury.amount >= roi.hp and 5 + injury.amount < roi.hp


def test_faq_enutrof_price_is_paid_before_its_kamas() -> None:
    """seed 003 FAQ: Style Enutrof is a Jade reward at 6 kamas; with 4 kamas it cannot be bought
    even though it gives 2 back (buying and revealing are two actions)."""
    t = TOK["style-enutrof"]
    assert t.rank == Rank.JADE and t.price == 6 > 4
    assert Kamas(kind="kamas", amount=2) in t.now


ONE_USE = {
    # id: (ap, range type, min, max, kind, damage, element, effects)
    "eclair": (1, RangeType.LINE, 1, 5, SpellKind.ATTACK, 2, Element.NEUTRAL, ()),
    "engluement": (1, RangeType.LINE, 1, 5, SpellKind.SPECIAL, 0, Element.NONE, (("markers", -2, 0),)),
    "emberlificotage": (1, RangeType.LINE, 1, 5, SpellKind.SPECIAL, 0, Element.NONE, (("markers", 0, -3),)),
    "style-pandawa": (2, RangeType.LINE, 1, 3, SpellKind.SPECIAL, 0, Element.NONE, ()),
}


@pytest.mark.parametrize("token_id", sorted(ONE_USE))
def test_one_use_spells(token_id: str) -> None:
    """seed 003: Eclair, Engluement, Emberlificotage, Style Pandawa are "sort[s] à usage unique"."""
    t = TOK[token_id]
    assert t.kind == RewardKind.BOOST and t.now == () and t.spell == token_id
    sp = full_catalog().spells[token_id]
    ap, rtype, lo, hi, kind, dmg, element, effects = ONE_USE[token_id]
    assert (sp.ap, sp.range.type, sp.range.min, sp.range.max) == (ap, rtype, lo, hi)
    assert (sp.kind, sp.damage, sp.element, sp.limit) == (kind, dmg, element, Limit.GAME)
    assert tuple((e.kind, getattr(e, "mp", 0), getattr(e, "ap", 0)) for e in sp.effects) == effects


def test_pandawa_carries_an_adjacent_ally() -> None:
    """seed 003: "Déplacez un allié adjacent ... dans la case libre ciblée. Cela ne provoque pas de blocage"."""
    assert DATA.spells["style-pandawa"].special == "carry_adjacent_ally"
    assert all(sp.special is None for sid, sp in DATA.spells.items() if sid != "style-pandawa")


def test_reward_summons_follow_k7() -> None:
    """K7: Wabbit HP 2 MP 4 AP 4, Morsure de Wabbit 3 AP melee 1 Earth; Poupée Perdue HP 4 MP 2
    AP 4, Ronces 4 AP range 1–2 1 Earth; no Level (seed 003: mobs)."""
    cat = full_catalog()
    w, p = cat.characters["wabbit"], cat.characters["poupee-perdue"]
    assert (w.kind, w.level, w.hp, w.mp, w.ap, w.spells) == (
        CharacterKind.MOB,
        0,
        2,
        4,
        4,
        ("morsure-de-wabbit",),
    )
    assert (p.kind, p.level, p.hp, p.mp, p.ap, p.spells) == (CharacterKind.MOB, 0, 4, 2, 4, ("ronces",))
    bite, ronces = cat.spells["morsure-de-wabbit"], cat.spells["ronces"]
    assert (bite.ap, bite.range.type, bite.damage, bite.element) == (3, RangeType.MELEE, 1, Element.EARTH)
    assert (ronces.ap, ronces.range.type, ronces.range.min, ronces.range.max) == (4, RangeType.NORMAL, 1, 2)
    assert (ronces.damage, ronces.element) == (1, Element.EARTH)
    assert w.name.en == "Wabbit" and p.name.fr == "Poupée Perdue"


# -- buffs (seed 003, "Les buffs") -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("element", "power"),
    [
        ("eau", Power.RESISTANCE_EAU),
        ("air", Power.RESISTANCE_AIR),
        ("terre", Power.RESISTANCE_TERRE),
        ("feu", Power.RESISTANCE_FEU),
    ],
)
def test_elemental_buffs(element: str, power: Power) -> None:
    """seed 003: attack spells of the element +1 damage, and Résistance to that element."""
    t = TOK[f"aura-{element}"]
    assert t.kind == RewardKind.BUFF and t.powers == (power,)
    (bonus,) = t.damage_bonus
    assert bonus.amount == 1 and len(bonus.elements) == 1 and not bonus.melee_only
    assert bonus.applies(
        {"eau": Element.WATER, "air": Element.AIR, "terre": Element.EARTH, "feu": Element.FIRE}[element],
        False,
    )


def test_named_buffs() -> None:
    """seed 003, each buff's text."""
    assert TOK["blocage-parfait"].locks_contact
    assert set(TOK["sang-de-likrone"].powers) == {Power.CRITIQUE, Power.ARMURE, Power.ESQUIVE, Power.TACLE}
    iop, cra, sram, stasis = (TOK[i] for i in ("style-iop", "style-cra", "style-sram", "cristal-de-stasis"))
    assert iop.damage_bonus == (DamageBonus(amount=2, elements=ELEMENTAL, melee_only=True),)
    assert cra.stats.range == 2 and cra.damage_bonus == (DamageBonus(amount=1, elements=ELEMENTAL),)
    assert (
        sram.damage_bonus == (DamageBonus(amount=1, elements=ELEMENTAL, melee_only=True),)
        and sram.vol_de_vie_melee
    )
    assert stasis.damage_bonus == (DamageBonus(amount=2, elements=ELEMENTAL),)
    assert set(stasis.powers) == {Power.CRITIQUE, Power.ARMURE}
    assert all(TOK[i].kind == RewardKind.BUFF for i in ("blocage-parfait", "style-iop", "style-feca"))


def test_style_feca_is_immunise_even_against_extra_elemental_damage() -> None:
    """seed 003: Style Féca stops injuries from elemental attack spells — the text of the power
    Immunisé; the FAQ: extra elemental damage from additional effects is stopped too."""
    assert TOK["style-feca"].powers == (Power.IMMUNISE,)


def test_no_bonus_ever_raises_neutral_damage() -> None:
    """seed 003: Style Iop, Crâ, Sram, Cristal de Stasis, Dofus Cawotte "ne permet[tent] pas
    d'augmenter les dégâts neutres"."""
    for t in DATA.tokens:
        for b in t.damage_bonus:
            assert not b.applies(Element.NEUTRAL, True), t.id
            assert not b.applies(Element.HEAL, True), t.id


def test_melee_only_bonus_needs_a_melee_spell() -> None:
    bonus = TOK["style-iop"].damage_bonus[0]
    assert bonus.applies(Element.FIRE, melee=True) and not bonus.applies(Element.FIRE, melee=False)


# -- equipment (seed 003, "Les équipements") -------------------------------------------------------
WEAPONS = {
    # id: (ap, range type, min, max, damage, element, area)
    "marteau-faistos": (6, RangeType.MELEE, 0, 0, 3, Element.NEUTRAL, Area.HAMMER),
    "arc-hange": (5, RangeType.FIXED, 2, 5, 2, Element.NEUTRAL, Area.NONE),
    "baguette-celeste": (3, RangeType.NORMAL, 0, 2, 2, Element.HEAL, Area.NONE),
    "dagues-rafeuses": (2, RangeType.MELEE, 0, 0, 1, Element.AIR, Area.NONE),
    "epee-razielle": (3, RangeType.MELEE, 0, 0, 2, Element.WATER, Area.NONE),
    "pelle-meshba": (4, RangeType.MELEE, 0, 0, 2, Element.EARTH, Area.SHOVEL),
    "baton-du-wa": (5, RangeType.MELEE, 0, 0, 2, Element.FIRE, Area.STAFF),
}


@pytest.mark.parametrize("token_id", sorted(WEAPONS))
def test_weapons(token_id: str) -> None:
    """seed 003: each weapon's new spell (Arc Hange's max range "ne peut pas être modifiée":
    a fixed range; Pelle Meshba 4 AP, not seed 000's OCR 3)."""
    t = TOK[token_id]
    assert t.slot == Slot.WEAPON and t.spell == token_id and not t.stats and not t.powers
    sp = full_catalog().spells[token_id]
    assert (sp.ap, sp.range.type, sp.range.min, sp.range.max, sp.damage, sp.element, sp.area) == WEAPONS[
        token_id
    ]
    assert sp.limit == Limit.NONE and sp.kind == (
        SpellKind.HEAL if sp.element == Element.HEAL else SpellKind.ATTACK
    )
    assert not sp.range.extendable or token_id == "baguette-celeste"


STATS = {
    # id: (mp, hp, ap, range, powers)
    "panoplie-blindee": (0, 0, 1, 0, {Power.ARMURE}),
    "panoplie-de-l-esquiveur": (1, 0, 0, 0, {Power.ESQUIVE}),
    "panoplie-du-tacleur": (0, 4, 0, 0, {Power.TACLE}),
    "panoplie-du-tireur": (0, 1, 0, 1, set()),
    "panoplie-du-guerisseur": (0, 3, 0, 0, {Power.GUERISON}),
    "panoplie-equilibree": (1, 1, 1, 0, set()),
    "pano-abra": (-1, 5, 2, 0, set()),
    "panoplie-de-l-aventurier": (1, 0, 1, 1, set()),
    "panoplie-epineuse": (0, 5, 0, 0, {Power.RIPOSTE}),
    "pano-tofu": (0, 2, 0, 0, {Power.CRITIQUE}),
    "familier-compagnon": (1, 1, 1, 0, set()),
    "familier-eclaireur": (1, 3, 0, 1, set()),
    "familier-gardien": (0, 6, 0, 0, {Power.ARMURE, Power.TACLE}),
    "familier-chasseur": (0, 0, 0, 2, {Power.CRITIQUE, Power.ESQUIVE}),
    "dofus-abyssal": (2, 0, 0, 0, set()),
    "dofus-emeraude": (0, 8, 0, 0, set()),
    "dofus-ocre": (0, 0, 3, 0, set()),
}


@pytest.mark.parametrize("token_id", sorted(STATS))
def test_panoplies_pets_and_stat_dofus(token_id: str) -> None:
    """seed 003: each panoply's, pet's and Dofus's text."""
    t = TOK[token_id]
    mp, hp, ap, rng, powers = STATS[token_id]
    assert (t.stats.mp, t.stats.hp, t.stats.ap, t.stats.range) == (mp, hp, ap, rng)
    assert set(t.powers) == powers and t.damage_bonus == () and t.spell is None


def test_element_dofus() -> None:
    """seed 003: Dofus Cawotte elemental +1; Water & Air +1 and Armure; Fire & Earth +1 and Critique."""
    assert TOK["dofus-cawotte"].damage_bonus == (DamageBonus(amount=1, elements=ELEMENTAL),)
    ivoire, turquoise = TOK["dofus-ivoire"], TOK["dofus-turquoise"]
    assert set(ivoire.damage_bonus[0].elements) == {Element.WATER, Element.AIR} and ivoire.powers == (
        Power.ARMURE,
    )
    assert set(turquoise.damage_bonus[0].elements) == {Element.FIRE, Element.EARTH}
    assert turquoise.powers == (Power.CRITIQUE,)


def test_faq_pano_abra_values() -> None:
    """seed 003 FAQ: 3 MP / 12 HP / 6 AP with Pano Abra become 2 / 17 / 8 from the next turn."""
    s = TOK["pano-abra"].stats
    assert (3 + s.mp, 12 + s.hp, 6 + s.ap) == (2, 17, 8)


def test_faq_pano_tofu_gives_critique() -> None:
    """seed 003 FAQ: "Pano Tofu ... le pouvoir Critique" (a Critique the holder may already have;
    powers never stack). K8's +2 HP & Critique panoply carries that name (seed 000's FAQ: +2 HP)."""
    assert TOK["pano-tofu"].powers == (Power.CRITIQUE,) and TOK["pano-tofu"].slot == Slot.PANOPLY


def test_buffs_and_equipment_have_no_now_effects_and_boosts_no_lasting_ones() -> None:
    for t in DATA.tokens:
        if t.kind == RewardKind.BOOST:
            assert not t.stats and not t.powers and not t.damage_bonus and t.slot is None
        else:
            assert t.now == ()


def test_rewards_merge_into_the_box_catalog() -> None:
    cat = full_catalog()
    assert set(DATA.spells) <= set(cat.spells) and {"wabbit", "poupee-perdue"} <= set(cat.characters)
    assert "coup-de-poing" in cat.spells and cat.krosmaster_spells == ("coup-de-poing",)


def test_default_load_is_cached() -> None:
    assert load_rewards() is load_rewards()
    assert load_rewards(REWARDS_PATH) == load_rewards()


# -- validation: every failure names the file and the place ---------------------------------------
RAW = yaml.safe_load(REWARDS_PATH.read_text(encoding="utf-8"))


def index(raw: dict[str, Any], token_id: str) -> int:
    return next(i for i, t in enumerate(raw["tokens"]) if t["id"] == token_id)


def edit(raw: dict[str, Any], token_id: str, **fields: Any) -> None:
    raw["tokens"][index(raw, token_id)].update(fields)


def drop(raw: dict[str, Any], token_id: str, key: str) -> None:
    del raw["tokens"][index(raw, token_id)][key]


CASES: list[tuple[Any, str]] = [
    (lambda r: r["tokens"].pop(), "60 tokens"),
    (lambda r: r["tokens"].append(copy.deepcopy(r["tokens"][0])), "duplicate token ids"),
    (lambda r: edit(r, "eclair", rank="jade"), "rank granit: 19"),
    (lambda r: drop(r, "pano-abra", "slot"), "needs a slot"),
    (lambda r: edit(r, "style-iop", slot="pet"), "needs a slot"),
    (lambda r: edit(r, "potion-bulbique", stats={"hp": 1}), "boosts act once"),
    (lambda r: edit(r, "style-iop", now=[{"kind": "heal", "amount": 1}]), "no 'now' effects"),
    (lambda r: drop(r, "arc-hange", "spell"), "weapons"),
    (lambda r: edit(r, "pano-abra", spell="eclair"), "weapons"),
    (lambda r: edit(r, "eclair", spell="foudre"), "tokens.4.spell: unknown spell"),
    (lambda r: edit(r, "style-osamodas", now=[{"kind": "summon", "character": "dragon"}]), "unknown summon"),
    (lambda r: edit(r, "style-iop", damage_bonus=[{"amount": 2, "elements": ["neutral"]}]), "water/air/earth/fire"),
    (lambda r: edit(r, "style-xelor", now=[{"kind": "ap_boost", "amount": 4}]), "tokens.41.now.0"),
    (lambda r: edit(r, "style-xelor", now=[{"kind": "ap_now", "amount": 0}]), "greater than or equal to 1"),
    (lambda r: edit(r, "style-xelor", rank="platine"), "tokens.41.rank"),
    (lambda r: edit(r, "aura-eau", powers=["resistance-eau", "resistance-eau"]), "duplicate powers"),
    (lambda r: edit(r, "style-zobal", now=[{"kind": "choose", "options": [[{"kind": "heal", "amount": 1}]]}]), "at least 2"),
    (lambda r: r["spells"].update({"coup-de-poing": r["spells"]["eclair"]}), "spells.coup-de-poing: id already used"),
    (lambda r: r["spells"]["eclair"].update(limit="none"), "needs limit: game"),
    (lambda r: r["spells"].update({"orphan": r["spells"]["eclair"]}), "used by no token"),
    (lambda r: r["characters"]["wabbit"].update(level=1), "without a Level"),
    (lambda r: r["characters"]["wabbit"].update(code="tofu"), "already used by the base catalog"),
    (lambda r: r["spells"]["ronces"].update(special="fly"), "spells.ronces.special"),
]  # fmt: skip


@pytest.mark.parametrize(("change", "message"), CASES)
def test_bad_reward_data_is_a_located_error(tmp_path: Path, change: Any, message: str) -> None:
    raw = copy.deepcopy(RAW)
    change(raw)
    path = tmp_path / "rewards.yaml"
    path.write_text(yaml.safe_dump(raw, allow_unicode=True), encoding="utf-8")
    with pytest.raises(DataError, match=message) as err:
        load_rewards(path)
    assert str(path) in err.value.message
    with pytest.raises(DataError, match=message):
        parse_rewards(raw, path)


def test_token_model_alone_rejects_a_boost_without_effect() -> None:
    with pytest.raises(ValueError, match="needs 'now' effects"):
        RewardToken.model_validate(
            {
                "id": "x",
                "names": {"fr": "x", "en": "x"},
                "rank": "or",
                "kind": "boost",
                "text": {"fr": "x", "en": "x"},
            }
        )


def test_not_a_mapping(tmp_path: Path) -> None:
    path = tmp_path / "rewards.yaml"
    path.write_text("- 1\n", encoding="utf-8")
    with pytest.raises(DataError, match="expected a mapping"):
        load_rewards(path)


def test_summon_ids_are_the_two_reward_summons() -> None:
    """seed 003: Style Osamodas summons a Wabbit, Style Sadida a Poupée Perdue (one token each)."""
    assert DATA.summon_ids() == ("wabbit", "poupee-perdue")


def test_the_docs_table_lists_every_token() -> None:
    """docs/krosmaster-rewards.md carries one row per token with its rank and names."""
    doc = (Path(__file__).parents[2] / "docs" / "krosmaster-rewards.md").read_text(encoding="utf-8")
    rows = [line for line in doc.splitlines() if line.startswith("| ") and "`" in line and " | " in line]
    for t in DATA.tokens:
        (row,) = [r for r in rows if f"`{t.id}`" in r and f"| {t.rank.value} |" in r]
        assert t.names.fr in row and t.names.en in row and t.names.zh in row, t.id
        assert ("†" in row) == t.house_name and ("‡" in row) == t.zh_from_seed, t.id

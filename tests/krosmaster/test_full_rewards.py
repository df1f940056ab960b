"""Demonic rewards in play (seed 003, "Acheter une récompense démoniaque", "Cumul de
récompenses démoniaques", "Utiliser une récompense démoniaque", "Récompenses démoniaques":
boosts, buffs, équipements; the FAQ; decisions K7, K8, K10)."""

from __future__ import annotations

import pytest

from arena.games.krosmaster import KrosmasterState
from arena.games.krosmaster.tasks import ChanceDraw, Prompt, RollDice

from .harness import (
    act,
    activate,
    answer,
    check_conservation,
    full_game,
    give_token,
    legal_texts,
    piece,
    put,
    rejected,
    roll,
    set_stock,
    show,
    texts,
)

DEMON = "e6"  # La Fosse (K4): a Demon cell
COBAYE = """
characters:
  cobaye:
    name: {fr: Cobaye, en: Guinea Pig, zh: 豚鼠}
    code: cobaye
    kind: krosmaster
    level: 3
    initiative: 5
    mp: 3
    hp: 12
    ap: 6
    spells: []
"""


def fosse(**options: object) -> KrosmasterState:
    return full_game(**{"arena": "la-fosse", **options})


def reveal(
    st: KrosmasterState, label: str, token_id: str, *, mp: int | None = None, ap: int | None = None
) -> list:
    """Give ``label`` the token face down, activate it and reveal it (0 AP)."""
    p = give_token(st, label, token_id)
    activate(st, label, mp=mp, ap=ap)
    return act(st, f"reveal {len(p.rewards)}")


# -- Acheter une récompense démoniaque (1 PA) --------------------------------------------------------------------
@pytest.mark.parametrize(("rank", "price"), [("granit", 3), ("jade", 6), ("or", 12)])
def test_buy_a_visible_reward(rank: str, price: int) -> None:
    """seed 003, "Acheter une récompense démoniaque": on a Demon cell, 1 AP and 3/6/12 kamas to
    the bank; a face-up token is known to all; the next one of its pile is turned face up; the
    token goes face down on any Krosmaster of the team (not a mob), Demon cell or not."""
    st = fosse()
    set_stock(st, 0, 12)
    bank = st.bank
    put(st, "guy", DEMON)
    put(st, "tofu1", "d8")
    p = activate(st, "guy", ap=6)
    tid = st.reward_supply["visible"][rank][1]
    assert f"buy {rank} 2" in legal_texts(st)
    act(st, f"buy {rank} 2")
    assert p.ap == 5 and st.stock[0] == 12 - price and st.bank == bank + price
    assert (
        st.waiting_for(ChanceDraw) is not None and st.waiting_for(ChanceDraw).what == "draw"
    )  # the pile's next token
    assert len(st.chance_outcomes()) == len(st.reward_supply["pool"][rank])
    nxt = texts(st)[0].split()[1]
    answer(st, f"draw {nxt}")
    assert st.reward_supply["visible"][rank][1] == nxt and st.reward_supply["piles"][rank][1] == 8
    assert (
        st.waiting_for(Prompt) is not None
        and st.waiting_for(Prompt).question == "attach"
        and st.waiting_for(Prompt).player == 0
    )
    assert texts(st) == [f"choose {lab}" for lab in ("reine", "guy", "oscar", "bad")]  # no tofu
    answer(st, "choose oscar")
    assert piece(st, "oscar").rewards == [[tid, False, True]]  # face down, seen by all
    assert st.acting and p.ap == 5
    check_conservation(st)


def test_buy_a_blind_reward() -> None:
    """seed 003: "vous pouvez en piocher un au hasard (dans ce cas, votre adversaire ne sait pas
    encore ce que vous venez d'acheter)"."""
    st = fosse()
    set_stock(st, 0, 6)
    put(st, "guy", DEMON)
    activate(st, "guy")
    act(st, "buy jade 1 blind")
    assert st.waiting_for(ChanceDraw) is not None and st.waiting_for(ChanceDraw).what == "draw"
    tid = texts(st)[3].split()[1]
    answer(st, f"draw {tid}", "choose guy")
    assert piece(st, "guy").rewards == [[tid, False, False]]
    assert st.reward_supply["piles"]["jade"] == [8, 9] and st.reward_supply["visible"]["jade"][0] is not None
    check_conservation(st)


def test_buying_needs_a_demon_cell_the_kamas_and_a_krosmaster() -> None:
    st = fosse()
    set_stock(st, 0, 5)
    put(st, "guy", "f6")
    activate(st, "guy")
    rejected(st, "buy granit 1", "not-on-demon")
    put(st, "guy", DEMON)
    activate(st, "guy")
    rejected(st, "buy jade 1", "no-kamas")
    rejected(st, "buy jade 1 blind", "no-kamas")
    act(st, "buy granit 1 blind")
    answer(st, texts(st)[0], "choose guy")
    put(st, "guy", "f6")
    put(st, "tofu1", DEMON)
    activate(st, "tofu1")
    rejected(st, "buy granit 1", "krosmasters-only")
    assert not any(t.startswith("buy") for t in legal_texts(st))


def test_faq_style_enutrof_cannot_be_bought_with_4_kamas() -> None:
    """seed 003 FAQ: with 4 kamas one cannot buy Style Enutrof (Jade, 6 kamas) although it
    gives 2 kamas back: buying and revealing are two actions."""
    st = fosse()
    show(st, "jade", 0, "style-enutrof")
    set_stock(st, 0, 4)
    put(st, "guy", DEMON)
    activate(st, "guy")
    rejected(st, "buy jade 1", "no-kamas")


def test_at_most_level_tokens_per_krosmaster() -> None:
    """seed 003, "Cumul de récompenses démoniaques": at most Level tokens (face up or down)."""
    st = fosse()
    for tid in ("eclair", "engluement", "potion-bulbique"):
        give_token(st, "guy", tid)
    set_stock(st, 0, 3)
    put(st, "guy", DEMON)
    activate(st, "guy")
    act(st, "buy granit 1 blind")
    answer(st, texts(st)[0])
    assert "choose guy" not in texts(st)
    assert texts(st) == ["choose reine", "choose oscar", "choose bad"]


def test_no_room_no_purchase() -> None:
    st = fosse()
    granit = list(st.reward_supply["pool"]["granit"])
    for lab in ("reine", "guy", "oscar", "bad"):
        for _ in range(3):
            give_token(st, lab, granit.pop())
    set_stock(st, 0, 3)
    put(st, "guy", DEMON)
    activate(st, "guy")
    rejected(st, "buy granit 1", "no-room")


# -- Utiliser une récompense démoniaque (0 PA) ----------------------------------------------------------------
def test_reveal_costs_no_ap_and_only_in_its_activation() -> None:
    """seed 003, "Utiliser une récompense démoniaque": at any time of its activation, 0 AP."""
    st = fosse()
    give_token(st, "guy", "style-xelor")
    activate(st, "oscar")
    assert not any(t.startswith("reveal") for t in legal_texts(st))  # not guy's activation
    rejected(st, "reveal 1", "no-such-reward")
    p = activate(st, "guy", ap=2)
    assert "reveal 1" in legal_texts(st)
    act(st, "reveal 1")
    assert p.ap == 2 + 4  # Style Xélor: +4 AP at once, the reveal itself is free
    assert p.rewards == [] and "style-xelor" in st.reward_supply["box"]  # a boost goes back to the box
    check_conservation(st)


# -- Boosts ----------------------------------------------------------------------------------------------------
def test_one_use_spell_eclair() -> None:
    """seed 003, "Éclair": a one-use spell, 1 AP, 1–5 cells in line, 2 neutral damage."""
    st = fosse()
    put(st, "guy", "d8")
    target = put(st, "anna", "d5")
    reveal(st, "guy", "eclair")
    assert "cast eclair d5" in legal_texts(st)
    act(st, "cast eclair d5")
    roll(st, "tacle")  # neutral: one critical die
    roll(st, "tacle")  # Anna has no Armure
    assert target.injuries == 2
    rejected(st, "cast eclair d5", "once-per-game")


def test_heals_remove_up_to_n_injuries_k10() -> None:
    """K10: Potion Bulbique removes up to 3 injuries — all of 2."""
    st = fosse()
    piece(st, "guy").injuries = 2
    reveal(st, "guy", "potion-bulbique")
    assert piece(st, "guy").injuries == 0


def test_ghetto_raide_mp_ap_now_and_a_heal() -> None:
    st = fosse()
    piece(st, "guy").injuries = 3
    reveal(st, "guy", "ghetto-raide", mp=0, ap=0)
    p = piece(st, "guy")
    assert (p.mp, p.ap, p.injuries) == (1, 1, 2)


def test_style_enutrof_mp_now_and_kamas_from_the_bank() -> None:
    st = fosse()
    bank = st.bank
    reveal(st, "guy", "style-enutrof", mp=1)
    assert piece(st, "guy").mp == 3 and st.stock[0] == 2 and st.bank == bank - 2
    check_conservation(st)


def test_esprit_du_demon_heal_gg_and_kamas() -> None:
    """seed 003, "Esprit du Démon": up to 3 injuries, a GG (the wild GG first), 3 kamas."""
    st = fosse()
    piece(st, "guy").injuries = 4
    reveal(st, "guy", "esprit-du-demon")
    assert piece(st, "guy").injuries == 1 and st.wild_gg == 0 and st.gg == [7, 6] and st.stock[0] == 3
    check_conservation(st)


@pytest.mark.parametrize(("token", "mob"), [("style-osamodas", "wabbit"), ("style-sadida", "poupee")])
def test_reward_summons_play_after_their_summoner(token: str, mob: str) -> None:
    """seed 003, "Style Osamodas" / "Style Sadida" and K7: the mob goes on a free adjacent cell
    and plays right after the Krosmaster that summoned it."""
    st = fosse()
    active = st.pieces[st.active]
    assert active.label == "reine"
    put(st, "reine", "d8")
    give_token(st, "reine", token)
    act(st, "reveal 1")
    assert st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).question == "summon"
    assert set(texts(st)) == {"place c8", "place e8", "place d9", "place d7"}
    answer(st, "place e8")
    m = piece(st, mob)
    assert m.in_play and m.owner == 0 and m.summoner == active.id and st.board.name(m.pos) == "e8"
    stats = {"wabbit": (2, 4, 4), "poupee": (4, 2, 4)}[mob]  # K7: HP, MP, AP
    assert (m.hp, m.data.mp, m.data.ap) == stats
    answer(st, "end")
    assert st.pieces[st.active].label == mob  # before guy, the next in the timeline
    assert m.mp == stats[1] and m.ap == stats[2]
    assert not any(t in ("pickup", "buy gg") for t in legal_texts(st))


@pytest.mark.parametrize("heads", [False, True])
def test_style_ecaflip_coin_and_or_draw(heads: bool) -> None:
    """seed 003, "Style Ecaflip": a coin; tails nothing; heads: draw a face-down OR reward and
    attach it to this Krosmaster."""
    st = fosse()
    reveal(st, "guy", "style-ecaflip")
    assert st.waiting_for(ChanceDraw) is not None and st.waiting_for(ChanceDraw).what == "coin"
    assert [p for _, p in st.chance_outcomes()] == [pytest.approx(0.5)] * 2
    answer(st, f"lot {int(heads)}")
    if not heads:
        assert piece(st, "guy").rewards == [] and st.acting
        return
    assert st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).question == "pile"
    answer(st, "pick pile2")
    assert st.waiting_for(ChanceDraw) is not None and st.waiting_for(ChanceDraw).what == "draw"
    tid = texts(st)[0].split()[1]
    assert st.game.rewards_by_id[tid].rank.value == "or"
    answer(st, f"draw {tid}")
    assert piece(st, "guy").rewards == [[tid, False, False]]
    assert st.reward_supply["piles"]["or"] == [9, 8]
    check_conservation(st)


@pytest.mark.parametrize(("option", "expect"), [(1, (1, 3, 5)), (2, (3, 0, 5)), (3, (1, 0, 1))])
def test_style_zobal_choice(option: int, expect: tuple[int, int, int]) -> None:
    """seed 003, "Style Zobal": +3 AP now, or +2 MP now, or remove up to 4 injuries."""
    st = fosse()
    piece(st, "guy").injuries = 5
    reveal(st, "guy", "style-zobal", mp=1, ap=0)
    assert st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).question == "zobal"
    assert texts(st) == ["pick option1", "pick option2", "pick option3"]
    answer(st, f"pick option{option}")
    p = piece(st, "guy")
    assert (p.mp, p.ap, p.injuries) == expect


@pytest.mark.parametrize("pay", [True, False])
def test_style_roublard_may_pay_2_kamas_for_a_gg(pay: bool) -> None:
    """seed 003, "Style Roublard": you may pay 2 kamas from the stock; then you gain a GG."""
    st = fosse()
    set_stock(st, 0, 3)
    reveal(st, "guy", "style-roublard")
    assert texts(st) == ["pick pay", "pick decline"]
    answer(st, "pick pay" if pay else "pick decline")
    assert st.stock[0] == (1 if pay else 3)
    assert st.gg == ([7, 6] if pay else [6, 6]) and st.wild_gg == (0 if pay else 1)
    check_conservation(st)


def test_style_roublard_without_2_kamas_asks_nothing() -> None:
    st = fosse()
    set_stock(st, 0, 1)
    reveal(st, "guy", "style-roublard")
    assert st.waiting_for(Prompt) is None and st.acting and st.stock[0] == 1


def test_potion_de_rappel_teleports_to_a_free_own_deployment_cell_without_lock() -> None:
    """seed 003, "Potion de Rappel": back to one of the team's deployment cells; this special
    move never triggers a lock roll."""
    st = fosse()
    put(st, "guy", "d8")
    put(st, "roi", "d9")  # an adjacent enemy with Tacle
    reveal(st, "guy", "potion-de-rappel")
    assert st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).question == "teleport"
    free = [st.board.name(c) for c in st.deploy_cells[0] if st.is_free(c)]
    assert texts(st) == [f"place {c}" for c in free]
    answer(st, f"place {free[0]}")
    assert st.waiting_for(RollDice) is None and st.board.name(piece(st, "guy").pos) == free[0]
    assert st.acting and piece(st, "guy").mp == piece(st, "guy").base_mp


def test_style_pandawa_carries_an_adjacent_ally_without_lock() -> None:
    """seed 003, "Style Pandawa": one-use spell, 2 AP, 1–3 cells in line: an ally adjacent to
    the caster goes to the targeted free cell; no lock."""
    st = fosse()
    put(st, "guy", "d8")
    put(st, "oscar", "e8")
    put(st, "roi", "e9")  # adjacent to Oscar
    reveal(st, "guy", "style-pandawa")
    p = piece(st, "guy")
    act(st, "cast style-pandawa d5")
    assert st.waiting_for(RollDice) is None and st.board.name(piece(st, "oscar").pos) == "d5"
    assert p.ap == p.base_ap - 2


@pytest.mark.parametrize(
    ("token", "spell", "bonus"),
    [("boost-air", "fleche-harcelante", 2), ("boost-eau", "fleche-harcelante", 0)],
)
def test_elemental_boost_adds_to_the_next_spell_of_its_element(token: str, spell: str, bonus: int) -> None:
    """seed 003, Boosts d'Eau/Air/Terre/Feu: +2 damage to the next spell of the same element
    cast this turn."""
    st = fosse()
    put(st, "guy", "d8")
    target = put(st, "anna", "d4")
    reveal(st, "guy", token)
    act(st, f"cast {spell} d4")
    roll(st, "tacle", "tacle")  # Guy has no Critique: 1 die; Anna no Armure: 1 die
    assert target.injuries == 1 + bonus


# -- FAQ ------------------------------------------------------------------------------------------------------
def test_faq_style_sacrieur_with_6_of_10_injuries_kos() -> None:
    """seed 003 FAQ: Roi des Bouftous (10 HP) with 6 injuries may use Style Sacrieur, but takes
    4 injuries and is K.O. before casting; the opponent takes his Level in GG."""
    st = fosse()
    st.player = 1
    piece(st, "roi").injuries = 6
    reveal(st, "roi", "style-sacrieur")
    assert not piece(st, "roi").in_play
    assert st.gg == [6 + 3, 6 - 2] and st.wild_gg == 0  # 3 GG: the wild one first
    check_conservation(st)


def test_faq_style_sacrieur_with_5_injuries_boosts_the_next_elemental_spell() -> None:
    """seed 003 FAQ: with 5 injuries or fewer it works: +3 to the next elemental attack spell."""
    st = fosse()
    put(st, "roi", "d8")
    bouftou_target = put(st, "anna", "d9")
    piece(st, "roi").injuries = 5
    reveal(st, "roi", "style-sacrieur")
    assert piece(st, "roi").injuries == 9 and piece(st, "roi").in_play
    act(st, "cast bouftabaffe d9")  # Earth, melee, 1 damage
    roll(st, "tacle")  # critical (no Critique power): 1 die
    roll(st, "tacle")  # armor
    assert bouftou_target.injuries == 1 + 3


def test_faq_style_feca_blocks_extra_elemental_damage() -> None:
    """seed 003 FAQ: Style Féca makes its holder immune to elemental attack spells, including
    an additional effect's extra elemental damage (Dan To Fu +1 per adjacent Tofu)."""
    st = fosse()
    anna = put(st, "anna", "d5")
    reveal(st, "anna", "style-feca")
    assert anna.rewards[0][1] and anna.has("immunise")
    put(st, "reine", "d8")
    put(st, "tofu1", "c5")
    put(st, "tofu2", "e5")
    activate(st, "reine")
    act(st, "cast dan-to-fu d5")
    roll(st, "critique", "critique")  # Reine has Critique: 2 dice, +2
    if st.waiting_for(RollDice) is not None:
        roll(st, *["tacle"] * st.waiting_for(RollDice).dice)
    assert anna.injuries == 0


def test_faq_style_feca_does_not_stop_neutral_damage() -> None:
    """seed 003, "Style Féca": useless against neutral damage."""
    st = fosse()
    anna = put(st, "anna", "d5")
    reveal(st, "anna", "style-feca")
    put(st, "guy", "d8")
    reveal(st, "guy", "eclair")
    act(st, "cast eclair d5")
    roll(st, "tacle", "tacle")
    assert anna.injuries == 2


def test_faq_pano_abra_with_spent_mp() -> None:
    """seed 003 FAQ: 3 MP, 12 HP, 6 AP, all MP spent, reveals Pano Abra (-1 MP, +5 HP, +2 AP):
    no MP to lose, +5 HP, +2 AP at once; from the next turn 2 MP, 17 HP, 8 AP."""
    team = ("cobaye", "reine-des-tofus", "guy-yomtella", "bad-aboum")
    st = fosse(
        extra=COBAYE, team_list=(team, ("anna-tommy", "kreol-panikon", "roi-des-bouftous", "opee-tissoin"))
    )
    reveal(st, "cobaye", "pano-abra", mp=0, ap=6)
    p = piece(st, "cobaye")
    assert (p.mp, p.hp, p.ap) == (0, 17, 8)
    assert (p.base_mp, p.base_ap) == (2, 8)


def test_faq_pano_abra_with_mp_left_loses_one_at_once() -> None:
    team = ("cobaye", "reine-des-tofus", "guy-yomtella", "bad-aboum")
    st = fosse(
        extra=COBAYE, team_list=(team, ("anna-tommy", "kreol-panikon", "roi-des-bouftous", "opee-tissoin"))
    )
    reveal(st, "cobaye", "pano-abra", mp=3, ap=6)
    p = piece(st, "cobaye")
    assert (p.mp, p.hp, p.ap) == (2, 17, 8)


def test_faq_pano_tofu_critique_does_not_stack() -> None:
    """seed 003 FAQ: a Krosmaster with Critique that reveals Pano Tofu still rolls 2 critical
    dice, not 3: a power never counts twice."""
    st = fosse()
    reine = put(st, "reine", "d8")
    put(st, "anna", "d6")
    reveal(st, "reine", "pano-tofu")
    assert reine.hp == 8 + 2
    act(st, "cast dan-to-fu d6")
    assert st.waiting_for(RollDice) is not None and st.waiting_for(RollDice).dice == 2


# -- Buffs ------------------------------------------------------------------------------------------------------
def test_buff_lasts_until_the_owners_next_activation() -> None:
    """seed 003, "Les buffs": face up until the start of its next turn, then back to the box."""
    st = fosse()
    assert st.pieces[st.active].label == "reine"
    give_token(st, "reine", "aura-air")
    act(st, "reveal 1")
    reine = piece(st, "reine")
    assert reine.has("resistance-air") and reine.rewards == [["aura-air", True, True]]
    while st.turn < 3:
        if st.waiting_for(RollDice) is not None:
            roll(st, "critique", "armure")
        elif st.waiting_for(Prompt) is not None:
            answer(st, texts(st)[-1])
        else:
            answer(st, "end")
    assert reine.has("resistance-air")  # still up on the opponent's turn
    while st.pieces[st.active].label != "reine" if st.active >= 0 else True:
        if st.waiting_for(RollDice) is not None:
            roll(st, "critique", "armure")
        else:
            answer(st, texts(st)[-1])
    assert not reine.has("resistance-air") and reine.rewards == []
    assert "aura-air" in st.reward_supply["box"]
    check_conservation(st)


def test_aura_adds_damage_to_its_element() -> None:
    """seed 003, Auras: +1 damage to the element's attack spells."""
    st = fosse()
    put(st, "guy", "d8")
    target = put(st, "anna", "d4")
    reveal(st, "guy", "aura-air")
    act(st, "cast fleche-harcelante d4")
    roll(st, "tacle", "tacle")
    assert target.injuries == 2


# -- Équipements ------------------------------------------------------------------------------------------------
def test_equipment_stats_apply_at_once_and_stay() -> None:
    """seed 003, "Les équipements": permanent; AP/MP gains usable the very turn."""
    st = fosse()
    reveal(st, "guy", "dofus-ocre", ap=1)
    p = piece(st, "guy")
    assert p.ap == 4 and p.base_ap == 9 and p.rewards == [["dofus-ocre", True, True]]


def test_weapon_gives_its_spell() -> None:
    """seed 003, "Les armes": a new spell (Épée Razielle: melee, 3 AP, 2 Water)."""
    st = fosse()
    put(st, "guy", "d8")
    target = put(st, "anna", "d7")
    assert "cast epee-razielle d7" not in legal_texts(st)
    reveal(st, "guy", "epee-razielle")
    act(st, "cast epee-razielle d7")
    roll(st, "tacle")
    roll(st, "tacle")
    assert target.injuries == 2


def test_one_face_up_equipment_of_each_type() -> None:
    """seed 003, "Les équipements": only one face-up equipment of each type per Krosmaster."""
    st = fosse()
    reveal(st, "guy", "pano-tofu")
    give_token(st, "guy", "panoplie-blindee")
    give_token(st, "guy", "dofus-ocre")
    activate(st, "guy")
    assert "reveal 2" not in legal_texts(st) and "reveal 3" in legal_texts(st)
    rejected(st, "reveal 2", "slot-taken")
    act(st, "reveal 3")  # a Dofus is another type


def test_blocage_parfait_holds_adjacent_enemies() -> None:
    """seed 003, "Blocage Parfait": adjacent enemy characters cannot spend MP to leave."""
    st = fosse()
    put(st, "reine", "d8")
    reveal(st, "reine", "blocage-parfait")
    put(st, "anna", "d9")
    put(st, "guy", "c8")  # an ally next to Reine is free to go
    activate(st, "anna")
    assert not any(t.startswith("move") for t in legal_texts(st))
    rejected(st, "move e9", "held")
    activate(st, "guy")
    act(st, "move b8")
    assert st.board.name(piece(st, "guy").pos) == "b8"


def test_blocage_parfait_never_holds_a_toupiti_piece() -> None:
    """seed 003, "Toupiti, Toupiti, le Tofu": "Un Tofu ne peut pas tacler ni être taclé, il
    ignore les règles de blocage" (research §1.3: "Toupiti units neither lock nor can be
    locked"): a Tofu next to an enemy under Blocage Parfait still moves."""
    st = fosse()
    st.player = 1
    put(st, "roi", "d8")
    reveal(st, "roi", "blocage-parfait")
    put(st, "tofu1", "d9")
    put(st, "guy", "c8")  # not Toupiti: held
    activate(st, "guy")
    assert not any(t.startswith("move") for t in legal_texts(st))
    activate(st, "tofu1")
    assert "move e9" in legal_texts(st)
    act(st, "move e9")
    assert st.board.name(piece(st, "tofu1").pos) == "e9"


@pytest.mark.parametrize(("spell", "cell", "bonus"), [("bouftabaffe", "d7", 2), ("coup-de-poing", "d7", 0)])
def test_style_iop_adds_2_to_elemental_melee_attacks_only(spell: str, cell: str, bonus: int) -> None:
    """seed 003, "Style Iop": +2 to elemental melee attack spells, never to neutral damage."""
    st = fosse()
    st.player = 1
    put(st, "roi", "d8")
    target = put(st, "guy", cell)
    reveal(st, "roi", "style-iop")
    act(st, f"cast {spell} {cell}")
    roll(st, "tacle")
    if st.waiting_for(RollDice) is not None:
        roll(st, *["tacle"] * st.waiting_for(RollDice).dice)
    assert target.injuries == 1 + bonus


def test_style_cra_adds_2_max_range() -> None:
    """seed 003, "Style Crâ": +2 max range (Flèche Harcelante 3–6 becomes 3–8)."""
    st = fosse()
    put(st, "guy", "a8")
    put(st, "anna", "i8")
    activate(st, "guy")
    assert "cast fleche-harcelante g8" in legal_texts(st)
    assert "cast fleche-harcelante i8" not in legal_texts(st)
    reveal(st, "guy", "style-cra")
    assert "cast fleche-harcelante i8" in legal_texts(st)


def test_style_sram_gives_vol_de_vie_to_elemental_melee() -> None:
    """seed 003, "Style Sram": +1 and Vol de Vie on elemental melee attack spells."""
    st = fosse()
    st.player = 1
    roi = put(st, "roi", "d8")
    roi.injuries = 5
    target = put(st, "guy", "d7")
    reveal(st, "roi", "style-sram")
    act(st, "cast bouftabaffe d7")
    roll(st, "tacle", "tacle")
    assert target.injuries == 2 and roi.injuries == 3

"""Who may cast which spell on which cell: range types, line of sight, crates, Tir à Distance,
summons, limits and costs (seed 003, "Lancer un sort", "Détails des sorts", "Coûts",
"Portée (PO)", "Ligne de vue", "Les caisses"; decision K11).

Boards: tutorial-3 is 8x8 (Reine, Roi, Tofus, Bouftou); tutorial-4/5/6 are 10x10.
Every test clears the board first, so only the pieces and scenery it places matter.
"""

from __future__ import annotations

import pytest

from arena.core.errors import IllegalActionError
from arena.games.krosmaster import KrosmasterState
from tests.krosmaster.harness import (
    act,
    activate,
    cell_of,
    clear,
    legal_texts,
    new_state,
    pending,
    piece,
    put,
    roll,
    scenery,
)

# Test-only spells, one per range type (special spells: no dice, no effects).
EXTRA = """
spells:
  t-normal: {name: {fr: N, en: N}, kind: special, ap: 1, range: {type: normal, min: 1, max: 3}}
  t-fixed: {name: {fr: F, en: F}, kind: special, ap: 1, range: {type: fixed, min: 1, max: 3}}
  t-line: {name: {fr: L, en: L}, kind: special, ap: 1, range: {type: line, min: 1, max: 3}}
  t-line-fixed: {name: {fr: LF, en: LF}, kind: special, ap: 1, range: {type: line_fixed, min: 1, max: 3}}
  t-nolos: {name: {fr: S, en: S}, kind: special, ap: 1, range: {type: no_los, min: 1, max: 3}}
  t-far: {name: {fr: FAR, en: FAR}, kind: special, ap: 1, range: {type: normal, min: 1, max: 6}}
  t-mp: {name: {fr: MP, en: MP}, kind: special, ap: 1, mp_cost: 2, range: {type: self}}
  t-blood:
    name: {fr: Transfusion, en: Transfusion}
    kind: attack
    ap: 5
    injury_cost: 4
    range: {type: normal, min: 1, max: 5}
    damage: 1
    element: fire
"""
TEST_SPELLS = ("t-normal", "t-fixed", "t-line", "t-line-fixed", "t-nolos", "t-far", "t-mp", "t-blood")


def fresh(scenario: str, extra: str | None = None) -> KrosmasterState:
    return clear(new_state(scenario, extra))


def is_legal(st: KrosmasterState, text: str) -> bool:
    ok = st.illegal_reason(st.game.parse_action(text)) is None
    assert ok == (text in legal_texts(st)), "illegal_reason and legal_actions disagree"
    return ok


def assert_illegal(st: KrosmasterState, text: str, reason: str) -> None:
    before = st.to_json()
    with pytest.raises(IllegalActionError) as exc:
        act(st, text)
    assert exc.value.reason == reason
    assert st.to_json() == before


def with_test_spells(scenario: str = "tutorial-6", label: str = "kreol", cell: str = "e5") -> KrosmasterState:
    """A board with ``label`` active on ``cell`` knowing every test spell."""
    st = fresh(scenario, EXTRA)
    put(st, label, cell, spells=TEST_SPELLS)
    activate(st, label)
    return st


# -- range types, min and max ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("cell", "reason"),
    [
        ("d5", None),  # 1
        ("f4", None),  # 2
        ("e6", None),  # 3, counted orthogonally (1 + 2)
        ("d7", None),  # 3
        ("d4", "out-of-range"),  # 0: own cell, PO min 1
        ("d8", "out-of-range"),  # 4
        ("f6", "out-of-range"),  # 2 + 2: diagonals never count as 1
    ],
)
def test_normal_range_min_and_max(cell: str, reason: str | None) -> None:
    """seed 003, tutorial 2 "Vérifier la portée" (Dan To Fu 1–3, never diagonal); "Portée (PO)"."""
    st = fresh("tutorial-3")
    put(st, "reine", "d4")
    activate(st, "reine")
    if reason is None:
        assert is_legal(st, f"cast dan-to-fu {cell}")
    else:
        assert_illegal(st, f"cast dan-to-fu {cell}", reason)


@pytest.mark.parametrize(
    ("cell", "reason"), [("e6", "out-of-range"), ("e7", None), ("f7", None), ("e9", "out-of-range")]
)
def test_sournoiserie_minimum_range_two(cell: str, reason: str | None) -> None:
    """seed 003, tutorial 4 "Sournoiserie": 2 to 3 cells, useless against an adjacent enemy."""
    st = fresh("tutorial-4")
    put(st, "oscar", "e5")
    activate(st, "oscar")
    if reason is None:
        assert is_legal(st, f"cast sournoiserie {cell}")
    else:
        assert_illegal(st, f"cast sournoiserie {cell}", reason)


@pytest.mark.parametrize(
    ("cell", "reason"),
    [
        ("e8", None),
        ("h5", None),
        ("e4", None),
        ("f6", "not-in-line"),
        ("g4", "not-in-line"),
        ("e9", "out-of-range"),
    ],
)
def test_line_range_needs_same_row_or_column(cell: str, reason: str | None) -> None:
    """seed 003, "Sort en ligne"; tutorial 6 "Tir de Recul" (line, 1 to 3)."""
    st = fresh("tutorial-6")
    put(st, "bad", "e5")
    activate(st, "bad")
    if reason is None:
        assert is_legal(st, f"cast tir-de-recul {cell}")
    else:
        assert_illegal(st, f"cast tir-de-recul {cell}", reason)


@pytest.mark.parametrize(
    ("cell", "reason"),
    [("e6", None), ("f5", None), ("f6", "not-adjacent"), ("e7", "not-adjacent"), ("e5", "not-adjacent")],
)
def test_melee_only_adjacent_cells(cell: str, reason: str | None) -> None:
    """seed 003, "Sort de corps à corps": only an adjacent cell (no diagonal, not its own)."""
    st = fresh("tutorial-4")
    put(st, "roi", "e5")
    activate(st, "roi")
    if reason is None:
        assert is_legal(st, f"cast bouftabaffe {cell}")
    else:
        assert_illegal(st, f"cast bouftabaffe {cell}", reason)


def test_self_spell_targets_only_its_caster() -> None:
    """seed 003, "Sort personnel"; tutorial 5 "Tir à Distance n'affecte que Guy Yomtella"."""
    st = fresh("tutorial-6")
    put(st, "guy", "e5")
    activate(st, "guy")
    assert_illegal(st, "cast tir-a-distance e6", "self-only")
    assert is_legal(st, "cast tir-a-distance e5")
    assert [t for t in legal_texts(st) if "tir-a-distance" in t] == ["cast tir-a-distance e5"]


@pytest.mark.parametrize(
    ("cell", "reason"), [("e5", None), ("e8", None), ("f7", None), ("e9", "out-of-range")]
)
def test_heal_range_zero_is_own_cell(cell: str, reason: str | None) -> None:
    """seed 003, "Portée (PO)": 0 is the caster's own cell; tutorial 6 "Mot Soignant" 0–3."""
    st = fresh("tutorial-6")
    put(st, "opee", "e5")
    activate(st, "opee")
    if reason is None:
        assert is_legal(st, f"cast mot-soignant {cell}")
    else:
        assert_illegal(st, f"cast mot-soignant {cell}", reason)


def test_a_free_cell_can_be_targeted() -> None:
    """seed 003, "Lancer un sort": "Il est tout à fait possible que la cible d'un sort soit une case libre"."""
    st = fresh("tutorial-6")
    put(st, "bad", "e5")
    activate(st, "bad")
    assert is_legal(st, "cast tir-de-recul e7")


# -- crates and extendable ranges ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("spell", "extendable"),
    [("t-normal", True), ("t-line", True), ("t-fixed", False), ("t-line-fixed", False), ("t-nolos", False)],
)
def test_crate_adds_one_max_range_only_to_extendable_ranges(spell: str, extendable: bool) -> None:
    """seed 003, "Les caisses" (+1 PO max); "Portée (PO)": fixed, line-fixed and no-LOS max never grows."""
    st = with_test_spells()
    assert_illegal(st, f"cast {spell} e9", "out-of-range")  # 4 away, max 3
    scenery(st, "e5", "crate")
    if extendable:
        assert is_legal(st, f"cast {spell} e9")
        assert_illegal(st, f"cast {spell} e10", "out-of-range")
    else:
        assert_illegal(st, f"cast {spell} e9", "out-of-range")


def test_water_bomb_range_not_extended_by_a_crate() -> None:
    """seed 003, tutorial 6 "Lancé de Bombe à Eau": "La portée de ce sort ne peut pas être augmentée"."""
    st = fresh("tutorial-6")
    put(st, "bad", "e5")
    scenery(st, "e5", "crate")
    activate(st, "bad")
    assert is_legal(st, "cast lance-de-bombe-a-eau e8")
    assert_illegal(st, "cast lance-de-bombe-a-eau e9", "out-of-range")


def test_crate_extends_real_spells_range() -> None:
    """seed 003, "Les caisses": Dan To Fu (1–3) reaches 4 cells from a crate, not 5."""
    st = fresh("tutorial-3")
    put(st, "reine", "d4")
    scenery(st, "d4", "crate")
    activate(st, "reine")
    assert is_legal(st, "cast dan-to-fu d8")
    assert is_legal(st, "cast dan-to-fu f6")
    assert_illegal(st, "cast dan-to-fu g6", "out-of-range")


# -- line of sight ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("scenario", "blocker", "blocks"),
    [
        ("tutorial-6", "tree", True),
        ("tutorial-6", "bush", False),
        ("tutorial-6", "crate", False),
        ("tutorial-6", "guy", True),  # an enemy Krosmaster
        ("tutorial-6", "opee", True),  # an allied Krosmaster
        ("tutorial-6", "bombe1", False),  # bombs have Toupiti
        ("tutorial-4", "tofu1", False),  # Toupiti
        ("tutorial-4", "bouftou", True),  # other mobs block
        ("tutorial-4", "anna", True),
    ],
)
def test_what_blocks_line_of_sight(scenario: str, blocker: str, blocks: bool) -> None:
    """seed 003, "Ligne de vue" (trees and characters block); tutorial 2 (bushes do not); tutorial 3
    (Tofu and Toupiti never block); "Les caisses" (crates do not); "Pions Bombe" (Toupiti)."""
    label = "kreol" if scenario == "tutorial-6" else "oscar"
    st = with_test_spells(scenario, label, "c2")
    if blocker in ("tree", "bush", "crate"):
        scenery(st, "c4", blocker)
    else:
        put(st, blocker, "c4")
    if blocks:
        assert_illegal(st, "cast t-normal c5", "no-line-of-sight")
    else:
        assert is_legal(st, "cast t-normal c5")


@pytest.mark.parametrize(
    ("target", "trees", "clear_los"),
    [
        ("b2", ("a2", "b1"), True),  # diagonal neighbour: both side cells touch the line only at a corner
        ("c3", ("a2", "b1", "b3", "c2"), True),  # the line runs through corners only
        ("c3", ("b2",), False),  # ... but crosses b2
        ("d2", ("b2", "c1"), True),  # a1→d2 crosses only b1 and c2
        ("d2", ("b1",), False),
        ("d2", ("c2",), False),
    ],
)
def test_line_of_sight_is_exact_and_corners_never_block(
    target: str, trees: tuple[str, ...], clear_los: bool
) -> None:
    """seed 003, "Ligne de vue": "les coins de cases ne gênent jamais la ligne de vue"; decision K11."""
    st = with_test_spells("tutorial-6", "kreol", "a1")
    for c in trees:
        scenery(st, c, "tree")
    if clear_los:
        assert is_legal(st, f"cast t-far {target}")
    else:
        assert_illegal(st, f"cast t-far {target}", "no-line-of-sight")


def test_target_and_caster_cells_do_not_block() -> None:
    """seed 003, "Ligne de vue": from centre of the caster's cell to centre of the target's cell."""
    st = with_test_spells("tutorial-6", "kreol", "c2")
    put(st, "guy", "c5")
    assert is_legal(st, "cast t-normal c5")


def test_no_los_spell_ignores_trees_and_characters() -> None:
    """seed 003, "Sort sans ligne de vue"; tutorial 6: the bomb is thrown "en ignorant les règles de ligne de vue"."""
    st = fresh("tutorial-6")
    put(st, "bad", "e5")
    scenery(st, "e6", "tree")
    put(st, "kreol", "e7")
    activate(st, "bad")
    assert is_legal(st, "cast lance-de-bombe-a-eau e8")


def test_line_spell_still_needs_line_of_sight() -> None:
    """seed 003, "Sort en ligne" is a normal range restricted to a row: line of sight still applies."""
    st = fresh("tutorial-6")
    put(st, "bad", "e5")
    put(st, "opee", "e6")
    activate(st, "bad")
    assert is_legal(st, "cast tir-de-recul e6")
    assert_illegal(st, "cast tir-de-recul e7", "no-line-of-sight")


# -- Tir à Distance --------------------------------------------------------------------------------
def test_tir_a_distance_adds_three_max_range_and_loses_all_mp() -> None:
    """seed 003, tutorial 5 "Tir à Distance" (+3 PO max, loses all MP); decision K6 (+3, 3–6 arrow)."""
    st = fresh("tutorial-6")
    put(st, "guy", "a1")
    put(st, "kreol", "a10")  # 9 away
    activate(st, "guy")
    assert_illegal(st, "cast fleche-harcelante a10", "out-of-range")
    act(st, "cast tir-a-distance a1")
    guy = piece(st, "guy")
    assert pending(st) is None  # a special spell: no critical roll, no armor roll
    assert (guy.mp, guy.ap, guy.range_bonus) == (0, 5, 3)
    assert is_legal(st, "cast fleche-harcelante a10")
    assert_illegal(st, "cast fleche-harcelante b10", "out-of-range")  # 10 away
    assert not any(t.startswith("move") for t in legal_texts(st))


def test_tir_a_distance_stacks_with_a_crate() -> None:
    """seed 003, "Les caisses" and tutorial 5 "Tir à Distance": both raise the max of a normal range."""
    st = fresh("tutorial-6")
    put(st, "guy", "a1")
    scenery(st, "a1", "crate")
    put(st, "kreol", "b10")  # 10 away = 6 + 3 + 1
    activate(st, "guy")
    act(st, "cast tir-a-distance a1")
    assert is_legal(st, "cast fleche-harcelante b10")


def test_tir_a_distance_does_not_extend_a_fixed_range() -> None:
    """seed 003, "Sort à portée fixée": its PO max can never be increased."""
    st = fresh("tutorial-6")
    put(st, "guy", "a1", spells=("fleche-harcelante", "tir-a-distance", "transposition"))
    put(st, "bad", "a5")
    put(st, "kreol", "a10")
    activate(st, "guy")
    act(st, "cast tir-a-distance a1")
    assert_illegal(st, "cast transposition a5", "out-of-range")


def test_tir_a_distance_is_once_per_turn() -> None:
    """seed 003, "Limite d'utilisation": a blue spell once per character turn."""
    st = fresh("tutorial-6")
    put(st, "guy", "a1")
    put(st, "kreol", "a10")
    activate(st, "guy")
    act(st, "cast tir-a-distance a1")
    assert_illegal(st, "cast tir-a-distance a1", "once-per-turn")


def test_tir_a_distance_ends_with_the_activation_and_is_castable_next_turn() -> None:
    """seed 003, "2.3 Phase de fin d'activation" (turn-long effects end); "Limite d'utilisation" (per turn)."""
    st = fresh("tutorial-6")
    for label, cell in (("guy", "a1"), ("bad", "j1"), ("kreol", "a10"), ("opee", "j10")):
        put(st, label, cell)
    activate(st, "guy")  # guy is first on player 1's timeline (timeline_index 0)
    act(st, "cast tir-a-distance a1")
    act(st, "end")
    assert piece(st, "guy").range_bonus == 0
    assert st.active == piece(st, "bad").id
    act(st, "end")  # bad
    act(st, "end")  # kreol
    act(st, "end")  # opee; turn 3, guy again
    guy = piece(st, "guy")
    assert st.active == guy.id
    assert (guy.mp, guy.ap, guy.range_bonus) == (3, 6, 0)
    assert_illegal(st, "cast fleche-harcelante a10", "out-of-range")
    assert is_legal(st, "cast tir-a-distance a1")


def test_tir_a_distance_affects_only_its_caster() -> None:
    """seed 003, FAQ (two Guy Yomtella): a card naming itself concerns only the active character."""
    st = fresh("tutorial-6")
    put(st, "guy", "a1")
    put(st, "bad", "b1", spells=("fleche-harcelante",))
    put(st, "kreol", "b10")  # 9 from b1
    activate(st, "guy")
    act(st, "cast tir-a-distance a1")
    activate(st, "bad")
    assert_illegal(st, "cast fleche-harcelante b10", "out-of-range")


# -- summons ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("what", "free"),
    [("nothing", True), ("crate", True), ("bush", False), ("tree", False), ("roi", False), ("tofu2", False)],
)
def test_summon_needs_a_free_cell(what: str, free: bool) -> None:
    """seed 003, "Sort d'invocation": "La case ciblée ... doit toujours être une case libre"; "Les caisses"
    are not obstacles."""
    st = fresh("tutorial-3")
    put(st, "reine", "d4")
    if what in ("crate", "bush", "tree"):
        scenery(st, "d5", what)
    elif what != "nothing":
        put(st, what, "d5")
    activate(st, "reine")
    if free:
        act(st, "cast invocation-de-tofu d5")
        assert cell_of(st, "tofu1") == "d5"
    else:
        assert_illegal(st, "cast invocation-de-tofu d5", "not-free")


def test_water_bomb_needs_a_free_cell() -> None:
    """seed 003, tutorial 6: "cette case doit être vide de tout obstacle (buisson, arbre ou personnage)"."""
    st = fresh("tutorial-6")
    put(st, "bad", "e5")
    put(st, "bombe1", "e7")
    scenery(st, "f5", "bush")
    activate(st, "bad")
    assert_illegal(st, "cast lance-de-bombe-a-eau e7", "not-free")
    assert_illegal(st, "cast lance-de-bombe-a-eau f5", "not-free")
    act(st, "cast lance-de-bombe-a-eau e6")
    assert cell_of(st, "bombe2") == "e6"


def test_three_tofus_at_most() -> None:
    """seed 003, tutorial 3 "Nombre de créatures invoquées": at most 3 Tofus; "Contrôle d'invocation"."""
    st = fresh("tutorial-3")
    put(st, "reine", "d4")
    activate(st, "reine", ap=12)
    for cell in ("d5", "e4", "c4"):
        act(st, f"cast invocation-de-tofu {cell}")
    assert [cell_of(st, t) for t in ("tofu1", "tofu2", "tofu3")] == ["d5", "e4", "c4"]
    assert piece(st, "reine").ap == 3
    assert_illegal(st, "cast invocation-de-tofu d3", "summon-limit")
    assert not any("invocation-de-tofu" in t for t in legal_texts(st))


def test_resummon_after_a_ko_is_allowed() -> None:
    """seed 003, tutorial 3: "Si des créatures invoquées sont éliminées, elles peuvent être invoquées de nouveau"."""
    st = fresh("tutorial-3")
    put(st, "reine", "d4")
    for t, c in (("tofu1", "d5"), ("tofu2", "e4"), ("tofu3", "c4")):
        put(st, t, c)
    activate(st, "reine", ap=8)
    assert_illegal(st, "cast invocation-de-tofu d3", "summon-limit")
    act(st, "cast coup-de-poing e4")  # the Reine punches her own Tofu
    roll(st, "tacle")
    roll(st, "esquive")
    assert cell_of(st, "tofu2") is None
    act(st, "cast invocation-de-tofu d3")
    assert cell_of(st, "tofu2") == "d3"
    assert piece(st, "tofu2").injuries == 0


def test_one_bouftou_at_most() -> None:
    """seed 003, "Contrôle d'invocation": Invocation de Bouftou (1)."""
    st = fresh("tutorial-3")
    put(st, "roi", "d4")
    activate(st, "roi", ap=8)
    act(st, "cast invocation-de-bouftou d5")
    assert cell_of(st, "bouftou") == "d5"
    assert_illegal(st, "cast invocation-de-bouftou d3", "summon-limit")


def test_two_water_bombs_at_most() -> None:
    """seed 003, "Contrôle d'invocation": Lancé de Bombe à Eau (2)."""
    st = fresh("tutorial-6")
    put(st, "bad", "e5")
    activate(st, "bad", ap=9)
    act(st, "cast lance-de-bombe-a-eau e7")
    act(st, "cast lance-de-bombe-a-eau g5")
    assert (cell_of(st, "bombe1"), cell_of(st, "bombe2")) == ("e7", "g5")
    assert_illegal(st, "cast lance-de-bombe-a-eau c5", "summon-limit")


# -- limits ----------------------------------------------------------------------------------------
def test_soufflette_is_once_per_game() -> None:
    """seed 003, tutorial 5 "Soufflette" (red: once per game); "Limite d'utilisation"."""
    st = fresh("tutorial-6")
    put(st, "kreol", "e2")
    put(st, "guy", "e4")
    activate(st, "kreol")
    act(st, "cast soufflette e4")
    roll(st, "tacle", "tacle", "tacle")
    activate(st, "kreol")  # a later activation
    assert piece(st, "kreol").ap == 6
    assert_illegal(st, "cast soufflette e5", "once-per-game")
    assert not any("soufflette" in t for t in legal_texts(st))


# -- costs -----------------------------------------------------------------------------------------
def test_not_enough_ap() -> None:
    """seed 003, "Lancer un sort": the caster must be able to pay the AP cost."""
    st = fresh("tutorial-3")
    put(st, "reine", "d4")
    activate(st, "reine", ap=2)
    assert_illegal(st, "cast dan-to-fu d6", "no-ap")


def test_mp_cost_is_paid_with_the_ap() -> None:
    """seed 003, "Coûts": "certains sorts nécessitent de dépenser aussi des PM"."""
    st = with_test_spells()
    activate(st, "kreol", mp=1)
    assert_illegal(st, "cast t-mp e5", "no-mp")
    activate(st, "kreol", mp=3)
    act(st, "cast t-mp e5")
    assert (piece(st, "kreol").mp, piece(st, "kreol").ap) == (1, 5)


def test_unknown_spell_cannot_be_cast() -> None:
    """seed 003, "Lancer un sort": a character casts the spells of its own card."""
    st = fresh("tutorial-3")
    put(st, "reine", "d4")
    activate(st, "reine")
    assert_illegal(st, "cast bouftabaffe d5", "unknown-spell")


def test_injury_cost_that_does_not_fit_forbids_the_spell() -> None:
    """seed 003, "Coûts" (coût en blessures); FAQ Globule: 14 HP, 11 injuries, cost 4 → cannot cast."""
    st = with_test_spells("tutorial-6", "kreol", "e5")
    kreol = put(st, "kreol", "e5", injuries=11, spells=TEST_SPELLS)
    kreol.hp = 14
    activate(st, "kreol", ap=7)
    put(st, "guy", "e7")
    assert_illegal(st, "cast t-blood e7", "injury-cost")


def test_injury_cost_to_exactly_hp_kos_the_caster_and_the_spell_resolves() -> None:
    """seed 003, FAQ Globule: with 10 injuries she is K.O. and "le sort aurait alors pris effet"."""
    st = with_test_spells("tutorial-6", "kreol", "e5")
    kreol = put(st, "kreol", "e5", injuries=10, spells=TEST_SPELLS)
    kreol.hp = 14
    activate(st, "kreol", ap=7)
    put(st, "guy", "e7")
    put(st, "opee", "j10")  # tutorial 6 is won by K.O.-ing every enemy: keep one
    act(st, "cast t-blood e7")
    assert (kreol.injuries, kreol.in_play) == (14, False)
    assert cell_of(st, "kreol") is None
    assert pending(st) == ("critical", 2)  # the K.O. caster still rolls (Critique)
    roll(st, "critique", "tacle")
    assert pending(st) == ("armor", 1)
    roll(st, "tacle")
    assert piece(st, "guy").injuries == 2
    assert st.winner == -1  # tutorial 6: the Opée is still in play


# -- Transposition: only an allied character -------------------------------------------------------
@pytest.mark.parametrize(
    ("occupant", "reason"),
    [("reine", None), ("tofu1", None), ("roi", "not-an-ally"), ("nothing", "not-an-ally")],
)
def test_transposition_needs_an_allied_character(occupant: str, reason: str | None) -> None:
    """seed 003, tutorial 4 "Transposition": "Echange de position avec le personnage allié ciblé"
    (figure or Mob token)."""
    st = fresh("tutorial-4")
    put(st, "anna", "d3")
    if occupant != "nothing":
        put(st, occupant, "d5")
    activate(st, "anna")
    if reason is None:
        assert is_legal(st, "cast transposition d5")
    else:
        assert_illegal(st, "cast transposition d5", reason)


def test_transposition_cannot_target_a_bomb() -> None:
    """seed 003, "Pions Bombe": a bomb is a mechanism, not a character."""
    st = fresh("tutorial-6")
    put(st, "bad", "d3", spells=("transposition",))
    put(st, "bombe1", "d5")
    activate(st, "bad")
    assert_illegal(st, "cast transposition d5", "not-an-ally")


def test_transposition_needs_line_of_sight() -> None:
    """seed 003, "Sort à portée fixée": like a normal range (line of sight), max never increased."""
    st = fresh("tutorial-4")
    put(st, "anna", "d3")
    put(st, "reine", "d5")
    scenery(st, "d4", "tree")
    activate(st, "anna")
    assert_illegal(st, "cast transposition d5", "no-line-of-sight")

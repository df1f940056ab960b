"""How a cast spell resolves: the five steps (cost, additional effects, critical roll, armor
roll, injuries), dice counts, damage bonuses, forced moves, swaps, markers, areas, powers and
the Water Bomb (seed 003, "Lancer un sort", "Dégâts", "Zone d'effet", "Effets additionnels",
"Pouvoirs", tutorials 2–6, FAQ; decisions K1, K2, K9).

Every die is chosen with ``roll``; faces: critique, armure, tacle, esquive, critique-esquive, dofus.
"""

from __future__ import annotations

import pytest

from arena.core.events import Event
from arena.games.krosmaster import KrosmasterState
from arena.games.krosmaster.datamodel import Area
from arena.games.krosmaster.spells import area_cells
from arena.games.krosmaster.tasks import ChoosePiece, RollDice
from tests.krosmaster.harness import (
    act,
    activate,
    cell_of,
    clear,
    new_state,
    pending,
    piece,
    put,
    roll,
    scenery,
)

EXTRA = """
spells:
  t-attire:
    name: {fr: Attire, en: Pull}
    kind: attack
    ap: 1
    range: {type: line, min: 1, max: 6}
    damage: 1
    element: earth
    effects: [{kind: attire, amount: 2}]
  t-rapproche:
    name: {fr: Rapproche, en: Close in}
    kind: attack
    ap: 1
    range: {type: line, min: 1, max: 6}
    damage: 1
    element: earth
    effects: [{kind: rapproche, amount: 2}]
  t-slow:
    name: {fr: Lenteur, en: Slow}
    kind: special
    ap: 1
    range: {type: normal, min: 1, max: 5}
    effects: [{kind: markers, mp: -1, ap: -2}]
  t-haste:
    name: {fr: Hâte, en: Haste}
    kind: special
    ap: 1
    range: {type: self}
    effects: [{kind: markers, mp: 2}]
  t-vole-pm:
    name: {fr: Vole PM, en: Steal MP}
    kind: special
    ap: 1
    range: {type: normal, min: 1, max: 5}
    effects: [{kind: vole_pm}]
  t-vole-pa:
    name: {fr: Vole PA, en: Steal AP}
    kind: special
    ap: 1
    range: {type: normal, min: 1, max: 5}
    effects: [{kind: vole_pa}]
  t-plus:
    name: {fr: Plus, en: Plus}
    kind: attack
    ap: 1
    range: {type: normal, min: 1, max: 5}
    damage: 1
    element: fire
    effects: [{kind: bonus_damage, amount: 2}]
""" + "".join(
    f"  t-{area}: {{name: {{fr: {area}, en: {area}}}, kind: attack, ap: 1, damage: 1, element: fire,\n"
    f"    area: {area}, range: {{type: normal, min: 1, max: 5}}}}\n"
    for area in ("cross", "square", "hammer", "staff", "shovel")
)


def fresh(scenario: str, extra: str | None = None) -> KrosmasterState:
    return clear(new_state(scenario, extra))


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def roller(st: KrosmasterState) -> str:
    assert st.waiting_for(RollDice) is not None
    label: str = st.pieces[st.waiting_for(RollDice).roller].label
    return label


def armor_round(st: KrosmasterState, faces: dict[str, str]) -> list[str]:
    """Answer every pending armor roll with ``faces[roller]`` per die; return the rollers in order."""
    order = []
    while (now := pending(st)) is not None and now[0] == "armor":
        who = roller(st)
        order.append(who)
        roll(st, *[faces[who]] * now[1])
    return order


# -- the five steps and the dice -------------------------------------------------------------------
def test_attack_resolves_in_five_steps_in_order() -> None:
    """seed 003, "Lancer un sort d'attaque": 1 cost, 2 additional effects, 3 critical, 4 armor, 5 injuries."""
    st = fresh("tutorial-6")
    put(st, "kreol", "e2")
    put(st, "guy", "e3")
    activate(st, "kreol")
    events = act(st, "cast soufflette e3")
    assert kinds(events) == ["cast", "forced-move"]  # 1 paid, 2 Repousse 3 applied
    assert piece(st, "kreol").ap == 5
    assert cell_of(st, "guy") == "e6"
    assert pending(st) == ("critical", 2)  # 3: Kréol has Critique
    events = roll(st, "critique", "tacle")
    assert pending(st) == ("armor", 1)  # 4: Guy has no Armure
    assert roller(st) == "guy"
    events += roll(st, "armure")
    assert kinds(events) == ["roll", "roll", "injury"]
    assert piece(st, "guy").injuries == 3  # 3 + 1 critical − 1 armor
    assert pending(st) is None


@pytest.mark.parametrize(
    ("scenario", "caster", "spell", "target", "powers", "crit_dice", "armor_dice"),
    [
        ("tutorial-3", "reine", "dan-to-fu", "roi", None, 2, 2),  # Critique vs Armure
        ("tutorial-3", "roi", "bouftabaffe", "reine", None, 1, 1),
        ("tutorial-3", "reine", "coup-de-poing", "roi", None, 1, 2),  # neutral: one critical die at most
        ("tutorial-6", "kreol", "coup-de-poing", "guy", None, 1, 1),
        ("tutorial-6", "opee", "mot-interdit", "guy", ("armure",), 1, 1),  # Perce-Armure: 2 → 1
        ("tutorial-4", "oscar", "sournoiserie", "anna", ("armure",), 1, 1),
    ],
)
def test_number_of_dice(
    scenario: str,
    caster: str,
    spell: str,
    target: str,
    powers: tuple[str, ...] | None,
    crit_dice: int,
    armor_dice: int,
) -> None:
    """seed 003, steps 3–4 (1 die, 2 with Critique / Armure); "Dégâts neutres"; "Perce-Armure"."""
    st = fresh(scenario)
    put(st, caster, "d2")
    put(st, target, "d4" if spell in ("mot-interdit", "sournoiserie", "dan-to-fu") else "d3", powers=powers)
    activate(st, caster)
    act(st, f"cast {spell} {cell_of(st, target)}")
    assert pending(st) == ("critical", crit_dice)
    assert roller(st) == caster
    roll(st, *["critique"] * crit_dice)
    assert pending(st) == ("armor", armor_dice)
    assert roller(st) == target


def test_perce_armure_against_one_armor_die_leaves_no_roll() -> None:
    """seed 003, "Perce-Armure": one die fewer (1 → 0); tutorial 6: only Armure can defend."""
    st = fresh("tutorial-6")
    put(st, "opee", "d2")
    put(st, "guy", "d4")
    activate(st, "opee")
    act(st, "cast mot-interdit d4")
    roll(st, "critique")
    assert pending(st) is None
    assert piece(st, "guy").injuries == 2


def test_a_power_never_counts_twice() -> None:
    """seed 003, "Pouvoirs" and FAQ: Critique twice still rolls 2 dice; Perce-Armure vs Armure
    "plusieurs fois" still 1 die."""
    st = fresh("tutorial-4")
    reine = put(st, "reine", "d2")
    reine.turn_powers = frozenset({"critique"})
    oscar = put(st, "oscar", "d4")
    oscar.turn_powers = frozenset({"armure"})
    activate(st, "reine")
    act(st, "cast dan-to-fu d4")
    assert pending(st) == ("critical", 2)
    roll(st, "critique", "critique")
    assert pending(st) == ("armor", 2)
    roll(st, "tacle", "tacle")
    activate(st, "oscar")
    put(st, "anna", "d6", powers=("armure",)).turn_powers = frozenset({"armure"})
    act(st, "cast sournoiserie d6")
    roll(st, "critique")
    assert pending(st) == ("armor", 1)


@pytest.mark.parametrize(
    ("face", "bonus"),
    [("critique", 1), ("critique-esquive", 1), ("dofus", 1), ("armure", 0), ("tacle", 0), ("esquive", 0)],
)
def test_critical_success_faces(face: str, bonus: int) -> None:
    """seed 003, step 3 and "Jets de dés"; decision K2: Critique, Critique-ou-Esquive and Dofus succeed."""
    st = fresh("tutorial-3")
    put(st, "roi", "d4")
    put(st, "reine", "d5")
    activate(st, "roi")
    act(st, "cast bouftabaffe d5")
    roll(st, face)
    roll(st, "tacle")
    assert piece(st, "reine").injuries == 1 + bonus


@pytest.mark.parametrize(
    ("face", "saved"),
    [("armure", 1), ("dofus", 1), ("critique", 0), ("critique-esquive", 0), ("tacle", 0), ("esquive", 0)],
)
def test_armor_success_faces(face: str, saved: int) -> None:
    """seed 003, step 4 and "Jets de dés"; decision K2: Armure and Dofus succeed."""
    st = fresh("tutorial-3")
    put(st, "roi", "d4")
    put(st, "reine", "d5")
    activate(st, "roi")
    act(st, "cast bouftabaffe d5")
    roll(st, "critique")
    roll(st, face)
    assert piece(st, "reine").injuries == 2 - saved


@pytest.mark.parametrize(
    ("crit", "armor", "injuries"),
    [
        (("critique", "dofus"), ("tacle", "esquive"), 3),
        (("critique", "critique-esquive"), ("armure", "dofus"), 1),
        (("critique", "tacle"), ("armure", "tacle"), 1),
        (("tacle", "esquive"), ("armure", "armure"), 0),  # never below 0
        (("tacle", "tacle"), ("armure", "tacle"), 0),
    ],
)
def test_2013_critical_and_armor_add_up(crit: tuple[str, str], armor: tuple[str, str], injuries: int) -> None:
    """seed 003, tutorial 2 (up to +2 critical, up to −2 armor); "Aides de jeu" (blessures = base +
    critiques − annulés); decision K1."""
    st = fresh("tutorial-3")
    put(st, "reine", "d2")
    put(st, "roi", "d4")
    activate(st, "reine")
    act(st, "cast dan-to-fu d4")
    roll(st, *crit)
    roll(st, *armor)
    assert piece(st, "roi").injuries == injuries


# -- 0 damage --------------------------------------------------------------------------------------
def test_sournoiserie_without_critical_inflicts_nothing() -> None:
    """seed 003, tutorial 4 "Sournoiserie inflige 0 Dégât"; "Soins ou dégâts nuls"."""
    st = fresh("tutorial-4")
    put(st, "oscar", "d2")
    put(st, "anna", "d4")
    activate(st, "oscar")
    act(st, "cast sournoiserie d4")
    events = roll(st, "tacle")
    assert pending(st) is None  # nothing to cancel: no armor roll
    assert "injury" not in kinds(events)
    assert piece(st, "anna").injuries == 0


@pytest.mark.parametrize(("armor", "injuries"), [("tacle", 1), ("armure", 0)])
def test_sournoiserie_critical_against_armure(armor: str, injuries: int) -> None:
    """seed 003, tutorial 4: "seul un personnage avec le pouvoir Armure peut se défendre contre la
    Sournoiserie, en effectuant un jet d'armure avec 1 seul dé au lieu de 2"."""
    st = fresh("tutorial-4")
    put(st, "oscar", "d2")
    put(st, "roi", "d4")
    activate(st, "oscar")
    act(st, "cast sournoiserie d4")
    roll(st, "critique")
    assert pending(st) == ("armor", 1)
    roll(st, armor)
    assert piece(st, "roi").injuries == injuries


@pytest.mark.parametrize(
    ("crit", "armor", "injuries"), [("tacle", None, 0), ("critique", "tacle", 1), ("dofus", "dofus", 0)]
)
def test_becot_needs_a_critical(crit: str, armor: str | None, injuries: int) -> None:
    """seed 003, tutorial 3 "Bécot ... inflige 0 Dégât": a critical makes it 1, armor may still cancel."""
    st = fresh("tutorial-3")
    put(st, "tofu1", "d4")
    put(st, "roi", "d5")
    activate(st, "tofu1")
    act(st, "cast becot d5")
    assert pending(st) == ("critical", 1)
    roll(st, crit)
    if armor is None:
        assert pending(st) is None
    else:
        assert pending(st) == ("armor", 2)
        roll(st, armor, "tacle")
    assert piece(st, "roi").injuries == injuries


# -- injuries, K.O. --------------------------------------------------------------------------------
def test_injuries_never_exceed_hp() -> None:
    """seed 003, step 5: "Anna Tommy a 12 PV et 10 marqueurs Blessure ... subit 3 Dégâts, on ne place
    que 2 marqueurs ... Elle est alors mise K.O"."""
    st = fresh("tutorial-5")
    put(st, "kreol", "e2")
    put(st, "anna", "e3", injuries=10)
    put(st, "guy", "a1")
    activate(st, "kreol")
    act(st, "cast soufflette e3")
    events = roll(st, "tacle", "tacle", "tacle")
    hurt = [e.data for e in events if e.kind == "injury"]
    assert [(d["piece"], d["amount"]) for d in hurt] == [("anna", 2)]
    anna = piece(st, "anna")
    assert (anna.injuries, anna.in_play) == (12, False)
    assert cell_of(st, "anna") is None
    assert st.occupant[st.board.parse("e6")] == -1  # she had been pushed there, then removed
    assert "ko" in kinds(events)


def test_ko_removes_the_krosmaster_and_its_summons() -> None:
    """seed 003, "Blessures"/K.O.; tutorial 6 "Invocateur K.O" (its tokens leave play)."""
    st = fresh("tutorial-3")
    put(st, "roi", "d4")
    put(st, "reine", "d5", injuries=7)
    put(st, "tofu1", "a1")
    put(st, "tofu2", "h8")
    activate(st, "roi")
    act(st, "cast bouftabaffe d5")
    roll(st, "tacle", "tacle")
    assert [cell_of(st, x) for x in ("reine", "tofu1", "tofu2")] == [None, None, None]
    assert st.winner == 1


def test_ko_of_the_bomber_removes_bombs_without_explosion() -> None:
    """seed 003, tutorial 6 "Invocateur K.O": "Ses bombes n'explosent pas à ce moment"."""
    st = fresh("tutorial-6")
    put(st, "kreol", "e2")
    put(st, "bad", "e3", injuries=8)
    put(st, "guy", "a5")
    put(st, "opee", "j10")
    put(st, "bombe1", "a4")  # next to Guy
    put(st, "bombe2", "e7")
    activate(st, "kreol")
    act(st, "cast soufflette e3")
    events = roll(st, "tacle", "tacle", "tacle")
    assert [cell_of(st, x) for x in ("bad", "bombe1", "bombe2")] == [None, None, None]
    assert pending(st) is None
    assert st.exploding == []
    assert "summon" not in kinds(events)
    assert (piece(st, "guy").injuries, piece(st, "guy").ap_markers) == (0, 0)
    assert st.winner == -1


# -- heal spells -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("crit", "left"), [("tacle", 2), ("critique", 1), ("dofus", 1)])
def test_heal_rolls_critical_but_no_armor(crit: str, left: int) -> None:
    """seed 003, "Sort de soin": critical roll yes, never an armor roll; tutorial 6 "Mot Soignant"."""
    st = fresh("tutorial-6")
    put(st, "opee", "d2")
    put(st, "kreol", "d4", injuries=3, powers=("armure",))
    activate(st, "opee")
    act(st, "cast mot-soignant d4")
    assert pending(st) == ("critical", 1)
    events = roll(st, crit)
    assert pending(st) is None
    assert "heal" in kinds(events)
    assert piece(st, "kreol").injuries == left


def test_heal_self_at_range_zero() -> None:
    """seed 003, tutorial 6: "Opée Tissoin peut lancer ce sort sur elle-même (la portée 0 ...)"."""
    st = fresh("tutorial-6")
    put(st, "opee", "d2", injuries=2)
    activate(st, "opee")
    act(st, "cast mot-soignant d2")
    roll(st, "tacle")
    assert piece(st, "opee").injuries == 1


@pytest.mark.parametrize(("crit", "left"), [("tacle", 2), ("critique", 1)])
def test_guerison_heals_one_more(crit: str, left: int) -> None:
    """seed 003, "Guérison": each time it heals injuries with a heal spell, one more."""
    st = fresh("tutorial-6")
    put(st, "opee", "d2", powers=("guerison",))
    put(st, "kreol", "d4", injuries=4)
    activate(st, "opee")
    act(st, "cast mot-soignant d4")
    roll(st, crit)
    assert piece(st, "kreol").injuries == left


def test_heal_never_removes_more_than_the_injuries() -> None:
    """seed 003, "Sort de soin": injury markers are removed (none below zero)."""
    st = fresh("tutorial-6")
    put(st, "opee", "d2", powers=("guerison",))
    put(st, "kreol", "d4", injuries=1)
    activate(st, "opee")
    act(st, "cast mot-soignant d4")
    roll(st, "critique")
    assert piece(st, "kreol").injuries == 0


# -- Vol de Vie ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("anna_before", "crit", "armor", "anna_after", "oscar_after"),
    [
        (0, "critique", "tacle", 2, 1),
        (0, "tacle", "armure", 0, 3),  # nothing inflicted, nothing stolen
        (11, "critique", "tacle", 12, 2),  # only the injuries actually placed count
    ],
)
def test_vol_de_vie_heals_the_injuries_inflicted(
    anna_before: int, crit: str, armor: str, anna_after: int, oscar_after: int
) -> None:
    """seed 003, "Vol de Vie": "le lanceur retire autant de marqueurs Blessure ... qu'il n'a infligé de
    blessures"; tutorial 4 "Arnaque"."""
    st = fresh("tutorial-5")
    put(st, "oscar", "d4", injuries=3)
    put(st, "anna", "d5", injuries=anna_before)
    put(st, "guy", "a1")
    activate(st, "oscar")
    act(st, "cast arnaque d5")
    roll(st, crit)
    roll(st, armor)
    assert piece(st, "anna").injuries == anna_after
    assert piece(st, "oscar").injuries == oscar_after


# -- damage bonuses and the name reference ---------------------------------------------------------
@pytest.mark.parametrize(("bouftou_at", "injuries"), [(None, 1), ("d6", 3), ("c5", 3), ("e4", 1)])
def test_bouftabaffe_plus_two_with_his_bouftou_next_to_the_target(
    bouftou_at: str | None, injuries: int
) -> None:
    """seed 003, tutorial 3 "Bouftabaffe": "Si le pion Bouftou est adjacent au personnage que le Roi
    attaque ... un total de 3 Dégâts"."""
    st = fresh("tutorial-3")
    put(st, "roi", "d4")
    put(st, "reine", "d5")
    if bouftou_at:
        put(st, "bouftou", bouftou_at)
    activate(st, "roi")
    act(st, "cast bouftabaffe d5")
    roll(st, "tacle", "tacle")
    assert piece(st, "reine").injuries == injuries


def test_bouftabaffe_ignores_a_bouftou_that_is_not_the_casters() -> None:
    """seed 003, FAQ (name reference): tokens named on a card are only those this character put in play."""
    st = fresh("tutorial-4")
    put(st, "oscar", "d4", spells=("bouftabaffe",))
    put(st, "anna", "d5")
    put(st, "bouftou", "e5")  # the Roi's Bouftou
    activate(st, "oscar")
    act(st, "cast bouftabaffe d5")
    roll(st, "tacle", "tacle")
    assert piece(st, "anna").injuries == 1


@pytest.mark.parametrize("tofus", [0, 1, 2, 3])
def test_dan_to_fu_plus_one_per_tofu_next_to_the_target(tofus: int) -> None:
    """seed 003, tutorial 3 "Dan To Fu": 1 Tofu → 2, 2 → 3, 3 → 4 Dégâts."""
    st = fresh("tutorial-3")
    put(st, "reine", "d2")
    put(st, "roi", "d5")
    for label, cell in list(zip(("tofu1", "tofu2", "tofu3"), ("c5", "e5", "d6"), strict=True))[:tofus]:
        put(st, label, cell)
    activate(st, "reine")
    act(st, "cast dan-to-fu d5")
    roll(st, "tacle", "tacle")
    roll(st, "tacle", "tacle")
    assert piece(st, "roi").injuries == 1 + tofus


def test_dan_to_fu_counts_only_tofus_next_to_the_target() -> None:
    """seed 003, tutorial 3: "Chaque pion Tofu adjacent au personnage que la Reine attaque"."""
    st = fresh("tutorial-3")
    put(st, "reine", "d2")
    put(st, "roi", "d5")
    put(st, "tofu1", "d3")  # next to the Reine and on the way, not next to the Roi
    put(st, "tofu2", "c6")  # diagonal to the Roi
    activate(st, "reine")
    act(st, "cast dan-to-fu d5")
    roll(st, "tacle", "tacle", "tacle", "tacle")
    assert piece(st, "roi").injuries == 1


def test_dan_to_fu_ignores_tofus_of_another_caster() -> None:
    """seed 003, FAQ (name reference): only the Tofus this caster put in play count."""
    st = fresh("tutorial-4")
    put(st, "anna", "d2", spells=("dan-to-fu",))
    put(st, "roi", "d5")
    put(st, "tofu1", "c5")  # the Reine's Tofus
    put(st, "tofu2", "e5")
    activate(st, "anna")
    act(st, "cast dan-to-fu d5")
    roll(st, "tacle", "tacle", "tacle")
    assert piece(st, "roi").injuries == 1


def test_plus_x_element_damage() -> None:
    """seed 003, "Effets additionnels": "+X: les Dégâts ... sont augmentés de X points"."""
    st = fresh("tutorial-6", EXTRA)
    put(st, "kreol", "d2", spells=("t-plus",))
    put(st, "guy", "d4")
    activate(st, "kreol")
    act(st, "cast t-plus d4")
    roll(st, "tacle", "tacle", "armure")
    assert piece(st, "guy").injuries == 2  # 1 + 2 − 1


# -- forced moves ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("behind", "bad_ends"),
    [("nothing", "e1"), ("crate", "e1"), ("tree", "e2"), ("bush", "e2"), ("guy", "e2"), ("bombe1", "e2")],
)
def test_recul_moves_the_caster_away_even_from_an_empty_cell(behind: str, bad_ends: str) -> None:
    """seed 003, tutorial 6 "Tir de Recul": Recul 1 even on an empty cell; "Quand il est bloqué par un
    obstacle, Bad Aboum ne recule pas"; crates are not obstacles."""
    st = fresh("tutorial-6")
    put(st, "bad", "e2")
    if behind in ("crate", "tree", "bush"):
        scenery(st, "e1", behind)
    elif behind != "nothing":
        put(st, behind, "e1")
    activate(st, "bad")
    act(st, "cast tir-de-recul e4")
    assert cell_of(st, "bad") == bad_ends
    assert pending(st) is None  # an empty cell: nothing to roll for
    assert piece(st, "bad").ap == 3


def test_recul_stops_at_the_board_edge() -> None:
    """seed 003, "Effets additionnels": a moved piece stops at the edge of the board."""
    st = fresh("tutorial-6")
    put(st, "bad", "e1")
    activate(st, "bad")
    act(st, "cast tir-de-recul e3")
    assert cell_of(st, "bad") == "e1"


def test_recul_never_locks_and_applies_at_zero_injuries() -> None:
    """seed 003, tutorial 6 "Bad Aboum ne peut pas se faire tacler ... grâce à cet effet"; FAQ (forced
    moves never lock); "Effets additionnels": the effect applies even at 0 damage."""
    st = fresh("tutorial-6")
    put(st, "bad", "e5")
    put(st, "kreol", "e6")
    put(st, "opee", "d5")
    activate(st, "bad")
    act(st, "cast tir-de-recul e6")
    assert cell_of(st, "bad") == "e4"
    assert pending(st) == ("critical", 1)  # no lock roll for Kréol nor Opée
    roll(st, "tacle", "armure")
    assert piece(st, "kreol").injuries == 0
    assert cell_of(st, "bad") == "e4"
    assert (piece(st, "bad").mp, piece(st, "bad").ap) == (3, 3)


@pytest.mark.parametrize(
    ("obstacle", "at", "guy_ends"),
    [
        (None, None, "e6"),
        ("tree", "e5", "e4"),
        ("bush", "e6", "e5"),
        ("crate", "e5", "e6"),  # crates are not obstacles
        ("opee", "e6", "e5"),
        ("bombe1", "e4", "e3"),  # a bomb is an obstacle: no move at all
    ],
)
def test_repousse_three_stops_before_obstacles(obstacle: str | None, at: str | None, guy_ends: str) -> None:
    """seed 003, tutorial 5 "Soufflette": Repousse 3, "jusqu'à la case adjacente à cet obstacle (les
    caisses ne sont pas des obstacles)"; FAQ Charge: in one go, never through impassable cells."""
    st = fresh("tutorial-6")
    put(st, "kreol", "e2")
    put(st, "guy", "e3")
    if obstacle in ("tree", "bush", "crate"):
        scenery(st, str(at), obstacle)
    elif obstacle is not None:
        put(st, obstacle, str(at))
    activate(st, "kreol")
    act(st, "cast soufflette e3")
    assert cell_of(st, "guy") == guy_ends
    assert pending(st) == ("critical", 2)


def test_repousse_stops_at_the_board_edge_and_never_locks() -> None:
    """seed 003, "Effets additionnels" (stops at the edge); FAQ: Repousse never causes a lock roll."""
    st = fresh("tutorial-6")
    put(st, "kreol", "e8")
    put(st, "guy", "e9")
    put(st, "opee", "d9")  # an enemy of Guy next to him
    activate(st, "kreol")
    act(st, "cast soufflette e9")
    assert cell_of(st, "guy") == "e10"
    assert pending(st) == ("critical", 2)


@pytest.mark.parametrize(("bush", "guy_ends"), [(None, "e4"), ("e4", "e5"), ("e5", "e6")])
def test_attire_pulls_the_target_toward_the_caster(bush: str | None, guy_ends: str) -> None:
    """seed 003, "Attire X": the target moves X cells toward the caster, stopping before an obstacle."""
    st = fresh("tutorial-6", EXTRA)
    put(st, "kreol", "e2", spells=("t-attire",))
    put(st, "guy", "e6")
    if bush:
        scenery(st, bush, "bush")
    activate(st, "kreol")
    act(st, "cast t-attire e6")
    assert cell_of(st, "guy") == guy_ends
    assert pending(st) == ("critical", 2)


def test_attire_on_an_adjacent_target_does_not_move_it() -> None:
    """seed 003, "Attire X": the caster is an obstacle."""
    st = fresh("tutorial-6", EXTRA)
    put(st, "kreol", "e2", spells=("t-attire",))
    put(st, "guy", "e3")
    activate(st, "kreol")
    act(st, "cast t-attire e3")
    assert (cell_of(st, "kreol"), cell_of(st, "guy")) == ("e2", "e3")


@pytest.mark.parametrize(("target_at", "kreol_ends"), [("e6", "e4"), ("e4", "e3"), ("e3", "e2")])
def test_rapproche_moves_the_caster_toward_the_target(target_at: str, kreol_ends: str) -> None:
    """seed 003, "Rapproche X"; FAQ Charge: "s'il est interrompu par une case impassable, [il] doit
    s'arrêter juste avant"."""
    st = fresh("tutorial-6", EXTRA)
    put(st, "kreol", "e2", spells=("t-rapproche",))
    put(st, "guy", target_at)
    activate(st, "kreol")
    act(st, f"cast t-rapproche {target_at}")
    assert cell_of(st, "kreol") == kreol_ends
    assert cell_of(st, "guy") == target_at


# -- swaps -----------------------------------------------------------------------------------------
def test_assaut_swaps_before_the_dice_and_never_locks() -> None:
    """seed 003, tutorial 4 "Assaut": she takes the attacked character's place; "Anna Tommy ne peut pas
    se faire tacler ... avec ses sorts Assaut ou Transposition"."""
    st = fresh("tutorial-4")
    put(st, "anna", "d3")
    put(st, "oscar", "c3")  # next to Anna: no lock roll when she leaves
    put(st, "roi", "d5")
    activate(st, "anna")
    events = act(st, "cast assaut d5")
    assert "swap" in kinds(events)
    assert (cell_of(st, "anna"), cell_of(st, "roi")) == ("d5", "d3")
    assert pending(st) == ("critical", 1)
    roll(st, "critique", "tacle", "tacle")
    assert piece(st, "roi").injuries == 2


def test_assaut_swaps_even_when_it_kos_the_target() -> None:
    """seed 003, tutorial 4: "L'échange de position s'effectue dans tous les cas ... même si elle met
    K.O le personnage qu'elle attaque"."""
    st = fresh("tutorial-4")
    put(st, "anna", "d3")
    put(st, "bouftou", "d4", injuries=2)
    activate(st, "anna")
    act(st, "cast assaut d4")
    roll(st, "tacle", "tacle")
    assert cell_of(st, "anna") == "d4"
    assert cell_of(st, "bouftou") is None
    assert st.occupant[st.board.parse("d3")] == -1


def test_assaut_swaps_even_at_zero_injuries() -> None:
    """seed 003, tutorial 4: "qu'elle inflige des blessures ou pas"."""
    st = fresh("tutorial-4")
    put(st, "anna", "d3")
    put(st, "oscar", "d4")
    activate(st, "anna")
    act(st, "cast assaut d4")
    roll(st, "tacle", "armure", "tacle")
    assert piece(st, "oscar").injuries == 0
    assert (cell_of(st, "anna"), cell_of(st, "oscar")) == ("d4", "d3")


def test_assaut_on_an_empty_cell_moves_nobody() -> None:
    """seed 003, tutorial 4 "Assaut": the swap is with the targeted character; none, no swap."""
    st = fresh("tutorial-4")
    put(st, "anna", "d3")
    activate(st, "anna")
    act(st, "cast assaut d5")
    assert cell_of(st, "anna") == "d3"
    assert pending(st) is None
    assert piece(st, "anna").ap == 3


@pytest.mark.parametrize("ally", ["reine", "tofu1"])
def test_transposition_swaps_with_an_ally_without_dice(ally: str) -> None:
    """seed 003, tutorial 4 "Transposition" (figure or Mob token); "Sort spécial": no critical, no armor."""
    st = fresh("tutorial-4")
    put(st, "anna", "d3")
    put(st, "roi", "c3")
    put(st, ally, "f4")
    activate(st, "anna")
    act(st, "cast transposition f4")
    assert (cell_of(st, "anna"), cell_of(st, ally)) == ("f4", "d3")
    assert pending(st) is None
    assert piece(st, "anna").ap == 4


# -- markers ---------------------------------------------------------------------------------------
def _bad_then_kreol(st: KrosmasterState) -> None:
    """Bad Aboum active as the last Krosmaster of player 1's turn (tutorial 6 timeline)."""
    for label, cell in (("guy", "a1"), ("bad", "e2"), ("kreol", "e5"), ("opee", "j10")):
        put(st, label, cell)
    activate(st, "bad")
    st.timeline_index, st.mob_stage = 1, True


def test_markers_apply_at_the_targets_next_activation() -> None:
    """seed 003, "Effets additionnels" (−X PM / −X PA markers; "Rappel : ... prennent effet au début de la
    phase d'activation ... puis sont défaussés"); tutorial 6 "Marqueur Point d'Action"."""
    st = fresh("tutorial-6", EXTRA)
    _bad_then_kreol(st)
    put(st, "bad", "e2", spells=("t-slow",))
    act(st, "cast t-slow e5")
    kreol = piece(st, "kreol")
    assert (kreol.mp_markers, kreol.ap_markers) == (-1, -2)
    act(st, "end")  # player 2's turn: Kréol first
    assert st.active == kreol.id
    assert (kreol.mp, kreol.ap, kreol.mp_markers, kreol.ap_markers) == (2, 4, 0, 0)


def test_plus_mp_marker_is_not_immediate() -> None:
    """seed 003, FAQ: "+X PM ... mon personnage dispose immédiatement de ces PM ? NON"; "Sort personnel"
    affects its caster."""
    st = fresh("tutorial-6", EXTRA)
    put(st, "kreol", "e5", spells=("t-haste",))
    activate(st, "kreol")
    act(st, "cast t-haste e5")
    kreol = piece(st, "kreol")
    assert (kreol.mp, kreol.mp_markers) == (3, 2)


@pytest.mark.parametrize(("spell", "field"), [("t-vole-pm", "mp"), ("t-vole-pa", "ap")])
def test_vole_one_moves_one_marker(spell: str, field: str) -> None:
    """seed 003, "Vole 1 PM / Vole 1 PA": −1 marker on the target, +1 on the caster; FAQ: not immediate."""
    st = fresh("tutorial-6", EXTRA)
    _bad_then_kreol(st)
    bad = put(st, "bad", "e2", spells=(spell,))
    act(st, f"cast {spell} e5")
    kreol = piece(st, "kreol")
    assert getattr(kreol, f"{field}_markers") == -1
    assert getattr(bad, f"{field}_markers") == 1
    assert (bad.mp, bad.ap) == (3, 5)  # nothing gained now
    act(st, "end")
    assert getattr(kreol, field) == {"mp": 3, "ap": 6}[field] - 1
    act(st, "end")  # Kréol
    act(st, "end")  # Opée; turn 3: Guy
    act(st, "end")  # Bad
    assert st.active == bad.id
    assert getattr(bad, field) == {"mp": 3, "ap": 6}[field] + 1


# -- areas (K9) ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("area", "target", "cells"),
    [
        (Area.CROSS, "e7", {"e7", "d7", "f7", "e6", "e8"}),
        (Area.SQUARE, "e7", {"d6", "e6", "f6", "d7", "e7", "f7", "d8", "e8", "f8"}),
        (Area.HAMMER, "e7", {"e7", "d7", "f7", "e8"}),
        (Area.STAFF, "e7", {"e7", "d7", "f7"}),
        (Area.SHOVEL, "e7", {"e7", "e8"}),
        (Area.HAMMER, "g5", {"g5", "g4", "g6", "h5"}),
        (Area.SHOVEL, "c5", {"c5", "b5"}),
        (Area.CROSS, "e6", {"e6", "d6", "f6", "e7"}),  # never the caster's cell
        (Area.SQUARE, "f6", {"e6", "f6", "g6", "f5", "g5", "e7", "f7", "g7"}),
        (Area.SHOVEL, "a5", {"a5"}),  # off the board is nothing
    ],
)
def test_area_cells(area: Area, target: str, cells: set[str]) -> None:
    """seed 003, "Zone d'effet" (diagrams lost); decision K9: Cross, Square, Hammer T/T±p/T+d, Staff T/T±p,
    Shovel T/T+d, never the caster's cell."""
    st = fresh("tutorial-6")
    b = st.board
    got = area_cells(st, b.parse("e5" if target != "a5" else "c5"), b.parse(target), area)
    assert {b.name(c) for c in got} == cells


def test_area_one_critical_roll_one_armor_roll_per_target() -> None:
    """seed 003, "Zone d'effet": "n'effectuez qu'un seul jet de coup critique ... mais chaque cible effectue
    un jet d'armure séparé"; allies are hit too, the caster never."""
    st = fresh("tutorial-6", EXTRA)
    put(st, "kreol", "e5", spells=("t-square",))
    put(st, "guy", "f6")
    put(st, "bad", "g7", powers=("armure",))
    put(st, "opee", "e6")  # Kréol's ally
    activate(st, "kreol")
    events = act(st, "cast t-square f6")
    assert pending(st) == ("critical", 2)
    events += roll(st, "critique", "tacle")
    order = armor_round(st, {"guy": "tacle", "bad": "armure", "opee": "tacle"})
    assert sorted(order) == ["bad", "guy", "opee"]
    assert [e.data["roll"] for e in events if e.kind == "roll"] == ["critical"]
    assert [piece(st, x).injuries for x in ("guy", "bad", "opee", "kreol")] == [2, 0, 2, 0]


@pytest.mark.parametrize(
    ("spell", "hit"),
    [
        ("t-cross", {"guy", "bad", "opee", "bombe1", "bombe2"}),
        ("t-square", {"guy", "bad", "opee", "bombe1", "bombe2"}),
        ("t-hammer", {"guy", "bad", "opee", "bombe1"}),
        ("t-staff", {"guy", "bad", "opee"}),
        ("t-shovel", {"guy", "bombe1"}),
    ],
)
def test_area_spells_hit_their_cells(spell: str, hit: set[str]) -> None:
    """seed 003, "Zone d'effet"; decision K9 (Kréol on e2 aims at e5: d points to e6, p along row 5)."""
    st = fresh("tutorial-6", EXTRA)
    put(st, "kreol", "e2", spells=("t-cross", "t-square", "t-hammer", "t-staff", "t-shovel"))
    for label, cell in (("guy", "e5"), ("bad", "d5"), ("opee", "f5"), ("bombe1", "e6"), ("bombe2", "e4")):
        put(st, label, cell)
    activate(st, "kreol")
    act(st, f"cast {spell} e5")
    roll(st, "tacle", "tacle")
    rollers = armor_round(st, dict.fromkeys(("guy", "bad", "opee", "bombe1", "bombe2"), "armure"))
    assert sorted(rollers) == sorted(hit)
    assert pending(st) is None


def test_area_on_an_empty_main_target_hits_the_additional_targets() -> None:
    """seed 003, "Zone d'effet" and "Lancer un sort": a target may be a free cell."""
    st = fresh("tutorial-6", EXTRA)
    put(st, "kreol", "e2", spells=("t-cross",))
    put(st, "guy", "f5")
    activate(st, "kreol")
    act(st, "cast t-cross e5")
    assert pending(st) == ("critical", 2)
    roll(st, "tacle", "tacle")
    assert roller(st) == "guy"
    roll(st, "tacle")
    assert piece(st, "guy").injuries == 1


# -- powers ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("powers", "injuries"),
    [((), 2), (("resistance-air",), 1), (("resistance-eau",), 2), (("immunise",), 0)],
)
def test_resistance_and_immunise_against_an_air_spell(powers: tuple[str, ...], injuries: int) -> None:
    """seed 003, "Résistance" (−1 from that element), "Immunisé" (elemental spells cannot injure);
    Dan To Fu is Air (research §3.2)."""
    st = fresh("tutorial-3")
    put(st, "reine", "d2")
    put(st, "roi", "d4", powers=("armure", *powers))
    activate(st, "reine")
    act(st, "cast dan-to-fu d4")
    roll(st, "critique", "tacle")
    roll(st, "tacle", "tacle")
    assert piece(st, "roi").injuries == injuries


def test_immunise_blocks_extra_elemental_damage_but_not_neutral() -> None:
    """seed 003, "Immunisé"; FAQ (Style Féca: extra elemental damage is not taken either); "Dégâts neutres"
    are not elemental."""
    st = fresh("tutorial-3")
    put(st, "reine", "d2")
    put(st, "roi", "d4", powers=("armure", "immunise"))
    put(st, "tofu1", "c4")
    put(st, "tofu2", "e4")
    activate(st, "reine", ap=11)
    act(st, "cast dan-to-fu d4")
    roll(st, "critique", "critique", "tacle", "tacle")
    assert piece(st, "roi").injuries == 0
    put(st, "reine", "d3")
    act(st, "cast coup-de-poing d4")
    roll(st, "critique", "tacle", "tacle")
    assert piece(st, "roi").injuries == 2


@pytest.mark.parametrize(("armor", "reine_injuries"), [("tacle", 1), ("armure", 0)])
def test_riposte_hurts_an_enemy_that_injures_it(armor: str, reine_injuries: int) -> None:
    """seed 003, "Riposte": each time an enemy character inflicts one or more injuries on it, that enemy
    takes 1 injury."""
    st = fresh("tutorial-3")
    put(st, "reine", "d2")
    put(st, "roi", "d4", powers=("armure", "riposte"))
    activate(st, "reine")
    act(st, "cast dan-to-fu d4")
    roll(st, "tacle", "tacle")
    roll(st, armor, "tacle")
    assert piece(st, "roi").injuries == 1 - (armor == "armure")
    assert piece(st, "reine").injuries == reine_injuries


def test_riposte_ignores_an_allied_attacker() -> None:
    """seed 003, "Riposte": only "un personnage adverse" takes the injury back."""
    st = fresh("tutorial-4")
    put(st, "anna", "d3", spells=("dan-to-fu",))
    put(st, "reine", "d5", powers=("riposte",))
    activate(st, "anna")
    act(st, "cast dan-to-fu d5")
    roll(st, "critique", "tacle")
    assert (piece(st, "reine").injuries, piece(st, "anna").injuries) == (2, 0)


def test_insensible_ignores_repousse_but_takes_the_damage() -> None:
    """seed 003, "Insensible": ignores additional effects, except those that deal extra damage."""
    st = fresh("tutorial-6")
    put(st, "kreol", "e2")
    put(st, "guy", "e3", powers=("insensible",))
    activate(st, "kreol")
    act(st, "cast soufflette e3")
    assert cell_of(st, "guy") == "e3"
    roll(st, "tacle", "tacle", "tacle")
    assert piece(st, "guy").injuries == 3


def test_insensible_still_takes_extra_damage() -> None:
    """seed 003, "Insensible": "sauf ceux qui infligent des dégâts supplémentaires ou des blessures"."""
    st = fresh("tutorial-3")
    put(st, "reine", "d2")
    put(st, "roi", "d4", powers=("armure", "insensible"))
    put(st, "tofu1", "c4")
    activate(st, "reine")
    act(st, "cast dan-to-fu d4")
    roll(st, "tacle", "tacle", "tacle", "tacle")
    assert piece(st, "roi").injuries == 2


def test_insensible_ignores_markers_and_swaps() -> None:
    """seed 003, "Insensible": no markers, no change of position."""
    st = fresh("tutorial-4", EXTRA)
    put(st, "anna", "d3", spells=("assaut", "t-slow"))
    put(st, "oscar", "d4", powers=("insensible",))
    activate(st, "anna")
    act(st, "cast t-slow d4")
    assert (piece(st, "oscar").mp_markers, piece(st, "oscar").ap_markers) == (0, 0)
    act(st, "cast assaut d4")
    assert (cell_of(st, "anna"), cell_of(st, "oscar")) == ("d3", "d4")


# -- the Water Bomb --------------------------------------------------------------------------------
def test_shot_bomb_explodes_and_chains() -> None:
    """seed 003, tutorial 6 "Explosion de Bombe": on K.O. it casts Explosion on the 8 cells around it,
    1 Dégât, one critical roll, an armor roll per target, a −1 PA marker on every character hit "même
    s'il ne subit aucune blessure"; a bomb hit by another explodes too (research §5.1)."""
    st = fresh("tutorial-6")
    put(st, "guy", "e2")
    put(st, "bad", "j1")
    put(st, "bombe1", "e5")
    put(st, "bombe2", "d6")  # diagonal to bombe1
    put(st, "kreol", "e6")  # next to both bombs
    put(st, "opee", "f4")  # diagonal to bombe1 only
    activate(st, "guy")
    act(st, "cast fleche-harcelante e5")
    roll(st, "tacle")  # Guy's critical
    assert (pending(st), roller(st)) == (("armor", 1), "bombe1")
    roll(st, "tacle")
    # bombe1 is K.O.: its Explosion (the bomb has no Critique: one die)
    assert (pending(st), roller(st)) == (("critical", 1), "bombe1")
    roll(st, "tacle")
    first = armor_round(st, {"kreol": "tacle", "opee": "armure", "bombe2": "tacle"})
    assert sorted(first) == ["bombe2", "kreol", "opee"]
    assert cell_of(st, "bombe1") is None  # removed once its Explosion is over
    assert (pending(st), roller(st)) == (("critical", 1), "bombe2")
    roll(st, "critique")
    second = armor_round(st, {"kreol": "tacle"})
    assert second == ["kreol"]
    assert cell_of(st, "bombe2") is None
    kreol, opee = piece(st, "kreol"), piece(st, "opee")
    assert (kreol.injuries, kreol.ap_markers) == (3, -2)
    assert (opee.injuries, opee.ap_markers) == (0, -1)
    assert pending(st) is None


def test_explosion_hits_the_eight_surrounding_cells_only() -> None:
    """seed 003, tutorial 6: "Explosion affecte les huit cases autour d'elle"."""
    st = fresh("tutorial-6")
    put(st, "guy", "a1")
    put(st, "bad", "e4", spells=("tir-de-recul",))
    put(st, "bombe1", "e6")
    put(st, "kreol", "e8")  # two cells away
    put(st, "opee", "d7")  # diagonal
    activate(st, "bad")
    act(st, "cast tir-de-recul e6")
    assert cell_of(st, "bad") == "e3"  # Recul before the dice
    roll(st, "tacle", "tacle")
    roll(st, "tacle")
    assert armor_round(st, {"opee": "tacle"}) == ["opee"]
    assert (piece(st, "opee").injuries, piece(st, "opee").ap_markers) == (1, -1)
    assert (piece(st, "kreol").injuries, piece(st, "kreol").ap_markers) == (0, 0)
    assert piece(st, "bad").ap_markers == 0


@pytest.mark.parametrize(
    ("powers", "injuries"),
    [((), 1), (("resistance-eau",), 0), (("resistance-feu",), 1), (("immunise",), 0)],
)
def test_explosion_is_water_damage_and_marks_even_at_zero(powers: tuple[str, ...], injuries: int) -> None:
    """seed 003, tutorial 6 (1 Dégât; −1 PA "même s'il ne subit aucune blessure"); decision K6 (the
    Explosion is Water); "Résistance", "Immunisé" stop injuries, not the marker."""
    st = fresh("tutorial-6")
    put(st, "guy", "e2")
    put(st, "bad", "j1")
    put(st, "bombe1", "e5")
    put(st, "kreol", "e6", powers=("critique", *powers))
    put(st, "opee", "j10")
    activate(st, "guy")
    act(st, "cast fleche-harcelante e5")
    roll(st, "tacle", "tacle")
    roll(st, "tacle")  # the Explosion's critical: 1 Dégât
    armor_round(st, {"kreol": "tacle"})
    assert (piece(st, "kreol").injuries, piece(st, "kreol").ap_markers) == (injuries, -1)


def test_bomb_ticks_at_its_summoners_activation_start() -> None:
    """seed 003, "Pions Bombe": "Au début du tour du personnage qui l'a mise en jeu, une bombe subit
    automatiquement 1 blessure" and explodes; "Tour de jeu" 2.1 then 2.2: a −1 PA marker it puts on its
    summoner applies that very activation."""
    st = fresh("tutorial-6")
    put(st, "guy", "a1")
    put(st, "bad", "e4")
    put(st, "bombe1", "e5")
    put(st, "kreol", "e6")
    put(st, "opee", "j10")
    activate(st, "opee")
    st.timeline_index, st.mob_stage = 1, True  # Opée is last on player 2's timeline
    act(st, "end")  # turn passes: Guy's activation, the bomb does not tick
    assert st.active == piece(st, "guy").id
    assert (piece(st, "bombe1").injuries, pending(st)) == (0, None)
    act(st, "end")  # Bad's activation starts: the bomb ticks
    assert (pending(st), roller(st)) == (("critical", 1), "bombe1")
    roll(st, "tacle")
    armor_round(st, {"bad": "tacle", "kreol": "armure"})
    assert cell_of(st, "bombe1") is None
    bad = piece(st, "bad")
    assert st.active == bad.id
    assert (bad.injuries, bad.mp, bad.ap, bad.ap_markers) == (1, 3, 5, 0)
    assert (piece(st, "kreol").injuries, piece(st, "kreol").ap_markers) == (0, -1)


def test_two_bombs_ticking_the_active_player_orders_them() -> None:
    """seed 003, "2.1 Phase préliminaire": triggered effects in the order the active player chooses."""
    st = fresh("tutorial-6")
    put(st, "guy", "a1")
    put(st, "bad", "e1")
    put(st, "bombe1", "a10")
    put(st, "bombe2", "j10")
    put(st, "kreol", "j9")
    put(st, "opee", "a9")
    activate(st, "guy")
    act(st, "end")
    assert pending(st) is None
    assert st.waiting_for(ChoosePiece) is not None and st.waiting_for(ChoosePiece).reason == "trigger"
    assert sorted(st.waiting_for(ChoosePiece).options) == sorted(
        [piece(st, "bombe1").id, piece(st, "bombe2").id]
    )
    act(st, "choose bombe2")
    assert (pending(st), roller(st)) == (("critical", 1), "bombe2")
    roll(st, "tacle")
    assert armor_round(st, {"kreol": "tacle"}) == ["kreol"]
    assert (pending(st), roller(st)) == (("critical", 1), "bombe1")
    roll(st, "tacle")
    assert armor_round(st, {"opee": "armure"}) == ["opee"]
    assert (piece(st, "kreol").injuries, piece(st, "opee").injuries) == (1, 0)
    assert (cell_of(st, "bombe1"), cell_of(st, "bombe2")) == (None, None)
    assert st.active == piece(st, "bad").id

"""Moving and being locked (seed 003, "Déplacement", "Les PM et les PA", "Blocage")."""

from __future__ import annotations

import pytest

from arena.games.krosmaster.state import KrosmasterState
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
    rejected,
    roll,
    scenery,
)


def moves(st: KrosmasterState) -> set[str]:
    return {
        st.game.action_to_text(a)[5:] for a in st.legal_actions() if st.game.action_to_text(a)[:5] == "move "
    }


def t3(**cells: str) -> KrosmasterState:
    """Tutorial 3 (Reine/Roi with powers, Tofus, Bouftou) on an empty 8x8 board."""
    st = clear(new_state("tutorial-3"))
    for label, cell in cells.items():
        put(st, label, cell)
    return st


# -- plain movement ---------------------------------------------------------------------------------------
def test_each_step_costs_one_mp() -> None:
    """seed 003, "Déplacement" (tutorial 1) and "Se déplacer d'une case (1 PM)": the Reine's
    4 PM move her 4 cells, then no more."""
    st = t3(reine="d1", roi="h8")
    activate(st, "reine")
    path = ["d2", "d3", "e3", "e4"]
    for i, cell in enumerate(path):
        events = act(st, f"move {cell}")
        assert [e.kind for e in events] == ["move"]
        assert cell_of(st, "reine") == cell
        assert piece(st, "reine").mp == 3 - i
        assert piece(st, "reine").ap == 6
    assert moves(st) == set()
    assert st.acting and st.pieces[st.active].label == "reine"  # AP left: still her turn
    rejected(st, "move e5", "no-mp")


def test_only_orthogonal_single_steps() -> None:
    """seed 003, "Cases adjacentes": never diagonally, one adjacent cell per PM."""
    st = t3(reine="d4", roi="h8")
    activate(st, "reine")
    assert moves(st) == {"c4", "e4", "d3", "d5"}
    rejected(st, "move e5", "not-adjacent")
    rejected(st, "move c3", "not-adjacent")
    rejected(st, "move d6", "not-adjacent")
    rejected(st, "move d4", "not-adjacent")


def test_corner_and_edge_moves() -> None:
    """seed 003, "Les cases": a corner cell has 2 adjacent cells, an edge cell 3."""
    st = t3(reine="a1", roi="h8")
    activate(st, "reine")
    assert moves(st) == {"a2", "b1"}
    act(st, "move b1")
    assert moves(st) == {"a1", "c1", "b2"}


@pytest.mark.parametrize("kind", ["bush", "tree"])
def test_bushes_and_trees_are_impassable(kind: str) -> None:
    """seed 003, "Cases impassables", "Décors": bushes and trees are obstacles."""
    st = t3(reine="d4", roi="h8")
    scenery(st, "d5", kind)
    activate(st, "reine")
    assert moves(st) == {"c4", "e4", "d3"}
    rejected(st, "move d5", "cell-blocked")


@pytest.mark.parametrize("blocker", ["roi", "bouftou", "tofu1", "reine"])
def test_characters_are_impassable(blocker: str) -> None:
    """seed 003, "Obstacle - Case libre": characters (allies and enemies, mobs too, Tofus
    included) are obstacles."""
    mover = "tofu2" if blocker == "reine" else "reine"
    st = t3(**{mover: "d4", blocker: "d5"})
    if "roi" not in (mover, blocker):
        put(st, "roi", "h8")
    activate(st, mover)
    assert "d5" not in moves(st)
    rejected(st, "move d5", "cell-blocked")


def test_bombs_are_impassable() -> None:
    """seed 003, "Pions Bombe": a bomb is an obstacle, its cell impassable (own or enemy)."""
    st = clear(new_state("tutorial-6"))
    put(st, "kreol", "e5")
    put(st, "bombe1", "e6")
    put(st, "bad", "a1")
    activate(st, "kreol")
    assert moves(st) == {"d5", "f5", "e4"}
    rejected(st, "move e6", "cell-blocked")
    activate(st, "bad", mp=3)
    put(st, "bad", "f6")
    assert "e6" not in moves(st)
    rejected(st, "move e6", "cell-blocked")


def test_crates_are_passable() -> None:
    """seed 003, "Les caisses" (tutorial 4) and "Décors": a crate is not an obstacle; the
    character stands on it, for 1 PM like any free cell."""
    st = clear(new_state("tutorial-4"))
    put(st, "anna", "d4")
    put(st, "roi", "j10")
    scenery(st, "d5", "crate")
    scenery(st, "d6", "crate")
    activate(st, "anna")
    assert "d5" in moves(st)
    act(st, "move d5")
    act(st, "move d6")
    assert cell_of(st, "anna") == "d6"
    assert piece(st, "anna").mp == 1
    assert st.scenery[st.board.parse("d6")] == 3  # the crate stays under her


def test_no_move_without_mp_even_with_ap() -> None:
    """seed 003, "Les PM et les PA": moving spends PM, never PA."""
    st = t3(reine="d4", roi="h8")
    activate(st, "reine", mp=0, ap=6)
    assert moves(st) == set()
    rejected(st, "move d5", "no-mp")


# -- lock and dodge ---------------------------------------------------------------------------------------
def test_lock_and_dodge_use_two_dice_with_the_powers() -> None:
    """seed 003, "Tacle" / "Esquive" (tutorial 2): the Roi locks with 2 dice, the Reine dodges
    with 2; one Tacle against one Esquive success is an escape."""
    st = t3(reine="d4", roi="d5")
    activate(st, "reine")
    assert act(st, "move c4") == []
    assert piece(st, "reine").mp == 3
    assert pending(st) == ("lock", 2)
    roll(st, "tacle", "armure")
    assert pending(st) == ("dodge", 2)
    events = roll(st, "esquive", "armure")
    assert pending(st) is None
    assert [e.kind for e in events] == ["roll", "move"]
    assert cell_of(st, "reine") == "c4"
    assert (piece(st, "reine").mp, piece(st, "reine").ap) == (3, 6)


def test_bad_aboum_locks_and_guy_dodges_with_two_dice() -> None:
    """seed 003 tutorial 6 ("Esquive et Tacle": Bad Aboum rolls 2 dice for both) and tutorial 5
    (Guy Yomtella's Esquive); Kréol has neither power, so he rolls one die."""
    st = clear(new_state("tutorial-6"))
    put(st, "kreol", "e5")
    put(st, "bad", "e6")
    put(st, "guy", "d5")
    put(st, "opee", "a10")
    activate(st, "kreol")
    act(st, "move e4")
    assert pending(st) == ("lock", 2)
    assert st.waiting_for(RollDice) is not None and st.pieces[st.waiting_for(RollDice).roller].label == "bad"
    roll(st, "tacle", "armure")
    assert pending(st) == ("dodge", 1)
    roll(st, "esquive")
    assert pending(st) == ("lock", 1)  # now Guy, who has no Tacle
    roll(st, "armure")
    assert cell_of(st, "kreol") == "e4"
    activate(st, "guy")
    put(st, "kreol", "d4")
    act(st, "move c5")
    assert pending(st) == ("lock", 1)
    roll(st, "tacle")
    assert pending(st) == ("dodge", 2)
    roll(st, "armure", "armure")
    assert cell_of(st, "guy") == "d5"
    assert (piece(st, "guy").mp, piece(st, "guy").ap) == (0, 0)


def test_equal_successes_escape() -> None:
    """seed 003, "Tacle" (tutorial 2): the Reine needs at least as many dodge successes as
    lock successes."""
    st = t3(reine="d4", roi="d5")
    activate(st, "reine")
    act(st, "move e4")
    roll(st, "tacle", "dofus")  # 2 lock successes
    roll(st, "critique-esquive", "esquive")  # 2 dodge successes (choice face turned)
    assert cell_of(st, "reine") == "e4"
    assert piece(st, "reine").mp == 3


def test_blocked_loses_all_mp_and_ap_and_stays() -> None:
    """seed 003, "Blocage": "il perd tous ses PM et tous ses PA" and stays on its cell;
    tutorial 1: "c'est immédiatement la fin de son tour"."""
    st = t3(reine="d4", roi="d5")
    activate(st, "reine")
    act(st, "move c4")
    roll(st, "tacle", "tacle")
    events = roll(st, "esquive", "critique")
    blocked = [e for e in events if e.kind == "blocked"]
    assert len(blocked) == 1
    assert blocked[0].data == {"piece": "reine", "by": "roi", "lock": 2, "dodge": 1}
    assert "move" not in [e.kind for e in events]
    assert cell_of(st, "reine") == "d4"
    assert (piece(st, "reine").mp, piece(st, "reine").ap) == (0, 0)
    # Her activation is over: with no Tofu in play the Roi's turn starts.
    assert st.player == 1 and st.acting and st.pieces[st.active].label == "roi"


def test_tutorial_1_rolls_one_die_each() -> None:
    """seed 003 tutorial 1, "Blocage": one lock die and one dodge die (no powers yet)."""
    st = clear(new_state("tutorial-1"))
    put(st, "reine", "d4")
    put(st, "roi", "d5")
    activate(st, "reine")
    act(st, "move c4")
    assert pending(st) == ("lock", 1)
    roll(st, "dofus")
    assert pending(st) == ("dodge", 1)
    roll(st, "armure")
    assert cell_of(st, "reine") == "d4"
    assert (piece(st, "reine").mp, piece(st, "reine").ap) == (0, 0)


def test_no_dodge_roll_when_the_lock_fails() -> None:
    """seed 003, "Blocage": dodging cancels lock successes; with none there is nothing to
    dodge and the move happens at once."""
    st = t3(reine="d4", roi="d5")
    activate(st, "reine")
    act(st, "move d3")
    events = roll(st, "critique", "esquive")
    assert pending(st) is None
    assert [e.kind for e in events] == ["roll", "move"]
    assert cell_of(st, "reine") == "d3"


def test_multiple_lock_reine_against_roi_and_bouftou() -> None:
    """seed 003, "Blocage multiple" (tutorial 3): a lock roll for the Roi (2 dice, Tacle)
    dodged with 2 dice, then another lock roll for the Bouftou (1 die) dodged with 2 dice."""
    st = t3(reine="d4", roi="d5", bouftou="c4")
    activate(st, "reine")
    act(st, "move e4")
    assert pending(st) == ("lock", 2)
    assert st.waiting_for(RollDice) is not None and st.pieces[st.waiting_for(RollDice).roller].label == "roi"
    roll(st, "tacle", "armure")
    assert pending(st) == ("dodge", 2)
    roll(st, "esquive", "critique")
    assert pending(st) == ("lock", 1)
    assert (
        st.waiting_for(RollDice) is not None and st.pieces[st.waiting_for(RollDice).roller].label == "bouftou"
    )
    roll(st, "tacle")
    assert pending(st) == ("dodge", 2)
    events = roll(st, "critique", "dofus")
    assert [e.kind for e in events] == ["roll", "move"]
    assert cell_of(st, "reine") == "e4"


def test_multiple_lock_second_locker_blocks() -> None:
    """seed 003, "Blocage multiple": escaping the Roi is not enough, the Bouftou locks too."""
    st = t3(reine="d4", roi="d5", bouftou="c4")
    activate(st, "reine")
    act(st, "move e4")
    roll(st, "armure", "armure")  # the Roi fails: no dodge roll against him
    assert pending(st) == ("lock", 1)
    roll(st, "tacle")
    events = roll(st, "armure", "tacle")
    assert [e.data["by"] for e in events if e.kind == "blocked"] == ["bouftou"]
    assert cell_of(st, "reine") == "d4"
    assert (piece(st, "reine").mp, piece(st, "reine").ap) == (0, 0)


def test_multiple_lock_stops_at_the_first_block() -> None:
    """seed 003, "Blocage": once blocked the character cannot move, so no further rolls."""
    st = t3(reine="d4", roi="d5", bouftou="c4")
    activate(st, "reine")
    act(st, "move e4")
    roll(st, "tacle", "tacle")
    events = roll(st, "esquive", "armure")
    assert pending(st) is None
    assert [e.data["by"] for e in events if e.kind == "blocked"] == ["roi"]
    assert cell_of(st, "reine") == "d4"


def test_mobs_lock_and_are_locked_with_one_die() -> None:
    """seed 003, "Pions Mob": a Bouftou moves like a figure; without Tacle/Esquive it rolls
    one die (and the Reine, without Tacle, one lock die)."""
    st = t3(bouftou="d4", reine="d5", roi="h8")
    activate(st, "bouftou")
    act(st, "move c4")
    assert pending(st) == ("lock", 1)
    roll(st, "tacle")
    assert pending(st) == ("dodge", 1)
    roll(st, "esquive")
    assert cell_of(st, "bouftou") == "c4"
    assert piece(st, "bouftou").mp == 2


def test_leaving_contact_into_other_contact_still_locks() -> None:
    """seed 003, "Blocage": leaving a cell adjacent to an enemy triggers the roll, whatever
    the destination, even a cell still in contact with an enemy. Only enemies adjacent to
    the cell being left roll."""
    st = t3(reine="d4", roi="d5", bouftou="f4")
    activate(st, "reine")
    act(st, "move e4")  # e4 touches the Bouftou; d4 touched only the Roi
    assert pending(st) == ("lock", 2)
    roll(st, "armure", "armure")
    assert pending(st) is None
    assert cell_of(st, "reine") == "e4"
    act(st, "move e3")  # now she leaves the Bouftou's contact
    assert pending(st) == ("lock", 1)


def test_entering_contact_does_not_lock() -> None:
    """seed 003, "Blocage": only leaving a cell adjacent to an enemy risks a lock."""
    st = t3(reine="d3", roi="d5")
    activate(st, "reine")
    events = act(st, "move d4")
    assert [e.kind for e in events] == ["move"]
    assert pending(st) is None


def test_allies_never_lock() -> None:
    """seed 003, "Blocage": only adversaries (personnages adverses) lock."""
    st = t3(reine="d4", tofu1="d5", roi="h8")
    put(st, "bouftou", "h1")
    activate(st, "roi", mp=3)
    put(st, "roi", "g1")
    act(st, "move g2")  # the Bouftou, his ally, is adjacent
    assert pending(st) is None
    assert cell_of(st, "roi") == "g2"


def test_toupiti_movers_are_never_locked() -> None:
    """seed 003, "Toupiti" (tutorial 3): a Tofu cannot be locked."""
    st = t3(tofu1="d4", roi="d5", bouftou="c4", reine="h1")
    activate(st, "tofu1")
    events = act(st, "move e4")
    assert pending(st) is None
    assert [e.kind for e in events] == ["move"]
    assert cell_of(st, "tofu1") == "e4"


def test_toupiti_enemies_never_lock() -> None:
    """seed 003, "Toupiti": a Tofu does not lock; next to a Tofu and the Reine, only the
    Reine (1 die, no Tacle) rolls lock against the Roi (1 die, no Esquive)."""
    st = t3(roi="d4", tofu1="d5", tofu2="c4", reine="h8")
    activate(st, "roi")
    events = act(st, "move e4")
    assert [e.kind for e in events] == ["move"]
    assert cell_of(st, "roi") == "e4"
    put(st, "reine", "e3")
    put(st, "tofu3", "f4")
    act(st, "move e5")
    assert pending(st) == ("lock", 1)
    assert (
        st.waiting_for(RollDice) is not None and st.pieces[st.waiting_for(RollDice).roller].label == "reine"
    )
    roll(st, "tacle")
    assert pending(st) == ("dodge", 1)
    roll(st, "dofus")
    assert pending(st) is None
    assert cell_of(st, "roi") == "e5"


def test_bombs_do_not_lock() -> None:
    """seed 003, "Pions Bombe": a bomb is a mechanism, not a character, and has Toupiti."""
    st = clear(new_state("tutorial-6"))
    put(st, "kreol", "e5")
    put(st, "bombe1", "e6")
    put(st, "bombe2", "f5")
    put(st, "bad", "a1")
    activate(st, "kreol")
    events = act(st, "move d5")
    assert [e.kind for e in events] == ["move"]
    assert pending(st) is None


def test_lock_rolls_only_when_spending_mp_swap_and_transposition() -> None:
    """seed 003 tutorial 4: Anna Tommy cannot be locked when she leaves contact with Assaut
    or Transposition; "Blocage": only a 1 PM step can be blocked."""
    st = clear(new_state("tutorial-4"))
    put(st, "anna", "e5")
    put(st, "roi", "e6")
    put(st, "oscar", "d5")
    put(st, "reine", "e2")
    activate(st, "anna")
    events = act(st, "cast transposition e2")
    assert pending(st) is None
    assert [e.kind for e in events] == ["cast", "swap"]
    assert (cell_of(st, "anna"), cell_of(st, "reine")) == ("e2", "e5")


def test_assaut_swap_is_not_locked() -> None:
    """seed 003 tutorial 4 ("Assaut"): the exchange of positions is never locked; the next
    die is the attack's critical roll, not a lock roll."""
    st = clear(new_state("tutorial-4"))
    put(st, "anna", "e5")
    put(st, "roi", "e6")
    put(st, "oscar", "d5")
    put(st, "reine", "a1")
    activate(st, "anna")
    events = act(st, "cast assaut e6")
    assert [e.kind for e in events] == ["cast", "swap"]
    assert (cell_of(st, "anna"), cell_of(st, "roi")) == ("e6", "e5")
    assert pending(st) == ("critical", 1)


def test_recul_is_not_locked() -> None:
    """seed 003 tutorial 6 ("Tir de Recul") and FAQ: Bad Aboum's Recul 1 away from an
    adjacent enemy is never locked."""
    st = clear(new_state("tutorial-6"))
    put(st, "bad", "e5")
    put(st, "kreol", "e6")
    put(st, "opee", "d5")
    put(st, "guy", "a1")
    activate(st, "bad")
    events = act(st, "cast tir-de-recul e6")
    assert [e.kind for e in events] == ["cast", "forced-move"]
    assert cell_of(st, "bad") == "e4"
    assert pending(st) == ("critical", 1)
    assert piece(st, "bad").mp == 3


def test_repousse_is_not_locked() -> None:
    """seed 003 FAQ: Repousse moves a character without any lock roll, even out of contact."""
    st = clear(new_state("tutorial-6"))
    put(st, "kreol", "e3")
    put(st, "guy", "e4")
    put(st, "bad", "d4")
    put(st, "opee", "a10")
    activate(st, "kreol")
    events = act(st, "cast soufflette e4")
    assert [e.kind for e in events] == ["cast", "forced-move"]
    assert cell_of(st, "guy") == "e7"  # pushed 3 cells out of Kréol's contact
    assert pending(st) == ("critical", 2)  # Kréol's Critique, not a lock roll


def test_illegal_moves_during_a_roll_or_a_choice() -> None:
    """seed 003, "Jets de dés" and "Pions Mob": a pending roll or choice comes first."""
    st = t3(reine="d4", roi="d5")
    activate(st, "reine")
    act(st, "move c4")
    rejected(st, "move d3", "dice-pending")
    st2 = new_state("tutorial-3")
    act(st2, "cast invocation-de-tofu c1")
    act(st2, "cast invocation-de-tofu e1")
    act(st2, "end")
    assert st2.waiting_for(ChoosePiece) is not None and not st2.acting
    rejected(st2, "move d2", "choose-first")

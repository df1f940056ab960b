"""The optional rule (seed 003, "Règle optionnelle : destruction de décors"): melee attack
spells only, scenery never rolls armor, healed at the end of each player turn, drops 3/6/12
kamas (crate, bush, tree) from the bank onto its cell."""

from __future__ import annotations

from arena.games.krosmaster import KrosmasterState
from arena.games.krosmaster.board import BUSH, CRATE, TREE
from arena.games.krosmaster.tasks import RollDice

from .harness import act, activate, answer, check_conservation, full_game, put, roll

CRATE_CELL, TREE_CELL, BUSH_CELL = "d10", "c9", "f10"  # La Fosse (K4)


def fosse(destruction: bool = True) -> KrosmasterState:
    st = full_game(arena="la-fosse", destruction=destruction)
    assert st.scenery[st.board.parse(CRATE_CELL)] == CRATE
    assert st.scenery[st.board.parse(TREE_CELL)] == TREE
    assert st.scenery[st.board.parse(BUSH_CELL)] == BUSH
    return st


def punch(st: KrosmasterState, cell: str, crit: str = "tacle") -> list:
    events = act(st, f"cast coup-de-poing {cell}")
    events += roll(st, crit)  # the critical roll still happens
    assert st.waiting_for(RollDice) is None  # "Un décor n'effectue jamais de jet d'armure"
    return events


def test_melee_attacks_damage_a_crate_and_it_drops_3_kamas() -> None:
    st = fosse()
    put(st, "guy", "d9")
    activate(st, "guy", ap=10)
    c = st.board.parse(CRATE_CELL)
    bank, before = st.bank, st.kamas[c]
    punch(st, CRATE_CELL, "critique")  # 1 + 1 critical
    assert st.scenery_injuries[c] == 2 and st.scenery[c] == CRATE
    punch(st, CRATE_CELL)
    assert st.scenery[c] == 0 and st.scenery_injuries[c] == 0
    assert st.kamas[c] == before + 3 and st.bank == bank - 3
    check_conservation(st)


def test_a_tree_drops_12_and_a_bush_6() -> None:
    st = fosse()
    t, b = st.board.parse(TREE_CELL), st.board.parse(BUSH_CELL)
    put(st, "guy", "d9")
    activate(st, "guy", ap=5)
    st.scenery_injuries = [0] * st.board.n
    st.scenery_injuries[t] = 11
    bank = st.bank
    punch(st, TREE_CELL)
    assert st.scenery[t] == 0 and st.kamas[t] == 12 and st.bank == bank - 12
    put(st, "guy", "e10")
    activate(st, "guy", ap=5)
    st.scenery_injuries[b] = 5
    before, bank = st.kamas[b], st.bank
    punch(st, BUSH_CELL)
    assert st.scenery[b] == 0 and st.kamas[b] == before + min(6, bank) and st.bank == bank - min(6, bank)
    assert st.is_free(b)
    check_conservation(st)


def test_ranged_attacks_never_damage_scenery() -> None:
    """seed 003: "seuls les sorts d'attaque de corps à corps permettent d'infliger des dégâts
    aux décors"."""
    st = fosse()
    put(st, "guy", "d7")
    activate(st, "guy")
    act(st, f"cast fleche-harcelante {CRATE_CELL}")
    assert st.waiting_for(RollDice) is None and not any(st.scenery_injuries)


def test_without_the_option_scenery_is_untouched() -> None:
    st = fosse(destruction=False)
    put(st, "guy", "d9")
    activate(st, "guy")
    act(st, f"cast coup-de-poing {CRATE_CELL}")
    assert st.waiting_for(RollDice) is None and not any(st.scenery_injuries)


def test_scenery_heals_at_the_end_of_each_player_turn() -> None:
    """seed 003: the injuries must be dealt within one player turn."""
    st = fosse()
    put(st, "reine", "d9")
    assert st.pieces[st.active].label == "reine"
    st.pieces[st.active].ap = 6
    punch(st, CRATE_CELL)
    c = st.board.parse(CRATE_CELL)
    assert st.scenery_injuries[c] == 1 and st.view(None)["scenery_damage"] == {CRATE_CELL: 1}
    turn = st.turn
    while st.turn == turn:
        answer(st, "end")
    assert not any(st.scenery_injuries) and st.scenery[c] == CRATE

"""Traps: a supported token kind (seed 003, "Pions Piège"); the box has none, so the tests
define one as data (a summon spell putting a trap whose spell hits its own cell)."""

from __future__ import annotations

import pytest

from arena.core.errors import IllegalActionError
from arena.games.krosmaster.combat import injure
from tests.krosmaster.harness import act, activate, cell_of, clear, new_state, pending, piece, put, roll

TRAP_DATA = """
spells:
  pose-piege:
    name: {fr: Pose de piège, en: Set Trap}
    kind: summon
    ap: 2
    range: {type: normal, min: 1, max: 3}
    summon: {token: piege-test, control: 2}
  declic:
    name: {fr: Déclic, en: Snap}
    kind: attack
    ap: 0
    range: {type: self}
    damage: 2
    element: fire
    area: cross
  pousse-loin:
    name: {fr: Pousse loin, en: Far Push}
    kind: attack
    ap: 1
    range: {type: line, min: 1, max: 3}
    damage: 0
    element: air
    effects: [{kind: repousse, amount: 3}]
characters:
  piege-test:
    name: {fr: Piège, en: Trap}
    code: piege
    kind: trap
    powers: [insensible]
    spells: [declic]
"""


TRAP_EXTRA = TRAP_DATA.replace(
    "characters:",
    "characters:\n  oscar-nak:\n    name: {fr: Oscar Nak, en: Oscar Kass}\n    code: oscar\n    kind: krosmaster\n    level: 3\n    initiative: 6\n    mp: 3\n    hp: 10\n    ap: 6\n    powers: [armure]\n    spells: [arnaque, pose-piege, pousse-loin]",
    1,
)
"""The catalogue addition giving tutorial 4's Oscar a trap spell."""


def _trap_state():
    """Anna (player 1) and Oscar (player 2) with a trap spell added to Oscar's card."""
    st = clear(new_state("tutorial-4", extra=TRAP_EXTRA))
    put(st, "oscar", "e5")
    put(st, "anna", "e9")
    return st


def test_trap_is_not_an_obstacle_and_triggers_on_entry() -> None:
    """seed 003, "Pions Piège": not an obstacle, no line-of-sight block; casts its spell when a
    character moves into its cell; Insensible."""
    st = _trap_state()
    activate(st, "oscar")
    act(st, "cast pose-piege e7")
    trap = piece(st, "piege1")
    assert cell_of(st, "piege1") == "e7"
    assert st.occupant[trap.pos] == -1  # the cell stays free
    activate(st, "anna")
    act(st, "move e8")
    act(st, "move e7")  # Anna walks onto the trap
    assert pending(st) == ("critical", 1)
    roll(st, "tacle")  # no critical
    assert pending(st) == ("armor", 1)
    roll(st, "tacle")  # no armor
    assert piece(st, "anna").injuries == 2
    assert not trap.in_play  # a trap is spent once triggered (house rule, docs/krosmaster.md)


def test_one_trap_per_cell() -> None:
    """seed 003, "Pions Piège": il ne peut y avoir qu'un seul piège par case."""
    st = _trap_state()
    activate(st, "oscar")
    act(st, "cast pose-piege e7")
    before = st.to_json()
    with pytest.raises(IllegalActionError) as err:
        act(st, "cast pose-piege e7")
    assert err.value.reason == "one-trap-per-cell"
    assert st.to_json() == before


def test_forced_move_triggers_a_trap_only_where_it_ends() -> None:
    """seed 003 FAQ (Charge): a trap on a crossed cell does not trigger; only the end cell."""
    st = _trap_state()
    activate(st, "oscar")
    act(st, "cast pose-piege e7")  # on the path, not the end
    put(st, "anna", "e6")
    act(st, "cast pousse-loin e6")  # Anna pushed e6 → e7 → e8 → e9
    roll(st, "tacle")  # critical roll: 0 damage + 0 = no armor roll needed
    assert cell_of(st, "anna") == "e9"
    assert piece(st, "piege1").in_play  # passed over, not triggered
    assert piece(st, "anna").injuries == 0


def test_traps_leave_with_their_summoner() -> None:
    """seed 003, "Invocateur K.O": every token a K.O.'d Krosmaster put into play is removed."""
    st = _trap_state()
    activate(st, "oscar")
    act(st, "cast pose-piege e7")
    injure(st, piece(st, "oscar"), 10, [], "test")
    assert not piece(st, "piege1").in_play
    assert st.trap_at[st.board.parse("e7")] == -1

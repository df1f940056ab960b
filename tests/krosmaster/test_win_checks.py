"""When wins are decided: after the spell, move or explosion that caused the K.O.s.

seed 003, "But du jeu" (the only player with Krosmasters wins, checked at every instant) and
the FAQ's Globule answer (a caster K.O.'d by an injury cost still resolves its spell). K.O.s
on both sides in one resolution give a draw (house decision, docs/krosmaster.md).
"""

from __future__ import annotations

from arena.games.krosmaster.combat import injure
from tests.krosmaster.harness import act, activate, clear, new_state, piece, put, roll

BLOOD = """
spells:
  saignee:
    name: {fr: Saignée, en: Bloodletting}
    kind: attack
    ap: 1
    injury_cost: 2
    range: {type: melee}
    damage: 3
    element: fire
"""


def test_injury_cost_ko_still_resolves_and_both_ko_is_a_draw() -> None:
    """FAQ (Globule): paying injuries up to HP K.O.s the caster and the spell takes effect;
    here it also K.O.s the last enemy, so both sides lose their Krosmaster: a draw."""
    st = clear(new_state("tutorial-1", extra=BLOOD))
    put(st, "reine", "d4", injuries=6, spells=("saignee",))
    put(st, "roi", "d5", injuries=7)
    activate(st, "reine")
    act(st, "cast saignee d5")
    assert not piece(st, "reine").in_play  # K.O. by the cost
    roll(st, "tacle")  # critical roll: none
    roll(st, "tacle")  # the Roi's armor: one die (tutorial 1 plays without powers)
    assert not piece(st, "roi").in_play  # 3 damage on 7/10: K.O.
    assert st.is_terminal()
    assert st.returns() == [0.0, 0.0]


def test_injury_cost_ko_loses_when_the_spell_does_not_finish_the_enemy() -> None:
    """FAQ (Globule): the spell resolves (the Roi takes its damage), then the game is decided."""
    st = clear(new_state("tutorial-1", extra=BLOOD))
    put(st, "reine", "d4", injuries=6, spells=("saignee",))
    put(st, "roi", "d5")
    activate(st, "reine")
    act(st, "cast saignee d5")
    assert not st.is_terminal()  # resolving: dice still to roll
    roll(st, "tacle", "tacle")  # no critical, no armor
    assert piece(st, "roi").injuries == 3
    assert st.is_terminal()
    assert st.returns() == [-1.0, 1.0]


def test_explosion_knocking_out_both_last_krosmasters_is_a_draw() -> None:
    """seed 003, "Pions Bombe" (Explosion hits the 8 cells around) and "But du jeu"."""
    st = clear(new_state("tutorial-6"))
    put(st, "guy", "e5", injuries=5)
    put(st, "kreol", "f5", injuries=8)
    put(st, "bad", "a1")
    put(st, "opee", "j10")
    injure(st, piece(st, "bad"), 9, [], "test")  # only Guy is left for player 1
    injure(st, piece(st, "opee"), 8, [], "test")  # only Kréol is left for player 2
    st.ko_owners.clear()
    bomb = put(st, "bombe1", "e6")
    bomb.summoner = piece(st, "bad").id  # a bomb outliving its summoner, for the test only
    activate(st, "guy")
    act(st, "cast fleche-harcelante e9")  # nothing there: no dice; keeps the state simple
    injure(st, bomb, 1, [], "test")
    st.advance([])
    roll(st, "tacle")  # the explosion's critical roll
    roll(st, "tacle")  # Guy's armor
    roll(st, "tacle")  # Kréol's armor
    assert not piece(st, "guy").in_play and not piece(st, "kreol").in_play
    assert st.is_terminal() and st.returns() == [0.0, 0.0]

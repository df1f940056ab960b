"""Positions ``arena fuzz krosmaster`` found (the engine soak, ``arena.core.soak``)."""

from __future__ import annotations

from .harness import act, activate, cell_of, pending, piece, put, roll
from .test_spells_resolution import fresh, roller


def test_active_character_ko_by_an_explosion_it_set_off_while_others_still_roll() -> None:
    """``arena fuzz krosmaster --seed 0`` (tutorial 7 and the Arène élémentaire draft): a mob
    hits a bomb next to it, the Explosion K.O.s the mob (seed 003, tutorial 6 "Explosion de
    Bombe") and the next target's armor roll is pending. The active character is off the
    board for the rest of the Explosion, a legal position: the invariant check (the position
    builder's) refused it; the activation ends once the Explosion is over."""
    st = fresh("tutorial-6")
    put(st, "guy", "e4", injuries=piece(st, "guy").hp - 1)
    put(st, "bad", "j1")
    put(st, "bombe1", "e5")
    put(st, "opee", "f4")  # hit by the Explosion after Guy
    activate(st, "guy")
    act(st, "cast coup-de-poing e5")
    roll(st, "tacle", "tacle", "tacle")  # Guy's critical, the bomb's armor, the Explosion's critical
    assert (pending(st), roller(st)) == (("armor", 1), "guy")
    roll(st, "tacle")
    assert cell_of(st, "guy") is None  # K.O. by the Explosion
    assert (pending(st), roller(st)) == (("armor", 1), "opee")
    assert st.game.invariant_errors(st) == []
    roll(st, "tacle")
    assert pending(st) is None and st.game.invariant_errors(st) == []
    assert st.pieces[st.active].label != "guy"  # Guy's activation is over

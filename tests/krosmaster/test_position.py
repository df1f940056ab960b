"""The public position builder (issue 13): named edits, validated by the game's invariants."""

from __future__ import annotations

import pytest

from arena.core.errors import StateFormatError
from arena.games.krosmaster import Krosmaster
from arena.games.krosmaster.position import KrosmasterPosition


def _pos(scenario: str = "tutorial-3") -> KrosmasterPosition:
    return KrosmasterPosition.from_scenario(Krosmaster(scenario=scenario)).clear()


def test_a_built_position_plays() -> None:
    state = _pos().put("reine", "d4").put("roi", "d6", injuries=3).activate("reine").build()
    assert state.current_player() == state.pieces[state.game.piece_index["reine"]].owner
    assert any(state.game.action_to_text(a) == "move d5" for a in state.legal_actions())


def test_nothing_stands_on_a_tree() -> None:
    """seed 003, "Obstacle": a bush or a tree holds no character."""
    with pytest.raises(StateFormatError, match="bush or a tree"):
        _pos().scenery("d4", "tree").put("reine", "d4").build()


def test_injuries_never_exceed_hp() -> None:
    """seed 003, "Blessures": a character has at most as many injuries as HP."""
    with pytest.raises(StateFormatError, match="injuries"):
        _pos().put("reine", "d4", injuries=99).build()


def test_only_the_active_character_holds_mp_and_ap() -> None:
    """seed 003, "2.2": activating a character empties the others' MP and AP."""
    state = _pos().put("reine", "d4").put("roi", "d6").activate("reine").activate("roi").build()
    reine = state.pieces[state.game.piece_index["reine"]]
    assert (reine.mp, reine.ap) == (0, 0)


def test_the_full_games_material_is_accounted_for() -> None:
    """seed 003, "Matériel": 15 Glory Galons in all; the builder takes them from the box."""
    pos = KrosmasterPosition.from_scenario(Krosmaster(arena="la-fosse"))
    with pytest.raises(StateFormatError, match="GG box"):
        pos.glory(0, 99)
    state = pos.build()
    assert state.game.invariant_errors(state) == []

"""The arena and its movement vocabulary (seed 002, "其他规则", "日渐衰减的巨神柱"; decisions KD2)."""

from __future__ import annotations

from arena.games.knockdown.actions import Action, Kind

from .harness import cell, game, play, position, texts

CANDLE = Action(Kind.REVEAL, 36)


def test_candles_enter_then_close_in() -> None:
    """KD2: the first candle card puts the tokens under columns a and g; each later one moves both inward."""
    s = position(game(), at=("d1", "f2"), candles=4)
    play(s, "move c1", "attack c30")
    s.apply(CANDLE)
    assert s.candle_cells == [0, 6] and s.deck_candles == 3
    s.apply(CANDLE)
    assert s.candle_cells == [1, 5]
    s.apply(CANDLE)
    s.apply(CANDLE)
    assert s.candle_cells == [3, 3]  # never past the centre
    assert s.is_chance_node() and all(a.arg != 36 for a, _ in s.chance_outcomes())


def test_candle_wound_at_turn_end() -> None:
    """seed 002, "日渐衰减的巨神柱": ending your turn on or outside a candle's column costs 1 wound
    (light by default, research A-13)."""
    s = position(game(), at=("b1", "d2"))
    s.candles_drawn, s.candle_cells = 2, [1, 5]
    play(s, "move a1", "move b1")
    assert (s.heavy[0], s.light[0]) == (0, 1)
    s2 = position(game(), at=("c1", "d2"))
    s2.candles_drawn, s2.candle_cells = 2, [1, 5]
    play(s2, "move c2", "move c1")
    assert s2.light[0] == 0
    s3 = position(game(candle_wound="heavy"), at=("b1", "d2"))
    s3.candles_drawn, s3.candle_cells = 2, [1, 5]
    play(s3, "move a1", "move b1")
    assert (s3.heavy[0], s3.light[0]) == (1, 0)


def test_candle_ward_skill() -> None:
    """decisions KD1 (skill s8 Candle Ward): no candle damage."""
    s = position(game(), at=("a1", "d2"), faceup=(["s8"], []))
    s.candles_drawn, s.candle_cells = 1, [0, 6]
    play(s, "move a2", "move a1")
    assert s.light[0] == 0


def test_push_moves_the_opponent_away_with_a_choice() -> None:
    """seed 002, "向后移动"; research A-11: the attacker picks a cell that increases the distance."""
    s = position(game(("knight-a", "witch-a")), at=("b1", "c1"), display=["c8", "c30", "c31", "c32"])
    play(s, "attack c8")  # Roundhouse: push 1
    assert texts(s) == ["to d1", "to c2"]
    play(s, "to c2")
    assert cell(s, 1) == "c2"


def test_push_lost_against_the_edge() -> None:
    """research A-11: no cell farther away, the push is lost; fighters never leave the arena."""
    s = position(game(("knight-a", "witch-a")), at=("f2", "g2"), display=["c11", "c30", "c31", "c32"])
    play(s, "attack c11")  # push 2 from g2: g1 is not farther from f2 than g2... distance 2 is
    assert cell(s, 1) in ("g1",)


def test_pull_and_advance_bring_fighters_together() -> None:
    """seed 002, "向前移动": move your fighter toward the opponent; pull moves the opponent toward you."""
    s = position(game(("knight-a", "witch-a")), at=("a1", "d1"), hands=(["c2", "c22"], []))
    play(s, "combo", "special charge", "pay c2")  # c2 (strike, dash) pays [dash, any] alone; advance 2
    assert cell(s, 0) == "c1"
    t = position(game(("witch-a", "knight-b")), at=("a1", "c1"), display=["c14", "c30", "c31", "c32"])
    play(t, "attack c14")  # Grapple: pull 1
    assert cell(t, 1) == "b1"


def test_teleport_passes_through_the_opponent() -> None:
    """seed 002, "瞬移": a move that may pass through the opponent's cell (research A-12)."""
    s = position(game(), at=("a1", "b1"), display=["c27", "c30", "c31", "c32"])
    play(s, "attack c27")  # Shadow Step: teleport 2
    assert "to c1" in texts(s) and "to b1" not in texts(s)
    play(s, "to c1")
    assert cell(s, 0) == "c1"

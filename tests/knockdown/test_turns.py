"""Turns and actions: refill, two actions, move, attack, hand limit (seed 002, "游戏回合", "行动")."""

from __future__ import annotations

from arena.core.state import CHANCE
from arena.games.knockdown.actions import Action, Kind
from arena.games.knockdown.tasks import RoundSetup

from .harness import card, cell, game, play, position, rejected, texts


def test_two_actions_the_same_twice_then_the_turn_passes() -> None:
    """seed 002, "游戏回合": two actions, the same one twice allowed, never only one."""
    s = position(game())
    play(s, "move c1")
    assert s.current_player() == 0 and s.actions_left == 1
    assert "end" not in texts(s)  # no way to stop after one action
    play(s, "move d1")
    assert s.turn_player == 1 and s.current_player() == 1


def test_display_refilled_at_turn_start() -> None:
    """seed 002, "游戏回合": at the start of your turn, refill the display to four."""
    s = position(game())
    play(s, "attack c30", "attack c31")
    assert s.current_player() == CHANCE and len(s.display) == 2
    s.apply(Action(Kind.REVEAL, card("c1")))
    s.apply(Action(Kind.REVEAL, card("c2")))
    assert s.current_player() == 1 and len(s.display) == 4


def test_move_rules() -> None:
    """seed 002, "行动 I. 移动": one adjacent cell, never into the opponent's cell or off the arena."""
    s = position(game(), at=("a1", "b1"))
    moves = [t for t in texts(s) if t.startswith("move")]
    assert moves == ["move a2"]
    rejected(s, "move b1", "occupied")
    rejected(s, "move c1", "not-adjacent")


def test_attack_only_from_display_and_card_always_to_hand() -> None:
    """seed 002, "行动 II. 攻击": a display card; out of range it still goes to your hand."""
    s = position(game(), at=("a1", "g2"), display=["c3", "c30", "c31", "c32"])
    rejected(s, "attack c5", "not-in-display")
    play(s, "attack c3")  # Hook, range 1: the opponent is far
    assert s.hands[0] == [card("c3")] and s.heavy[1] == 0 and s.light[1] == 0
    assert card("c3") not in s.display


def test_attack_in_range_deals_damage() -> None:
    """seed 002, "攻击流程" step 1: deal the damage slots."""
    s = position(game(), at=("b1", "c1"), display=["c5", "c30", "c31", "c32"])
    play(s, "attack c5")  # Uppercut 1 heavy 1 light, knockout
    assert (s.heavy[1], s.light[1]) == (1, 1)
    assert texts(s) == ["knockout", "spare"]


def test_hand_limit_six() -> None:
    """seed 002, "手牌上限": taking a 7th card forces an immediate discard of your choice."""
    hand = ["c1", "c2", "c3", "c4", "c6", "c7"]
    s = position(game(), at=("a1", "g2"), hands=(hand, []))
    play(s, "attack c30")
    assert s.current_player() == 0 and all(t.startswith("discard") for t in texts(s))
    assert len(texts(s)) == 7
    play(s, "discard c1")
    assert len(s.hands[0]) == 6 and s.discard == [card("c1")]


def test_line_range() -> None:
    """decisions KD2 and seed 002, "攻击范围类型": line = adjacent cells plus the whole row."""
    g = game()
    grid = g.grid
    line = g.gset.attacks[card("c29")].range
    assert grid.in_range(line, grid.parse("a1"), grid.parse("g1"))
    assert grid.in_range(line, grid.parse("a1"), grid.parse("a2"))
    assert not grid.in_range(line, grid.parse("a1"), grid.parse("b2"))
    fixed2 = g.gset.attacks[card("c30")].range
    assert grid.in_range(fixed2, grid.parse("a1"), grid.parse("b2"))
    assert not grid.in_range(fixed2, grid.parse("a1"), grid.parse("b1"))
    span = g.gset.attacks[card("c10")].range  # 2-3
    assert [grid.in_range(span, 0, grid.parse(c)) for c in ("b1", "c1", "d1", "e1")] == [
        False,
        True,
        True,
        False,
    ]


def test_arena_shape_and_start_cells() -> None:
    """decisions KD2: 2 rows x 7 columns, starts at row 0 column 1 and row 1 column 5."""
    g = game()
    s = g.new_initial_state()
    assert (g.grid.columns, g.grid.rows) == (7, 2)
    s.stack = [RoundSetup()]
    s.advance([])
    assert [cell(s, 0), cell(s, 1)] == ["b1", "f2"]

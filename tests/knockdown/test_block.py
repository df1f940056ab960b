"""Blocking and responses (seed 002, "格挡"; research A-9, A-10, A-16, A-8)."""

from __future__ import annotations

import pytest

from arena.core import registry
from arena.core.errors import IllegalActionError, NotationError
from arena.games.knockdown.position import KnockdownPosition

from .harness import cell, game, play, position, texts


def test_only_assaults_open_a_block_window() -> None:
    """seed 002, "格挡": ability attacks can never be blocked."""
    s = position(
        game(("knight-a", "witch-b")),
        at=("b1", "d1"),
        hands=([], ["c4", "c9"]),
        display=["c30", "c10", "c31", "c32"],
    )
    play(s, "attack c30")  # Menhir Spark, ability, range 2
    assert s.current_player() == 0 and s.light[1] == 2


def test_block_reduce_uses_the_hand_budget() -> None:
    """seed 002, "格挡"; research A-9: ignore h heavy + l light with 2h + l <= hand after the block."""
    s = position(
        game(("knight-a", "witch-b")),
        at=("b1", "c1"),
        hands=([], ["c4", "c1", "c2"]),
        display=["c5", "c30", "c31", "c32"],
    )
    play(s, "attack c5")  # Uppercut 1 heavy 1 light
    assert s.current_player() == 1
    assert texts(s) == ["block c4 reduce", "block c4 cancel", "pass"]
    play(s, "block c4 reduce")  # no other option left: the window closes
    # budget 2 after discarding c4: ignoring 1 heavy or 2 light -> the light (more cubes ignored)
    # a tie in cubes ignored: the heavy goes first
    assert (s.heavy[1], s.light[1]) == (0, 1)


def test_block_cancel_ignores_the_effect_box() -> None:
    """seed 002, "格挡": cancelling ignores the effect box (here the push); the knockout stays (A-16)."""
    s = position(
        game(("knight-a", "witch-b")),
        at=("b1", "c1"),
        hands=([], ["c9"]),
        display=["c8", "c30", "c31", "c32"],
    )
    play(s, "attack c8")  # Roundhouse 1 heavy, push 1
    play(s, "block c9 cancel")
    assert s.heavy[1] == 1 and cell(s, 1) == "c1"


def test_two_blocks_reduce_and_cancel() -> None:
    """seed 002, "格挡": two block cards both reduce and cancel."""
    s = position(
        game(("knight-a", "witch-b")),
        at=("b1", "c1"),
        hands=([], ["c9", "c12", "c1", "c2"]),
        display=["c8", "c30", "c31", "c32"],
    )
    play(s, "attack c8")
    play(s, "block c9 cancel")
    assert texts(s) == ["block c12 reduce", "pass"]
    play(s, "block c12 reduce")
    assert (s.heavy[1], s.light[1]) == (0, 0) and cell(s, 1) == "c1"  # budget 2 ignores the heavy


def test_stack_flag() -> None:
    """research A-9 flag block=stack: floor(H/2) heavy and H light at once."""
    from arena.games.knockdown import rules

    assert rules.block_splits(2, 3, 4, stack=True) == [(2, 3)]
    assert rules.block_splits(2, 3, 4, stack=False) == [(1, 2), (2, 0)]  # the blocker chooses
    assert rules.block_splits(1, 2, 2, stack=False) == [(0, 2), (1, 0)]
    assert rules.block_splits(1, 1, 2, stack=False) == [(1, 0)]  # as many cubes: the heavy


def test_knockout_offered_after_a_blocked_assault() -> None:
    """research A-16: knockout effects can never be blocked."""
    s = position(
        game(("knight-a", "witch-b")),
        at=("b1", "c1"),
        hands=([], ["c4", "c1"]),
        display=["c13", "c30", "c31", "c32"],
    )
    play(s, "attack c13", "block c4 reduce")
    assert texts(s) == ["knockout", "spare"]


def test_response_special_when_targeted() -> None:
    """research A-8 (decisions KD4): a response special is paid and resolved when an attack targets you."""
    s = position(
        game(("witch-a", "knight-a")),
        at=("b1", "c1"),
        hands=([], ["c20"]),
        display=["c6", "c30", "c31", "c32"],
    )
    play(s, "attack c6")  # Low Kick 2 light, assault
    assert "special riposte" in texts(s)
    play(s, "special riposte", "pay c20")
    assert s.light[0] == 1  # the riposte hit the attacker
    assert s.light[1] == 2 and s.current_player() == 0
    assert s.hands[1] == []


def test_research_budget_example() -> None:
    """research A-9 example: hand 6, one block card -> H = 5: 2 heavy + 1 light, 1 heavy + 3 light or 5 light."""
    from arena.games.knockdown import rules

    assert rules.block_splits(2, 1, 5, stack=False) == [(2, 1)]
    assert rules.block_splits(1, 3, 5, stack=False) == [(1, 3)]
    assert rules.block_splits(0, 6, 5, stack=False) == [(0, 5)]
    assert rules.block_splits(3, 5, 5, stack=False) == [(0, 5), (1, 3), (2, 1)]  # the three splits


def test_the_blocker_chooses_which_wounds_to_ignore() -> None:
    """seed 002, "格挡": "每有2张手牌可以忽略1 [重伤] … 每有1张手牌可以忽略1 [轻伤]"; research A-9:
    "Choose h heavy and l light wounds to ignore with 2h + l ≤ H". Iron Fist's Uppercut brings
    1 heavy and 2 light; two cards left after the block: ignore the heavy or the two light."""
    g = registry.load("knockdown")
    s = (
        KnockdownPosition(g)
        .at("c1", "d1")
        .hands([], ["c4", "c1", "c3"])
        .display(["c5", "c30", "c31", "c32"])
        .skills(faceup=(["s1"], ["s12"]))
        .turn(0)
        .build()
    )
    play(s, "attack c5", "block c4 reduce")
    assert s.current_player() == 1 and texts(s) == ["ignore 0h2l", "ignore 1h0l"]
    with pytest.raises(IllegalActionError):
        s.apply(g.parse_action("ignore 1h2l"))  # over the budget of 2
    twin = s.clone()
    play(s, "ignore 1h0l")
    assert (s.heavy[1], s.light[1]) == (0, 2)
    play(twin, "ignore 0h2l")
    assert (twin.heavy[1], twin.light[1]) == (1, 0)


def test_ignore_notation_round_trips() -> None:
    g = registry.load("knockdown")
    for text in ("ignore 0h2l", "ignore 1h0l", "ignore 15h15l"):
        action = g.parse_action(text)
        assert g.action_to_text(action) == text
        assert g.index_to_action(g.action_to_index(action)) == action
    for bad in ("ignore 1h", "ignore h2l", "ignore 16h0l", "ignore x"):
        with pytest.raises(NotationError):
            g.parse_action(bad)

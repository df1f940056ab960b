"""The coach (``arena.ai.analysis``): its output's shape, no leak of hidden information, the
budget spent, and the review marking a blunder."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arena.ai.analysis import NotToMove, analyze, review
from arena.core import registry
from arena.core.game import Game
from arena.core.state import State


def played(game: Game[Any], moves: list[int]) -> State[Any]:
    state = game.new_initial_state()
    for m in moves:
        state.apply(m)
    return state


def test_analysis_shape_for_tictactoe() -> None:
    """Top 3 moves with labels, shares summing to at most 1, values in [0, 1], iterations as asked."""
    game = registry.load("tictactoe")
    found = analyze(game, game.new_initial_state(), 0, iters=300, seed=1, locale="fr")
    assert found.measure == "win" and found.seat == 0 and found.iterations == 300
    assert len(found.moves) == 3
    assert 0.0 <= found.value <= 1.0
    shares = [m.share for m in found.moves]
    assert shares == sorted(shares, reverse=True) and 0 < sum(shares) <= 1.0
    for m in found.moves:
        assert m.label and m.text and 0.0 <= m.value <= 1.0 and m.visits > 0
        assert game.action_to_index(game.text_to_action(m.text)) == m.index
    data = found.to_json()
    assert set(data) == {"step", "seat", "measure", "value", "moves", "iterations"}
    assert set(data["moves"][0]) == {"index", "text", "kind", "label", "args", "share", "value", "visits"}


def test_analysis_finds_the_winning_move_and_is_deterministic() -> None:
    """X (seat 0) has 0 and 1 and must play 2 to win (O holds 3 and 4)."""
    game = registry.load("tictactoe")
    state = played(game, [0, 3, 1, 4])
    first = analyze(game, state, 0, iters=400, seed=7)
    assert first.moves[0].index == 2 and first.moves[0].value > 0.9
    assert analyze(game, state, 0, iters=400, seed=7) == first


def test_only_the_seat_to_move_is_analyzed() -> None:
    game = registry.load("tictactoe")
    with pytest.raises(NotToMove):
        analyze(game, game.new_initial_state(), 1, iters=10)


def other_truth(state: State[Any], seat: int) -> State[Any]:
    """A different true state the seat cannot tell apart from ``state``."""
    for k in range(200):
        other = state.resample_hidden(seat, random.Random(k))
        if other.to_json() != state.to_json():
            return other
    raise AssertionError("nothing hidden from this seat here")


def position(game: Game[Any], seat: int, seed: int, steps: int) -> State[Any]:
    """A position after ``steps`` random actions (chance included) where ``seat`` is to move
    and something is hidden from it."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    found = None
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.current_player() == seat and len(state.legal_actions()) > 1:
            found = state.clone()
        state.apply(rng.choice(state.legal_actions()))
    assert found is not None
    return found


@pytest.mark.parametrize(
    ("game_id", "options", "steps"),
    [("knockdown", {}, 30), ("mapduel", {}, 30), ("hilo", {}, 20)],
)
def test_no_leak_two_hidden_states_give_one_analysis(
    game_id: str, options: dict[str, Any], steps: int
) -> None:
    """Two true states with the same view for the seat (the opponent's hand and the deck
    differ) give the same analysis for the same seed: only the view is searched."""
    game = registry.load(game_id, **options)
    state = position(game, 0, 3, steps)
    other = other_truth(state, 0)
    assert other.view(0) == state.view(0)
    assert other.to_json() != state.to_json()
    one = analyze(game, state, 0, iters=60, seed=5)
    two = analyze(game, other, 0, iters=60, seed=5)
    assert one == two
    assert one.iterations == 60


def test_no_leak_in_mage_knight_with_two_heroes() -> None:
    """Mage Knight: another hero's hand and deck redrawn, same analysis (expected Fame)."""
    game = registry.load("mageknight", players=2)
    state = position(game, 0, 1, 60)
    other = other_truth(state, 0)
    assert other.view(0) == state.view(0)
    one = analyze(game, state, 0, iters=12, seed=2)
    two = analyze(game, other, 0, iters=12, seed=2)
    assert one == two and one.measure == "fame" and one.value >= 0.0


def test_review_marks_the_missed_win() -> None:
    """X could win at 2 (0 and 1 taken, O on 3 and 4) but plays 8; O then wins at 5."""
    game = registry.load("tictactoe")
    moves = [0, 3, 1, 4, 8, 5]
    found = review(game, [(i % 2, m) for i, m in enumerate(moves)], 0, iters=300, seed=3)
    assert [m.step for m in found.moves] == [0, 2, 4]
    assert found.marked[0] == 4
    blunder = next(m for m in found.moves if m.step == 4)
    assert blunder.best.index == 2 and blunder.played.index == 8
    assert blunder.drop > 0.5 and blunder.drop == max(m.drop for m in found.moves)
    assert found.iterations >= 3 * 300

"""``examples/random_ceiling.py`` (issue 32, item 3): the exact ceiling of play against a
uniformly random opponent, which bounds what any agent can score against ``random``."""

from __future__ import annotations

from fractions import Fraction

from arena.core import registry
from tests.scripts import load_script


def test_tic_tac_toe_against_random_is_bounded_by_the_exact_expectimax() -> None:
    script = load_script("examples/random_ceiling.py")
    game = registry.load("tictactoe")
    first, second = script.Ceiling(0), script.Ceiling(1)
    root = game.new_initial_state()
    assert first.minimax(root) == second.minimax(root) == 0  # a draw with best play
    # 191/192: the same expectimax written over plain strings of nine cells gives it too.
    assert Fraction(first.against_random(root, "win")).limit_denominator(10_000) == Fraction(191, 192)
    win, sound = second.against_random(root, "win"), second.sound(root)
    assert sound < win < 1  # keeping the game's value costs O some wins
    assert first.against_random(root, "score") >= first.against_random(root, "win")
    assert (first.sound(root) + sound) / 2 < 0.96  # so 95% wins is within a point of the ceiling

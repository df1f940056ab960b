"""Issue 32, item 3: how often can any player beat a uniformly random opponent? Exact, by
expectimax over the whole game tree of a small two-player game without chance or hidden
information (tic-tac-toe): the player picks its best move, the opponent each legal move with
equal probability, and positions are shared by ``State.position_key()``.

    .venv/bin/python examples/random_ceiling.py tictactoe

It prints, for each seat, three ceilings: the highest probability of winning (a player who
takes any risk of losing to win more often), the highest expected score (a draw counts
half), and the highest probability of winning for a player who never leaves a move of the
game-theoretic value (it never risks a loss a perfect opponent would exploit). The last is
what a sound search can reach; a target above it is beyond any such player.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Hashable
from typing import Any

from arena.cli.strength import outcome
from arena.core import registry
from arena.core.state import State

Value = Callable[[State[Any], int], float]


def _children(state: State[Any]) -> list[State[Any]]:
    return [state.child(a) for a in state.legal_actions()]


class Ceiling:
    """Memoized expectimax values of one game for the player ``me``."""

    def __init__(self, me: int) -> None:
        self.me = me
        self.memo: dict[tuple[str, Hashable], float] = {}

    def _cached(self, kind: str, state: State[Any], compute: Callable[[], float]) -> float:
        key = (kind, state.position_key())
        if key not in self.memo:
            self.memo[key] = compute()
        return self.memo[key]

    def minimax(self, state: State[Any]) -> float:
        """The game-theoretic return of ``me`` (both sides perfect)."""
        if state.is_terminal():
            return state.returns()[self.me]
        if state.is_chance_node():
            raise SystemExit("this ceiling is for games without chance")

        def compute() -> float:
            values = [self.minimax(c) for c in _children(state)]
            return max(values) if state.current_player() == self.me else min(values)

        return self._cached("minimax", state, compute)

    def against_random(self, state: State[Any], measure: str) -> float:
        """``me``'s best expected ``measure`` ("win" or "score") against uniform random replies."""
        if state.is_terminal():
            score = outcome([float(r) for r in state.returns()], self.me)  # 1 alone best, 0.5 shared
            return score if measure == "score" else float(score == 1.0)

        def compute() -> float:
            values = [self.against_random(c, measure) for c in _children(state)]
            return max(values) if state.current_player() == self.me else sum(values) / len(values)

        return self._cached(measure, state, compute)

    def sound(self, state: State[Any]) -> float:
        """The best win probability against random of a player who keeps the game's value."""
        if state.is_terminal():
            return self.against_random(state, "win")

        def compute() -> float:
            children = _children(state)
            if state.current_player() != self.me:
                return sum(self.sound(c) for c in children) / len(children)
            values = [self.minimax(c) for c in children]
            keep = max(values)
            return max(self.sound(c) for c, v in zip(children, values, strict=True) if v == keep)

        return self._cached("sound", state, compute)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("-o", "--option", action="append", default=[], help="KEY=JSON option")
    args = parser.parse_args(argv)
    options = {k: json.loads(v) for k, v in (o.split("=", 1) for o in args.option)}
    game = registry.load(args.game, **options)
    if game.num_players != 2 or game.hidden_information:
        raise SystemExit("this ceiling is for two-player games without hidden information")
    rows = []
    for seat in range(2):
        ceiling = Ceiling(seat)
        root = game.new_initial_state()
        rows.append(
            {
                "seat": seat,
                "win": ceiling.against_random(root, "win"),
                "score": ceiling.against_random(root, "score"),
                "sound_win": ceiling.sound(root),
                "value": ceiling.minimax(root),
            }
        )
    mean = {k: sum(float(r[k]) for r in rows) / 2 for k in ("win", "score", "sound_win")}
    json.dump(
        {"game": game.id, "options": game.options_dict(), "seats": rows, "mean": mean}, sys.stdout, indent=2
    )
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())

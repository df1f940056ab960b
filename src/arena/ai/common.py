"""Helpers shared by the search agents: chance expectations, values, sampling.

Everything here works on *determinized* states (from ``Observation.determinize``), never on the
true state, and uses only the core ``Game``/``State`` protocol.
"""

from __future__ import annotations

import random
from typing import Any

from arena.core.chance import sample_weighted
from arena.core.game import Game
from arena.core.state import State


def values(game: Game[Any], state: State[Any]) -> list[float]:
    """Per-player values: the returns at the end, else the game's ``evaluate`` hook."""
    if state.is_terminal():
        return [float(r) for r in state.returns()]
    return game.evaluate_all(state)


def settle(state: State[Any], rng: random.Random, max_steps: int = 10_000) -> State[Any]:
    """Play chance outcomes (sampled) on ``state`` in place until a player acts or the end."""
    for _ in range(max_steps):
        if not state.is_chance_node():
            break
        state.apply(sample_weighted(state.chance_weights(), rng), check=False)
    return state


def expected_value(
    game: Game[Any],
    state: State[Any],
    player: int,
    rng: random.Random,
    *,
    max_leaves: int = 36,
    samples: int = 8,
) -> float:
    """``player``'s expected evaluation of ``state`` once pending chance has resolved.

    Exact (a weighted sum over every outcome path) when the chance subtree below ``state``
    has at most ``max_leaves`` leaves; otherwise the mean over ``samples`` sampled paths.
    ``state`` is not modified.
    """
    if not state.is_chance_node():
        return game.evaluate(state, player) if not state.is_terminal() else float(state.returns()[player])
    exact = _exact(game, state, player, max_leaves)
    if exact is not None:
        return exact
    total = 0.0
    for _ in range(samples):
        leaf = settle(state.clone(), rng)
        total += _leaf_value(game, leaf, player)
    return total / samples


def expected_values(game: Game[Any], state: State[Any], max_leaves: int = 36) -> list[float] | None:
    """Every player's exact expected values once pending chance resolves (None if too big)."""
    leaves: list[tuple[State[Any], float]] = []
    frontier: list[tuple[State[Any], float]] = [(state, 1.0)]
    while frontier:
        node, prob = frontier.pop()
        if not node.is_chance_node():
            leaves.append((node, prob))
            continue
        outcomes = node.chance_outcomes()
        if len(leaves) + len(frontier) + len(outcomes) > max_leaves:
            return None
        for outcome, p in outcomes:
            child = node.clone()
            child.apply(outcome, check=False)
            frontier.append((child, prob * float(p)))
    total = [0.0] * game.num_players
    for leaf, prob in leaves:
        for i, v in enumerate(values(game, leaf)):
            total[i] += prob * v
    return total


def _leaf_value(game: Game[Any], state: State[Any], player: int) -> float:
    return float(state.returns()[player]) if state.is_terminal() else game.evaluate(state, player)


def _exact(game: Game[Any], root: State[Any], player: int, max_leaves: int) -> float | None:
    """Exact expectation over the chance subtree, or None if it has more than ``max_leaves`` leaves."""
    leaves: list[tuple[State[Any], float]] = []
    frontier: list[tuple[State[Any], float]] = [(root, 1.0)]
    while frontier:
        state, prob = frontier.pop()
        if not state.is_chance_node():
            leaves.append((state, prob))
            continue
        outcomes = state.chance_outcomes()
        if len(leaves) + len(frontier) + len(outcomes) > max_leaves:
            return None
        for outcome, p in outcomes:
            child = state.clone()
            child.apply(outcome, check=False)
            frontier.append((child, prob * float(p)))
    return sum(prob * _leaf_value(game, s, player) for s, prob in leaves)


def evaluates(game: Game[Any]) -> bool:
    """Whether the game overrides the default ``evaluate`` (which knows only the end)."""
    return type(game).evaluate is not Game.evaluate


def best_of(scored: list[tuple[float, Any]], rng: random.Random, eps: float = 1e-9) -> Any:
    """The item with the highest score; ties broken by ``rng``."""
    top = max(score for score, _ in scored)
    best = [item for score, item in scored if score >= top - eps]
    return best[0] if len(best) == 1 else best[rng.randrange(len(best))]

"""Helpers shared by the search agents: chance expectations, values, sampling.

Everything here works on *determinized* states (from ``Observation.determinize``), never on the
true state, and uses only the core ``Game``/``State`` protocol.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections.abc import Callable
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
        state.step(sample_weighted(state.chance_weights(), rng))
    return state


Evaluation = Callable[[State[Any], int], float]
"""A non-terminal state's value for a player: a game's ``evaluate`` or ``evaluate_step``."""


def expected_value(
    game: Game[Any],
    state: State[Any],
    player: int,
    rng: random.Random,
    *,
    max_leaves: int = 36,
    samples: int = 8,
    evaluation: Evaluation | None = None,
) -> float:
    """``player``'s expected value of ``state`` once pending chance has resolved: the returns at
    the end, else ``evaluation`` (default: the game's ``evaluate``).

    Exact (a weighted sum over every outcome path) when the chance subtree below ``state``
    has at most ``max_leaves`` leaves; otherwise the mean over ``samples`` sampled paths.
    ``state`` is not modified.
    """
    judge = game.evaluate if evaluation is None else evaluation
    if not state.is_chance_node():
        return _leaf_value(judge, state, player)
    if evaluation is None:  # the game's every-player pass (evaluate_all), as before evaluate_step
        exact = expected_values(game, state, max_leaves)
        if exact is not None:
            return exact[player]
    else:
        leaves = chance_leaves(state, max_leaves)
        if leaves is not None:
            return sum(prob * _leaf_value(judge, leaf, player) for leaf, prob in leaves)
    total = 0.0
    for _ in range(samples):
        leaf = settle(state.clone(), rng)
        total += _leaf_value(judge, leaf, player)
    return total / samples


HOPELESS = 4
"""An exact expectation is not tried when the estimated outcome paths exceed this many times
its limit (measured: the subtrees estimated at 3.7x the limit in Knockdown still fit, those at
6x in Krosmaster never did)."""


def chance_paths_estimate(state: State[Any], limit: int) -> int:
    """The outcome paths below chance node ``state`` if every outcome branched like the first
    one, or like the last one, whichever gives more (the product of the branchings down that
    path; dice put their extreme faces first and last), counted until it exceeds ``limit``:
    one clone a level, so an enumeration that cannot fit is abandoned before it clones a
    whole level of its tree."""
    most = 0
    for end in (0, -1):
        product = 1
        probe = state
        while probe.is_chance_node():
            weighted = probe.chance_weights()
            product *= len(weighted)
            if product > limit:
                return product
            probe = probe.clone()
            probe.step(weighted[end][0])
        most = max(most, product)
    return most


def chance_leaves(state: State[Any], max_leaves: int = 36) -> list[tuple[State[Any], float]] | None:
    """The states where pending chance below ``state`` has resolved, with their probabilities
    (``state`` itself when no chance is pending), or ``None`` when there are more than
    ``max_leaves``, or they look ``HOPELESS`` times more by :func:`chance_paths_estimate`
    (checked first). Integer weights, no Fractions."""
    hopeless = HOPELESS * max_leaves
    if state.is_chance_node() and chance_paths_estimate(state, hopeless) > hopeless:
        return None
    leaves: list[tuple[State[Any], float]] = []
    frontier: list[tuple[State[Any], float]] = [(state, 1.0)]
    while frontier:
        node, prob = frontier.pop()
        if not node.is_chance_node():
            leaves.append((node, prob))
            continue
        weighted = node.chance_weights()
        if len(leaves) + len(frontier) + len(weighted) > max_leaves:
            return None
        whole = sum(w for _, w in weighted)
        for outcome, w in weighted:
            child = node.clone()
            child.step(outcome)
            frontier.append((child, prob * (w / whole)))
    return leaves


def expected_values(game: Game[Any], state: State[Any], max_leaves: int = 36) -> list[float] | None:
    """Every player's exact expected values once pending chance resolves (:func:`values` at each
    of :func:`chance_leaves`), or ``None`` when those are too many."""
    leaves = chance_leaves(state, max_leaves)
    if leaves is None:
        return None
    total = [0.0] * game.num_players
    for leaf, prob in leaves:
        for i, v in enumerate(values(game, leaf)):
            total[i] += prob * v
    return total


def _leaf_value(evaluation: Evaluation, state: State[Any], player: int) -> float:
    return float(state.returns()[player]) if state.is_terminal() else evaluation(state, player)


def step_evaluation(game: Game[Any]) -> Evaluation | None:
    """The game's ``evaluate_step`` where it overrides it, else ``None`` (its ``evaluate``, with
    every player's values at once where it shares work between them)."""
    return game.evaluate_step if type(game).evaluate_step is not Game.evaluate_step else None


def evaluates(game: Game[Any]) -> bool:
    """Whether the game overrides the default ``evaluate`` (which knows only the end)."""
    return type(game).evaluate is not Game.evaluate


def best_of(scored: list[tuple[float, Any]], rng: random.Random, eps: float = 1e-9) -> Any:
    """The item with the highest score; ties broken by ``rng``."""
    top = max(score for score, _ in scored)
    best = [item for score, item in scored if score >= top - eps]
    return best[0] if len(best) == 1 else best[rng.randrange(len(best))]


CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}
"""An agent's ``clock`` option: its ``time`` budget in seconds of wall clock (the default) or of
the process's CPU (``cpu``: the same search on an idle or a loaded machine)."""


def clock_of(name: str) -> Callable[[], float]:
    """The clock named by an agent's ``clock`` option; ValueError for another name."""
    if name not in CLOCKS:
        raise ValueError(f"clock must be one of {', '.join(CLOCKS)}")
    return CLOCKS[name]


PLAYED_VIEWS = 512
"""The views whose played actions an agent remembers (forgotten all at once beyond)."""


class PlayedFromViews:
    """The actions (indices) an agent has played from each view it met: a position met again is
    left by another one where there is one (a zero-cost step back and forth, which changes
    nothing the evaluation sees, would otherwise be played for ever)."""

    def __init__(self, limit: int = PLAYED_VIEWS) -> None:
        self.limit = limit
        self._played: dict[bytes, set[int]] = {}
        """By a 16-byte digest of the view's JSON (a view is kilobytes; an agent lives as long as its seat)."""

    def at(self, view: Any) -> set[int]:
        """The actions played so far from ``view`` (the set to add the next one to)."""
        if len(self._played) >= self.limit:
            self._played.clear()
        text = json.dumps(view, sort_keys=True, default=str)
        return self._played.setdefault(hashlib.blake2b(text.encode(), digest_size=16).digest(), set())

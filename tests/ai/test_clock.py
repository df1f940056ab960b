"""An agent's ``clock`` option: ``time`` counts wall clock (default) or the process's CPU
(``clock=cpu``: the same search on an idle or a loaded machine)."""

from __future__ import annotations

import itertools
import random
import time
from typing import Any

import pytest

from arena.ai.registry import make_agent
from arena.core import registry
from arena.core.agent import Observation


def _ticking() -> Any:
    """A clock that moves one second at each reading."""
    ticks = itertools.count()
    return lambda: float(next(ticks))


def test_the_clock_is_wall_by_default_cpu_on_demand_and_checked() -> None:
    assert make_agent("mcts").clock is time.perf_counter  # type: ignore[attr-defined]
    assert make_agent("plan").clock is time.perf_counter  # type: ignore[attr-defined]
    assert make_agent("mcts:time=1,clock=cpu").clock is time.process_time  # type: ignore[attr-defined]
    assert make_agent("plan:clock=cpu").clock is time.process_time  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="clock must be one of wall, cpu"):
        make_agent("mcts:clock=moon")


@pytest.mark.parametrize("spec", ["mcts:time=5,early=0", "plan:time=5,nodes=100000"])
def test_the_budget_is_counted_on_the_agents_clock(spec: str) -> None:
    """Five seconds of a clock that moves a second a reading: the search stops after a handful
    of steps, where the wall clock would have let it run its whole node or iteration cap."""
    agent = make_agent(spec)
    agent.clock = _ticking()  # type: ignore[attr-defined]
    state = registry.load("tictactoe").new_initial_state()
    move = agent.act(Observation(state, 0), random.Random(1))
    assert move in state.legal_actions()
    assert agent.clock() <= 20  # type: ignore[attr-defined]  # a handful of readings
    if spec.startswith("mcts"):
        assert 1 <= agent.last_iterations <= 6  # type: ignore[attr-defined]


def test_a_time_budget_is_kept_with_the_collection_it_owes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A clock that moves only while an iteration runs (0.125 s each) or the collector does
    (0.25 s), and a 1 s budget. First move: seven iterations, not the eight a check before each
    one alone allows (1 s of iterations); the collection then measured takes it to 1.125 s.
    Second move: that collection's share reserved, six iterations and the collection, 1 s."""
    import gc

    from arena.ai.search import Search

    now = [0.0]
    for name in ("iterate", "iterate_perfect", "iterate_prior", "iterate_prior_perfect"):
        original = getattr(Search, name)

        def costly(self: Search, _original: Any = original) -> None:
            now[0] += 0.125
            _original(self)

        monkeypatch.setattr(Search, name, costly)
    collections: list[int] = []

    def collect(generation: int = 2) -> int:
        collections.append(generation)
        now[0] += 0.25
        return 0

    monkeypatch.setattr(gc, "collect", collect)
    agent = make_agent("mcts:time=1,early=0")
    agent.clock = lambda: now[0]  # type: ignore[attr-defined]
    state = registry.load("tictactoe").new_initial_state()
    moves = []
    for _ in range(2):
        began = now[0]
        assert agent.act(Observation(state, 0), random.Random(1)) in state.legal_actions()
        moves.append((agent.last_iterations, now[0] - began))  # type: ignore[attr-defined]
    assert moves == [(7, 1.125), (6, 1.0)]
    assert collections == [0, 0]  # the young generation only

"""An agent's ``clock`` option: ``time`` counts wall clock (default) or the process's CPU
(``clock=cpu``: the same search on an idle or a loaded machine)."""

from __future__ import annotations

import gc
import itertools
import random
import time
from typing import Any

import pytest

from arena.ai.registry import make_agent
from arena.ai.search import Node, OutOfTime, Search
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


def _krosmaster_search() -> tuple[Search, Any]:
    """A search with priors on Krosmaster tutorial-4's first decision (and that position)."""
    game = registry.load("krosmaster", scenario="tutorial-4")
    state = game.new_initial_state()
    while state.is_chance_node():
        state.step(state.chance_outcomes()[0][0])
    search = Search(Observation(state, state.current_player()), random.Random(1), 0.4, 0)
    search.prior_weight = 12
    search.stop_early = False
    return search, state


def test_an_expansion_below_the_root_gives_up_at_the_cutoff(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each prior costs 0.02 s and the cutoff is at 0.05 s: three children are made, then they
    are removed and OutOfTime raised, so the node is expanded afresh if it is reached again."""
    now = [0.0]
    original = Search.prior_values

    def slow(self: Search, state: Any) -> list[float]:
        now[0] += 0.02
        return original(self, state)

    monkeypatch.setattr(Search, "prior_values", slow)
    search, state = _krosmaster_search()
    search.clock, search.cutoff = (lambda: now[0]), 0.05
    node = Node(search.players)
    node.untried = []
    actions = state.legal_actions()
    assert len(actions) > 3
    with pytest.raises(OutOfTime):
        search.expand(node, state, actions)
    untried: object = node.untried  # reset from the [] set above
    assert node.children == {} and untried is None
    assert now[0] == pytest.approx(0.06)
    search.expand(search.root, state, actions)  # the root is expanded whole
    assert len(search.root.children) == len(actions)


def test_a_timed_search_ends_within_one_prior_of_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Priors that cost 1 ms for the first 200 calls and then 10 ms more at each call: an
    iteration can be far longer than any before it, which the longest one so far does not
    foresee (without the cutoff, this search ends at 1.56 s). It ends within the one prior
    under way at the deadline, its root expanded whole."""
    now = [0.0]
    calls = [0]
    cost = [0.0]
    original = Search.prior_values

    def slower(self: Search, state: Any) -> list[float]:
        calls[0] += 1
        cost[0] = 0.001 if calls[0] <= 200 else 0.01 * (calls[0] - 200)
        now[0] += cost[0]
        return original(self, state)

    monkeypatch.setattr(Search, "prior_values", slower)
    search, state = _krosmaster_search()
    stats = search.run(None, 1.0, lambda: now[0])
    assert 1.0 <= now[0] <= 1.0 + cost[0]
    assert len(search.root.children) == len(state.legal_actions()) and stats

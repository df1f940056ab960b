"""The planning agent (``arena.ai.plan``): a whole run of one player's decisions searched at once,
the line found kept while the position is the one it expected."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arena.ai.plan import PlanAgent
from arena.ai.registry import make_agent
from arena.core.agent import Observation
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState

SOLO = MageKnight(players=1, heroes=["tovak"])


def _beside_the_edge() -> MageKnightState:
    """Tovak two plains from a new tile: (1, -2) -> (2, -3), the space tile 1's edge is explored
    from (seed 001, "移动力消耗": plains cost 2; "探索": exploring costs 2 more)."""
    position = MageKnightPosition(SOLO).hand(0, ["march", "stamina", "rage"]).at(0, (1, -2))
    return position.source(["white", "white", "white"]).build()  # no mana for green cards


def _play_turn(agent: PlanAgent, state: MageKnightState) -> list[str]:
    """The agent's decisions until its turn ends (the first chance node)."""
    played = []
    rng = random.Random(3)
    while not state.is_chance_node() and not state.is_terminal() and len(played) < 30:
        action = agent.act(Observation(state, 0), rng)
        assert action in state.legal_actions()
        played.append(SOLO.action_to_text(action))
        state.apply(action)
    return played


def test_a_turn_that_can_explore_explores() -> None:
    """Two Move cards (no mana to power them) walk one plain and explore: the line is found."""
    state = _beside_the_edge()
    played = _play_turn(PlanAgent(nodes=400, time=0), state)
    assert any(text.startswith("explore") for text in played), played


def test_the_plan_is_followed_without_searching_again(monkeypatch: pytest.MonkeyPatch) -> None:
    agent = PlanAgent(nodes=300, time=0)
    state = _beside_the_edge()
    first = agent.act(Observation(state, 0), random.Random(1))
    expected = agent._plan[0].action
    assert agent._plan and expected is not None

    def no_search(*_: Any) -> Any:
        raise AssertionError("searched again on the position the plan expected")

    monkeypatch.setattr(agent, "_search", no_search)
    state.apply(first)
    assert agent.act(Observation(state, 0), random.Random(1)) == expected


def test_a_position_the_plan_did_not_expect_is_searched_again() -> None:
    agent = PlanAgent(nodes=300, time=0)
    state = _beside_the_edge()
    agent.act(Observation(state, 0), random.Random(1))
    assert agent._plan
    other = MageKnightPosition(SOLO).hand(0, ["march", "rage"]).build()  # not the planned one
    searched = []
    original = agent._search

    def counting(obs: Any, rng: random.Random, started: float) -> Any:
        searched.append(obs)
        return original(obs, rng, started)

    agent._search = counting  # type: ignore[method-assign]
    assert agent.act(Observation(other, 0), random.Random(1)) in other.legal_actions()
    assert searched


def test_the_spec_reads_its_budget() -> None:
    agent = make_agent("plan:nodes=50,time=0,samples=1")
    assert isinstance(agent, PlanAgent) and (agent.nodes, agent.time, agent.samples) == (50, 0, 1)
    with pytest.raises(ValueError):
        PlanAgent(nodes=0)


def test_a_position_met_again_is_left_another_way() -> None:
    """A zero-cost step back and forth brings the same view back: the agent does not play the
    same action from it again while another is legal (else it could loop for ever)."""
    agent = PlanAgent(nodes=200, time=0)
    state = _beside_the_edge()
    legal = state.legal_actions()
    chosen = [agent.act(Observation(state, 0), random.Random(1)) for _ in range(len(legal))]
    assert sorted(map(SOLO.action_to_index, chosen)) == sorted(map(SOLO.action_to_index, legal))

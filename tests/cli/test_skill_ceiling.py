"""The skill-ceiling oracle of ``examples/skill_ceiling.py`` (issue 32, item 3): its look-ahead
sees the real future — the copy of the match it plays reaches the very position the real
game reaches after the same moves — and it is no agent anyone can seat."""

from __future__ import annotations

import random
from types import ModuleType

import pytest

from arena.cli.agents import AgentSpecError, make_agent
from arena.core import registry
from arena.core.match import Match
from tests.scripts import load_script


@pytest.fixture(scope="module")
def oracle() -> ModuleType:
    return load_script("examples/skill_ceiling.py")


@pytest.mark.parametrize(("game_id", "options", "seed"), [("hilo", {}, 3), ("mapduel", {"players": 2}, 5)])
def test_the_look_ahead_reaches_the_real_future(
    oracle: ModuleType, game_id: str, options: dict[str, object], seed: int
) -> None:
    game = registry.load(game_id, **options)
    match = Match(game, seed, [None, make_agent("greedy")])
    match.run(until_human=True)
    first = match.state.legal_actions()[-1]
    foreseen = oracle.future(match, 0, first, 10**6)
    assert foreseen.is_terminal()
    match.apply(first)  # the real game: the same moves for seat 0, the real dice and opponent
    while True:
        match.run(until_human=True)
        if match.is_over():
            break
        match.apply(oracle.known_dice_greedy(game, match.state, 0, match.seeding.chance))
    assert foreseen.to_json() == match.state.to_json()


def test_the_oracle_is_not_an_agent() -> None:
    with pytest.raises(AgentSpecError):
        make_agent("oracle")


@pytest.mark.parametrize(("game_id", "options", "seed"), [("hilo", {}, 3), ("mapduel", {"players": 2}, 5)])
def test_the_sampled_sight_sees_only_the_seats_view(
    oracle: ModuleType, game_id: str, options: dict[str, object], seed: int
) -> None:
    """``--sight sampled`` values an action alike in two matches that differ only in what the
    seat cannot see: the hidden state and every generator."""
    game = registry.load(game_id, **options)
    match = Match(game, seed, [None, make_agent("greedy")])
    match.run(until_human=True)
    other = Match(game, seed + 1, [None, make_agent("greedy")])
    other.state = match.state.resample_hidden(0, random.Random(7))
    assert other.state.view(0) == match.state.view(0)
    worlds = [oracle.derive_seed(seed, "sight", 0, k) for k in range(3)]
    for action in match.state.legal_actions():
        seen = oracle.look_ahead(match, 0, action, 6, worlds)
        assert seen == oracle.look_ahead(other, 0, action, 6, worlds)


def test_the_control_plays_a_registered_agent_on_the_oracles_deal(oracle: ModuleType) -> None:
    """``--agent``: the seat is played by the agent named, the game seeded as the oracle's."""
    game = registry.load("mapduel", players=2)
    row = oracle.play_agent(game, 5, 1, "random", "greedy")
    assert row["terminal"] and row["seats"] == ["random", "greedy"] and row["decisions"] > 0
    again = Match(game, 5, [make_agent("random"), make_agent("greedy")])
    again.run(until_human=False)
    assert row["returns"] == [float(r) for r in again.state.returns()]
    assert row == oracle.play_agent(game, 5, 1, "random", "greedy") | {"seconds": row["seconds"]}

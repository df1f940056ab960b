"""The skill-ceiling oracle of ``examples/skill_ceiling.py`` (issue 32, item 3): its look-ahead
sees the real future — the copy of the match it plays reaches the very position the real
game reaches after the same moves — and it is no agent anyone can seat."""

from __future__ import annotations

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

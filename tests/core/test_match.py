"""The one stepwise match driver (issue 13): one seeding scheme for every driver."""

from __future__ import annotations

import pytest

from arena.ai import RandomAgent
from arena.core import registry
from arena.core.driver import play_game
from arena.core.errors import ReplayError
from arena.core.match import Match, Seeding
from arena.core.state import CHANCE


def _texts(match: Match) -> list[str]:
    return [s.text for s in match.steps]


@pytest.mark.parametrize("game_id", ["knockdown", "tictactoe", "mapduel"])
def test_match_plays_the_game_play_game_plays(game_id: str) -> None:
    game = registry.load(game_id)
    agents = [RandomAgent() for _ in range(game.num_players)]
    match = Match(game, 7, agents)
    match.run(until_human=False)
    record = play_game(game, [RandomAgent() for _ in range(game.num_players)], 7)
    assert _texts(match) == [s.text for s in record.steps]
    assert match.record().returns == record.returns


def test_a_person_playing_an_agents_moves_gives_the_same_log() -> None:
    """Seat 1 played from outside with the moves its agent would choose: the same game."""
    game = registry.load("knockdown")
    reference = Match(game, 3, [RandomAgent(), RandomAgent()])
    reference.run(until_human=False, max_steps=300)
    moves = [s.action for s in reference.steps if s.player == 1]
    match = Match(game, 3, [RandomAgent(), None])
    for move in moves:
        match.run()
        assert match.waiting_for_human() == 1
        match.apply(move)
    match.run(max_steps=300 - len(match.steps))
    assert _texts(match)[: len(reference.steps)] == _texts(reference)[: len(match.steps)]


def test_resume_replays_the_log_and_continues_the_chance_stream() -> None:
    game = registry.load("knockdown")
    full = Match(game, 5, [None, None])
    for _ in range(120):  # people pick the first legal action; chance from the seed
        if full.waiting_for_human() is None:
            full.step()
        else:
            full.apply(full.state.legal_actions()[0])
    cut = 60
    resumed = Match.resume(game, 5, [None, None], [(s.player, s.action) for s in full.steps[:cut]])
    assert (
        resumed.state.to_json()
        == Match.resume(
            game, 5, [None, None], [(s.player, s.action) for s in full.steps[:cut]]
        ).state.to_json()
    )
    while len(resumed.steps) < len(full.steps):
        if resumed.waiting_for_human() is None:
            resumed.step()
        else:
            resumed.apply(resumed.state.legal_actions()[0])
    assert _texts(resumed) == _texts(full)  # chance draws continue where they were


def test_resume_refuses_a_log_the_seed_did_not_draw_unless_told() -> None:
    game = registry.load("knockdown")
    state = game.new_initial_state()
    outcomes = state.chance_weights()
    drawn = Seeding(5, 2).draw(outcomes)
    other = next(a for a, _ in outcomes if a != drawn)
    with pytest.raises(ReplayError):
        Match.resume(game, 5, [None, None], [(CHANCE, other)])
    match = Match.resume(game, 5, [None, None], [(CHANCE, other)], strict=False)
    assert len(match.steps) == 1 and match.seeding.in_sync


def test_a_seat_generator_copy_is_kept_only_when_handed_back() -> None:
    game = registry.load("tictactoe")
    match = Match(game, 1, [None, None])
    before = match.seeding.seats[0].getstate()
    rng = match.seat_rng_copy(0)
    rng.random()
    assert match.seeding.seats[0].getstate() == before
    match.apply(match.state.legal_actions()[0], rng=rng)
    assert match.seeding.seats[0].getstate() == rng.getstate()

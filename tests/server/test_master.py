"""The master alone (no app, no database): order checks, changes computed on copies, chance
with the room's seeding, undo by replay, a rebuild from the log, and the clocks."""

from __future__ import annotations

import pytest

from arena.core import registry
from arena.server.clocks import Clocks
from arena.server.errors import ApiError
from arena.server.master import Master
from tests.server.fakegames import Gems


def _reason(exc: pytest.ExceptionInfo[ApiError]) -> tuple[int, str]:
    return exc.value.status, exc.value.reason


def test_checks_in_the_contracts_order_and_changes_only_on_commit() -> None:
    m = Master.new(registry.load("tictactoe"), 3, [0, 1])
    with pytest.raises(ApiError) as exc:
        m.check_turn(1, 5)
    assert _reason(exc) == (409, "stale-version")
    with pytest.raises(ApiError) as exc:
        m.check_turn(1, 0)
    assert _reason(exc) == (403, "not-your-turn")
    with pytest.raises(ApiError) as exc:
        m.parse("z9")
    assert _reason(exc) == (422, "bad-notation")
    change = m.play([(0, m.parse("b2"), None)])
    assert m.version == 0 and m.log == [] and m.state.current_player() == 0  # nothing yet
    m.commit(change)
    assert m.version == 1 and [s.text for s in m.log] == ["b2"] and m.to_move() == [1]
    with pytest.raises(ApiError) as exc:
        m.parse("b2")
    assert exc.value.status == 422 and exc.value.rule


def test_chance_undo_and_rebuild(gems: type[Gems]) -> None:
    game = Gems(rounds=3)
    m = Master.new(game, 8, [0, 1])
    assert [s.player for s in m.log] == [-1] and m.version == 0  # the opening draw
    m.commit(m.play([(0, m.parse("step"), None)]))
    assert m.undo_refusal(0) is None and m.seat_view(0)["can_undo"]
    undo = m.check_undo(0, 1)
    m.commit_undo(undo, 0)
    assert m.version == 2 and len(m.log) == 1 and m.notes[0]["kind"] == "undo"
    assert m.state.view(None) == m.replay_prefix(1).view(None)
    m.commit(m.play([(0, m.parse("end"), None)]))  # seat 1's draw follows at once
    assert [s.player for s in m.log] == [-1, 0, -1]
    with pytest.raises(ApiError) as exc:
        m.check_undo(1, m.version)
    assert _reason(exc) == (409, "cannot-undo")
    logged = [(s.step, s.player, s.text, s.index, s.auto) for s in m.log]
    again = Master.rebuild("r", game, 8, [0, 1], m.version, logged)
    for seat in (0, 1, None):
        assert again.seat_view(seat) | {"events": []} == m.seat_view(seat) | {"events": []}
    bad = [*logged[:-1], (2, -1, "step", 0, None)]
    with pytest.raises(ApiError) as exc:
        Master.rebuild("r", game, 8, [0, 1], m.version, bad)
    assert _reason(exc) == (409, "room-unavailable")


def test_a_time_out_plays_the_games_hook_and_the_clocks_settle(gems: type[Gems]) -> None:
    m = Master.new(Gems(), 3, [0, 1])
    clocks = Clocks.new(10.0, 2.0, [True, True])
    clocks.start(m.state, now=100.0)
    assert clocks.running_seat(m.state) == 0 and clocks.due(m.state, 109.0) is None
    assert clocks.message(m.state, 104.0) == {"0": 6.0, "1": 10.0}
    assert clocks.due(m.state, 110.0) == 0
    change = m.play([], timeout_seat=0)
    first = change.steps[0]
    assert (first.player, first.text, first.auto) == (0, "end", "timeout")
    left = clocks.settle(m.state, change.state, 110.0, charge=0, timed_out=0)
    assert left == [0.0, 12.0]  # seat 1's turn begins: its increment
    m.commit(change)
    clocks.restart(m.state, left, 110.0)
    assert clocks.running_seat(m.state) == 1 and clocks.message(m.state, 111.0) == {"0": 0.0, "1": 11.0}

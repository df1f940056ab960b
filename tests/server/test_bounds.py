"""Issue 31, bounded work: agent specs capped by the server's settings (422, never 500), search
agents thinking in worker processes of the server (over time: stopped; a room's CPU budget;
at most ``agent_processes`` at once) while people and cheap agents keep moving."""

from __future__ import annotations

import inspect
import time
import warnings
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import select

from arena.ai import registry as agent_registry
from arena.server.budgets import AGENT_BUDGETS, Limits, check_spec
from arena.server.db import RoomRow
from arena.server.errors import ApiError
from arena.server.settings import Settings
from tests.server.conftest import Room, error_of

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

App = Callable[..., TestClient]


@pytest.fixture
def app_with(make_client: App) -> App:
    """Start an app on the test database with settings of the test's choosing."""
    return make_client


def create(client: TestClient, seats: list[dict[str, Any]], game: str = "tictactoe", **body: Any) -> Room:
    r = client.post("/api/rooms", json={"game": game, "seats": seats, **body})
    assert r.status_code == 201, r.text
    return Room(client, r.json())


def wait_for(what: Callable[[], bool], message: str, limit_s: float = 60) -> None:
    """Poll until ``what`` holds (a liveness bound, not a timing assertion)."""
    deadline = time.monotonic() + limit_s
    while not what():
        assert time.monotonic() < deadline, message
        time.sleep(0.05)


# -- specs --------------------------------------------------------------------------------------------
def test_every_knob_of_every_agent_of_arena_ai_is_declared() -> None:
    for name, entry in agent_registry._AGENTS.items():
        path = entry if isinstance(entry, str) else f"{entry.__module__}:"
        if not path.startswith("arena.ai."):
            continue  # registered by a test or a plugin: accepted by bare name only
        factory = agent_registry._factory(name)
        params = set(inspect.signature(factory).parameters)
        assert name in AGENT_BUDGETS, name
        assert params == set(AGENT_BUDGETS[name].knobs), name


@pytest.mark.parametrize(
    ("spec", "reason", "says"),
    [
        ("mcts:time=100000", "agent-over-limit", "time=100000"),
        ("mcts:iters=999999999999", "agent-over-limit", "ARENA_AGENT_MAX_ITERS"),
        ("mcts:workers=12,iters=2400000", "agent-over-limit", "workers=12"),
        ("mcts:time=4,workers=2", "agent-over-limit", "time x workers"),
        ("greedy:samples=100000", "agent-over-limit", "samples"),
        ("mcts:iters=-1", "bad-agent", "at least 1"),
        ("mcts:workers=0", "bad-agent", "at least 1"),
        ("mcts:rollout=-5", "bad-agent", "(or -1)"),
        ("mcts:iters=abc", "bad-agent", "not a number"),
        ("mcts:iters=true", "bad-agent", "not a number"),
        ("mcts:iters=2.5", "bad-agent", "whole number"),
        ("mcts:time=NaN", "bad-agent", "finite"),
        ("mcts:time=Infinity", "bad-agent", "finite"),
        ("mcts:speed=3", "bad-agent", "no parameter 'speed'"),
        ("mcts:lazy=2", "bad-agent", "at most 1"),
        ("mcts:opponents=paranoid", "bad-agent", "is not one of 'search', 'greedy'"),
        ("random:iters=3", "bad-agent", "no parameter"),
        ("gate:x=1", "bad-agent", "takes no parameters"),
        ("nobody", "bad-agent", "unknown agent"),
        ("mcts:iters", "bad-agent", "key=value"),
    ],
)
def test_a_spec_over_the_caps_or_malformed_is_refused(
    client: TestClient, spec: str, reason: str, says: str
) -> None:
    r = client.post("/api/rooms", json={"game": "tictactoe", "seats": [{}, {"kind": "agent", "agent": spec}]})
    assert error_of(r) == (422, reason), r.text
    assert says in r.json()["error"]["message"]


def test_the_caps_are_the_settings(app_with: App) -> None:
    client = app_with(agent_max_iters=50, agent_max_time_s=0.5, agent_max_workers=1)
    for spec in ("mcts:iters=51", "mcts:time=0.6", "mcts:workers=2", "mcts"):  # mcts alone: 400 iterations
        r = client.post(
            "/api/rooms", json={"game": "tictactoe", "seats": [{}, {"kind": "agent", "agent": spec}]}
        )
        assert error_of(r) == (422, "agent-over-limit"), spec
    create(client, [{}, {"kind": "agent", "agent": "mcts:iters=50"}])
    create(client, [{}, {"kind": "agent", "agent": "mcts:time=0.5,iters=10"}])


def test_the_command_line_keeps_any_budget() -> None:
    agent = agent_registry.make_agent("mcts:iters=999999999,workers=12")
    assert agent.iters == 999999999  # type: ignore[attr-defined]
    with pytest.raises(ApiError):
        check_spec("mcts:iters=999999999", Limits.of(Settings()))


# -- worker processes ------------------------------------------------------------------------------
def test_heavy_rooms_block_neither_people_nor_a_random_room(app_with: App) -> None:
    client = app_with(agent_processes=2, agent_max_time_s=3, agent_move_timeout_s=30)
    manager = client.app.state.manager  # type: ignore[attr-defined]
    pool = manager.runner.workers
    heavy = [create(client, [{"kind": "agent", "agent": "mcts:time=3"}] * 2) for _ in range(3)]
    wait_for(lambda: pool.busy() == 2, "the worker processes did not start")
    # both processes think (the third heavy room waits); a random room and people play on
    light = create(client, [{"kind": "agent"}, {"kind": "agent"}])
    wait_for(lambda: light.state()["terminal"], "a random room stalled behind heavy ones")
    people = create(client, [{}, {}])
    for seat, square in [(0, "a1"), (1, "b1"), (0, "a2")]:
        assert people.act(seat, square).status_code == 200
    assert len(pool.pids()) == 2  # never more than agent_processes
    for room in heavy:
        token = room.created["creator_token"]
        r = client.delete(f"/api/rooms/{room.id}", headers={"Authorization": f"Bearer {token}"})
        assert r.status_code == 200, r.text
        assert r.json() == {"room_id": room.id, "status": "cancelled"}
    wait_for(lambda: pool.busy() == 0, "a cancelled room's move kept thinking")
    live = {r.id for r in manager.live_rooms()}
    for room in heavy:
        assert room.id not in live
        assert error_of(client.get(f"/api/rooms/{room.id}")) == (410, "room-cancelled")
        assert _stored_status(manager, room.id) == "cancelled"


def _stored_status(manager: Any, room_id: str) -> str:
    with manager.store.engine.connect() as conn:
        return str(conn.execute(select(RoomRow.status).where(RoomRow.id == room_id)).scalar_one())


def test_a_move_over_its_time_is_stopped_and_played_at_random(app_with: App) -> None:
    client = app_with(agent_max_time_s=5, agent_move_timeout_s=0.3)
    room = create(client, [{}, {"kind": "agent", "agent": "mcts:time=5"}])
    assert room.act(0, "b2").status_code == 200
    wait_for(lambda: room.state()["to_move"] == [0], "the agent never moved")
    log = room.state(0)["log"]
    assert [e["player"] for e in log] == [0, 1] and log[1]["auto"] == "fallback"
    assert "still thinking after 0.3 s" in client.get(f"/api/rooms/{room.id}").json()["agent_error"]


def test_a_room_that_spent_its_cpu_budget_plays_at_random(app_with: App) -> None:
    client = app_with(agent_room_cpu_s=0)
    room = create(client, [{}, {"kind": "agent", "agent": "mcts:iters=50"}])
    assert room.act(0, "b2").status_code == 200
    wait_for(lambda: room.state()["to_move"] == [0], "the agent never moved")
    assert room.state(0)["log"][1]["auto"] == "fallback"
    assert "spent their 0 CPU seconds" in client.get(f"/api/rooms/{room.id}").json()["agent_error"]


def test_a_search_agent_plays_from_a_worker_process(app_with: App) -> None:
    client = app_with()
    room = create(client, [{}, {"kind": "agent", "agent": "mcts:iters=200"}], seed=3)
    assert room.act(0, "a1").status_code == 200
    wait_for(lambda: room.state()["to_move"] == [0], "the agent never moved")
    log = room.state(0)["log"]
    assert [e["player"] for e in log] == [0, 1] and "auto" not in log[1]
    assert client.get(f"/api/rooms/{room.id}").json()["agent_error"] is None
    assert len(client.app.state.manager.runner.workers.pids()) == 1  # type: ignore[attr-defined]


def test_restart_does_not_resume_work_the_settings_now_forbid(app_with: App) -> None:
    first = app_with(agent_max_iters=5000)
    room = create(first, [{}, {"kind": "agent", "agent": "mcts:iters=5000"}])
    allowed = create(first, [{}, {"kind": "agent", "agent": "mcts:iters=100"}])
    app_with.stop(first)  # type: ignore[attr-defined]
    again = app_with(agent_max_iters=1000)  # resumes at start-up: the first room is stopped
    r = again.get(f"/api/rooms/{room.id}")
    assert error_of(r) == (410, "room-stopped")
    assert (
        "iters=5000" in r.json()["error"]["message"]
        and "ARENA_AGENT_MAX_ITERS" in r.json()["error"]["message"]
    )
    assert again.get(f"/api/rooms/{allowed.id}").status_code == 200


def test_a_rooms_cpu_budget_survives_a_restart(app_with: App) -> None:
    """'A per-room CPU budget' (issue 31): the agents' CPU seconds are stored with their moves,
    so a room evicted from memory or a restarted server goes on counting (it used to start a
    fresh budget each time the room was loaded)."""
    first = app_with()
    room = create(first, [{}, {"kind": "agent", "agent": "mcts:iters=200"}], seed=3)
    assert room.act(0, "a1").status_code == 200
    wait_for(lambda: room.state()["to_move"] == [0], "the agent never moved")
    manager = first.app.state.manager  # type: ignore[attr-defined]
    with manager.store.engine.connect() as conn:
        stored = float(conn.execute(select(RoomRow.agent_cpu_s).where(RoomRow.id == room.id)).scalar_one())
    assert stored > 0
    # a server restarted with a budget below what was spent: the room's agent plays at random
    second = app_with(agent_room_cpu_s=stored / 2)
    again = Room(second, room.created)
    taken = {e["action"] for e in again.state(0)["log"]}
    free = next(c for c in ("b2", "c3", "a3") if c not in taken)  # whatever the agent answered
    assert again.act(0, free).status_code == 200
    wait_for(lambda: again.state()["to_move"] == [0], "the agent never moved after the restart")
    assert again.state(0)["log"][-1]["auto"] == "fallback"
    assert "CPU seconds" in second.get(f"/api/rooms/{room.id}").json()["agent_error"]

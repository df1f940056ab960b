"""Issue 31, a room's lifetime: cancelled by its creator, expired when abandoned (410 with the
reason), evicted from memory when idle or finished and rebuilt from its log when read again,
and worker processes that never outlive the server."""

from __future__ import annotations

import datetime as dt
import os
import resource
import signal
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import update

from arena.server.db import RoomRow
from tests.server.conftest import FakeClock, Room, error_of
from tests.server.test_bounds import App, app_with, create, wait_for
from tests.server.test_durability import serve

__all__ = ["app_with"]  # the fixture, shared with test_bounds
STABLE = ("version", "view", "log", "legal", "to_move", "terminal", "status")


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


# -- cancel --------------------------------------------------------------------------------------------
def test_the_creator_cancels_a_room(new_room: Callable[..., Room]) -> None:
    room = new_room(seats=[{}, {"kind": "agent", "agent": "gate"}])
    client, url, creator = room.client, f"/api/rooms/{room.id}", room.created["creator_token"]
    assert creator not in room.tokens.values()
    assert error_of(client.delete(url)) == (401, "bad-token")
    assert error_of(client.delete(url, headers=room.auth(0))) == (403, "not-the-creator")
    assert error_of(client.delete(url, headers=bearer("nope"))) == (403, "not-the-creator")
    assert client.delete(url, headers=bearer(creator)).json() == {"room_id": room.id, "status": "cancelled"}
    for r in (
        client.get(url),
        client.get(f"{url}/state"),
        room.act(0, "a1", version=0),
        client.delete(url, headers=bearer(creator)),
    ):
        assert error_of(r) == (410, "room-cancelled")
        assert "cancelled by its creator" in r.json()["error"]["message"]
    with client.websocket_connect(f"/ws/rooms/{room.id}") as ws:
        assert ws.receive_json()["reason"] == "room-cancelled"


def test_open_websockets_are_told_when_their_room_is_cancelled(new_room: Callable[..., Room]) -> None:
    room = new_room(seats=[{"kind": "human"}, {"kind": "human"}])
    client, creator = room.client, room.created["creator_token"]
    with (
        client.websocket_connect(f"/ws/rooms/{room.id}?seat=1&token={room.tokens[1]}") as seat1,
        client.websocket_connect(f"/ws/rooms/{room.id}") as watcher,
    ):
        assert seat1.receive_json()["type"] == watcher.receive_json()["type"] == "state"
        assert client.delete(f"/api/rooms/{room.id}", headers=bearer(creator)).status_code == 200
        for ws in (seat1, watcher):
            told = ws.receive_json()
            assert told["type"] == "error" and told["reason"] == "room-cancelled"
            assert ws.receive()["code"] == 4410  # then closed, with the HTTP status in the code
    hub = client.app.state.hub  # type: ignore[attr-defined]
    assert room.id not in hub.conns and room.id not in hub.locks  # nothing kept for a closed room


def test_a_finished_room_is_not_cancelled(new_room: Callable[..., Room]) -> None:
    room = new_room(seats=[{}, {}])
    for seat, square in [(0, "a1"), (1, "b1"), (0, "a2"), (1, "b2"), (0, "a3")]:
        assert room.act(seat, square).status_code == 200
    r = room.client.delete(f"/api/rooms/{room.id}", headers=bearer(room.created["creator_token"]))
    assert error_of(r) == (409, "game-over")
    assert room.client.get(f"/api/rooms/{room.id}/replay").status_code == 200


def test_unknown_room_cancel_is_404(client: Any) -> None:
    assert error_of(client.delete("/api/rooms/nope", headers=bearer("x"))) == (404, "unknown-room")


# -- expire ----------------------------------------------------------------------------------------------
def test_an_abandoned_room_expires_an_active_one_does_not(app_with: App, clock: FakeClock) -> None:
    client = app_with(room_expire_s=600, room_evict_s=10_000)
    manager = client.app.state.manager  # type: ignore[attr-defined]
    left, played, watched = (create(client, [{}, {}]) for _ in range(3))
    clock.advance(500)
    assert played.act(0, "a1").status_code == 200
    with client.websocket_connect(f"/ws/rooms/{watched.id}") as ws:
        ws.receive_json()
        clock.advance(200)
        assert manager.sweep() == ([left.id], [])
        clock.advance(500)
        assert manager.sweep() == ([played.id], [])  # no action for 700 s
    r = client.get(f"/api/rooms/{left.id}")
    assert (
        error_of(r) == (410, "room-expired")
        and "no action or connection for 700 s" in r.json()["error"]["message"]
    )
    assert error_of(played.act(1, "b1", version=1)) == (410, "room-expired")
    assert client.get(f"/api/rooms/{watched.id}").status_code == 200


def test_a_stored_room_abandoned_long_ago_expires_when_loaded(app_with: App) -> None:
    first = app_with(room_expire_s=3600)
    old, recent = create(first, [{}, {}]), create(first, [{}, {}])
    app_with.stop(first)  # type: ignore[attr-defined]
    engine = first.app.state.manager.store.engine  # type: ignore[attr-defined]
    with engine.begin() as conn:
        long_ago = dt.datetime.now(dt.UTC) - dt.timedelta(hours=2)
        conn.execute(update(RoomRow).where(RoomRow.id == old.id).values(active_at=long_ago))
    again = app_with(room_expire_s=3600)
    assert error_of(again.get(f"/api/rooms/{old.id}")) == (410, "room-expired")
    assert again.get(f"/api/rooms/{recent.id}").status_code == 200


# -- evict ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("rooms", [400, pytest.param(10_000, marks=pytest.mark.slow)])
def test_memory_holds_a_bounded_number_of_finished_rooms(app_with: App, rooms: int) -> None:
    cache = 20
    client = app_with(room_cache=cache)
    manager = client.app.state.manager  # type: ignore[attr-defined]
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    most, ids = 0, []
    for i in range(rooms):
        ids.append(create(client, [{"kind": "agent"}, {"kind": "agent"}], seed=i).id)
        if i % 10 == 9:  # ten rooms playing at a time
            wait_for(lambda: all(manager.get(r).master.state.is_terminal() for r in ids[-10:]), "stalled")
        most = max(most, len(manager.live_rooms()))
    assert most <= cache + 10
    print(
        f"{rooms} rooms: at most {most} in memory; max RSS {rss_before // 1024} -> "
        f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB"
    )
    assert error_of(client.get("/api/rooms/nope")) == (404, "unknown-room")


def test_an_evicted_room_is_rebuilt_identically(app_with: App, clock: FakeClock) -> None:
    client = app_with(room_evict_s=60)
    manager = client.app.state.manager  # type: ignore[attr-defined]
    room = create(client, [{}, {}], game="gems", seed=8, options={"rounds": 3})
    done = create(client, [{"kind": "agent"}, {"kind": "agent"}], seed=4)
    for seat, action in [(0, "step"), (0, "end"), (1, "peek"), (1, "step")]:
        assert room.act(seat, action).status_code == 200
    wait_for(lambda: done.state()["terminal"], "the agents did not finish")
    before = {seat: room.state(seat) for seat in (0, 1, None)}
    replay = client.get(f"/api/rooms/{done.id}/replay").json()
    clock.advance(61)
    assert sorted(manager.sweep()[1]) == sorted([room.id, done.id])
    assert manager.live_rooms() == []
    for seat in (0, 1, None):
        assert {k: room.state(seat)[k] for k in STABLE} == {k: before[seat][k] for k in STABLE}
    assert client.get(f"/api/rooms/{done.id}/replay").json() == replay
    assert room.act(1, "step").status_code == 200


def test_a_room_at_work_stays_in_memory(app_with: App, clock: FakeClock) -> None:
    client = app_with(room_evict_s=60, room_expire_s=10_000)
    manager = client.app.state.manager  # type: ignore[attr-defined]
    thinking = create(client, [{"kind": "agent", "agent": "gate"}, {}])
    clocked = create(client, [{}, {}], time_bank_s=600)
    assert clocked.act(0, "a1").status_code == 200
    clock.advance(61)
    assert manager.sweep() == ([], [])
    assert {r.id for r in manager.live_rooms()} == {thinking.id, clocked.id}


# -- processes -----------------------------------------------------------------------------------------------
def _children(pid: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.add(int(entry.name))
    return found


def _spawned(pid: int) -> set[int]:
    """The worker processes among ``pid``'s children (not multiprocessing's resource tracker)."""
    found = set()
    for child in _children(pid):
        try:
            if b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes():
                found.add(child)
        except OSError:
            continue
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")
def test_worker_processes_die_with_a_killed_server(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARENA_AGENT_PROCESSES", "2")
    monkeypatch.setenv("ARENA_AGENT_MAX_TIME_S", "5")
    with serve(db_url, tmp_path) as (http, proc):
        seats = [{"kind": "agent", "agent": "mcts:time=5"}] * 2
        for _ in range(2):
            assert http.post("/api/rooms", json={"game": "tictactoe", "seats": seats}).status_code == 201
        wait_for(lambda: len(_spawned(proc.pid)) == 2, "the worker processes did not start")
        children = _children(proc.pid)  # the workers and multiprocessing's resource tracker
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    wait_for(lambda: not any(_alive(p) for p in children), f"{children} outlived the server", 15)

"""Two servers on one database (issue 31, "many server processes"): the log cannot fork — two
servers accepting an action for one room at the same version commit exactly one; the other
gets the stale-version error, never a server error. Run on SQLite and on a real PostgreSQL."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import connect

from tests.server.conftest import Room, error_of
from tests.server.test_durability import serve
from tests.services import RedisServer

pytestmark = pytest.mark.all_databases
HUMANS = {"seats": [{"kind": "human"}, {"kind": "human"}]}


def test_one_version_one_action_across_two_servers(
    make_client: Callable[[], Any], new_room: Callable[..., Room]
) -> None:
    a = new_room(seed=3, **HUMANS)
    b = Room(make_client(), a.created)  # the second server, on the same database
    assert b.state(0)["version"] == a.state(0)["version"] == 0
    assert a.act(0, "b2", version=0).status_code == 200
    refused = b.act(0, "a1", version=0)
    assert error_of(refused) == (409, "stale-version")
    # server B catches up from the log and goes on from there
    st = b.state(1)
    assert st["version"] == 1 and [e["action"] for e in st["log"]] == ["b2"]
    assert b.act(1, "a1", version=1).status_code == 200
    # server A, told of a later version than it holds, rebuilds the room from the log
    assert a.act(0, "c3", version=2).status_code == 200
    assert [e["action"] for e in b.act(1, "a3", version=3).json()["log"]] == ["b2", "a1", "c3", "a3"]


@pytest.fixture(scope="module")
def redis_server() -> Iterator[RedisServer]:
    server = RedisServer()
    yield server
    server.stop()


def test_two_serve_processes_share_rooms_live_through_redis(
    tmp_path: Path, db_url: str, redis_server: RedisServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two real `arena serve` processes on one database and one Redis: a seat watching on
    process A sees, live, a move submitted through process B; a stale write on A is refused."""
    monkeypatch.setenv("ARENA_REDIS_URL", redis_server.url)
    with serve(db_url, tmp_path) as (a, _), serve(db_url, tmp_path) as (b, _):
        created = a.post("/api/rooms", json={"game": "tictactoe", "seed": 2, **HUMANS}).json()
        rid, tokens = created["room_id"], [s["token"] for s in created["seats"]]
        auth = [{"Authorization": f"Bearer {t}"} for t in tokens]
        ws_url = str(a.base_url).replace("http", "ws", 1) + f"/ws/rooms/{rid}?seat=1&token={tokens[1]}"
        with connect(ws_url, open_timeout=10) as watcher:
            first = json.loads(watcher.recv(timeout=10))
            assert first["version"] == 0
            r = b.post(
                f"/api/rooms/{rid}/actions", json={"seat": 0, "version": 0, "action": "b2"}, headers=auth[0]
            )
            assert r.status_code == 200
            pushed = json.loads(watcher.recv(timeout=10))  # from process A, about B's move
            assert pushed["version"] == 1 and [e["action"] for e in pushed["log"]] == ["b2"]
        st = a.get(f"/api/rooms/{rid}/state", params={"seat": 1}, headers=auth[1]).json()
        assert st["version"] == 1
        assert (
            a.post(
                f"/api/rooms/{rid}/actions", json={"seat": 1, "version": 1, "action": "a1"}, headers=auth[1]
            ).status_code
            == 200
        )
        stale = b.post(
            f"/api/rooms/{rid}/actions", json={"seat": 1, "version": 1, "action": "c1"}, headers=auth[1]
        )
        assert stale.status_code == 409 and stale.json()["error"]["reason"] == "stale-version"

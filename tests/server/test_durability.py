"""Durability: every acknowledged action is in the database; a restarted server (even after
SIGKILL) resumes each game at its last acknowledged action (issue 5)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.server.conftest import GateAgent, Room

pytestmark = pytest.mark.all_databases  # storage and durability: SQLite and PostgreSQL

HUMANS = {"seats": [{"kind": "human"}, {"kind": "human"}]}
STABLE = ("version", "view", "log", "legal", "to_move", "current_player", "terminal", "can_undo", "status")


def stable(msg: dict[str, Any]) -> dict[str, Any]:
    """A state message without what only describes the last change (events, running clock)."""
    return {k: msg[k] for k in STABLE}


def test_restart_rebuilds_rooms_from_the_log(
    make_client: Callable[[], Any], new_room: Callable[..., Room]
) -> None:
    room = new_room("gems", seed=8, options={"rounds": 3}, **HUMANS)
    for seat, action in [(0, "step"), (0, "end"), (1, "peek"), (1, "step"), (1, "step")]:
        assert room.act(seat, action).status_code == 200
    assert room.undo(1).status_code == 200
    before = {seat: room.state(seat) for seat in (0, 1, None)}
    again = Room(make_client(), room.created)
    for seat in (0, 1, None):
        assert stable(again.state(seat)) == stable(before[seat])
    assert again.act(1, "step", before[1]["version"]).status_code == 200


def test_an_agent_to_move_at_restart_moves_after_it(
    make_client: Callable[[], Any], new_room: Callable[..., Room]
) -> None:
    room = new_room(seats=[{"kind": "human"}, {"kind": "agent", "agent": "gate"}])
    room.act(0, "b2")
    assert GateAgent.thinking.wait(20)
    make_client.stop(room.client)  # type: ignore[attr-defined]  # the server stops while the agent thinks
    GateAgent.gate.set()
    again = Room(make_client(), room.created)
    with again.client.websocket_connect(f"/ws/rooms/{room.id}?seat=0&token={room.tokens[0]}") as ws:
        msg = ws.receive_json()
        while msg["to_move"] != [0]:
            msg = ws.receive_json()
    assert [e["player"] for e in msg["log"]] == [0, 1]


# -- a real server process, killed -------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serve(db_url: str, tmp: Path) -> Iterator[tuple[httpx.Client, subprocess.Popen[bytes]]]:
    """``arena serve`` in a subprocess on a free port; yields a client once it is healthy."""
    port = free_port()
    log = open(tmp / f"serve-{port}.log", "wb")  # noqa: SIM115
    cmd = [sys.executable, "-c", "from arena.cli.main import app; app()", "serve", "--port", str(port)]
    cmd += ["--db", db_url, "--log-level", "warning"]
    proc = subprocess.Popen(
        cmd, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"}
    )
    client = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30)
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                pytest.fail(f"arena serve exited: {(tmp / f'serve-{port}.log').read_text()}")
            try:
                if client.get("/api/health").status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("arena serve did not start")
            time.sleep(0.1)
        yield client, proc
    finally:
        client.close()
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        log.close()


def test_sigkill_then_restart_resumes_at_the_last_acknowledged_action(tmp_path: Path, db_url: str) -> None:
    with serve(db_url, tmp_path) as (http, proc):
        created = http.post("/api/rooms", json={"game": "tictactoe", "seed": 1, **HUMANS}).json()
        rid, tokens = created["room_id"], [s["token"] for s in created["seats"]]
        auth = [{"Authorization": f"Bearer {t}"} for t in tokens]
        acked = None
        for i, move in enumerate(["b2", "a1", "c3", "a3"]):
            r = http.post(
                f"/api/rooms/{rid}/actions",
                json={"seat": i % 2, "version": i, "action": move},
                headers=auth[i % 2],
            )
            assert r.status_code == 200
            acked = r.json()
        assert acked is not None and acked["version"] == 4
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    with serve(db_url, tmp_path) as (http, _):
        st = http.get(f"/api/rooms/{rid}/state", params={"seat": 1}, headers=auth[1]).json()
        assert st["version"] == 4 and st["view"] == acked["view"]
        assert [e["action"] for e in st["log"]] == ["b2", "a1", "c3", "a3"]
        r = http.post(
            f"/api/rooms/{rid}/actions", json={"seat": 0, "version": 4, "action": "a2"}, headers=auth[0]
        )
        assert r.status_code == 200 and r.json()["version"] == 5


def test_a_log_that_no_longer_replays_is_reported(
    make_client: Callable[[], Any], new_room: Callable[..., Room], db_url: str
) -> None:
    import sqlalchemy as sa

    room = new_room(**HUMANS)
    room.act(0, "b2")
    engine = sa.create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(sa.text("update actions set action = 'z9' where room_id = :r"), {"r": room.id})
    engine.dispose()
    again = make_client()
    r = again.get(f"/api/rooms/{room.id}/state")
    assert r.status_code == 409 and r.json()["error"]["reason"] == "room-unavailable"


def test_default_database_is_created_under_var(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from arena.server import Settings, create_app
    from tests.server.conftest import TestClient

    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("ARENA_DATABASE_URL", raising=False)
    settings = Settings.from_env(run_ticker=False)
    assert settings.database_url == "sqlite:///./var/arena.db"
    with TestClient(create_app(settings)) as client:
        assert client.get("/api/health").status_code == 200
    assert (tmp_path / "var" / "arena.db").is_file()
    monkeypatch.setenv("ARENA_DATABASE_URL", f"sqlite:///{tmp_path / 'other.db'}")
    assert Settings.from_env().database_url.endswith("other.db")

"""Hardening through a real uvicorn with ``arena serve``'s options: no ``server`` banner, the
frame size limit enforced by the websocket protocol itself (1009), binary frames (1003), a
declared body over the limit (413), a foreign ``Origin`` (4403)."""

from __future__ import annotations

import json
import socket
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from arena.cli.serve_cmd import uvicorn_options
from arena.server import Settings, create_app


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    """``http://127.0.0.1:PORT`` of the app under uvicorn, as ``arena serve`` runs it."""
    settings = Settings(
        database_url=f"sqlite:///{tmp_path / 'arena.db'}", max_body_bytes=2000, ws_max_frame_bytes=1000
    )
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = uvicorn.Config(
        create_app(settings), host="127.0.0.1", port=port, log_level="warning", **uvicorn_options(settings)
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    assert server.started, "uvicorn did not start"
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)


def post(url: str, body: bytes) -> tuple[int, dict[str, str], bytes]:
    req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, dict(r.headers), r.read()
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), exc.read()


def test_served_by_uvicorn_with_the_limits(served: str) -> None:
    with urllib.request.urlopen(served + "/api/health", timeout=10) as r:
        assert "server" not in {k.lower() for k in r.headers}
        assert r.headers["X-Frame-Options"] == "DENY"
    status, headers, body = post(
        served + "/api/rooms", json.dumps({"game": "tictactoe", "seats": [{}] * 500}).encode()
    )
    assert status == 413 and json.loads(body)["error"]["reason"] == "too-large"
    assert "server" not in {k.lower() for k in headers}
    status, _, body = post(served + "/api/rooms", json.dumps({"game": "tictactoe"}).encode())
    assert status == 201
    created = json.loads(body)
    ws_url = (
        served.replace("http", "ws")
        + f"/ws/rooms/{created['room_id']}?seat=0&token={created['seats'][0]['token']}"
    )

    with connect(ws_url, max_size=None) as ws:  # uvicorn's own frame limit: 1009
        assert json.loads(ws.recv())["type"] == "state"
        ws.send(json.dumps({"type": "act", "version": 0, "action": "x" * 2000}))
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv()
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    with connect(ws_url) as ws:
        json.loads(ws.recv())
        ws.send(b"\x00\x01")
        assert json.loads(ws.recv())["reason"] == "binary-frame"
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv()
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1003
    with connect(ws_url, origin="http://evil.example") as ws:  # type: ignore[arg-type]
        assert json.loads(ws.recv())["reason"] == "bad-origin"
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv()
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4403
    with connect(ws_url, origin=served) as ws:  # type: ignore[arg-type]
        assert json.loads(ws.recv())["seat"] == 0

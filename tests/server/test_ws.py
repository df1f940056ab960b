"""Websockets: per-seat pushes, validation errors that keep the socket open, reconnects."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect

from tests.server.conftest import Room

HUMANS = {"seats": [{"kind": "human"}, {"kind": "human"}]}


def ws_url(room: Room, seat: int | None = None, token: str | None = None) -> str:
    url = f"/ws/rooms/{room.id}"
    if seat is not None:
        url += f"?seat={seat}&token={token if token is not None else room.tokens[seat]}"
    return url


def expect_error(ws: Any, reason: str) -> dict[str, Any]:
    msg = ws.receive_json()
    assert msg["type"] == "error" and msg["reason"] == reason, msg
    assert set(msg) == {"type", "reason", "message", "rule", "quote", "translation"}
    return msg  # type: ignore[no-any-return]


def test_play_over_websockets_with_reconnect(new_room: Callable[..., Room]) -> None:
    room = new_room(**HUMANS)
    c = room.client
    with c.websocket_connect(ws_url(room, 0)) as ws0:
        first = ws0.receive_json()
        assert first["type"] == "state" and first["seat"] == 0 and first["version"] == 0 and first["legal"]
        with c.websocket_connect(ws_url(room, 1)) as ws1:
            assert ws1.receive_json()["legal"] == []
            info = c.get(f"/api/rooms/{room.id}").json()
            assert [s["connected"] for s in info["seats"]] == [True, True]
            ws0.send_json({"type": "act", "version": 0, "action": "b2"})
            a0, a1 = ws0.receive_json(), ws1.receive_json()
            assert a0["version"] == a1["version"] == 1
            assert a0["legal"] == [] and len(a1["legal"]) == 8
            assert a1["events"] == a0["events"] and a1["log"][-1]["action"] == "b2"
            ws1.send_json({"type": "act", "version": 1, "action": "a1"})
            assert ws0.receive_json()["version"] == ws1.receive_json()["version"] == 2
        # seat 1 drops; a move made meanwhile over HTTP is waiting for it when it comes back
        assert c.get(f"/api/rooms/{room.id}").json()["seats"][1]["connected"] is False
        assert room.act(0, "c3", 2).status_code == 200
        assert ws0.receive_json()["version"] == 3
        with c.websocket_connect(ws_url(room, 1)) as ws1:
            back = ws1.receive_json()
            assert back["version"] == 3 and back["seat"] == 1 and back["view"] == room.state(1)["view"]
            assert [e["action"] for e in back["log"]] == ["b2", "a1", "c3"]
            ws1.send_json({"type": "ping"})
            assert ws1.receive_json() == {"type": "pong"}


def test_bad_messages_get_errors_and_the_socket_stays_open(new_room: Callable[..., Room]) -> None:
    room = new_room(**HUMANS)
    c = room.client
    with c.websocket_connect(ws_url(room, 0)) as ws0, c.websocket_connect(ws_url(room, 1)) as ws1:
        ws0.receive_json()
        ws1.receive_json()
        ws0.send_text("{not json")
        expect_error(ws0, "bad-request")
        ws0.send_json({"type": "dance"})
        expect_error(ws0, "bad-request")
        ws0.send_json({"type": "act", "version": 0})
        expect_error(ws0, "bad-request")
        ws0.send_json({"type": "act", "version": 0, "action": "b2", "seat": 1})
        expect_error(ws0, "bad-request")
        ws0.send_json({"type": "act", "version": 5, "action": "b2"})
        expect_error(ws0, "stale-version")
        ws1.send_json({"type": "act", "version": 0, "action": "b2"})
        expect_error(ws1, "not-your-turn")
        ws0.send_json({"type": "act", "version": 0, "action": "q7"})
        expect_error(ws0, "bad-notation")
        ws0.send_json({"type": "undo", "version": 0})
        expect_error(ws0, "cannot-undo")
        assert room.state()["version"] == 0
        ws0.send_json({"type": "act", "version": 0, "action": "b2"})
        assert ws0.receive_json()["version"] == 1
        assert ws1.receive_json()["version"] == 1
        ws1.send_json({"type": "act", "version": 1, "action": "b2"})
        err = ws1.receive_json()  # an occupied cell: the engine's reason and rule
        assert err["type"] == "error" and err["reason"] not in ("bad-notation", "bad-request") and err["rule"]
        ws0.send_json({"type": "ping"})
        assert ws0.receive_json() == {"type": "pong"}


def test_spectators_and_bad_connections(new_room: Callable[..., Room]) -> None:
    room = new_room(**HUMANS)
    c = room.client
    with c.websocket_connect(ws_url(room)) as spec:
        msg = spec.receive_json()
        assert msg["seat"] is None and msg["legal"] == []
        spec.send_json({"type": "act", "version": 0, "action": "b2"})
        expect_error(spec, "not-your-seat")
    for url, reason in (
        (ws_url(room, 0, token="forged"), "bad-token"),
        (ws_url(room, 1, token=room.tokens[0]), "not-your-seat"),
        (f"/ws/rooms/{room.id}?seat=0", "bad-token"),
        ("/ws/rooms/nowhere", "unknown-room"),
    ):
        with c.websocket_connect(url) as ws:
            expect_error(ws, reason)
            with pytest.raises(WebSocketDisconnect):
                ws.receive_json()
    assert room.state()["version"] == 0


def test_a_socket_closed_by_its_client_ends_quietly(
    new_room: Callable[..., Room], caplog: pytest.LogCaptureFixture
) -> None:
    """A page closed right after it opened a room (issue 29: an uncaught WebSocketDisconnect
    traceback was logged): before the first state, during it, or while refused."""
    room = new_room(game="tictactoe")
    c = room.client
    with caplog.at_level("DEBUG"):
        for url in (ws_url(room, 0, room.tokens[0]), ws_url(room, None), ws_url(room, 0, "forged")):
            with c.websocket_connect(url) as ws:
                ws.close()
        with c.websocket_connect(ws_url(room, 0, room.tokens[0])) as ws:
            ws.receive_json()
            ws.close()
        assert room.state(0)["version"] == 0  # the room is unharmed
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")], caplog.text
    assert "Traceback" not in caplog.text

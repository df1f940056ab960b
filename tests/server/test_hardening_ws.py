"""Hardening of the room websocket (issue 31): the ``Origin`` check, failed tokens, the
connections per seat, the message rate, binary and too large frames, input that broke the JSON
decoder; each answered by an error message then a close code, never a traceback."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect

from arena.server.headers import origin_allowed
from tests.server import test_hardening
from tests.server.conftest import FakeClock
from tests.server.test_hardening import MakeApp, create_room

make_app = test_hardening.make_app  # the fixture: an app with given hardening settings

ERROR_FIELDS = {"type", "reason", "message", "rule", "quote", "translation"}


@pytest.fixture(autouse=True)
def no_tracebacks(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """Whatever a test sends, the server logs no error and no traceback."""
    with caplog.at_level("DEBUG"):
        yield
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")], caplog.text
    assert "Traceback" not in caplog.text


def seat_url(room: str, seat: int, token: str) -> str:
    return f"/ws/rooms/{room}?seat={seat}&token={token}"


def refused(ws: Any, reason: str, code: int) -> dict[str, Any]:
    """The error message ``reason``, then the close ``code``."""
    msg = ws.receive_json()
    assert msg["type"] == "error" and msg["reason"] == reason, msg
    assert set(msg) == ERROR_FIELDS and msg["message"]
    with pytest.raises(WebSocketDisconnect) as closed:
        ws.receive_json()
    assert closed.value.code == code
    return msg  # type: ignore[no-any-return]


# -- Origin ---------------------------------------------------------------------------------------
def test_a_foreign_origin_is_refused_before_any_state(make_app: MakeApp) -> None:
    client = make_app()
    room, tokens = create_room(client)
    url = seat_url(room, 0, tokens[0])
    with client.websocket_connect(url, headers={"Origin": "http://evil.example"}) as ws:
        refused(ws, "bad-origin", 4403)
    for origin in ("http://testserver", "HTTP://TestServer:80", None):  # its own origin, or no browser
        headers = {"Origin": origin} if origin else {}
        with client.websocket_connect(url, headers=headers) as ws:
            assert ws.receive_json()["seat"] == 0


def test_allowed_origins_are_a_setting(make_app: MakeApp) -> None:
    client = make_app(allowed_origins=("https://arena.example.org",))
    room, tokens = create_room(client)
    with client.websocket_connect(
        seat_url(room, 0, tokens[0]), headers={"Origin": "https://arena.example.org"}
    ) as ws:
        assert ws.receive_json()["type"] == "state"
    with client.websocket_connect(f"/ws/rooms/{room}", headers={"Origin": "https://other.example.org"}) as ws:
        refused(ws, "bad-origin", 4403)


@pytest.mark.parametrize(
    ("origin", "host", "allowed", "ok"),
    [
        ("http://localhost:8000", "localhost:8000", (), True),
        ("http://localhost:8000", "localhost:8001", (), False),
        ("https://arena.example.org", "arena.example.org", (), True),  # TLS ends at a proxy
        ("https://arena.example.org", "arena.example.org:443", (), True),
        ("http://arena.example.org", "arena.example.org:443", (), False),
        ("https://arena.example.org.evil.example", "arena.example.org", (), False),
        ("null", "localhost:8000", (), False),  # a sandboxed page or a file
        ("file://", "localhost:8000", (), False),
        ("http://[::1]:8000", "[::1]:8000", (), True),
        ("http://localhost:8000", None, (), False),
        ("http://x:notaport", "x", (), False),
        ("https://app.example.org/", "api.example.org", ("https://APP.example.org",), True),
        ("http://anything.example", "localhost", ("*",), True),
        (None, "localhost", (), True),
    ],
)
def test_origin_rules(origin: str | None, host: str | None, allowed: tuple[str, ...], ok: bool) -> None:
    assert origin_allowed(origin, host, allowed) is ok


# -- tokens and connections -----------------------------------------------------------------------
def test_wrong_tokens_over_the_websocket_are_rate_limited(make_app: MakeApp, clock: FakeClock) -> None:
    client = make_app(failed_token_limit=3, failed_token_window_s=30)
    room, tokens = create_room(client)
    for i in range(3):
        with client.websocket_connect(seat_url(room, 0, f"guess-{i}")) as ws:
            refused(ws, "bad-token", 4401)
    with client.websocket_connect(seat_url(room, 0, tokens[0])) as ws:
        msg = refused(ws, "too-many-failed-tokens", 4429)
        assert "30 s" in msg["message"]
    r = client.get(f"/api/rooms/{room}/state", headers={"Authorization": f"Bearer {tokens[0]}"})
    assert r.status_code == 429  # the HTTP API and the websocket count the same failures
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:  # watching needs no token
        assert ws.receive_json()["seat"] is None
    clock.advance(30)
    with client.websocket_connect(seat_url(room, 0, tokens[0])) as ws:
        assert ws.receive_json()["seat"] == 0


def test_connections_per_seat_and_spectators_are_limited(make_app: MakeApp) -> None:
    client = make_app(ws_max_conns_per_seat=2, ws_max_spectators=1)
    room, tokens = create_room(client)
    url = seat_url(room, 0, tokens[0])
    with client.websocket_connect(url) as a, client.websocket_connect(url) as b:
        a.receive_json()
        b.receive_json()
        with client.websocket_connect(url) as c:
            refused(c, "too-many-connections", 1008)
        with client.websocket_connect(seat_url(room, 1, tokens[1])) as other_seat:
            assert other_seat.receive_json()["seat"] == 1
        with client.websocket_connect(f"/ws/rooms/{room}") as s1:
            s1.receive_json()
            with client.websocket_connect(f"/ws/rooms/{room}") as s2:
                refused(s2, "too-many-connections", 1008)
        a.send_json({"type": "ping"})
        assert a.receive_json() == {"type": "pong"}  # the open ones are unharmed
    with client.websocket_connect(url) as again:  # closed ones free their places
        assert again.receive_json()["seat"] == 0
    assert client.app.state.hub.conns == {}


# -- frames ---------------------------------------------------------------------------------------
def test_a_burst_of_messages_is_cut_off(make_app: MakeApp, clock: FakeClock) -> None:
    """The attacker's 1,000 messages: the burst allowance is served, then an error and 1008."""
    client = make_app(ws_msg_burst=10, ws_msg_rate_per_s=2)
    room, tokens = create_room(client)
    url = seat_url(room, 0, tokens[0])
    with client.websocket_connect(url) as ws:
        ws.receive_json()
        for _ in range(1000):
            ws.send_json({"type": "ping"})
        for _ in range(10):
            assert ws.receive_json() == {"type": "pong"}
        refused(ws, "rate-limited", 1008)
    with client.websocket_connect(url) as ws:  # a steady rate is served
        ws.receive_json()
        for _ in range(30):
            clock.advance(0.5)
            ws.send_json({"type": "ping"})
            assert ws.receive_json() == {"type": "pong"}


def test_a_binary_frame_is_refused_with_1003(make_app: MakeApp) -> None:
    client = make_app()
    room, tokens = create_room(client)
    with client.websocket_connect(seat_url(room, 0, tokens[0])) as ws:
        ws.receive_json()
        ws.send_bytes(b'{"type": "ping"}')
        refused(ws, "binary-frame", 1003)


def test_a_frame_over_the_limit_is_refused_with_1009(make_app: MakeApp) -> None:
    client = make_app(ws_max_frame_bytes=1000)
    room, tokens = create_room(client)
    with client.websocket_connect(seat_url(room, 0, tokens[0])) as ws:
        ws.receive_json()
        ws.send_json({"type": "act", "version": 0, "action": "é" * 499})  # 1,038 bytes, 538 characters
        refused(ws, "too-large", 1009)


def test_input_that_broke_the_json_decoder_is_a_bad_request(make_app: MakeApp) -> None:
    """Nesting past the recursion limit (RecursionError) and integers past Python's digit limit
    (ValueError) escaped the JSON error handler and dropped the connection with a traceback."""
    client = make_app()
    room, tokens = create_room(client)
    with client.websocket_connect(seat_url(room, 0, tokens[0])) as ws:
        ws.receive_json()
        for text in ("[" * 5000 + "]" * 5000, '{"type": "act", "version": ' + "9" * 5000 + "}"):
            ws.send_text(text)
            msg = ws.receive_json()
            assert msg["type"] == "error" and msg["reason"] == "bad-request", msg
        ws.send_json({"type": "act", "version": 0, "action": "b2"})
        assert ws.receive_json()["version"] == 1  # the connection plays on

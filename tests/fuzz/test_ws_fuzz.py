"""The room websocket fuzzed: malformed JSON, wrong types, any JSON, actions of random text at
the right version, binary frames, frames over the size limit, nesting too deep, and floods.
Each frame gets an error message or a state (the connection stays open), or an error message
then a close code (1003, 1008, 1009); nothing is logged as an error, and another room's seats
play on afterwards."""

from __future__ import annotations

import contextlib
import json
import warnings
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.websockets import WebSocketDisconnect

from arena.server import Settings, create_app
from tests.fuzz.conftest import EXAMPLES

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

MAX_FRAME = 2048
BURST = 8
ERROR_FIELDS = {"type", "reason", "message", "rule", "quote", "translation"}
CLOSE_CODES = {1003: "binary-frame", 1008: "rate-limited", 1009: "too-large"}
FUZZ = settings(
    max_examples=EXAMPLES * 8,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
message_shaped = st.fixed_dictionaries(
    {"type": st.sampled_from(["act", "undo", "ping", "state", ""]) | st.text(max_size=8)},
    optional={"version": json_values | st.integers(), "action": json_values | st.text(), "seat": json_values},
)


@st.composite
def frames(draw: st.DrawFn, version: int) -> tuple[str, Any]:
    """(kind, payload): a ``bytes`` frame, a ``flood`` of text frames, else one text frame."""
    kind = draw(st.sampled_from(["text", "json", "shaped", "act", "bytes", "huge", "deep", "flood"]))
    if kind == "text":
        return kind, draw(st.text(max_size=200))
    if kind == "json":
        return kind, json.dumps(draw(json_values))
    if kind == "shaped":
        return kind, json.dumps(draw(message_shaped))
    if kind == "act":  # at the room's version: the game's notation parser gets the text
        return kind, json.dumps(
            {"type": "act", "version": version, "action": draw(st.text(min_size=1, max_size=60))}
        )
    if kind == "bytes":
        return kind, draw(st.binary(max_size=200))
    if kind == "huge":
        return kind, json.dumps(
            {"type": "act", "version": 0, "action": "x" * draw(st.integers(MAX_FRAME, 4 * MAX_FRAME))}
        )
    if kind == "deep":
        depth = draw(st.integers(500, MAX_FRAME // 2 - 2))
        return kind, "[" * depth + "]" * depth
    return kind, [json.dumps({"type": "ping"})] * draw(st.integers(BURST + 1, 4 * BURST))


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    app = create_app(
        Settings(
            database_url=f"sqlite:///{tmp_path / 'ws-fuzz.db'}",
            run_ticker=False,
            ws_max_frame_bytes=MAX_FRAME,
            ws_msg_burst=BURST,
            ws_msg_rate_per_s=0.001,
        )
    )
    with TestClient(app) as c:
        yield c


def new_room(client: TestClient, game: str) -> tuple[str, dict[int, str]]:
    r = client.post("/api/rooms", json={"game": game})
    assert r.status_code == 201, r.text
    return r.json()["room_id"], {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}


def answers_until_closed_or_pong(ws: Any, pings_sent: int) -> tuple[list[dict[str, Any]], int | None]:
    """The messages the server sends after fuzzed frames (with ``pings_sent`` pings among them)
    and one more ping: up to the last pong, or up to the close (then its code)."""
    got: list[dict[str, Any]] = []
    pongs = 0
    with contextlib.suppress(WebSocketDisconnect, RuntimeError):  # closed by the frames already
        ws.send_json({"type": "ping"})
    while True:
        try:
            msg = ws.receive_json()
        except WebSocketDisconnect as closed:
            return got, closed.code
        if msg == {"type": "pong"}:
            pongs += 1
            if pongs > pings_sent:
                return got, None
        else:
            got.append(msg)


def is_ping(payload: Any) -> bool:
    try:
        return bool(json.loads(payload) == {"type": "ping"})
    except (TypeError, ValueError, RecursionError):
        return False


@pytest.mark.parametrize("game", ["tictactoe", "mageknight"])
def test_fuzzed_frames_get_an_error_or_a_close_code(
    client: TestClient, game: str, caplog: pytest.LogCaptureFixture
) -> None:
    room, tokens = new_room(client, game)
    other, other_tokens = new_room(client, "tictactoe")
    url = f"/ws/rooms/{room}?seat=0&token={tokens[0]}"
    version = client.get(f"/api/rooms/{room}").json()["version"]
    outcomes: Counter[tuple[str, str]] = Counter()

    @FUZZ
    @given(frame=frames(version))
    def one_frame(frame: tuple[str, Any]) -> None:
        kind, payload = frame
        with client.websocket_connect(url) as ws:
            assert ws.receive_json()["type"] == "state"
            if kind == "bytes":
                ws.send_bytes(payload)
            elif kind == "flood":
                for text in payload:
                    ws.send_text(text)
            else:
                ws.send_text(payload)
            got, code = answers_until_closed_or_pong(
                ws, len(payload) if kind == "flood" else int(is_ping(payload))
            )
        for msg in got:
            assert msg["type"] in ("state", "error"), msg
            assert msg["type"] == "state" or (set(msg) == ERROR_FIELDS and msg["message"]), msg
        errors = [m["reason"] for m in got if m["type"] == "error"]
        outcomes[kind, f"closed {code}" if code else ",".join(sorted(set(errors))) or "answered"] += 1
        if code is not None:
            assert code in CLOSE_CODES and errors[-1:] == [CLOSE_CODES[code]], (code, errors)
        if kind == "bytes":
            assert code == 1003
        elif kind == "flood":
            assert code == 1008
        elif len(payload.encode()) > MAX_FRAME:
            assert code == 1009
        else:
            assert code is None and (got or is_ping(payload)), got  # within the limits: answered, still open

    with caplog.at_level("WARNING"):
        one_frame()
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")], caplog.text
    print(f"\n{game}: {sum(outcomes.values())} frames;", dict(sorted(outcomes.items())))  # pytest -s

    # the other room's seats still play, over the websocket
    with (
        client.websocket_connect(f"/ws/rooms/{other}?seat=0&token={other_tokens[0]}") as ws0,
        client.websocket_connect(f"/ws/rooms/{other}?seat=1&token={other_tokens[1]}") as ws1,
    ):
        assert ws0.receive_json()["version"] == ws1.receive_json()["version"] == 0
        ws0.send_json({"type": "act", "version": 0, "action": "b2"})
        assert ws0.receive_json()["version"] == ws1.receive_json()["version"] == 1
        ws1.send_json({"type": "act", "version": 1, "action": "a1"})
        assert ws0.receive_json()["version"] == ws1.receive_json()["version"] == 2

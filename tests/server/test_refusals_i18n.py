"""Every refusal the server makes is said in the reader's language (issue 31): each reason is
triggered over HTTP or the websocket and read in French and Simplified Chinese (``?lang=`` or
``Accept-Language``): a sentence of the core's strings, not the English one, nothing unfilled.
The completeness tests check that every ``server-*`` sentence exists in every locale and that
every ``ApiError`` the server raises carries one."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from arena.core import registry
from arena.core.text import LOCALES, Catalog, core_catalog, is_simplified
from arena.server.errors import ApiError
from tests.server.conftest import Room, error_of

SERVER = Path(__file__).resolve().parents[2] / "src" / "arena" / "server"
READERS = ("fr", "zh-Hans")
UNFILLED = re.compile(r"[{}]|\$[a-z]|\bserver-[a-z]")
CJK = re.compile(r"[\u3400-\u9fff]")
MakeClient = Callable[..., TestClient]
Ask = Callable[[dict[str, str], dict[str, str]], Any]
"""A request, given the query parameters and headers that name the reader's language."""

DYNAMIC_KEYS = {
    "server-unknown-game",
    "server-no-hints",
    "server-bad-hint-query",
    "server-bad-request",
    "server-not-found",
    "server-method-not-allowed",
    "server-http-error",
    "server-room-cancelled",
    "server-room-expired",
    "server-room-stopped",
}
"""The keys the server builds from a reason code (``f"server-{reason}"``)."""


def said(ask: Ask, status: int, reason: str, *, header: bool = False) -> dict[str, str]:
    """The refusal's message by locale, checked: the same status and reason in every locale,
    and in French and Chinese a sentence of their own (not the English, no placeholder left)."""
    out: dict[str, str] = {}
    for locale in ("en", *READERS, "zh-Hant"):
        params, headers = ({}, {"Accept-Language": locale}) if header else ({"lang": locale}, {})
        r = ask(params, headers)
        assert error_of(r) == (status, reason), (locale, r.text)
        message = r.json()["error"]["message"]
        assert message.strip() and not UNFILLED.search(message), (locale, message)
        out[locale] = message
    for locale in READERS:
        assert out[locale] != out["en"], (locale, out[locale])
    assert CJK.search(out["zh-Hans"]) and is_simplified(out["zh-Hans"]), out["zh-Hans"]
    assert CJK.search(out["zh-Hant"]), out["zh-Hant"]
    return out


def ws_said(
    client: TestClient,
    url: str,
    reason: str,
    code: int,
    send: Callable[[Any], None] | None = None,
    headers: dict[str, str] | None = None,
) -> str:
    """The error message of a websocket refused for ``reason`` (``send``: after the state, what
    the client sends) in each reader's locale; closed with ``code`` (0: left open) and the
    reason code. Returns the Chinese sentence."""
    messages = {}
    for locale in ("en", *READERS):
        sep = "&" if "?" in url else "?"
        with client.websocket_connect(f"{url}{sep}lang={locale}", headers=dict(headers or {})) as ws:
            if send is not None:
                ws.receive_json()  # the state
                send(ws)
            m = ws.receive_json()
            assert m["type"] == "error" and m["reason"] == reason, m
            messages[locale] = m["message"]
            assert m["message"] and not UNFILLED.search(m["message"]), m
            if code:
                with pytest.raises(WebSocketDisconnect) as closed:
                    ws.receive_json()
                assert (closed.value.code, closed.value.reason) == (code, reason)
    for locale in READERS:
        assert messages[locale] != messages["en"], messages
    assert CJK.search(messages["zh-Hans"]), messages
    return messages["zh-Hans"]


@pytest.fixture
def room(new_room: Callable[..., Room]) -> Room:
    return new_room()


def finished(new_room: Callable[..., Room]) -> Room:
    """A tic-tac-toe game won by the first seat."""
    done = new_room()
    for seat, cell in ((0, "a1"), (1, "b1"), (0, "a2"), (1, "b2"), (0, "a3")):
        assert done.act(seat, cell).status_code == 200
    assert done.state(0)["terminal"]
    return done


# -- seat tokens --------------------------------------------------------------------------------------
def test_token_refusals_are_said(client: TestClient, room: Room) -> None:
    url = f"/api/rooms/{room.id}/state"

    def with_auth(auth: str, seat: int | None = 0) -> Ask:
        def ask(params: dict[str, str], headers: dict[str, str]) -> Any:
            query = params if seat is None else {**params, "seat": str(seat)}
            return client.get(url, params=query, headers={**headers, "Authorization": auth})

        return ask

    assert "Bearer" in said(with_auth("Basic abc"), 401, "bad-token")["fr"]
    assert "令牌" in said(with_auth("Bearer wrong", None), 401, "bad-token")["zh-Hans"]
    needed = said(lambda p, h: client.get(url, params={**p, "seat": "1"}, headers=h), 401, "bad-token")
    assert "Joueur 2" in needed["fr"] and "玩家2" in needed["zh-Hans"]  # seat 1 is the second player
    other = said(with_auth(f"Bearer {room.tokens[0]}", 1), 403, "not-your-seat", header=True)
    assert "Joueur 1" in other["fr"] and "Joueur 2" in other["fr"]


def test_too_many_wrong_tokens_is_said(make_client: MakeClient) -> None:
    client = make_client(failed_token_limit=1, failed_token_window_s=60)
    created = client.post("/api/rooms", json={"game": "tictactoe"}).json()
    url = f"/api/rooms/{created['room_id']}/state"
    assert client.get(url, headers={"Authorization": "Bearer guess"}).status_code == 401
    told = said(
        lambda p, h: client.get(url, params=p, headers={**h, "Authorization": "Bearer x"}),
        429,
        "too-many-failed-tokens",
    )
    assert "60" in told["fr"] and "60" in told["zh-Hans"]


# -- playing --------------------------------------------------------------------------------------------
def test_play_refusals_are_said(client: TestClient, room: Room, new_room: Callable[..., Room]) -> None:
    def act(seat: int, action: str, version: int, token_seat: int | None = None) -> Ask:
        body = {"seat": seat, "version": version, "action": action}
        auth = room.auth(seat if token_seat is None else token_seat)
        return lambda p, h: client.post(
            f"/api/rooms/{room.id}/actions", params=p, headers={**h, **auth}, json=body
        )

    said(act(1, "a1", 0), 403, "not-your-turn")
    said(act(0, "a1", 7), 409, "stale-version")
    said(act(0, "zz9", 0), 422, "bad-notation")
    undo = {"seat": 0, "version": 0}
    said(
        lambda p, h: client.post(
            f"/api/rooms/{room.id}/undo", params=p, headers={**h, **room.auth(0)}, json=undo
        ),
        409,
        "cannot-undo",
    )
    said(lambda p, h: client.get(f"/api/rooms/{room.id}/replay", params=p, headers=h), 409, "not-finished")
    done = finished(new_room)
    version = done.state(1)["version"]
    body = {"seat": 1, "version": version, "action": "c1"}
    said(
        lambda p, h: client.post(
            f"/api/rooms/{done.id}/actions", params=p, headers={**h, **done.auth(1)}, json=body
        ),
        409,
        "game-over",
    )


def test_websocket_play_refusals_are_said(client: TestClient, room: Room) -> None:
    """An ``error`` message for a refused message; the socket stays open."""
    spectator = f"/ws/rooms/{room.id}"
    ws_said(
        client,
        spectator,
        "not-your-seat",
        0,
        lambda ws: ws.send_json({"type": "act", "version": 0, "action": "a1"}),
    )
    seat = f"/ws/rooms/{room.id}?seat=0&token={room.tokens[0]}"
    ws_said(client, seat, "bad-request", 0, lambda ws: ws.send_text("{not json"))
    chinese = ws_said(client, seat, "bad-request", 0, lambda ws: ws.send_json({"type": "dance"}))
    assert "act" in chinese and "ping" in chinese  # names the types it takes
    chinese = ws_said(
        client, seat, "bad-request", 0, lambda ws: ws.send_json({"type": "act", "action": "a1"})
    )
    assert "version" in chinese


# -- rooms ----------------------------------------------------------------------------------------------
def test_room_refusals_are_said(client: TestClient, room: Room, new_room: Callable[..., Room]) -> None:
    said(lambda p, h: client.get("/api/rooms/nope", params=p, headers=h), 404, "unknown-room")
    url = f"/api/rooms/{room.id}"
    said(lambda p, h: client.delete(url, params=p, headers=h), 401, "bad-token")
    said(lambda p, h: client.delete(url, params=p, headers={**h, **room.auth(0)}), 403, "not-the-creator")
    done = finished(new_room)
    creator = {"Authorization": f"Bearer {done.created['creator_token']}"}
    said(
        lambda p, h: client.delete(f"/api/rooms/{done.id}", params=p, headers={**h, **creator}),
        409,
        "game-over",
    )
    creator = {"Authorization": f"Bearer {room.created['creator_token']}"}
    assert client.delete(url, headers=creator).status_code == 200
    said(lambda p, h: client.get(url, params=p, headers=h), 410, "room-cancelled")
    ws_said(client, f"/ws/rooms/{room.id}", "room-cancelled", 4410)
    ws_said(client, "/ws/rooms/nope", "unknown-room", 4404)


def test_expired_stopped_and_unavailable_rooms_are_said(
    make_client: MakeClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = make_client(agent_max_iters=5000)
    seats = [{}, {"kind": "agent", "agent": "mcts:iters=5000"}]
    over = first.post("/api/rooms", json={"game": "tictactoe", "seats": seats}).json()["room_id"]
    gems = first.post("/api/rooms", json={"game": "gems"}).json()["room_id"]
    left = first.post("/api/rooms", json={"game": "tictactoe"}).json()["room_id"]
    make_client.stop(first)  # type: ignore[attr-defined]
    monkeypatch.delitem(registry._classes, "gems")  # the game is gone from this server
    again = make_client(agent_max_iters=1000)  # the agent's budget is over the new limit
    said(lambda p, h: again.get(f"/api/rooms/{over}", params=p, headers=h), 410, "room-stopped")
    said(lambda p, h: again.get(f"/api/rooms/{gems}", params=p, headers=h), 409, "room-unavailable")
    make_client.stop(again)  # type: ignore[attr-defined]
    impatient = make_client(room_expire_s=0)  # every unfinished room it loads is abandoned
    said(lambda p, h: impatient.get(f"/api/rooms/{left}", params=p, headers=h), 410, "room-expired")


# -- creating -------------------------------------------------------------------------------------------
def post(client: TestClient, body: Any, path: str = "/api/rooms") -> Ask:
    return lambda p, h: client.post(path, params=p, headers=h, json=body)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "game"),  # missing
        ({"game": "tictactoe", "colour": "red"}, "colour"),  # not taken
        ({"game": "tictactoe", "seed": -1}, "seed"),  # at least 0
        ({"game": "tictactoe", "seed": "x"}, "seed"),  # a whole number
        ({"game": "x" * 65}, "game"),  # too long
        ({"game": "tictactoe", "seats": [{"kind": "robot"}, {}]}, "seats.0.kind"),  # one of
        ({"game": "tictactoe", "time_bank_s": 0}, "time_bank_s"),  # more than 0
        ({"game": "tictactoe", "seats": "two"}, "seats"),  # a list
        ({"game": "tictactoe", "tutorial": "maybe"}, "tutorial"),  # true or false
    ],
)
def test_a_malformed_request_names_its_field(client: TestClient, body: Any, field: str) -> None:
    """Pydantic's complaint as one sentence naming the field and the problem."""
    told = said(post(client, body), 400, "bad-request")
    assert all(field in m for m in told.values()), told


def test_a_request_that_is_not_json_or_has_no_body_is_said(client: TestClient) -> None:
    said(
        lambda p, h: client.post(
            "/api/rooms", params=p, headers={**h, "Content-Type": "application/json"}, content=b"{no"
        ),
        400,
        "bad-request",
    )
    said(lambda p, h: client.post("/api/rooms", params=p, headers=h), 400, "bad-request")


@pytest.mark.parametrize(
    ("spec", "reason"),
    [
        ("mcts:time=100000", "agent-over-limit"),
        ("mcts:time=4,workers=2", "agent-over-limit"),
        ("mcts:iters=-1", "bad-agent"),
        ("mcts:rollout=-5", "bad-agent"),
        ("mcts:iters=abc", "bad-agent"),
        ("mcts:c=abc", "bad-agent"),
        ("mcts:iters=2.5", "bad-agent"),
        ("mcts:time=NaN", "bad-agent"),
        ("mcts:speed=3", "bad-agent"),
        ("mcts:lazy=2", "bad-agent"),
        ("mcts:clock=moon", "bad-agent"),
        ("plan:clock=2", "bad-agent"),
        ("random:iters=3", "bad-agent"),
        ("gate:x=1", "bad-agent"),
        ("nobody", "bad-agent"),
        ("mcts:iters", "bad-agent"),
    ],
)
def test_agent_refusals_are_said(client: TestClient, spec: str, reason: str) -> None:
    said(post(client, {"game": "tictactoe", "seats": [{}, {"kind": "agent", "agent": spec}]}), 422, reason)


def test_default_budget_over_the_limit_is_said(make_client: MakeClient) -> None:
    client = make_client(agent_max_iters=50)
    told = said(
        post(client, {"game": "tictactoe", "seats": [{}, {"kind": "agent", "agent": "mcts"}]}),
        422,
        "agent-over-limit",
    )
    assert "50" in told["fr"]


def test_game_and_option_refusals_are_said(client: TestClient) -> None:
    told = said(post(client, {"game": "tictactoe", "seats": [{}]}), 422, "bad-seats")
    assert "Morpion" in told["fr"] and "井字棋" in told["zh-Hans"]  # the game's name, not its id
    said(post(client, {"game": "nope"}), 422, "unknown-game")
    told = said(
        post(client, {"options": {"turn_limit": 1}}, "/api/games/knockdown/check"), 422, "bad-options"
    )
    assert "options.turn_limit" in told["fr"] and "2" in told["fr"]
    told = said(post(client, {"options": {"bogus": 1}}, "/api/games/knockdown/check"), 422, "bad-options")
    assert "options.bogus" in told["zh-Hans"]


def test_tutorial_refusals_are_said(client: TestClient) -> None:
    said(post(client, {"game": "tictactoe", "tutorial": True}), 422, "no-tutorial")
    said(post(client, {"game": "mageknight", "tutorial": True, "seed": 3}), 422, "bad-tutorial")


def test_hint_refusals_are_said(client: TestClient, new_room: Callable[..., Room]) -> None:
    plain = new_room()
    said(lambda p, h: client.get(f"/api/rooms/{plain.id}/hints", params=p, headers=h), 404, "no-hints")
    hilo = new_room("hilo")
    said(
        lambda p, h: client.get(f"/api/rooms/{hilo.id}/hints", params={**p, "kind": "x"}, headers=h),
        422,
        "bad-hint-query",
    )


# -- the HTTP layer -------------------------------------------------------------------------------------
def test_http_layer_refusals_are_said(make_client: MakeClient, monkeypatch: pytest.MonkeyPatch) -> None:
    client = make_client(max_body_bytes=1000)
    said(lambda p, h: client.get("/api/nothing-here", params=p, headers=h), 404, "not-found")
    said(lambda p, h: client.put("/api/rooms", params=p, headers=h), 405, "method-not-allowed")
    big = {"game": "tictactoe", "seats": [{}] * 500}
    said(post(client, big), 413, "too-large", header=True)
    said(post(client, big), 413, "too-large")
    from arena.server.routers import games

    def broken() -> list[str]:
        raise RuntimeError("a bug")

    monkeypatch.setattr(games, "agent_names", broken)
    failing = TestClient(client.app, raise_server_exceptions=False)
    said(lambda p, h: failing.get("/api/agents", params=p, headers=h), 500, "internal-error")


# -- the websocket's own limits -------------------------------------------------------------------------
def test_websocket_refusals_are_said(make_client: MakeClient) -> None:
    client = make_client(
        ws_max_conns_per_seat=1,
        ws_max_spectators=1,
        ws_max_frame_bytes=100,
        ws_msg_burst=1,
        ws_msg_rate_per_s=0.001,
    )
    created = client.post("/api/rooms", json={"game": "tictactoe"}).json()
    room_id, token = created["room_id"], created["seats"][0]["token"]
    seat = f"/ws/rooms/{room_id}?seat=0&token={token}"
    chinese = ws_said(client, seat, "bad-origin", 4403, headers={"Origin": "http://evil.example"})
    assert "evil.example" in chinese
    ws_said(client, f"/ws/rooms/{room_id}?seat=0&token=wrong", "bad-token", 4401)
    with client.websocket_connect(seat) as held:
        held.receive_json()
        ws_said(client, seat, "too-many-connections", 1008)
    ws_said(client, seat, "binary-frame", 1003, lambda ws: ws.send_bytes(b"{}"))
    ws_said(client, seat, "too-large", 1009, lambda ws: ws.send_text("x" * 200))

    def flood(ws: Any) -> None:
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong"}  # the burst of one, served
        ws.send_json({"type": "ping"})

    ws_said(client, seat, "rate-limited", 1008, flood)


# -- completeness ---------------------------------------------------------------------------------------
def test_every_server_sentence_is_in_every_locale() -> None:
    texts: Catalog = core_catalog()
    english = {k for k in texts.keys("en") if k.startswith("server-")}
    for locale in LOCALES:
        assert {k for k in texts.keys(locale) if k.startswith("server-")} == english, locale
    source = "".join(p.read_text() for p in SERVER.rglob("*.py"))
    used = set(re.findall(r'"(server-[a-z-]+[a-z])"', source)) - {"server-to-client"}  # openapi's
    assert used | DYNAMIC_KEYS <= english, sorted((used | DYNAMIC_KEYS) - english)
    assert english <= used | DYNAMIC_KEYS, sorted(english - used - DYNAMIC_KEYS)  # none left unused


def test_every_api_error_the_server_raises_is_said() -> None:
    """Each ``ApiError(...)`` and websocket ``Refusal(...)`` in ``arena.server`` has a sentence."""
    bare = []
    for path in SERVER.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                name = node.func.id
                if name == "ApiError" and not any(k.arg == "say" for k in node.keywords):
                    bare.append(f"{path.name}:{node.lineno}")
                if name == "Refusal" and len(node.args) + len(node.keywords) < 5:
                    bare.append(f"{path.name}:{node.lineno}")
    assert not bare, bare
    assert ApiError(400, "x", "y").fields("fr")["message"] == "y"  # unsaid: the English, as before

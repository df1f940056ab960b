"""Hardening over HTTP (issue 31): body size limit, failed-token limiter, security headers on
every answer (API, files, errors), the 405s of API paths, the settings read from ``ARENA_*``,
and the OpenAPI schema's limits and links."""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from arena.server import Settings, create_app
from arena.server.headers import APP_CSP, COMMON_HEADERS, DOCS_CSP
from tests.server.conftest import FakeClock, error_of

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

MakeApp = Callable[..., TestClient]


@pytest.fixture
def make_app(tmp_path: Path, clock: FakeClock) -> Iterator[MakeApp]:
    """``make_app(**settings)``: a client of an app with these hardening settings."""
    opened: list[TestClient] = []

    def make(raise_server_exceptions: bool = True, **overrides: Any) -> TestClient:
        db = f"sqlite:///{tmp_path / f'arena{len(opened)}.db'}"
        settings = Settings(database_url=db, clock=clock, run_ticker=False, **overrides)
        client = TestClient(create_app(settings), raise_server_exceptions=raise_server_exceptions)
        client.__enter__()
        opened.append(client)
        return client

    yield make
    for c in opened:
        c.__exit__(None, None, None)


def create_room(client: TestClient) -> tuple[str, dict[int, str]]:
    r = client.post("/api/rooms", json={"game": "tictactoe"})
    assert r.status_code == 201, r.text
    return r.json()["room_id"], {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}


def assert_hardened(response: Any, csp: str = APP_CSP) -> None:
    assert response.headers["content-security-policy"] == csp
    for name, value in COMMON_HEADERS.items():
        assert response.headers[name] == value, name
    assert "server" not in response.headers


# -- request body size ----------------------------------------------------------------------------
def test_a_body_over_the_limit_is_refused_before_it_is_parsed(make_app: MakeApp) -> None:
    client = make_app(max_body_bytes=1000)
    seats = [{"kind": "human"}] * 100  # valid JSON, 1.8 KB: refused for its size, not its seats
    r = client.post("/api/rooms", content=json.dumps({"game": "tictactoe", "seats": seats}))
    assert error_of(r) == (413, "too-large")
    assert_hardened(r)
    r = client.post("/api/rooms", content=b"{" * 5000)  # not even JSON: never parsed
    assert error_of(r) == (413, "too-large")
    assert create_room(client)[0]  # a body within the limit is served
    deep = '{"game": "tictactoe", "options": {"a": ' + "[" * 5000 + "]" * 5000 + "}}"
    r = make_app().post("/api/rooms", content=deep)  # within 64 KB, too deep to parse: was `http-error`
    assert error_of(r) == (400, "bad-request")


def test_a_chunked_body_is_cut_off_at_the_limit(make_app: MakeApp) -> None:
    """No ``Content-Length``: the chunks are counted as they come."""
    client = make_app(max_body_bytes=1000)
    sent: list[int] = []

    def chunks() -> Iterator[bytes]:
        for i in range(50):
            sent.append(i)
            yield b" " * 100

    r = client.post("/api/rooms", content=chunks(), headers={"content-type": "application/json"})
    assert error_of(r) == (413, "too-large")
    small = [b'{"game": ', b'"tictactoe"}']
    r = client.post("/api/rooms", content=iter(small), headers={"content-type": "application/json"})
    assert r.status_code == 201, r.text


# -- failed tokens --------------------------------------------------------------------------------
def test_wrong_tokens_are_rate_limited_per_address(make_app: MakeApp, clock: FakeClock) -> None:
    client = make_app(failed_token_limit=5, failed_token_window_s=60)
    room, tokens = create_room(client)
    state = f"/api/rooms/{room}/state"
    for i in range(5):
        r = client.get(state, params={"seat": 0}, headers={"Authorization": f"Bearer guess-{i}"})
        assert error_of(r) == (401, "bad-token")
    clock.advance(10)
    r = client.get(state, params={"seat": 0}, headers={"Authorization": "Bearer guess-5"})
    assert error_of(r) == (429, "too-many-failed-tokens")
    assert r.headers["retry-after"] == "50"
    assert_hardened(r)
    # even the right token waits; a spectator (no token) does not
    r = client.get(state, params={"seat": 0}, headers={"Authorization": f"Bearer {tokens[0]}"})
    assert error_of(r) == (429, "too-many-failed-tokens")
    assert client.get(state).status_code == 200
    body = {"seat": 0, "version": 0, "action": "b2"}
    r = client.post(f"/api/rooms/{room}/actions", json=body, headers={"Authorization": "Bearer x"})
    assert error_of(r) == (429, "too-many-failed-tokens")
    clock.advance(50)  # the first failure leaves the window
    r = client.get(state, params={"seat": 0}, headers={"Authorization": f"Bearer {tokens[0]}"})
    assert r.status_code == 200
    for i in range(6, 11):  # the window slides: five new failures are needed
        r = client.get(state, params={"seat": 0}, headers={"Authorization": f"Bearer guess-{i}"})
        assert error_of(r) == (401, "bad-token")
    r = client.get(state, params={"seat": 0}, headers={"Authorization": f"Bearer {tokens[0]}"})
    assert error_of(r) == (429, "too-many-failed-tokens")
    assert r.headers["retry-after"] == "60"


def test_other_addresses_are_not_limited(make_app: MakeApp) -> None:
    client = make_app(failed_token_limit=2)
    room, tokens = create_room(client)
    for _ in range(3):
        client.get(f"/api/rooms/{room}/state", headers={"Authorization": "Bearer nope"})
    other = TestClient(client.app, client=("192.0.2.7", 4000))
    r = other.get(
        f"/api/rooms/{room}/state", params={"seat": 0}, headers={"Authorization": f"Bearer {tokens[0]}"}
    )
    assert r.status_code == 200, r.text


# -- security headers -----------------------------------------------------------------------------
def test_every_answer_carries_the_security_headers(make_app: MakeApp) -> None:
    client = make_app()
    room, _ = create_room(client)
    for path in (
        "/api/health",
        "/",
        "/index.html",
        "/app.js",
        "/style.css",
        "/i18n/fr.json",
        "/i18n/zh-Hant.json",
    ):
        r = client.get(path)
        assert r.status_code == 200, path
        assert_hardened(r)
    for r, status in (
        (client.get("/api/rooms/nowhere"), 404),
        (client.get("/no/such/file.js"), 404),
        (client.post(f"/api/rooms/{room}/actions", json={"seat": "x"}), 400),
        (client.get(f"/api/rooms/{room}/state", headers={"Authorization": "Bearer wrong"}), 401),
        (client.delete("/api/rooms"), 405),
    ):
        assert r.status_code == status
        assert_hardened(r)
    assert_hardened(client.get("/docs"), DOCS_CSP)
    assert_hardened(client.get("/redoc"), DOCS_CSP)


def test_a_server_error_is_in_the_error_shape_with_the_headers(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bug answers 500 ``internal-error`` (no traceback to the client), hardened too."""
    from arena.server.routers import games

    def broken() -> list[str]:
        raise RuntimeError("a bug")

    monkeypatch.setattr(games, "agent_names", broken)
    client = make_app(raise_server_exceptions=False)
    r = client.get("/api/agents")
    assert error_of(r) == (500, "internal-error")
    assert "a bug" not in r.text
    assert_hardened(r)


def test_api_paths_answer_405_with_their_own_methods(make_app: MakeApp) -> None:
    """A method an API path does not serve falls through to the files mounted at ``/``: the
    answer is still 405 naming the API's methods (Schemathesis found ``Allow: GET, HEAD`` and
    404s here)."""
    client = make_app()
    for method, path, allow in (
        ("GET", "/api/rooms", "POST"),
        ("OPTIONS", "/api/rooms", "POST"),
        ("PUT", "/api/rooms/abc/actions", "POST"),
        ("GET", "/api/games/tictactoe/check", "POST"),
        ("POST", "/api/health", "GET"),
    ):
        r = client.request(method, path)
        assert error_of(r) == (405, "method-not-allowed"), (method, path)
        assert r.headers["allow"] == allow, (method, path)
    assert client.post("/index.html").headers["allow"] == "GET, HEAD"  # the files' own 405


# -- settings and the schema ----------------------------------------------------------------------
def test_every_limit_is_a_setting_read_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    env = {
        "ARENA_MAX_BODY_BYTES": "2048",
        "ARENA_WS_MAX_FRAME_BYTES": "512",
        "ARENA_WS_MAX_CONNS_PER_SEAT": "2",
        "ARENA_WS_MAX_SPECTATORS": "9",
        "ARENA_WS_MSG_BURST": "5",
        "ARENA_WS_MSG_RATE_PER_S": "2.5",
        "ARENA_FAILED_TOKEN_LIMIT": "3",
        "ARENA_FAILED_TOKEN_WINDOW_S": "30",
        "ARENA_ALLOWED_ORIGINS": "https://arena.example.org, http://localhost:5173",
    }
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    s = Settings.from_env()
    assert (s.max_body_bytes, s.ws_max_frame_bytes, s.ws_max_conns_per_seat, s.ws_max_spectators) == (
        2048,
        512,
        2,
        9,
    )
    assert (s.ws_msg_burst, s.ws_msg_rate_per_s, s.failed_token_limit, s.failed_token_window_s) == (
        5,
        2.5,
        3,
        30.0,
    )
    assert s.allowed_origins == ("https://arena.example.org", "http://localhost:5173")
    assert Settings.from_env(max_body_bytes=99).max_body_bytes == 99  # an override wins


def test_the_schema_documents_the_limits_and_links_a_room_to_its_operations(make_app: MakeApp) -> None:
    schema = make_app().get("/openapi.json").json()
    paths = schema["paths"]
    assert "413" in paths["/api/rooms"]["post"]["responses"]
    assert "429" in paths["/api/rooms/{room_id}/actions"]["post"]["responses"]
    assert "429" not in paths["/api/rooms/{room_id}"]["get"]["responses"]  # no token taken
    links = paths["/api/rooms"]["post"]["responses"]["201"]["links"]
    ops = {
        op["operationId"]
        for item in paths.values()
        for op in item.values()
        if isinstance(op, dict) and "operationId" in op
    }
    assert {link["operationId"] for link in links.values()} <= ops
    assert (
        links["ActAsSeat0"]["parameters"]["header.authorization"] == "Bearer {$response.body#/seats/0/token}"
    )
    again = paths["/api/rooms/{room_id}/actions"]["post"]["responses"]["200"]["links"]["ActAgain"]
    assert again["requestBody"] == {"seat": "$response.body#/seat", "version": "$response.body#/version"}

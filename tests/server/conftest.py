"""Server test fixtures: an app on a temporary SQLite file, a fake clock, the Gems game."""

from __future__ import annotations

import threading
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from arena.ai import registry as agent_registry
from arena.core import registry
from arena.core.agent import Observation
from tests.server.fakegames import Gems
from tests.services import PostgresCluster

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from arena.server import Settings, create_app


class FakeClock:
    """Monotonic seconds that move only when a test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class GateAgent:
    """An agent that thinks until the test opens the gate (proves agents never block)."""

    name = "gate"
    gate = threading.Event()
    thinking = threading.Event()

    def act(self, obs: Observation[Any], rng: Any) -> Any:
        GateAgent.thinking.set()
        GateAgent.gate.wait(30)
        return obs.legal_actions[0]


@pytest.fixture(autouse=True)
def gems(monkeypatch: pytest.MonkeyPatch) -> type[Gems]:
    """``gems`` (hidden information) and the ``gate`` agent, registered for each test only."""
    monkeypatch.setitem(registry._classes, "gems", Gems)
    monkeypatch.setitem(agent_registry._AGENTS, "gate", GateAgent)
    GateAgent.gate.clear()
    GateAgent.thinking.clear()
    return Gems


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Tests marked ``all_databases`` run on SQLite and on a real PostgreSQL; others on SQLite."""
    if "db_backend" in metafunc.fixturenames:
        both = metafunc.definition.get_closest_marker("all_databases") is not None
        metafunc.parametrize("db_backend", ["sqlite", "postgresql"] if both else ["sqlite"])


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresCluster]:
    """One throw-away PostgreSQL cluster for the session (each test gets its own database)."""
    cluster = PostgresCluster()
    yield cluster
    cluster.stop()


@pytest.fixture
def db_url(db_backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    if db_backend == "postgresql":
        cluster: PostgresCluster = request.getfixturevalue("postgres")
        return cluster.new_database()
    return f"sqlite:///{tmp_path / 'arena.db'}"


@pytest.fixture
def make_client(db_url: str, clock: FakeClock) -> Iterator[Callable[[], TestClient]]:
    """Start apps on the same database (a second one = a restarted server), with settings of
    the test's choosing."""
    opened: list[TestClient] = []

    def make(**settings: Any) -> TestClient:
        options: dict[str, Any] = {"ai_workers": 2, **settings}
        app = create_app(Settings(database_url=db_url, clock=clock, run_ticker=False, **options))
        client = TestClient(app)
        client.__enter__()
        opened.append(client)
        return client

    def stop(client: TestClient) -> None:
        opened.remove(client)
        client.__exit__(None, None, None)

    make.stop = stop  # type: ignore[attr-defined]
    yield make
    GateAgent.gate.set()
    for c in reversed(opened):
        c.__exit__(None, None, None)


@pytest.fixture
def client(make_client: Callable[[], TestClient]) -> TestClient:
    return make_client()


class Room:
    """A created room with its tokens, and helpers to play it over HTTP."""

    def __init__(self, client: TestClient, created: dict[str, Any]) -> None:
        self.client = client
        self.id: str = created["room_id"]
        self.created = created
        self.tokens: dict[int, str] = {s["seat"]: s["token"] for s in created["seats"] if "token" in s}

    def auth(self, seat: int) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[seat]}"}

    def state(self, seat: int | None = None) -> dict[str, Any]:
        if seat is None:
            r = self.client.get(f"/api/rooms/{self.id}/state")
        else:
            r = self.client.get(f"/api/rooms/{self.id}/state", params={"seat": seat}, headers=self.auth(seat))
        assert r.status_code == 200, r.text
        return r.json()  # type: ignore[no-any-return]

    def act(self, seat: int, action: str, version: int | None = None, token_seat: int | None = None) -> Any:
        if version is None:
            version = self.state(seat)["version"]
        headers = self.auth(seat if token_seat is None else token_seat)
        body = {"seat": seat, "version": version, "action": action}
        return self.client.post(f"/api/rooms/{self.id}/actions", json=body, headers=headers)

    def undo(self, seat: int, version: int | None = None) -> Any:
        if version is None:
            version = self.state(seat)["version"]
        body = {"seat": seat, "version": version}
        return self.client.post(f"/api/rooms/{self.id}/undo", json=body, headers=self.auth(seat))


@pytest.fixture
def new_room(client: TestClient) -> Callable[..., Room]:
    def make(game: str = "tictactoe", **body: Any) -> Room:
        r = client.post("/api/rooms", json={"game": game, **body})
        assert r.status_code == 201, r.text
        return Room(client, r.json())

    return make


def error_of(response: Any) -> tuple[int, str]:
    """(status, reason) of an error response, checking the contract's error shape."""
    body = response.json()
    assert set(body) == {"error"}, body
    assert set(body["error"]) == {"reason", "message", "rule", "quote", "translation"}, body
    assert body["error"]["message"]
    return response.status_code, body["error"]["reason"]

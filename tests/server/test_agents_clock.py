"""Agents play on the server without blocking other games; time banks end a seat's turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from arena.ai import registry as agent_registry
from tests.server.conftest import FakeClock, GateAgent, Room, error_of

HUMANS = {"seats": [{"kind": "human"}, {"kind": "human"}]}


def test_a_thinking_agent_blocks_no_other_game(new_room: Callable[..., Room]) -> None:
    slow = new_room(seats=[{"kind": "human"}, {"kind": "agent", "agent": "gate"}])
    other = new_room(**HUMANS)
    c = slow.client
    with c.websocket_connect(f"/ws/rooms/{slow.id}?seat=0&token={slow.tokens[0]}") as ws:
        assert ws.receive_json()["version"] == 0
        assert slow.act(0, "b2").status_code == 200
        assert ws.receive_json()["to_move"] == [1]
        assert GateAgent.thinking.wait(20)
        # while the agent thinks, the server answers everyone and other games go on
        for i, move in enumerate(["a1", "b1", "c1"]):
            assert other.act(i % 2, move).status_code == 200
        assert slow.state(0)["to_move"] == [1]
        assert c.get(f"/api/rooms/{slow.id}").json()["seats"][1]["agent"] == "gate"
        GateAgent.gate.set()
        moved = ws.receive_json()
        assert moved["version"] == 2 and moved["to_move"] == [0] and moved["log"][-1]["player"] == 1
    assert other.state()["version"] == 3


def test_human_against_random_agent_to_the_end(new_room: Callable[..., Room]) -> None:
    room = new_room(seed=1, seats=[{"kind": "agent", "agent": "random", "name": "Bot"}, {"kind": "human"}])
    info = room.client.get(f"/api/rooms/{room.id}").json()
    assert info["seats"][0] == {
        "seat": 0,
        "kind": "agent",
        "agent": "random",
        "name": "Bot",
        "connected": True,
    }
    with room.client.websocket_connect(f"/ws/rooms/{room.id}?seat=1&token={room.tokens[1]}") as ws:
        msg = ws.receive_json()
        while not msg["terminal"]:
            if msg["legal"]:
                ws.send_json({"type": "act", "version": msg["version"], "action": msg["legal"][0]["text"]})
            msg = ws.receive_json()
            assert msg["type"] == "state", msg
    players = [e["player"] for e in msg["log"]]
    assert players == [i % 2 for i in range(len(players))] and len(players) >= 5


def test_agents_alone_finish_their_game(new_room: Callable[..., Room]) -> None:
    room = new_room("gems", seed=5, seats=[{"kind": "agent"}, {"kind": "agent", "agent": "random"}])
    with room.client.websocket_connect(f"/ws/rooms/{room.id}") as ws:
        msg = ws.receive_json()
        while not msg["terminal"]:
            msg = ws.receive_json()
    assert msg["status"] == "finished"
    assert room.client.get(f"/api/rooms/{room.id}/replay").status_code == 200


def manager_of(room: Room) -> Any:
    return room.client.app.state.manager  # type: ignore[attr-defined]


def test_time_bank_runs_out_and_ends_the_turn(new_room: Callable[..., Room], clock: FakeClock) -> None:
    room = new_room("gems", seed=3, time_bank_s=10, **HUMANS)
    assert room.state(0)["clock"] == {"0": 10.0, "1": 10.0}
    clock.advance(4)
    assert room.state()["clock"] == {"0": 6.0, "1": 10.0}
    assert room.act(0, "step").json()["clock"] == {"0": 6.0, "1": 10.0}
    clock.advance(5.5)
    assert manager_of(room).tick_clocks() == []
    clock.advance(1)
    assert manager_of(room).tick_clocks() == [room.id]
    st = room.state(1)
    assert st["to_move"] == [1] and st["clock"] == {"0": 0.0, "1": 10.0}
    auto = [e for e in st["log"] if e.get("auto")]
    assert [(e["player"], e["action"], e["auto"]) for e in auto] == [(0, "end", "timeout")]
    # seat 1 runs out too; its late action finds the turn already ended
    version = st["version"]
    clock.advance(10)
    assert error_of(room.act(1, "step", version)) == (409, "stale-version")
    # an exhausted seat's later turns end as soon as they begin (chess clock, no increment)
    for _ in range(5):
        manager_of(room).tick_clocks()
    st = room.state()
    assert st["terminal"] and st["clock"] == {"0": 0.0, "1": 0.0}
    auto = [(e["player"], e["action"]) for e in st["log"] if e.get("auto") == "timeout"]
    assert auto == [(0, "end"), (1, "end"), (0, "end"), (1, "end")]


def test_time_increment_and_clocks_survive_a_restart(
    make_client: Callable[[], Any], new_room: Callable[..., Room], clock: FakeClock
) -> None:
    room = new_room("gems", seed=3, time_bank_s=5, time_increment_s=2, **HUMANS)
    clock.advance(3)
    room.act(0, "end")
    assert room.state()["clock"] == {"0": 2.0, "1": 7.0}  # seat 1's turn began: +2
    clock.advance(1)
    room.act(1, "step")
    restarted = Room(make_client(), room.created)
    st = restarted.state(1)
    assert st["clock"] == {"0": 2.0, "1": 6.0} and st["version"] == room.state()["version"]


class BrokenAgent:
    name = "broken"

    def act(self, obs: Any, rng: Any) -> Any:
        raise RuntimeError("no idea")


class CheaterAgent:
    name = "cheater"

    def act(self, obs: Any, rng: Any) -> Any:
        return next(c for c in range(9) if c not in obs.legal_actions)  # an occupied cell


@pytest.mark.parametrize(
    ("agent", "error"), [(BrokenAgent, "RuntimeError: no idea"), (CheaterAgent, "illegal")]
)
def test_a_failing_agent_is_replaced_for_the_move(
    monkeypatch: pytest.MonkeyPatch, new_room: Callable[..., Room], agent: type, error: str
) -> None:
    monkeypatch.setitem(agent_registry._AGENTS, agent.name, agent)
    room = new_room(seats=[{"kind": "human"}, {"kind": "agent", "agent": agent.name}])
    with room.client.websocket_connect(f"/ws/rooms/{room.id}?seat=0&token={room.tokens[0]}") as ws:
        ws.receive_json()
        ws.send_json({"type": "act", "version": 0, "action": "b2"})
        msg = ws.receive_json()
        while msg["to_move"] != [0]:
            msg = ws.receive_json()
    assert msg["log"][-1]["player"] == 1 and msg["log"][-1]["auto"] == "fallback"
    assert error in room.client.get(f"/api/rooms/{room.id}").json()["agent_error"]


def test_a_searching_agent_of_krosmaster_thinks_in_its_worker(new_room: Callable[..., Room]) -> None:
    """A spawned worker unpickles a Krosmaster position (whose state holds no object that
    would import the game's flow) with its flow table imported first: the agent's move is its
    own search's, not the random replacement of a failed one (``agent_error`` said why)."""
    seats = [{"kind": "agent", "agent": "mcts:iters=20"}, {"kind": "human"}]
    room = new_room("krosmaster", seed=3, options={"scenario": "tutorial-4"}, seats=seats)
    with room.client.websocket_connect(f"/ws/rooms/{room.id}?seat=1&token={room.tokens[1]}") as ws:
        msg = ws.receive_json()
        while not msg["terminal"] and not any(e["player"] == 0 for e in msg["log"]):
            msg = ws.receive_json()
    assert any(e["player"] == 0 for e in msg["log"])
    assert room.client.get(f"/api/rooms/{room.id}").json()["agent_error"] is None

"""HTTP API: discovery routes, room creation, and every error path of docs/web-api.md."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from arena.core import registry
from tests.server.conftest import Room, error_of

TTT = {"seats": [{"kind": "human"}, {"kind": "human"}]}


def test_health_games_agents_openapi(client: Any) -> None:
    health = client.get("/api/health").json()
    assert health["status"] == "ok" and "krosmaster" in health["games"] and "gems" in health["games"]
    games = {g["id"]: g for g in client.get("/api/games").json()}
    kros = games["krosmaster"]
    assert kros["chance"]
    assert set(kros["names"]) == {"en", "fr", "zh-Hans", "zh-Hant"}
    assert "scenario" in kros["options_schema"]["properties"]
    assert kros["sample_configs"] == registry.game_class("krosmaster").sample_configs()
    assert games["gems"]["hidden_information"]
    assert "random" in client.get("/api/agents").json()
    paths = client.get("/openapi.json").json()["paths"]
    for path in ("/api/rooms", "/api/rooms/{room_id}/actions", "/api/rooms/{room_id}/undo"):
        assert path in paths


def test_create_room_returns_tokens_once_and_hashes_them(client: Any, db_url: str) -> None:
    r = client.post("/api/rooms", json={"game": "tictactoe", "seed": 5, **TTT})
    assert r.status_code == 201
    body = r.json()
    rid = body["room_id"]
    assert body["spectator_url"] == f"/#/room/{rid}"
    tokens = [s["token"] for s in body["seats"]]
    assert len(set(tokens)) == 2 and all(len(t) >= 24 for t in tokens)
    assert body["seats"][1]["invite_url"] == f"/#/room/{rid}?seat=1&token={tokens[1]}"
    info = client.get(f"/api/rooms/{rid}").json()
    assert info["status"] == "waiting" and info["version"] == 0
    assert [s["kind"] for s in info["seats"]] == ["human", "human"]
    assert "token" not in str(info) and "seed" not in info
    # The database holds only sha256 digests of the tokens.
    import hashlib

    import sqlalchemy as sa

    engine = sa.create_engine(db_url)
    with engine.connect() as conn:
        stored = [row[0] for row in conn.execute(sa.text("select token_hash from seats order by seat"))]
    engine.dispose()
    assert stored == [hashlib.sha256(t.encode()).hexdigest() for t in tokens]


@pytest.mark.parametrize(
    ("body", "status", "reason"),
    [
        ({"game": "nope"}, 422, "unknown-game"),
        ({"game": "tictactoe", "options": {"size": 4}}, 422, "bad-options"),
        ({"game": "tictactoe", "seats": [{"kind": "human"}]}, 422, "bad-seats"),
        ({"game": "tictactoe", "seats": [{"kind": "agent", "agent": "nobody"}, {}]}, 422, "bad-agent"),
        ({"game": "tictactoe", "seats": [{"kind": "robot"}, {}]}, 400, "bad-request"),
        ({"game": "tictactoe", "seed": -1}, 400, "bad-request"),
        ({"game": "tictactoe", "time_bank_s": 0}, 400, "bad-request"),
        ({"game": "tictactoe", "surprise": 1}, 400, "bad-request"),
        ({}, 400, "bad-request"),
    ],
)
def test_create_room_errors(client: Any, body: dict[str, Any], status: int, reason: str) -> None:
    assert error_of(client.post("/api/rooms", json=body)) == (status, reason)


def test_malformed_json_body(client: Any, new_room: Callable[..., Room]) -> None:
    room = new_room(**TTT)
    r = client.post(
        f"/api/rooms/{room.id}/actions",
        content=b"{not json",
        headers={**room.auth(0), "Content-Type": "application/json"},
    )
    assert error_of(r) == (400, "bad-request")
    for body in ({"seat": 0, "version": 0}, {"seat": "x", "version": 0, "action": "a1"}, [1, 2]):
        assert error_of(client.post(f"/api/rooms/{room.id}/actions", json=body, headers=room.auth(0))) == (
            400,
            "bad-request",
        )
    assert room.state(0)["version"] == 0


def test_unknown_room_everywhere(client: Any) -> None:
    body = {"seat": 0, "version": 0, "action": "a1"}
    for r in (
        client.get("/api/rooms/nothing"),
        client.get("/api/rooms/nothing/state"),
        client.post("/api/rooms/nothing/actions", json=body),
        client.post("/api/rooms/nothing/undo", json={"seat": 0, "version": 0}),
        client.get("/api/rooms/nothing/replay"),
        client.get("/api/rooms/nothing/hints", params={"kind": "moves"}),
    ):
        assert error_of(r) == (404, "unknown-room")
    assert error_of(client.get("/api/nothing-here")) == (404, "not-found")


def test_play_and_every_refusal_changes_nothing(new_room: Callable[..., Room]) -> None:
    room = new_room(**TTT)
    room.state(1)  # both seats have joined: "status" stays "playing"
    before = room.state(0)
    assert (
        before["to_move"] == [0]
        and len(before["legal"]) == 9
        and before["legal"][0].keys() == {"text", "index", "kind", "group", "args", "label"}
        and before["legal"][0]["label"] == "Put X on a3"
        and before["status_text"] == "Your turn: put an X on an empty cell."
    )
    # forged token, missing token, malformed header
    r = room.client.post(
        f"/api/rooms/{room.id}/actions",
        json={"seat": 0, "version": 0, "action": "a1"},
        headers={"Authorization": "Bearer forged-token-forged-token"},
    )
    assert error_of(r) == (401, "bad-token")
    r = room.client.post(f"/api/rooms/{room.id}/actions", json={"seat": 0, "version": 0, "action": "a1"})
    assert error_of(r) == (401, "bad-token")
    r = room.client.post(
        f"/api/rooms/{room.id}/actions",
        json={"seat": 0, "version": 0, "action": "a1"},
        headers={"Authorization": room.tokens[0]},
    )
    assert error_of(r) == (401, "bad-token")
    # seat 1's token cannot play for seat 0; seat 1 cannot play out of turn
    assert error_of(room.act(0, "a1", 0, token_seat=1)) == (403, "not-your-seat")
    assert error_of(room.act(1, "a1", 0)) == (403, "not-your-turn")
    # stale version, malformed notation, out-of-range index
    assert error_of(room.act(0, "a1", 7)) == (409, "stale-version")
    assert error_of(room.act(0, "z9", 0)) == (422, "bad-notation")
    assert error_of(room.act(0, "#99", 0)) == (422, "bad-index")
    assert room.state(0) == before
    # a legal move, then an illegal one (occupied cell) carries the engine's reason and rule
    r = room.act(0, "a1", 0)
    assert r.status_code == 200
    after = r.json()
    assert after["version"] == 1 and after["to_move"] == [1] and after["legal"] == []
    assert after["log"][0]["action"] == "a1" and after["log"][0]["player"] == 0
    r = room.act(1, "a1", 1)
    status, reason = error_of(r)
    assert status == 422 and reason != "bad-notation" and r.json()["error"]["rule"]
    assert room.state(1)["version"] == 1
    # an old version is refused even if it was once current
    assert error_of(room.act(1, "b2", 0)) == (409, "stale-version")


def test_state_auth(new_room: Callable[..., Room]) -> None:
    room = new_room(**TTT)
    c = room.client
    url = f"/api/rooms/{room.id}/state"
    assert room.state()["seat"] is None and room.state()["legal"] == []
    assert room.state(0)["seat"] == 0 and room.state(0)["legal"]
    assert error_of(c.get(url, params={"seat": 0})) == (401, "bad-token")
    assert error_of(c.get(url, params={"seat": 0}, headers={"Authorization": "Bearer nope"})) == (
        401,
        "bad-token",
    )
    assert error_of(c.get(url, params={"seat": 1}, headers=room.auth(0))) == (403, "not-your-seat")
    assert error_of(c.get(url, params={"seat": "x"}, headers=room.auth(0))) == (400, "bad-request")
    # the token alone names the seat
    assert c.get(url, headers=room.auth(1)).json()["seat"] == 1


def test_status_waiting_until_every_human_joined(new_room: Callable[..., Room]) -> None:
    room = new_room(**TTT)
    info = room.client.get(f"/api/rooms/{room.id}").json()
    assert info["status"] == "waiting"
    room.state(0)
    assert room.client.get(f"/api/rooms/{room.id}").json()["status"] == "waiting"
    room.state(1)
    assert room.client.get(f"/api/rooms/{room.id}").json()["status"] == "playing"


def test_finished_game_replay_and_game_over(new_room: Callable[..., Room]) -> None:
    room = new_room(seed=3, **TTT)
    assert error_of(room.client.get(f"/api/rooms/{room.id}/replay")) == (409, "not-finished")
    moves = ["a1", "a2", "b1", "b2", "c1"]  # seat 0 wins along the bottom row
    for i, m in enumerate(moves):
        assert room.act(i % 2, m).status_code == 200
    end = room.state()
    assert end["terminal"] and end["winners"] == [0] and end["returns"] == [1.0, -1.0]
    assert end["status"] == "finished" and end["to_move"] == []
    assert error_of(room.act(1, "c3", end["version"])) == (409, "game-over")
    rep = room.client.get(f"/api/rooms/{room.id}/replay").json()
    assert rep["actions"] == moves and rep["seed"] == 3 and rep["game"] == "tictactoe"
    assert len(rep["views"]) == 5 and rep["views"][-1] == end["view"]
    assert rep["initial_view"]["board"] == [0] * 9


def test_chance_is_sampled_by_the_server_and_logged(new_room: Callable[..., Room]) -> None:
    """Draws are made by the server, seeded by (room seed, step), and appear in the log."""
    logs = []
    for _ in range(2):
        room = new_room("gems", seed=11, options={"rounds": 3}, **TTT)
        for _ in range(12):
            st = room.state()
            if st["terminal"]:
                break
            seat = st["to_move"][0]
            mine = room.state(seat)
            assert room.act(seat, mine["legal"][-1]["text"], mine["version"]).status_code == 200
        end = room.state()
        assert end["terminal"]
        assert [e["player"] for e in end["log"]] == [-1, 0, -1, 1] * 3
        logs.append(room.client.get(f"/api/rooms/{room.id}/replay").json()["actions"])
    assert logs[0] == logs[1]
    assert all(a.startswith("draw ") for a in logs[0][::2])


def test_hints_route(new_room: Callable[..., Room]) -> None:
    kros = new_room("krosmaster", options={"scenario": "tutorial-1"}, **TTT)
    seat = kros.state()["to_move"][0]
    r = kros.client.get(
        f"/api/rooms/{kros.id}/hints", params={"seat": seat, "kind": "moves"}, headers=kros.auth(seat)
    )
    assert r.status_code == 200 and r.json()["kind"] == "moves"
    r = kros.client.get(f"/api/rooms/{kros.id}/hints", params={"kind": "nonsense"})
    assert error_of(r)[0] == 422
    ttt = new_room(**TTT)
    r = ttt.client.get(f"/api/rooms/{ttt.id}/hints", params={"kind": "moves"})
    assert error_of(r) == (404, "no-hints")
    r = ttt.client.get(f"/api/rooms/{ttt.id}/hints", params={"seat": 0, "kind": "x"}, headers=ttt.auth(1))
    assert error_of(r) == (403, "not-your-seat")


def test_options_are_checked_before_a_room_is_made(client: Any) -> None:
    """``POST /api/games/{id}/check``: a team builder's live check (seed 003, "Équipe
    personnalisée": 2 to 8 Krosmasters, Levels summing to 12), said in the reader's language."""
    ok = client.post("/api/games/krosmaster/check", json={"options": {"scenario": "arena"}})
    assert ok.status_code == 200 and ok.json() == {"ok": True, "players": 2}
    bad = {"options": {"scenario": "arena", "team_list": [["anna-tommy"], ["guy-yomtella"]]}}
    r = client.post("/api/games/krosmaster/check?lang=fr", json=bad)
    assert r.status_code == 422
    err = r.json()["error"]
    assert err["reason"] == "bad-team"
    assert err["message"].startswith("Équipe de Joueur 1 : une équipe compte de 2 à 8 Krosmasters")
    assert err["quote"].startswith("Votre équipe doit être composée de 2 à 8 Krosmaster")
    assert err["translation"] == "Votre équipe doit être composée de 2 à 8 Krosmaster."
    games = {g["id"]: g for g in client.get("/api/games?lang=en").json()}
    kros = games["krosmaster"]
    assert "anna-tommy" in kros["option_choices"]["team_list"]
    assert kros["options_text"]["team_list"]["values"]["anna-tommy"].startswith("Anna Tommy (Level ")
    assert client.post("/api/games/nope/check", json={"options": {}}).status_code == 422

"""The coach over HTTP: a seat's analysis (shape, its own seat only, the budget cap, malformed
budgets), rated rooms refusing it, and a finished game's review."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.server.conftest import Room, error_of

TTT = {"seats": [{"kind": "human"}, {"kind": "human"}]}
BLUNDER = ["a3", "a2", "b3", "b2", "c1", "c2"]
"""X could win at c3 (step 4) and plays c1; O wins."""


def analysis(room: Room, seat: int | None, token_seat: int | None = None, **params: Any) -> Any:
    headers = room.auth(seat if token_seat is None else token_seat) if seat is not None else {}
    query = {"seat": seat, **params} if seat is not None else params
    return room.client.get(f"/api/rooms/{room.id}/analysis", params=query, headers=headers)


def play(room: Room, moves: list[str]) -> None:
    for i, text in enumerate(moves):
        r = room.act(i % 2, text)
        assert r.status_code == 200, r.text


def test_analysis_of_the_seat_to_move(new_room: Callable[..., Room]) -> None:
    room = new_room(**TTT)
    play(room, BLUNDER[:4])
    r = analysis(room, 0, lang="fr")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["seat"] == 0 and body["step"] == 4 and body["measure"] == "win"
    assert body["iterations"] == 400  # the default, under the cap
    assert len(body["moves"]) == 3 and body["moves"][0]["text"] == "c3"
    assert body["moves"][0]["label"].startswith("Mettre") or body["moves"][0]["label"]
    assert 0.0 <= body["value"] <= 1.0
    assert {"share", "value", "visits", "args", "kind"} <= set(body["moves"][0])


def test_only_the_seat_itself_and_only_on_its_turn(new_room: Callable[..., Room]) -> None:
    room = new_room(**TTT)
    assert error_of(analysis(room, 0, token_seat=1)) == (403, "not-your-seat")
    assert error_of(analysis(room, None)) == (403, "not-your-seat")
    r = analysis(room, 1, lang="fr")
    assert error_of(r) == (409, "analysis-not-your-turn")
    assert "Le coach analyse vos propres décisions" in r.json()["error"]["message"]


def test_a_budget_over_the_cap_runs_at_the_cap(make_client: Callable[..., Any]) -> None:
    client = make_client(analysis_max_iters=50, analysis_max_seconds=0.5)
    created = client.post("/api/rooms", json={"game": "tictactoe", **TTT}).json()
    room = Room(client, created)
    r = analysis(room, 0, iters=100_000)
    assert r.status_code == 200 and r.json()["iterations"] == 50
    r = analysis(room, 0, iters=20)
    assert r.status_code == 200 and r.json()["iterations"] == 20
    for bad in ({"iters": "lots"}, {"iters": "0"}, {"seconds": "-1"}, {"seconds": "nan"}, {"iters": "2.5"}):
        assert error_of(analysis(room, 0, **bad)) == (422, "bad-analysis-budget"), bad


def test_a_rated_room_refuses_the_coach(
    new_room: Callable[..., Room], make_client: Callable[..., Any]
) -> None:
    room = new_room(rated=True, **TTT)
    r = analysis(room, 0, lang="zh-Hans")
    assert error_of(r) == (403, "analysis-off-rated")
    assert r.json()["error"]["message"] == "排位赛中教练功能已关闭。"
    info = room.client.get(f"/api/rooms/{room.id}").json()
    assert info["rated"] is True
    play(room, BLUNDER)
    r = room.client.get(f"/api/rooms/{room.id}/review", params={"seat": 0}, headers=room.auth(0))
    assert error_of(r) == (403, "analysis-off-rated")
    again = make_client()  # a restarted server reads the flag back
    assert again.get(f"/api/rooms/{room.id}").json()["rated"] is True
    unrated = new_room(**TTT)
    assert room.client.get(f"/api/rooms/{unrated.id}").json()["rated"] is False


def test_review_of_a_finished_game_marks_the_blunder(new_room: Callable[..., Room]) -> None:
    room = new_room(**TTT)
    play(room, BLUNDER[:3])
    r = room.client.get(f"/api/rooms/{room.id}/review", params={"seat": 0}, headers=room.auth(0))
    assert error_of(r) == (409, "not-finished")
    play_from = BLUNDER[3:]
    for i, text in enumerate(play_from, start=3):
        assert room.act(i % 2, text).status_code == 200
    r = room.client.get(f"/api/rooms/{room.id}/review", params={"seat": 0}, headers=room.auth(0))
    assert r.status_code == 200, r.text
    body = r.json()
    assert [m["step"] for m in body["moves"]] == [0, 2, 4]
    assert body["marked"][0] == 4
    worst = body["moves"][2]
    assert worst["played"]["text"] == "c1" and worst["best"]["text"] == "c3" and worst["drop"] > 0.5
    assert body["iterations"] <= 2_000  # the cap, shared by every decision

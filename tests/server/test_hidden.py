"""Hidden information never reaches another seat or a spectator (issue 5: "Spectators and each
seat receive only their view"), over HTTP and websockets; undo never crosses chance or a reveal."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from tests.server.conftest import Room, error_of
from tests.server.fakegames import GEMS_OF, Gems

HUMANS = {"seats": [{"kind": "human"}, {"kind": "human"}]}


def leaks(message: dict[str, Any], owner: int) -> bool:
    """Does ``message`` name any gem from ``owner``'s bag?"""
    text = json.dumps(message)
    return any(g in text for g in GEMS_OF[owner])


def test_views_events_and_log_are_redacted(new_room: Callable[..., Room]) -> None:
    room = new_room("gems", seed=4, **HUMANS)
    seat0 = room.state(0)
    mine = seat0["view"]["hands"][0][0]
    assert mine in GEMS_OF[0]  # seat 0 sees its own draw...
    assert seat0["log"][0]["action"] == f"draw {mine}" and seat0["events"][0]["gem"] == mine
    spectator, seat1 = room.state(), room.state(1)
    for msg in (spectator, seat1):  # ...nobody else does, anywhere in the message
        assert not leaks(msg, 0)
        assert msg["view"]["hands"][0] == ["?"]
        assert msg["log"][0]["action"] is None and msg["log"][0]["events"] == [{"kind": "draw", "player": 0}]
    assert spectator["legal"] == [] and seat1["legal"] == []
    # play on: every message to seat 1 or a spectator stays clean of seat 0's gems
    room.act(0, "step")
    room.act(0, "end")
    for msg in (room.state(), room.state(1)):
        assert not leaks(msg, 0)
    assert not leaks(room.state(0), 1) and not leaks(room.state(), 1)
    # a peek reveals seat 0's gem to seat 1 only
    assert room.act(1, "peek").status_code == 200
    assert leaks(room.state(1), 0)
    assert not leaks(room.state(), 0) and not leaks(room.state(), 1)


def test_hidden_info_never_leaks_over_websockets(new_room: Callable[..., Room]) -> None:
    room = new_room("gems", seed=9, options={"rounds": 3}, **HUMANS)
    c = room.client
    url = f"/ws/rooms/{room.id}"
    with c.websocket_connect(f"{url}?seat=1&token={room.tokens[1]}") as ws1, c.websocket_connect(url) as spec:
        seen1, seen_spec = [ws1.receive_json()], [spec.receive_json()]
        for _ in range(8):
            st = room.state()
            if st["terminal"]:
                break
            seat = st["to_move"][0]
            legal = [a["text"] for a in room.state(seat)["legal"] if a["text"] != "peek" or seat == 0]
            assert room.act(seat, legal[0]).status_code == 200
            seen1.append(ws1.receive_json())
            seen_spec.append(spec.receive_json())
    assert len(seen1) == 9 and all(m["type"] == "state" for m in seen1)
    assert not any(leaks(m, 0) for m in seen1)
    assert not any(leaks(m, 0) or leaks(m, 1) for m in seen_spec)
    assert all(m["seat"] is None and m["legal"] == [] for m in seen_spec)


def test_undo_within_own_turn_only_back_to_the_last_draw(new_room: Callable[..., Room]) -> None:
    room = new_room("gems", seed=2, **HUMANS)
    st = room.state(0)
    assert not st["can_undo"]  # the last step is a draw (chance)
    assert error_of(room.undo(0)) == (409, "cannot-undo")
    v0 = room.act(0, "step").json()
    assert v0["can_undo"]
    v1 = room.act(0, "step").json()
    assert v1["view"]["steps"] == [2, 0] and v1["can_undo"]
    assert error_of(room.undo(0, v0["version"])) == (409, "stale-version")
    assert error_of(room.undo(1)) == (409, "cannot-undo")  # not seat 1's turn nor action
    u1 = room.undo(0).json()
    assert u1["view"]["steps"] == [1, 0] and u1["version"] == v1["version"] + 1
    assert u1["events"] == [
        {"kind": "undo", "seat": 0, "step": 2, "action": "step", "text": "Player 1 took back step."}
    ]
    u2 = room.undo(0).json()
    assert u2["view"]["steps"] == [0, 0] and not u2["can_undo"]
    assert [e["action"] for e in room.state(0)["log"]] == [st["log"][0]["action"]]
    assert error_of(room.undo(0)) == (409, "cannot-undo")
    # after ending the turn the move is no longer seat 0's to take back
    room.act(0, "step")
    room.act(0, "end")
    assert error_of(room.undo(0)) == (409, "cannot-undo")
    # seat 1: a peek reveals hidden information, so it cannot be taken back
    assert room.act(1, "peek").status_code == 200
    refused = room.undo(1)
    assert error_of(refused) == (409, "cannot-undo")
    assert "hidden" in refused.json()["error"]["message"]
    # undone steps vanish from the durable log: the replay is what was really played
    room.act(1, "end")
    for _ in range(2):
        seat = room.state()["to_move"][0]
        room.act(seat, "end")
    actions = room.client.get(f"/api/rooms/{room.id}/replay").json()["actions"]
    assert actions[1:3] == ["step", "end"] and actions[4:6] == ["peek", "end"]


def test_undo_refuses_a_reveal_seen_only_in_a_view(new_room: Callable[..., Room]) -> None:
    """A reveal the game reports with a public event is still caught: the server redraws what
    each seat cannot see (resample_hidden) and compares that seat's view after the action."""
    room = new_room("gems", seed=2, options={"quiet_peek": True}, **HUMANS)
    room.act(0, "end")
    st = room.act(1, "step").json()
    assert st["can_undo"]
    assert room.undo(1).status_code == 200
    st = room.act(1, "peek").json()
    assert st["view"]["hands"][0][0] in GEMS_OF[0] and not st["can_undo"]
    refused = room.undo(1)
    assert error_of(refused) == (409, "cannot-undo") and "hidden" in refused.json()["error"]["message"]


def test_fake_game_is_sound() -> None:
    from tests.conformance.harness import check_game_playout

    for seed in range(3):
        check_game_playout(Gems(), seed)


def test_knockdown_deals_stay_private_through_the_api(new_room: Callable[..., Room]) -> None:
    """A real hidden-information game (seed 002, Knockdown): the skills dealt to one seat are
    never named to the other seat or to spectators, in the log or in the events."""
    room = new_room("knockdown", seed=7, **HUMANS)
    rng = random.Random(7)
    for _ in range(25):
        st = room.state()
        if st["terminal"]:
            break
        seat = st["to_move"][0]
        legal = room.state(seat)["legal"]
        assert room.act(seat, rng.choice(legal)["text"]).status_code == 200
    full = room.state(0)["log"]
    deals = [e["step"] for e in full if e["player"] == -1 and any(ev["kind"] == "deal" for ev in e["events"])]
    assert deals
    for reader in (1, None):
        log = room.state(reader)["log"]
        for step in deals:
            entry, mine = log[step], full[step]
            dealt_to = mine["events"][0]["player"]
            if dealt_to != reader:
                assert entry["action"] is None and all("skill" not in ev for ev in entry["events"])

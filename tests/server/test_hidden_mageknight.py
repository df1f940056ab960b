"""Mage Knight online (issue 30: "no hand, deck, drawn card or pending choice of one player in
another context's websocket frames"): two seats and a spectator on websockets while both
heroes choose, draw and play; every frame to the other seat or the spectator is checked."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tests.server.conftest import Room

HUMANS = {"seats": [{"kind": "human"}, {"kind": "human"}]}
SECRET_HERO_FIELDS = ("hand", "deck_top")


def check_frame(frame: dict[str, Any], owner: int, own: dict[str, Any]) -> None:
    """``frame`` (to another seat or a spectator) tells nothing of ``owner``'s hidden things that
    ``own`` (the owner's frame of the same moment) shows."""
    view = frame["view"]
    hero = next(h for h in view["heroes"] if h["seat"] == owner)
    for name in SECRET_HERO_FIELDS:
        assert hero[name] is None, (name, hero[name])
    if owner in own["to_move"]:
        assert frame["legal"] == [], "a pending choice of another seat was sent"
    assert view["pending"] is None or set(view["pending"]) == {"task", "player"}
    # The log: where the two read a step differently, one of them reads it redacted — the
    # owner's draw is redacted for the frame's reader (and the reader's own draw for the owner).
    for mine, theirs in zip(own["log"], frame["log"], strict=True):
        if mine != theirs:
            assert mine["action"] is None or theirs["action"] is None, (mine, theirs)
            if frame["seat"] is None or mine["action"] is not None:
                assert theirs["action"] is None and theirs.get("label") != mine.get("label"), theirs


def test_mage_knight_hands_draws_and_choices_stay_private_over_websockets(
    new_room: Callable[..., Room],
) -> None:
    room = new_room("mageknight", seed=11, options={"players": 2}, **HUMANS)
    c = room.client
    url = f"/ws/rooms/{room.id}"
    rng = random.Random(3)
    with (
        c.websocket_connect(f"{url}?seat=0&token={room.tokens[0]}") as ws0,
        c.websocket_connect(f"{url}?seat=1&token={room.tokens[1]}") as ws1,
        c.websocket_connect(url) as spec,
    ):
        frames = [(ws0.receive_json(), ws1.receive_json(), spec.receive_json())]
        plays = 0
        while plays < 70:
            st = room.state()
            if st["terminal"]:
                break
            seat = st["to_move"][0]
            legal = room.state(seat)["legal"]
            ends = [a for a in legal if a["kind"] in ("end-turn", "rest")]
            pick = ends[0] if ends and rng.random() < 0.2 else rng.choice(legal)
            assert room.act(seat, pick["text"]).status_code == 200
            frames.append((ws0.receive_json(), ws1.receive_json(), spec.receive_json()))
            plays += 1
    assert plays == 70
    hands_seen = 0
    for f0, f1, fs in frames:
        assert f0["type"] == f1["type"] == fs["type"] == "state"
        assert fs["seat"] is None and fs["legal"] == []
        check_frame(f1, 0, f0)
        check_frame(fs, 0, f0)
        check_frame(fs, 1, f1)
        check_frame(f0, 1, f1)
        mine = next(h for h in f0["view"]["heroes"] if h["seat"] == 0)
        hands_seen += mine["hand"] is not None
    assert hands_seen == len(frames)  # each seat does see its own hand
    last0, last1, _ = frames[-1]
    own_draws = [
        m for m, t in zip(last0["log"], last1["log"], strict=True) if m["action"] and not t["action"]
    ]
    assert len(own_draws) >= 5 and all(m["action"].startswith("draw ") for m in own_draws[:5])

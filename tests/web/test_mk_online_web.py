"""Mage Knight online in the browser (issue 30, "online in two contexts plus a spectator with no
leaked card"): two heroes in two browser contexts opened from their invite links, and a
spectator; every websocket frame each page receives is read, and none tells another seat's hand,
deck top, drawn card or pending choice."""

from __future__ import annotations

import json
from typing import Any

from tests.server.test_hidden_mageknight import check_frame
from tests.web.conftest import Server, shot
from tests.web.test_mk_whole_game_web import choose, click_action, seat_state


def frames_of(page: Any) -> list[dict[str, Any]]:
    """The state messages the page's websockets receive (collected as they come)."""
    got: list[dict[str, Any]] = []

    def on_ws(ws: Any) -> None:
        def on_frame(payload: Any) -> None:
            data = json.loads(payload) if isinstance(payload, str) else None
            if isinstance(data, dict) and data.get("type") == "state":
                got.append(data)

        ws.on("framereceived", on_frame)

    page.on("websocket", on_ws)
    return got


def test_two_contexts_and_a_spectator_see_only_their_own(server: Server, page_factory: Any) -> None:
    res = server.api(
        "/api/rooms",
        {
            "game": "mageknight",
            "options": {"players": 2},
            "seed": 5,
            "seats": [{"kind": "human"}, {"kind": "human"}],
        },
    )
    room = res["room_id"]
    tokens = {s["seat"]: s["token"] for s in res["seats"]}
    pages: dict[int | None, Any] = {}
    frames: dict[int | None, list[dict[str, Any]]] = {}
    for seat in (0, 1, None):
        page = page_factory(1280, 1000)
        frames[seat] = frames_of(page)
        url = (
            res["spectator_url"]
            if seat is None
            else next(s["invite_url"] for s in res["seats"] if s["seat"] == seat)
        )
        page.goto(server.url + url)
        page.wait_for_selector(".mk .mk-status")
        pages[seat] = page
    for _ in range(24):  # heroes, Tactics and the first turns, each clicked in its own context
        states = [seat_state(server, room, s, t) for s, t in tokens.items()]
        mover = next(m for m in states if m["legal"])
        click_action(pages[mover["seat"]], choose(mover["legal"]))
        for _ in range(100):
            if seat_state(server, room, mover["seat"], tokens[mover["seat"]])["version"] > mover["version"]:
                break
            pages[mover["seat"]].wait_for_timeout(50)
    last = seat_state(server, room, 0, tokens[0])["version"]
    for seat, page in pages.items():  # every page has caught up with the last change
        for _ in range(100):
            if frames[seat] and frames[seat][-1]["version"] >= last:
                break
            page.wait_for_timeout(50)
        assert frames[seat][-1]["version"] >= last
    own = {f["version"]: f for seat in (0, 1) for f in frames[seat] if f["seat"] == seat}
    by_version = {seat: {f["version"]: f for f in frames[seat] if f["seat"] == seat} for seat in (0, 1)}
    checked = 0
    for reader, owner in ((1, 0), (0, 1), (None, 0), (None, 1)):
        for frame in frames[reader]:
            mine = by_version[owner].get(frame["version"]) or (
                seat_state(server, room, owner, tokens[owner]) if frame["version"] == last else None
            )
            if mine is None:
                continue
            check_frame(frame, owner, mine)
            checked += 1
    assert checked >= 20 and own
    assert pages[None].locator(".mk-hand [data-card]").count() == 0  # the spectator holds no hand
    assert not pages[None].locator(".mk-turnbar").is_visible()  # nor a turn to play
    assert pages[0].locator(".mk-turnbar").is_visible()
    hand0 = seat_state(server, room, 0, tokens[0])["view"]["heroes"][0]["hand"]
    assert pages[0].locator(".mk-hand .mk-card[data-card]").count() == len(hand0)
    shot(pages[None], "mageknight-online-spectator")
    assert all(p.errors == [] for p in pages.values())

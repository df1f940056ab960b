"""Mage Knight in the browser (issue 14, "playable by people in a browser"): the hex map from the
map hint, the Source, the heroes' boards, the hand with click-to-play, clickable spaces, and the
other hero's hand kept hidden."""

from __future__ import annotations

from typing import Any

from tests.web.conftest import Server, shot


def seat_state(server: Server, room: str, tokens: dict[int, str], seat: int) -> dict[str, Any]:
    return server.api(f"/api/rooms/{room}/state?seat={seat}", token=tokens[seat])  # type: ignore[no-any-return]


def test_mageknight_board_plays_by_clicking(server: Server, page_factory: Any) -> None:
    res = server.api("/api/rooms", {"game": "mageknight", "options": {"players": 2}, "seed": 3})
    room = res["room_id"]
    tokens = {s["seat"]: s["token"] for s in res["seats"]}
    for _ in range(20):  # heroes and Tactics through the API
        msgs = [seat_state(server, room, tokens, s) for s in (0, 1)]
        mover = next(m for m in msgs if m["legal"])
        if mover["view"]["pending"]["task"] == "turn":
            break
        server.api(
            f"/api/rooms/{room}/actions",
            {"seat": mover["seat"], "version": mover["version"], "action": mover["legal"][0]["text"]},
            token=tokens[mover["seat"]],
        )
    seat = mover["seat"]
    other = 1 - seat
    spaces = server.api(f"/api/rooms/{room}/hints?kind=map")["spaces"]
    assert len(spaces) == 21  # tiles A, 1 and 2 (seed 001: the starting map)

    page = page_factory(1280, 1000)
    page.goto(server.url + next(s["invite_url"] for s in res["seats"] if s["seat"] == seat))
    page.wait_for_selector(".mk-board g.mk-hex[data-terrain]")
    assert page.locator(".mk-board g.mk-hex[data-terrain]").count() == 21
    assert page.locator(".mk-source .mk-die").count() == 4  # players + 2 dice
    hand = mover["view"]["heroes"][seat]["hand"]
    assert page.locator(".mk-hand .mk-card").count() == len(hand)
    assert page.locator(".mk-heroes .mk-hero").count() == 2
    shot(page, "mageknight-board")

    # Play a card by clicking it (and the way to play it, when there are several).
    version = mover["version"]
    page.locator(".mk-hand .mk-card.playable").first.click()
    if page.locator(".mk-choice button[data-action]").count():
        page.locator(".mk-choice button[data-action]").first.click()
    for _ in range(50):
        msg = seat_state(server, room, tokens, seat)
        if msg["version"] > version:
            break
        page.wait_for_timeout(100)
    assert msg["version"] > version
    assert (
        msg["view"]["heroes"][seat]["play_area"]
        or msg["view"]["turn"]["move_points"]
        or msg["view"]["pending"]
    )

    # A space the hero can step to is drawn clickable; clicking it moves the figure.
    moves = [a["text"] for a in msg["legal"] if a["text"].startswith("move ")]
    if moves:
        q, r = moves[0].split()[1:]
        page.wait_for_selector(f'.mk-board g.mk-hex.actionable[data-hex="{q},{r}"]')
        page.locator(f'.mk-board g.mk-hex.actionable[data-hex="{q},{r}"]').click()
        for _ in range(50):
            now = seat_state(server, room, tokens, seat)
            if now["view"]["heroes"][seat]["position"] == [int(q), int(r)]:
                break
            page.wait_for_timeout(100)
        assert now["view"]["heroes"][seat]["position"] == [int(q), int(r)]
    shot(page, "mageknight-moved")

    # The other seat sees its own hand, never this one's.
    p1 = page_factory(390, 844)
    p1.goto(server.url + next(s["invite_url"] for s in res["seats"] if s["seat"] == other))
    p1.wait_for_selector(".mk-board g.mk-hex[data-terrain]")
    theirs = seat_state(server, room, tokens, other)["view"]["heroes"][other]["hand"]
    assert p1.locator(".mk-hand .mk-card").count() == len(theirs)
    assert seat_state(server, room, tokens, other)["view"]["heroes"][seat]["hand"] is None

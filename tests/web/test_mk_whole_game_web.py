"""Mage Knight played whole in the browser by clicking (issue 30, "Done means"): a solo game
against the Dummy from the hero choice through every Round to its end and the score table, and a
hot-seat game of two created from the home page. Each action is found through the API (what is
legal) and played by clicking what the page shows for it: a button or card carrying its
notation (``data-action``), a hand card (``data-card``) then its menu, or a map space
(``data-hex``) then a confirmation where the step provokes."""

from __future__ import annotations

import re
from typing import Any

from tests.web.conftest import Server, shot

PRIORITY = ("end-turn", "announce-end", "draw-up", "next-phase", "next")
"""The kinds played first, so that the game runs to its end: a hero who does little."""


def seat_state(server: Server, room: str, seat: int, token: str) -> dict[str, Any]:
    return server.api(f"/api/rooms/{room}/state?seat={seat}", token=token)  # type: ignore[no-any-return]


def choose(legal: list[dict[str, Any]]) -> dict[str, Any]:
    for kind in PRIORITY:
        pick = next((a for a in legal if a["kind"] == kind), None)
        if pick is not None:
            return pick
    return legal[0]


def visible(page: Any, selector: str, wait: int = 0) -> Any:
    """The first visible element matching ``selector`` (waiting up to ``wait`` ms for the page
    to draw the latest state), or ``None``."""
    for _ in range(max(1, wait // 50)):
        loc = page.locator(selector)
        for i in range(loc.count()):
            if loc.nth(i).is_visible():
                return loc.nth(i)
        if wait:
            page.wait_for_timeout(50)
    return None


def click_action(page: Any, action: dict[str, Any]) -> None:
    """Plays ``action`` the way a person would: its own control, else the card or the space it
    is played on and then the control that opens there."""
    sel = f'[data-action="{action["text"]}"]'
    target = visible(
        page,
        f"button{sel}, .mk-pick-card{sel}",
        wait=3000 if "card" not in action["args"] and "hex" not in action["args"] else 300,
    )
    if target is None:
        card = (
            action["args"].get("card", {}).get("id") if isinstance(action["args"].get("card"), dict) else None
        )
        hexarg = action["args"].get("hex")
        opener = None
        if card:
            opener = visible(page, f'.mk-hand [data-card="{card}"]', wait=3000)
        elif hexarg:
            opener = visible(page, f'.mk-board [data-hex="{hexarg["q"]},{hexarg["r"]}"]', wait=3000)
        assert opener is not None, f"nothing on the page plays {action['text']!r}"
        opener.click()
        page.wait_for_timeout(50)
        target = visible(page, f"button{sel}", wait=500)
    if target is None:  # a space with one action was played on its click
        return
    target.click()
    confirm = visible(page, ".mk-confirm button[data-confirm='ok']")
    if confirm is not None:
        confirm.click()


def play_until_over(page: Any, server: Server, room: str, tokens: dict[int, str], limit: int) -> int:
    """Clicks chosen actions until the game is over; the number of clicks."""
    clicks = 0
    version = -1
    while clicks < limit:
        states = [seat_state(server, room, s, t) for s, t in tokens.items()]
        if states[0]["terminal"]:
            return clicks
        mover = next(m for m in states if m["legal"])
        if mover["version"] == version:  # the page has not caught up yet
            page.wait_for_timeout(50)
            continue
        click_action(page, choose(mover["legal"]))
        for _ in range(100):
            if seat_state(server, room, mover["seat"], tokens[mover["seat"]])["version"] > mover["version"]:
                break
            page.wait_for_timeout(50)
        else:
            raise AssertionError(f"the click on {choose(mover['legal'])['text']!r} played nothing")
        version = mover["version"]
        clicks += 1
    raise AssertionError(f"the game did not end in {limit} clicks")


def test_a_solo_game_against_the_dummy_from_hero_to_score_table(server: Server, page_factory: Any) -> None:
    res = server.api("/api/rooms", {"game": "mageknight", "options": {"players": 1}, "seed": 7})
    room = res["room_id"]
    tokens = {s["seat"]: s["token"] for s in res["seats"] if s.get("token")}
    page = page_factory(1280, 1000)
    page.goto(server.url + res["seats"][0]["invite_url"])
    page.wait_for_selector('.mk-pick[data-pick="hero"] .mk-pick-card')
    clicks = play_until_over(page, server, room, tokens, 400)
    assert clicks > 50
    final = seat_state(server, room, 0, tokens[0])
    assert final["terminal"] and final["view"]["round"] >= 2
    page.wait_for_selector(".mk-score table")
    table = page.inner_text(".mk-score")
    assert "Fame" in table and "Total" in table
    for category in (
        "Greatest Knowledge",
        "Greatest Loot",
        "Greatest Leader",
        "Greatest Conqueror",
        "Greatest Adventurer",
        "Greatest Beating",
    ):
        assert category in table, category
    won = final["view"]["city_revealed"]
    assert page.inner_text(".end-screen .result") == ("You win!" if won else "You lost.")
    assert "the city was" in page.inner_text(".mk-status")  # the scenario's outcome, said why
    shot(page, "mageknight-solo-end")
    assert page.errors == []


def test_hot_seat_two_heroes_created_from_the_home_page(server: Server, page_factory: Any) -> None:
    page = page_factory(1280, 1000)
    page.goto(f"{server.url}/?lang=en#/new/mageknight")
    page.wait_for_selector("#create-form")
    sel = "[data-opt=players]"
    if page.eval_on_selector(sel, "e => e.tagName") == "SELECT":
        page.select_option(sel, "2")
    else:
        page.fill(sel, "2")
    page.select_option("#mode", "hotseat")
    page.click("#create-go")
    page.wait_for_url(re.compile(r"#/room/"))
    room = re.search(r"#/room/([^?/]+)", page.url).group(1)  # type: ignore[union-attr]
    rooms = page.evaluate("JSON.parse(localStorage.getItem('arena.rooms') || '{}')")
    tokens = {int(k): v for k, v in rooms[room]["seats"].items()}
    assert sorted(tokens) == [0, 1]  # hot seat: this browser holds both seats
    page.wait_for_selector('.mk-pick[data-pick="hero"] .mk-pick-card')
    seats_played: set[int] = set()
    for _ in range(12):  # both heroes, both Tactics, the first turns: the page follows the seat to move
        states = [seat_state(server, room, s, t) for s, t in tokens.items()]
        mover = next(m for m in states if m["legal"])
        seats_played.add(mover["seat"])
        click_action(page, choose(mover["legal"]))
        for _ in range(100):
            if seat_state(server, room, mover["seat"], tokens[mover["seat"]])["version"] > mover["version"]:
                break
            page.wait_for_timeout(50)
    assert seats_played == {0, 1}
    view = seat_state(server, room, 0, tokens[0])["view"]
    assert all(h["hero"] for h in view["heroes"]) and all(h["tactic"] for h in view["heroes"])
    shot(page, "mageknight-hotseat")
    assert page.errors == []


def test_a_hero_against_an_agent_seat(server: Server, page_factory: Any) -> None:
    """Every player count includes agent seats: a person plays seat 0 by clicking while a
    `greedy` agent plays seat 1 on the server; both heroes get their turns."""
    res = server.api(
        "/api/rooms",
        {
            "game": "mageknight",
            "options": {"players": 2},
            "seed": 9,
            "seats": [{"kind": "human"}, {"kind": "agent", "agent": "greedy"}],
        },
    )
    room = res["room_id"]
    token = next(s["token"] for s in res["seats"] if s["seat"] == 0)
    page = page_factory(1280, 1000)
    page.goto(server.url + next(s["invite_url"] for s in res["seats"] if s["seat"] == 0))
    page.wait_for_selector(".mk .mk-status")
    played = 0
    agent_steps = 0
    for _ in range(400):
        msg = seat_state(server, room, 0, token)
        agent_steps = sum(1 for e in msg["log"] if e["player"] == 1)
        if msg["terminal"] or (played >= 15 and agent_steps >= 8):
            break
        if not msg["legal"]:
            page.wait_for_timeout(100)  # the agent thinks
            continue
        click_action(page, choose(msg["legal"]))
        for _ in range(100):
            if seat_state(server, room, 0, token)["version"] > msg["version"]:
                break
            page.wait_for_timeout(50)
        played += 1
    assert played >= 15 and agent_steps >= 8
    view = seat_state(server, room, 0, token)["view"]
    assert all(h["hero"] for h in view["heroes"])
    page.wait_for_selector(".mk-log")
    assert "Player 2" in page.inner_text(".mk-log")
    assert page.errors == []

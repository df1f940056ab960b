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


def _toward(legal: list[dict[str, Any]], targets: list[tuple[int, int]]) -> dict[str, Any] | None:
    """The legal move ending nearest one of ``targets`` (hex distance), if any."""

    def dist(a: dict[str, Any], t: tuple[int, int]) -> int:
        dq, dr = a["args"]["hex"]["q"] - t[0], a["args"]["hex"]["r"] - t[1]
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    moves = [a for a in legal if a["kind"] == "move"]
    return min(moves, key=lambda a: min(dist(a, t) for t in targets)) if moves and targets else None


def test_combat_panel_names_a_summoned_token_and_the_points(server: Server, page_factory: Any) -> None:
    """Issue 29: the combat panel says what stands in ("Werewolf (summoned by Orc Summoners)"),
    both Armours, the phase and the abilities in words, and labels the pools "Attack points" and
    "Block points"; every choice button says its label. Seed 3: the first hero walks to the Orc
    Summoners and challenges them (the choices read from their described kind and args)."""
    res = server.api("/api/rooms", {"game": "mageknight", "options": {"players": 2}, "seed": 3})
    room = res["room_id"]
    tokens = {s["seat"]: s["token"] for s in res["seats"]}
    found = None
    for _ in range(120):
        msgs = [seat_state(server, room, tokens, s) for s in (0, 1)]
        mover = next(m for m in msgs if m["legal"])
        legal, view = mover["legal"], mover["view"]
        combat = view.get("combat")
        if combat and any(e["summoned"] for e in combat["enemies"]):
            found = mover
            break
        orcs = [tuple(e["at"]) for e in view.get("enemies", []) if e["enemy"] == "orc_summoners"]
        challenge = [
            a for a in legal if a["kind"] == "challenge" and a["args"]["enemy"]["id"] == "orc_summoners"
        ]
        sideways = [a for a in legal if a["kind"] == "play-sideways" and a["args"]["use"]["value"] == "move"]
        if challenge:
            act = challenge[0]
        elif combat:
            order = {
                "block": 0,
                "attack": 0,
                "play-sideways": 1,
                "play": 1,
                "next-phase": 2,
                "assign-damage": 3,
            }
            act = min(
                (a for a in legal if a["kind"] in order), key=lambda a: order[a["kind"]], default=legal[0]
            )
        else:
            act = _toward(legal, orcs) or (sideways[0] if sideways and orcs else legal[0])
        server.api(
            f"/api/rooms/{room}/actions",
            {"seat": mover["seat"], "version": mover["version"], "action": act["text"]},
            token=tokens[mover["seat"]],
        )
    assert found, "seed 3 no longer reaches the Orc Summoners' combat"
    seat = found["seat"]
    foe = next(e for e in found["view"]["combat"]["enemies"] if e["summoned"])
    page = page_factory(1280, 1000)
    page.goto(f"{server.url}/#/room/{room}?seat={seat}&token={tokens[seat]}&lang=en")
    page.wait_for_selector(".mk-combat .mk-enemy-name")
    panel = page.inner_text(".mk-combat")
    names = server.api(f"/api/rooms/{room}/hints?kind=catalog")["enemies"]
    assert f"{names[foe['summoned']]['names']['en']} (summoned by Orc Summoners)" in panel
    armour = page.inner_text(".mk-combat td.mk-armor")
    assert str(foe["armor"]) in armour and f"summoner: {foe['summoner_armor']}" in armour
    assert "Attack points" in panel and "Block points" in panel
    phase = found["view"]["combat"]["phase"]
    heading = page.inner_text(".mk-combat h3")
    assert heading == {"ranged": "Combat — Ranged and Siege Attacks phase", "block": "Combat — Block phase",
                       "damage": "Combat — Assign Damage phase", "attack": "Combat — Attack phase"}[phase]  # fmt: skip
    for ability in foe["abilities"]:
        assert ability not in panel.split()  # the word, never the id (swift → Swift)
    # Every choice says what is chosen: a button's text is the server's label.
    labels = {a["text"]: a["label"] for a in found["legal"]}
    buttons = page.eval_on_selector_all(
        ".mk-choices button[data-action]", "els => els.map(e => [e.dataset.action, e.textContent])"
    )
    assert buttons and all(labels[a] == text for a, text in buttons)
    shot(page, "mageknight-combat-summoned")
    assert page.errors == []

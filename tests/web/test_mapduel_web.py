"""Map & Duel in the browser (issue 7, web client): the loop board with tokens, hands, duel
table, event pop-ups and dice, clicking legal actions, and hidden hands between two browsers.
Issue 29: every button says what happens (the server's label), and a character, a card or a
player plays the action whose arguments name it."""

from __future__ import annotations

import re
from typing import Any

from tests.web.conftest import Server, open_with_catalog_held, shot

PLAY_ORDER = ("roll", "pick", "rep", "from", "choose", "give", "discard", "absorb", "play", "skill", "end")


def state(server: Server, room: str, seat: int, token: str) -> dict[str, Any]:
    return server.api(f"/api/rooms/{room}/state?seat={seat}", token=token)  # type: ignore[no-any-return]


def tokens_of(page: Any, room: str) -> dict[int, str]:
    rooms = page.evaluate("JSON.parse(localStorage.getItem('arena.rooms') || '{}')")
    return {int(k): v for k, v in rooms[room]["seats"].items()}


def token_cells(page: Any) -> dict[str, str]:
    pairs = page.eval_on_selector_all(
        ".md-svg g.token", "els => els.map(e => [e.dataset.player, e.dataset.cell])"
    )
    return dict(pairs)


def log_size(page: Any) -> int:
    """The step of the newest log entry shown (the list keeps the last 80 entries only)."""
    return int(
        page.eval_on_selector_all(
            ".md-log-list > li", "els => els.length ? Number(els[els.length - 1].dataset.step) : -1"
        )
    )


def wait_log_after(page: Any, step: int) -> None:
    page.wait_for_function(
        "n => { const li = [...document.querySelectorAll('.md-log-list > li')].pop();"
        " return !!li && Number(li.dataset.step) > n; }",
        arg=step,
    )


def click_some_action(page: Any, msg: dict[str, Any]) -> str:
    """Click, on the page, a button for one of the seat's legal actions (by preference order)."""
    for kind in PLAY_ORDER:
        for a in msg["legal"]:
            if a["kind"] != kind:
                continue
            text = a["text"]
            button = page.locator(
                f'.md-controls button[data-action="{text}"], .md-hand button[data-action="{text}"]'
            )
            if button.count():
                button.first.click()
                return str(text)
    raise AssertionError(f"no clickable button for any of {[a['text'] for a in msg['legal']]}")


def test_vs_ai_four_players_click_through_turns(server: Server, page_factory: Any) -> None:
    """seed 004 规则 2-5: pick a character, roll, move round the loop; 3 random AI seats."""
    page = page_factory(1280, 1000)
    page.goto(f"{server.url}/#/new/mapduel")
    page.wait_for_selector("#create-form")
    page.fill("input[data-opt=players]", "4")
    page.select_option("#mode", "ai")
    page.select_option("#agent", "random")
    page.fill("#seed", "11")
    page.click("#create-go")
    page.wait_for_url(re.compile(r"#/room/"))
    room = re.search(r"#/room/([^?/]+)", page.url).group(1)  # type: ignore[union-attr]
    tok = tokens_of(page, room)
    assert list(tok) == [0]
    page.wait_for_selector(".md-svg g.cell[data-cell='24']")
    page.wait_for_selector(".md-pick .md-char-card button[data-action^=pick]")
    shot(page, "mapduel-pick")
    assert page.locator(".md-svg g.cell").count() == 25  # Start + 24 cells
    assert page.locator(".md-svg g.cell[data-event=duel]").count() == 2

    rolls = moved = 0
    seen_popup = False
    for _ in range(60):
        msg = state(server, room, 0, tok[0])
        if msg["terminal"] or rolls >= 4:
            break
        if not msg["legal"]:
            page.wait_for_timeout(100)
            continue
        page.wait_for_selector(".md-controls.mine button[data-action]")
        before = token_cells(page)
        logs = log_size(page)
        text = click_some_action(page, msg)
        wait_log_after(page, logs)
        if text == "roll":
            rolls += 1
            page.wait_for_selector(".md-dice .md-roll")
            page.wait_for_selector(".md-popup .md-pop li")
            seen_popup = True
            if token_cells(page) != before:
                moved += 1
            if rolls == 1:
                shot(page, "mapduel-after-roll")
    assert rolls >= 2, "the human seat rolled a few times"
    assert moved >= 1, "tokens move on the board"
    assert seen_popup
    # Players: character, HP, slots and hand size for all four; the seat's own hand as cards.
    assert page.locator(".md-player").count() == 4
    for p in range(4):
        panel = page.locator(f".md-player[data-player='{p}']")
        assert re.search(r"\d+/\d+", panel.inner_text())
    hand = state(server, room, 0, tok[0])["view"]["players"][0]["hand"]
    shown = page.eval_on_selector_all(".md-hand .md-card[data-card]", "els => els.map(e => e.dataset.card)")
    assert sorted(shown) == sorted(set(hand))
    # Every legal action stays available as a fallback list.
    assert page.locator(".md-all-actions .actions").count() == 1
    shot(page, "mapduel-vs-ai")
    assert page.errors == []


def _play_api(
    server: Server, rid: str, tokens: dict[int, str], until: Any, limit: int = 400
) -> dict[str, Any]:
    """Play the first preferred legal action by HTTP until ``until(msg_of_seat0)`` holds."""
    for _ in range(limit):
        m0 = state(server, rid, 0, tokens[0])
        if until(m0) or m0["terminal"]:
            return m0
        for seat, tok in tokens.items():
            msg = state(server, rid, seat, tok)
            if msg["legal"]:
                legal = msg["legal"]
                choice = next((a for k in PLAY_ORDER for a in legal if a["kind"] == k), legal[0])
                if choice["kind"] == "end" and any(a["kind"] == "play" for a in legal):
                    choice = next(a for a in legal if a["kind"] == "play")
                pick = choice["text"]
                server.api(
                    f"/api/rooms/{rid}/actions",
                    {"seat": seat, "version": msg["version"], "action": pick},
                    token=tok,
                )
                break
    raise AssertionError("condition not reached")


def test_online_other_seat_never_sees_my_hand(server: Server, page_factory: Any) -> None:
    """Hidden hands (issue 7): another seat's page shows only card backs for my hand."""
    res = server.api(
        "/api/rooms",
        {"game": "mapduel", "options": {"players": 4}, "seed": 3, "seats": [{"kind": "human"}] * 4},
    )
    rid = res["room_id"]
    tokens = {s["seat"]: s["token"] for s in res["seats"]}
    m0 = _play_api(server, rid, tokens, lambda m: len(m["view"]["players"][0].get("hand", [])) >= 2)
    mine = set(m0["view"]["players"][0]["hand"])
    m1 = state(server, rid, 1, tokens[1])
    theirs = set(m1["view"]["players"][1]["hand"])
    host = page_factory(1280, 1000)
    host.goto(f"{server.url}/#/room/{rid}?seat=0&token={tokens[0]}")
    host.wait_for_selector(".md-hand .md-card[data-card]")
    guest = page_factory(1280, 1000)
    guest.goto(f"{server.url}/#/room/{rid}?seat=1&token={tokens[1]}")
    guest.wait_for_selector(".md-player[data-player='0']")
    host_cards = set(
        host.eval_on_selector_all(".md-hand .md-card[data-card]", "els => els.map(e => e.dataset.card)")
    )
    assert host_cards == mine
    guest_hand = set(
        guest.eval_on_selector_all(".md-hand .md-card[data-card]", "els => els.map(e => e.dataset.card)")
    )
    assert guest_hand == theirs
    # seat 0's hand on seat 1's page: only its size and card backs
    p0 = guest.locator(".md-player[data-player='0']")
    assert p0.locator(".back-mini").count() == len(m0["view"]["players"][0]["hand"])
    assert p0.locator("[data-card]").count() == len(m0["view"]["players"][0]["equipment"])
    assert "hand" not in m1["view"]["players"][0]
    shot(host, "mapduel-online-seat1")
    shot(guest, "mapduel-online-seat2")
    guest.select_option("#lang", "fr")  # every string goes through i18n
    guest.wait_for_selector(".md-phase[data-phase=map]:has-text('Tour de carte')")
    assert "Main de Joueur 2" in guest.inner_text(".md-hand h3")
    assert host.errors == [] and guest.errors == []


def test_duel_table_face_down(server: Server, page_factory: Any) -> None:
    """决斗回合规则 3: cards committed this cycle are face down for the others until it settles."""
    res = server.api(
        "/api/rooms",
        {"game": "mapduel", "options": {"players": 3}, "seed": 5, "seats": [{"kind": "human"}] * 3},
    )
    rid = res["room_id"]
    tokens = {s["seat"]: s["token"] for s in res["seats"]}

    def someone_committed_not_me(m: dict[str, Any]) -> bool:
        d = m["view"].get("duel")
        return bool(d) and any(n > 0 for p, n in enumerate(d["committed"]) if p != 0)

    m0 = _play_api(server, rid, tokens, someone_committed_not_me, limit=1500)
    assert not m0["terminal"], "seed 5 reaches a duel round"
    page = page_factory(1280, 1000)
    page.goto(f"{server.url}/#/room/{rid}?seat=0&token={tokens[0]}")
    page.wait_for_selector(".md-duel-table")
    committed = m0["view"]["duel"]["committed"]
    for p, n in enumerate(committed):
        if p == 0 or not m0["view"]["players"][p]["alive"]:
            continue
        row = page.locator(f".md-duel-row[data-player='{p}']")
        assert row.locator(".md-card.back").count() == n
        assert row.locator(".md-card[data-card]").count() == 0
    shot(page, "mapduel-duel")

    def my_duel_turn(m: dict[str, Any]) -> bool:
        return bool(m["view"].get("duel")) and any(a["kind"] == "play" for a in m["legal"])

    m0 = _play_api(server, rid, tokens, my_duel_turn, limit=1500)
    assert not m0["terminal"]
    page.wait_for_selector(".md-hand button.play[data-action]")
    shot(page, "mapduel-duel-my-turn")
    action = page.get_attribute(".md-hand button.play[data-action]", "data-action")
    card = next(a["args"]["card"]["id"] for a in m0["legal"] if a["text"] == action)
    page.click(f'.md-hand button[data-action="{action}"]')
    # my own committed card is face up on my row; the others still see only its back
    page.wait_for_selector(f".md-duel-row[data-player='0'] .md-card[data-card='{card}']")
    other = page_factory(1280, 1000)
    other.goto(f"{server.url}/#/room/{rid}?seat=1&token={tokens[1]}")
    other.wait_for_selector(".md-duel-row[data-player='0']")
    m1 = state(server, rid, 1, tokens[1])
    if m1["view"].get("duel") and m1["view"]["duel"]["committed"][0]:
        row = other.locator(".md-duel-row[data-player='0']")
        assert row.locator(".md-card.back").count() == m1["view"]["duel"]["committed"][0]
        assert row.locator(".md-card[data-card]").count() == 0
    assert page.errors == [] and other.errors == []


def test_nothing_is_drawn_by_id_while_the_card_names_are_on_their_way(
    server: Server, page_factory: Any
) -> None:
    """The catalog (card and character names, MD2) is held back: the table waits for it rather than
    draw a card or a character by its id."""
    res = server.api("/api/rooms", {"game": "mapduel", "options": {"players": 2}, "seed": 3})
    rid, token = res["room_id"], res["seats"][0]["token"]
    page = page_factory(1280, 1000)
    held = open_with_catalog_held(page, f"{server.url}/?lang=en#/room/{rid}?seat=0&token={token}")
    assert page.locator(".md-svg").count() == 0 and page.locator(".md-controls button").count() == 0
    held.continue_()
    page.wait_for_selector(".md-svg")
    assert page.locator(".md-controls button[data-action]").count() > 0
    assert page.errors == []


def test_catalog_hint_is_the_public_card_pool(server: Server) -> None:
    """The renderer's card texts come from the engine's data (MD2), the same for every seat."""
    res = server.api(
        "/api/rooms", {"game": "mapduel", "options": {"players": 2, "dlc": ["party"]}, "seed": 1}
    )
    rid = res["room_id"]
    tok = res["seats"][0]["token"]
    cat = server.api(f"/api/rooms/{rid}/hints?seat=0&kind=catalog", token=tok)
    spectator = server.api(f"/api/rooms/{rid}/hints?kind=catalog")
    assert cat == spectator
    assert "strike" in cat["cards"] and "cream-pie" in cat["cards"]  # base library + the party pack
    assert "test-card" not in cat["cards"]  # B-26: undefined cards are out unless included
    assert cat["cards"]["frying-pan"]["types"] == ["skill", "equipment"]
    assert cat["cards"]["frying-pan"]["absorbs"] == ["damage"]
    assert cat["characters"]["mario"]["passive"]["kind"] == "penalty_loss"
    assert len(cat["map"]) == 24
    try:
        server.api(f"/api/rooms/{rid}/hints?seat=0&kind=nope", token=tok)
    except Exception as exc:  # urllib's HTTPError
        assert getattr(exc, "code", None) == 422
    else:
        raise AssertionError("an unknown hint kind is refused")


def test_hotseat_two_players_switch_seats(server: Server, page_factory: Any) -> None:
    """Hot-seat: the page follows the seat to move; each seat sees its own hand only (seed 004 规则 2)."""
    page = page_factory(1280, 1000)
    page.goto(f"{server.url}/#/new/mapduel")
    page.wait_for_selector("#create-form")
    page.fill("input[data-opt=players]", "2")
    page.select_option("#mode", "hotseat")
    page.fill("#seed", "4")
    page.click("#create-go")
    page.wait_for_url(re.compile(r"#/room/"))
    room = re.search(r"#/room/([^?/]+)", page.url).group(1)  # type: ignore[union-attr]
    tok = tokens_of(page, room)
    assert sorted(tok) == [0, 1]
    viewers = set()
    for _ in range(8):
        movers = [s for s, t in tok.items() if state(server, room, s, t)["legal"]]
        assert len(movers) == 1
        msg = state(server, room, movers[0], tok[movers[0]])
        page.wait_for_function(
            "n => document.querySelector('.md-hand h3')?.textContent.includes(n)",
            arg=f"Player {movers[0] + 1} ",
        )
        viewers.add(movers[0])
        logs = log_size(page)
        click_some_action(page, msg)
        wait_log_after(page, logs)
    assert viewers == {0, 1}
    assert page.locator(".md-svg g.token").count() == 2
    assert page.errors == []


def labels_of(server: Server, room: str, seat: int, token: str, lang: str) -> dict[str, str]:
    msg = server.api(f"/api/rooms/{room}/state?seat={seat}&lang={lang}", token=token)
    return {a["text"]: a["label"] for a in msg["legal"]}


def assert_buttons_say_labels(page: Any, labels: dict[str, str]) -> int:
    """Every action button on the page shows its action's label, never the bare notation; the
    notation is its tooltip. Returns how many buttons were checked."""
    buttons = page.eval_on_selector_all(
        ".mapduel button[data-action]",
        "els => els.map(e => [e.dataset.action, e.textContent.trim(), e.title])",
    )
    assert buttons
    for action, text, title in buttons:
        assert action in labels, f"{action!r} is not legal"
        assert text == labels[action], (action, text)
        assert text != action and title == action
    return len(buttons)


def test_buttons_say_labels_and_clicks_play_what_they_name(server: Server, page_factory: Any) -> None:
    """Issue 29: buttons say what happens (in French here); clicking a character or a hand card
    plays the action whose args name it (``args.character.id``, ``args.card.id``)."""
    res = server.api(
        "/api/rooms",
        {"game": "mapduel", "options": {"players": 2}, "seed": 8, "seats": [{"kind": "human"}] * 2},
    )
    rid = res["room_id"]
    tokens = {s["seat"]: s["token"] for s in res["seats"]}
    mover = next(s for s, tok in tokens.items() if state(server, rid, s, tok)["legal"])
    msg = state(server, rid, mover, tokens[mover])
    assert {a["kind"] for a in msg["legal"]} == {"pick"}
    page = page_factory(1280, 1000)
    page.goto(f"{server.url}/?lang=fr#/room/{rid}?seat={mover}&token={tokens[mover]}")
    page.wait_for_selector(".md-pick .md-char-card.playable")
    page.wait_for_selector(".md-char-card .md-stats")  # the catalogue arrived
    assert_buttons_say_labels(page, labels_of(server, rid, mover, tokens[mover], "fr"))
    titles = server.api(f"/api/rooms/{rid}/state?seat={mover}&lang=fr", token=tokens[mover])["groups"]
    assert page.locator(f".md-controls .verb:text-is('{titles['character']}')").count() == 1
    shot(page, "mapduel-fr-pick")
    # Click a character card itself (not its button): the pick naming it is played.
    card = page.locator(".md-pick .md-char-card.playable").nth(2)
    character = card.get_attribute("data-character")
    expected = next(a["text"] for a in msg["legal"] if a["args"]["character"]["id"] == character)
    assert card.get_attribute("data-action") == expected
    step = log_size(page)
    card.click()
    wait_log_after(page, step)
    log = state(server, rid, mover, tokens[mover])["log"]
    assert [e["action"] for e in log if e["player"] == mover][-1] == expected

    # A hand card with one action: clicking the card plays it.
    def one_card_action(m: dict[str, Any]) -> bool:
        hand = m["view"]["players"][0].get("hand", [])
        cards = [a["args"]["card"]["id"] for a in m["legal"] if "card" in a["args"] and a["kind"] != "choose"]
        return any(c in hand and cards.count(c) == 1 for c in cards)

    m0 = _play_api(server, rid, tokens, one_card_action, limit=600)
    assert not m0["terminal"], "seed 8 gives seat 1 a card to play"
    hand = m0["view"]["players"][0]["hand"]
    on_hand = [
        a for a in m0["legal"] if a["args"].get("card", {}).get("id") in hand and a["kind"] != "choose"
    ]
    ids = [a["args"]["card"]["id"] for a in on_hand]
    action = next(a for a in on_hand if ids.count(a["args"]["card"]["id"]) == 1)
    cid = action["args"]["card"]["id"]
    page.goto(f"{server.url}/?lang=fr#/room/{rid}?seat=0&token={tokens[0]}")
    target = page.locator(f'.md-hand .md-card.playable[data-card="{cid}"]')
    target.wait_for()
    fr = labels_of(server, rid, 0, tokens[0], "fr")
    assert_buttons_say_labels(page, fr)
    assert target.get_attribute("data-action") == action["text"]
    assert target.locator("button[data-action]").inner_text().strip() == fr[action["text"]]
    shot(page, "mapduel-fr-hand")
    step = log_size(page)
    target.locator(".md-card-head").click()  # the card, not its button
    wait_log_after(page, step)
    log = state(server, rid, 0, tokens[0])["log"]
    assert [e["action"] for e in log if e["player"] == 0][-1] == action["text"]
    assert page.errors == []

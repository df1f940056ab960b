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

    # Play a card by clicking it, then the way to play it in its menu (issue 30: the menu opens
    # even for a card with one use; the second click plays).
    version = mover["version"]
    page.locator(".mk-hand .mk-card.playable").first.click()
    page.wait_for_selector(".mk-card-menu button[data-action]")
    assert seat_state(server, room, tokens, seat)["version"] == version
    page.locator(".mk-card-menu button[data-action]").first.click()
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
    names = server.api(f"/api/rooms/{room}/hints?kind=catalog")["enemies"]
    summoned = f"{names[foe['summoned']]['names']['en']} (summoned by Orc Summoners)"
    # the panel is drawn before the catalog of names arrives: wait for the names, not the rows
    page.locator(".mk-combat", has_text=summoned).wait_for()
    panel = page.inner_text(".mk-combat")
    assert summoned in panel
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
    # The turn's main controls (the next phase) are on the turn bar: their label is the tooltip.
    bar = page.eval_on_selector_all(
        ".mk-turnbar button[data-action]:not([data-action=''])",
        "els => els.map(e => [e.dataset.action, e.title])",
    )
    assert buttons or bar
    assert all(labels[a] == text for a, text in buttons)
    assert all(title.startswith(labels[a]) for a, title in bar)
    shot(page, "mageknight-combat-summoned")
    assert page.errors == []


# -- issue 30, "Start and flow": the hero and Tactic panels, the turn bar, the "your turn" banner --
def _room(server: Server) -> tuple[str, dict[int, str]]:
    res = server.api("/api/rooms", {"game": "mageknight", "options": {"players": 2}, "seed": 3})
    return res["room_id"], {s["seat"]: s["token"] for s in res["seats"]}


def _mover(server: Server, room: str, tokens: dict[int, str]) -> dict[str, Any]:
    return next(m for m in (seat_state(server, room, tokens, s) for s in (0, 1)) if m["legal"])


def _play(server: Server, room: str, tokens: dict[int, str], msg: dict[str, Any], text: str) -> None:
    server.api(
        f"/api/rooms/{room}/actions",
        {"seat": msg["seat"], "version": msg["version"], "action": text},
        token=tokens[msg["seat"]],
    )


def _until(page: Any, check: Any, tries: int = 60) -> Any:
    for _ in range(tries):
        got = check()
        if got:
            return got
        page.wait_for_timeout(100)
    return check()


def test_hero_and_tactic_panels_choose_by_click(server: Server, page_factory: Any) -> None:
    room, tokens = _room(server)
    first = _mover(server, room, tokens)
    seat = first["seat"]
    heroes = {a["args"]["hero"]["id"]: a for a in first["legal"] if a["kind"] == "choose-hero"}
    page = page_factory(1280, 1000)
    page.goto(f"{server.url}/?lang=en#/room/{room}?seat={seat}&token={tokens[seat]}")
    page.wait_for_selector('.mk-pick[data-pick="hero"] .mk-pick-card')
    cards = page.locator(".mk-pick-card")
    assert cards.count() == len(heroes) == 4
    for hero, a in heroes.items():
        text = page.inner_text(f'.mk-pick-card[data-pick="{hero}"]')
        assert a["args"]["hero"]["name"] in text and "Own card:" in text
    assert page.locator(".mk-choices button[data-kind='choose-hero']").count() == 0  # the panel, not buttons
    shot(page, "mageknight-hero-panel")
    page.locator('.mk-pick-card[data-pick="goldyx"]').click()
    assert _until(
        page, lambda: seat_state(server, room, tokens, seat)["view"]["heroes"][seat]["hero"] == "goldyx"
    )
    other = _mover(server, room, tokens)
    assert other["seat"] != seat
    _play(server, room, tokens, other, other["legal"][0]["text"])

    # The Tactics: each a card with its name, turn order and effect; clicking one takes it.
    msg = _mover(server, room, tokens)
    tseat = msg["seat"]
    tactics = [a for a in msg["legal"] if a["kind"] == "choose-tactic"]
    assert len(tactics) == 6
    fr = page_factory(1280, 1000)
    fr.goto(f"{server.url}/?lang=fr#/room/{room}?seat={tseat}&token={tokens[tseat]}")
    fr.wait_for_selector('.mk-pick[data-pick="tactic"] .mk-pick-card')
    assert fr.locator(".mk-pick-card").count() == 6
    names = server.api(f"/api/rooms/{room}/hints?kind=catalog")["tactics"]
    for a in tactics:
        tid = a["args"]["tactic"]["id"]
        card = fr.locator(f'.mk-pick-card[data-pick="{tid}"]')
        assert names[tid]["names"]["fr"] in card.inner_text()
        assert card.locator(".mk-pick-order").inner_text() == str(a["args"]["amount"]["value"])
    assert "Ordre du tour" in fr.inner_text(".mk-pick")
    shot(fr, "mageknight-tactic-panel-fr")
    en = page_factory(1280, 1000)
    en.goto(f"{server.url}/?lang=en#/room/{room}?seat={tseat}&token={tokens[tseat]}")
    en.wait_for_selector('.mk-pick[data-pick="tactic"] .mk-pick-card')
    for a in tactics:
        effect = a["label"].split("): ", 1)[1]
        assert effect in en.inner_text(f'.mk-pick-card[data-pick="{a["args"]["tactic"]["id"]}"]')
    en.locator('.mk-pick-card[data-pick="planning"]').click()
    assert _until(
        en, lambda: seat_state(server, room, tokens, tseat)["view"]["heroes"][tseat]["tactic"] == "planning"
    )
    assert page.errors == [] and fr.errors == [] and en.errors == []


def test_turn_bar_undo_shortcut_and_your_turn_banner(server: Server, page_factory: Any) -> None:
    room, tokens = _room(server)
    for _ in range(20):  # heroes and Tactics through the API
        msg = _mover(server, room, tokens)
        if msg["view"]["pending"]["task"] == "turn":
            break
        _play(server, room, tokens, msg, msg["legal"][0]["text"])
    seat = msg["seat"]
    page = page_factory(1280, 900)
    page.goto(f"{server.url}/?lang=en#/room/{room}?seat={seat}&token={tokens[seat]}")
    page.wait_for_selector(".mk-turnbar [data-bar='end_turn']")
    # The banner and the title say it is this seat's turn.
    page.wait_for_selector(".mk-toast:not([hidden])")
    assert page.inner_text(".mk-toast") == "Your turn"
    assert page.title().startswith("▶ Your turn")
    assert page.get_attribute(".mk-toast", "data-shown") == "1"
    # The bar: every control drawn, with its shortcut; End turn and Undo not legal yet, Rest legal.
    assert page.locator(".mk-turnbar .mk-bar-btn").count() == 6
    assert page.inner_text(".mk-turnbar [data-bar='end_turn'] kbd") == "E"
    assert page.locator("#mk-undo").is_disabled()
    assert not page.locator(".mk-turnbar [data-bar='rest']").is_disabled()
    # R opens the choice of the card to rest with (the rest actions' labels), playing none.
    rests = {a["text"]: a["label"] for a in msg["legal"] if a["kind"] == "rest"}
    page.keyboard.press("r")
    page.wait_for_selector(".mk-choice button[data-kind='rest']")
    shown = page.eval_on_selector_all(
        ".mk-choice button[data-action]", "els => els.map(e => [e.dataset.action, e.textContent])"
    )
    assert dict(shown) == rests
    assert seat_state(server, room, tokens, seat)["version"] == msg["version"]

    # A card played by clicking: a new push of the same turn, no second banner; Undo takes it back.
    def play_a_card() -> dict[str, Any]:
        version = seat_state(server, room, tokens, seat)["version"]
        page.locator(".mk-hand .mk-card.playable").first.click()  # its menu, then a use
        page.locator(".mk-card-menu button[data-action]").first.click()
        now = _until(page, lambda: (m := seat_state(server, room, tokens, seat))["version"] > version and m)
        assert now
        return now

    played = play_a_card()
    assert played["view"]["heroes"][seat]["play_area"]
    page.wait_for_selector("#mk-undo:not([disabled])")
    assert page.get_attribute(".mk-toast", "data-shown") == "1"
    page.locator("#mk-undo").click()
    assert _until(
        page, lambda: not seat_state(server, room, tokens, seat)["view"]["heroes"][seat]["play_area"]
    )
    page.wait_for_selector("#mk-undo[disabled]")

    # Typing in an input ignores the shortcuts; E on the page ends the turn.
    played = play_a_card()
    page.wait_for_selector(".mk-turnbar [data-bar='end_turn']:not([disabled])")
    assert page.get_attribute(".mk-toast", "data-shown") == "1"
    shot(page, "mageknight-turn-bar")
    page.keyboard.press("e")
    ended = _until(
        page, lambda: (m := seat_state(server, room, tokens, seat))["version"] > played["version"] and m
    )
    assert ended, "E did not end the turn"
    if ended["view"]["pending"]["player"] == seat:  # the hand tidied: D draws up, not while typing
        assert ended["view"]["pending"]["task"] == "tidy_hand"
        page.wait_for_selector(".mk-turnbar [data-bar='draw_up']:not([disabled])")
        page.locator(".mk-all-actions summary").click()
        box = page.locator(".mk-all-actions input").first
        box.click()
        box.press("d")
        page.wait_for_timeout(500)
        assert seat_state(server, room, tokens, seat)["version"] == ended["version"]
        page.locator(".mk-all-actions summary").click()  # the input loses the focus with it
        page.locator(".mk-status").click()
        page.keyboard.press("d")
        ended = _until(
            page, lambda: (m := seat_state(server, room, tokens, seat))["version"] > ended["version"] and m
        )
        assert ended
    assert ended["view"]["pending"]["player"] != seat
    page.wait_for_selector(".mk-turnbar [data-bar='end_turn'][disabled]")
    assert not page.title().startswith("▶")
    assert page.errors == []

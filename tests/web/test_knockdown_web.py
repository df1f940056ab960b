"""Knockdown in the browser (issue 6, "the web client"): the arena, display, hand, fighter boards
with specials and their costs, wound cubes, candles and the round score, played by clicking;
the opponent's hand never reaches the other seat's page (seed 002, hidden information; A-19).
Issue 29: every button says what happens (the server's label), and a cell or a card plays the
action whose arguments name it."""

from __future__ import annotations

import re
from typing import Any

from tests.web.conftest import Server, shot

SETUP = ("keep_dealt_skill", "keep_passed_skill", "choose_faceup")


def _key(page: Any) -> str:
    return str(page.get_attribute(".kd", "data-key") or "")


def click_and_wait(page: Any, selector: str) -> None:
    """Click ``selector`` and wait until the renderer draws another position (or seat)."""
    old = _key(page)
    page.locator(selector).first.click()
    page.wait_for_function("old => document.querySelector('.kd')?.dataset.key !== old", arg=old)
    page.wait_for_function("() => !!document.querySelector('.kd')?.dataset.key")


def task(page: Any) -> str:
    return str(page.get_attribute(".kd", "data-task") or "")


def seat_state(server: Server, room: str, tokens: dict[int, str], seat: int) -> dict[str, Any]:
    return server.api(f"/api/rooms/{room}/state?seat={seat}", token=tokens[seat])  # type: ignore[no-any-return]


def tokens_of(page: Any, room: str) -> dict[int, str]:
    rooms = page.evaluate("JSON.parse(localStorage.getItem('arena.rooms') || '{}')")
    return {int(k): v for k, v in rooms[room]["seats"].items()}


def dist(a: str, b: str) -> int:
    return abs(ord(a[0]) - ord(b[0])) + abs(int(a[1:]) - int(b[1:]))


def play_pending(page: Any) -> None:
    """Answer whatever the game asks that is not the main turn, by clicking."""
    t = task(page)
    if t in SETUP:
        click_and_wait(page, ".kd-draft .kd-skill.playable")
    elif t == "draft":
        click_and_wait(page, ".kd-display .kd-card.playable")
    elif t in ("shift", "teleport", "dash_step"):
        click_and_wait(page, ".kd-cell.target")
    elif t in ("discard", "pay_special"):
        click_and_wait(page, ".kd-hand .kd-card.playable")
    elif t == "block_window":
        click_and_wait(page, "#kd-act-pass" if page.locator("#kd-act-pass").count() else ".kd-act")
    elif t == "knockout_offer":
        click_and_wait(page, "#kd-act-knockout")
    elif t == "combo":
        special = ".kd-fighter .kd-special.playable"
        first_step = page.locator("#kd-act-end").count() == 0
        if first_step and page.locator(special).count():
            click_and_wait(page, special)  # declare a special attack from the fighter board
        elif page.locator("#kd-act-end").count():
            click_and_wait(page, "#kd-act-end")
        else:
            click_and_wait(page, ".kd-hand .kd-act[data-action^=dash]")
    else:
        click_and_wait(page, ".kd-controls .kd-act, .kd-act")


def test_knockdown_hotseat_by_clicking(server: Server, page_factory: Any) -> None:
    page = page_factory(1280, 1000)
    page.goto(f"{server.url}/#/new/knockdown")
    page.wait_for_selector("#create-form")
    page.fill("#seed", "11")
    page.select_option("#mode", "hotseat")
    page.click("#create-go")
    page.wait_for_url(re.compile(r"#/room/"))
    room = re.search(r"#/room/([^?/]+)", page.url).group(1)  # type: ignore[union-attr]
    tokens = tokens_of(page, room)
    page.wait_for_selector(".kd .kd-draft .kd-skill.playable")
    page.wait_for_selector(".kd-specials .kd-special .sym")  # the catalog arrived: costs drawn
    # Both fighter boards with their specials and symbol costs; the score 0-0; the arena 7x2.
    assert page.locator(".kd-fighter").count() == 2
    assert page.locator(".kd-cell").count() == 14
    assert page.get_attribute(".kd-score", "data-wins") == "0-0"
    assert page.locator(".kd-fighter.seat0 .kd-special").count() == 4  # mist-a: four specials
    assert page.locator(".kd-fighter.seat1 .kd-special").count() == 5  # knight-a: five
    shot(page, "knockdown-skill-draft")

    # Set-up: the skill pass-and-keep draft, then the opening attack-card draft, all by clicking.
    drafted = 0
    for _ in range(20):
        t = task(page)
        if t == "turn":
            break
        if t == "draft":
            if drafted == 0:
                shot(page, "knockdown-opening-draft")
            drafted += 1
        play_pending(page)
    assert task(page) == "turn"
    assert drafted == 4  # seed 002, 游戏设置 step 6: 1 + 2 + 1 cards
    assert page.locator(".kd-display .kd-card").count() == 4  # refilled display
    assert page.locator(".kd-fighter .kd-skill").count() >= 2  # face-up skills revealed

    # Turns: move toward the opponent (click a cell), then attack from the display (click a card).
    moved = attacked = combos = wounds_seen = 0
    for _ in range(60):
        if moved >= 4 and attacked >= 4 and wounds_seen:
            break
        seat = int(page.get_attribute(".kd", "data-seat") or 0)
        if task(page) != "turn":
            play_pending(page)
            continue
        msg = seat_state(server, room, tokens, seat)
        if not combos and any(a["kind"] == "combo" for a in msg["legal"]):
            click_and_wait(page, "#kd-act-combo")  # a combo: special (paid by clicking hand cards)
            combos += 1
            shot(page, "knockdown-combo")
            continue
        me, you = msg["view"]["fighters"][seat], msg["view"]["fighters"][1 - seat]
        moves = [a["args"]["cell"]["id"] for a in msg["legal"] if a["kind"] == "move"]
        closer = [c for c in moves if dist(c, you["cell"]) < dist(me["cell"], you["cell"])]
        if closer and msg["view"]["actions_left"] == 2 and dist(me["cell"], you["cell"]) > 1:
            click_and_wait(page, f'.kd-cell.target[data-cell="{closer[0]}"]')
            if task(page) == "turn" and int(page.get_attribute(".kd", "data-seat") or 0) == seat:
                assert page.get_attribute(f".kd-fighter-piece.seat{seat}", "data-cell") == closer[0]
            moved += 1
            continue
        hand_before = len(msg["view"]["hand"])
        # The reach hint marks each display card: in range (it hits) or not (engine's Grid.in_range).
        page.wait_for_selector(".kd-display .kd-card [data-reach]")
        reach = server.api(f"/api/rooms/{room}/hints?seat={seat}&kind=reach", token=tokens[seat])
        for cid, ok in reach["cards"].items():
            tag = page.locator(f'.kd-display .kd-card[data-card="{cid}"] [data-reach]')
            assert tag.get_attribute("data-reach") == ("in" if ok else "out")
        hitting = page.locator(".kd-display .kd-card.playable:has([data-reach=in])")
        pick = hitting if hitting.count() else page.locator(".kd-display .kd-card.playable")
        card = pick.first.get_attribute("data-card")
        click_and_wait(page, f'.kd-display .kd-card[data-card="{card}"]')
        after = seat_state(server, room, tokens, seat)["view"]
        assert card not in after["display"]  # the attack card left the display ...
        assert page.locator(f'.kd-display .kd-card[data-card="{card}"]').count() == 0
        if after["pending"]["task"] == "turn" and int(page.get_attribute(".kd", "data-seat") or 0) == seat:
            assert card in after["hand"] and len(after["hand"]) == hand_before + 1  # ... into the hand
            assert page.locator(f'.kd-hand .kd-card[data-card="{card}"]').count() == 1
        attacked += 1
        for f in (0, 1):  # wound cubes drawn on the boards after the attack
            box = page.locator(f".kd-fighter.seat{f} .kd-wounds")
            wounds_seen = max(
                wounds_seen, int(box.get_attribute("data-heavy")) + int(box.get_attribute("data-light"))
            )
    assert moved >= 2 and attacked >= 4 and wounds_seen > 0  # attacks landed and the cubes show
    if combos:  # the seed gave a combo: a special was declared and paid through the page
        log = seat_state(server, room, tokens, 0)["log"]
        assert any((e["action"] or "").startswith("special ") for e in log)  # declared by a click
        catalog = server.api(f"/api/rooms/{room}/hints?kind=catalog")
        declared = [e["action"].split()[1] for e in log if (e["action"] or "").startswith("special ")]
        if any(catalog["specials"][sp]["cost"] for sp in declared):  # symbol costs: paid with hand cards
            assert any((e["action"] or "").startswith("pay ") for e in log)

    # The page agrees with the engine: wounds, hand, display, score.
    seat = int(page.get_attribute(".kd", "data-seat") or 0)
    view = seat_state(server, room, tokens, seat)["view"]
    for f in view["fighters"]:
        box = page.locator(f".kd-fighter.seat{f['seat']} .kd-wounds")
        assert box.get_attribute("data-heavy") == str(f["heavy"])
        assert box.get_attribute("data-light") == str(f["light"])
        assert (
            page.locator(f".kd-fighter.seat{f['seat']} .kd-wounds .cube").count() == f["heavy"] + f["light"]
        )
    shown = [
        page.locator(".kd-hand .kd-card").nth(i).get_attribute("data-card") for i in range(len(view["hand"]))
    ]
    assert shown == view["hand"]
    assert page.locator(".kd-display .kd-card").count() == len(view["display"])
    opp = view["fighters"][1 - seat]
    assert page.get_attribute(".kd-opp-hand", "data-hand-size") == str(opp["hand_size"])
    assert page.locator(".kd-opp-hand .kd-back").count() == opp["hand_size"]
    shot(page, "knockdown-hotseat")
    assert page.errors == []


def test_knockdown_online_hides_the_other_hand(server: Server, page_factory: Any) -> None:
    res = server.api("/api/rooms", {"game": "knockdown", "seed": 5})
    room = res["room_id"]
    tokens = {s["seat"]: s["token"] for s in res["seats"]}
    # Play the set-up through the API so that both seats hold cards.
    for _ in range(40):
        msgs = [seat_state(server, room, tokens, s) for s in (0, 1)]
        mover = next((m for m in msgs if m["legal"]), None)
        if mover is None or mover["view"]["pending"]["task"] == "turn":
            break
        server.api(
            f"/api/rooms/{room}/actions",
            {"seat": mover["seat"], "version": mover["version"], "action": mover["legal"][0]["text"]},
            token=tokens[mover["seat"]],
        )
    p0_view = seat_state(server, room, tokens, 0)["view"]
    hand0 = p0_view["hand"]
    assert hand0, "seat 0 holds cards after the opening draft"
    facedown0 = p0_view["fighters"][0]["skills"]["facedown"]
    catalog = server.api(f"/api/rooms/{room}/hints?kind=catalog")
    public = set(p0_view["display"]) | set(p0_view["discard"])
    # A card revealed on the display and drafted from it is public knowledge (its log says so).
    for entry in seat_state(server, room, tokens, 1)["log"]:
        public |= {ev["card"] for ev in entry["events"] if ev["kind"] == "reveal" and "card" in ev}

    pages = []
    for seat in (0, 1):
        page = page_factory(1280, 1000) if seat == 0 else page_factory(390, 844)  # seat 2 on a phone
        url = next(s["invite_url"] for s in res["seats"] if s["seat"] == seat)
        page.goto(server.url + url)
        page.wait_for_selector(f'.kd[data-seat="{seat}"]')
        page.wait_for_selector(".kd-specials .kd-special .sym")
        pages.append(page)
    p0, p1 = pages
    # Seat 0 sees its own hand; seat 1's page holds none of it, only card backs.
    assert [
        p0.locator(".kd-hand .kd-card").nth(i).get_attribute("data-card") for i in range(len(hand0))
    ] == hand0
    html1 = p1.content()
    for card in hand0:
        if card not in public:
            assert f'data-card="{card}"' not in html1
    public_names = {catalog["cards"][c]["names"]["en"] for c in public}
    p1_hand_names = {
        catalog["cards"][c]["names"]["en"] for c in seat_state(server, room, tokens, 1)["view"]["hand"]
    }
    text1 = p1.inner_text("body")
    for card in hand0:
        name = catalog["cards"][card]["names"]["en"]
        if name not in public_names and name not in p1_hand_names:
            assert name not in text1, f"seat 1 sees {name!r} of seat 0's hand"
    assert p1.get_attribute(".kd-opp-hand", "data-hand-size") == str(len(hand0))
    assert p1.locator(".kd-opp-hand .kd-back").count() == len(hand0)
    # Seat 0's face-down skill card stays hidden from seat 1.
    assert f'data-skill="{facedown0}"' not in html1
    # (the log may name it: seat 1 may have been dealt it and passed it on, which it knows)
    board1 = p1.evaluate(
        "() => { const b = document.body.cloneNode(true);"
        " b.querySelectorAll('.kd-log').forEach((e) => e.remove()); return b.innerText; }"
    )
    assert catalog["skills"][facedown0]["names"]["en"] not in board1
    assert f'data-skill="{facedown0}"' in p0.content()
    shot(p0, "knockdown-online-seat1")
    shot(p1, "knockdown-online-seat2")
    assert p0.errors == [] and p1.errors == []


def test_knockdown_hints_catalog_and_reach() -> None:
    """The renderer's data: the printed catalog (public) and the range marks agree with the engine."""
    import random

    from arena.core.errors import HintQueryError as HintError
    from arena.core.registry import load

    game = load("knockdown", fighters=["witch-b", "mist-b"])
    state = game.new_initial_state()
    cat = state.game.hints(state, None, {"kind": "catalog"})
    assert len(cat["cards"]) == 36 and len(cat["skills"]) == 12
    assert set(cat["specials"]) == {sp.id for side in game.sides for sp in side.specials}
    assert cat["specials"]["rot-cloud"]["cost"] == ["arcane", "dash", "any"]
    rng = random.Random(4)
    checked = 0
    while not state.is_terminal() and checked < 40:
        if state.current_player() < 0:
            outs = state.chance_outcomes()
            state.apply(rng.choices([a for a, _ in outs], [float(p) for _, p in outs])[0])
            continue
        if state.view(None)["round"] and state.display:
            for seat in (0, 1, None):
                r = state.game.hints(state, seat, {"kind": "reach"})
                me = r["seat"]
                a, d = state.cells[me], state.cells[1 - me]
                assert r["distance"] == game.grid.distance(a, d)
                for c in state.display:
                    cid = game.card_ids[c]
                    assert r["cards"][cid] == game.grid.in_range(game.gset.attacks[c].range, a, d)
            checked += 1
        state.apply(rng.choice(state.legal_actions()))
    assert checked == 40
    try:
        state.game.hints(state, 0, {"kind": "hands"})
    except HintError as exc:
        assert exc.reason == "bad-hint-query"
    else:
        raise AssertionError("an unknown hint kind is refused")


def play_setup_by_api(server: Server, room: str, tokens: dict[int, str]) -> dict[str, Any]:
    """Play the set-up (skill draft, opening draft) by HTTP; the message of the seat whose turn it is."""
    for _ in range(40):
        msgs = [seat_state(server, room, tokens, s) for s in (0, 1)]
        mover = next((m for m in msgs if m["legal"]), None)
        assert mover is not None
        if mover["view"]["pending"]["task"] == "turn":
            return mover
        server.api(
            f"/api/rooms/{room}/actions",
            {"seat": mover["seat"], "version": mover["version"], "action": mover["legal"][0]["text"]},
            token=tokens[mover["seat"]],
        )
    raise AssertionError("the set-up did not end")


def assert_buttons_say_labels(page: Any, labels: dict[str, str]) -> int:
    """Every action button shows its action's label, never the bare notation (the tooltip)."""
    buttons = page.eval_on_selector_all(
        ".kd button[data-action]", "els => els.map(e => [e.dataset.action, e.textContent.trim(), e.title])"
    )
    assert buttons
    for action, text, title in buttons:
        assert action in labels, f"{action!r} is not legal"
        assert text == labels[action], (action, text)
        assert text != action and title == action
    return len(buttons)


def last_action(server: Server, room: str, tokens: dict[int, str], seat: int) -> str:
    log = seat_state(server, room, tokens, seat)["log"]
    return str([e["action"] for e in log if e["player"] == seat][-1])


def test_knockdown_buttons_say_labels_and_clicks_play_what_they_name(
    server: Server, page_factory: Any
) -> None:
    """Issue 29, in Chinese: buttons and group titles are the server's words; a cell plays the move
    whose ``args.cell.id`` it is, a display card the attack whose ``args.card.id`` it is."""
    res = server.api("/api/rooms", {"game": "knockdown", "seed": 7})
    room = res["room_id"]
    tokens = {s["seat"]: s["token"] for s in res["seats"]}
    msg = play_setup_by_api(server, room, tokens)
    seat = msg["seat"]
    zh = server.api(f"/api/rooms/{room}/state?seat={seat}&lang=zh-Hans", token=tokens[seat])
    labels = {a["text"]: a["label"] for a in zh["legal"]}
    page = page_factory(1280, 1000)
    page.goto(f"{server.url}/?lang=zh-Hans#/room/{room}?seat={seat}&token={tokens[seat]}")
    page.wait_for_selector(".kd-cell.target")
    page.wait_for_selector(".kd-specials .kd-special .sym")
    assert assert_buttons_say_labels(page, labels) >= len(msg["view"]["display"])
    # Group titles are msg.groups: the display's attack, the combo button's heading.
    assert page.inner_text('.kd-display .kd-groups [data-group="attack"]') == zh["groups"]["attack"]
    assert page.inner_text('.kd-bare[data-group="combo"] .verb') == zh["groups"]["combo"]
    shot(page, "knockdown-zh-labels")

    # A cell: the move whose cell argument names it.
    cell = page.get_attribute(".kd-cell.target", "data-cell")
    move = next(a for a in msg["legal"] if a["kind"] == "move" and a["args"]["cell"]["id"] == cell)
    assert page.get_attribute(f'.kd-cell[data-cell="{cell}"]', "data-action") == move["text"]
    click_and_wait(page, f'.kd-cell[data-cell="{cell}"]')
    assert last_action(server, room, tokens, seat) == move["text"]
    assert page.get_attribute(f".kd-fighter-piece.seat{seat}", "data-cell") == cell

    # A display card (the card, not its button): the attack whose card argument names it.
    msg = seat_state(server, room, tokens, seat)
    card = page.get_attribute(".kd-display .kd-card.playable", "data-card")
    attack = next(a for a in msg["legal"] if a["kind"] == "attack" and a["args"]["card"]["id"] == card)
    click_and_wait(page, f'.kd-display .kd-card[data-card="{card}"] .kd-card-head')
    assert last_action(server, room, tokens, seat) == attack["text"]
    assert page.errors == []


def test_knockdown_pieces_show_two_letters_of_the_fighter(server: Server, page_factory: Any) -> None:
    """The pieces on the arena: two letters of the fighter's name in the reader's language, an
    elided article skipped (L'Homme dans la brume → Ho)."""
    res = server.api("/api/rooms", {"game": "knockdown", "seed": 7})
    room, seat0 = res["room_id"], res["seats"][0]
    for lang, want in (("fr", ["Ch", "Ho"]), ("zh-Hant", ["墮落", "霧中"])):
        page = page_factory(1280, 1000)
        page.goto(f"{server.url}/?lang={lang}#/room/{room}?seat=0&token={seat0['token']}")
        page.wait_for_selector(".kd-fighter-piece text.plabel")
        labels = page.eval_on_selector_all(
            ".kd-fighter-piece text.plabel", "els => els.map(e => e.textContent)"
        )
        assert sorted(labels) == want, (lang, labels)
        assert page.errors == []


def test_knockdown_names_each_seats_player(server: Server, page_factory: Any) -> None:
    """The fighters' panels say whose each is: the player's name, or the agent in the reader's
    language (never its spec's id)."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "agent", "agent": "greedy"}]
    res = server.api("/api/rooms", {"game": "knockdown", "seed": 7, "seats": seats})
    room, seat0 = res["room_id"], res["seats"][0]
    for lang, want in (
        ("en", "Player 2 (Greedy)"),
        ("fr", "Joueur 2 (Glouton)"),
        ("zh-Hant", "玩家 2 (貪心)"),
    ):
        page = page_factory(1280, 1000)
        page.goto(f"{server.url}/?lang={lang}#/room/{room}?seat=0&token={seat0['token']}")
        page.wait_for_selector(".kd-who")
        whos = page.eval_on_selector_all(".kd-who", "els => els.map(e => e.textContent)")
        assert any(want in w for w in whos) and any("(Ann)" in w for w in whos), (lang, whos)
        assert page.errors == []

"""Every game in every locale, as a player sees it (issue 29: "every choice says what is chosen").

For each game and locale a hot-seat room is opened (both seats held by this browser), a few
steps are played by clicking the first action button, and the page is saved under
test-artifacts/screenshots/<game>-<locale>.png. On every page: each action button shows the
server's label for its action (never its notation), and a Chinese page's game area is written in
Chinese. One browser page is reused throughout.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.web.conftest import Server, shot

GAMES = ["tictactoe", "hilo", "krosmaster", "knockdown", "mapduel", "mageknight"]
LOCALES = ["en", "fr", "zh-Hans", "zh-Hant"]
STEPS = {"mageknight": 6}
"""Clicks before the picture (Mage Knight: the hero and Tactic first, then a card played)."""
CJK = re.compile(r"[\u3400-\u9fff]")

# The controls that play an action, by preference: a button naming its action, a Mage Knight
# card (its ways to play are then buttons), a tic-tac-toe cell, a Hi-Lo card.
CONTROLS = [
    "main button[data-action]:not(.mk-bar-btn):enabled:visible",
    "main button.mk-card.playable",
    "main button.ttt-cell.legal",
    "main button.hilo-card.playable",
]
"""(Mage Knight's turn bar is left out: its buttons say a short title and a key, the label is
their tooltip, tests/web/test_mageknight_web.py checks them.)"""
FIRST_ACTION = ", ".join(CONTROLS)


def _labels(server: Server, room: str, tokens: dict[int, str], locale: str) -> dict[str, str]:
    """The label of every legal action of every seat, by notation, in ``locale``."""
    out: dict[str, str] = {}
    for seat, token in tokens.items():
        msg = server.api(f"/api/rooms/{room}/state?seat={seat}&lang={locale}", token=token)
        out.update({a["text"]: a["label"] for a in msg["legal"]})
    return out


def _steps(page: Any) -> int:
    return int(page.evaluate("document.querySelectorAll('li[data-step]').length"))


def _play_first(page: Any) -> None:
    """Click the first action control; wait until the log grows (a refusal leaves it as is)."""
    control = next((page.locator(c).first for c in CONTROLS if page.locator(c).count()), None)
    if control is None:
        return
    before = _steps(page)
    try:
        control.click(timeout=4000)
    except Exception:  # re-rendered under the pointer (a push mid-click): click it where it is now
        page.locator(next(c for c in CONTROLS if page.locator(c).count())).first.evaluate("el => el.click()")
    if page.locator(".mk-choice button[data-action]").count():
        return  # a card with several ways to play: the next click chooses one
    try:
        page.wait_for_function(
            f"() => document.querySelectorAll('li[data-step]').length > {before}", timeout=5000
        )
    except Exception:  # refused, or nothing to play: the picture shows it
        return
    page.wait_for_timeout(300)  # hot-seat: the page turns to the next seat to move


@pytest.fixture(scope="module")
def shared_page(browser: Any) -> Any:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.set_default_timeout(15_000)
    page = ctx.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    yield page
    ctx.close()


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game", GAMES)
def test_screenshot(game: str, locale: str, server: Server, shared_page: Any) -> None:
    page = shared_page
    page.errors.clear()
    res = server.api("/api/rooms", {"game": game, "seed": 7})
    room = res["room_id"]
    tokens = {s["seat"]: s["token"] for s in res["seats"] if s.get("token")}
    page.goto(f"{server.url}/?lang={locale}#/")
    page.wait_for_selector(".game-card")
    stored = {"seats": {str(k): v for k, v in tokens.items()}, "mode": "hotseat", "game": game}
    page.evaluate(
        "([id, room]) => { const all = JSON.parse(localStorage.getItem('arena.rooms') || '{}');"
        " all[id] = room; localStorage.setItem('arena.rooms', JSON.stringify(all)); }",
        [room, stored],
    )
    page.goto(f"{server.url}/?lang={locale}#/room/{room}")
    page.wait_for_selector(f"{FIRST_ACTION}, .end-screen")
    page.wait_for_timeout(300)
    for _ in range(STEPS.get(game, 3)):
        _play_first(page)
    page.wait_for_timeout(300)
    shot(page, f"{game}-{locale}")

    labels = _labels(server, room, tokens, locale)
    buttons = page.eval_on_selector_all(
        "main button[data-action]:not(.mk-bar-btn)",
        "els => els.map(e => [e.dataset.action, e.textContent.trim()])",
    )
    cells = page.eval_on_selector_all(
        "main button.ttt-cell.legal, main button.hilo-card.playable",
        "els => els.map(e => e.getAttribute('aria-label'))",
    )
    assert buttons or cells or page.locator(".end-screen").count(), "no action control on the page"
    for action, text in buttons:
        assert action in labels, (action, text)  # a button plays a legal action
        assert text == labels[action] and text != action, (action, text)
    assert all(c in labels.values() for c in cells), cells
    if locale.startswith("zh"):
        game_text = page.inner_text("main")
        assert CJK.search(game_text), game_text[:300]
    assert page.errors == []

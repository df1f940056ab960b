"""Hi-Lo Duel in the browser (hilo.js): the two seats face to face, your cards played by a click,
the other hand face down; every word in the reader's language."""

from __future__ import annotations

from typing import Any

from tests.web.conftest import Server, shot
from tests.web.test_browser import create_game, wait_log_has


def test_hilo_board_plays_a_card_from_the_hand(server: Server, page_factory: Any) -> None:
    page = page_factory()
    page.goto(f"{server.url}/?lang=fr#/")
    page.wait_for_selector(".game-card")
    create_game(page, server, "", game="hilo")
    page.wait_for_selector(".hilo-card.playable")
    seat = page.get_attribute(".hilo-seat.to-move", "data-seat")
    backs = page.eval_on_selector_all(
        ".hilo-seat:not(.to-move) .hilo-card", "els => els.map(e => e.className)"
    )
    assert backs and all("back" in c for c in backs)  # the other hand: face down, no value
    assert page.inner_text(".hilo-seat:not(.to-move) .hilo-hand").strip() == ""
    card = page.locator(".hilo-card.playable").first
    action = card.get_attribute("data-play") or ""
    assert card.get_attribute("aria-label") == f"Jouer le {action.split()[1]}"  # the server's label
    assert page.inner_text(".hilo-actions").count("Jouez une carte")  # no empty "nothing to do"
    assert "Pioche" in page.inner_text(".hilo-facts") and "Aucun dé" in page.inner_text(".hilo-facts")
    card.click()
    wait_log_has(page, action, where=".hilo-log")
    page.wait_for_selector(f".hilo-played[data-seat='{seat}']")
    assert page.inner_text(f".hilo-played[data-seat='{seat}'] .hilo-card") == action.split()[1]
    shot(page, "hilo-board-fr")
    assert page.errors == []

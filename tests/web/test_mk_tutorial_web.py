"""Learn Mage Knight in the browser (issue 30): from the home page, the tutorial played from its
first step to its last by clicking the highlighted elements (never typing notation), an off-step
click answered beside it with the step's sentence, and the game going on freely at the end;
screenshots of the coach in the four locales."""

from __future__ import annotations

from typing import Any

import pytest

from arena.core import registry
from arena.core.tutorial import Tutorial
from tests.web.conftest import Server, shot


@pytest.fixture(scope="module")
def tutorial() -> Tutorial:
    t = registry.load("mageknight").tutorial()
    assert t is not None
    return t


def open_tutorial(server: Server, page: Any, lang: str = "en") -> None:
    page.goto(f"{server.url}/?lang={lang}#/")
    page.locator('[data-learn="mageknight"]').click()
    page.wait_for_selector('.mk-coach[data-step="source"]')


def click_highlighted(page: Any) -> None:
    """Click what the coach outlines; if that opens a menu, the outlined way to play it there."""
    page.wait_for_selector(".mk-tutorial-target")
    target = page.locator(".mk-tutorial-target:not(.mk-card-menu *)").first
    target.click()
    menu = page.locator(".mk-choice .mk-tutorial-target, .mk-card-menu button.mk-tutorial-target")
    confirm = page.locator('.mk-confirm [data-confirm="ok"]')  # a step that provokes: asked first
    try:
        menu.or_(confirm).first.wait_for(timeout=1500)
    except Exception:
        return  # the click played the action itself
    if confirm.count():
        assert "provokes" in page.inner_text(".mk-confirm") or page.locator(".mk-confirm").count()
        confirm.first.click()
        return
    menu.first.click()


def wait_step(page: Any, step_id: str | None) -> None:
    if step_id is None:
        page.wait_for_selector(".mk-coach", state="detached")
    else:
        page.wait_for_selector(f'.mk-coach[data-step="{step_id}"]')


def test_learn_mage_knight_by_clicking(server: Server, page_factory: Any, tutorial: Tutorial) -> None:
    page = page_factory(1280, 1000)
    open_tutorial(server, page)
    assert page.locator(".mk-coach .mk-coach-count").inner_text() == f"Step 1 of {len(tutorial.steps)}"
    assert page.locator(".mk-coach blockquote").inner_text() == tutorial.steps[0].quote
    page.wait_for_selector(".mk-source.mk-tutorial-target")
    ids = [s.id for s in tutorial.steps]
    refused = False
    for i, step in enumerate(tutorial.steps):
        wait_step(page, step.id)
        if step.id == "basic":  # another card first: refused beside it, with the step's sentence
            page.locator('.mk-hand button.mk-card[data-card="rage"]').click()
            page.locator('.mk-hand button[data-action="play rage sideways:move"]').click()
            box = page.locator('.refusal.near[data-reason="tutorial-step"]')
            box.wait_for()
            assert "Play Swiftness for its basic effect" in box.inner_text()
            box.locator("button.close").click()
            refused = True
        if step.info:
            page.locator('.mk-coach [data-tutorial="next"]').click()
        else:
            click_highlighted(page)
        wait_step(page, ids[i + 1] if i + 1 < len(ids) else None)
    assert refused and not page.errors
    # The tutorial is over: the same game goes on, freely (the level-up's Skill, then draw up).
    before = page.locator(".mk-status").inner_text()
    page.locator(".mk-levelup button[data-action], .mk-choices button[data-action]").first.click()
    page.wait_for_function("(t) => document.querySelector('.mk-status').innerText !== t", arg=before)
    assert page.locator(".refusal").count() == 0
    shot(page, "mageknight-tutorial-end")


@pytest.mark.parametrize(
    ("lang", "title"),
    [("en", "Play Swiftness"), ("fr", "Jouer Rapidité"), ("zh-Hans", "打出迅捷"), ("zh-Hant", "打出迅捷")],
)
def test_the_coach_speaks_the_players_language(
    server: Server, page_factory: Any, lang: str, title: str
) -> None:
    page = page_factory(1280, 1000)
    open_tutorial(server, page, lang)
    for after in ("black-die", "tactics"):  # the Source, the black die
        page.locator('.mk-coach [data-tutorial="next"]').click()
        wait_step(page, after)
    click_highlighted(page)
    wait_step(page, "first-turn")
    page.locator('.mk-coach [data-tutorial="next"]').click()
    wait_step(page, "basic")
    page.wait_for_selector('[data-card="swiftness"].mk-tutorial-target')
    assert title in page.locator(".mk-coach-title").inner_text()
    shot(page, f"mageknight-tutorial-{lang}")
    assert not page.errors

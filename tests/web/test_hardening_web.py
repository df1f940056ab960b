"""The web client under the server's Content-Security-Policy and ``Origin`` check (issue 31):
each game's table renders and plays over its websocket with no CSP violation (the renderers'
computed styles go through the CSSOM), and every page and file comes with the headers."""

from __future__ import annotations

import json
from typing import Any

import pytest

from arena.server.headers import APP_CSP
from tests.web.conftest import Server

RECORD_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) =>
  window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
"""


def watched_page(page_factory: Any) -> tuple[Any, list[str], list[dict[str, Any]]]:
    """A page whose CSP reports (events and console) and websocket states are collected."""
    page = page_factory(1280, 1000)
    page.add_init_script(RECORD_VIOLATIONS)
    console: list[str] = []
    page.on(
        "console", lambda msg: console.append(msg.text) if "Content Security Policy" in msg.text else None
    )
    states: list[dict[str, Any]] = []

    def on_ws(ws: Any) -> None:
        def on_frame(payload: Any) -> None:
            data = json.loads(payload) if isinstance(payload, str) else None
            if isinstance(data, dict) and data.get("type") == "state":
                states.append(data)

        ws.on("framereceived", on_frame)

    page.on("websocket", on_ws)
    return page, console, states


@pytest.mark.parametrize(
    ("game", "options", "table"),
    [
        ("tictactoe", {}, ".ttt-cell"),
        ("mapduel", {}, ".md-svg g.cell"),
        ("krosmaster", {}, ".k-svg"),
        ("mageknight", {"players": 2}, ".mk .mk-status"),
    ],
)
def test_each_table_renders_and_plays_under_the_csp(
    server: Server, page_factory: Any, game: str, options: dict[str, Any], table: str
) -> None:
    res = server.api("/api/rooms", {"game": game, "options": options, "seed": 3})
    invite = next(s["invite_url"] for s in res["seats"] if s["seat"] == 0)
    page, console, states = watched_page(page_factory)
    answer = page.goto(server.url + invite)
    assert answer.headers["content-security-policy"] == APP_CSP
    assert answer.headers["x-frame-options"] == "DENY" and "server" not in answer.headers
    page.wait_for_selector(table)
    page.wait_for_function("() => document.querySelectorAll('.stage *').length > 5")
    for _ in range(100):  # the state came over the websocket (the Origin check let the page in)
        if states:
            break
        page.wait_for_timeout(50)
    assert states and states[0]["seat"] == 0 and states[0]["room_id"] == res["room_id"]
    styled = page.evaluate(
        "() => [...document.querySelectorAll('[style]')].map(e => e.getAttribute('style'))"
    )
    if game in ("mapduel", "mageknight"):  # renderers with computed colours: applied, not refused
        assert any(s for s in styled), styled
    assert page.evaluate("() => window.__cspViolations") == []
    assert console == []
    assert page.errors == []


def test_home_and_create_form_under_the_csp(server: Server, page_factory: Any) -> None:
    page, console, _ = watched_page(page_factory)
    page.goto(server.url + "/?lang=fr")
    page.wait_for_selector("header nav a")
    page.goto(server.url + "/#/new/krosmaster")
    page.wait_for_selector("#create-form")
    page.select_option("#mode", "hotseat")
    page.click("#create-go")
    page.wait_for_selector(".k-svg")
    assert page.evaluate("() => window.__cspViolations") == []
    assert console == [] and page.errors == []

"""Mage Knight's map and combat overlay in the browser (Arena issue 30, "Mage Knight at the table"):
the Move cost of every space within reach by Day and Night (seed 001, "移动力消耗"), the path and
the walk along it, the confirmation before a step that provokes (seed 001, "狂暴(Rampaging)敌人"),
exploring by clicking (seed 001, "探索"), Night, the legend, pan and zoom on a phone, the
keyboard; the combat's phase rail, enemy cards, the calculator's verdicts (Swift, Brutal) and the
damage assignment panel.

The server starts rooms from a seed only, so a position built with ``MageKnightPosition`` is
served to the page by the server's own ``Master`` (its state messages, hints and actions) for a
real room's address: the page's calls for that room are answered here, its websocket kept quiet.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from arena.server.master import Master
from tests.web.conftest import Server, shot

GAME = MageKnight(players=1, heroes=["tovak"])
WEB = Path(__file__).resolve().parents[2] / "src" / "arena" / "web"
LOCALES = ("en", "fr", "zh-Hans", "zh-Hant")


class Table:
    """A position served to ``page`` as room ``room``'s game (seat 0)."""

    def __init__(self, server: Server, page: Any, state: MageKnightState) -> None:
        res = server.api("/api/rooms", {"game": "mageknight", "options": {"players": 1}, "seed": 1})
        self.room, self.token = res["room_id"], res["seats"][0]["token"]
        self.shell = server.api(f"/api/rooms/{self.room}/state?seat=0", token=self.token)
        self.master = Master(GAME, 1, frozenset({0}), state)
        self.page, self.server = page, server
        base = f"**/api/rooms/{self.room}"
        page.route(f"{base}/state*", lambda route: self._answer(route, self.message(route)))
        page.route(f"{base}/hints*", self._hints)
        page.route(f"{base}/actions*", self._act)
        page.route_web_socket(re.compile(rf".*/ws/rooms/{self.room}.*"), lambda ws: None)

    @property
    def state(self) -> MageKnightState:
        return self.master.state  # type: ignore[return-value]

    def open(self, lang: str = "en") -> None:
        self.page.goto(f"{self.server.url}/?lang={lang}#/room/{self.room}?seat=0&token={self.token}")
        self.page.wait_for_selector(".mk-board g.mk-hex[data-terrain]")

    def message(self, route: Any) -> dict[str, Any]:
        lang = parse_qs(urlparse(route.request.url).query).get("lang", ["en"])[0]
        return {**self.shell, "version": self.master.version, **self.master.seat_view(0, lang)}

    @staticmethod
    def _answer(route: Any, body: Any, status: int = 200) -> None:
        route.fulfill(status=status, content_type="application/json", body=json.dumps(body))

    def _hints(self, route: Any) -> None:
        query = {
            k: v[0] for k, v in parse_qs(urlparse(route.request.url).query).items() if k != "seat"
        }  # ``lang`` passed on, as the server's hints route does (the catalog's texts in it)
        self._answer(route, self.master.hints(0, query))

    def _act(self, route: Any) -> None:
        body = json.loads(route.request.post_data or "{}")
        change = self.master.play([(0, self.master.parse(body["action"]), None)])
        self.master.commit(change)
        # The log replays from the box's opening, which this position never had: none is kept.
        self.master.log, self.master.last_batch = [], []
        self._answer(route, self.message(route))

    def until(self, check: Any, tries: int = 60) -> Any:
        for _ in range(tries):
            if got := check():
                return got
            self.page.wait_for_timeout(100)
        return check()


def placed(
    points: int, at: tuple[int, int] = (0, 0), *, night: bool = False, **enemies: tuple[int, int]
) -> MageKnightState:
    pos = MageKnightPosition(GAME).hand(0, ["march", "stamina", "rage"]).at(0, at).night(night)
    for token, where in enemies.items():
        pos = pos.enemy(where, token)
    state = pos.build()
    state.turn.move_points = points
    return state


def test_reachable_spaces_show_their_cost_by_day_and_night_and_a_far_one_is_walked(
    server: Server, page_factory: Any
) -> None:
    """Seed 001, "移动力消耗": a forest costs 3 by Day, 5 by Night (the Night costs, terrain data)."""
    page = page_factory(1280, 1000)
    table = Table(server, page, placed(5))
    table.open()
    forest = page.locator('.mk-board g.mk-hex[data-hex="1,-1"]')
    page.wait_for_selector('.mk-board g.mk-hex.reachable[data-hex="1,-1"]')
    assert (
        forest.get_attribute("data-terrain") == "forest" and forest.locator(".mk-cost").text_content() == "3"
    )
    hills = page.locator('.mk-board g.mk-hex[data-hex="2,-1"]')  # two steps: plains 2, hills 3
    assert hills.locator(".mk-cost").text_content() == "5"
    assert "forest — 3 Move" in page.inner_text(".mk-legend")
    assert page.inner_text(".mk-period") == "☀ Day"
    hills.hover()
    assert page.locator(".mk-path polyline").count() == 1
    detail = page.inner_text(".mk-space-detail")
    assert "Reach it for 5 Move" in detail and "Path: 2 → 3" in detail and "Crystal Mine" in detail
    shot(page, "mageknight-map-reach")
    hills.click()  # walked one step at a time: two move actions
    assert table.until(lambda: table.state.heroes[0].position == (2, -1))
    assert table.state.turn.move_points == 0 and len(table.state.turn.path) == 3

    night = page_factory(1280, 1000)
    dark = Table(server, night, placed(5, night=True))
    dark.open()
    night.wait_for_selector('.mk-board g.mk-hex.reachable[data-hex="1,-1"]')
    assert night.locator('.mk-board g.mk-hex[data-hex="1,-1"] .mk-cost').text_content() == "5"
    assert "forest — 5 Move" in night.inner_text(".mk-legend")
    assert night.locator("svg.mk-board.night").count() == 1 and night.inner_text(".mk-period") == "☾ Night"
    assert page.errors == [] and night.errors == []


def test_a_step_that_provokes_asks_first(server: Server, page_factory: Any) -> None:
    """Seed 001, "狂暴(Rampaging)敌人": from beside the Prowlers into the village beside them too."""
    page = page_factory(1280, 1000)
    table = Table(server, page, placed(4, (1, -2), prowlers=(2, -2)))
    table.open()
    village = page.locator('.mk-board g.mk-hex[data-hex="2,-3"]')
    page.wait_for_selector('.mk-board g.mk-hex.provokes[data-hex="2,-3"]')
    assert village.locator(".mk-provoke-icon").count() == 1
    token = page.locator('.mk-board g.mk-enemy[data-enemy="prowlers"]')
    assert (
        token.locator(".mk-armor-n").text_content() == "3"
        and token.locator(".mk-attack-n").text_content() == "⚔4"
    )
    version = table.master.version
    village.click()
    page.wait_for_selector(".mk-confirm")
    assert page.inner_text(".mk-confirm p") == "This step provokes the Prowlers — move anyway?"
    page.click(".mk-confirm [data-confirm=cancel]")
    assert page.locator(".mk-confirm").count() == 0
    page.wait_for_timeout(300)
    assert table.master.version == version and table.state.heroes[0].position == (1, -2)
    village.click()
    page.click(".mk-confirm [data-confirm=ok]")
    assert table.until(lambda: table.state.heroes[0].position == (2, -3))
    assert table.state.combat is not None  # provoked: the move ends in a fight
    page.wait_for_selector(".mk-combat .mk-phase-rail li.current")
    assert page.errors == []


def test_exploring_by_clicking_the_marker_inside_the_map(server: Server, page_factory: Any) -> None:
    """Seed 001, "探索": 2 Move from a space beside an empty position inside the coastline."""
    page = page_factory(1280, 1000)
    table = Table(server, page, placed(2, (3, -3)))
    table.open()
    marker = page.locator('.mk-board g.mk-explore[data-hex="4,-5"]')
    marker.wait_for()
    inside = page.evaluate(
        """() => { const svg = document.querySelector('svg.mk-board');
        const [x, y, w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
        const b = svg.querySelector('g.mk-explore').getBBox();
        return b.x >= x && b.y >= y && b.x + b.width <= x + w && b.y + b.height <= y + h; }"""
    )
    assert inside
    tiles = len(table.state.tiles)
    marker.click()
    assert table.until(lambda: len(table.state.tiles) == tiles + 1)
    page.wait_for_selector(f".mk-board g.mk-hex[data-terrain]:nth-of-type({len(table.state.tiles) * 7 - 1})")
    assert page.errors == []


def fight(table_state: MageKnightState | None = None) -> MageKnightState:
    """Tovak beside the Wolf Riders (Swift) and the Ironclads (Brutal, physical resistance), the
    Peasants with him; both challenged, the Block phase with Block 4 played."""
    state = table_state or (
        MageKnightPosition(GAME).hand(0, ["rage", "march", "swiftness", "determination", "stamina"]).at(0, (1, -2))
        .enemy((2, -2), "wolf_riders").enemy((1, -1), "ironclads").build()
    )  # fmt: skip
    state.heroes[0].units = [UnitState("peasants")]
    for a in (act("challenge", 2, -2), act("challenge", 1, -1), act("next"), act("play", "determination"),
              act("choose", 1), act("play", "rage"), act("choose", 1)):  # fmt: skip
        state.apply(a)
    return state


def test_the_combat_overlay_says_the_verdicts_and_assigns_damage_to_a_unit(
    server: Server, page_factory: Any
) -> None:
    page = page_factory(1280, 1100)
    table = Table(server, page, fight())
    table.open()
    page.wait_for_selector(".mk-combat .mk-foe")
    rail = page.locator(".mk-phase-rail li")
    assert rail.count() == 4 and page.inner_text(".mk-phase-rail li.current") == "Block"
    wolves = page.inner_text('.mk-foe[data-enemy="wolf_riders"]')
    assert "Block 4 of 6 — Swift doubles its attack 3: 2 more" in wolves  # the failed block
    assert "Swift: blocking it needs twice its attack." in wolves
    assert "unblocked: 3 damage, 2 Wounds to you (your Armor 2)" in wolves
    ironclads = page.inner_text('.mk-foe[data-enemy="ironclads"]')
    assert "Block 4 of 4: enough to block it" in ironclads  # the successful one
    assert "unblocked: 8 damage, 4 Wounds to you (your Armor 2) — Brutal doubles its attack 4" in ironclads
    assert "Physical resistance: physical attacks against it count half." in ironclads
    shot(page, "mageknight-combat-block")
    page.click('.mk-choices button[data-action="block 1"]')
    assert table.until(lambda: table.state.combat and table.state.combat.enemies[1].blocked)
    page.wait_for_selector('.mk-foe[data-enemy="ironclads"].blocked')
    page.click(".mk-turnbar [data-bar='next']")  # the Wolf Riders unblocked: their damage to assign
    page.wait_for_selector(".mk-assign .mk-assign-choice")
    assert page.inner_text(".mk-assign h4") == "Assign 3 damage from the Wolf Riders"
    hero = page.inner_text(".mk-assign-choice.hero")
    unit = page.inner_text(".mk-assign-choice.unit")
    assert "You (Armor 2)" in hero and "your Armor 2: 2 Wounds" in hero
    assert "Peasants (Armor 3)" in unit and "Peasants: wounded" in unit
    assert page.locator(".mk-choices button[data-kind='assign-damage']").count() == 0  # drawn once
    shot(page, "mageknight-combat-assign")
    page.click(".mk-assign-choice.unit")
    assert table.until(lambda: table.state.heroes[0].units[0].wounds == 1)
    assert "WOUND" not in table.state.heroes[0].hand and all(c != "wound" for c in table.state.heroes[0].hand)
    assert page.errors == []


def test_screens_in_every_locale(server: Server, page_factory: Any) -> None:
    """The map (Day, a rampaging enemy, the reach) and the combat, read in each language."""
    for lang in LOCALES:
        page = page_factory(1280, 1000)
        table = Table(server, page, placed(6, (1, -2), prowlers=(2, -2)))
        table.open(lang)
        page.wait_for_selector('.mk-board g.mk-hex.reachable[data-hex="1,-3"]')
        page.locator('.mk-board g.mk-hex[data-hex="3,-3"]').hover()
        shot(page, f"mageknight-map-{lang}")
        fought = page_factory(1280, 1100)
        Table(server, fought, fight()).open(lang)
        fought.wait_for_selector(".mk-combat .mk-verdict")
        shot(fought, f"mageknight-combat-{lang}")
        text = fought.inner_text(".mk-combat")
        assert "swift" not in text.split() and "{" not in text
        if lang != "en":  # the cards' texts come in the page's language too (the catalog hint's lang)
            hand = fought.inner_text(".mk-hand")
            assert "Move 2" not in hand and "Basic" not in hand, (lang, hand)
        assert page.errors == [] and fought.errors == []


def test_on_a_phone_the_map_zooms_and_pans_without_page_scroll(server: Server, page_factory: Any) -> None:
    page = page_factory(390, 844)
    table = Table(server, page, placed(5, night=True))
    table.open()
    svg = page.locator("svg.mk-board")
    page.wait_for_selector('.mk-board g.mk-hex.reachable[data-hex="1,-1"]')
    whole = [float(n) for n in svg.get_attribute("viewBox").split()]
    page.click(".mk-zoom[data-zoom=in]")
    zoomed = [float(n) for n in svg.get_attribute("viewBox").split()]
    assert abs(zoomed[2] - whole[2] / 1.5) < 0.5 and svg.get_attribute("data-scale") == "1.50"
    box = svg.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] / 2 + 60, box["y"] + box["height"] / 2 + 20, steps=5)
    page.mouse.up()
    panned = [float(n) for n in svg.get_attribute("viewBox").split()]
    assert panned[0] < zoomed[0]  # dragged right: the view moves left
    assert table.state.heroes[0].position == (0, 0)  # a drag plays nothing
    widths = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], widths
    shot(page, "mageknight-map-phone")
    page.click(".mk-zoom[data-zoom=reset]")
    assert [float(n) for n in svg.get_attribute("viewBox").split()] == whole
    assert page.errors == []


def test_the_map_is_played_by_keyboard(server: Server, page_factory: Any) -> None:
    page = page_factory(1280, 1000)
    table = Table(server, page, placed(2))
    table.open()
    page.wait_for_selector(".mk-board g.mk-hex.reachable")
    first = page.locator('.mk-board g.mk-hex[tabindex="0"]')
    assert first.count() == 1
    first.focus()
    start = first.get_attribute("data-hex")
    page.keyboard.press("ArrowRight")
    moved = page.evaluate("() => document.activeElement.dataset.hex")
    assert moved and moved != start
    # Walk the focus to the plains at (1, 0) and play it with Enter.
    page.locator('.mk-board g.mk-hex[data-hex="1,0"]').focus()
    assert "Reach it for 2 Move" in page.inner_text(".mk-space-detail")
    page.keyboard.press("Enter")
    assert table.until(lambda: table.state.heroes[0].position == (1, 0))
    assert page.errors == []


def test_every_key_the_map_and_combat_use_is_translated() -> None:
    en = json.loads((WEB / "i18n" / "en.json").read_text("utf-8"))
    used: set[str] = set()
    for js in (WEB / "games" / "mk").glob("*.js"):
        used |= set(re.findall(r"""\bt\(\s*"([\w.-]+)\"""", js.read_text("utf-8")))
    assert {"mk.map.provoke_confirm", "mk.verdict.block", "mk.assign.title"} <= used
    assert sorted(used - en.keys()) == []

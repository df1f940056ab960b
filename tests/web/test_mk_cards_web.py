"""Mage Knight's cards in the browser (issue 30: a newcomer plays a whole game): the hand as
cards whose click opens a menu of every use (the mana paying a powered effect chosen among
chips), the hero and Tactic choices with their texts, the Dummy, Units recruited and activated
from their cards, Healing bought at a village, the level-up picks and the final score table.

The first test plays a real solo room; the others draw built positions (``MageKnightPosition``)
with the page's own renderer, every click applied to the position here (``Table``). Rules shown
follow seed 001 (卡牌: 基础效果 and 强化效果 paid with one mana of the card's colour; 横置 for 1;
村庄 recruits and heals; 声望 changes every price)."""

from __future__ import annotations

import json
from typing import Any

from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from arena.server.master import Master
from tests.web.conftest import Server, open_with_catalog_held, shot

VILLAGE = (2, -3)  # tile 1's village (tests/mageknight/test_units_sites.py)

MOUNT = """async ([msg, catalog, map]) => {
  const util = await import("/util.js");
  const mod = await import("/games/mageknight.js");
  document.body.innerHTML = '<main id="harness" style="padding:8px"></main>';
  window.__acted = [];
  const ctx = { t: util.t, lang: util.lang, nameOf: util.nameOf, readonly: false, hotseat: false,
    act: (text) => window.__acted.push(text), undo: () => {}, refuse: () => {}, clearError: () => {},
    errorBox: () => null, seatLabel: (m, s) => `Player ${s + 1}`,
    hints: async (q) => (q.kind === "map" ? map : catalog) };
  window.__mk = mod.mount(document.getElementById("harness"), ctx);
  window.__mk.update(msg);
}"""


class Table:
    """A built position drawn by the page's Mage Knight renderer; what the page plays is applied
    here (chance outcomes: the first) and the new state pushed back to the page."""

    def __init__(self, server: Server, page: Any, state: MageKnightState, locale: str = "en") -> None:
        self.page, self.state, self.locale = page, state, locale
        self.master = Master(state.game, 0, frozenset(range(len(state.heroes))), state)
        self.version = 1
        page.goto(f"{server.url}/?lang={locale}#/")
        page.wait_for_selector("header.top")
        hint = self.master.hints
        page.evaluate(
            MOUNT, [self.message(), hint(0, {"kind": "catalog", "lang": locale}), hint(0, {"kind": "map"})]
        )
        page.wait_for_selector(".mk-hand")
        page.wait_for_function("() => document.querySelector('.mk-board g.mk-hex') !== null")

    def message(self) -> dict[str, Any]:
        seat = max(self.state.current_player(), 0)
        body = self.master.seat_view(seat, self.locale)
        out: dict[str, Any] = json.loads(
            json.dumps({"type": "state", "seat": seat, "version": self.version, **body})
        )
        return out

    def click(self, selector: str) -> str:
        """Clicks ``selector`` and applies the action it played."""
        self.page.locator(selector).first.click()
        acted = self.page.evaluate("window.__acted.splice(0)")
        assert len(acted) == 1, acted
        self.state.apply(self.state.game.parse_action(acted[0]))
        while self.state.is_chance_node():
            self.state.apply(self.state.chance_outcomes()[0][0])
        self.version += 1
        self.page.evaluate("(m) => window.__mk.update(m)", self.message())
        return str(acted[0])


def _mover(server: Server, room: str, token: str) -> dict[str, Any]:
    return server.api(f"/api/rooms/{room}/state?seat=0", token=token)  # type: ignore[no-any-return]


def _until(page: Any, check: Any) -> Any:
    for _ in range(50):
        got = check()
        if got:
            return got
        page.wait_for_timeout(100)
    return check()


def test_no_hero_is_drawn_by_its_id_while_the_names_are_on_their_way(
    server: Server, page_factory: Any
) -> None:
    """The catalog (names and texts) is held back: the table draws nothing until it arrives, so a
    newcomer never reads ``tovak`` where "Tovak" and his Skills belong (seed 001's heroes)."""
    res = server.api("/api/rooms", {"game": "mageknight", "options": {"players": 1}, "seed": 10})
    room, token = res["room_id"], res["seats"][0]["token"]
    page = page_factory(1280, 1000)
    held = open_with_catalog_held(page, f"{server.url}/?lang=en#/room/{room}?seat=0&token={token}")
    assert page.locator(".mk-pick-card").count() == 0
    held.continue_()
    page.wait_for_selector('.mk-pick-card[data-pick="tovak"]')
    tovak = page.inner_text('.mk-pick-card[data-pick="tovak"]')
    assert "Tovak" in tovak and "Own card: Cold Toughness" in tovak


def test_a_solo_start_hero_skills_tactic_texts_and_a_die_chosen_to_power_a_card(
    server: Server, page_factory: Any
) -> None:
    """Seed 10, solo: the heroes show their Skills and own card, the Tactics their texts; Stamina's
    menu offers its basic effect, its powered one paid by each blue Source die (a chip each) and
    sideways uses; the third die pays (seed 001: 每一轮, 玩家都可以使用资源池中的一个魔力骰子)."""
    res = server.api("/api/rooms", {"game": "mageknight", "options": {"players": 1}, "seed": 10})
    room, token = res["room_id"], res["seats"][0]["token"]
    page = page_factory(1280, 1000)
    page.goto(f"{server.url}/?lang=en#/room/{room}?seat=0&token={token}")
    page.wait_for_selector('.mk-pick[data-pick="hero"] .mk-pick-card')
    tovak = page.inner_text('.mk-pick-card[data-pick="tovak"]')
    assert "Own card: Cold Toughness, instead of one Determination" in tovak
    assert "Double Time" in tovak and "by Day: Move 2; otherwise Move 1" in tovak
    page.locator('.mk-pick-card[data-pick="arythea"]').click()
    page.wait_for_selector('.mk-pick[data-pick="tactic"] .mk-pick-card')
    rethink = page.inner_text('.mk-pick-card[data-pick="rethink"]')
    assert "Turn order 2" in rethink and "Rethink" in rethink
    assert (
        page.locator('.mk-pick-card[data-pick="early_bird"] .mk-pick-text').inner_text() == "no other effect"
    )
    page.locator('.mk-pick-card[data-pick="early_bird"]').click()
    page.wait_for_selector('.mk-hand .mk-card[data-card="stamina"].playable')
    dummy = _mover(server, room, token)["view"]["dummy"]  # the Dummy player's board (solo)
    board = page.inner_text(".mk-dummy")
    assert dummy["hero"].capitalize() in board and f"deck {dummy['deck_size']}" in board

    version = _mover(server, room, token)["version"]
    page.locator('.mk-hand .mk-card[data-card="stamina"]').click()
    menu = page.locator('.mk-card-menu[data-card="stamina"]')
    menu.wait_for()
    assert _mover(server, room, token)["version"] == version  # the first click only opens the menu
    assert "Move 2" in menu.locator('[data-use="basic"]').inner_text()
    chips = menu.locator('[data-use="powered"] button.mk-chip')
    assert chips.count() == 3 and "Source die 3 (blue)" in chips.nth(2).inner_text()
    assert "Move 4" in menu.locator('[data-use="powered"]').inner_text()
    assert menu.locator('[data-use="sideways"] button').count() >= 1
    shot(page, "mageknight-card-menu")
    chips.nth(2).click()
    after = _until(page, lambda: (m := _mover(server, room, token))["version"] > version and m)
    assert after, "the chip played nothing"
    assert [d["taken"] for d in after["view"]["source"]] == [False, False, True]
    assert after["view"]["turn"]["move_points"] == 4


def test_a_wound_is_drawn_as_a_wound_and_unplayable_cards_stay_readable(
    server: Server, page_factory: Any
) -> None:
    state = (
        MageKnightPosition(MageKnight(players=1, heroes=["tovak"]))
        .hand(0, ["march", "wound", "rage"])
        .build()
    )
    table = Table(server, page_factory(1280, 1000), state)
    page = table.page
    wound = page.locator('.mk-hand .mk-card[data-card="wound"]')
    assert "wound" in (wound.locator(".mk-face").get_attribute("class") or "")
    assert "A Wound: no effect" in wound.inner_text()
    assert "unplayable" in (wound.get_attribute("class") or "")
    rage = page.locator('.mk-hand .mk-card[data-card="rage"]').inner_text()  # no enemy: dimmed, readable
    assert "red" in rage and "Basic Action" in rage and "Attack 2 or Block 2" in rage and "Attack 4" in rage


def test_a_powered_spell_shows_a_chip_for_each_of_its_two_mana(server: Server, page_factory: Any) -> None:
    """research §1.6: a Spell's strong effect costs its colour and a black mana, at Night; the
    menu names both sources of each way to pay, and the one clicked is the one paid."""
    game = MageKnight(players=1, heroes=["tovak"])
    builder = MageKnightPosition(game).hand(0, ["fireball"]).at(0, (1, 0)).enemy((2, -1), "prowlers")
    state = builder.crystals(0, red=1).source(["black", "black", "blue"]).night().build()
    state.apply(state.game.parse_action("challenge 2 -1"))
    table = Table(server, page_factory(1280, 1000), state)
    page = table.page
    page.locator('.mk-hand .mk-card[data-card="fireball"]').click()
    powered = page.locator('.mk-card-menu [data-use="powered"]')
    chips = [powered.locator("button").nth(i).inner_text() for i in range(powered.locator("button").count())]
    assert "red crystal + Source die 1 (black)" in " | ".join(chips).replace("\n", " ")
    assert any("Source die 2 (black)" in c for c in chips)  # the other black die: its own button
    played = table.click('.mk-card-menu [data-action="play fireball crystal:red die:1"]')
    assert played == "play fireball crystal:red die:1"


def test_recruit_activate_and_heal_units_at_a_village(server: Server, page_factory: Any) -> None:
    """Seed 001 (村庄): a village recruits village Units and sells Healing for 3 Influence a
    point; the panel says the prices and the Reputation modifier, the Units' offer is lit."""
    hand = ["promise", "threaten", "march", "stamina", "rage"]
    position = (
        MageKnightPosition(MageKnight(players=1, heroes=["tovak"])).hand(0, hand).at(0, VILLAGE).fame(0, 8)
    )
    state = position.offer("unit", ["peasants", "foresters", "utem_swordsmen"]).build()
    state.heroes[0].level = 3  # two Command tokens
    state.heroes[0].reputation = 3
    state.heroes[0].units = [UnitState("herbalists", wounds=1)]
    table = Table(server, page_factory(1280, 1100), state)
    page = table.page
    panel = page.locator(".mk-interaction")
    panel.wait_for()
    text = panel.inner_text()
    assert "Village" in text and "Peasants for 4 Influence" in text and "Foresters for 5 Influence" in text
    assert "Utem Swordsmen" not in text and "Healing: 3 Influence a point" in text
    assert "Reputation 3: you start interacting with +1 Influence (every price 1 lower)" in text
    assert "used" in (page.locator('.mk-unit-card[data-unit="peasants"]').get_attribute("class") or "")
    assert "used" not in (
        page.locator('.mk-unit-card[data-unit="utem_swordsmen"]').get_attribute("class") or ""
    )
    herbalists = page.locator('.mk-hero .mk-unit-card[data-unit="herbalists"]')
    assert herbalists.get_attribute("data-state") == "wounded" and "Armour" in herbalists.inner_text()
    assert table.click('.mk-interaction button[data-kind="interact"]') == "interact"
    for card in ("promise", "threaten"):
        page.locator(f'.mk-hand .mk-card[data-card="{card}"]').click()
        table.click('.mk-card-menu [data-use="basic"] button[data-action]')
    for card in ("march", "stamina"):
        page.locator(f'.mk-hand .mk-card[data-card="{card}"]').click()
        table.click('.mk-card-menu [data-use="sideways"] button[data-action$="sideways:influence"]')
    assert table.state.turn.influence_points == 7
    shot(page, "mageknight-village")
    assert (
        table.click('.mk-unit-card[data-unit="peasants"] button[data-kind="recruit"]') == "recruit peasants"
    )
    peasants = page.locator('.mk-hero .mk-unit-card[data-unit="peasants"]')
    assert peasants.get_attribute("data-state") == "ready"
    assert "Influence 2" in peasants.locator('.mk-ability[data-ability="1"]').inner_text()
    table.click(
        '.mk-hero .mk-unit-card[data-unit="peasants"] .mk-ability[data-ability="1"] button[data-kind="activate"]'
    )
    assert table.state.turn.influence_points == 5 and not table.state.heroes[0].units[1].ready
    assert page.locator('.mk-hero .mk-unit-card[data-unit="peasants"]').get_attribute("data-state") == "spent"
    table.click('.mk-interaction button[data-kind="buy-healing"]')
    heal = page.locator(".mk-choices button[data-action]", has_text="Herbalists")
    heal.first.wait_for()
    table.click('.mk-choices button[data-action]:has-text("Herbalists")')
    assert table.state.heroes[0].units[0].wounds == 0


def test_level_up_shows_skill_and_advanced_action_cards(server: Server, page_factory: Any) -> None:
    """Fame 3 is level 2: a Skill of two drawn, then an Advanced Action of the offer (levels.yaml)."""
    offer = ["fire_bolt", "ice_bolt", "swift_bolt"]
    game = MageKnight(players=1, heroes=["tovak"])
    state = MageKnightPosition(game).hand(0, ["march"]).fame(0, 3).offer("advanced", offer).build()
    state.heroes[0].level = 1
    table = Table(server, page_factory(1280, 1000), state)
    page = table.page
    page.locator('.mk-hand .mk-card[data-card="march"]').click()
    table.click('.mk-card-menu [data-use="sideways"] button[data-action$="sideways:move"]')
    table.click("#mk-bar-end_turn")
    panel = page.locator(".mk-levelup")
    panel.wait_for()
    skills = panel.locator(".mk-skill-card")
    assert skills.count() == 2 and all(skills.nth(i).locator(".mk-effect").inner_text() for i in range(2))
    shot(page, "mageknight-level-up")
    table.click(".mk-levelup .mk-skill-card button[data-action]")
    assert len(table.state.heroes[0].skills) == 1
    cards = page.locator(".mk-levelup .mk-offer-card")
    first = cards.first.inner_text().lower()
    assert cards.count() == 3 and "basic:" in first and "powered:" in first
    table.click('.mk-levelup .mk-offer-card[data-offer="ice_bolt"] button[data-action]')
    hero = table.state.heroes[0]
    assert hero.level == 2 and "ice_bolt" in hero.deck.top + hero.hand  # on the deck, drawn at the turn's end
    skill = table.state.heroes[0].skills[0]
    assert page.locator(f'.mk-hero .mk-skill-card[data-skill="{skill}"]').count() == 1


def test_final_score_table_names_every_category_and_the_winner(server: Server, page_factory: Any) -> None:
    game = MageKnight(players=2, heroes=["tovak", "goldyx"])
    position = MageKnightPosition(game).hand(0, ["march"]).hand(1, ["rage"]).fame(0, 9).fame(1, 4)
    state = position.source(["red", "blue", "green", "white"]).build()
    state.heroes[0].discard = ["ice_bolt"]  # Greatest Knowledge: an Advanced Action
    state.over = True
    table = Table(server, page_factory(1280, 1000), state)
    panel = table.page.locator(".mk-score")
    panel.wait_for()
    text = panel.inner_text()
    for name in ("Greatest Knowledge", "Greatest Loot", "Greatest Leader", "Greatest Conqueror",
                 "Greatest Adventurer", "Greatest Beating", "Fame", "Total"):  # fmt: skip
        assert name in text
    assert "title +3" in text
    winners = table.message()["winners"]
    assert winners == [0] and "winner" in panel.locator("th.winner").inner_text()
    shot(table.page, "mageknight-score")


def test_cards_screenshots_in_every_locale(server: Server, page_factory: Any) -> None:
    """The hand, a card's menu, the Units and the village's prices in en, fr, zh-Hans, zh-Hant."""
    for locale, word in (
        ("en", "powered"),
        ("fr", "renforcé"),
        ("zh-Hans", "强化效果"),
        ("zh-Hant", "強化效果"),
    ):
        hand = ["promise", "rage", "wound", "march", "fireball"]
        position = MageKnightPosition(MageKnight(players=1, heroes=["tovak"])).hand(0, hand).at(0, VILLAGE)
        state = position.source(["red", "white", "gold"]).crystals(0, red=1).build()
        state.heroes[0].units = [UnitState("peasants"), UnitState("herbalists", wounds=1)]
        table = Table(server, page_factory(1280, 1200), state, locale)
        table.page.locator('.mk-hand .mk-card[data-card="march"]').click()
        menu = table.page.locator(".mk-card-menu")
        assert word in menu.inner_text().lower() and menu.locator("button.mk-chip").count() >= 1
        shot(table.page, f"mageknight-cards-{locale}")

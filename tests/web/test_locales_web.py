"""Issue 29 in the browser: what the server says, in four locales; Chinese that renders; the
tic-tac-toe renderer; hot-seat names and winners; the create form's pickers; screenshots."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tests.web.conftest import Server, shot

LOCALES = ("en", "fr", "zh-Hans", "zh-Hant")


def open_form(page: Any, server: Server, game: str, lang: str = "en") -> None:
    page.goto(f"{server.url}/?lang={lang}#/new/{game}")
    page.wait_for_selector("#create-form")


def room_id(page: Any) -> str:
    page.wait_for_url(re.compile(r"#/room/"))
    m = re.search(r"#/room/([^?/]+)", page.url)
    assert m, page.url
    return m.group(1)


def mark(page: Any, cell: str, expect: str) -> None:
    page.click(f".ttt-cell[data-cell={cell}]")
    page.wait_for_selector(f".ttt-cell[data-cell={cell}][data-mark={expect}]")


# -- tic-tac-toe: its renderer, hot-seat names, the winner named, a refusal beside the cell ------------
def test_tictactoe_hotseat_names_winner_and_refusal(server: Server, page_factory: Any) -> None:
    page = page_factory()
    open_form(page, server, "tictactoe", "fr")
    page.select_option("#mode", "hotseat")
    assert page.is_visible("#seat-name-0") and page.is_visible("#seat-name-1")
    assert not page.is_visible("#my-name")
    page.fill("#seat-name-0", "Ann")
    page.fill("#seat-name-1", "Bob")
    page.click("#create-go")
    room = room_id(page)
    assert [s["name"] for s in server.api(f"/api/rooms/{room}")["seats"]] == ["Ann", "Bob"]
    page.wait_for_selector(".ttt-board .ttt-cell.legal")
    assert page.inner_text(".ttt-status") == "À vous : posez un X sur une case vide."  # status_text
    assert "Ann" in page.inner_text(".room-banner")
    mark(page, "a3", "X")
    mark(page, "a2", "O")
    # A marked cell: the server explains the refusal, beside the cell that was clicked.
    page.click(".ttt-cell[data-cell=a3]")
    page.wait_for_selector(".refusal.near .rule cite")
    text = page.inner_text(".refusal.near")
    assert (
        "A player marks an empty cell." in text and "On marque une case vide." in text
    )  # quote, translation
    box = page.eval_on_selector(".refusal.near", "e => e.getBoundingClientRect().toJSON()")
    cell = page.eval_on_selector(".ttt-cell[data-cell=a3]", "e => e.getBoundingClientRect().toJSON()")
    assert 0 <= box["top"] - cell["bottom"] <= 40 and abs(box["left"] - cell["left"]) <= 40, (box, cell)
    mark(page, "b3", "X")
    assert page.query_selector(".refusal.near") is None  # the next move clears it
    mark(page, "b2", "O")
    mark(page, "c3", "X")
    page.wait_for_selector(".end-screen .result")
    result = page.inner_text(".end-screen .result")
    assert "Ann" in result and "gagné" not in result, result  # hot-seat: the winner by name
    labels = page.eval_on_selector_all(".ttt-log li[data-step] .what", "els => els.map(e => e.textContent)")
    assert labels[0] == "Poser un X en a3", labels  # the server's label, not the notation
    shot(page, "tictactoe-hotseat-end")
    assert page.errors == []


def test_versus_ai_my_name_for_my_seat(server: Server, page_factory: Any) -> None:
    page = page_factory()
    open_form(page, server, "tictactoe")
    page.select_option("#mode", "ai")
    assert page.is_visible("#my-name") and not page.is_visible("#seat-name-0")
    page.select_option("#my-seat", "1")
    page.fill("#my-name", "Zoé")
    page.click("#create-go")
    room = room_id(page)
    seats = server.api(f"/api/rooms/{room}")["seats"]
    assert seats[1]["name"] == "Zoé" and seats[0]["kind"] == "agent"


# -- the log: numbers of three digits and more are not clipped -----------------------------------------
def test_log_numbers_are_never_clipped(server: Server, page_factory: Any) -> None:
    page = page_factory()
    page.goto(server.url + "/")
    page.wait_for_selector(".game-card")
    clipped = page.evaluate(
        """async () => {
          const m = await import('/games/generic.js');
          const log = Array.from({ length: 1200 }, (_, i) => ({ step: i, player: i % 2, action: `a${i}`, label: `move ${i}`, events: [] }));
          const panel = m.logPanel({ log, seats: [] }, { limit: 1200 });
          panel.style.width = '320px';
          document.body.append(panel);
          const list = panel.querySelector('ol.log');
          const box = list.getBoundingClientRect();
          const bad = [];
          for (const step of [0, 98, 99, 100, 998, 999, 1199]) {
            const n = list.querySelector(`li[data-step="${step}"] .n`);
            if (!n) { bad.push([step, 'no number']); continue; }
            const r = n.getBoundingClientRect();
            if (n.textContent !== String(step + 1) || r.left < box.left || n.scrollWidth > n.clientWidth + 1) bad.push([step, n.textContent, r.left, box.left]);
          }
          return bad;
        }"""
    )
    assert clipped == []


# -- home and create form --------------------------------------------------------------------------------
def test_home_shows_each_game_description(server: Server, page_factory: Any) -> None:
    games = {g["id"]: g for g in server.api("/api/games")}
    described = [gid for gid, g in games.items() if g["description"].get("zh-Hans")]
    assert described
    page = page_factory()
    page.goto(server.url + "/?lang=zh-Hans")
    page.wait_for_selector(".game-card")
    for gid in described:
        assert page.inner_text(f".game-card[data-game={gid}] .desc") == games[gid]["description"]["zh-Hans"]


def _with_choices(route: Any) -> None:
    """/api/games as a game that lists its values would answer (Krosmaster's scenarios and arenas,
    Mage Knight's heroes): the client must build pickers from option_choices and options_text."""
    games = route.fetch().json()
    for g in games:
        if g["id"] == "krosmaster":
            g["option_choices"] = {
                "scenario": ["tutorial-1", "tutorial-2", "arena"],
                "arena": ["arene-elementaire"],
            }
            g["options_text"] = {
                "scenario": {
                    "label": "Scénario",
                    "help": "Un tutoriel, ou la partie complète sur une arène.",
                    "values": {"tutorial-1": "Tutoriel 1", "tutorial-2": "Tutoriel 2", "arena": "Arène"},
                },
                "arena": {
                    "label": "Arène",
                    "values": {"auto": "aucune", "arene-elementaire": "Arène élémentaire"},
                },
            }
        if g["id"] == "mageknight":
            g["option_choices"] = {"heroes": ["tovak", "goldyx", "norowas", "arythea"]}
            g["options_text"] = {
                "heroes": {
                    "label": "Héros",
                    "values": {"auto": "choisi en jeu", "tovak": "Tovak", "goldyx": "Goldyx"},
                },
                "interactive_skills": {
                    "label": "Compétences interactives",
                    "help": "Automatique : selon le nombre de joueurs.",
                },
            }
    route.fulfill(
        response=route.fetch(), body=json.dumps(games), headers={"content-type": "application/json"}
    )


def test_create_form_pickers(server: Server, page_factory: Any) -> None:
    page = page_factory()
    page.route(re.compile(r"/api/games(\?|$)"), _with_choices)
    open_form(page, server, "krosmaster", "fr")
    assert page.eval_on_selector("[data-opt=scenario]", "e => e.tagName") == "SELECT"
    names = page.eval_on_selector_all("[data-opt=scenario] option", "els => els.map(e => e.textContent)")
    assert names == ["Tutoriel 1", "Tutoriel 2", "Arène"]
    assert page.input_value("[data-opt=scenario]") == "tutorial-1"  # the schema's default
    assert page.inner_text(".field[data-field=scenario] label") == "Scénario"
    assert (
        page.inner_text(".field[data-field=scenario] .help")
        == "Un tutoriel, ou la partie complète sur une arène."
    )
    arena = page.eval_on_selector_all(
        "[data-opt=arena] option", "els => els.map(e => [e.value, e.textContent])"
    )
    assert arena == [["", "aucune"], ["arene-elementaire", "Arène élémentaire"]]
    page.select_option("[data-opt=scenario]", "tutorial-2")
    page.select_option("#mode", "hotseat")
    page.click("#create-go")
    room = room_id(page)
    options = server.api(f"/api/rooms/{room}")["options"]
    assert options.get("scenario") == "tutorial-2" and options.get("arena") is None

    # A tri-state option (boolean or null) is a select with "automatic"; heroes: one per seat.
    page.goto(f"{server.url}/?lang=fr#/new/mageknight")
    page.wait_for_selector("#create-form")
    tri = page.eval_on_selector_all("[data-opt=interactive_skills] option", "els => els.map(e => e.value)")
    assert tri == ["", "true", "false"] and page.input_value("[data-opt=interactive_skills]") == ""
    assert "Automatique" in page.inner_text(".field[data-field=interactive_skills] .help")
    page.fill("[data-opt=players]", "2")
    page.wait_for_function("() => document.querySelectorAll('[data-opt=heroes] select').length === 2")
    assert page.is_visible("#seat-name-1") and not page.is_visible("#seat-name-2")
    heroes = page.query_selector_all("[data-opt=heroes] select")
    heroes[0].select_option("tovak")
    heroes[1].select_option("goldyx")
    page.select_option("[data-opt=interactive_skills]", "false")
    page.click("#create-go")
    room = room_id(page)
    options = server.api(f"/api/rooms/{room}")["options"]
    assert options["heroes"] == ["tovak", "goldyx"] and options["interactive_skills"] is False
    assert page.errors == []


# -- Chinese renders with real glyphs -----------------------------------------------------------------------
CJK_CHECK = """([sel, a, b]) => {
  const el = document.querySelector(sel);
  const family = getComputedStyle(el).fontFamily;
  const c = document.createElement('canvas');
  c.width = c.height = 64;
  const g = c.getContext('2d');
  const draw = (ch) => {
    g.clearRect(0, 0, 64, 64);
    g.font = `40px ${family}`;
    g.fillText(ch, 4, 48);
    return Array.from(g.getImageData(0, 0, 64, 64).data).join(',');
  };
  const missing = draw('\\u{10FFFD}');
  return { family, distinct: draw(a) !== draw(b), glyphA: draw(a) !== missing, glyphB: draw(b) !== missing };
}"""


@pytest.mark.parametrize(
    ("lang", "font", "chars"),
    [("zh-Hans", "Noto Sans CJK SC", "游戏"), ("zh-Hant", "Noto Sans CJK TC", "遊戲")],
)
def test_chinese_renders_real_glyphs(
    server: Server, page_factory: Any, lang: str, font: str, chars: str
) -> None:
    """Fails when Chinese would render as missing-glyph boxes (every box alike): run `make browser`
    (fonts-noto-cjk)."""
    page = page_factory()
    page.goto(f"{server.url}/?lang={lang}")
    page.wait_for_selector(".game-card")
    assert page.evaluate("document.documentElement.lang") == lang
    got = page.evaluate(CJK_CHECK, [".game-card h3", chars[0], chars[1]])
    assert got["family"].startswith(f'"{font}"'), got
    assert got["distinct"] and got["glyphA"] and got["glyphB"], f"{chars} renders as boxes: {got}"


# -- screenshots in every locale --------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LOCALES)
def test_screenshots_in_every_locale(server: Server, page_factory: Any, lang: str) -> None:
    page = page_factory()
    sockets: list[str] = []
    page.on("websocket", lambda ws: sockets.append(ws.url))
    page.goto(f"{server.url}/?lang={lang}#/")
    page.wait_for_selector(".game-card")
    assert page.evaluate("document.documentElement.lang") == lang
    shot(page, f"home-{lang}")
    page.goto(f"{server.url}/?lang={lang}#/new/krosmaster")
    page.wait_for_selector("#create-form")
    shot(page, f"create-krosmaster-{lang}")
    for game, options, ready in (
        ("tictactoe", {}, ".ttt-cell.legal"),
        ("krosmaster", {"scenario": "tutorial-2"}, ".k-svg g.piece"),
    ):
        created = server.api(
            "/api/rooms",
            {
                "game": game,
                "options": options,
                "seed": 1,
                "seats": [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}],
            },
        )
        seat = created["seats"][0]
        page.goto(f"{server.url}/?lang={lang}#/room/{created['room_id']}?seat=0&token={seat['token']}")
        page.wait_for_selector(ready)
        if game == "tictactoe":
            page.click(".ttt-cell[data-cell=b2]")
            page.wait_for_selector(".ttt-log li[data-step]")
        shot(page, f"{game}-{lang}")
    assert sockets and all(f"lang={lang}" in u for u in sockets), sockets  # the websocket speaks it too
    if lang.startswith("zh"):
        got = page.evaluate(CJK_CHECK, ["header nav a", "首", "页" if lang == "zh-Hans" else "頁"])
        assert got["distinct"] and got["glyphA"] and got["glyphB"], got
    assert page.errors == []


def test_team_builder_checks_the_custom_team_rules(server: Server, page_factory: Any) -> None:
    """Issue 29 item 7: a team builder enforcing seed 003's "Équipe personnalisée" (2 to 8
    Krosmasters, Levels summing to 12, a unique hero once): the server checks each change and
    says why a team is refused, in the page's language; a valid build starts the game with it."""
    page = page_factory()
    open_form(page, server, "krosmaster", "en")
    page.select_option("[data-opt=scenario]", "arena")
    builder = "[data-opt=team_list]"
    page.wait_for_selector(f"{builder} .team-seat")
    assert page.locator(f"{builder} .team-seat").count() == 2
    page.wait_for_function(
        "() => document.querySelector('[data-opt=team_list] .team-verdict').textContent.includes('own teams')"
    )
    seat1, seat2 = page.locator(f"{builder} .team-seat").all()
    seat1.locator("select").select_option("anna-tommy")
    seat1.locator("button.add").click()
    page.wait_for_function(
        "() => document.querySelector('[data-opt=team_list] .team-verdict').textContent.startsWith('✗')"
    )
    verdict = page.inner_text(f"{builder} .team-verdict")
    assert "Player 1’s team: a team has 2 to 8 Krosmasters, not 1." in verdict
    assert "Anna Tommy (Level 3)" in seat1.inner_text()
    for team, seat in (
        (["kreol-panikon", "roi-des-bouftous", "opee-tissoin"], seat1),
        (["reine-des-tofus", "guy-yomtella", "oscar-nak", "bad-aboum"], seat2),
    ):
        for who in team:
            seat.locator("select").select_option(who)
            seat.locator("button.add").click()
    page.wait_for_function(
        "() => document.querySelector('[data-opt=team_list] .team-verdict').textContent.startsWith('✓')"
    )
    shot(page, "krosmaster-team-builder")
    page.select_option("#mode", "hotseat")
    page.click("#create-go")
    room = room_id(page)
    options = server.api(f"/api/rooms/{room}")["options"]
    assert options["team_list"][0] == ["anna-tommy", "kreol-panikon", "roi-des-bouftous", "opee-tissoin"]
    assert page.errors == []


def test_2v2_says_who_plays_with_whom(server: Server, page_factory: Any) -> None:
    """Krosmaster's 2 vs 2 (seed 003, "2 CONTRE 2": players 1 and 3 against 2 and 4): the table
    names both sides, with each seat's player, in every locale."""
    names = ["Ann", "Bob", "Cat", "Dan"]
    created = server.api(
        "/api/rooms",
        {
            "game": "krosmaster",
            "options": {"players": 4, "mode": "2v2"},
            "seed": 2,
            "seats": [{"kind": "human", "name": n} for n in names],
        },
    )
    seat = created["seats"][2]
    expected = {
        "en": "2 vs 2: Player 1 (Ann) and Player 3 (Cat) against Player 2 (Bob) and Player 4 (Dan)",
        "fr": "2 contre 2 : Joueur 1 (Ann) et Joueur 3 (Cat) contre Joueur 2 (Bob) et Joueur 4 (Dan)",
        "zh-Hans": "2对2：玩家 1 (Ann)和玩家 3 (Cat)对玩家 2 (Bob)和玩家 4 (Dan)",
        "zh-Hant": "2對2：玩家 1 (Ann)和玩家 3 (Cat)對玩家 2 (Bob)和玩家 4 (Dan)",
    }
    title = {
        "en": "Krosmaster Arena",
        "fr": "Krosmaster Arena",
        "zh-Hans": "克洛兹大师竞技场",
        "zh-Hant": "克洛茲大師競技場",
    }
    goal = {"en": "Be the only team with Glory Galons", "fr": "Être la seule équipe à posséder des Galons",
            "zh-Hans": "成为唯一持有荣耀勋章的队伍", "zh-Hant": "成為唯一持有榮耀勳章的隊伍"}  # fmt: skip
    page = page_factory()
    for lang in LOCALES:
        page.goto(f"{server.url}/?lang={lang}#/room/{created['room_id']}?seat=2&token={seat['token']}")
        page.wait_for_selector(".k-sides")
        assert page.inner_text(".k-sides") == expected[lang]
        assert page.inner_text(".room-head h2") == title[lang]  # the game's name, not its id
        assert goal[lang] in page.inner_text(".k-title")  # won by Glory Galons, as a team
        # before deployment nobody is K.O.: every Krosmaster waits to be deployed
        assert page.locator(".ko-tag").count() == 0 and page.locator(".k-card .waiting-tag").count() == 8
        assert page.locator(".tl-chip.ko").count() == 0 and page.locator(".tl-chip.waiting").count() == 8
        assert [c.inner_text() for c in page.locator("table.k-eco tbody td").all()] == ["3", "0"] * 4
        shot(page, f"krosmaster-2v2-{lang}")
    assert page.errors == []


def test_agent_seats_are_named_in_the_readers_language(server: Server, page_factory: Any) -> None:
    """An unnamed agent seat reads as its agent ("Player 2 (Greedy)"), never its spec's id; the
    set-up panel names its step (seed 003, "Début de partie": the board's orientation)."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "agent", "agent": "greedy"}]
    seats += [{"kind": "agent", "agent": "random"}, {"kind": "agent", "agent": "mcts:iters=20"}]
    created = server.api(
        "/api/rooms",
        {"game": "krosmaster", "options": {"players": 4, "mode": "2v2"}, "seed": 5, "seats": seats},
    )
    token = created["seats"][0]["token"]
    expected = {
        "en": [
            "Player 1 (Ann)",
            "Player 2 (Greedy)",
            "Player 3 (Random)",
            "Player 4 (Search (mcts:iters=20))",
        ],
        "fr": [
            "Joueur 1 (Ann)",
            "Joueur 2 (Glouton)",
            "Joueur 3 (Hasard)",
            "Joueur 4 (Recherche (mcts:iters=20))",
        ],
        "zh-Hant": ["玩家 1 (Ann)", "玩家 2 (貪心)", "玩家 3 (隨機)", "玩家 4 (搜索 (mcts:iters=20))"],
    }
    step = {
        "en": "Set-up · Board orientation",
        "fr": "Mise en place · Orientation du plateau",
        "zh-Hant": "準備階段 · 版圖朝向",
    }
    page = page_factory()
    for lang, names in expected.items():
        page.goto(f"{server.url}/?lang={lang}#/room/{created['room_id']}?seat=0&token={token}")
        page.wait_for_selector(".k-setup-panel button")  # Ann's choice: the agents have played theirs
        assert [w.inner_text() for w in page.locator(".tl-who").all()] == names
        assert page.inner_text(".k-setup-panel h3") == step[lang]
    assert page.errors == []


def test_mage_knight_says_set_up_before_round_one(server: Server, page_factory: Any) -> None:
    """While the heroes are chosen (seed 001, before the first Round) the status reads "Set-up",
    not "Round 0/3"."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "agent", "agent": "greedy"}]
    created = server.api(
        "/api/rooms", {"game": "mageknight", "options": {"players": 2}, "seed": 3, "seats": seats}
    )
    token = created["seats"][0]["token"]
    page = page_factory()
    for lang, want in (("en", "Set-up"), ("zh-Hant", "準備")):
        page.goto(f"{server.url}/?lang={lang}#/room/{created['room_id']}?seat=0&token={token}")
        page.wait_for_selector(".mk-status p")
        status = page.inner_text(".mk-status p")
        assert status.startswith(want) and "0/3" not in status, status
    assert page.errors == []

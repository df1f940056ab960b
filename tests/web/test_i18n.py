"""The web client speaks en, fr, zh-Hans and zh-Hant (issue 29): the same keys in every locale,
zh-Hans maintained in Simplified characters only, zh-Hant derived from it by the server."""

from __future__ import annotations

import json
import re
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from arena.core.text import LOCALES, to_simplified, to_traditional
from arena.server.routers.i18n import zh_hant_strings

WEB = Path(__file__).resolve().parents[2] / "src" / "arena" / "web"


def _dicts() -> dict[str, dict[str, str]]:
    files = {
        loc: json.loads((WEB / "i18n" / f"{loc}.json").read_text("utf-8")) for loc in ("en", "fr", "zh-Hans")
    }
    return {**files, "zh-Hant": zh_hant_strings()}


def test_the_files_are_en_fr_and_simplified_chinese_only() -> None:
    assert sorted(p.name for p in (WEB / "i18n").glob("*.json")) == ["en.json", "fr.json", "zh-Hans.json"]


def test_every_locale_has_the_same_keys() -> None:
    d = _dicts()
    assert set(d) == set(LOCALES)
    for loc in LOCALES:
        assert d[loc].keys() == d["en"].keys(), loc
    assert all(v.strip() for strings in d.values() for v in strings.values())


def test_simplified_has_no_traditional_only_character() -> None:
    mixed = {k: s for k, s in _dicts()["zh-Hans"].items() if to_simplified(s) != s}
    assert mixed == {}


def test_traditional_has_no_simplified_only_character() -> None:
    # OpenCC's s2tw is not idempotent on Traditional text (花崗岩 would become 花崗巖): a string
    # holds no Simplified-only character when it is the Traditional of its own Simplified form.
    hant = _dicts()["zh-Hant"]
    mixed = {k: s for k, s in hant.items() if to_traditional(to_simplified(s)) != s}
    assert mixed == {}
    assert to_traditional(to_simplified("游戏")) != "游戏"  # the check sees Simplified characters


def test_every_key_the_client_uses_is_translated() -> None:
    en = _dicts()["en"]
    used = set()
    for js in [*WEB.glob("*.js"), *WEB.glob("games/*.js")]:
        used |= set(re.findall(r"""\bt\(\s*"([\w.-]+)\"""", js.read_text("utf-8")))
    used = {k for k in used if not k.endswith(".")}  # t("mode." + m): a prefix, checked below
    assert used, "no t() calls found"
    for prefix, values in {
        "mode.": ("hotseat", "ai", "online"),
        "status.": ("waiting", "playing", "finished"),
    }.items():
        used |= {prefix + v for v in values}
    assert sorted(used - en.keys()) == []


def test_every_key_in_the_files_is_used_by_the_client() -> None:
    """No dead strings: a key is a quoted literal of the client, or fits one of its keys built
    from a template (`mk.mana.${c}`) or a prefix (t("mode." + m))."""
    source = "\n".join(p.read_text("utf-8") for p in WEB.rglob("*.js"))
    literals = set(re.findall(r"""["'`]([\w.-]+)["'`]""", source))
    templates = [
        re.compile(re.sub(r"\\\$\\\{.*?\\\}", ".+", re.escape(tpl)))
        for tpl in re.findall(r"`([a-z][\w.-]*\.\$\{[^`]*)`", source)
    ]
    prefixes = tuple(re.findall(r""""([\w.-]+\.)"\s*\+""", source))
    assert templates and prefixes
    unused = [
        k
        for k in _dicts()["en"]
        if k not in literals and not k.startswith(prefixes) and not any(t.fullmatch(k) for t in templates)
    ]
    assert unused == []


def test_placeholders_agree_across_languages() -> None:
    d = _dicts()
    for key, text in d["en"].items():
        want = set(re.findall(r"\{(\w+)\}", text))
        for loc in ("fr", "zh-Hans", "zh-Hant"):
            assert set(re.findall(r"\{(\w+)\}", d[loc][key])) == want, (loc, key)


@pytest.fixture()
def client(tmp_path: Path) -> Iterator[Any]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient

    from arena.server import Settings, create_app

    app = create_app(Settings(database_url=f"sqlite:///{tmp_path / 'a.db'}", run_ticker=False))
    with TestClient(app) as c:
        yield c


def test_the_server_derives_traditional_chinese(client: Any) -> None:
    r = client.get("/i18n/zh-Hant.json")
    assert r.status_code == 200 and r.headers["content-type"].startswith("application/json")
    served = r.json()
    assert served == zh_hant_strings()
    assert served["nav.home"] == "首頁" and _dicts()["zh-Hans"]["nav.home"] == "首页"
    assert client.get("/i18n/zh-Hans.json").json()["nav.home"] == "首页"


def test_every_krosmaster_setup_step_and_goal_has_a_name() -> None:
    """The set-up panel titles each step (`phase.<step>`) and the board each goal (`goal.<goal>`):
    every step a Krosmaster set-up task declares and every goal the view reports (the tutorials',
    and the full game's Glory Galons, seed 003 "BUT DU JEU") is named in every locale, never
    shown as its id."""
    from arena.core import registry
    from arena.games.krosmaster import tasks
    from arena.games.krosmaster.datamodel import Goal

    steps = {
        c.step
        for c in vars(tasks).values()
        if isinstance(c, type) and isinstance(getattr(c, "step", None), str)
    }
    assert {"teams", "order", "arena", "rewards", "orient", "deploy"} <= steps
    goals = {g.value for g in Goal}
    for options in ({"arena": "arene-elementaire"}, {"players": 4, "mode": "2v2"}):
        goals.add(registry.load("krosmaster", **options).new_initial_state().view(0)["goal"])
    assert {"glory", "glory_team"} <= goals
    for loc, strings in _dicts().items():
        missing = [f"phase.{s}" for s in steps if f"phase.{s}" not in strings]
        missing += [f"goal.{g}" for g in goals if f"goal.{g}" not in strings]
        assert missing == [], loc


def test_the_browser_and_the_terminal_name_every_agent_alike() -> None:
    # The agents' names live in two catalogs (the client's JSON, the CLI's Fluent files): a
    # player who meets "Search" in the terminal must meet the same word in the browser.
    from arena.ai.registry import agent_names
    from arena.cli.messages import agent_says

    kinds = ("greedy", "mcts", "plan", "random")  # the built-in agents (a test may register more)
    assert set(kinds) <= set(agent_names())
    for loc, strings in _dicts().items():
        for kind in kinds:
            assert strings[f"agent.short.{kind}"] == agent_says(loc, kind), (loc, kind)
            assert strings[f"agent.{kind}"] == agent_says(loc, kind, about=True), (loc, kind)

"""Every UI string exists in en, fr and zh (issue 5: "the UI speaks en, fr, zh")."""

from __future__ import annotations

import json
import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "src" / "arena" / "web"


def _dicts() -> dict[str, dict[str, str]]:
    return {
        lang: json.loads((WEB / "i18n" / f"{lang}.json").read_text("utf-8")) for lang in ("en", "fr", "zh")
    }


def test_three_languages_have_the_same_keys() -> None:
    d = _dicts()
    assert d["en"].keys() == d["fr"].keys() == d["zh"].keys()
    assert all(v.strip() for lang in d.values() for v in lang.values())


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


def test_placeholders_agree_across_languages() -> None:
    d = _dicts()
    for key, text in d["en"].items():
        want = set(re.findall(r"\{(\w+)\}", text))
        for lang in ("fr", "zh"):
            assert set(re.findall(r"\{(\w+)\}", d[lang][key])) == want, (lang, key)

"""The sentences ``arena play`` says around the game, in every locale (``cli/strings/*.ftl``;
zh-Hant derived from zh-Hans like every catalog)."""

from __future__ import annotations

from enum import StrEnum
from functools import cache
from pathlib import Path

from arena.core.text import CORE_STRINGS, Arg, Catalog, Msg, locale_of


class Lang(StrEnum):
    """Languages of ``arena play`` (BCP 47; ``zh`` is ``zh-Hans``)."""

    en = "en"
    fr = "fr"
    zh_hans = "zh-Hans"
    zh_hant = "zh-Hant"
    zh = "zh"


@cache
def cli_texts() -> Catalog:
    """The CLI's catalog (over the core's: seats, lists)."""
    return Catalog([CORE_STRINGS, Path(__file__).with_name("strings")])


def tr(lang: str, key: str, **fields: Arg) -> str:
    """The sentence ``key`` in ``lang`` (English when missing), with ``fields`` filled in."""
    return cli_texts().say(Msg(key, tuple(fields.items())), locale_of(lang))

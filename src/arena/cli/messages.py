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


def agent_says(lang: str, spec: str, *, about: bool = False) -> str:
    """An agent's name in ``lang`` (``about``: with what it does), its parameters kept as
    typed (``Search (mcts:iters=200)``); a registered agent without a name here keeps its own."""
    kind, _, params = spec.partition(":")
    key = f"agent-{kind}-about" if about else f"agent-{kind}"
    if not cli_texts().has(key):
        return spec
    name = tr(lang, key)
    return tr(lang, "agent-spec", agent=name, spec=spec) if params else name
